import Foundation
@testable import ListDiff
import ListDiffReference
import ListTestSupport
import XCTest

/// `String` identifiers on the typed path: when every identifier of both
/// lists is ASCII, keys are a seeded hash of the bytes, else `hashValue`s.
/// Rules: the result is the reference's (which pairs by `AnyHashable`, i.e.
/// `String ==`) whatever the mix, so canonically equivalent ids pair even
/// when one of them is ASCII ("K" and the Kelvin sign); equal strings get
/// equal keys however they were made; keys of distinct strings differ, at
/// every length across the 8-byte word boundaries.
final class StringKeyTests: XCTestCase {
    struct Named: Equatable {
        var id: String
        var value = 0
    }

    private func reference(_ old: [Named], _ new: [Named]) -> ReferenceDiff.Result {
        ReferenceDiff.diff(old: old, new: new, identifier: { AnyHashable($0.id) }, isUpdated: { $0 != $1 })
    }

    @discardableResult
    private func check(_ old: [Named], _ new: [Named], _ context: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let typed = List.diffing(oldArray: old, newArray: new, identifiedBy: { $0.id })
        var expectations = Expectations(context, file: file, line: line)
        expectations.expect(typed, matches: reference(old, new))
        let keyPath = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
        expectations.expect(keyPath, typed, "key path")
        return expectations.ok
    }

    /// ASCII strings of every length from 0 to 40, and non-ASCII ones that
    /// are canonically equivalent to ASCII or to each other.
    static let ascii: [String] = (0...40).flatMap { length in
        ["", "a", "Z", "~"].map { String(repeating: "x", count: length) + $0 }
    } + ["id-0000000000001", "id-0000000000002", "K", ";", "cafe"]
    static let nonASCII: [String] = [
        "\u{212A}", "\u{037E}", "caf\u{E9}", "cafe\u{301}", "\u{1F642}", "\u{E9}", "e\u{301}",
        String(repeating: "y", count: 20) + "\u{E9}", String(repeating: "y", count: 20) + "e\u{301}",
    ]

    func testCanonicalEquivalenceHolds() {
        XCTAssertEqual("\u{212A}", "K", "the standard library's == (canonical equivalence)")
        // Each pair: the same identifier; one side ASCII in the first two.
        for (a, b) in [("K", "\u{212A}"), (";", "\u{037E}"), ("caf\u{E9}", "cafe\u{301}")] {
            let old = [Named(id: a), Named(id: "other")]
            let new = [Named(id: "other"), Named(id: b, value: 1)]
            let result = List.diffing(oldArray: old, newArray: new, identifiedBy: { $0.id })
            XCTAssertEqual(result.inserts, IndexSet(), "\(a) / \(b)")
            XCTAssertEqual(result.deletes, IndexSet(), "\(a) / \(b)")
            XCTAssertEqual(result.updates, IndexSet([0]), "\(a) / \(b)")
            check(old, new, "\(a) / \(b)")
        }
    }

    /// Random lists from ASCII ids only, or with some non-ASCII ones, with
    /// duplicates; against the reference.
    func testRandomMixesMatchTheReference() {
        for seed in UInt64(0)..<3_000 {
            var rng = SplitMix64(seed: seed)
            let pool = seed % 3 == 0 ? Self.ascii + Self.nonASCII : Self.ascii
            let alphabet = Int.random(in: 1...pool.count, using: &rng)
            let start = Int.random(in: 0...(pool.count - alphabet), using: &rng)
            func list() -> [Named] {
                (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                    Named(id: pool[start + Int.random(in: 0..<alphabet, using: &rng)], value: Int.random(in: 0...3, using: &rng))
                }
            }
            let old = list(), new = list()
            if !check(old, new, "seed \(seed): old \(old.map(\.id)) new \(new.map(\.id))") { return }
        }
    }

    /// Larger edited lists of unique ASCII ids of many lengths, then one
    /// non-ASCII id added at the end of the new list (the fallback).
    func testLargeEditedLists() {
        for seed in UInt64(50)..<54 {
            var rng = SplitMix64(seed: seed)
            let ids = (0..<3_000).map { index -> String in
                String(repeating: "k", count: Int.random(in: 0...30, using: &rng)) + "\(index)"
            }
            let old = ids.map { Named(id: $0) }
            var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
                .map { Int.random(in: 0..<10, using: &rng) == 0 ? Named(id: $0.id, value: 1) : $0 }
            for _ in 0..<30 { new.swapAt(Int.random(in: 0..<new.count, using: &rng), Int.random(in: 0..<new.count, using: &rng)) }
            new.append(Named(id: "new"))
            check(old, new, "seed \(seed)")
            new.append(Named(id: "caf\u{E9}"))
            check(old, new, "seed \(seed), with a non-ASCII id")
        }
    }

    /// Equal strings made differently (a literal, concatenation, a
    /// substring's copy, decoded bytes, through `NSString`) share one key;
    /// strings of lengths 0 to 40 that differ in any one byte all differ.
    func testKeys() {
        for length in 0...40 {
            let base = String(repeating: "a", count: length)
            let variants = [
                base, String(repeating: "a", count: max(0, length - 1)) + (length > 0 ? "a" : ""),
                String(("-" + base + "-").dropFirst().dropLast()), String(decoding: Array(base.utf8), as: UTF8.self),
                NSString(string: base) as String,
            ]
            let keys = _StringKey.keys(variants, []).old
            XCTAssertEqual(Set(keys).count, 1, "length \(length)")
            var strings: Set<String> = []
            for position in 0..<length {
                for byte in [UInt8(ascii: "b"), 0, 0x7F] {
                    var bytes = Array(base.utf8)
                    bytes[position] = byte
                    strings.insert(String(decoding: bytes, as: UTF8.self))
                }
            }
            strings.insert(base)
            strings.insert(base + "a")
            let all = Array(strings)
            XCTAssertEqual(Set(_StringKey.keys(all, all).old).count, all.count, "length \(length)")
        }
    }

    /// Any non-ASCII identifier in either list: every key is `hashValue`.
    func testFallsBackToHashValue() {
        let ascii = ["a", "bb", "a long ascii string"]
        for (old, new) in [(ascii, ascii + ["\u{E9}"]), (["\u{E9}"] + ascii, ascii), (ascii, ["\u{212A}"])] {
            let keys = _StringKey.keys(old, new)
            XCTAssertEqual(keys.old, old.map { UInt64(bitPattern: Int64($0.hashValue)) })
            XCTAssertEqual(keys.new, new.map { UInt64(bitPattern: Int64($0.hashValue)) })
        }
        XCTAssertNotEqual(_StringKey.keys(ascii, []).old, ascii.map { UInt64(bitPattern: Int64($0.hashValue)) })
    }

    /// Crafted: ids sharing a long prefix, or differing only in their first
    /// bytes, or in swapped 8-byte words; exact against the reference.
    func testCraftedStrings() {
        let families: [(String, (Int) -> String)] = [
            ("shared prefix", { String(repeating: "p", count: 100) + "\($0)" }),
            ("first bytes", { String(String("\($0)".reversed())) + String(repeating: "q", count: 12) }),
            ("swapped words", { number in
                let a = String(format: "%08d", number / 2), b = String(format: "%08d", number / 2 + 50_000_000)
                return number % 2 == 0 ? a + b : b + a
            }),
        ]
        for (name, id) in families {
            var rng = SplitMix64(seed: 7)
            let old = (0..<3_000).map { Named(id: id($0)) }
            var new = old.filter { _ in Int.random(in: 0..<8, using: &rng) != 0 } + (3_000..<3_100).map { Named(id: id($0)) }
            new.shuffle(using: &rng)
            check(old, new, "\(name), seed 7")
        }
    }
}
