// `import ListKitTesting` is enough in a test: it brings the pipeline, the
// adapter, the data source and everything below them, beside the headless view.
@_exported import ListPipeline
