import Foundation

/// An object of a diff of `ListDiffable`s: paired by `diffIdentifier`, as
/// IGListKit's `IGListDiff` pairs them, and equal as `option` says.
private struct DiffedObject: Equatable {
    let object: any ListDiffable
    let option: DiffOption

    static func == (lhs: DiffedObject, rhs: DiffedObject) -> Bool {
        switch lhs.option {
        case .pointerPersonality: return lhs.object.isSameObject(as: rhs.object)
        case .equality: return lhs.object.isSameObject(as: rhs.object) || lhs.object.isEqual(toDiffableObject: rhs.object)
        }
    }
}

extension List {
    /// The diff of two lists of ``ListDiffable`` objects, of any types
    /// (IGListKit's `ListDiff(oldArray:newArray:option:)`): objects are
    /// paired by `diffIdentifier`; a pair is updated, with
    /// `.pointerPersonality`, when the objects are not the same (another
    /// instance of a class, a value unless it is `Equatable` and `==`),
    /// with `.equality` when they are not the same and not
    /// `isEqual(toDiffableObject:)`. A nil list is empty.
    ///
    /// ```swift
    /// let result = List.diffing(oldArray: oldObjects, newArray: newObjects, option: .equality)
    /// ```
    ///
    /// Complexity: O(n + m) expected, one hash of each identifier.
    public static func diffing(
        oldArray: [any ListDiffable]?, newArray: [any ListDiffable]?, option: DiffOption
    ) -> List.Result {
        List.diffing(oldArray: (oldArray ?? []).map { DiffedObject(object: $0, option: option) },
                     newArray: (newArray ?? []).map { DiffedObject(object: $0, option: option) },
                     identifiedBy: { $0.object.diffIdentifier })
    }
}

/// `List.diffing(oldArray:newArray:option:)` as index paths from section
/// `fromSection` to section `toSection` (IGListKit's `ListDiffPaths`, with
/// its name and signature).
///
/// ```swift
/// let paths = ListDiffPaths(fromSection: 0, toSection: 0, oldArray: old, newArray: new, option: .equality)
/// ```
///
/// Complexity: that of the diff.
public func ListDiffPaths(
    fromSection: Int, toSection: Int, oldArray: [any ListDiffable]?, newArray: [any ListDiffable]?, option: DiffOption
) -> List.IndexPathResult {
    List.diffing(oldArray: oldArray, newArray: newArray, option: option)
        .indexPaths(fromSection: fromSection, toSection: toSection)
}
