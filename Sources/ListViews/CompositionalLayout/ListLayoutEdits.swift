/// How many times a property of a compositional layout's item, group,
/// boundary item or section has been set in this process. They are classes
/// changed in place: a view that keeps a section's layout while its
/// provider gives the same section object keeps it only while none has
/// been set since (a set on any of them counts, so the check is O(1)).
@MainActor
package enum ListLayoutEdits {
    package static var count = 0
}
