// swift-tools-version:5.9
import Foundation
import PackageDescription

// A coverage-guided fuzz target for listdiff's JSON reading and comparison,
// kept out of the tool's package so that its normal build never needs
// libFuzzer. Build and run it with `bash Tools/ListDiffCLIFuzz/run` (see
// the tool's README); a plain `swift build` of this package does not link.
//
// The library's package identity is the clone's folder name, lowercased, as
// in Tools/ListDiffCLI/Package.swift.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let listDiff = root.lastPathComponent.lowercased()

let package = Package(
    name: "ListDiffCLIFuzz",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(path: "../.."),
        .package(path: "../ListDiffCLI"),
    ],
    targets: [
        // libFuzzer's LLVMFuzzerRunDriver, declared for Swift.
        .target(name: "CFuzzDriver"),
        .executableTarget(
            name: "ListDiffCLIFuzz",
            dependencies: [
                "CFuzzDriver",
                .product(name: "ListDiffTool", package: "ListDiffCLI"),
                .product(name: "ListDiff", package: listDiff),
            ]
        ),
    ],
    swiftLanguageVersions: [.v5]
)
