/// A count per section number (the visible index paths of each, for the
/// working range), as a Fenwick tree: a count changes, and the section
/// holding the k-th counted item is found, in O(log sections).
///
/// Sections are numbers from 0; the tree grows (doubling) to the highest
/// one counted and never shrinks.
struct _SectionCounts {
    /// The count of each section.
    private var counts: [Int] = []
    /// 1-based: `tree[i]` sums the counts of sections `i - (i & -i)..<i`.
    private var tree: [Int] = [0]

    /// Adds `delta` to the count of `section` (0 or more).
    ///
    /// Complexity: O(log sections), amortized over the growth.
    mutating func add(_ delta: Int, at section: Int) {
        if section >= counts.count { grow(to: Swift.max(section + 1, 2 * counts.count)) }
        counts[section] += delta
        var i = section + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the counts of the sections below `end`.
    ///
    /// Complexity: O(log sections).
    func count(below end: Int) -> Int {
        var i = Swift.min(Swift.max(end, 0), counts.count), sum = 0
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The section holding the `k`-th counted item (from 1), counting
    /// section by section; `k` is at most the total count.
    ///
    /// Complexity: O(log sections).
    func section(holding k: Int) -> Int {
        var position = 0, rest = k, step = 1
        while step * 2 <= counts.count { step *= 2 }
        while step > 0 {
            if position + step <= counts.count && tree[position + step] < rest {
                position += step
                rest -= tree[position]
            }
            step /= 2
        }
        return position
    }

    /// Room for `capacity` sections: the tree is built again, in O(capacity).
    private mutating func grow(to capacity: Int) {
        counts += [Int](repeating: 0, count: capacity - counts.count)
        tree = [0] + counts
        for i in 1..<tree.count {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }
}
