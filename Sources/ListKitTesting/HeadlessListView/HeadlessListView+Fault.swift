import Foundation

extension HeadlessListView {
    /// Something UIKit would raise on; the view corrected it.
    public enum Fault: Error, Hashable, Sendable, CustomStringConvertible {
        /// The data source returned a cell (or supplementary view) it had
        /// not dequeued for this index path; an empty one was shown.
        case notDequeued(IndexPath, kind: String?)
        /// A dequeue named an identifier nothing was registered for.
        case unregistered(identifier: String, kind: String?)
        /// A dequeue came while the view was not asking for that index path.
        case dequeuedOutsideRequest(IndexPath, kind: String?)
        /// A size was negative or not finite; zero was used.
        case invalidSize(IndexPath, kind: String?)
        /// A section's inset or spacing was negative or not finite; zero
        /// was used for it.
        case invalidLayoutMetric(section: Int)
        /// A dimension, inset or spacing of the compositional layout's
        /// section was negative or not finite; zero was used for it.
        case invalidLayoutDimension(section: Int)
        /// An item or group of the compositional layout's section is longer
        /// than its container along the axis it is placed on, or a group
        /// has no subitems; it was laid out as it is (a group without
        /// subitems as one item).
        case unfittableLayoutItem(section: Int)
        /// A boundary supplementary item of the compositional layout's
        /// section has an alignment the view does not lay out (leading,
        /// trailing or none); it was left out.
        case unsupportedLayout(section: Int)
        /// The compositional layout's section provider gave no section for
        /// a section; it was laid out as a plain list.
        case missingLayoutSection(section: Int)
        /// The delegate retargeted an interactive move to an index path the
        /// item cannot go to; the move was refused.
        case invalidMoveTarget(IndexPath)
        /// The data source or delegate called `call` (a method or property
        /// of the view that changes it) from inside a call the view made
        /// while updating; see the view's documentation for what happened.
        case reentrantCall(String)

        public var description: String {
            func what(_ kind: String?) -> String { kind.map { "supplementary view of kind \($0)" } ?? "cell" }
            switch self {
            case let .notDequeued(path, kind):
                return "HeadlessListView: the \(what(kind)) for \(path) was not dequeued for it"
            case let .unregistered(identifier, kind):
                return "HeadlessListView: no \(what(kind)) is registered for the identifier '\(identifier)'"
            case let .dequeuedOutsideRequest(path, kind):
                return "HeadlessListView: a \(what(kind)) was dequeued for \(path) while the view was not asking for it"
            case let .invalidSize(path, kind):
                return "HeadlessListView: the size of the \(what(kind)) at \(path) is negative or not finite"
            case let .invalidLayoutMetric(section):
                return "HeadlessListView: an inset or spacing of section \(section) is negative or not finite"
            case let .invalidLayoutDimension(section):
                return "HeadlessListView: a dimension, inset or spacing of section \(section)'s layout is negative or not finite"
            case let .unfittableLayoutItem(section):
                return "HeadlessListView: an item or group of section \(section)'s layout does not fit its container"
            case let .unsupportedLayout(section):
                return "HeadlessListView: a boundary item of section \(section)'s layout has an alignment that is not laid out"
            case let .missingLayoutSection(section):
                return "HeadlessListView: the section provider gave no layout for section \(section)"
            case let .invalidMoveTarget(path):
                return "HeadlessListView: an interactive move was retargeted to \(path), where the item cannot go"
            case let .reentrantCall(call):
                return "HeadlessListView: \(call) was called from a data source or delegate call made during an update"
            }
        }
    }
}
