/// One difference between two JSON values: where (the steps from the
/// compared value down), and the old and new values there (nil: absent).
struct JSONDifference {
    /// One step down into a value.
    enum Step {
        /// An object member, by its name as written between the quotes.
        case member(UnsafeBufferPointer<UInt8>)
        /// An array element, by its index.
        case index(Int)
    }

    let path: [Step]
    let old: JSONSlice?
    let new: JSONSlice?
}
