import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The headless flow layout against a plain model of UIKit's flow layout
/// written here for vertical flow only (a horizontal layout is the vertical
/// one of the transposed sizes and insets, transposed back): random sizes,
/// headers, footers, insets and spacings, both directions, through
/// invalidations, new sizes and scrolls. The visible items and views are a
/// brute-force filter of every frame against the viewport, and hit tests
/// the first frame that contains the point.
final class HeadlessFlowLayoutRandomTests: XCTestCase {
    typealias Flow = HeadlessFlowLayoutTests.Flow

    /// The frames the rules give for a vertical flow `width` wide: per
    /// section its header, items and footer frames; and the content height.
    static func verticalModel(
        _ data: [(header: CGSize, footer: CGSize, inset: ListEdgeInsets, line: CGFloat, interitem: CGFloat, sizes: [CGSize])],
        width: CGFloat
    ) -> (headers: [CGRect?], footers: [CGRect?], items: [[CGRect]], height: CGFloat) {
        var y: CGFloat = 0, headers: [CGRect?] = [], footers: [CGRect?] = [], items: [[CGRect]] = []
        for section in data {
            headers.append(section.header.height > 0 ? CGRect(x: 0, y: y, width: min(section.header.width, width), height: section.header.height) : nil)
            y += section.header.height
            y += section.inset.top
            let room = max(0, width - section.inset.left - section.inset.right)
            var frames: [CGRect] = [], row: [CGSize] = [], rows = 0
            func closeRow() {
                if rows > 0 { y += section.line }
                let height = row.map(\.height).max() ?? 0
                var x = section.inset.left
                for (k, size) in row.enumerated() {
                    if k > 0 { x += section.interitem }
                    let w = min(size.width, room)
                    frames.append(CGRect(x: x, y: y + (height - size.height) / 2, width: w, height: size.height))
                    x += w
                }
                y += height
                rows += 1
                row = []
            }
            for size in section.sizes {
                let used = row.enumerated().reduce(CGFloat(0)) { $0 + ($1.offset > 0 ? section.interitem : 0) + min($1.element.width, room) }
                if !row.isEmpty && used + section.interitem + size.width > room { closeRow() }
                row.append(size)
            }
            if !row.isEmpty { closeRow() }
            items.append(frames)
            y += section.inset.bottom
            footers.append(section.footer.height > 0 ? CGRect(x: 0, y: y, width: min(section.footer.width, width), height: section.footer.height) : nil)
            y += section.footer.height
        }
        return (headers, footers, items, y)
    }

    static func transposed(_ size: CGSize) -> CGSize { CGSize(width: size.height, height: size.width) }
    static func transposed(_ rect: CGRect) -> CGRect { CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) }

    func testFramesVisibleViewsAndHitTestsMatchAPlainModel() async {
        await MainActor.run {
            for seed in UInt64(1)...50 {
                var rng = SplitMix64(seed: seed)
                func pick<T>(_ values: [T]) -> T { values.randomElement(using: &rng)! }
                func randomSize() -> CGSize { CGSize(width: pick([0, 15, 40, 100, 170, 400]), height: pick([0, 10, 25, 60])) }
                func randomInset() -> ListEdgeInsets {
                    ListEdgeInsets(top: pick([0, 4, 30]), left: pick([0, 5, 50, 400]), bottom: pick([0, 7]), right: pick([0, 9, 60]))
                }
                let sectionCount = Int.random(in: 0...6, using: &rng)
                let flow = Flow((0..<sectionCount).map { HeadlessFlowLayoutTests.section("s\($0)", Int.random(in: 0...12, using: &rng)) })
                @MainActor func randomize(_ s: Int) {
                    flow.headers[s] = Bool.random(using: &rng) ? randomSize() : .zero
                    flow.footers[s] = Bool.random(using: &rng) ? randomSize() : .zero
                    flow.insets[s] = randomInset()
                    flow.lineSpacings[s] = pick([0, 3, 12])
                    flow.interitemSpacings[s] = pick([0, 2, 10])
                    for i in flow.data[s].items.indices { flow.sizes[[s, i]] = randomSize() }
                }
                for s in 0..<sectionCount { randomize(s) }
                let view = HeadlessListView(size: CGSize(width: 240, height: 150), scheduleCompletion: { $0() })
                view.scrollDirection = Bool.random(using: &rng) ? .horizontal : .vertical
                view.dataSource = flow
                view.delegate = flow
                view.layoutIfNeeded()
                for step in 0..<12 {
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0 where sectionCount > 0:
                        let s = Int.random(in: 0..<sectionCount, using: &rng)
                        randomize(s)
                        view.invalidateLayout(at: flow.data[s].items.isEmpty ? [[s, 0]] : flow.data[s].items.indices.map { [s, $0] })
                    case 1:
                        view.size = CGSize(width: pick([100, 240, 320]), height: pick([90, 150, 400]))
                    case 2:
                        view.scrollDirection = view.scrollDirection == .vertical ? .horizontal : .vertical
                    default:
                        break
                    }
                    let horizontal = view.scrollDirection == .horizontal
                    let length = horizontal ? view.contentSize.width : view.contentSize.height
                    let offset = CGFloat(Int.random(in: 0...Int(max(1, length)), using: &rng))
                    view.contentOffset = horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
                    let context = "seed \(seed), step \(step), \(view.scrollDirection)"

                    // The model, vertical; transposed in and out for horizontal.
                    func t(_ size: CGSize) -> CGSize { horizontal ? Self.transposed(size) : size }
                    func t(_ rect: CGRect) -> CGRect { horizontal ? Self.transposed(rect) : rect }
                    let data = (0..<sectionCount).map { s in
                        let inset = flow.insets[s]!
                        return (header: t(flow.headers[s]!), footer: t(flow.footers[s]!),
                                inset: horizontal ? ListEdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom) : inset,
                                line: flow.lineSpacings[s]!, interitem: flow.interitemSpacings[s]!,
                                sizes: flow.data[s].items.indices.map { t(flow.sizes[[s, $0]]!) })
                    }
                    let model = Self.verticalModel(data, width: horizontal ? view.size.height : view.size.width)
                    XCTAssertEqual(view.contentSize, t(CGSize(width: horizontal ? view.size.height : view.size.width, height: model.height)), context)
                    let viewport = CGRect(origin: view.contentOffset, size: view.size)
                    func shows(_ frame: CGRect) -> Bool {
                        frame.width > 0 && frame.height > 0 && frame.maxX > viewport.minX && frame.minX < viewport.maxX
                            && frame.maxY > viewport.minY && frame.minY < viewport.maxY
                    }
                    var visible: [IndexPath] = []
                    for s in 0..<sectionCount {
                        for (kind, frame) in [(HeadlessFlowLayoutTests.header, model.headers[s]), (HeadlessFlowLayoutTests.footer, model.footers[s])] {
                            let expected = frame.map(t)
                            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: kind, at: [s, 0]), expected, "\(context), \(kind) \(s)")
                            XCTAssertEqual(view.supplementaryView(forElementKind: kind, at: [s, 0]) != nil, expected.map(shows) ?? false,
                                           "\(context), \(kind) \(s) on screen")
                        }
                        for (i, frame) in model.items[s].enumerated() {
                            XCTAssertEqual(view.frameForItem(at: [s, i]), t(frame), "\(context), item \([s, i])")
                            if shows(t(frame)) { visible.append([s, i]) }
                        }
                    }
                    XCTAssertEqual(view.indexPathsForVisibleItems, visible, context)
                    for path in visible {
                        XCTAssertEqual(view.cellForItem(at: path)?.frame, t(model.items[path[0]][path[1]]), "\(context), cell \(path)")
                    }
                    for _ in 0..<10 {
                        let point = CGPoint(x: CGFloat(Int.random(in: 0...Int(view.contentSize.width), using: &rng)),
                                            y: CGFloat(Int.random(in: 0...Int(view.contentSize.height), using: &rng)))
                        var hit: IndexPath?
                        search: for s in 0..<sectionCount {
                            for (i, frame) in model.items[s].enumerated() where t(frame).contains(point) {
                                hit = [s, i]
                                break search
                            }
                        }
                        XCTAssertEqual(view.indexPathForItem(at: point), hit, "\(context), hit \(point)")
                    }
                    XCTAssertEqual(view.faults, [], context)
                }
            }
        }
    }

    /// A section of alike items is laid out without a pass over them, its
    /// length summed in one step when the values allow it exactly: the
    /// length is the model's to the bit (the model adds line by line),
    /// with values on and off the 1/1024 grid, and past 2^42.
    func testASectionOfAlikeItemsHasTheModelsLengthToTheBit() {
        let values: [CGFloat] = [0, 1, 44, 44.5, 0.25, 1.0 / 3, 0.1, 17.3, 1e13]
        for seed in UInt64(1)...2_000 {
            var rng = SplitMix64(seed: seed)
            func pick() -> CGFloat { values.randomElement(using: &rng)! }
            let count = Int.random(in: 1...3_000, using: &rng)
            let size = CGSize(width: [10, 100, 320].randomElement(using: &rng)!, height: pick())
            let inset = ListEdgeInsets(top: pick(), left: 0, bottom: pick(), right: 0)
            let header = CGSize(width: 320, height: pick()), footer = CGSize(width: 320, height: pick())
            let metrics = HeadlessFlowLayout.Metrics(inset: inset, lineSpacing: pick(), interitemSpacing: pick())
            var sizes = HeadlessLayout.ItemSizes(unmeasured: count)
            for i in sizes.takeUnmeasured() { sizes.set(size, at: i) }
            let section = HeadlessFlowLayout.Section(direction: .vertical, crossLength: 320, header: header, footer: footer,
                                                     metrics: metrics, itemSizes: sizes)
            let model = Self.verticalModel(
                [(header: header, footer: footer, inset: inset, line: metrics.lineSpacing, interitem: metrics.interitemSpacing,
                  sizes: Array(repeating: size, count: count))], width: 320)
            XCTAssertEqual(section.length.bitPattern, model.height.bitPattern,
                           "seed \(seed): \(count) of \(size), \(metrics), header \(header.height), footer \(footer.height)")
        }
    }

    /// Negative zero passes the view's checks (it is not negative), as a
    /// header, an inset or an item's height. Added line by line, a section
    /// of one line of items whose header, insets, items and footer are all
    /// -0 is -0 long. The closed form for alike items must give the same
    /// bits as the item-by-item layout of the same line: items of two
    /// widths, which are not alike.
    func testALineOfNegativeZeroItemsHasTheSameLengthAlikeOrNot() {
        let z = -CGFloat.zero
        let inset = ListEdgeInsets(top: z, left: 0, bottom: z, right: 0)
        let metrics = HeadlessFlowLayout.Metrics(inset: inset, lineSpacing: 0, interitemSpacing: 0)
        func length(_ widths: [CGFloat]) -> CGFloat {
            var sizes = HeadlessLayout.ItemSizes(unmeasured: widths.count)
            for i in sizes.takeUnmeasured() { sizes.set(CGSize(width: widths[i], height: z), at: i) }
            return HeadlessFlowLayout.Section(direction: .vertical, crossLength: 320, header: CGSize(width: 320, height: z),
                                              footer: CGSize(width: 320, height: z), metrics: metrics, itemSizes: sizes).length
        }
        XCTAssertEqual(length([100, 101]).bitPattern, z.bitPattern, "item by item: -0, added line by line")
        XCTAssertEqual(length([100, 100]).bitPattern, z.bitPattern, "alike: the same bits")
    }
}
