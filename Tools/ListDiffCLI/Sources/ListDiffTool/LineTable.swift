#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The distinct lines seen so far, by text, while ``Lines`` splits its
/// inputs, old then new: a hash set with linear probing over a power-of-two
/// array of slots, kept at most half full. A slot holds a line's place,
/// whether the line was seen in the new input, and 15 bits of its text's
/// hash, so that a probe rejects most other lines without reading their
/// text. Hashing is Swift's seeded `Hasher`, so that no input can be written
/// to make the probes long.
struct LineTable {
    /// 0 for an empty slot, else `tag | seenInNew | place + 1`.
    private var slots: [UInt64]
    private let mask: Int
    /// Places are offsets into memory this process holds, so they fit in 48 bits.
    private static let placeBits: UInt64 = 1 << 48 - 1
    private static let seenInNew: UInt64 = 1 << 48
    private static let tagBits = ~(placeBits | seenInNew)

    /// A table for up to `lines` distinct lines.
    init(lines: Int) {
        var capacity = 16
        while capacity < 2 * lines { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// The hash that ``firstPlace(of:hash:at:inNew:textAt:)`` takes.
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(text))
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// The place of the first line added whose text is `text` (which has
    /// `hash`), and whether that text was seen before in the same input; if
    /// there is none, `text`'s line is added at `place`, which is returned.
    /// `inNew` says which input the line is in (the old one's lines must
    /// all come first); `textAt` gives the text of the line at a place.
    mutating func firstPlace(
        of text: UnsafeBufferPointer<UInt8>, hash: UInt64, at place: Int, inNew: Bool,
        textAt: (Int) -> UnsafeBufferPointer<UInt8>
    ) -> (place: Int, repeated: Bool) {
        let tag = hash & Self.tagBits
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index] != 0 {
            let slot = slots[index]
            if slot & Self.tagBits == tag {
                let found = Int(slot & Self.placeBits) - 1
                let other = textAt(found)
                if other.count == text.count
                    && (text.isEmpty || memcmp(other.baseAddress!, text.baseAddress!, text.count) == 0) {
                    guard inNew else { return (found, true) }
                    slots[index] = slot | Self.seenInNew
                    return (found, slot & Self.seenInNew != 0)
                }
            }
            index = (index + 1) & mask
        }
        slots[index] = tag | (inNew ? Self.seenInNew : 0) | UInt64(place + 1)
        return (place, false)
    }
}
