extension Snapshot {
    /// This snapshot without its reload and reconfigure marks: what a data
    /// source holds once it applied it (the marks say what to rebuild when
    /// it is applied, not what it is).
    ///
    /// Complexity: O(1), and O(marks) to free them.
    package var withoutMarks: Snapshot {
        var snapshot = self
        snapshot.reloadedSections = []
        snapshot.reloadedItems = []
        snapshot.reconfiguredItems = []
        return snapshot
    }

    /// Adds the marks of `older`, a snapshot this one supersedes before it
    /// was applied, for the sections and items this one still holds: a
    /// reload asked for is not lost because a newer snapshot came first.
    ///
    /// Complexity: O(marks of `older`).
    package mutating func keepMarks(of older: Snapshot) {
        for section in older.reloadedSections where itemsBySection[section] != nil { reloadedSections.insert(section) }
        for item in older.reloadedItems where sectionOfItem[item] != nil { reloadedItems.insert(item) }
        for item in older.reconfiguredItems where sectionOfItem[item] != nil && !reloadedItems.contains(item) {
            reconfiguredItems.insert(item)
        }
    }
}
