#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered output to a file descriptor that reports failed writes (a full
/// disk, a closed pipe when SIGPIPE is ignored) as a ``ToolError`` instead
/// of crashing.
public final class OutputWriter {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private static let capacity = 1 << 16

    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.capacity)
    }

    /// Appends `bytes`, writing the buffer out when it is full.
    func write<Bytes: Collection>(_ bytes: Bytes) throws where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.capacity { try flush() }
    }

    /// Appends the UTF-8 of `text`.
    public func write(_ text: String) throws {
        try write(text.utf8)
    }

    /// Writes out what is buffered.
    public func flush() throws {
        defer { buffer.removeAll(keepingCapacity: true) }
        try buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    throw ToolError("cannot write the output: \(String(cString: strerror(errno)))")
                }
            }
        }
    }
}

/// `write(2)`, out of the reach of `OutputWriter.write`'s name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
