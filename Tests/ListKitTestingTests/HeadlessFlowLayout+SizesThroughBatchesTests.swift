import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The sizes the view measured follow their items through batches (items
/// and sections deleted, inserted and moved), interactive moves,
/// invalidations and reloads: every frame after each step is the plain
/// vertical model's (`HeadlessFlowLayoutRandomTests.verticalModel`) over
/// each item's size as last measured, and only the items that arrived or
/// were invalidated, or whose section the batch inserted, are asked for
/// their size, each once. The sizes are mostly alike,
/// so that sections are laid out from one size most of the time.
final class HeadlessFlowLayoutSizesThroughBatchesTests: XCTestCase {
    @MainActor
    final class SizedSections: SectionsDataSource, HeadlessListViewDelegate {
        var list: RandomSections
        /// Each item's size, by id (the default size when absent).
        var sizes: [Int: CGSize] = [:]
        let standard: CGSize
        /// The ids whose size was asked, in order.
        var asked: [Int] = []
        init(_ list: RandomSections, standard: CGSize) { (self.list, self.standard) = (list, standard) }
        func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { list.data }
        func size(of id: Int) -> CGSize { sizes[id] ?? standard }
        func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
            let id = list.sections[indexPath[0]].items[indexPath[1]]
            asked.append(id)
            return size(of: id)
        }
        func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
            list.moveItem(from: source, to: destination)
        }
    }

    func testFramesFollowMeasuredSizesThroughBatchesMovesAndInvalidations() async throws {
        try await MainActor.run {
            let standard = CGSize(width: 100, height: 44)
            let others = [CGSize(width: 100, height: 88), CGSize(width: 160, height: 44), CGSize(width: -0.0, height: 44)]
            for seed in UInt64(1)...60 {
                var rng = SplitMix64(seed: seed)
                let model = SizedSections(RandomSections(items: 0...12, using: &rng), standard: standard)
                // One seed in three keeps every item alike.
                let mixed = seed % 3 != 0
                func randomSize() -> CGSize { mixed && Int.random(in: 0..<4, using: &rng) == 0 ? others.randomElement(using: &rng)! : standard }
                for id in model.list.sections.flatMap(\.items) { model.sizes[id] = randomSize() }
                let view = HeadlessListView(size: CGSize(width: 320, height: 200), scheduleCompletion: { $0() })
                view.sectionInset = ListEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
                view.minimumLineSpacing = 4
                view.minimumInteritemSpacing = 6
                view.dataSource = model
                view.delegate = model
                view.layoutIfNeeded()
                for step in 0..<30 {
                    let context = "seed \(seed), step \(step)"
                    model.asked = []
                    var expectedAsks = Set<Int>()
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0..<5:
                        let old = try model.list.snapshot()
                        var next = model.list
                        next.edit(using: &rng, movingSections: true)
                        let arrived = Set(next.sections.flatMap(\.items)).subtracting(model.list.sections.flatMap(\.items))
                        for id in arrived { model.sizes[id] = randomSize() }
                        let batch = try next.snapshot().batchUpdate(from: old)
                        // Asked: the items inserted, and those of the
                        // sections inserted (a section that moves here is
                        // deleted and inserted; its items are new to the view).
                        expectedAsks = Set(batch.itemInserts.map { next.sections[$0[0]].items[$0[1]] })
                        for section in batch.sectionInserts { expectedAsks.formUnion(next.sections[section].items) }
                        try view.performBatchUpdates(batch, updateData: { model.list = next }, completion: nil)
                    case 5..<7:
                        guard let move = model.list.randomMove(using: &rng) else { continue }
                        view.moveItemInteractively(from: move.from, to: move.to)
                    case 7..<9:
                        let all = model.list.indexPaths
                        let paths = (0..<Int.random(in: 1...3, using: &rng)).compactMap { _ in all.randomElement(using: &rng) }
                        for path in paths {
                            let id = model.list.sections[path[0]].items[path[1]]
                            model.sizes[id] = randomSize()
                            expectedAsks.insert(id)
                        }
                        view.invalidateLayout(at: paths)
                    default:
                        view.reloadData()
                        expectedAsks = Set(model.list.sections.flatMap(\.items))
                    }
                    XCTAssertEqual(Set(model.asked), expectedAsks, "\(context): the sizes asked")
                    XCTAssertEqual(model.asked.count, expectedAsks.count, "\(context): each size asked once")

                    let data = model.list.sections.map { section in
                        (header: CGSize.zero, footer: CGSize.zero, inset: view.sectionInset, line: CGFloat(4), interitem: CGFloat(6),
                         sizes: section.items.map { model.size(of: $0) })
                    }
                    let expected = HeadlessFlowLayoutRandomTests.verticalModel(data, width: 320)
                    XCTAssertEqual(view.contentSize.height, expected.height, context)
                    for (s, frames) in expected.items.enumerated() {
                        for (i, frame) in frames.enumerated() {
                            XCTAssertEqual(view.frameForItem(at: [s, i]), frame, "\(context), item \([s, i])")
                        }
                    }
                }
            }
        }
    }
}
