/// The paths of an update's differences as listed: `address.city`,
/// `tags[1]`, `meta."a.b"` (a name that is not plain letters, digits, `_`
/// or `-` is shown as a JSON string), after the compared path if there is
/// one, and cut at a number of scalars.
///
/// Differences come in the order of a walk down the two values, so a path
/// shares its first steps with the path before it. The text up to each step
/// of the last path is kept, and a step is rendered only when it is new
/// (and only while the text is not yet cut): each step once, however many
/// differences lie below it. Rendering each path anew cost the length of
/// every name above each difference, quadratic time for a name of a
/// megabyte above 100,000 changed members.
struct ShownPath {
    private let limit: Int
    /// The compared path's text, or nothing.
    private let start: ClippedText
    /// The steps of the last path, each with the text up to and including it.
    private var rendered: [(step: JSONDifference.Step, text: ClippedText)] = []

    /// Paths under `prefix` (a `--compare` path), cut at `limit` scalars.
    init(prefix: KeyPath?, limit: Int) {
        self.limit = limit
        var start = ClippedText(limit: limit)
        if let prefix { start.append(contentsOf: prefix.description.utf8) }
        self.start = start
    }

    /// The text of the path made of `steps`; `(value)` for the compared value itself.
    mutating func text(of steps: [JSONDifference.Step]) -> [UInt8] {
        var kept = 0
        while kept < min(steps.count, rendered.count) && Self.same(rendered[kept].step, steps[kept]) { kept += 1 }
        rendered.removeSubrange(kept...)
        var text = rendered.last?.text ?? start
        for step in steps[kept...] {
            if !text.isFull { Self.append(step, to: &text) }
            rendered.append((step, text))
        }
        return text.bytes.isEmpty ? Array("(value)".utf8) : text.bytes
    }

    /// Whether two steps are the same step of one walk: the same index, or
    /// the same name as written (the same bytes of the input).
    private static func same(_ a: JSONDifference.Step, _ b: JSONDifference.Step) -> Bool {
        switch (a, b) {
        case (.index(let i), .index(let j)): return i == j
        case (.member(let x), .member(let y)): return x.baseAddress == y.baseAddress && x.count == y.count
        default: return false
        }
    }

    private static func append(_ step: JSONDifference.Step, to text: inout ClippedText) {
        switch step {
        case .index(let index):
            text.append(contentsOf: "[\(index)]".utf8)
        case .member(let raw):
            if !text.bytes.isEmpty { text.append(UInt8(ascii: ".")) }
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
                text.append(contentsOf: name)
            } else {
                var quoted: [UInt8] = []
                name.withUnsafeBufferPointer { JSONString.appendQuoted($0, to: &quoted) }
                text.append(contentsOf: quoted)
            }
        }
    }
}
