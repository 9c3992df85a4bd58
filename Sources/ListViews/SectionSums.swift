import Foundation

/// A value per section and the sums of those before each, as a Fenwick
/// tree: a value changes, a sum is read, and the section where a running
/// sum reaches a bound is found, in O(log sections). `ListKitTesting`'s
/// layout keeps its sections' heights in one (a section's top is the sum of
/// the heights before it), the working range its visible index paths per
/// section (the lowest and highest visible sections are where the count
/// reaches 1 and the total).
///
/// Two ways to change a value, for two kinds of sums:
/// - ``set(_:at:)`` adds each node up again from its section's value and
///   its child nodes, in one fixed order, as the tree is built whole: a sum
///   depends only on the values, never on the changes that led to them, so
///   floating-point sums do not drift. (For heights that are not sums of
///   powers of two, a top may differ in its last bits from adding the
///   heights one after the other.) O(log² sections).
/// - ``add(_:at:)`` adds the difference along the nodes: exact for integers,
///   O(log sections), and it grows the tree to the section named.
///
/// Inlinable, so that the views of other modules (`ListKitTesting`'s layout)
/// use it specialized for their value type: called generically, it cost
/// that view's scrolling 3% of its instructions.
@usableFromInline
package struct SectionSums<Value: AdditiveArithmetic & Comparable> {
    @usableFromInline var values: [Value] = []
    /// 1-based: `tree[i]` sums the values of sections `i - (i & -i)..<i`.
    @usableFromInline var tree: [Value] = [.zero]

    /// Sums for `values`. O(sections).
    @inlinable
    package init(_ values: [Value] = []) {
        self.values = values
        build()
    }

    /// The sum of every value. O(log sections).
    @inlinable
    package var total: Value { sum(below: values.count) }

    /// The sum of the values of the sections below `end` (clamped to
    /// 0...sections). O(log sections).
    @inlinable
    package func sum(below end: Int) -> Value {
        var sum = Value.zero, i = Swift.min(Swift.max(end, 0), values.count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// Sets the value of `section` (in 0..<sections), adding the nodes over it
    /// up again. O(log² sections).
    @inlinable
    package mutating func set(_ value: Value, at section: Int) {
        values[section] = value
        var i = section + 1
        while i < tree.count {
            // The section's value, then its children (`i - 1`, `i - 2`,
            // `i - 4`, … within its span) in increasing order, as `build`.
            var sum = values[i - 1], step = (i & -i) / 2
            while step > 0 {
                sum += tree[i - step]
                step /= 2
            }
            tree[i] = sum
            i += i & -i
        }
    }

    /// Adds `delta` to the value of `section` (0 or more), growing the tree
    /// (doubling) to hold it. O(log sections), amortized over the growth.
    @inlinable
    package mutating func add(_ delta: Value, at section: Int) {
        if section >= values.count {
            values += [Value](repeating: .zero, count: Swift.max(section + 1, 2 * values.count) - values.count)
            build()
        }
        values[section] += delta
        var i = section + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The first section where the running sum, section by section,
    /// reaches `bound` (more than zero, at most ``total``), for values that
    /// are not negative. O(log sections).
    @inlinable
    package func section(reaching bound: Value) -> Int {
        var position = 0, rest = bound, step = 1
        while step * 2 <= values.count { step *= 2 }
        while step > 0 {
            if position + step <= values.count && tree[position + step] < rest {
                position += step
                rest -= tree[position]
            }
            step /= 2
        }
        return position
    }

    /// The tree of `values`, each node's children added in increasing
    /// order. O(sections).
    @inlinable
    mutating func build() {
        tree = [.zero] + values
        for i in tree.indices.dropFirst() {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }
}
