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
            var path = ShownPath(prefix: prefix, limit: limit)
            JSONComparison.forEachDifference(oldPart, newPart) { difference in
                if !first { text += Array("; ".utf8) }
                first = false
                text += path.text(of: difference.path)
                let (before, after) = Self.values(difference.old, difference.new, limit: limit)
                text.append(UInt8(ascii: " "))
                text += before
                text += Array(" => ".utf8)
                text += after
            }
        }
        self.text = text
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
