import Foundation
import FuzzSupport
import ListUpdates

// Target 2: Snapshot and SectionSnapshot edit programs against plain models.
//
// Input: [mode] then edits.
//   even mode  Snapshot<Int, Int>: each edit on the snapshot and on
//              SnapshotModel (sections of item arrays, the marks); an invalid
//              edit must throw and leave the snapshot as it was; contents and
//              queries equal the model after every edit. A checkpoint edit
//              keeps the snapshot as the "old" one: at the end,
//              new.batchUpdate(from: old) (both move strategies) must satisfy
//              UIKitRules and, applied by UIKitModel to the old contents,
//              give the new contents, rebuilding what the marks ask.
//   odd mode   SectionSnapshot<Int>: each edit on the outline and on
//              OutlineModel (a tree of child arrays, the expanded set).

let target = "FuzzSnapshot"

func checkBatch(from old: Snapshot<Int, Int>, to new: Snapshot<Int, Int>, moves: MoveStrategy) {
    let batch = new.batchUpdate(from: old, moves: moves)
    let oldIDs = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0) }
    let newIDs = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
    let context = "batchUpdate(from: \(describe(old))) to \(describe(new)) with marks reloaded sections "
        + "\(new.reloadedSectionIdentifiers.sorted()) items \(new.reloadedItemIdentifiers.sorted()) reconfigured "
        + "\(new.reconfiguredItemIdentifiers.sorted()), moves \(moves): \(batch)"
    let broken = UIKitRules.violations(of: batch, before: oldIDs.map(\.count), after: newIDs.map(\.count))
    if !broken.isEmpty { disagreement(target, "\(context) breaks UIKit's rules: \(broken)") }
    guard let shown = UIKitModel.apply(batch, to: UIKitModel.settled(oldIDs), dataSource: newIDs) else {
        disagreement(target, "\(context): the model cannot apply it (an index path inserted twice)")
    }
    if shown.map({ $0.map(\.id) }) != newIDs { disagreement(target, "\(context) shows \(shown), not \(newIDs)") }
    // What the marks ask: reloaded items and sections rebuilt, reconfigured items updated (or rebuilt).
    let oldItems = Set(old.itemIdentifiers), oldSections = Set(old.sectionIdentifiers)
    for (t, section) in new.sectionIdentifiers.enumerated() {
        for cell in shown[t] where oldItems.contains(cell.id) {
            let sectionReloaded = new.reloadedSectionIdentifiers.contains(section) && oldSections.contains(section)
            if (new.reloadedItemIdentifiers.contains(cell.id) || sectionReloaded) && !cell.rebuilt {
                disagreement(target, "\(context): item \(cell.id) is marked for reloading but its cell was kept")
            }
            if new.reconfiguredItemIdentifiers.contains(cell.id) && !cell.rebuilt && !cell.reconfigured {
                disagreement(target, "\(context): item \(cell.id) is marked for reconfiguring but its cell was not updated")
            }
        }
    }
}

func runSnapshot(_ input: inout FuzzInput) {
    var snapshot = Snapshot<Int, Int>(), model = SnapshotModel()
    var old = snapshot
    var steps = 0
    while !input.isAtEnd && steps < 64 {
        steps += 1
        if input.int(12) == 0 {
            // Checkpoint: the old side of the batch; its marks are spent, as a data source's are.
            old = snapshot
            continue
        }
        checkEdit(target, SnapshotEdit.read(&input), &snapshot, &model)
    }
    checkBatch(from: old, to: snapshot, moves: .minimal)
    checkBatch(from: old, to: snapshot, moves: .heckel)
}

func runOutline(_ input: inout FuzzInput) {
    var outline = SectionSnapshot<Int>(), model = OutlineModel()
    var steps = 0
    while !input.isAtEnd && steps < 48 {
        steps += 1
        let edit = OutlineEdit.read(&input)
        let before = outline
        let valid = model.apply(edit)
        do {
            let read = try edit.apply(to: &outline)
            if let read, case let .snapshotOf(p, includingParent) = edit,
               let difference = model.subtree(of: p, includingParent: includingParent).compare(read) {
                disagreement(target, "snapshot(of: \(p), includingParent: \(includingParent)) of \(OutlineModel.describe(before)): \(difference)")
            }
            if !valid { disagreement(target, "\(edit) should throw on \(OutlineModel.describe(before)) but gave \(OutlineModel.describe(outline))") }
        } catch {
            if valid { disagreement(target, "\(edit) threw \(error) on \(OutlineModel.describe(before)); the model applies it") }
            if outline != before { disagreement(target, "\(edit) threw \(error) but changed the outline") }
        }
        if let difference = model.compare(outline) {
            disagreement(target, "after \(edit) on \(OutlineModel.describe(before)): \(difference)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    if input.byte() & 1 == 0 { runSnapshot(&input) } else { runOutline(&input) }
    return 0
}

@_cdecl("FuzzSnapshot_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, testOneInput)
}
