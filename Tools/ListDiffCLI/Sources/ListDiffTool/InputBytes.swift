#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one input, read whole into memory that never moves, so that
/// elements and keys can point into it for as long as this object lives.
final class InputBytes {
    /// The bytes read, including a byte-order mark if there is one.
    let buffer: UnsafeBufferPointer<UInt8>
    /// Where the text starts: 3 after a UTF-8 byte-order mark, else 0.
    let textStart: Int

    private init(buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        textStart = buffer.count >= 3 && buffer.prefix(3).elementsEqual(bom) ? 3 : 0
    }

    deinit { free(UnsafeMutableRawPointer(mutating: buffer.baseAddress)) }

    /// The bytes after a byte-order mark.
    var text: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer[textStart...]) }

    /// Reads `path`, or standard input for `-`, reading no more than
    /// `limit` bytes: a longer input is an error. Failures say what is
    /// wrong with the path: no such file, permission denied, is a
    /// directory, …
    static func read(path: String, limit: InputLimit) throws -> InputBytes {
        if path == "-" { return try read(descriptor: STDIN_FILENO, sizeHint: nil, limit: limit) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ToolError(describe(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ToolError(describe(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw ToolError(describe(EISDIR)) }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        if isRegular && Int(status.st_size) > limit.bytes { throw tooLong(limit) }
        return try read(descriptor: descriptor, sizeHint: isRegular ? Int(status.st_size) : nil, limit: limit)
    }

    /// Reads to the end of `descriptor`, and no further than `limit` bytes
    /// (one more, to see that the input goes on, is an error): a stream that
    /// never ends, `/dev/zero` or `yes`, is valid text, and was read until
    /// memory ran out. A regular file's size is read into an allocation of
    /// that size (plus one byte to see the end), so a large file costs its
    /// size and no more.
    ///
    /// Anything else (a pipe, a device) is checked to be UTF-8 as it comes
    /// and read no further than its first byte that is not, which the input
    /// then reports: `/dev/urandom` fails at once.
    private static func read(descriptor: Int32, sizeHint: Int?, limit: InputLimit) throws -> InputBytes {
        let most = limit.bytes + 1
        var capacity = min(max(sizeHint.map { $0 + 1 } ?? 1 << 16, 1), most)
        guard var memory = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) else {
            throw ToolError("cannot allocate \(capacity) bytes")
        }
        var count = 0
        var text = 0  // the bytes checked to be UTF-8, for a stream
        var invalid: Int?  // where a stream stops being UTF-8
        while true {
            if count == capacity {
                guard count < most else {
                    free(memory)
                    throw tooLong(limit)
                }
                capacity = min(capacity * 2, most)
                guard let grown = realloc(memory, capacity) else {
                    free(memory)
                    throw ToolError("cannot allocate \(capacity) bytes")
                }
                memory = grown.assumingMemoryBound(to: UInt8.self)
            }
            let got = readBytes(descriptor, memory + count, capacity - count)
            if got > 0 {
                count += got
                if sizeHint == nil {
                    let checked = UTF8Validation.scan(UnsafeBufferPointer(start: memory, count: count), from: text)
                    invalid = checked.invalid
                    if invalid != nil { break }
                    text = checked.validUpTo
                }
            } else if got == 0 {
                break
            } else if errno != EINTR {
                let code = errno
                free(memory)
                throw ToolError(describe(code))
            }
        }
        // A regular file that grew while it was read, or a stream whose
        // first byte that is not UTF-8 comes past the limit.
        guard count < most || invalid.map({ $0 < limit.bytes }) == true else {
            free(memory)
            throw tooLong(limit)
        }
        return InputBytes(buffer: UnsafeBufferPointer(start: memory, count: count))
    }

    private static func tooLong(_ limit: InputLimit) -> ToolError {
        ToolError("more than \(limit), the limit set by --max-input-bytes")
    }

    /// A short lower-case description of a failed open or read.
    private static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a directory, not a file"
        case ENOTDIR: return "a part of the path is not a directory"
        default: return String(cString: strerror(code))
        }
    }
}

/// `read(2)`, out of the reach of `InputBytes.read`'s name.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
