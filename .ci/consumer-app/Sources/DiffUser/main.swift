import ListDiff

// Code written for the pure-Swift port of IGListDiff, and the typed path.
struct Post: Diffable, Equatable {
    let id: Int
    var title: String
    var diffIdentifier: AnyHashable { id }
}

let old = [Post(id: 1, title: "a"), Post(id: 2, title: "b")]
let new = [Post(id: 2, title: "b"), Post(id: 3, title: "c")]
let result = List.diffing(oldArray: old, newArray: new)
let typed = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
precondition(result == typed)
print("ListDiff: \(result)")
