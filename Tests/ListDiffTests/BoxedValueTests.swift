import Foundation
@testable import ListDiff
import ListTestSupport
import XCTest

/// The drop-in path reads `Int` and `String` identifiers straight out of
/// their `AnyHashable` boxes once a check of the standard library's layout
/// passed. Rules: on this toolchain the check passes (so the fast read is
/// what runs); a box yields its value exactly when it holds exactly that
/// type (as opening the box and comparing types does); anything else, an
/// `Int8`, a `UInt`, a `Substring`, is not read, so the diff keeps
/// `AnyHashable`'s meaning for it; and values read out outlive their boxes.
final class BoxedValueTests: XCTestCase {
    func testTheLayoutCheckPassesHere() {
        XCTAssertNotNil(_BoxedValue<Int>.boxType)
        XCTAssertNotNil(_BoxedValue<String>.boxType)
        XCTAssertNotEqual(_BoxedValue<Int>.boxType, _BoxedValue<String>.boxType)
        XCTAssertNil(_BoxedValue<Int8>.boxType, "only Int and String are read this way")
    }

    /// Against the plain reference, opening the box (`_unboxed`), on random
    /// and edge values and on boxes of other types.
    func testReadsExactlyWhatOpeningTheBoxFinds() throws {
        let ints = try XCTUnwrap(_BoxedValue<Int>.boxType), strings = try XCTUnwrap(_BoxedValue<String>.boxType)
        var rng = SplitMix64(seed: 16)
        var boxes: [AnyHashable] = [0, -1, Int.min, Int.max, "", "é🙂", String(repeating: "long ", count: 40),
                                    Int8(1), UInt(7), Int64(3), Substring("sub"), Character("c"), 1.5, true,
                                    AnyHashable(AnyHashable(5)), AnyHashable(AnyHashable("nested"))]
        for _ in 0..<2_000 {
            let value = Int(bitPattern: UInt(rng.next()))
            boxes.append(AnyHashable(value))
            boxes.append(AnyHashable(String(value, radix: Int(rng.next() % 35) + 2)))
        }
        for var box in boxes {
            XCTAssertEqual(_BoxedValue<Int>.value(in: &box, boxType: ints), _unboxed(box, as: Int.self), "\(box)")
            XCTAssertEqual(_BoxedValue<String>.value(in: &box, boxType: strings), _unboxed(box, as: String.self), "\(box)")
        }
        XCTAssertNil({ var box = AnyHashable(Int8(1)); return _BoxedValue<Int>.value(in: &box, boxType: ints) }())
    }

    /// Strings read out of boxes that are gone at once are still whole: the
    /// read copies (retains) the string rather than borrowing its storage.
    func testStringsReadOutOutliveTheirBoxes() throws {
        let strings = try XCTUnwrap(_BoxedValue<String>.boxType)
        let read: [String] = (0..<1_000).map { i in
            var box = AnyHashable("identifier number \(i) of a list, long enough to live on the heap")
            return _BoxedValue<String>.value(in: &box, boxType: strings)!
        }
        XCTAssertEqual(read, (0..<1_000).map { "identifier number \($0) of a list, long enough to live on the heap" })
    }
}
