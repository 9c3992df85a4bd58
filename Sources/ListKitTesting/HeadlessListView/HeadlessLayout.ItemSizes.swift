import Foundation

extension HeadlessLayout {
    /// The sizes of a section's items, as the view measured them: one size
    /// for them all while they are alike (the common case, O(1) space, so
    /// that a batch carries a section's sizes without a pass over them), one
    /// per item once they differ. "Alike" is to the bit: 0 and -0 differ.
    ///
    /// An item whose size is not asked yet (it arrived, or its layout was
    /// invalidated) is listed in the unmeasured items until it is measured;
    /// what is stored for it meanwhile means nothing. The layout reads a
    /// section's sizes only once it has none unmeasured. The list is by
    /// position: `remove(at:)`, `insert(_:at:)` and reading another's run in
    /// `append(_:of:)` expect no item listed (every path that lists items
    /// lays the section out in the same update, and the view postpones what
    /// a delegate asks for while it measures).
    struct ItemSizes {
        /// How many items there are.
        private(set) var count = 0
        /// Every item's size while `each` is nil; nil while no item is measured.
        private var alike: CGSize?
        /// Each item's size, once they differ.
        private var each: [CGSize]?
        /// The items to measure, in the order they were listed (an item may
        /// be listed twice).
        private var unmeasured: [Int] = []

        /// No items.
        init() {}

        /// `count` items, none measured.
        ///
        /// Complexity: O(count), for the list of items to measure.
        init(unmeasured count: Int) {
            self.count = count
            unmeasured = Array(0..<count)
        }

        /// The size of `item` (meaningless while it is unmeasured).
        ///
        /// Complexity: O(1).
        subscript(item: Int) -> CGSize { each?[item] ?? alike ?? .zero }

        /// The size every item has, or nil when they differ (or there are none).
        var alikeSize: CGSize? { each == nil && count > 0 ? alike : nil }

        /// Appends the sizes of `other`'s items in `range`.
        ///
        /// Complexity: O(1) while both are alike with the same size, else
        /// O(`range.count`) (and O(count) once, when the sizes first differ).
        mutating func append(_ range: Range<Int>, of other: ItemSizes) {
            if let otherEach = other.each {
                materialize()
                each!.append(contentsOf: otherEach[range])
                count += range.count
            } else {
                append(other.alike ?? .zero, times: range.count)
            }
        }

        /// Appends an item not measured yet.
        ///
        /// Complexity: amortized O(1).
        mutating func appendUnmeasured() {
            unmeasured.append(count)
            count += 1
            each?.append(.zero)
        }

        /// Lists `item` to be measured again.
        ///
        /// Complexity: amortized O(1).
        mutating func forget(_ item: Int) { unmeasured.append(item) }

        /// The items to measure, each once and in order, leaving none listed.
        ///
        /// Complexity: O(k log k) for k listed items, O(k) when they were
        /// listed in order.
        mutating func takeUnmeasured() -> [Int] {
            var items = unmeasured
            unmeasured = []
            if zip(items, items.dropFirst()).contains(where: { $0 >= $1 }) {
                items = Array(Set(items)).sorted()
            }
            return items
        }

        /// Sets the size of `item`.
        ///
        /// Complexity: O(1), or O(count) once, when the sizes first differ.
        mutating func set(_ size: CGSize, at item: Int) {
            if each == nil {
                if Self.isAlike(alike, size) {
                    alike = size
                    return
                }
                materialize()
            }
            each![item] = size
        }

        /// Removes `item` (a measured one), returning its size.
        ///
        /// Complexity: O(1) while alike, else O(count).
        mutating func remove(at item: Int) -> CGSize {
            let size = self[item]
            count -= 1
            each?.remove(at: item)
            return size
        }

        /// Inserts an item of `size` at `item`.
        ///
        /// Complexity: O(1) while alike with it, else O(count).
        mutating func insert(_ size: CGSize, at item: Int) {
            if each == nil && Self.isAlike(alike, size) {
                alike = size
            } else {
                materialize()
                each!.insert(size, at: item)
            }
            count += 1
        }

        /// Appends `n` items of `size`.
        private mutating func append(_ size: CGSize, times n: Int) {
            guard n > 0 else { return }
            if each == nil && Self.isAlike(alike, size) {
                alike = size
            } else {
                materialize()
                each!.append(contentsOf: repeatElement(size, count: n))
            }
            count += n
        }

        /// One size per item from now on.
        private mutating func materialize() {
            if each == nil { each = Array(repeating: alike ?? .zero, count: count) }
        }

        /// Whether `size` can join items all of `alike` (nil: none measured).
        private static func isAlike(_ alike: CGSize?, _ size: CGSize) -> Bool {
            guard let alike else { return true }
            return sameBits(alike, size)
        }

        /// Whether `a` and `b` are the same sizes to the bit (0 and -0 differ).
        static func sameBits(_ a: CGSize, _ b: CGSize) -> Bool {
            a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
        }
    }
}
