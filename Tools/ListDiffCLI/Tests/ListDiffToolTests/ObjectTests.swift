import Foundation
import XCTest

/// Objects compare by members in any order; a repeated member name counts
/// once, with its last value (as in jq).
final class ObjectTests: ToolTestCase {
    /// Equality is symmetric: each direction reports the one difference.
    func testRepeatedMemberNamesLastOneWins() throws {
        let a = fixture("repeated-members-a.json"), b = fixture("repeated-members-b.json")
        let forward = try run([a, b, "--key", "id"])
        XCTAssertEqual(forward.status, 1)
        XCTAssertEqual(forward.stdout, """
            ~ old[0] -> new[0] id 1: b (absent) => 2
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
        let backward = try run([b, a, "--key", "id"])
        XCTAssertEqual(backward.status, 1)
        XCTAssertEqual(backward.stdout, """
            ~ old[0] -> new[0] id 1: b 2 => (absent)
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
    }

    /// 200,000 members against the same members reversed (and one changed):
    /// linearithmic, where pairing members one by one took minutes.
    func testMemberOrderCostsNoQuadraticTime() throws {
        let count = 200_000
        func object(_ order: [Int], changed: Int?) -> Data {
            let members = order.map { "\"m\($0)\":\($0 == changed ? -1 : $0)" }
            return Data("[{\"id\":0,\(members.joined(separator: ","))}]".utf8)
        }
        let old = try temporaryFile("old.json", object(Array(0..<count), changed: nil))
        let reversed = try temporaryFile("reversed.json", object((0..<count).reversed(), changed: nil))
        let changed = try temporaryFile("changed.json", object((0..<count).reversed(), changed: 777))
        let same = try run([old, reversed, "--key", "id"], timeout: 20)
        XCTAssertEqual(same.status, 0)
        XCTAssertEqual(same.stdout, "no changes: 0 deletes, 0 inserts, 0 updates, 0 moves\n")
        let update = try run([old, changed, "--key", "id"], timeout: 20)
        XCTAssertEqual(update.stdout, """
            ~ old[0] -> new[0] id 0: m777 777 => -1
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
    }
}
