import Foundation
import ListKit
@testable import ListKitTesting
import ListTestSupport
import XCTest

/// Rules (IGListKit, `IGListCollectionViewLayout` with sticky headers, and
/// UIKit's `sectionHeadersPinToVisibleBounds`): a pinned header starts at
/// the viewport's start while its section is under it, never above its
/// section's start, and is pushed back by the next section (it ends where
/// that one starts); the last section's header stays within its section
/// too (IGListKit lets it run past the content's end, where nothing else
/// is).
/// A header shows while its pinned frame overlaps the viewport. The model
/// below computes section starts from the sizes alone.
final class HeadlessListViewPinnedHeadersTests: XCTestCase {
    /// Sections of `counts` items 44 points tall, headers of `headers`
    /// points and footers of `footers` points.
    @MainActor
    final class Source: HeadlessListViewDataSource, HeadlessListViewDelegate {
        var counts: [Int], headers: [CGFloat], footers: [CGFloat]
        init(counts: [Int], headers: [CGFloat], footers: [CGFloat]) {
            (self.counts, self.headers, self.footers) = (counts, headers, footers)
        }
        func numberOfSections(in view: HeadlessListView) -> Int { counts.count }
        func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
            view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) ?? HeadlessCell()
        }
        func headlessListView(
            _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> HeadlessReusableView? {
            view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "s", for: indexPath)
        }
        func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: 320, height: 44)
        }
        func headlessListView(
            _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 320, height: kind == ListElementKind.sectionHeader ? headers[indexPath[0]] : footers[indexPath[0]])
        }
    }

    @MainActor
    static func make(_ source: Source) -> HeadlessListView {
        let view = HeadlessListView(size: CGSize(width: 320, height: 100))
        view.register(HeadlessCell.self, forCellWithReuseIdentifier: "c")
        for kind in [ListElementKind.sectionHeader, ListElementKind.sectionFooter] {
            view.register(HeadlessReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "s")
        }
        view.dataSource = source
        view.delegate = source
        view.sectionHeadersPinToVisibleBounds = true
        view.layoutIfNeeded()
        return view
    }

    func testAHeaderPinsThenIsPushedByTheNextSection() async {
        await MainActor.run {
            // Sections 0..<240 (20 + 5 × 44), 240..<480, 480..<720.
            let source = Source(counts: [5, 5, 5], headers: [20, 20, 20], footers: [0, 0, 0])
            let view = Self.make(source)
            @MainActor func headerTop(_ section: Int) -> CGFloat? {
                view.frameForSupplementaryElement(ofKind: ListElementKind.sectionHeader, at: [section, 0])?.minY
            }
            XCTAssertEqual(headerTop(0), 0)
            view.contentOffset = CGPoint(x: 0, y: 50)
            XCTAssertEqual(headerTop(0), 50, "pinned to the viewport's top")
            XCTAssertNotNil(view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [0, 0]),
                            "still on screen, where an unpinned header would have left")
            view.contentOffset = CGPoint(x: 0, y: 230)
            XCTAssertEqual(headerTop(0), 220, "pushed back: it ends where section 1 starts")
            XCTAssertEqual(headerTop(1), 240, "not above its own section")
            view.contentOffset = CGPoint(x: 0, y: 600)
            XCTAssertEqual(headerTop(2), 600, "the last section's header pins too")
            XCTAssertNil(view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [0, 0]), "gone with its section")
            view.sectionHeadersPinToVisibleBounds = false
            XCTAssertEqual(headerTop(2), 480, "unpinned: back with its section")
            XCTAssertEqual(view.faults, [])
        }
    }

    /// The same rule along the x axis of a horizontal view: a header 20
    /// points wide (its reference width) pins to the viewport's left.
    func testHeadersPinToTheLeftOfAHorizontalView() async {
        await MainActor.run {
            final class Wide: HeadlessListViewDelegate {
                func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 44, height: 100)
                }
                func headlessListView(
                    _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
                ) -> CGSize { kind == ListElementKind.sectionHeader ? CGSize(width: 20, height: 100) : .zero }
            }
            // Sections 0..<240 and 240..<480 along x.
            let source = Source(counts: [5, 5], headers: [20, 20], footers: [0, 0])
            let view = Self.make(source)
            let wide = Wide()
            view.delegate = wide
            view.scrollDirection = .horizontal
            view.contentOffset = CGPoint(x: 100, y: 0)
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: ListElementKind.sectionHeader, at: [0, 0]),
                           CGRect(x: 100, y: 0, width: 20, height: 100))
            view.contentOffset = CGPoint(x: 235, y: 0)
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: ListElementKind.sectionHeader, at: [0, 0])?.minX, 220)
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: ListElementKind.sectionHeader, at: [1, 0])?.minX, 240)
            withExtendedLifetime(wide) {}
        }
    }

    /// Random sections and offsets against the rule computed from the sizes.
    func testPinnedHeadersMatchTheRuleOnRandomLists() async {
        await MainActor.run {
            for seed: UInt64 in 0..<60 {
                var rng = SplitMix64(seed: seed)
                let count = Int.random(in: 1...6, using: &rng)
                let source = Source(
                    counts: (0..<count).map { _ in Int.random(in: 0...4, using: &rng) },
                    headers: (0..<count).map { _ in [0, 10, 30].randomElement(using: &rng)! },
                    footers: (0..<count).map { _ in [0, 15].randomElement(using: &rng)! })
                let view = Self.make(source)
                var starts: [CGFloat] = [0]
                for s in 0..<count {
                    starts.append(starts[s] + source.headers[s] + CGFloat(source.counts[s]) * 44 + source.footers[s])
                }
                for _ in 0..<5 {
                    let offset = CGFloat(Int.random(in: -20...Int(max(1, starts[count])), using: &rng))
                    view.contentOffset = CGPoint(x: 0, y: offset)
                    for s in 0..<count {
                        let frame = view.frameForSupplementaryElement(ofKind: ListElementKind.sectionHeader, at: [s, 0])
                        guard source.headers[s] > 0 else {
                            XCTAssertNil(frame, "seed \(seed): no header of zero height")
                            continue
                        }
                        let top = min(max(starts[s], offset), starts[s + 1] - source.headers[s])
                        XCTAssertEqual(frame?.minY, top, "seed \(seed), offset \(offset), section \(s)")
                        let onScreen = top + source.headers[s] > offset && top < offset + 100
                        XCTAssertEqual(view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [s, 0]) != nil,
                                       onScreen, "seed \(seed), offset \(offset), section \(s): on screen")
                    }
                }
                XCTAssertEqual(view.faults, [], "seed \(seed)")
            }
        }
    }
}
