#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The members of two objects paired by name, in linearithmic time: each
/// object's members sorted by their unescaped name (a repeated name keeps
/// its last value, as in jq), then merged.
struct MemberPairs {
    /// A name present in either object, with its value in each (nil: absent).
    struct Pair {
        /// The name as written in the new object, or the old one if absent there.
        let name: UnsafeBufferPointer<UInt8>
        let old: JSONSlice?
        let new: JSONSlice?
    }

    /// The pairs in the new object's order, then the names only the old
    /// object has, in its order.
    let pairs: [Pair]

    init(_ old: JSONSlice, _ new: JSONSlice) {
        let arena = ByteArena()
        let oldMembers = Self.members(of: old, arena: arena)
        let newMembers = Self.members(of: new, arena: arena)
        var merged: [(order: (Int, Int), pair: Pair)] = []
        merged.reserveCapacity(max(oldMembers.count, newMembers.count))
        var i = 0, j = 0
        while i < oldMembers.count || j < newMembers.count {
            let order: Int
            if i == oldMembers.count {
                order = 1
            } else if j == newMembers.count {
                order = -1
            } else {
                order = Self.compare(oldMembers[i].key, newMembers[j].key)
            }
            if order < 0 {
                let member = oldMembers[i]
                merged.append(((1, member.ordinal), Pair(name: member.raw, old: member.value, new: nil)))
                i += 1
            } else if order > 0 {
                let member = newMembers[j]
                merged.append(((0, member.ordinal), Pair(name: member.raw, old: nil, new: member.value)))
                j += 1
            } else {
                let member = newMembers[j]
                merged.append(((0, member.ordinal), Pair(name: member.raw, old: oldMembers[i].value, new: member.value)))
                i += 1
                j += 1
            }
        }
        merged.sort { $0.order < $1.order }
        pairs = merged.map(\.pair)
        withExtendedLifetime(arena) {}
    }

    private struct Member {
        /// The unescaped name: the raw name, or a copy in the arena.
        let key: UnsafeBufferPointer<UInt8>
        let raw: UnsafeBufferPointer<UInt8>
        let value: JSONSlice
        let ordinal: Int
    }

    /// The members sorted by name, the last of each repeated name only.
    private static func members(of object: JSONSlice, arena: ByteArena) -> [Member] {
        var members: [Member] = []
        object.forEachMember { raw, value in
            let key = JSONString.hasEscapes(raw) ? arena.store(JSONString.decoded(raw)) : raw
            members.append(Member(key: key, raw: raw, value: value, ordinal: members.count))
        }
        members.sort { a, b in
            let order = compare(a.key, b.key)
            return order != 0 ? order < 0 : a.ordinal < b.ordinal
        }
        var unique: [Member] = []
        unique.reserveCapacity(members.count)
        for (index, member) in members.enumerated()
        where index + 1 == members.count || compare(member.key, members[index + 1].key) != 0 {
            unique.append(member)
        }
        return unique
    }

    /// Byte-wise order of two names (code point order): <0, 0 or >0.
    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        if common > 0 {
            let order = memcmp(a.baseAddress!, b.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }
}
