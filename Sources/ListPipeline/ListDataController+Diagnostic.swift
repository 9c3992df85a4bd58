import Foundation

extension ListDataController {
    /// Something the data controller corrected or could not do.
    public enum Diagnostic: Sendable, Hashable, CustomStringConvertible {
        /// What went wrong with a node.
        public enum Failure: Sendable, Hashable, CustomStringConvertible {
            /// The data source gave no node block.
            case noNodeBlock
            /// The node block threw this error (described).
            case nodeBlockThrew(String)
            /// The node measured a negative or non-finite size.
            case invalidSize

            /// The failure in words.
            public var description: String {
                switch self {
                case .noNodeBlock: return "the data source gave no node block"
                case .nodeBlockThrew(let error): return "the node block threw \(error)"
                case .invalidSize: return "the node measured a negative or non-finite size"
                }
            }
        }

        /// A node of the item at `indexPath` (or of the supplementary view
        /// of `kind` in section `indexPath[0]`), in the data source's index
        /// space when it was made, failed; an empty node or a zero size is
        /// shown instead.
        case nodeFailed(Failure, kind: String?, at: IndexPath)
        /// The view refused a batch (which, and why); it was reloaded
        /// instead.
        case batchRejected(BatchRejection)

        /// The diagnostic in one line, starting with "ListDataController:".
        public var description: String {
            switch self {
            case let .nodeFailed(failure, kind, indexPath):
                let what = kind.map { "the \($0) view of section \(indexPath[0])" }
                    ?? "the item at \(indexPath.map(String.init).joined(separator: "."))"
                return "ListDataController: \(failure) for \(what); an empty node is shown"
            case .batchRejected(let rejection):
                return "ListDataController: the view refused a batch (\(rejection.reason)); it was reloaded"
            }
        }
    }
}
