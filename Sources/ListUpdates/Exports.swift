// `import ListUpdates` is enough to use batch updates: their types are built
// from the diff's (`List.Result`, `List.MoveIndex`, `List.MoveIndexPath`).
@_exported import ListDiff
