import Foundation

/// How an input file is read.
public enum InputFormat: String, Sendable {
    /// A JSON array of objects (identity from a key path) or of scalars.
    case json
    /// Plain text, one element per line; the line is identity and content.
    case lines
}

/// An element's identity: a JSON scalar.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case number(Double)
    case string(String)
    case bool(Bool)

    init?(_ value: JSONValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        case .number(let text):
            if let integer = Int(text) { self = .int(integer) } else if let double = Double(text) {
                self = double == double.rounded() && abs(double) < 9e15 ? .int(Int(double)) : .number(double)
            } else { return nil }
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .number(let value): return String(value)
        case .string(let value): return JSONValue.string(value).json
        case .bool(let value): return String(value)
        }
    }
}

/// One element of a list: its identity, what is compared for updates, and
/// the whole value for output.
public struct Element: Equatable, Sendable {
    public let key: Key
    public let value: JSONValue
    let content: JSONValue

    /// Elements are equal (not updated) when their compared contents are.
    public static func == (lhs: Element, rhs: Element) -> Bool { lhs.content == rhs.content }
}

/// A loaded list.
public struct Input: Sendable {
    public let path: String
    public let elements: [Element]

    /// Keys that occur more than once, with their counts, in first-seen order.
    public var duplicates: [(key: Key, count: Int)] {
        var counts: [Key: Int] = [:]
        var order: [Key] = []
        for element in elements {
            counts[element.key, default: 0] += 1
            if counts[element.key] == 2 { order.append(element.key) }
        }
        return order.map { ($0, counts[$0]!) }
    }

    /// Reads `path` (`-` for standard input) as `format`. For JSON objects,
    /// `key` is the dotted path of the identity and `compare` the paths of
    /// the fields compared for updates (all of the object when nil).
    public static func load(
        path: String, format: InputFormat, key: String?, compare: [String]?, bytes: [UInt8]? = nil
    ) throws -> Input {
        let data: [UInt8]
        if let bytes {
            data = bytes
        } else if path == "-" {
            data = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        } else {
            do {
                data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw InputError("\(path): cannot read the file (\((error as NSError).localizedDescription))")
            }
        }
        if let bad = data.withUnsafeBufferPointer(firstInvalidUTF8) {
            let (line, column) = data.withUnsafeBufferPointer { InputError.lineAndColumn(of: bad, in: $0) }
            throw InputError("\(path): not UTF-8 text: invalid byte 0x\(String(data[bad], radix: 16, uppercase: true)) at line \(line), column \(column)")
        }
        do {
            switch format {
            case .lines: return Input(path: path, elements: lines(data))
            case .json: return Input(path: path, elements: try jsonElements(data, key: key, compare: compare))
            }
        } catch let error as InputError {
            throw error.inFile(path)
        }
    }

    /// Lines split on LF bytes (a CR before it is dropped): Swift's `String`
    /// would keep "\r\n" together as one character.
    private static func lines(_ data: [UInt8]) -> [Element] {
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        if data.last == 0x0A { lines.removeLast() }
        return lines.map { bytes in
            let line = String(decoding: bytes.last == 0x0D ? bytes.dropLast() : bytes, as: UTF8.self)
            return Element(key: .string(line), value: .string(line), content: .string(line))
        }
    }

    private static func jsonElements(_ data: [UInt8], key: String?, compare: [String]?) throws -> [Element] {
        guard case .array(let values) = try JSONParser.parse(data) else {
            throw InputError("the top level is not a JSON array")
        }
        let keyPath = key.map { $0.split(separator: ".") }
        let comparePaths = compare.map { $0.map { $0.split(separator: ".") } }
        var elements: [Element] = []
        elements.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            let identity: JSONValue
            if let keyPath {
                guard case .object = value else {
                    throw InputError("element \(index) is not an object, so it has no key '\(key!)'")
                }
                guard let found = value.value(at: keyPath) else {
                    throw InputError("element \(index) has no key '\(key!)'")
                }
                identity = found
            } else {
                if case .object = value { throw InputError("element \(index) is an object: name its identity with --key") }
                identity = value
            }
            guard let elementKey = Key(identity) else {
                throw InputError("element \(index): the key\(key.map { " '\($0)'" } ?? "") is \(kind(of: identity)), not a string, number or boolean")
            }
            let content = comparePaths.map { paths in JSONValue.array(paths.map { value.value(at: $0) ?? .null }) } ?? value
            elements.append(Element(key: elementKey, value: value, content: content))
        }
        return elements
    }

    private static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .object: return "an object"
        case .array: return "an array"
        default: return "a scalar"
        }
    }
}
