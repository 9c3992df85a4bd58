import ListUpdates

// The diff's types come with the batch module.
let old = [1, 2, 3], new = [3, 1, 4]
let batch = List.diffing(oldArray: old, newArray: new, identifiedBy: { $0 }).batchUpdate(inSection: 0)
try batch.validate(itemCountsBefore: [old.count], after: [new.count])   // UIKit's rules

var before = Snapshot<String, Int>(), after = Snapshot<String, Int>()
try before.appendSections(["feed"])
try before.appendItems(old)
try after.appendSections(["feed"])
try after.appendItems(new)
print("ListUpdates: \(after.batchUpdate(from: before))")
