import Foundation
import ListDiff
import ListTestSupport
import XCTest

final class ListChangesetTests: XCTestCase {
    struct Message: Codable, Equatable {
        var id: Int
        var text: String
    }

    let old = [Message(id: 1, text: "a"), Message(id: 2, text: "b"), Message(id: 3, text: "c")]
    let new = [Message(id: 3, text: "c!"), Message(id: 4, text: "d"), Message(id: 1, text: "a")]

    func testChangesetCarriesOnlyWhatChanged() throws {
        let changeset = try List.diffing(oldArray: old, newArray: new, identifiedBy: \.id).changeset(from: old, to: new)
        XCTAssertEqual(changeset.oldCount, 3)
        XCTAssertEqual(changeset.newCount, 3)
        XCTAssertEqual(changeset.deletes, [1])
        XCTAssertEqual(changeset.inserts, [.init(index: 1, element: Message(id: 4, text: "d"))])
        XCTAssertEqual(changeset.updates, [.init(from: 2, to: 0, element: Message(id: 3, text: "c!"))])
        XCTAssertEqual(changeset.moves, moves([(2, 0), (0, 2)]))
        XCTAssertEqual(try changeset.applied(to: old), new)
    }

    func testCodableRoundTrip() throws {
        let changeset = try List.diffing(oldArray: old, newArray: new, identifiedBy: \.id, moves: .minimal)
            .changeset(from: old, to: new)
        let data = try JSONEncoder().encode(changeset)
        let decoded = try JSONDecoder().decode(List.Changeset<Message>.self, from: data)
        XCTAssertEqual(decoded, changeset)
        XCTAssertEqual(try decoded.applied(to: old), new)
    }

    func testApplyingChecksItsPreconditions() {
        let valid = List.Changeset<Int>(oldCount: 3, newCount: 3, deletes: [0], inserts: [.init(index: 2, element: 9)],
                                        updates: [], moves: [])
        XCTAssertEqual(try valid.applied(to: [1, 2, 3]), [2, 3, 9])

        func error(_ changeset: List.Changeset<Int>, _ old: [Int] = [1, 2, 3]) -> List.ChangesetError? {
            do {
                _ = try changeset.applied(to: old)
                return nil
            } catch {
                return error as? List.ChangesetError
            }
        }
        var c = valid
        XCTAssertEqual(error(c, [1, 2]), .oldCountMismatch(expected: 3, actual: 2))
        c.newCount = 4
        XCTAssertEqual(error(c), .countsDoNotAddUp(oldCount: 3, deletes: 1, inserts: 1, newCount: 4))
        c = valid
        c.deletes = [3]
        XCTAssertEqual(error(c), .indexOutOfRange(.delete, index: 3, count: 3))
        c = valid
        c.inserts = [.init(index: -1, element: 9)]
        XCTAssertEqual(error(c), .indexOutOfRange(.insert, index: -1, count: 3))
        c = valid
        c.moves = [List.MoveIndex(from: 0, to: 0)]  // old 0 is deleted already
        XCTAssertEqual(error(c), .indexUsedTwice(.moveFrom, index: 0))
        c = valid
        c.moves = [List.MoveIndex(from: 1, to: 2)]  // slot 2 holds the insert
        XCTAssertEqual(error(c), .indexUsedTwice(.moveTo, index: 2))
        c = valid
        c.updates = [.init(from: 0, to: 0, element: 7)]
        XCTAssertEqual(error(c), .updateOfDeletedElement(oldIndex: 0))
        c = valid
        c.updates = [.init(from: 2, to: 0, element: 7)]  // old 2 lands at 1
        XCTAssertEqual(error(c), .updateAtWrongPosition(oldIndex: 2, expected: 1, actual: 0))
        XCTAssertEqual(
            List.ChangesetError.updateAtWrongPosition(oldIndex: 2, expected: 1, actual: 0).description,
            "the update of old index 2 says new index 0, but the element lands at 1")
    }

    func testResultThatDoesNotFitTheListsThrows() {
        let result = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
        XCTAssertThrowsError(try result.changeset(from: old, to: Array(new.prefix(1)))) { error in
            XCTAssertEqual(error as? List.ChangesetError, .indexOutOfRange(.insert, index: 1, count: 1))
        }
    }
}
