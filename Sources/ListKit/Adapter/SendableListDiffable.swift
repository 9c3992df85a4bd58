/// A ``ListDiffable`` that may be diffed off the main actor: a `Sendable`
/// type whose identifier and contents are safe to read from any thread
/// (immutable value types usually are). The updater's background diffing
/// (``ListAdapterUpdater/Configuration/backgroundDiffingThreshold``) only
/// takes lists whose objects all conform; others are diffed on the main
/// actor. (A conformance isolated to the main actor cannot satisfy
/// `Sendable`, so an object whose `diffIdentifier` must run there is never
/// read off it.)
///
/// ```swift
/// struct Post: SendableListDiffable, Equatable {
///     let id: Int
///     var title: String
///     var diffIdentifier: AnyHashable { id }
/// }
/// ```
public protocol SendableListDiffable: ListDiffable, Sendable {}
