/// A binary min-heap: the least element is read in O(1), and an element is
/// added or the least removed in O(log n). The queue of a
/// ``ManualUpdateScheduler``.
struct Heap<Element: Comparable> {
    private var elements: [Element] = []

    /// The number of elements.
    var count: Int { elements.count }

    /// The least element, or nil. O(1).
    var min: Element? { elements.first }

    /// Adds `element`. O(log n).
    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[child] < elements[parent] else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the least element, or nil. O(log n).
    @discardableResult
    mutating func removeMin() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let least = elements.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < elements.count && elements[left] < elements[smallest] { smallest = left }
            if right < elements.count && elements[right] < elements[smallest] { smallest = right }
            guard smallest != parent else { break }
            elements.swapAt(parent, smallest)
            parent = smallest
        }
        return least
    }
}
