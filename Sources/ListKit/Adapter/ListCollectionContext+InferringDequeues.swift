import Foundation

// IGListSwiftKit's dequeues that take the view's type from how the result is
// used. Where IGListSwiftKit traps (no view, or a view of another type),
// these return nil; the adapter reports a view it could not make with a
// diagnostic.
extension ListCollectionContext {
    /// A cell of the type the result is used as (IGListSwiftKit's
    /// type-inferring dequeue), under the class's name; nil, with the
    /// adapter's diagnostic, where IGListSwiftKit traps.
    ///
    /// - Parameters:
    ///   - sectionController: The controller asking, from its `cellForItem(at:)`.
    ///   - index: The item's index in the controller's section.
    /// - Complexity: that of ``dequeueReusableCell(of:withReuseIdentifier:for:at:)``.
    ///
    /// ```swift
    /// let cell: TitleCell? = collectionContext?.dequeueReusableCell(for: self, at: index)
    /// ```
    public func dequeueReusableCell<Cell: ListReusableView>(for sectionController: SectionController, at index: Int) -> Cell? {
        dequeueReusableCell(of: Cell.self, withReuseIdentifier: nil, for: sectionController, at: index)
    }

    /// A cell of the type the result is used as, under `reuseIdentifier`
    /// beside the class's name (IGListSwiftKit's form); nil where it traps.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: Prefixed to the class's name to make the reuse identifier.
    ///   - sectionController: The controller asking, from its `cellForItem(at:)`.
    ///   - index: The item's index in the controller's section.
    /// - Complexity: that of ``dequeueReusableCell(of:withReuseIdentifier:for:at:)``.
    public func dequeueReusableCell<Cell: ListReusableView>(
        withReuseIdentifier reuseIdentifier: String, for sectionController: SectionController, at index: Int
    ) -> Cell? {
        dequeueReusableCell(of: Cell.self, withReuseIdentifier: reuseIdentifier, for: sectionController, at: index)
    }

    /// A cell from the nib `nibName`, as the type the result is used as
    /// (UIKit only); nil when the nib's cell is of another type.
    ///
    /// - Parameters:
    ///   - nibName: The nib's name, also its reuse identifier.
    ///   - bundle: The nib's bundle; nil for the main bundle.
    ///   - sectionController: The controller asking, from its `cellForItem(at:)`.
    ///   - index: The item's index in the controller's section.
    /// - Complexity: that of ``dequeueReusableCell(withNibName:bundle:for:at:)``.
    public func dequeueReusableCell<Cell: ListReusableView>(
        withNibName nibName: String, bundle: Bundle?, for sectionController: SectionController, at index: Int
    ) -> Cell? {
        let cell: (any ListReusableView)? = dequeueReusableCell(
            withNibName: nibName, bundle: bundle, for: sectionController, at: index)
        return cell as? Cell
    }

    /// A cell from the storyboard prototype `identifier`, as the type the
    /// result is used as (UIKit only); nil when the prototype's cell is of
    /// another type.
    ///
    /// - Parameters:
    ///   - identifier: The prototype's reuse identifier in the storyboard.
    ///   - sectionController: The controller asking, from its `cellForItem(at:)`.
    ///   - index: The item's index in the controller's section.
    /// - Complexity: that of ``dequeueReusableCellFromStoryboard(withIdentifier:for:at:)``.
    public func dequeueReusableCellFromStoryboard<Cell: ListReusableView>(
        withIdentifier identifier: String, for sectionController: SectionController, at index: Int
    ) -> Cell? {
        let cell: (any ListReusableView)? = dequeueReusableCellFromStoryboard(
            withIdentifier: identifier, for: sectionController, at: index)
        return cell as? Cell
    }

    /// A supplementary view of `kind`, of the type the result is used as,
    /// registered under the class's name (IGListSwiftKit's labels).
    ///
    /// - Parameters:
    ///   - kind: The element kind, such as `ListElementKind.sectionHeader`.
    ///   - sectionController: The controller asking, from its supplementary source.
    ///   - index: The view's index in the controller's section.
    /// - Complexity: that of ``dequeueReusableSupplementaryView(ofKind:for:class:at:)``.
    ///
    /// ```swift
    /// let header: HeaderView? = collectionContext?.dequeueReusableSupplementaryView(
    ///     ofKind: ListElementKind.sectionHeader, forSectionController: self, atIndex: index)
    /// ```
    public func dequeueReusableSupplementaryView<View: ListReusableView>(
        ofKind kind: String, forSectionController sectionController: SectionController, atIndex index: Int
    ) -> View? {
        dequeueReusableSupplementaryView(ofKind: kind, for: sectionController, class: View.self, at: index)
    }

    /// A supplementary view of `kind` from the storyboard prototype
    /// `identifier`, as the type the result is used as (UIKit only); nil
    /// when the prototype's view is of another type.
    ///
    /// - Parameters:
    ///   - kind: The element kind.
    ///   - identifier: The prototype's reuse identifier in the storyboard.
    ///   - sectionController: The controller asking, from its supplementary source.
    ///   - index: The view's index in the controller's section.
    /// - Complexity: that of ``dequeueReusableSupplementaryView(fromStoryboardOfKind:withIdentifier:for:at:)``.
    public func dequeueReusableSupplementaryViewFromStoryboard<View: ListReusableView>(
        ofKind kind: String, withIdentifier identifier: String, forSectionController sectionController: SectionController,
        atIndex index: Int
    ) -> View? {
        dequeueReusableSupplementaryView(
            fromStoryboardOfKind: kind, withIdentifier: identifier, for: sectionController, at: index) as? View
    }

    /// A supplementary view of `kind` from the nib `nibName`, as the type
    /// the result is used as (UIKit only); nil when the nib's view is of
    /// another type.
    ///
    /// - Parameters:
    ///   - kind: The element kind.
    ///   - sectionController: The controller asking, from its supplementary source.
    ///   - nibName: The nib's name, also its reuse identifier.
    ///   - bundle: The nib's bundle; nil for the main bundle.
    ///   - index: The view's index in the controller's section.
    /// - Complexity: that of ``dequeueReusableSupplementaryView(ofKind:for:nibName:bundle:at:)``.
    public func dequeueReusableSupplementaryView<View: ListReusableView>(
        ofKind kind: String, forSectionController sectionController: SectionController, nibName: String,
        bundle: Bundle?, atIndex index: Int
    ) -> View? {
        dequeueReusableSupplementaryView(
            ofKind: kind, for: sectionController, nibName: nibName, bundle: bundle, at: index) as? View
    }
}
