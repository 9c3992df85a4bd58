import Foundation

/// Cells, supplementary views and sizes, as the list view asks for them:
/// from the section controllers, checked, whatever the view.
extension ListAdapter {
    /// The cell for the item at `indexPath`, from its controller; an empty
    /// one (and a diagnostic) when the controller gave none dequeued for it.
    package func cell(forItemAt indexPath: IndexPath) -> (any ListReusableView)? {
        vend(kind: nil, at: indexPath) { controller in controller.cellForItem(at: indexPath[1]) }
    }

    /// The supplementary view of `kind` for the section of `indexPath`.
    package func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> (any ListReusableView)? {
        vend(kind: kind, at: indexPath) { controller in
            guard let source = controller.supplementaryViewSource, source.supportedElementKinds.contains(kind) else { return nil }
            return source.viewForSupplementaryElement(ofKind: kind, at: indexPath[1])
        }
    }

    private func vend(
        kind: String?, at indexPath: IndexPath, _ make: (SectionController) -> (any ListReusableView)?
    ) -> (any ListReusableView)? {
        guard let controller = controller(ofViewOfKind: kind, at: indexPath) else {
            return cellHost?.placeholder(kind: kind, for: indexPath)
        }
        let outer = vending
        vending = (indexPath, [])
        defer { vending = outer }
        let view = make(controller)
        if let view, vending?.dequeued.contains(ObjectIdentifier(view)) == true { return view }
        // IGListKit asserts; an empty view keeps the list view consistent. A
        // controller without cells (nil, the default) is not an error.
        if view != nil || kind != nil { diagnosticHandler(.viewNotDequeued(
            controller: "\(type(of: controller))", section: indexPath[0], index: indexPath[1], kind: kind)) }
        return cellHost?.placeholder(kind: kind, for: indexPath)
    }

    /// The controller of the item at `indexPath`, when it has that item
    /// (an index path of a section and an item in range): a controller is
    /// never asked about an item it does not have.
    package func controllerOfItem(at indexPath: IndexPath) -> SectionController? {
        guard indexPath.count == 2, let controller = sectionController(forSection: indexPath[0]),
              indexPath[1] >= 0, indexPath[1] < controller.numberOfItems
        else { return nil }
        return controller
    }

    /// The controller of the view at `indexPath`: of its item for a cell
    /// (`kind` nil; see ``controllerOfItem(at:)``), of its section for a
    /// supplementary view of `kind`.
    func controller(ofViewOfKind kind: String?, at indexPath: IndexPath) -> SectionController? {
        if kind == nil { return controllerOfItem(at: indexPath) }
        return indexPath.count == 2 ? sectionController(forSection: indexPath[0]) : nil
    }

    /// The size of the item at `indexPath`, from its controller (zero, with
    /// a diagnostic, when negative or not finite).
    package func size(forItemAt indexPath: IndexPath) -> CGSize {
        guard let controller = controllerOfItem(at: indexPath) else { return .zero }
        return checked(controller.sizeForItem(at: indexPath[1]), controller, indexPath, kind: nil)
    }

    /// The size of the supplementary view of `kind` for the section of
    /// `indexPath`: zero when its controller does not supply that kind.
    package func size(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> CGSize {
        guard indexPath.count == 2, let controller = sectionController(forSection: indexPath[0]),
              let source = controller.supplementaryViewSource, source.supportedElementKinds.contains(kind)
        else { return .zero }
        return checked(source.sizeForSupplementaryView(ofKind: kind, at: indexPath[1]), controller, indexPath, kind: kind)
    }

    private func checked(_ size: CGSize, _ controller: SectionController, _ indexPath: IndexPath, kind: String?) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            diagnosticHandler(.invalidSize(
                controller: "\(type(of: controller))", section: indexPath[0], index: indexPath[1], kind: kind))
            return .zero
        }
        return size
    }

    /// Dequeues a view for a controller's item (or supplementary view),
    /// registering its source on first use (IGListKit's identifier: kind,
    /// reuse identifier and class name together).
    func dequeue(
        _ source: ViewSource, name: String, kind: String?, for controller: SectionController, at index: Int
    ) -> (any ListReusableView)? {
        guard let host = cellHost, let section = section(for: controller) else { return nil }
        let count = kind == nil ? controller.numberOfItems : max(1, controller.numberOfItems)
        guard index >= 0 && index < count else {
            diagnosticHandler(.indexOutOfRange(
                controller: "\(type(of: controller))", section: section, index: index, count: controller.numberOfItems))
            return nil
        }
        // A storyboard names its prototypes itself; the others are named
        // here, by kind too, so that a cell and a header of one class differ.
        var identifier = name
        if case .storyboard = source {} else { identifier = (kind ?? "") + name }
        if !registeredViews.contains(identifier) {
            guard host.registerView(source, kind: kind, identifier: identifier) else {
                diagnosticHandler(.unsupportedView(controller: "\(type(of: controller))", view: name))
                return nil
            }
            registeredViews.insert(identifier)
        }
        let view = host.dequeueView(kind: kind, identifier: identifier, for: makeIndexPath(section, index))
        if let view { vending?.dequeued.append(ObjectIdentifier(view)) }
        return view
    }
}
