/// Which object and section controller stand at which section, both ways
/// (IGListKit's `IGListSectionMap`). A value: copying it gives an
/// independent map, which the adapter uses to keep the previous one during
/// an update.
@MainActor
struct SectionMap {
    /// Objects are looked up by type and identifier.
    ///
    /// The identifier's hash is taken once, and keys are equal only when
    /// their hashes are too: an identifier whose hash disagrees with its
    /// `==` (or changes between calls) makes keys that never match, where
    /// hashing it anew would trap the dictionaries keyed by it ("duplicate
    /// keys").
    struct ObjectKey: Hashable {
        let type: ObjectIdentifier
        let identifier: AnyHashable
        private let identifierHash: Int

        init(_ object: any ListDiffable) {
            type = ObjectIdentifier(Swift.type(of: object))
            identifier = object.diffIdentifier
            identifierHash = identifier.hashValue
        }

        static func == (lhs: ObjectKey, rhs: ObjectKey) -> Bool {
            lhs.type == rhs.type && lhs.identifierHash == rhs.identifierHash && lhs.identifier == rhs.identifier
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(type)
            hasher.combine(identifierHash)
        }
    }

    /// Why ``updateObject(_:)`` refused.
    enum Error: Swift.Error, Equatable {
        case objectNotInMap(String)
    }

    /// The objects, in section order. ``reset()`` keeps them while every
    /// lookup forgets them, as IGListKit's does.
    private(set) var objects: [any ListDiffable] = []
    /// The controller of each section (empty after ``reset()``): asked
    /// for every cell, so by index, not by hashing the object's key.
    private(set) var controllers: [SectionController] = []
    /// Changes whenever `controllers` may have (on ``update(objects:controllers:)``
    /// and ``reset()``): what was read from them holds while it does not.
    private(set) var version = 0
    private var controllerOfObject: [ObjectKey: SectionController] = [:]
    private var sectionOfController: [ObjectIdentifier: Int] = [:]

    /// Maps `objects[i]` to `controllers[i]` at section `i`, and tells each
    /// controller its section and whether it is first or last.
    ///
    /// - Precondition: the arrays have the same count.
    mutating func update(objects: [any ListDiffable], controllers: [SectionController]) {
        precondition(objects.count == controllers.count, "SectionMap: \(objects.count) objects for \(controllers.count) controllers")
        reset()
        self.objects = objects
        self.controllers = controllers
        for (section, (object, controller)) in zip(objects, controllers).enumerated() {
            controllerOfObject[ObjectKey(object)] = controller
            sectionOfController[ObjectIdentifier(controller)] = section
            controller.section = section
            controller.isFirstSection = section == 0
            controller.isLastSection = section == objects.count - 1
        }
    }

    /// Forgets every mapping and tells the controllers they show nothing.
    mutating func reset() {
        version += 1
        for controller in controllerOfObject.values {
            controller.section = nil
            controller.isFirstSection = false
            controller.isLastSection = false
        }
        controllerOfObject = [:]
        sectionOfController = [:]
        controllers = []
    }

    /// Replaces the object at its section with `object` (same type and
    /// identifier), keeping its controller.
    mutating func updateObject(_ object: any ListDiffable) throws {
        guard let controller = controllerOfObject[ObjectKey(object)],
              let section = sectionOfController[ObjectIdentifier(controller)]
        else { throw Error.objectNotInMap(String(describing: object.diffIdentifier)) }
        objects[section] = object
    }

    func object(forSection section: Int) -> (any ListDiffable)? {
        guard section >= 0 && section < objects.count else { return nil }
        return objects[section]
    }

    func sectionController(forSection section: Int) -> SectionController? {
        section >= 0 && section < controllers.count ? controllers[section] : nil
    }

    func sectionController(for object: any ListDiffable) -> SectionController? {
        controllerOfObject[ObjectKey(object)]
    }

    func section(for controller: SectionController) -> Int? {
        sectionOfController[ObjectIdentifier(controller)]
    }

    func section(for object: (any ListDiffable)?) -> Int? {
        object.flatMap { sectionController(for: $0) }.flatMap { section(for: $0) }
    }

    /// Calls `body` for every section that has a controller, in order, until
    /// it sets `stop`.
    func forEach(_ body: (_ object: any ListDiffable, _ controller: SectionController, _ section: Int, _ stop: inout Bool) -> Void) {
        var stop = false
        for (section, controller) in controllers.enumerated() {
            body(objects[section], controller, section, &stop)
            if stop { return }
        }
    }
}

/// The first object of each type and identifier, in order; `onDuplicate`
/// hears each one dropped, with the index of the one kept.
func firstOfEachKey(
    _ objects: [any ListDiffable], onDuplicate: ((_ object: any ListDiffable, _ kept: Int, _ dropped: Int) -> Void)? = nil
) -> [any ListDiffable] {
    var firstIndex: [SectionMap.ObjectKey: Int] = [:]
    var unique: [any ListDiffable] = []
    unique.reserveCapacity(objects.count)
    for (index, object) in objects.enumerated() {
        let key = SectionMap.ObjectKey(object)
        if let kept = firstIndex[key] {
            onDuplicate?(object, kept, index)
        } else {
            firstIndex[key] = index
            unique.append(object)
        }
    }
    return unique
}
