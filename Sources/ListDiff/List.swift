/// The namespace of the list diff: ``List/diffing(oldArray:newArray:moves:)-5zeep`` and its
/// result types.
///
/// `List` mirrors the pure-Swift port of IGListKit's `IGListDiff`, so code
/// written against it compiles unchanged with `import ListDiff` and gets
/// identical results, computed by a native C core.
public enum List {}
