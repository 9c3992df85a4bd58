/// A failure the tool reports as one line on standard error before exiting
/// with status 2: unreadable or malformed input, a bad option value, output
/// that cannot be written. `message` says what and where; the characters a
/// terminal acts on, which it may quote from an input or a file name, are
/// escaped as the listing escapes them (``JSONString/terminalControl(in:at:)``).
public struct ToolError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(_ message: String) { self.message = JSONString.escapingTerminalControls(message) }

    /// The same failure, prefixed with the input it concerns.
    func inInput(_ name: String) -> ToolError { ToolError("\(name): \(message)") }

    /// `text` with the characters a terminal acts on escaped, as in a
    /// ``ToolError``'s message, for other text written to standard error
    /// (usage errors, which quote the arguments); with `keepingLineFeeds`,
    /// its lines stay lines.
    public static func terminalSafe(_ text: String, keepingLineFeeds: Bool = false) -> String {
        JSONString.escapingTerminalControls(text, keepingLineFeeds: keepingLineFeeds)
    }
}
