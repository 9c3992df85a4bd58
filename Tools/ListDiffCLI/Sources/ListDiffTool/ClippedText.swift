/// Text for a listing line, cut at a number of Unicode scalars with `…`.
struct ClippedText {
    private(set) var bytes: [UInt8] = []
    private let limit: Int
    private var scalars = 0
    /// The length of `bytes` after `limit - 1` scalars: where a cut goes.
    private var cut = 0
    /// Whether the text was cut (nothing more is taken).
    private(set) var isFull = false

    init(limit: Int) { self.limit = limit }

    /// Appends `byte`, or cuts the text if it is one scalar too long.
    mutating func append(_ byte: UInt8) {
        guard !isFull else { return }
        if byte & 0xC0 != 0x80 {  // a scalar starts
            scalars += 1
            if scalars == limit { cut = bytes.count }
            if scalars > limit {
                bytes.removeSubrange(cut...)
                bytes.append(contentsOf: "…".utf8)
                isFull = true
                return
            }
        }
        bytes.append(byte)
    }

    /// `text` cut at `limit` scalars.
    static func clip(_ text: [UInt8], limit: Int) -> [UInt8] {
        var clipped = ClippedText(limit: limit)
        clipped.append(contentsOf: text)
        return clipped.bytes
    }

    mutating func append<Bytes: Sequence>(contentsOf sequence: Bytes) where Bytes.Element == UInt8 {
        for byte in sequence {
            append(byte)
            if isFull { return }
        }
    }
}
