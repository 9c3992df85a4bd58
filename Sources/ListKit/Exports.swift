// `import ListKit` is enough to use the adapter: list views (and the batch
// updates they take), and section controllers that diff with `List`.
@_exported import ListViews
