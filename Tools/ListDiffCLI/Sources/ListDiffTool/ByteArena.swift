#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory that never moves, for the few identities whose canonical bytes are
/// not in the input as written (escaped strings, numbers such as `1.0`):
/// keys point into it for as long as this object lives.
final class ByteArena {
    private var chunks: [UnsafeMutablePointer<UInt8>] = []
    private var room = 0
    private var next: UnsafeMutablePointer<UInt8>?
    private static let chunkSize = 1 << 16

    init() {}

    deinit { chunks.forEach { free($0) } }

    /// A stable copy of `bytes`.
    func store(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
        if bytes.count > room || next == nil {
            let size = max(bytes.count, Self.chunkSize)
            let chunk = malloc(size)!.assumingMemoryBound(to: UInt8.self)
            chunks.append(chunk)
            next = chunk
            room = size
        }
        let start = next!
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { start.update(from: base, count: source.count) }
        }
        next = start + bytes.count
        room -= bytes.count
        return UnsafeBufferPointer(start: start, count: bytes.count)
    }
}
