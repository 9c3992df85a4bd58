/// One difference between two JSON values: where (the member names from the
/// compared value down, as written between their quotes), and the old and
/// new values there (nil: absent).
struct JSONDifference {
    let path: [UnsafeBufferPointer<UInt8>]
    let old: JSONSlice?
    let new: JSONSlice?
}
