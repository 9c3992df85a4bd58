/// A dotted path of object member names, `id` or `user.id`, as given to
/// `--key` and `--compare`.
public struct KeyPath: CustomStringConvertible {
    /// The path as written.
    public let description: String
    /// The member names, as UTF-8.
    let components: [[UInt8]]

    /// Parses `text`, given to `option`. An empty path, or one with an empty
    /// component (`a..b`, `.a`, `a.`), is an error.
    public init(_ text: String, option: String) throws {
        guard !text.isEmpty else { throw ToolError("\(option): the key path is empty") }
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else {
            throw ToolError("\(option): the key path '\(text)' has an empty component")
        }
        description = text
        components = parts.map(Array.init)
    }

    /// The comma-separated paths of `--compare name,address.city`.
    public static func list(_ text: String, option: String) throws -> [KeyPath] {
        guard !text.isEmpty else { return [try KeyPath(text, option: option)] }
        return try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            guard !part.isEmpty else { throw ToolError("\(option): an empty key path in '\(text)'") }
            return try KeyPath(String(part), option: option)
        }
    }
}
