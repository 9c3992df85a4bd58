// A sidebar with an outline on a headless collection view, step by step:
// `swift run OutlineScreen`; OutlineScreenTests pins what is on screen.
MainActor.assumeIsolated {
    do {
        for line in try OutlineScreen.demo() { print(line) }
    } catch {
        print("error: \(error)")
    }
}
