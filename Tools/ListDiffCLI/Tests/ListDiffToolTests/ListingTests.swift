import Foundation
import ListDiff
import XCTest

/// The text listing and the JSON changeset.
final class ListingTests: ToolTestCase {
    /// The users fixtures' delete, insert, update and the move of cy.
    static let usersChanges = """
        - old[1] {"user":{"id":"bob"},"name":"Bob","age":41}
        + new[2] {"user":{"id":"eve"},"name":"Eve","age":33}
        ~ old[2] -> new[0] user.id "cy": age 25 => 26
        > old[2] -> new[0] {"user":{"id":"cy"},"name":"Cy","age":25}

        """

    func testUpdatesShowWhatChangedAndMovesAreMinimal() throws {
        let result = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, Self.usersChanges + """
            1 delete, 1 insert, 1 update, 1 move

            """)
        XCTAssertEqual(result.stderr, "")
        let alias = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id", "--minimal-moves"])
        XCTAssertEqual(alias.stdout, result.stdout)
    }

    func testHeckelMovesOnRequest() throws {
        let result = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id", "--heckel-moves"])
        XCTAssertEqual(result.status, 1)
        // Heckel's rule also moves ann, whom cy jumped over.
        XCTAssertEqual(result.stdout, Self.usersChanges + """
            > old[0] -> new[1] {"user":{"id":"ann"},"name":"Ann","age":30}
            1 delete, 1 insert, 1 update, 2 moves

            """)
        let both = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id",
                            "--heckel-moves", "--minimal-moves"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.hasPrefix("Error: --heckel-moves and --minimal-moves exclude each other\n"), both.stderr)
    }

    /// Nested members by dotted path, array elements by index (arrays of
    /// different lengths whole), added and removed members, names that need
    /// quoting; member order does not matter.
    func testNestedAddedAndRemovedMembers() throws {
        let result = try run([fixture("nested-old.json"), fixture("nested-new.json"), "--key", "id"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            ~ old[0] -> new[0] id "a": tags ["x"] => ["x","y"]; address.zip "0150" => "0151"; "a.b" 1 => 2; age (absent) => 30; draft true => (absent)
            ~ old[2] -> new[2] id "c": list[1].k "v" => "w"
            0 deletes, 0 inserts, 2 updates, 0 moves

            """)
        let compared = try run([fixture("nested-old.json"), fixture("nested-new.json"), "--key", "id",
                                "--compare", "address,name"])
        XCTAssertEqual(compared.stdout, """
            ~ old[0] -> new[0] id "a": address.zip "0150" => "0151"
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
        let unchanged = try run([fixture("nested-old.json"), fixture("nested-new.json"), "--key", "id",
                                 "--compare", "name,address.city"])
        XCTAssertEqual(unchanged.status, 0)
        XCTAssertEqual(unchanged.stdout, "no changes: 0 deletes, 0 inserts, 0 updates, 0 moves\n")
    }

    /// A compared path given twice, or under another compared path, lists
    /// each difference once (it was listed once per path that reaches it);
    /// a path under another one must still be in some element.
    func testOverlappingComparedPathsListEachDifferenceOnce() throws {
        let old = fixture("nested-old.json"), new = fixture("nested-new.json")
        for paths in ["address,address.zip,name,address", "address.zip,address", "address.zip,address.zip"] {
            let result = try run([old, new, "--key", "id", "--compare", paths])
            XCTAssertEqual(result.status, 1, paths)
            XCTAssertEqual(result.stdout, """
                ~ old[0] -> new[0] id "a": address.zip "0150" => "0151"
                0 deletes, 0 inserts, 1 update, 0 moves

                """, paths)
        }
        try expectFailure([old, new, "--key", "id", "--compare", "address,address.nosuch"],
                          "listdiff: --compare: no element of either list has the key 'address.nosuch'")
    }

    func testJSONFormatAndBatch() throws {
        let users = [fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id", "--format", "json"]
        XCTAssertEqual(try run(users).stdout, """
            {"oldCount":4,"newCount":4,"deletes":[1],"inserts":[{"index":2,"element":{"user":{"id":"eve"},"name":"Eve","age":33}}],"updates":[{"from":2,"to":0,"element":{"user":{"id":"cy"},"name":"Cy","age":26}}],"moves":[{"from":2,"to":0}]}

            """)
        XCTAssertEqual(try run(users + ["--heckel-moves"]).stdout, """
            {"oldCount":4,"newCount":4,"deletes":[1],"inserts":[{"index":2,"element":{"user":{"id":"eve"},"name":"Eve","age":33}}],"updates":[{"from":2,"to":0,"element":{"user":{"id":"cy"},"name":"Cy","age":26}}],"moves":[{"from":2,"to":0},{"from":0,"to":1}]}

            """)
        // The update of cy becomes a delete and an insert, which carry its move.
        XCTAssertEqual(try run(users + ["--batch"]).stdout, "{\"deletes\":[1,2],\"inserts\":[0,2],\"moves\":[]}\n")
        XCTAssertEqual(try run(users + ["--batch", "--heckel-moves"]).stdout,
                       "{\"deletes\":[1,2],\"inserts\":[0,2],\"moves\":[{\"from\":0,\"to\":1}]}\n")
        let text = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id", "--batch"])
        XCTAssertEqual(text.stdout, """
            - old[1] {"user":{"id":"bob"},"name":"Bob","age":41}
            - old[2] {"user":{"id":"cy"},"name":"Cy","age":25}
            + new[0] {"user":{"id":"cy"},"name":"Cy","age":26}
            + new[2] {"user":{"id":"eve"},"name":"Eve","age":33}
            2 deletes, 2 inserts, 0 updates, 0 moves

            """)
    }

    /// The JSON changeset decodes as a `List.Changeset` and replays the old
    /// file into the new one, with either kind of moves.
    func testJSONChangesetDecodesAndReplays() throws {
        struct User: Codable, Equatable {
            struct ID: Codable, Equatable { var id: String }
            var user: ID
            var name: String
            var age: Int
        }
        let old = try JSONDecoder().decode([User].self, from: Data(contentsOf: URL(fileURLWithPath: fixture("users-old.json"))))
        let new = try JSONDecoder().decode([User].self, from: Data(contentsOf: URL(fileURLWithPath: fixture("users-new.json"))))
        for moves in [[], ["--heckel-moves"]] {
            let result = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id",
                                  "--format", "json"] + moves)
            let changeset = try JSONDecoder().decode(List.Changeset<User>.self, from: Data(result.stdout.utf8))
            XCTAssertEqual(try changeset.applied(to: old), new, "\(moves)")
        }
    }

    func testScalarsAndEqualLists() throws {
        let result = try run([fixture("scalars-old.json"), fixture("scalars-new.json"), "--no-color"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            - old[0] 1
            - old[1] 2
            + new[2] 4.0
            + new[3] true
            > old[3] -> new[0] "x"
            2 deletes, 2 inserts, 0 updates, 1 move

            """)
        let same = try run([fixture("users-old.json"), fixture("users-old.json"), "--key", "user.id"])
        XCTAssertEqual(same.status, 0)
        XCTAssertEqual(same.stdout, "no changes: 0 deletes, 0 inserts, 0 updates, 0 moves\n")
    }

    func testDuplicatesFollowTheLibraryAndAreReported() throws {
        let result = try run([fixture("duplicates-old.json"), fixture("duplicates-new.json"), "--key", "id"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            + new[2] {"id":7,"v":4}
            ~ old[0] -> new[0] id 7: v 1 => 2
            ~ old[1] -> new[1] id 7: v 1 => 3
            0 deletes, 1 insert, 2 updates, 0 moves

            """)
        XCTAssertEqual(result.stderr, """
            note: \(fixture("duplicates-old.json")) has 1 duplicated key (first: 7 ×2); duplicates are matched in order, k-th to k-th, as IGListDiff does
            note: \(fixture("duplicates-new.json")) has 1 duplicated key (first: 7 ×3); duplicates are matched in order, k-th to k-th, as IGListDiff does

            """)
    }

    /// IGListDiff flags updates per identifier: one changed pair of a
    /// duplicated key flagged every pair with that key, so an element that
    /// did not change was listed with an empty change list, counted, and
    /// deleted and re-inserted in the batch. Only pairs that differ are
    /// listed, in every output, with counts to match.
    func testUnchangedPairsOfDuplicatedKeysAreNotUpdates() throws {
        let old = try temporaryFile("old.json", Data(#"[{"id":1,"a":2},{"id":1,"a":3}]"#.utf8))
        let new = try temporaryFile("new.json", Data(#"[{"id":1,"a":2},{"id":1}]"#.utf8))
        let text = try run([old, new, "--key", "id"])
        XCTAssertEqual(text.status, 1)
        XCTAssertEqual(text.stdout, """
            ~ old[1] -> new[1] id 1: a 3 => (absent)
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
        XCTAssertEqual(try run([old, new, "--key", "id", "--batch"]).stdout, """
            - old[1] {"id":1,"a":3}
            + new[1] {"id":1}
            1 delete, 1 insert, 0 updates, 0 moves

            """)
        XCTAssertEqual(try run([old, new, "--key", "id", "--format", "json"]).stdout, """
            {"oldCount":2,"newCount":2,"deletes":[],"inserts":[],"updates":[{"from":1,"to":1,"element":{"id":1}}],"moves":[]}

            """)
        XCTAssertEqual(try run([old, new, "--key", "id", "--format", "json", "--batch"]).stdout,
                       #"{"deletes":[1],"inserts":[1],"moves":[]}"# + "\n")
        let stats = try run([old, new, "--key", "id", "--stats"])
        XCTAssertTrue(stats.stderr.contains("; 0 deletes, 0 inserts, 1 update, 0 moves\n"), stats.stderr)
        // Equal by the rule (member order, --compare), not by bytes: not updated either.
        let reordered = try temporaryFile("reordered.json", Data(#"[{"a":2,"id":1},{"id":1,"a":4,"b":0}]"#.utf8))
        XCTAssertEqual(try run([old, reordered, "--key", "id"]).stdout, """
            ~ old[1] -> new[1] id 1: a 3 => 4; b (absent) => 0
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
        let compared = try run([old, reordered, "--key", "id", "--compare", "b", "--heckel-moves"])
        XCTAssertEqual(compared.stdout, """
            ~ old[1] -> new[1] id 1: b (absent) => 0
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
        // The pairs are k-th to k-th: moved around other keys, the unchanged one stays unlisted.
        let moved = try temporaryFile("moved.json", Data(#"[{"id":2},{"id":1,"a":2},{"id":1,"a":5}]"#.utf8))
        XCTAssertEqual(try run([old, moved, "--key", "id"]).stdout, """
            + new[0] {"id":2}
            ~ old[1] -> new[2] id 1: a 3 => 5
            0 deletes, 1 insert, 1 update, 0 moves

            """)
    }

    /// Characters JSON lets through unescaped but a terminal acts on, DEL
    /// and the C1 controls (U+009B starts an escape sequence on many
    /// terminals), are listed escaped, in lines, in whole elements and in an
    /// update's values, in text and in JSON output alike; other characters
    /// with the same lead byte (©) stay as they are.
    func testTerminalControlsAreListedEscaped() throws {
        let oldLines = try temporaryFile("old.txt", Data([0x6F, 0x6B, 0x0A, 0xC2, 0x9B, 0x33, 0x31, 0x6D, 0x0A, 0x78, 0x7F, 0x79, 0x0A]))
        let newLines = try temporaryFile("new.txt", Data("ok\n".utf8))
        let lines = try run(["--lines", oldLines, newLines])
        XCTAssertEqual(lines.stdout, """
            - old[1] "\\u009b31m"
            - old[2] "x\\u007fy"
            2 deletes, 0 inserts, 0 updates, 0 moves

            """)
        var oldJSON = Data(#"[{"id":1,"t":"a"#.utf8) + Data([0xC2, 0x9B, 0x7F, 0xC2, 0xA9]) + Data(#""}]"#.utf8)
        let old = try temporaryFile("old.json", oldJSON)
        oldJSON = Data(#"[{"id":1,"t":"b"},{"id":2,"t":""#.utf8) + Data([0xC2, 0x80]) + Data(#""}]"#.utf8)
        let new = try temporaryFile("new.json", oldJSON)
        let text = try run([old, new, "--key", "id"])
        XCTAssertEqual(text.stdout, """
            + new[1] {"id":2,"t":"\\u0080"}
            ~ old[0] -> new[0] id 1: t "a\\u009b\\u007f©" => "b"
            0 deletes, 1 insert, 1 update, 0 moves

            """)
        let json = try run([old, new, "--key", "id", "--format", "json"])
        XCTAssertTrue(json.stdout.contains(#"{"id":2,"t":"\u0080"}"#), json.stdout)
        // The bidirectional overrides, embeddings and isolates (U+202A-U+202E, U+2066-U+2069) too.
        let bidi = try temporaryFile("bidi.txt", Data("a\u{202E}b\u{2066}c\u{2069}\u{200F}\n".utf8))
        let bidiLines = try run(["--lines", bidi, newLines])
        XCTAssertEqual(bidiLines.stdout, """
            - old[0] "a\\u202eb\\u2066c\\u2069\u{200F}"
            + new[0] "ok"
            1 delete, 1 insert, 0 updates, 0 moves

            """)
        let bidiJSON = try temporaryFile("bidi.json", Data(#"[{"id":1,"t":"\#u{202A}\#u{202D}"}]"#.utf8))
        let bidiText = try run([old, bidiJSON, "--key", "id"])
        XCTAssertEqual(bidiText.stdout, """
            ~ old[0] -> new[0] id 1: t "a\\u009b\\u007f©" => "\\u202a\\u202d"
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
        let bidiChangeset = try run([old, bidiJSON, "--key", "id", "--format", "json"])
        XCTAssertTrue(bidiChangeset.stdout.contains(#"{"id":1,"t":"\u202a\u202d"}"#), bidiChangeset.stdout)
        for output in [lines.stdout, text.stdout, json.stdout, bidiLines.stdout, bidiText.stdout, bidiChangeset.stdout] {
            XCTAssertFalse(output.unicodeScalars.contains {
                $0.value == 0x7F || (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                    || (0x2066...0x2069).contains($0.value)
            }, output)
        }
    }
}
