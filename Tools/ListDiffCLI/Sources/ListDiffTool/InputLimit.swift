/// The most bytes the tool reads from one input (`--max-input-bytes`).
///
/// The default, 1 GiB, is far above the lists the tool is made for (two
/// 1M-object feeds are 125 MB together) and keeps the worst case on an
/// ordinary machine: the inputs are held whole and a JSON run peaks at about
/// 2.5 times their size, so two inputs at the limit need about 5 GB. Without
/// a limit, a stream that never ends but is valid text (`/dev/zero`: NUL is
/// valid UTF-8; `yes`) was read until memory ran out. Larger files need the
/// option (`--max-input-bytes 8G`).
public struct InputLimit: Equatable, Sendable, CustomStringConvertible {
    /// The limit, in bytes: at least 1, at most 1 EiB (2^60).
    public let bytes: Int

    public static let `default` = InputLimit(validBytes: 1 << 30)

    private init(validBytes: Int) { bytes = validBytes }

    /// Reads a count of bytes: digits, optionally followed by `k`, `m`, `g`
    /// or `t` (any case, with or without `iB`), powers of 1024: `64k`,
    /// `512MiB`, `2G`. Nil for anything else, 0, or more than 1 EiB.
    public init?(parsing text: String) {
        let units: [(suffix: String, shift: Int)] = [("k", 10), ("m", 20), ("g", 30), ("t", 40)]
        var digits = Substring(text.lowercased())
        var shift = 0
        if digits.hasSuffix("ib") { digits = digits.dropLast(2) }
        if let unit = units.first(where: { digits.hasSuffix($0.suffix) }) {
            digits = digits.dropLast()
            shift = unit.shift
        } else if digits.count != text.count {
            return nil  // "iB" without a unit
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(digits), count > 0,
              count <= 1 << (60 - shift)
        else { return nil }
        bytes = count << shift
    }

    /// `1073741824 bytes (1 GiB)`; the plain count when it is no whole
    /// number of KiB, MiB, GiB or TiB.
    public var description: String {
        for (name, shift) in [("TiB", 40), ("GiB", 30), ("MiB", 20), ("KiB", 10)]
        where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
            return "\(bytes) bytes (\(bytes >> shift) \(name))"
        }
        return "\(bytes) bytes"
    }
}
