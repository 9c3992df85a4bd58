import ListKitTesting

// A feed of posts measured off the main thread (Texture's pipeline behind a
// ListAdapter), step by step: what is on screen and which posts are in
// which range after each change. `swift run AsyncFeedScreen`;
// AsyncFeedScreenTests pins it.
MainActor.assumeIsolated {
    _ = AsyncFeedScreen.demo { lines in lines.forEach { print($0) } }
}
