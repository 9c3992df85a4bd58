import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The headless compositional layout against a plain model written here
/// from the rules alone (`HeadlessCompositionalLayout`'s type comment and
/// UIKit's documentation; no code shared with the engine): random sections
/// of random group trees up to two deep (horizontal or vertical, subitems
/// or a count, fixed or flexible spacing, fractional, absolute and
/// estimated dimensions, item insets), section insets, inter-group spacing,
/// headers and footers, some sections orthogonal, and random item counts.
/// Every item's frame, the content size, the faults, the headers' and
/// footers' frames and the visible items and views at random offsets must
/// match the model; a frame is visible when it overlaps the screen, down
/// and across (an orthogonal section's row at its start), as
/// `layoutAttributesForElements(in:)` reports, even an item
/// taller than its group (across the group's axis, which no rule forbids)
/// that reaches past its section's end. A pinned header stays at the top
/// of the screen within its section; a pinned footer at the bottom, never
/// below its place nor above its section's start.
///
/// Items' own dimensions are never estimated here (groups' are): a cell
/// gives its size for its item, and an item may move to a place whose
/// estimate that size then replaces, which the concrete self-sizing tests
/// cover; with fixed item sizes, the cells' sizes change nothing.
final class HeadlessCompositionalLayoutRandomTests: XCTestCase {
    typealias Flow = HeadlessFlowLayoutTests.Flow

    /// A dimension of the model.
    enum Dim {
        case fractionalWidth(CGFloat), fractionalHeight(CGFloat), absolute(CGFloat), estimated(CGFloat)

        var isEstimated: Bool { if case .estimated = self { return true } else { return false } }

        /// Its length in a container of `size`.
        func length(in size: CGSize) -> CGFloat {
            switch self {
            case .fractionalWidth(let f): return f * size.width
            case .fractionalHeight(let f): return f * size.height
            case .absolute(let v), .estimated(let v): return v
            }
        }

        var layout: ListLayoutDimension {
            switch self {
            case .fractionalWidth(let f): return .fractionalWidth(f)
            case .fractionalHeight(let f): return .fractionalHeight(f)
            case .absolute(let v): return .absolute(v)
            case .estimated(let v): return .estimated(v)
            }
        }
    }

    /// An item or group of the model.
    indirect enum Node {
        case item(width: Dim, height: Dim, insets: ListDirectionalEdgeInsets)
        case group(width: Dim, height: Dim, horizontal: Bool, children: [Node], count: Int?, spacing: CGFloat, flexible: Bool)

        var width: Dim {
            switch self { case .item(let w, _, _), .group(let w, _, _, _, _, _, _): return w }
        }
        var height: Dim {
            switch self { case .item(_, let h, _), .group(_, let h, _, _, _, _, _): return h }
        }

        @MainActor
        var layout: ListLayoutItem {
            let size = ListLayoutSize(widthDimension: width.layout, heightDimension: height.layout)
            switch self {
            case .item(_, _, let insets):
                let item = ListLayoutItem(layoutSize: size)
                item.contentInsets = insets
                return item
            case let .group(_, _, horizontal, children, count, spacing, flexible):
                let group: ListLayoutGroup
                switch (horizontal, count) {
                case (true, nil): group = .horizontal(layoutSize: size, subitems: children.map(\.layout))
                case (false, nil): group = .vertical(layoutSize: size, subitems: children.map(\.layout))
                case (true, let n?): group = .horizontal(layoutSize: size, subitem: children[0].layout, count: n)
                case (false, let n?): group = .vertical(layoutSize: size, subitem: children[0].layout, count: n)
                }
                group.interItemSpacing = flexible ? .flexible(spacing) : .fixed(spacing)
                return group
            }
        }
    }

    /// A header or footer of the model.
    struct Bar {
        var top: Bool
        var alignment: ListRectAlignment
        var width: Dim, height: CGFloat
        var extends: Bool, pins: Bool
    }

    struct SectionModel {
        var group: Node
        var insets: ListDirectionalEdgeInsets
        var spacing: CGFloat
        var orthogonal: Bool
        var follows: Bool
        var bars: [Bar]
        var count: Int
    }

    /// Places items in turn, as the rules say.
    struct Placer {
        let total: Int
        var frames: [CGRect] = []
        var unfittable = false

        /// Places `node` at `origin` in `container`; `forced` is its length
        /// along the axis (`horizontal`) of the count group that holds it.
        /// Returns the size it takes.
        mutating func place(_ node: Node, at origin: CGPoint, in container: CGSize,
                            forced: (length: CGFloat, horizontal: Bool)? = nil) -> CGSize {
            var size = CGSize(width: node.width.length(in: container), height: node.height.length(in: container))
            if let forced {
                if forced.horizontal { size.width = forced.length } else { size.height = forced.length }
            }
            switch node {
            case let .item(width, height, insets):
                // Insets shrink the cell, except along an estimated axis.
                let l = width.isEstimated ? 0 : insets.leading, r = width.isEstimated ? 0 : insets.trailing
                let t = height.isEstimated ? 0 : insets.top, b = height.isEstimated ? 0 : insets.bottom
                frames.append(CGRect(x: origin.x + l, y: origin.y + t,
                                     width: max(0, size.width - l - r), height: max(0, size.height - t - b)))
                return size
            case let .group(width, height, horizontal, children, count, spacing, flexible):
                let along = horizontal ? size.width : size.height
                let alongEstimated = (horizontal ? width : height).isEstimated
                let acrossEstimated = (horizontal ? height : width).isEstimated
                func point(_ offset: CGFloat) -> CGPoint {
                    horizontal ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
                }
                // Each child placed: where its frames start, its start, its size.
                var placed: [(first: Int, start: CGFloat, size: CGSize)] = []
                if let count {
                    let n = max(1, count)
                    let share = max(0, (along - spacing * CGFloat(n - 1)) / CGFloat(n))
                    for k in 0..<n where frames.count < total {
                        let start = CGFloat(k) * (share + spacing), first = frames.count
                        // The child is a share long, whatever it holds.
                        var taken = place(children[0], at: point(start), in: size, forced: (share, horizontal))
                        if horizontal { taken.width = share } else { taken.height = share }
                        placed.append((first, start, taken))
                    }
                } else {
                    var k = 0, end: CGFloat = 0
                    while frames.count < total {
                        if alongEstimated && k == children.count { break }
                        let child = children[k % children.count]
                        let own = CGSize(width: child.width.length(in: size), height: child.height.length(in: size))
                        let start = k == 0 ? 0 : end + spacing
                        if !alongEstimated && start + (horizontal ? own.width : own.height) > along + 0.001 {
                            if k > 0 { break }
                            unfittable = true
                        }
                        let first = frames.count
                        let taken = place(child, at: point(start), in: size)
                        placed.append((first, start, taken))
                        end = start + (horizontal ? taken.width : taken.height)
                        k += 1
                    }
                }
                let last = placed.last.map { $0.start + (horizontal ? $0.size.width : $0.size.height) } ?? 0
                if flexible && !alongEstimated && placed.count > 1 && last < along {
                    let extra = (along - last) / CGFloat(placed.count - 1)
                    for (k, child) in placed.enumerated() {
                        let upTo = k + 1 < placed.count ? placed[k + 1].first : frames.count
                        for f in child.first..<upTo {
                            if horizontal { frames[f].origin.x += extra * CGFloat(k) } else { frames[f].origin.y += extra * CGFloat(k) }
                        }
                    }
                }
                let thickness = placed.map { horizontal ? $0.size.height : $0.size.width }.max() ?? 0
                let alongLength = alongEstimated ? last : along
                let acrossLength = acrossEstimated ? thickness : (horizontal ? size.height : size.width)
                return horizontal ? CGSize(width: alongLength, height: acrossLength) : CGSize(width: acrossLength, height: alongLength)
            }
        }
    }

    /// A section laid out by the model, relative to its start.
    static func model(_ section: SectionModel, viewport: CGSize)
        -> (items: [CGRect], bars: [CGRect], length: CGFloat, unfittable: Bool)
    {
        let inset = section.insets
        let content = CGSize(width: max(0, viewport.width - inset.leading - inset.trailing),
                             height: max(0, viewport.height - inset.top - inset.bottom))
        let barWidth = section.follows ? content.width : viewport.width, barX = section.follows ? inset.leading : 0
        var y: CGFloat = 0, bars: [CGRect] = []
        func addBars(top: Bool) {
            for bar in section.bars where bar.top == top {
                let width = bar.width.length(in: CGSize(width: barWidth, height: viewport.height))
                let x: CGFloat
                switch bar.alignment {
                case .topLeading, .bottomLeading: x = barX
                case .topTrailing, .bottomTrailing: x = barX + barWidth - width
                default: x = barX + (barWidth - width) / 2
                }
                bars.append(CGRect(x: x, y: top || bar.extends ? y : y - bar.height, width: width, height: bar.height))
                if bar.extends { y += bar.height }
            }
        }
        addBars(top: true)
        y += inset.top
        var placer = Placer(total: section.count)
        if section.orthogonal {
            var x = inset.leading, row: CGFloat = 0
            while placer.frames.count < section.count {
                if !placer.frames.isEmpty { x += section.spacing }
                let size = placer.place(section.group, at: CGPoint(x: x, y: y), in: content)
                x += size.width
                row = max(row, size.height)
            }
            y += row
        } else {
            var first = true
            while placer.frames.count < section.count {
                if !first { y += section.spacing }
                first = false
                y += placer.place(section.group, at: CGPoint(x: inset.leading, y: y), in: content).height
            }
        }
        y += inset.bottom
        addBars(top: false)
        return (placer.frames, bars, y, placer.unfittable)
    }

    func testFramesContentSizeAndVisibleItemsMatchAPlainModel() async {
        await MainActor.run {
            for seed in UInt64(1)...300 {
                var rng = SplitMix64(seed: seed)
                func pick<T>(_ values: [T]) -> T { values.randomElement(using: &rng)! }
                func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
                func dim(estimates: Bool = false) -> Dim {
                    switch Int.random(in: 0..<(estimates ? 8 : 7), using: &rng) {
                    case 0, 1: return .fractionalWidth(pick([0.25, 0.5, 1.0 / 3, 1]))
                    case 2, 3: return .fractionalHeight(pick([0.5, 1, 0.25]))
                    case 4, 5, 6: return .absolute(pick([0, 20, 30, 50, 80, 120]))
                    default: return .estimated(pick([25, 40, 60]))
                    }
                }
                func itemNode() -> Node {
                    let inset = chance(0.5) ? ListDirectionalEdgeInsets.zero
                        : ListDirectionalEdgeInsets(top: pick([0, 2, 5]), leading: pick([0, 3]), bottom: pick([0, 4]), trailing: pick([0, 2, 7]))
                    return .item(width: dim(), height: dim(), insets: inset)
                }
                func groupNode(depth: Int) -> Node {
                    let children = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                        depth < 2 && chance(0.35) ? groupNode(depth: depth + 1) : itemNode()
                    }
                    return .group(width: depth == 1 ? pick([.fractionalWidth(1), .fractionalWidth(0.5), .absolute(200), .estimated(150)]) : dim(estimates: true),
                                  height: pick([.absolute(pick([40, 60, 100])), .fractionalHeight(pick([0.25, 0.5])), .estimated(50)]),
                                  horizontal: chance(0.6), children: children, count: chance(0.3) ? Int.random(in: 1...4, using: &rng) : nil,
                                  spacing: pick([0, 4, 10]), flexible: chance(0.3))
                }
                let viewport = CGSize(width: pick([240, 300, 320]), height: pick([150, 300]))
                let sections: [SectionModel] = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                    var bars: [Bar] = []
                    if chance(0.5) {
                        bars.append(Bar(top: true, alignment: pick([.top, .topLeading, .topTrailing]),
                                        width: pick([.fractionalWidth(1), .fractionalWidth(0.5), .absolute(100)]),
                                        height: pick([20, 30]), extends: chance(0.8), pins: chance(0.4)))
                    }
                    if chance(0.4) {
                        bars.append(Bar(top: false, alignment: pick([.bottom, .bottomLeading, .bottomTrailing]),
                                        width: pick([.fractionalWidth(1), .absolute(80)]),
                                        height: pick([16, 24]), extends: chance(0.8), pins: chance(0.4)))
                    }
                    return SectionModel(
                        group: groupNode(depth: 1),
                        insets: ListDirectionalEdgeInsets(top: pick([0, 4, 10]), leading: pick([0, 10, 20]),
                                                          bottom: pick([0, 6]), trailing: pick([0, 10])),
                        spacing: pick([0, 6]), orthogonal: chance(0.25), follows: chance(0.7), bars: bars,
                        count: Int.random(in: 0...15, using: &rng))
                }
                let specs = sections.map { model -> ListLayoutSection in
                    guard case .group = model.group, let group = model.group.layout as? ListLayoutGroup else { fatalError() }
                    let section = ListLayoutSection(group: group)
                    section.contentInsets = model.insets
                    section.interGroupSpacing = model.spacing
                    section.orthogonalScrollingBehavior = model.orthogonal ? .continuous : .none
                    section.supplementariesFollowContentInsets = model.follows
                    section.boundarySupplementaryItems = model.bars.map { bar in
                        let item = ListLayoutBoundarySupplementaryItem(
                            layoutSize: ListLayoutSize(widthDimension: bar.width.layout, heightDimension: .absolute(bar.height)),
                            elementKind: bar.top ? ListElementKind.sectionHeader : ListElementKind.sectionFooter,
                            alignment: bar.alignment)
                        item.extendsBoundary = bar.extends
                        item.pinToVisibleBounds = bar.pins
                        return item
                    }
                    return section
                }
                let flow = Flow(sections.enumerated().map { HeadlessFlowLayoutTests.section("s\($0.offset)", $0.element.count) })
                let view = HeadlessFlowLayoutTests.view(flow, size: viewport) { view in
                    view.compositionalLayout = ListCompositionalLayout { index, _ in specs[index] }
                }

                var starts: [CGFloat] = [], y: CGFloat = 0
                let models = sections.map { Self.model($0, viewport: viewport) }
                for model in models { starts.append(y); y += model.length }
                let context = "seed \(seed)"
                // (The view adds the sections' lengths in a tree, the model in
                // a row: the last bit may differ.)
                XCTAssertEqual(view.contentSize.width, viewport.width, context)
                XCTAssertEqual(view.contentSize.height, y, accuracy: 1e-9 * max(1, y), context)
                let unfittable = models.indices.filter { models[$0].unfittable }.map { HeadlessListView.Fault.unfittableLayoutItem(section: $0) }
                XCTAssertEqual(Set(view.faults), Set(unfittable), context)
                for (s, model) in models.enumerated() {
                    for (i, frame) in model.items.enumerated() {
                        let expected = frame.offsetBy(dx: 0, dy: starts[s])
                        guard let actual = view.frameForItem(at: [s, i]) else { XCTFail("\(context): no frame for \([s, i])"); continue }
                        XCTAssertTrue(abs(actual.minX - expected.minX) < 1e-6 && abs(actual.minY - expected.minY) < 1e-6
                                      && abs(actual.width - expected.width) < 1e-6 && abs(actual.height - expected.height) < 1e-6,
                                      "\(context): item \([s, i]) at \(actual), not \(expected)")
                    }
                }
                for step in 0..<6 {
                    let offset = CGFloat(Int.random(in: 0...Int(max(0, y - viewport.height)), using: &rng))
                    view.contentOffset = CGPoint(x: 0, y: offset)
                    let screen = CGRect(x: 0, y: offset, width: viewport.width, height: viewport.height)
                    func shows(_ frame: CGRect) -> Bool {
                        frame.width > 0 && frame.height > 0 && frame.maxY > screen.minY && frame.minY < screen.maxY
                    }
                    var visible: [IndexPath] = []
                    for (s, model) in models.enumerated() {
                        for (i, frame) in model.items.enumerated() {
                            let placed = frame.offsetBy(dx: 0, dy: starts[s])
                            // Across too, for every section (an item past the width in a
                            // row that does not scroll across is cut off, as UIKit's rect
                            // query leaves it out; a row that does is at its start).
                            let across = placed.maxX > 0 && placed.minX < viewport.width
                            if shows(placed) && across { visible.append([s, i]) }
                        }
                        for (bar, natural) in zip(sections[s].bars, model.bars) {
                            var frame = natural.offsetBy(dx: 0, dy: starts[s])
                            if bar.pins && bar.top { frame.origin.y = min(max(frame.minY, offset), starts[s] + model.length - frame.height) }
                            if bar.pins && !bar.top { frame.origin.y = max(starts[s], min(frame.minY, offset + viewport.height - frame.height)) }
                            let kind = bar.top ? ListElementKind.sectionHeader : ListElementKind.sectionFooter
                            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: kind, at: [s, 0]), frame, "\(context), step \(step): \(kind) \(s)")
                            XCTAssertEqual(view.supplementaryView(forElementKind: kind, at: [s, 0]) != nil, shows(frame),
                                           "\(context), step \(step): \(kind) \(s) \(frame) on screen at \(offset)")
                        }
                    }
                    XCTAssertEqual(view.indexPathsForVisibleItems, visible, "\(context), step \(step), offset \(offset)")
                }
                withExtendedLifetime(flow) {}
            }
        }
    }
}
