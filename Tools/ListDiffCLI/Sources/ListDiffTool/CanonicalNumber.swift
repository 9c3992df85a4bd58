/// The one spelling of a JSON number's exact decimal value, so that numbers
/// compare by value without ever going through `Double`: `1`, `1.0`, `10e-1`
/// and `1E0` are all `1`, `-0` is `0`, and `9007199254740993` stays
/// different from `9007199254740992`.
///
/// With the significant digits `d₁d₂…dₙ` (no leading or trailing zeros) and
/// the value `d₁.d₂…dₙ × 10^x`, the spelling is, like JavaScript's:
/// - an integer when `x ≥ n - 1` with at most 20 zeros to append (`1500`);
/// - a decimal when `0 ≤ x < n - 1` (`1.5`) or `-7 < x < 0` (`0.0015`);
/// - otherwise scientific, `1.5e-9`, `1e400`.
///
/// The work is linear in the number's length, exponents of any size
/// included (`1e99999999999999999999`).
enum CanonicalNumber {
    /// The spelling of `raw`, a number checked by ``JSONScanner``.
    static func spelling(of raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        if isCanonical(raw) { return Array(raw) }
        let parts = Parts(raw)
        var output: [UInt8] = []
        // The significant digits: the integer and fraction digits run
        // together, without leading and trailing zeros.
        let all = parts.integer + parts.fraction
        guard let first = all.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return [UInt8(ascii: "0")] }
        let last = all.lastIndex(where: { $0 != UInt8(ascii: "0") })!
        let digits = all[first...last]
        if parts.negative { output.append(UInt8(ascii: "-")) }
        // x: the exponent of the first significant digit.
        let offset = parts.integer.count - 1 - first
        switch Exponent(parts.exponent, negative: parts.exponentNegative, plus: offset) {
        case .small(let x):
            let n = digits.count
            if x >= n - 1 && x - (n - 1) <= 20 {
                output += digits
                output += repeatElement(UInt8(ascii: "0"), count: x - (n - 1))
            } else if x >= 0 && x < n - 1 {
                output += digits.prefix(x + 1)
                output.append(UInt8(ascii: "."))
                output += digits.dropFirst(x + 1)
            } else if x < 0 && x > -7 {
                output += Array("0.".utf8)
                output += repeatElement(UInt8(ascii: "0"), count: -x - 1)
                output += digits
            } else {
                appendScientific(digits, exponent: Array(String(x).utf8), to: &output)
            }
        case .large(let negative, let magnitude):
            appendScientific(digits, exponent: (negative ? [UInt8(ascii: "-")] : []) + magnitude, to: &output)
        }
        return output
    }

    /// Whether `raw` is already its own spelling: a plain integer other than
    /// `-0` with at most 20 trailing zeros. Most identifiers are.
    static func isCanonical(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        var trailingZeros = 0
        for (index, byte) in raw.enumerated() {
            if byte == UInt8(ascii: "0") {
                trailingZeros += 1
            } else if byte &- UInt8(ascii: "1") < 9 || (index == 0 && byte == UInt8(ascii: "-")) {
                trailingZeros = 0
            } else {
                return false
            }
        }
        return trailingZeros <= 20 && !(raw.count == 2 && raw[0] == UInt8(ascii: "-") && raw[1] == UInt8(ascii: "0"))
    }

    private static func appendScientific(_ digits: ArraySlice<UInt8>, exponent: [UInt8], to output: inout [UInt8]) {
        output.append(digits.first!)
        if digits.count > 1 {
            output.append(UInt8(ascii: "."))
            output += digits.dropFirst()
        }
        output.append(UInt8(ascii: "e"))
        output += exponent
    }

    /// The pieces of a number as written.
    private struct Parts {
        var negative = false
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var exponentNegative = false
        /// The exponent's digits without leading zeros (empty for 0).
        var exponent: [UInt8] = []

        init(_ raw: UnsafeBufferPointer<UInt8>) {
            var index = 0
            func digits() -> [UInt8] {
                let start = index
                while index < raw.count, raw[index] &- UInt8(ascii: "0") < 10 { index += 1 }
                return Array(raw[start..<index])
            }
            if raw[index] == UInt8(ascii: "-") {
                negative = true
                index += 1
            }
            integer = digits()
            if index < raw.count, raw[index] == UInt8(ascii: ".") {
                index += 1
                fraction = digits()
            }
            if index < raw.count {  // e or E
                index += 1
                if raw[index] == UInt8(ascii: "-") || raw[index] == UInt8(ascii: "+") {
                    exponentNegative = raw[index] == UInt8(ascii: "-")
                    index += 1
                }
                exponent = Array(digits().drop { $0 == UInt8(ascii: "0") })
            }
        }
    }

    /// A written exponent plus an offset smaller than the number's length:
    /// an `Int` when it has at most 18 digits, else decimal digits.
    private enum Exponent {
        case small(Int)
        case large(negative: Bool, magnitude: [UInt8])

        init(_ digits: [UInt8], negative: Bool, plus offset: Int) {
            if digits.count <= 18 {
                let value = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                self = .small((negative ? -value : value) + offset)
                return
            }
            // |exponent| ≥ 10^18 > |offset|: the sign stays the exponent's,
            // and the magnitude moves by the offset.
            self = .large(negative: negative, magnitude: Self.add(negative ? -offset : offset, to: digits))
        }

        /// `digits` (a decimal magnitude larger than |delta|) plus `delta`.
        /// A carry out of the first digit makes a new one: the sum starts
        /// from a leading zero (99999999999999999999 + 1 crashed).
        private static func add(_ delta: Int, to digits: [UInt8]) -> [UInt8] {
            var result = [UInt8(ascii: "0")] + digits
            var carry = delta  // added to the digit at `index`
            var index = result.count - 1
            while carry != 0 {
                let sum = Int(result[index] - UInt8(ascii: "0")) + carry % 10
                carry /= 10
                if sum < 0 {
                    result[index] = UInt8(sum + 10) + UInt8(ascii: "0")
                    carry -= 1
                } else if sum > 9 {
                    result[index] = UInt8(sum - 10) + UInt8(ascii: "0")
                    carry += 1
                } else {
                    result[index] = UInt8(sum) + UInt8(ascii: "0")
                }
                index -= 1
            }
            return Array(result.drop { $0 == UInt8(ascii: "0") })
        }
    }
}
