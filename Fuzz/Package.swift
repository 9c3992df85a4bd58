// swift-tools-version:5.9
import Foundation
import PackageDescription

// A path dependency is named after its folder, and a clone can have any name.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let listDiff = root.lastPathComponent.lowercased()

// libFuzzer targets for the Swift layers, in their own package so that the
// library's `swift build` and `swift test` never need libFuzzer. Build with
//   swift build --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// (README.md). Each target checks one layer against a plain model written
// here (FuzzSupport and the target's own files), sharing no code with the
// library or its tests.
let package = Package(
    name: "ListDiffFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        // LLVMFuzzerRunDriver's declaration.
        .target(name: "CFuzzDriver"),
        // The input reader, the driver glue, UIKit's batch rules and a model
        // of UIKit's batch semantics, and a plain snapshot model.
        .target(
            name: "FuzzSupport",
            dependencies: ["CFuzzDriver", .product(name: "ListUpdates", package: listDiff)]
        ),
        .executableTarget(
            name: "FuzzChangeset",
            dependencies: ["FuzzSupport", .product(name: "ListDiff", package: listDiff)]
        ),
        .executableTarget(
            name: "FuzzSnapshot",
            dependencies: ["FuzzSupport", .product(name: "ListUpdates", package: listDiff)]
        ),
        .executableTarget(
            name: "FuzzBatch",
            dependencies: ["FuzzSupport", .product(name: "ListUpdates", package: listDiff)]
        ),
        .executableTarget(
            name: "FuzzListKit",
            dependencies: ["FuzzSupport", .product(name: "ListKitTesting", package: listDiff)]
        ),
    ]
)
