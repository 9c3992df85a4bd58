import Foundation
import ListViews
import XCTest

/// `ListEdgeInsets` is UIKit's `UIEdgeInsets` on Apple platforms. Elsewhere
/// it is a struct that must offer what `UIEdgeInsets` offers, and no more,
/// so that code written against one compiles against the other. That means
/// `init(top:left:bottom:right:)` without defaults, `init()` for no inset,
/// `.zero`, and `Equatable`. `UIEdgeInsets` is not `Hashable`, so this
/// struct must not be either.
final class ListEdgeInsetsTests: XCTestCase {
    func testItOffersWhatUIEdgeInsetsOffers() {
        XCTAssertEqual(ListEdgeInsets(), .zero)
        XCTAssertEqual(ListEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).bottom, 3)
        XCTAssertNotEqual(ListEdgeInsets(top: 1, left: 0, bottom: 0, right: 0), .zero)
    }

    #if !canImport(UIKit)
    func testItIsNotHashableAsUIEdgeInsetsIsNot() {
        XCTAssertFalse(ListEdgeInsets.self is any Hashable.Type, "code that hashes it would not compile on iOS")
    }
    #endif
}
