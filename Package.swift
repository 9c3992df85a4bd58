// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ListDiff",
    // Swift concurrency (the main-actor list view types) needs these on Apple platforms.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "ListDiff", targets: ["ListDiff"]),
        // The plain pure-Swift rendering of the same algorithm: the yardstick the
        // tests check against and the "what you are replacing" benchmark row.
        .library(name: "ListDiffReference", targets: ["ListDiffReference"]),
        // The native engine on its own, for C callers and the benchmarks.
        .library(name: "CDiffCore", targets: ["CDiffCore"]),
    ],
    targets: [
        .target(name: "CDiffCore"),
        .target(name: "ListDiff", dependencies: ["CDiffCore"]),
        .target(name: "ListDiffReference"),
        .testTarget(
            name: "ListDiffTests",
            dependencies: ["ListDiff", "ListDiffReference", "CDiffCore"]
        ),
    ],
    // Swift 6 language mode on Swift 6 toolchains, Swift 5 mode on 5.9 and 5.10.
    swiftLanguageVersions: [.v5, .version("6")],
    cLanguageStandard: .c11
)
