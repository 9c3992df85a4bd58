// swift-tools-version:6.1
import Foundation
import PackageDescription

// A path dependency is named after its folder, and a clone can have any name.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let listDiff = root.lastPathComponent.lowercased()

// The benchmarks live in their own package so that the library keeps zero
// dependencies. `swift run -c release compare` prints and records the side-by-
// side table; `swift package benchmark` runs the harness suite (allocations,
// peak memory) and its baseline check.
let package = Package(
    name: "ListDiffBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The in-repo anchor: a tight hand-written Heckel loop over precomputed hashes.
        .target(name: "CFloor"),
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                "CFloor",
                .product(name: "ListDiff", package: listDiff),
                .product(name: "ListUpdates", package: listDiff),
                .product(name: "ListKit", package: listDiff),
                .product(name: "ListKitTesting", package: listDiff),
                .product(name: "ListPipeline", package: listDiff),
                .product(name: "ListDiffReference", package: listDiff),
                .product(name: "CDiffCore", package: listDiff),
            ]
        ),
        .executableTarget(name: "compare", dependencies: ["BenchmarkSupport"]),
        .executableTarget(name: "profile", dependencies: ["BenchmarkSupport"]),
        .executableTarget(
            name: "ListDiffBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ListDiffBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
