// Diffs two versions of a feed (JSON arrays of posts) and prints what changed
// and the batch a collection view would apply.
//
//     swift run listdiff-example [old.json new.json]
import Foundation
import ListDiff

struct Post: Decodable, Equatable {
    let id: Int
    let title: String
    let likes: Int
}

func load(_ path: String) -> [Post] {
    do {
        return try JSONDecoder().decode([Post].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
        FileHandle.standardError.write(Data("listdiff-example: cannot read \(path): \(error)\n".utf8))
        exit(2)
    }
}

let arguments = CommandLine.arguments.dropFirst()
let paths = arguments.count == 2 ? Array(arguments) : ["Examples/data/feed-v1.json", "Examples/data/feed-v2.json"]
let old = load(paths[0])
let new = load(paths[1])

let result = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)

func show(_ post: Post) -> String { "#\(post.id) \"\(post.title)\"" }

print("\(paths[0]) (\(old.count) posts) -> \(paths[1]) (\(new.count) posts)")
for index in result.deletes { print("  delete  old[\(index)] \(show(old[index]))") }
for index in result.inserts { print("  insert  new[\(index)] \(show(new[index]))") }
for index in result.updates {
    let newIndex = result.newIndexFor(identifier: old[index].id)!
    print("  update  old[\(index)] \(show(old[index])): likes \(old[index].likes) -> \(new[newIndex].likes)")
}
for move in result.moves { print("  move    old[\(move.from)] -> new[\(move.to)] \(show(old[move.from]))") }
print("result: \(result)")
print("batch:  \(result.forBatchUpdates())")
