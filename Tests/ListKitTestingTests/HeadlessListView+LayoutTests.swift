import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The headless view's flow layout (heights at once, frames when first
/// asked) against a plain model of its rules, through batches, size
/// invalidations and viewport changes. The rules: sections top to bottom,
/// each its header, its items in rows and its footer; a row takes items
/// from the left while they fit the width (at least one; an item wider
/// than the view is clipped to it), is as tall as its tallest item, and
/// centres each item vertically; a section without items is its header
/// and footer.
final class HeadlessListViewLayoutTests: XCTestCase {
    @MainActor
    final class Model: SectionsDataSource, HeadlessListViewDelegate {
        var data: [HeadlessListView.Section] = []
        /// Sizes by identity, so that they follow their items.
        var sizes: [AnyHashable: CGSize] = [:]
        var headers: [AnyHashable: CGSize] = [:], footers: [AnyHashable: CGSize] = [:]
        func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
        func headlessListView(
            _ view: HeadlessListView, identifiersOfItemsInSection section: Int
        ) -> ListItemIdentifiers? { ListItemIdentifiers(data[section].items) }
        func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[data[indexPath[0]].items[indexPath[1]]]!
        }
        func headlessListView(
            _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> CGSize {
            let id = data[indexPath[0]].id
            return (kind == ListElementKind.sectionHeader ? headers[id] : footers[id]) ?? .zero
        }
        func headlessListView(
            _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> HeadlessReusableView? {
            view.register(HeadlessReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "s")
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "s", for: indexPath)
        }

        /// The frames the rules give, and the content height.
        func layout(width: CGFloat) -> (frames: [[CGRect]], height: CGFloat) {
            var y: CGFloat = 0, frames: [[CGRect]] = []
            for section in data {
                y += headers[section.id]?.height ?? 0
                var row: [CGSize] = [], section_: [CGRect] = []
                func closeRow() {
                    let height = row.map(\.height).max() ?? 0
                    var x: CGFloat = 0
                    for size in row {
                        let w = min(size.width, width)
                        section_.append(CGRect(x: x, y: y + (height - size.height) / 2, width: w, height: size.height))
                        x += w
                    }
                    y += height
                    row = []
                }
                for size in section.items.map({ sizes[$0]! }) {
                    let used = row.reduce(0) { $0 + min($1.width, width) }
                    if !row.isEmpty && used + size.width > width { closeRow() }
                    row.append(size)
                }
                if !row.isEmpty { closeRow() }
                frames.append(section_)
                y += footers[section.id]?.height ?? 0
            }
            return (frames, y)
        }
    }

    func testFramesFollowTheRulesThroughBatchesInvalidationsAndResizes() async throws {
        try await MainActor.run {
            for seed in UInt64(1)...60 {
                var rng = SplitMix64(seed: seed)
                func randomSize() -> CGSize {
                    let widths: [CGFloat] = [0, 40, 100, 160, 320, 500]
                    return CGSize(width: widths.randomElement(using: &rng)!, height: CGFloat(Int.random(in: 0...3, using: &rng) * 20))
                }
                var list = RandomSections(items: 0...10, using: &rng)
                let model = Model()
                model.data = list.data
                @MainActor func sizeEverything() {
                    for section in model.data {
                        if model.headers[section.id] == nil { model.headers[section.id] = Bool.random(using: &rng) ? randomSize() : .zero }
                        if model.footers[section.id] == nil { model.footers[section.id] = Bool.random(using: &rng) ? randomSize() : .zero }
                        for item in section.items where model.sizes[item] == nil { model.sizes[item] = randomSize() }
                    }
                }
                sizeEverything()
                let view = HeadlessListView(size: CGSize(width: 320, height: 200), scheduleCompletion: { $0() })
                view.dataSource = model
                view.delegate = model
                for step in 0..<30 {
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0, 1:
                        let old = try list.snapshot()
                        list.edit(using: &rng)
                        let batch = try list.snapshot().batchUpdate(from: old, moves: .minimal)
                        try view.performBatchUpdates(batch, updateData: {
                            model.data = list.data
                            sizeEverything()
                        }, completion: nil)
                    case 2:
                        var paths: [IndexPath] = []
                        for (s, section) in model.data.enumerated() {
                            for (i, item) in section.items.enumerated() where Int.random(in: 0..<4, using: &rng) == 0 {
                                model.sizes[item] = randomSize()
                                paths.append([s, i])
                            }
                        }
                        view.invalidateLayout(at: paths)
                    default:
                        view.size = CGSize(width: [100, 240, 320, 450].randomElement(using: &rng)!, height: 200)
                    }
                    if Bool.random(using: &rng) {
                        view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, view.contentSize.height), using: &rng))
                    }
                    let context = "seed \(seed), step \(step)"
                    let expected = model.layout(width: view.size.width)
                    XCTAssertEqual(view.contentSize.height, expected.height, context)
                    for (s, frames) in expected.frames.enumerated() {
                        for (i, frame) in frames.enumerated() {
                            XCTAssertEqual(view.frameForItem(at: [s, i]), frame, "\(context), item \([s, i])")
                        }
                    }
                    for path in view.indexPathsForVisibleItems {
                        XCTAssertEqual(view.cellForItem(at: path)?.frame, expected.frames[path[0]][path[1]], "\(context), cell \(path)")
                    }
                    XCTAssertEqual(view.sections, model.data, context)
                    XCTAssertEqual(view.faults, [], context)
                }
            }
        }
    }
}
