import Foundation
import ListDiff
import XCTest

/// The ListDiff catalog's examples (ListDiff.docc), each verbatim.
final class ListDiffDocumentationTests: XCTestCase {
    func testLandingPage() {
        struct Message: Equatable { let id: Int; var text: String }

        let old = [Message(id: 1, text: "hi"), Message(id: 2, text: "yo")]
        let new = [Message(id: 2, text: "yo"), Message(id: 3, text: "new")]

        let result = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
        let deletes = result.deletes   // old indexes
        let inserts = result.inserts   // new indexes
        let updates = result.updates   // OLD indexes of items whose contents changed
        let moves = result.moves       // Heckel's moves, old -> new

        let batch = result.forBatchUpdates()   // updates as delete + insert, for a collection view's batch
        XCTAssertEqual(Array(deletes), [0])
        XCTAssertEqual(Array(inserts), [1])
        XCTAssertEqual(Array(updates), [])
        XCTAssertEqual(moves, [])
        XCTAssertEqual(batch.changeCount, result.changeCount)
    }

    func testGettingStarted() {
        struct Message: Equatable {
            let id: Int
            var text: String
        }

        let old = [Message(id: 1, text: "hi"), Message(id: 2, text: "yo"), Message(id: 3, text: "ok")]
        let new = [Message(id: 3, text: "ok"), Message(id: 1, text: "hi!"), Message(id: 4, text: "new")]

        let result = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
        print(result.deletes.map { $0 })   // [1]     old indexes
        print(result.inserts.map { $0 })   // [2]     new indexes
        print(result.updates.map { $0 })   // [0]     OLD indexes of items whose contents changed
        print(result.moves)                // [2->0, 0->1]
        print(result.changeCount)          // 5
        XCTAssertEqual(Array(result.deletes), [1])
        XCTAssertEqual(Array(result.inserts), [2])
        XCTAssertEqual(Array(result.updates), [0])
        XCTAssertEqual("\(result.moves)", "[2->0, 0->1]")
        XCTAssertEqual(result.changeCount, 5)
        let batch = result.forBatchUpdates()
        print(batch.deletes.map { $0 }, batch.inserts.map { $0 })   // [0, 1] [1, 2]
        print(old.count + batch.inserts.count - batch.deletes.count == new.count)   // true
        XCTAssertEqual(Array(batch.deletes), [0, 1])
        XCTAssertEqual(Array(batch.inserts), [1, 2])
    }

    func testMigratingTheDropIn() {
        struct Post: Diffable, Equatable {
            let id: Int
            var title: String
            var diffIdentifier: AnyHashable { id }
        }

        let oldPosts = [Post(id: 1, title: "a"), Post(id: 2, title: "b"), Post(id: 42, title: "c")]
        let newPosts = [Post(id: 42, title: "c"), Post(id: 1, title: "a!")]

        let result = List.diffing(oldArray: oldPosts, newArray: newPosts)
        let deleted = result.deletes                 // IndexSet of old indexes
        let inserted = result.inserts                // IndexSet of new indexes
        let updated = result.updates                 // IndexSet of OLD indexes
        let moves = result.moves                     // [List.MoveIndex]: [2->0, 0->1]
        let changed = result.hasChanges              // true
        let old42 = result.oldIndexFor(identifier: 42)   // 2
        let new42 = result.newIndexFor(identifier: 42)   // 0
        let oldMap = result.oldMap                   // [AnyHashable: Int], built on first use
        let batch = result.forBatchUpdates()         // for UICollectionView.performBatchUpdates
        XCTAssertEqual(Array(deleted), [1])
        XCTAssertEqual(Array(inserted), [])
        XCTAssertEqual(Array(updated), [0])
        XCTAssertEqual("\(moves)", "[2->0, 0->1]")
        XCTAssertTrue(changed)
        XCTAssertEqual(old42, 2)
        XCTAssertEqual(new42, 0)
        XCTAssertEqual(oldMap[AnyHashable(42)], 2)
        XCTAssertEqual(oldPosts.count + batch.inserts.count - batch.deletes.count, newPosts.count)
    }

    func testMigratingObjectOptions() {
        final class Node: Diffable, Equatable {
            let id: Int
            init(id: Int) { self.id = id }
            var diffIdentifier: AnyHashable { id }
            static func == (lhs: Node, rhs: Node) -> Bool { lhs.id == rhs.id }
        }

        let old = [Node(id: 1)], new = [Node(id: 1)]
        let byInstance = List.diffing(oldArray: old, newArray: new, option: .pointerPersonality).updates   // [0]
        let byValue = List.diffing(oldArray: old, newArray: new, option: .equality).updates                // []
        XCTAssertEqual(Array(byInstance), [0])
        XCTAssertEqual(Array(byValue), [])
    }

    func testMigratingTheTypedPath() {
        struct Message: Equatable { let id: Int; var text: String }
        final class Cell: NSObject { }

        let old = [Message(id: 1, text: "a"), Message(id: 2, text: "b")]
        let new = [Message(id: 2, text: "b"), Message(id: 1, text: "a")]
        let oldViews = [Cell(), Cell()], newViews = [oldViews[1]]

        let result = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
        let byInstance = List.diffing(oldArray: oldViews, newArray: newViews,
                                      identifiedBy: { ObjectIdentifier($0) }, option: .pointerPersonality)
        XCTAssertEqual("\(result.moves)", "[1->0, 0->1]")
        XCTAssertEqual(Array(byInstance.deletes), [0])
        XCTAssertEqual(Array(byInstance.updates), [])
    }

    func testMigratingIdentifiable() {
        struct Message: Identifiable, Equatable { let id: Int; var text: String }
        let old = [Message(id: 1, text: "a")], new = [Message(id: 1, text: "b")]
        let byID = List.diffing(oldArray: old, newArray: new)          // typed, by id

        struct Post: Diffable, Identifiable, Equatable {                // the port's model, also Identifiable
            let id: UUID; let slug: String
            var diffIdentifier: AnyHashable { slug }
        }
        let oldPosts = [Post(id: UUID(), slug: "hello")], newPosts = [Post(id: UUID(), slug: "hello")]
        let bySlug = List.diffing(oldArray: oldPosts, newArray: newPosts) // the drop-in, by diffIdentifier
        XCTAssertEqual(Array(byID.updates), [0])
        XCTAssertEqual(Array(bySlug.updates), [0])   // a new UUID: not equal, same slug
        XCTAssertEqual(Array(bySlug.deletes), [])
    }

    func testMigratingIndexPaths() {
        struct Post: Diffable, Equatable {
            let id: Int
            var diffIdentifier: AnyHashable { id }
        }
        let oldPosts = [Post(id: 1), Post(id: 2)], newPosts = [Post(id: 2), Post(id: 3)]
        let paths = List.diffingPaths(fromSection: 0, toSection: 1, oldArray: oldPosts, newArray: newPosts)
        // or, from any result: result.indexPaths(fromSection: 0, toSection: 1)
        let deletes = paths.deletes   // [IndexPath] in fromSection, ascending
        let inserts = paths.inserts   // [IndexPath] in toSection, ascending
        let updates = paths.updates   // [IndexPath] OLD paths, in new-index order (as IGListDiffPaths)
        let moves = paths.moves       // [List.MoveIndexPath]
        let batch = paths.forBatchUpdates()
        XCTAssertEqual(deletes, [[0, 0]])
        XCTAssertEqual(inserts, [[1, 1]])
        XCTAssertEqual(updates, [])
        XCTAssertEqual(moves, [])
        XCTAssertEqual(batch.deletes, deletes)
    }

    func testMigratingMinimalMoves() {
        struct Item: Equatable { let id: Int }
        let old = [0, 1, 2, 3, 4, 5].map { Item(id: $0) }, new = [5, 0, 1, 2, 3, 4].map { Item(id: $0) }
        let heckel = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id).moves                    // 6 moves
        let minimal = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id, moves: .minimal).moves  // [5->0]
        XCTAssertEqual(heckel.count, 6)
        XCTAssertEqual("\(minimal)", "[5->0]")
    }

    func testMigratingChangesets() throws {
        struct Message: Codable, Equatable { let id: Int; var text: String }
        let old = [Message(id: 1, text: "a"), Message(id: 2, text: "b")]
        let new = [Message(id: 2, text: "b!"), Message(id: 3, text: "c")]

        let changeset = try List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
            .changeset(from: old, to: new)
        let data = try JSONEncoder().encode(changeset)
        // on the other side, holding `old`:
        let synced = try JSONDecoder().decode(List.Changeset<Message>.self, from: data).applied(to: old)
        XCTAssertEqual(synced, new)
    }

    func testExactSemantics() {
        struct Pet: Equatable { let name: String; var age: Int }

        let dogs = List.diffing(oldArray: Array(repeating: Pet(name: "dog", age: 1), count: 4),
                                newArray: Array(repeating: Pet(name: "dog", age: 1), count: 2),
                                identifiedBy: \.name)
        print(dogs.deletes.map { $0 })   // [2, 3]

        let pets = List.diffing(oldArray: [Pet(name: "a", age: 1), Pet(name: "b", age: 1), Pet(name: "a", age: 1)],
                                newArray: [Pet(name: "a", age: 2), Pet(name: "b", age: 1), Pet(name: "a", age: 1)],
                                identifiedBy: \.name)
        print(pets.updates.map { $0 })   // [0, 2]
        XCTAssertEqual(Array(dogs.deletes), [2, 3])
        XCTAssertEqual(Array(pets.updates), [0, 2])
    }

    func testForBatchUpdatesAddsUp() {
        struct Value: Equatable { let key: String; var value: Int }
        let old = [Value(key: "k", value: 1)]
        let new = [Value(key: "k", value: 2), Value(key: "k", value: 3)]

        let batch = List.diffing(oldArray: old, newArray: new, identifiedBy: \.key).forBatchUpdates()
        print(old.count + batch.inserts.count - batch.deletes.count == new.count)   // true
        XCTAssertEqual(old.count + batch.inserts.count - batch.deletes.count, new.count)
    }
}
