import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The headless view laying out IGListKit's `ListCollectionViewLayout`
/// against a plain model written here from IGListKit's rules alone (the
/// documentation of `IGListCollectionViewLayout.h` and what its
/// implementation does; no code shared with `ListCollectionViewLayout.Geometry`):
/// random sections (random item sizes, some wider than the row or of zero
/// length, headers and footers some of zero length, insets, spacings of
/// whole and half points, empty sections), both directions, with and
/// without `stretchToEdge`, `showHeaderWhenEmpty` and sticky headers.
/// Every item's frame, the headers' and footers' frames, the content size
/// and what shows at random offsets must match the model. A frame shows
/// when it overlaps the screen with a non-zero width and height.
///
/// The model, along the scroll axis ("main") and across it ("cross"):
/// a pen at (row, cursor) and a floor (where the next row starts, past
/// everything so far). A section's header length moves the row and the
/// floor on; its leading cross inset moves the cursor. An item, cut to
/// the list's cross length less the insets, starts a new row (at the
/// floor, plus line spacing unless it is the section's first item, the
/// cursor back at the leading inset) when it would end more than a point
/// past the cross length less the trailing inset, or when it is the first
/// item under a header. With `stretchToEdge` an item short of the padded
/// length by at most a point (and more than zero) reaches it. Its frame:
/// main at the row plus the leading main inset, rounded to whole points
/// (origins down, lengths up); the floor goes past it (less that inset),
/// the cursor past it and the interitem spacing. The section's box holds
/// its items (a section without items takes the box before it); its
/// header sits just above the box (at the box's end when it has no items),
/// its footer just after it (horizontally after the trailing inset too);
/// both as long across as the padded length, of zero length in an empty
/// section unless `showHeaderWhenEmpty`. Then the cursor takes the
/// trailing cross inset and the floor reaches past the box and the
/// trailing main inset. The content ends at the last box's end plus its
/// trailing main inset. A sticky header goes to the offset + top content
/// inset + sticky header offset, never above its place, ending no later
/// than where the next section's box starts (the last section's, than the
/// content's end: the headless view's one difference from IGListKit, which
/// lets it run on).
final class HeadlessListViewListCollectionViewLayoutRandomTests: XCTestCase {
    typealias Flow = HeadlessFlowLayoutTests.Flow
    typealias Spec = HeadlessListViewListCollectionViewLayoutTests.Spec
    static let header = ListElementKind.sectionHeader, footer = ListElementKind.sectionFooter

    /// What the model places.
    struct Placed {
        var items: [[CGRect]] = []
        var headers: [CGRect] = [], footers: [CGRect] = []
        var boxes: [CGRect] = []
        var content: CGFloat = 0
    }

    /// The model: `specs` laid out in a list `cross` long across,
    /// `vertical` or not.
    static func model(_ specs: [Spec], vertical: Bool, cross: CGFloat, stretch: Bool, showEmpty: Bool) -> Placed {
        // Lengths and rectangles by axis.
        func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func rect(main m: CGFloat, cross c: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: c, y: m, width: crossLength, height: mainLength)
                : CGRect(x: m, y: c, width: mainLength, height: crossLength)
        }
        func low(_ r: CGRect) -> CGFloat { vertical ? r.minY : r.minX }
        func high(_ r: CGRect) -> CGFloat { vertical ? r.maxY : r.maxX }
        func pixel(_ r: CGRect) -> CGRect {
            CGRect(x: r.minX.rounded(.down), y: r.minY.rounded(.down), width: r.width.rounded(.up), height: r.height.rounded(.up))
        }
        var placed = Placed()
        var row: CGFloat = 0, cursor: CGFloat = 0, floor: CGFloat = 0
        var box = CGRect.zero
        for spec in specs {
            let inset = spec.inset
            let (mainLead, mainTrail) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let (crossLead, crossTrail) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let shown = !spec.items.isEmpty || showEmpty
            let headerLength = shown ? spec.header : 0, footerLength = shown ? spec.footer : 0
            let padded = cross - crossLead - crossTrail, limit = cross - crossTrail
            row += headerLength
            floor += headerLength
            cursor += crossLead
            var frames: [CGRect] = []
            for (i, size) in spec.items.enumerated() {
                var length = min(across(size), padded)
                if cursor + length > limit + 1 || (i == 0 && headerLength > 0) {
                    row = floor + (i == 0 ? 0 : spec.line)
                    cursor = crossLead
                }
                let gap = padded - (cursor + length)
                if stretch && gap > 0 && gap <= 1 { length = padded - cursor }
                let frame = pixel(rect(main: row + mainLead, cross: cursor, mainLength: main(size), crossLength: length))
                frames.append(frame)
                floor = max(floor, high(frame) - mainLead)
                cursor += length + spec.interitem
            }
            if let first = frames.first {
                box = frames.dropFirst().reduce(first) { $0.union($1) }
            }
            let header = rect(main: frames.isEmpty ? high(box) : low(box) - spec.header, cross: crossLead,
                              mainLength: headerLength, crossLength: padded)
            if frames.isEmpty { box = header }
            let footer = rect(main: high(box) + (vertical ? 0 : mainTrail), cross: crossLead, mainLength: footerLength,
                              crossLength: padded)
            if headerLength > 0 { box = box.union(header) }
            if footerLength > 0 { box = box.union(footer) }
            cursor += crossTrail
            floor = max(floor, high(box) + mainTrail)
            placed.items.append(frames)
            placed.headers.append(header)
            placed.footers.append(footer)
            placed.boxes.append(box)
            placed.content = high(box) + mainTrail
        }
        return placed
    }

    func testFramesContentSizeAndWhatShowsMatchAPlainModel() async {
        await MainActor.run {
            for seed: UInt64 in 0..<300 {
                var rng = SplitMix64(seed: seed)
                func pick<T>(_ values: [T]) -> T { values.randomElement(using: &rng)! }
                func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
                func whole(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &rng)) }
                let vertical = chance(0.6)
                let cross = whole(60...200), screen = whole(50...200)
                let stretch = chance(0.4), showEmpty = chance(0.4), sticky = chance(0.5)
                let topInset = pick([0, 0, 10] as [CGFloat]), yOffset = pick([0, 0, -5, 7] as [CGFloat])
                func size(main: CGFloat, cross c: CGFloat) -> CGSize {
                    vertical ? CGSize(width: c, height: main) : CGSize(width: main, height: c)
                }
                func inset() -> CGFloat { chance(0.5) ? 0 : whole(1...12) }
                func spacing() -> CGFloat { chance(0.4) ? 0 : whole(0...10) + pick([0, 0, 0.5]) }
                let specs: [Spec] = (0..<Int.random(in: 0...10, using: &rng)).map { _ in
                    let count = chance(0.2) ? 0 : Int.random(in: 1...7, using: &rng)
                    let items: [CGSize] = (0..<count).map { _ in
                        let across: CGFloat = chance(0.1) ? cross + whole(1...30) : chance(0.1) ? 0 : whole(1...Int(cross / 2))
                        return size(main: chance(0.05) ? 0 : whole(5...60), cross: across)
                    }
                    return Spec(inset: ListEdgeInsets(top: inset(), left: inset(), bottom: inset(), right: inset()),
                                line: spacing(), interitem: spacing(),
                                header: chance(0.5) ? 0 : whole(5...30), footer: chance(0.6) ? 0 : whole(5...20), items: items)
                }
                let placed = Self.model(specs, vertical: vertical, cross: cross, stretch: stretch, showEmpty: showEmpty)

                let layout = ListCollectionViewLayout(stickyHeaders: sticky, scrollDirection: vertical ? .vertical : .horizontal,
                                                      topContentInset: topInset, stretchToEdge: stretch)
                layout.showHeaderWhenEmpty = showEmpty
                layout.stickyHeaderYOffset = yOffset
                let flow = Flow([])
                HeadlessListViewListCollectionViewLayoutTests.fill(flow, with: specs)
                // Headers and footers given with a random length across:
                // only the length along the scroll axis counts.
                for s in specs.indices {
                    flow.headers[s] = size(main: specs[s].header, cross: whole(0...300))
                    flow.footers[s] = size(main: specs[s].footer, cross: whole(0...300))
                }
                let view = HeadlessFlowLayoutTests.view(flow, size: size(main: screen, cross: cross)) {
                    $0.listCollectionViewLayout = layout
                }
                let where_ = "seed \(seed) (\(vertical ? "vertical" : "horizontal"), \(specs.count) sections)"
                for s in specs.indices {
                    for i in specs[s].items.indices {
                        XCTAssertEqual(view.frameForItem(at: [s, i]), placed.items[s][i], "\(where_): item \(s).\(i)")
                    }
                    let footer = placed.footers[s]
                    XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.footer, at: [s, 0]),
                                   (vertical ? footer.height : footer.width) > 0 ? footer : nil, "\(where_): footer \(s)")
                }
                XCTAssertEqual(view.contentSize, size(main: placed.content, cross: cross), where_)

                func mainOf(_ r: CGRect) -> CGFloat { vertical ? r.minY : r.minX }
                func lengthOf(_ r: CGRect) -> CGFloat { vertical ? r.height : r.width }
                for _ in 0..<6 {
                    let offset = whole(-20...Int(placed.content) + 20)
                    view.contentOffset = vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
                    let viewport = CGRect(origin: view.contentOffset, size: size(main: screen, cross: cross))
                    func shows(_ frame: CGRect) -> Bool {
                        let overlap = frame.intersection(viewport)
                        return !overlap.isNull && overlap.width > 0 && overlap.height > 0
                    }
                    var items: [IndexPath] = []
                    for s in specs.indices {
                        for (i, frame) in placed.items[s].enumerated() where shows(frame) { items.append([s, i]) }
                        var header = placed.headers[s]
                        let length = lengthOf(header)
                        if sticky && length > 0 {
                            let pin = offset + topInset + yOffset
                            let end = s + 1 < specs.count ? mainOf(placed.boxes[s + 1]) : placed.content
                            let start = min(max(mainOf(header), pin), end - length)
                            header = vertical ? CGRect(x: header.minX, y: start, width: header.width, height: length)
                                : CGRect(x: start, y: header.minY, width: length, height: header.height)
                        }
                        let at = "\(where_), offset \(offset), section \(s)"
                        XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [s, 0]), length > 0 ? header : nil,
                                       "\(at): header")
                        XCTAssertEqual(view.supplementaryView(forElementKind: Self.header, at: [s, 0]) != nil,
                                       length > 0 && shows(header), "\(at): the header shows")
                        XCTAssertEqual(view.supplementaryView(forElementKind: Self.footer, at: [s, 0]) != nil,
                                       lengthOf(placed.footers[s]) > 0 && shows(placed.footers[s]), "\(at): the footer shows")
                    }
                    XCTAssertEqual(view.indexPathsForVisibleItems, items, "\(where_), offset \(offset): visible items")
                }
                XCTAssertEqual(view.faults, [], where_)
            }
        }
    }
}
