/// A failure the tool reports as one line on standard error before exiting
/// with status 2: unreadable or malformed input, a bad option value, output
/// that cannot be written. `message` says what and where.
public struct ToolError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(_ message: String) { self.message = message }

    /// The same failure, prefixed with the input it concerns.
    func inInput(_ name: String) -> ToolError { ToolError("\(name): \(message)") }
}
