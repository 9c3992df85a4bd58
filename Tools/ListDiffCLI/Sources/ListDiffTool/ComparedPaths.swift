/// The key paths of `--compare`, as given and as compared. A path given
/// twice is kept once, and a path under another (`address.zip` under
/// `address`) is not compared on its own: it compares nothing the outer path
/// does not, and each of its differences was listed once for each path that
/// reaches it (`--compare address,address.zip,address` listed the change of
/// the zip three times, and every repeat of a path cost another reading of
/// every updated element).
struct ComparedPaths {
    /// The paths in the order given, each once; each must be in some
    /// element of one list or the other.
    let distinct: [KeyPath]
    /// The paths compared, in the order given: `distinct` without the
    /// paths under another one.
    let compared: [KeyPath]

    init(_ paths: [KeyPath]) {
        // Sorted by their components, a path comes right before the paths
        // under it (and its repeats, first given first).
        let order = paths.indices.sorted { i, j in
            let order = Self.compare(paths[i].components, paths[j].components)
            return order != 0 ? order < 0 : i < j
        }
        var repeated = Array(repeating: false, count: paths.count)
        var covered = Array(repeating: false, count: paths.count)
        var outer: [[UInt8]]?
        var previous: [[UInt8]]?
        for index in order {
            let components = paths[index].components
            if let previous, components == previous { repeated[index] = true }
            if let outer, components.starts(with: outer) {
                covered[index] = true
            } else {
                outer = components
            }
            previous = components
        }
        distinct = paths.indices.filter { !repeated[$0] }.map { paths[$0] }
        compared = paths.indices.filter { !covered[$0] }.map { paths[$0] }
    }

    /// Component by component, each in byte order, a path before the paths
    /// it is the start of: <0, 0 or >0.
    private static func compare(_ a: [[UInt8]], _ b: [[UInt8]]) -> Int {
        for (x, y) in zip(a, b) where x != y {
            return x.lexicographicallyPrecedes(y) ? -1 : 1
        }
        return a.count - b.count
    }
}
