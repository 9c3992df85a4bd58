#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The view controller an adapter's section controllers present from:
/// `UIViewController` on Apple platforms, any object elsewhere.
public typealias ListViewController = UIViewController
#else
/// The view controller an adapter's section controllers present from:
/// `UIViewController` on Apple platforms, any object elsewhere.
public typealias ListViewController = AnyObject
#endif
