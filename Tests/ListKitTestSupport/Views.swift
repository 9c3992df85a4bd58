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

/// A cell that shows a label; counts how often it was configured.
package final class LabelCell: HeadlessCell {
    package var text = ""
    package var configured = 0
    package override func prepareForReuse() { text = "" }
}
