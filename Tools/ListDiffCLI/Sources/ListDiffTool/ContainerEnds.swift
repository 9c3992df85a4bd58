/// Where each object and array inside a JSON value ends, found in one pass
/// over the value, so that reading its members and elements level by level
/// never skips over the same nested container twice.
///
/// Without it, each level finds where its members end by reading them
/// through, and a comparison walking down reads a value once per level
/// above it: a value 500 levels deep around a long string (or a long list)
/// was read 500 times (a 10 MB input took 16 s). A ``JSONSlice`` that
/// carries the ends of the value it is part of looks them up instead, and
/// hands them to the slices it gives out.
///
/// The ends take 16 bytes per object or array in the value.
final class ContainerEnds {
    /// The first byte (`{` or `[`) of each container, in increasing order.
    private var starts: [UnsafePointer<UInt8>] = []
    /// Just after the last byte (`}` or `]`) of each container, in the same order.
    private var ends: [UnsafePointer<UInt8>] = []

    /// The ends of the containers in `value`, which is checked JSON.
    init(_ value: UnsafeBufferPointer<UInt8>) {
        guard let base = value.baseAddress else { return }
        var open: [Int] = []  // indexes into starts of the containers not yet closed
        var position = 0
        while position < value.count {
            switch value[position] {
            case UInt8(ascii: "\""):
                position = JSONSlice.stringEnd(in: value, from: position)
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                open.append(starts.count)
                starts.append(base + position)
                ends.append(base + position)  // set when it closes
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                ends[open.removeLast()] = base + position + 1
            default:
                break
            }
            position += 1
        }
    }

    /// Just after the end of the container that starts at `start`, or nil
    /// when no container of the value starts there.
    func end(ofContainerAt start: UnsafePointer<UInt8>) -> UnsafePointer<UInt8>? {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < starts.count && starts[low] == start ? ends[low] : nil
    }
}
