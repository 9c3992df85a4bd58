/// The namespace of the list diff: ``List/diffing(oldArray:newArray:moves:)-5zeep`` and its
/// result types.
///
/// `List` mirrors the pure-Swift port of IGListKit's `IGListDiff`, so code
/// written against it compiles unchanged with `import ListDiff` and gets
/// identical results, computed by a native C core.
///
/// - Precondition: every diff takes lists of at most 2,147,483,646
///   (2^31 - 2) elements each (the core stores indexes in 32 bits), and
///   traps when its working memory (about 30 bytes per element) cannot be
///   allocated.
public enum List {}
