/// A JSON number by its exact decimal value: 0.d1d2…dn × 10^e with d1 and
/// dn not zero (zero has no digits and no sign), the exponent a decimal
/// integer of any length. `1`, `1.0`, `10e-1` and `-0e5` (zero) are found
/// equal this way, never through a binary float.
struct ModelNumber: Hashable {
    let negative: Bool
    let digits: [UInt8]
    let exponent: BigDecimalInteger

    init(negative: Bool, integer: [UInt8], fraction: [UInt8], exponentNegative: Bool, exponent: [UInt8]) {
        var all = integer + fraction
        var point = integer.count
        while let first = all.first, first == 0 {
            all.removeFirst()
            point -= 1
        }
        while let last = all.last, last == 0 { all.removeLast() }
        digits = all
        if all.isEmpty {
            self.negative = false
            self.exponent = BigDecimalInteger(0)
        } else {
            self.negative = negative
            self.exponent = BigDecimalInteger(negative: exponentNegative, digits: exponent).adding(point)
        }
    }
}

/// A signed decimal integer of any length, enough to add a small offset.
struct BigDecimalInteger: Hashable {
    /// Most significant digit first, no leading zeros; empty for zero.
    private(set) var digits: [UInt8]
    private(set) var negative: Bool

    init(_ value: Int) {
        self.init(negative: value < 0, digits: Array(String(value.magnitude).utf8).map { $0 - UInt8(ascii: "0") })
    }

    init(negative: Bool, digits: [UInt8]) {
        self.digits = Array(digits.drop { $0 == 0 })
        self.negative = negative && !self.digits.isEmpty
    }

    /// `self + offset`.
    func adding(_ offset: Int) -> BigDecimalInteger {
        let other = BigDecimalInteger(offset)
        if negative == other.negative {
            return BigDecimalInteger(negative: negative, digits: Self.sum(digits, other.digits))
        }
        // Different signs: the larger magnitude minus the smaller, with its sign.
        if Self.less(digits, other.digits) {
            return BigDecimalInteger(negative: other.negative, digits: Self.difference(other.digits, digits))
        }
        return BigDecimalInteger(negative: negative, digits: Self.difference(digits, other.digits))
    }

    private static func less(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
    }

    private static func sum(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var carry = 0
        var i = a.count - 1, j = b.count - 1
        while i >= 0 || j >= 0 || carry > 0 {
            let total = (i >= 0 ? Int(a[i]) : 0) + (j >= 0 ? Int(b[j]) : 0) + carry
            result.append(UInt8(total % 10))
            carry = total / 10
            i -= 1
            j -= 1
        }
        return result.reversed()
    }

    /// `a - b` for `a >= b`.
    private static func difference(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var borrow = 0
        var j = b.count - 1
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            var digit = Int(a[i]) - borrow - (j >= 0 ? Int(b[j]) : 0)
            borrow = digit < 0 ? 1 : 0
            if digit < 0 { digit += 10 }
            result.append(UInt8(digit))
            j -= 1
        }
        return Array(result.reversed().drop { $0 == 0 })
    }
}

extension ModelNumber {
    /// The value as an `Int` when it is a whole number that fits; the tool
    /// writes indexes and counts as such.
    var integer: Int? {
        guard !digits.isEmpty else { return 0 }
        guard exponent.digits.count <= 2, !exponent.negative else { return nil }
        let magnitude = exponent.digits.reduce(0) { $0 * 10 + Int($1) }
        guard magnitude >= digits.count, magnitude <= 18 else { return nil }
        var value = digits.reduce(0) { $0 * 10 + Int($1) }
        for _ in 0..<(magnitude - digits.count) { value *= 10 }
        return negative ? -value : value
    }
}
