import Foundation

/// A driver whose app hears the view's delegate calls as well, before the
/// driver handles them, as IGListKit's adapter forwards to its
/// `collectionViewDelegate` and `scrollViewDelegate`: the bridge of the
/// view's kind reads the app's delegates here and calls those of its kind.
@MainActor
package protocol ListViewDelegateForwarding: ListViewDriver {
    /// The app's delegate of the view's own kind (a
    /// `UICollectionViewDelegate`, a test view's delegate), or nil.
    var forwardedViewDelegate: AnyObject? { get }
    /// The app's scroll-view delegate (Apple platforms), or nil.
    var forwardedScrollViewDelegate: AnyObject? { get }
}
