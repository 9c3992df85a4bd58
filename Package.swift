// swift-tools-version:5.9
import PackageDescription

// Six layers, each a library product, each arrow pointing down, and a test
// double on top that no layer names:
//
//   ListKitTesting  the headless collection view, a manual scheduler
//    └ ListPipeline  Texture's asynchronous pipeline: change sets, element maps, ranges
//     └ ListKit      IGListKit's adapter and updater, Apple's diffable data source
//      └ ListViews    the list-view layer: ListView, the UIKit views as list views, schedulers
//       └ ListUpdates  batch updates, the sanitizer, the simulator, snapshots
//        └ ListDiff     the drop-in diff and its typed fast path
//         └ CDiffCore    the C engine
//
// A higher layer re-exports the lower ones, so one import gives each layer.
let package = Package(
    name: "ListDiff",
    // Swift concurrency (the main-actor list view types) needs these on Apple platforms.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        // The drop-in replacement for the pure-Swift port of IGListDiff.
        .library(name: "ListDiff", targets: ["ListDiff"]),
        // Batch updates a collection view accepts, and snapshots.
        .library(name: "ListUpdates", targets: ["ListUpdates"]),
        // The list-view layer: what a list view is to whoever drives it, the
        // UIKit views as list views, cells, and the schedulers.
        .library(name: "ListViews", targets: ["ListViews"]),
        // IGListKit's adapter and Apple's diffable data source, on any list view.
        .library(name: "ListKit", targets: ["ListKit"]),
        // Texture's asynchronous pipeline: nodes measured off the main thread,
        // change sets, element maps and interface-state ranges.
        .library(name: "ListPipeline", targets: ["ListPipeline"]),
        // A collection view without a screen that behaves like UICollectionView,
        // and a scheduler whose time tests move: ListKit tested on any platform.
        .library(name: "ListKitTesting", targets: ["ListKitTesting"]),
        // The plain pure-Swift rendering of the same algorithm: the yardstick the
        // tests check against and the "what you are replacing" benchmark row.
        .library(name: "ListDiffReference", targets: ["ListDiffReference"]),
        // The native engine on its own, for C callers and the benchmarks.
        .library(name: "CDiffCore", targets: ["CDiffCore"]),
    ],
    targets: [
        .target(name: "CDiffCore"),
        .target(name: "ListDiff", dependencies: ["CDiffCore"]),
        .target(name: "ListUpdates", dependencies: ["ListDiff"]),
        .target(name: "ListViews", dependencies: ["ListUpdates"]),
        .target(name: "ListKit", dependencies: ["ListViews"]),
        .target(name: "ListPipeline", dependencies: ["ListKit"]),
        .target(name: "ListKitTesting", dependencies: ["ListKit", "ListPipeline"]),
        .target(name: "ListDiffReference"),
        // Seeded generators, element fixtures and UIKit's batch rules (the
        // independent oracle) shared by the test targets.
        .target(name: "ListTestSupport", dependencies: ["ListDiff", "ListUpdates"], path: "Tests/ListTestSupport"),
        .testTarget(
            name: "ListDiffTests",
            dependencies: ["ListDiff", "ListDiffReference", "CDiffCore", "ListTestSupport"]
        ),
        .testTarget(name: "ListUpdatesTests", dependencies: ["ListUpdates", "ListKitTesting", "ListDiffReference", "ListTestSupport"]),
        // Objects, section controllers, cells and data sources shared by the
        // tests of the adapter and of the headless view.
        .target(
            name: "ListKitTestSupport", dependencies: ["ListKitTesting", "ListTestSupport"], path: "Tests/ListKitTestSupport"),
        .testTarget(
            name: "ListViewsTests", dependencies: ["ListViews", "ListKitTesting", "ListKitTestSupport", "ListTestSupport"]),
        .testTarget(name: "ListKitTests", dependencies: ["ListKit", "ListKitTesting", "ListKitTestSupport", "ListTestSupport"]),
        .testTarget(name: "ListPipelineTests", dependencies: ["ListPipeline", "ListKitTesting", "ListKitTestSupport", "ListTestSupport"]),
        .testTarget(
            name: "ListKitTestingTests", dependencies: ["ListKitTesting", "ListKitTestSupport", "ListTestSupport", "ListDiffReference"]),
        // The worked example: a feed on the headless collection view
        // (`swift run FeedScreen`), and its test pinning what is on screen.
        .executableTarget(name: "FeedScreen", dependencies: ["ListKitTesting"], path: "Examples/FeedScreen"),
        .testTarget(name: "FeedScreenTests", dependencies: ["FeedScreen"]),
        // The data source's worked example: a sidebar with an outline
        // (`swift run OutlineScreen`), and its test.
        .executableTarget(name: "OutlineScreen", dependencies: ["ListKitTesting"], path: "Examples/OutlineScreen"),
        .testTarget(name: "OutlineScreenTests", dependencies: ["OutlineScreen"]),
        // The pipeline's worked example: a feed whose nodes are measured off the
        // main thread, behind an adapter (`swift run AsyncFeedScreen`), and its
        // test pinning the screen and the ranges after each step.
        .executableTarget(name: "AsyncFeedScreen", dependencies: ["ListKitTesting"], path: "Examples/AsyncFeedScreen"),
        .testTarget(name: "AsyncFeedScreenTests", dependencies: ["AsyncFeedScreen"]),
        // IGListKit's example app as a catalogue of screens on the headless view
        // (`swift run IGListKitCatalog`), and its tests pinning each screen.
        .executableTarget(name: "IGListKitCatalog", dependencies: ["ListKitTesting"], path: "Examples/IGListKitCatalog"),
        .testTarget(name: "IGListKitCatalogTests", dependencies: ["IGListKitCatalog"]),
        // Every ```swift block of README.md and of the DocC articles, verbatim,
        // one test each (.ci/check-doc-examples checks that they are all here).
        .testTarget(name: "DocumentationTests", dependencies: ["ListKitTesting"]),
    ],
    // Swift 6 language mode on Swift 6 toolchains, Swift 5 mode on 5.9 and 5.10.
    swiftLanguageVersions: [.v5, .version("6")],
    cLanguageStandard: .c11
)
