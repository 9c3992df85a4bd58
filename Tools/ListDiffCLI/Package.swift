// swift-tools-version:5.9
import Foundation
import PackageDescription

// A path package's identity is its folder name, lowercased. The library's is
// the clone's folder name (often `ListDiff`), so this package's folder must
// not be called `listdiff`: the two identities would collide ("cyclic
// dependency between packages listdiff -> listdiff").
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let listDiff = root.lastPathComponent.lowercased()

let package = Package(
    name: "ListDiffCLI",
    platforms: [.macOS(.v10_15)],
    products: [
        .executable(name: "listdiff", targets: ["listdiff"]),
        // For the fuzz target beside this package (Tools/ListDiffCLIFuzz), which
        // runs the tool's reading and comparison in its own process.
        .library(name: "ListDiffTool", targets: ["ListDiffTool"]),
    ],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Parsing, diffing and rendering, testable without a process.
        .target(name: "ListDiffTool", dependencies: [.product(name: "ListDiff", package: listDiff)]),
        .executableTarget(
            name: "listdiff",
            dependencies: ["ListDiffTool", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "ListDiffToolTests",
            dependencies: ["ListDiffTool", .product(name: "ListDiff", package: listDiff)],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageVersions: [.v5, .version("6")]
)
