// `import ListViews` brings the batch updates and snapshots list views take.
@_exported import ListUpdates
