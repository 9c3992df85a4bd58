/// What changed in an updated element, as listed after `~ old[i] -> new[j]`:
/// the identity, then each member or element whose value differs, with its
/// path and its old and new values, `(absent)` for an added or removed
/// member:
///
///     id 105: likes 30 => 31; tags[0] "swift" => "c"; draft (absent) => true
struct UpdateDescription {
    let text: [UInt8]

    /// Describes the update of `old` into `new`, loaded with `keyPath` and
    /// `rule`; every value is cut at `limit` scalars.
    init(old: Element, new: Element, keyPath: KeyPath?, rule: ContentRule, limit: Int) {
        var text: [UInt8] = []
        if let keyPath {
            text += Array("\(keyPath) ".utf8)
            text += ClippedText.clip(Array(new.key.description.utf8), limit: limit)
            text += Array(": ".utf8)
        }
        var first = true
        rule.forEachComparedPart(old.value, new.value) { prefix, oldPart, newPart in
            JSONComparison.forEachDifference(oldPart, newPart) { difference in
                if !first { text += Array("; ".utf8) }
                first = false
                text += ClippedText.clip(Self.path(prefix, difference.path), limit: limit)
                let (before, after) = Self.values(difference.old, difference.new, limit: limit)
                text.append(UInt8(ascii: " "))
                text += before
                text += Array(" => ".utf8)
                text += after
            }
        }
        self.text = text
    }

    /// `address.city`, `tags[1]`; a name that is not plain letters, digits,
    /// `_` or `-` is shown as a JSON string: `meta."a.b"`.
    private static func path(_ prefix: KeyPath?, _ steps: [JSONDifference.Step]) -> [UInt8] {
        var text: [UInt8] = prefix.map { Array($0.description.utf8) } ?? []
        for step in steps {
            switch step {
            case .index(let index):
                text += Array("[\(index)]".utf8)
            case .member(let raw):
                if !text.isEmpty { text.append(UInt8(ascii: ".")) }
                let name = JSONString.decoded(raw)
                let plain = !name.isEmpty && name.allSatisfy { byte in
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                         UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                        return true
                    default:
                        return false
                    }
                }
                if plain {
                    text += name
                } else {
                    name.withUnsafeBufferPointer { JSONString.appendQuoted($0, to: &text) }
                }
            }
        }
        return text.isEmpty ? Array("(value)".utf8) : text
    }

    /// The old and new values as shown. Two long strings or numbers that
    /// start alike are shown from shortly before their first difference
    /// (`…0001 => …0002`), so that the cut never hides the change.
    private static func values(_ old: JSONSlice?, _ new: JSONSlice?, limit: Int) -> ([UInt8], [UInt8]) {
        guard let old, let new, old.kind == new.kind, old.kind == .string || old.kind == .number else {
            return (value(old, limit: limit), value(new, limit: limit))
        }
        // Strings and numbers have no whitespace to drop: their bytes are what is shown.
        let common = zip(old.bytes, new.bytes).prefix { $0 == $1 }.count
        guard common > limit / 2 else { return (value(old, limit: limit), value(new, limit: limit)) }
        var start = common - limit / 4
        while old.bytes[start] & 0xC0 == 0x80 { start -= 1 }  // not inside a scalar
        func shown(_ value: JSONSlice) -> [UInt8] {
            Array("…".utf8) + ClippedText.clip(Array(value.bytes[start...].prefix(4 * limit)), limit: limit - 1)
        }
        return (shown(old), shown(new))
    }

    private static func value(_ value: JSONSlice?, limit: Int) -> [UInt8] {
        guard let value else { return Array("(absent)".utf8) }
        return JSONMinifier.clipped(value, limit: limit)
    }
}
