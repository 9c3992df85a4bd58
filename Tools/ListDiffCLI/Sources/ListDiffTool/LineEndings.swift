/// How the lines of a `--lines` input end. A CR before an LF is not part of
/// the line, so CRLF and LF files compare equal; when two inputs' endings
/// differ, the tool says so.
enum LineEndings: String {
    case lf = "LF"
    case crlf = "CRLF"
    case mixed = "mixed LF and CRLF"

    /// Counts line endings as an input is split.
    struct Counter {
        private var lf = 0
        private var crlf = 0

        mutating func count(crlf isCRLF: Bool) {
            if isCRLF { crlf += 1 } else { lf += 1 }
        }

        /// Nil when no line ends in a line feed.
        var endings: LineEndings? {
            switch (lf > 0, crlf > 0) {
            case (true, true): return .mixed
            case (true, false): return .lf
            case (false, true): return .crlf
            case (false, false): return nil
            }
        }
    }
}
