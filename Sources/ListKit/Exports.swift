// `import ListKit` is enough to use the adapter: list views take
// `BatchUpdate`s, and section controllers diff with `List`.
@_exported import ListUpdates
