/// How close an element is to the screen, as Texture's interface states:
/// in the *preload* range a node fetches what it needs (data, images), in
/// the *display* range it renders, and *visible* means on screen. Each
/// range contains the next: a visible element is always in the display and
/// preload ranges too.
///
/// When an element's states change, its node hears one
/// ``ListNode/interfaceStateDidChange(from:to:)`` with both sets: entering
/// goes preload, display, visible; leaving goes visible, display, preload,
/// so the new set always holds the states the node was already in.
///
/// ```swift
/// if newState.contains(.preload) && !oldState.contains(.preload) { startImageDownload() }
/// ```
public struct ListInterfaceState: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The states as bits: preload 1, display 2, visible 4.
    public let rawValue: UInt8

    /// A state from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Within the preload range: fetch what the node will need.
    public static let preload = ListInterfaceState(rawValue: 1 << 0)
    /// Within the display range: render what will be shown.
    public static let display = ListInterfaceState(rawValue: 1 << 1)
    /// On screen.
    public static let visible = ListInterfaceState(rawValue: 1 << 2)

    /// The states, as `[preload, display, visible]`.
    public var description: String {
        let names = [(Self.preload, "preload"), (Self.display, "display"), (Self.visible, "visible")]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
