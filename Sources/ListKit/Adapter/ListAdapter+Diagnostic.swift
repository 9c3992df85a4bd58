extension ListAdapter {
    /// Something the adapter corrected in what it was given. The default
    /// handler prints these in debug builds.
    ///
    /// ```swift
    /// adapter.diagnosticHandler = { issue in logger.warning("\(issue)") }
    /// ```
    public enum Diagnostic: Sendable, Hashable, CustomStringConvertible {
        /// The data source listed an object with the type and identifier
        /// (as text) of an earlier one; the first (`kept`, an index into the
        /// data source's list) is shown, `dropped` is not.
        case duplicateIdentifier(String, type: String, kept: Int, dropped: Int)
        /// The data source gave no section controller for an object, or one it
        /// had already given for another object; the object is not shown.
        case noSectionController(String, type: String)
        /// A section controller (its type) returned, for the item at
        /// `index` of `section`, a cell or supplementary view (`kind`) it
        /// had not dequeued for that item, or none where one was needed;
        /// an empty one is shown.
        case viewNotDequeued(controller: String, section: Int, index: Int, kind: String?)
        /// A section controller gave a negative or non-finite size for an
        /// item (or a supplementary view of `kind`); zero is used.
        case invalidSize(controller: String, section: Int, index: Int, kind: String?)
        /// A section controller named an item index outside its items.
        case indexOutOfRange(controller: String, section: Int, index: Int, count: Int)
        /// A section controller asked for a view this list view cannot make
        /// (a class of the other platform's views, a nib or storyboard
        /// without UIKit); `view` names it.
        case unsupportedView(controller: String, view: String)

        /// The diagnostic in one line, starting with "ListAdapter:", as the
        /// default handler prints it.
        public var description: String {
            switch self {
            case let .duplicateIdentifier(identifier, type, kept, dropped):
                return "ListAdapter: dropped the \(type) at index \(dropped) (identifier \(identifier)): "
                    + "the one at index \(kept) has the same type and identifier, and the first one wins"
            case let .noSectionController(identifier, type):
                return "ListAdapter: skipped the \(type) with identifier \(identifier): "
                    + "the data source gave no section controller of its own for it"
            case let .viewNotDequeued(controller, section, index, kind):
                return "ListAdapter: \(controller) gave no \(kind.map { "\($0) view" } ?? "cell") dequeued for "
                    + "index \(index) of section \(section); an empty one is shown"
            case let .invalidSize(controller, section, index, kind):
                return "ListAdapter: \(controller) gave a negative or non-finite size for the "
                    + "\(kind.map { "\($0) view" } ?? "item") at index \(index) of section \(section); zero is used"
            case let .indexOutOfRange(controller, section, index, count):
                return "ListAdapter: \(controller) named index \(index) of section \(section), which has \(count) items"
            case let .unsupportedView(controller, view):
                return "ListAdapter: \(controller) asked for \(view), which this list view cannot make"
            }
        }
    }

    /// Prints in debug builds; silent otherwise.
    static func printInDebugBuilds(_ diagnostic: Diagnostic) {
        #if DEBUG
        print(diagnostic)
        #endif
    }
}
