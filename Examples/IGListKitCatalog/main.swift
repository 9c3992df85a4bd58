import ListKitTesting

// IGListKit's example app as a catalogue of screens on the headless view:
// each screen, step by step, with what is on screen after each step.
// `swift run IGListKitCatalog`; IGListKitCatalogTests pins every screen.
MainActor.assumeIsolated {
    for line in Catalog.printout() { print(line) }
}
