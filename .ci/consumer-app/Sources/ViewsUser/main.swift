import ListViews

// The list-view layer alone: its schedulers, and the batch types it re-exports.
let position = ListScrollPosition.top
let batch = List.diffing(oldArray: [1, 2], newArray: [2, 3], identifiedBy: { $0 }).batchUpdate(inSection: 0)
print("ListViews: \(position), \(batch.itemInserts.count) insert")
