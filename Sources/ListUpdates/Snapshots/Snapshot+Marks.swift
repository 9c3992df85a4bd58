extension Snapshot {
    /// The reload and reconfigure marks of a snapshot, apart from it: what
    /// a data source gathers from the applies a newer one supersedes.
    package struct Marks {
        package var reloadedSections: Set<SectionID> = []
        package var reloadedItems: Set<ItemID> = []
        package var reconfiguredItems: Set<ItemID> = []

        /// No marks.
        package init() {}

        /// Whether there are none. O(1).
        package var isEmpty: Bool { reloadedSections.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty }

        /// Adds `snapshot`'s marks. O(its marks).
        package mutating func formUnion(_ snapshot: Snapshot) {
            reloadedSections.formUnion(snapshot.reloadedSections)
            reloadedItems.formUnion(snapshot.reloadedItems)
            reconfiguredItems.formUnion(snapshot.reconfiguredItems)
        }

        /// Adds `other`'s marks, the smaller set into the larger. O(the
        /// smaller's marks).
        package mutating func formUnion(_ other: consuming Marks) {
            func merge<T>(_ a: inout Set<T>, _ b: consuming Set<T>) {
                if b.count > a.count { swap(&a, &b) }
                a.formUnion(b)
            }
            merge(&reloadedSections, other.reloadedSections)
            merge(&reloadedItems, other.reloadedItems)
            merge(&reconfiguredItems, other.reconfiguredItems)
        }
    }

    /// This snapshot without its reload and reconfigure marks: what a data
    /// source holds once it applied it (the marks say what to rebuild when
    /// it is applied, not what it is).
    ///
    /// Complexity: O(1), and O(marks) to free them.
    @inlinable
    package var withoutMarks: Snapshot {
        var snapshot = self
        snapshot.reloadedSections = []
        snapshot.reloadedItems = []
        snapshot.reconfiguredItems = []
        return snapshot
    }

    /// Adds `marks`, gathered from snapshots this one supersedes before it
    /// was applied, for the sections and items this one still holds: a
    /// reload asked for is not lost because a newer snapshot came first (a
    /// reload wins over a reconfigure).
    ///
    /// Complexity: O(marks), and the index when there are item marks.
    package mutating func keepMarks(_ marks: Marks) {
        for section in marks.reloadedSections where sectionPositions[section] != nil { reloadedSections.insert(section) }
        guard !marks.reloadedItems.isEmpty || !marks.reconfiguredItems.isEmpty else { return }
        let index = builtIndex()
        for item in marks.reloadedItems where index.entries[item] != nil { reloadedItems.insert(item) }
        for item in marks.reconfiguredItems where index.entries[item] != nil && !reloadedItems.contains(item) {
            reconfiguredItems.insert(item)
        }
    }
}

extension Snapshot.Marks: Sendable where SectionID: Sendable, ItemID: Sendable {}
