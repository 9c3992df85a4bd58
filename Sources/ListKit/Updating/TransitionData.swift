/// The section data of one update: the objects the list shows, the objects
/// it will show, and the section controller of each new object (IGListKit's
/// `IGListTransitionData`). `controllers` is empty or parallel to `to`.
struct TransitionData {
    var from: [any ListDiffable]
    var to: [any ListDiffable]
    var controllers: [SectionController]
}
