// `import ListPipeline` brings the adapter, the data source and everything
// below them too.
@_exported import ListKit
