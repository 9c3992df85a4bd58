/// One line of a `--lines` input, held as the place where its text first
/// occurs in the two inputs (see ``Lines``): equal lines are equal places,
/// on either side, so a line is its own identity and content in 8 bytes,
/// and the library pairs lines by exact integer keys, without hashing or
/// comparing their text.
struct Line: Hashable {
    let place: Int
}
