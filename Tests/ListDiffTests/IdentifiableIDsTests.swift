import Foundation
@testable import ListDiff
import ListDiffReference
import ListTestSupport
import XCTest

/// `Identifiable` elements diffed from generic code that the compiler cannot
/// specialize, with `List.diffing(oldArray:newArray:)` and with `\.id`: `id`
/// read at its offset where the witness is a struct's stored property, through
/// the witness everywhere else (computed, property-wrapped, weak, shadowed
/// `id`s, classes and a subclass overriding `id`), with the results of the
/// concrete call and of the reference.
final class IdentifiableIDsTests: XCTestCase {
    /// The tokens that weak ids point to die with each test, so that their
    /// weak-reference side tables are freed too (LeakSanitizer cannot see a
    /// side table from its object: the pointer is stored shifted in the
    /// reference count).
    override func tearDown() {
        Token.forgetAll()
        super.tearDown()
    }

    func testStoredIDsAreFoundOnlyWhereTheWitnessIsTheField() {
        XCTAssertEqual(identifiableIDs.storedIDOffset(of: StoredInt.self), MemoryLayout<StoredInt>.offset(of: \StoredInt.id))
        XCTAssertNotEqual(identifiableIDs.storedIDOffset(of: StoredInt.self), 0)
        XCTAssertEqual(
            identifiableIDs.storedIDOffset(of: StoredString.self), MemoryLayout<StoredString>.offset(of: \StoredString.id))
        XCTAssertNil(identifiableIDs.storedIDOffset(of: ComputedID.self), "computed")
        XCTAssertNil(identifiableIDs.storedIDOffset(of: WrappedID.self), "property wrapper")
        XCTAssertNil(identifiableIDs.storedIDOffset(of: WeakID.self), "weak")
        XCTAssertNil(identifiableIDs.storedIDOffset(of: Shadowed<Int>.self), "generic, shadowed in an extension")
        XCTAssertNil(identifiableIDs.storedIDOffset(of: ForeignRecord.self), "retroactive, shadowed in this module")
        XCTAssertNil(identifiableIDs.storedIDOffset(of: Node.self), "class")
        XCTAssertNil(identifiableIDs.storedIDOffset(of: RenamedNode.self), "subclass")
        XCTAssertNil(identifiableIDs.storedIDOffset(of: Choice.self), "enum")
    }

    // MARK: - Exact results

    /// old 1 2 3 4, new 3' 1 5 2 (3 updated, 4 deleted, 5 inserted).
    func testExactResultsOfEveryKind() {
        let ids = [1, 2, 3, 4], newIDs = [3, 1, 5, 2]
        let updated: Set<Int> = [3]
        func check<Element: Identifiable & Equatable>(
            _ name: String, _ make: (Int, Int) -> Element, line: UInt = #line
        ) {
            let old = ids.map { make($0, 0) }, new = newIDs.map { make($0, updated.contains($0) ? 1 : 0) }
            for (caller, result) in results(old, new) {
                XCTAssertEqual(result.deletes, IndexSet([3]), "\(name), \(caller)", line: line)
                XCTAssertEqual(result.inserts, IndexSet([2]), "\(name), \(caller)", line: line)
                XCTAssertEqual(result.updates, IndexSet([2]), "\(name), \(caller)", line: line)
                XCTAssertEqual(
                    result.moves, [List.MoveIndex(from: 2, to: 0), List.MoveIndex(from: 0, to: 1), List.MoveIndex(from: 1, to: 3)],
                    "\(name), \(caller)", line: line)
            }
            var expectations = Expectations(name, file: #filePath, line: line)
            expectations.expect(genericDiffing(old, new), matches: reference(old, new))
        }
        check("stored Int id") { StoredInt(id: $0, version: $1) }
        check("stored String id") { StoredString(id: "item \($0)", version: $1) }
        check("computed id") { ComputedID(key: $0, version: $1) }
        check("property-wrapped id") { WrappedID(id: $0, version: $1) }
        check("weak id") { WeakID(id: Token.of($0), version: $1) }
        check("generic, shadowed id") { Shadowed(id: 0, key: $0, version: $1) }
        check("retroactive, shadowed id") { ForeignRecord(id: 0, key: $0, version: $1) }
        check("class") { Node(id: $0, version: $1) }
        check("subclass, computed id") { RenamedNode(id: -$0, version: $1) }
    }

    func testStoredStringIDsKeepTheirMaps() {
        let old = ["a", "b", "c"].map { StoredString(id: $0, version: 0) }
        let new = ["c", "a", "d"].map { StoredString(id: $0, version: 0) }
        let result = genericDiffing(old, new)
        XCTAssertEqual(result.oldMap, ["a": 0, "b": 1, "c": 2])
        XCTAssertEqual(result.newMap, ["c": 0, "a": 1, "d": 2])
        XCTAssertEqual(result.deletes, IndexSet([1]))
        XCTAssertEqual(result.inserts, IndexSet([2]))
    }

    func testEmptyLists() {
        let some = [StoredInt(id: 1, version: 0)]
        XCTAssertEqual(genericDiffing([], some).inserts, IndexSet([0]))
        XCTAssertEqual(genericDiffing(some, []).deletes, IndexSet([0]))
        XCTAssertFalse(genericDiffing([StoredString](), []).hasChanges)
    }

    // MARK: - Random lists

    func testRandomListsAgainstTheReference() {
        for seed in UInt64(1)...60 {
            var random = SplitMix64(seed: seed)
            let (oldIDs, newIDs) = randomIDs(&random)
            func check<Element: Identifiable & Equatable>(_ name: String, _ make: (Int, Int) -> Element) {
                let old = oldIDs.map { make($0.id, $0.version) }, new = newIDs.map { make($0.id, $0.version) }
                let expected = reference(old, new)
                for (caller, result) in results(old, new) {
                    var expectations = Expectations("\(name), \(caller), seed \(seed)", file: #filePath, line: #line)
                    expectations.expect(result, matches: expected)
                }
            }
            check("stored Int id") { StoredInt(id: $0, version: $1) }
            check("stored String id") { StoredString(id: "item \($0)", version: $1) }
            check("computed id") { ComputedID(key: $0, version: $1) }
            check("property-wrapped id") { WrappedID(id: $0, version: $1) }
            check("generic, shadowed id") { Shadowed(id: 0, key: $0, version: $1) }
            check("retroactive, shadowed id") { ForeignRecord(id: 0, key: $0, version: $1) }
            check("class") { Node(id: $0, version: $1) }
            check("subclass, computed id") { RenamedNode(id: -$0, version: $1) }
        }
    }

    // MARK: - Helpers

    /// The results of every caller of `old` and `new`: generic code (no key
    /// path, and `\.id`) and concrete code (this function is specialized for
    /// `Element` in optimized builds; the closure overload either way).
    func results<Element: Identifiable & Equatable>(_ old: [Element], _ new: [Element]) -> [(String, List.Result)] {
        [
            ("generic, no key path", genericDiffing(old, new)),
            ("generic, \\.id", identifiableDiff(old, new)),
            ("concrete", List.diffing(oldArray: old, newArray: new)),
            ("closure", List.diffing(oldArray: old, newArray: new, identifiedBy: { $0.id })),
        ]
    }

    func reference<Element: Identifiable & Equatable>(_ old: [Element], _ new: [Element]) -> ReferenceDiff.Result {
        ReferenceDiff.diff(old: old, new: new, identifier: { AnyHashable($0.id) }, isUpdated: { $0 != $1 })
    }

    /// Up to 40 ids from a small range (so that some repeat), and a new list
    /// that keeps, updates, moves, drops and adds some.
    func randomIDs(_ random: inout SplitMix64) -> (old: [(id: Int, version: Int)], new: [(id: Int, version: Int)]) {
        let old = (0..<Int(random.next() % 40)).map { _ in (id: Int(random.next() % 30), version: 0) }
        var new: [(id: Int, version: Int)] = []
        for element in old.shuffled(using: &random) {
            switch random.next() % 6 {
            case 0: continue
            case 1: new.append((element.id, 1))
            case 2: new.append((Int(random.next() % 50), 0))
            default: new.append(element)
            }
        }
        return (old, new)
    }
}

/// `List.diffing(oldArray:newArray:)` from generic code, never specialized:
/// what a view model generic over its `Identifiable` elements runs.
@inline(never) @_semantics("optimize.sil.specialize.generic.never")
func genericDiffing<Element: Identifiable & Equatable>(_ old: [Element], _ new: [Element]) -> List.Result {
    List.diffing(oldArray: old, newArray: new)
}

// MARK: - Fixtures

/// A stored `Int` id, not the first field.
struct StoredInt: Identifiable, Equatable {
    var flag = false
    var id: Int
    var version: Int
}

/// A stored `String` id after an `Int`.
struct StoredString: Identifiable, Equatable {
    var version: Int
    var id: String

    init(id: String, version: Int) {
        self.id = id
        self.version = version
    }
}

/// A computed id, the negated key: a read of a stored field would differ.
struct ComputedID: Identifiable, Equatable {
    var key: Int
    var version: Int
    var id: Int { -key }
}

/// Stores the negation of its value: `_id` never holds the id.
@propertyWrapper
struct Negated: Equatable {
    var stored: Int
    init(wrappedValue: Int) { stored = -wrappedValue }
    var wrappedValue: Int { -stored }
}

/// A property-wrapped id, stored as `_id`.
struct WrappedID: Identifiable, Equatable {
    @Negated var id: Int
    var version: Int
}

/// A weakly held id, whose storage is not a plain reference.
struct WeakID: Identifiable, Equatable {
    weak var id: Token?
    var version: Int
}

final class Token: Hashable {
    let value: Int
    private init(_ value: Int) { self.value = value }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// One token per value, kept alive until ``forgetAll()``.
    static func of(_ value: Int) -> Token {
        lock.lock()
        defer { lock.unlock() }
        if let token = tokens[value] { return token }
        let token = Token(value)
        tokens[value] = token
        return token
    }

    /// Lets every token go (at the end of a test).
    static func forgetAll() {
        lock.lock()
        defer { lock.unlock() }
        tokens = [:]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var tokens: [Int: Token] = [:]
}

/// A generic struct with a stored `id`, whose witness for `Shadowed<Int>` is
/// a computed `id` declared in a constrained extension.
struct Shadowed<X: Hashable>: Equatable {
    var id: X
    var key: Int
    var version: Int
}

extension Shadowed where X == Int {
    var id: Int { key }
}

extension Shadowed: Identifiable where X == Int {}

/// Made `Identifiable` here, with a computed `id` that shadows its stored one.
extension ForeignRecord: Identifiable {
    public var id: Int { key }
}

/// A class with a stored id.
class Node: Identifiable, Equatable {
    var id: Int
    let version: Int
    init(id: Int, version: Int) {
        self.id = id
        self.version = version
    }
    static func == (lhs: Node, rhs: Node) -> Bool { lhs.id == rhs.id && lhs.version == rhs.version }
}

/// A subclass whose `id` is computed: the negation of the stored one.
final class RenamedNode: Node {
    override var id: Int {
        get { -super.id }
        set { super.id = -newValue }
    }
}

enum Choice: Identifiable {
    case one, two
    var id: Int { self == .one ? 1 : 2 }
}
