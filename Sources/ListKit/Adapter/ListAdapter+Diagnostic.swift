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

        public var description: String {
            switch self {
            case let .duplicateIdentifier(identifier, type, kept, dropped):
                return "ListAdapter: dropped the \(type) at index \(dropped) (identifier \(identifier)): "
                    + "the one at index \(kept) has the same type and identifier, and the first one wins"
            case let .noSectionController(identifier, type):
                return "ListAdapter: skipped the \(type) with identifier \(identifier): "
                    + "the data source gave no section controller of its own for it"
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
