#if !(canImport(UIKit) && !os(watchOS))
/// Without UIKit, views need nothing beyond what `ListView` and
/// `HeadlessListView` give.
extension ListAdapter {
    func attachPlatformView() {}
    func detachPlatformView(_ view: any ListView) {}
}
#endif
