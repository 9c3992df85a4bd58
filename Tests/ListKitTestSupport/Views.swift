import ListKitTesting

/// A cell that shows a number.
package final class NumberCell: HeadlessCell {
    package var number: Int?
    package override func prepareForReuse() { number = nil }
}

/// A header that shows a title.
package final class TitleHeader: HeadlessReusableView {
    package var title = ""
}
