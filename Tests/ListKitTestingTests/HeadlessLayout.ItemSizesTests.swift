import Foundation
@testable import ListKitTesting
import ListTestSupport
import XCTest

/// `HeadlessLayout.ItemSizes`: one size while the items are alike (to
/// the bit), one per item once they differ, and the items to measure
/// listed each once and in order. Concrete cases, and random operations
/// against a plain array of optional sizes (nil: not measured).
final class HeadlessLayoutItemSizesTests: XCTestCase {
    typealias ItemSizes = HeadlessLayout.ItemSizes
    let row = CGSize(width: 320, height: 44), tall = CGSize(width: 320, height: 88)

    func testAlikeItemsStayOneSizeThroughRunsAndArrivals() {
        var old = ItemSizes(unmeasured: 3)
        XCTAssertEqual(old.takeUnmeasured(), [0, 1, 2])
        for i in 0..<3 { old.set(row, at: i) }
        XCTAssertEqual(old.alikeSize, row)

        var new = ItemSizes()
        new.append(0..<2, of: old)
        new.appendUnmeasured()
        new.append(2..<3, of: old)
        XCTAssertEqual(new.count, 4)
        XCTAssertEqual(new.takeUnmeasured(), [2])
        new.set(row, at: 2)
        XCTAssertEqual(new.alikeSize, row)
        XCTAssertEqual((0..<4).map { new[$0] }, Array(repeating: row, count: 4))
    }

    func testADifferentSizeGivesOneSizePerItem() {
        var sizes = ItemSizes(unmeasured: 3)
        _ = sizes.takeUnmeasured()
        sizes.set(row, at: 0)
        sizes.set(tall, at: 1)
        sizes.set(row, at: 2)
        XCTAssertNil(sizes.alikeSize)
        XCTAssertEqual((0..<3).map { sizes[$0] }, [row, tall, row])
        XCTAssertEqual(sizes.remove(at: 1), tall)
        sizes.insert(tall, at: 0)
        XCTAssertEqual((0..<3).map { sizes[$0] }, [tall, row, row])
    }

    func testZeroAndNegativeZeroAreNotAlike() {
        var sizes = ItemSizes(unmeasured: 2)
        _ = sizes.takeUnmeasured()
        sizes.set(CGSize(width: 0, height: 44), at: 0)
        sizes.set(CGSize(width: -0.0, height: 44), at: 1)
        XCTAssertNil(sizes.alikeSize)
        XCTAssertEqual(sizes[1].width.sign, .minus)
    }

    func testItemsToMeasureComeOnceAndInOrder() {
        var sizes = ItemSizes(unmeasured: 5)
        _ = sizes.takeUnmeasured()
        for i in 0..<5 { sizes.set(row, at: i) }
        sizes.forget(3)
        sizes.forget(1)
        sizes.forget(3)
        XCTAssertEqual(sizes.takeUnmeasured(), [1, 3])
        XCTAssertEqual(sizes.takeUnmeasured(), [])
    }

    /// Random appends (runs of another's items, arrivals), measures,
    /// forgets, removes and inserts, against `[CGSize?]`; each size from a
    /// small set, so that sections are often alike and often not.
    func testRandomOperationsMatchAPlainArray() {
        let choices = [row, tall, CGSize(width: 0, height: 44), CGSize(width: -0.0, height: 44)]
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(seed: seed)
            let alikeOnly = Bool.random(using: &rng)
            func pick() -> CGSize { alikeOnly ? row : choices.randomElement(using: &rng)! }
            func measured(_ count: Int) -> (ItemSizes, [CGSize?]) {
                var sizes = ItemSizes(unmeasured: count), plain = [CGSize?](repeating: nil, count: count)
                for i in sizes.takeUnmeasured() {
                    let size = pick()
                    sizes.set(size, at: i)
                    plain[i] = size
                }
                return (sizes, plain)
            }
            var (sizes, plain) = measured(Int.random(in: 0...6, using: &rng))
            let (other, otherPlain) = measured(Int.random(in: 1...8, using: &rng))
            for step in 0..<30 {
                let context = "seed \(seed), step \(step)"
                switch Int.random(in: 0..<6, using: &rng) {
                case 0:
                    let start = Int.random(in: 0..<otherPlain.count, using: &rng)
                    let end = Int.random(in: start...otherPlain.count, using: &rng)
                    sizes.append(start..<end, of: other)
                    plain += otherPlain[start..<end]
                case 1:
                    sizes.appendUnmeasured()
                    plain.append(nil)
                case 2 where !plain.isEmpty:
                    let i = Int.random(in: 0..<plain.count, using: &rng)
                    sizes.forget(i)
                    plain[i] = nil
                case 3 where !plain.contains(nil) && !plain.isEmpty:
                    let (from, to) = (Int.random(in: 0..<plain.count, using: &rng), Int.random(in: 0..<plain.count, using: &rng))
                    let size = sizes.remove(at: from)
                    XCTAssertEqual(size.width.bitPattern, plain[from]!.width.bitPattern, context)
                    sizes.insert(size, at: to)
                    plain.insert(plain.remove(at: from), at: to)
                default:
                    let missing = sizes.takeUnmeasured()
                    XCTAssertEqual(missing, plain.indices.filter { plain[$0] == nil }, context)
                    for i in missing {
                        let size = pick()
                        sizes.set(size, at: i)
                        plain[i] = size
                    }
                    XCTAssertEqual(sizes.count, plain.count, context)
                    let bits = { (size: CGSize) in [size.width.bitPattern, size.height.bitPattern] }
                    XCTAssertEqual(plain.indices.map { bits(sizes[$0]) }, plain.map { bits($0!) }, context)
                    // One size only when all are alike; always while no size differs.
                    if let alike = sizes.alikeSize { XCTAssertTrue(plain.allSatisfy { bits($0!) == bits(alike) }, context) }
                    if alikeOnly && !plain.isEmpty { XCTAssertEqual(sizes.alikeSize, row, context) }
                }
            }
        }
    }
}
