/// A section object as the section diff sees it: paired by type and
/// identifier, equal by ``ListDiffable/isEqual(toDiffableObject:)``.
struct SectionObject: Equatable {
    let key: SectionMap.ObjectKey
    let object: any ListDiffable

    init(_ object: any ListDiffable) {
        key = SectionMap.ObjectKey(object)
        self.object = object
    }

    static func == (lhs: SectionObject, rhs: SectionObject) -> Bool {
        lhs.object.isEqual(toDiffableObject: rhs.object)
    }

    /// The diff of two object lists by type and identifier, updates where
    /// contents differ.
    static func diff(_ old: [any ListDiffable], _ new: [any ListDiffable], moves: MoveStrategy) -> List.Result {
        List.diffing(oldArray: old.map(SectionObject.init), newArray: new.map(SectionObject.init), identifiedBy: \.key, moves: moves)
    }
}
