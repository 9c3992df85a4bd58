import ListKitTesting

// A feed on a headless collection view, step by step: what is on screen
// after each change. `swift run FeedScreen`; FeedScreenTests pins it.
MainActor.assumeIsolated {
    for line in FeedScreen.demo() { print(line) }
}
