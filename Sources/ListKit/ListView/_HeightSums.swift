import Foundation

/// The heights of a list's sections and the sums of those before each (a
/// section's top), as a Fenwick tree: one height changes, and one top is
/// read, in O(log sections), so a change to one section does not add up
/// every section again.
///
/// The sums are deterministic: each node is added up from the section's
/// height and its child nodes in one fixed order, whether the tree is built
/// whole or a height changes, so a top depends only on the heights (never
/// on the changes that led to them), and no rounding drifts. (For heights
/// that are not sums of powers of two, a top may differ in its last bits
/// from adding the heights one after the other.)
struct _HeightSums {
    private var heights: [CGFloat] = []
    /// 1-based: `tree[i]` sums the heights of sections `i - (i & -i)..<i`.
    private var tree: [CGFloat] = [0]

    /// Sums for `heights`. O(sections).
    init(_ heights: [CGFloat] = []) {
        self.heights = heights
        tree = [0] + heights
        // Each node's children in increasing order, as `refresh` adds them.
        for i in tree.indices.dropFirst() {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }

    /// The number of sections.
    var count: Int { heights.count }

    /// The sum of every height. O(log sections).
    var total: CGFloat { top(of: heights.count) }

    /// The sum of the heights of the sections before `section`
    /// (0...count). O(log sections).
    func top(of section: Int) -> CGFloat {
        var sum: CGFloat = 0, i = section
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// Sets the height of `section`. O(log² sections).
    mutating func setHeight(_ height: CGFloat, of section: Int) {
        heights[section] = height
        var i = section + 1
        while i < tree.count {
            refresh(i)
            i += i & -i
        }
    }

    /// Adds node `i` up again from its section's height and its children
    /// (`i - 1`, `i - 2`, `i - 4`, … within its span), in increasing order.
    private mutating func refresh(_ i: Int) {
        var sum = heights[i - 1], step = (i & -i) / 2
        while step > 0 {
            sum += tree[i - step]
            step /= 2
        }
        tree[i] = sum
    }
}
