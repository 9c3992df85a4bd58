/// A struct with a stored `id` that is not `Identifiable` here: a test
/// module may make it `Identifiable` retroactively, with a computed `id` of
/// its own that shadows the stored one there (legal in another module), to
/// check that the typed path reads that witness and never the field.
public struct ForeignRecord: Equatable {
    public var id: Int
    public var key: Int
    public var version: Int

    public init(id: Int, key: Int, version: Int) {
        self.id = id
        self.key = key
        self.version = version
    }
}
