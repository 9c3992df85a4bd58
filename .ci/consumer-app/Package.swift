// swift-tools-version:5.9
import PackageDescription

// A throwaway app, as a user writes it: ListDiff cloned beside it as
// `ListDiff`, one product and one import per target (.ci/consumer-check).
// The dependency and the first target are the README's install snippet,
// verbatim (.ci/check-doc-examples).
let package = Package(
    name: "ConsumerApp",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        .package(path: "../ListDiff"),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: [
            .product(name: "ListKit", package: "ListDiff"),
        ]),
        // ListKitTesting for your tests; ListUpdates or ListDiff for a lower layer alone
        .executableTarget(name: "TestingUser", dependencies: [.product(name: "ListKitTesting", package: "ListDiff")]),
        .executableTarget(name: "PipelineUser", dependencies: [.product(name: "ListPipeline", package: "ListDiff")]),
        .executableTarget(name: "ViewsUser", dependencies: [.product(name: "ListViews", package: "ListDiff")]),
        .executableTarget(name: "BatchUser", dependencies: [.product(name: "ListUpdates", package: "ListDiff")]),
        .executableTarget(name: "DiffUser", dependencies: [.product(name: "ListDiff", package: "ListDiff")]),
    ]
)
