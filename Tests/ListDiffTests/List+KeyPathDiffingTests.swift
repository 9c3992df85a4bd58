import Foundation
import ListDiff
import ListTestSupport
import XCTest

/// The key path overload gives the closure overload's results, called from
/// concrete code and from generic code that the compiler cannot specialize,
/// whichever way it reads the identifiers (a stored property's offset,
/// `Identifiable`'s `id`, the key path itself).
final class ListKeyPathDiffingTests: XCTestCase {
    func testGenericCallersMatchTheConcreteCallOnRandomLists() {
        for seed in UInt64(1)...40 {
            var random = SplitMix64(seed: seed)
            let (old, new) = randomPair(&random)
            let expected = List.diffing(oldArray: old, newArray: new, identifiedBy: { $0.id })
            let cases: [(String, List.Result)] = [
                ("concrete key path", List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)),
                ("generic, stored key path", genericDiff(old, new, \Message.id)),
                ("generic, Identifiable", identifiableDiff(old, new)),
                ("generic, computed key path", genericDiff(old, new, \Message.computedID)),
                ("generic, String ids", genericDiff(old, new, \Message.name)),
                ("generic, nested", genericDiff(old, new, \Message.header.key)),
            ]
            for (name, result) in cases where name != "generic, String ids" && name != "generic, nested" {
                assertSame(result, expected, "\(name), seed \(seed)")
            }
            let byName = List.diffing(oldArray: old, newArray: new, identifiedBy: { $0.name })
            assertSame(cases[4].1, byName, "String ids, seed \(seed)")
            assertSame(
                cases[5].1, List.diffing(oldArray: old, newArray: new, identifiedBy: { $0.header.key }), "nested, seed \(seed)")
            XCTAssertEqual(cases[4].1.oldMap, byName.oldMap, "seed \(seed)")
            XCTAssertEqual(cases[1].1.newMap, expected.newMap, "seed \(seed)")
        }
    }

    func testStoredPropertiesAtNonzeroOffsetsOfEveryKnownType() {
        for seed in UInt64(1)...10 {
            var random = SplitMix64(seed: seed)
            let (old, new) = randomPair(&random)
            func check<ID: Hashable>(_ keyPath: KeyPath<Message, ID>, _ name: String) {
                assertSame(
                    genericDiff(old, new, keyPath),
                    List.diffing(oldArray: old, newArray: new, identifiedBy: { $0[keyPath: keyPath] }), "\(name), seed \(seed)")
            }
            check(\.header.key, "Int64, nested")
            check(\.header.small, "Int32")
            check(\.header.unsigned, "UInt64")
            check(\.uuid, "UUID")
            check(\.optionalID, "Int?")
            check(\.header, "a struct")
            check(\.self, "the element")
            XCTAssertNotNil(MemoryLayout<Message>.offset(of: \Message.header.small), "seed \(seed)")
            XCTAssertNotEqual(MemoryLayout<Message>.offset(of: \Message.header.small), 0, "seed \(seed)")
        }
    }

    func testClassElements() {
        for seed in UInt64(1)...10 {
            var random = SplitMix64(seed: seed)
            let (old, new) = randomPair(&random)
            let oldObjects = old.map(Box.init), newObjects = new.map(Box.init)
            assertSame(
                genericDiff(oldObjects, newObjects, \Box.id),
                List.diffing(oldArray: old, newArray: new, identifiedBy: { $0.id }), "objects, seed \(seed)")
            assertSame(
                identifiableDiff(oldObjects, newObjects),
                List.diffing(oldArray: old, newArray: new, identifiedBy: { $0.id }), "Identifiable objects, seed \(seed)")
        }
    }

    func testEmptyLists() {
        let some = [Message(id: 1, version: 0)]
        XCTAssertEqual(genericDiff([], some, \Message.id).inserts, IndexSet([0]))
        XCTAssertEqual(identifiableDiff(some, []).deletes, IndexSet([0]))
        XCTAssertFalse(genericDiff([Message](), [], \Message.name).hasChanges)
    }

    // MARK: - Fixtures

    struct Header: Hashable {
        var small: Int32
        var key: Int64
        var unsigned: UInt64
    }

    struct Message: Identifiable, Hashable {
        var flag = false
        var header: Header
        var name: String
        var uuid: UUID
        var id: Int
        var optionalID: Int?
        var version: Int
        var computedID: Int { id }

        init(id: Int, version: Int) {
            header = Header(small: Int32(id), key: Int64(id) << 20, unsigned: UInt64(id) &* 3)
            name = "message \(id)"
            uuid = UUID(uuid: (UInt8(id & 0xFF), UInt8(id >> 8 & 0xFF), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
            self.id = id
            optionalID = id % 3 == 0 ? nil : id
            self.version = version
        }
    }

    final class Box: Identifiable, Equatable {
        let message: Message
        init(_ message: Message) { self.message = message }
        var id: Int { message.id }
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.message == rhs.message }
    }

    /// Up to 60 elements with ids from a small range (so that some repeat),
    /// and a new list that keeps, updates, moves, drops and adds some.
    func randomPair(_ random: inout SplitMix64) -> (old: [Message], new: [Message]) {
        let count = Int(random.next() % 60)
        let old = (0..<count).map { _ in Message(id: Int(random.next() % 50), version: 0) }
        var new: [Message] = []
        for element in old.shuffled(using: &random) {
            switch random.next() % 6 {
            case 0: continue
            case 1: new.append(Message(id: element.id, version: 1))
            case 2: new.append(Message(id: Int(random.next() % 80), version: 0))
            default: new.append(element)
            }
        }
        return (old, new)
    }

    func assertSame(_ result: List.Result, _ expected: List.Result, _ message: String, line: UInt = #line) {
        XCTAssertEqual(result.inserts, expected.inserts, message, line: line)
        XCTAssertEqual(result.deletes, expected.deletes, message, line: line)
        XCTAssertEqual(result.updates, expected.updates, message, line: line)
        XCTAssertEqual(result.moves, expected.moves, message, line: line)
    }
}

/// The key path overload from generic code, never specialized: what a view
/// model generic over its elements runs.
@inline(never) @_semantics("optimize.sil.specialize.generic.never")
func genericDiff<Element: Equatable, ID: Hashable>(
    _ old: [Element], _ new: [Element], _ keyPath: KeyPath<Element, ID>
) -> List.Result {
    List.diffing(oldArray: old, newArray: new, identifiedBy: keyPath)
}

/// `\.id` of `Identifiable` from generic code, never specialized.
@inline(never) @_semantics("optimize.sil.specialize.generic.never")
func identifiableDiff<Element: Identifiable & Equatable>(_ old: [Element], _ new: [Element]) -> List.Result {
    List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
}
