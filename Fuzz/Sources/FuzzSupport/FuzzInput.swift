/// The fuzz input read as a program: bytes taken one at a time, zeros once
/// they run out (so every input is a complete program).
public struct FuzzInput {
    public let bytes: [UInt8]
    public private(set) var position = 0

    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    public init(bytes: [UInt8]) { self.bytes = bytes }

    public var isAtEnd: Bool { position >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        position += 1
        return bytes[position - 1]
    }

    /// A number in 0..<bound (0 when bound is 0).
    public mutating func int(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(byte()) % bound }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// The rest of the input.
    public mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }
}
