// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AnimationKernels",
    products: [
        .library(name: "AnimationKernels", targets: ["AnimationKernels"]),
        .executable(name: "animation-bench", targets: ["AnimationBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // OpenBLAS through pkg-config: its include path points at the
        // pthread flavour's own cblas.h rather than the multiarch
        // alternatives link, which another BLAS can take over.
        .systemLibrary(
            name: "COpenBLAS",
            path: "Sources/COpenBLAS",
            pkgConfig: "openblas",
            providers: [.apt(["libopenblas-dev", "pkg-config"])]
        ),
        .target(name: "CTargetFeatures", path: "Sources/CTargetFeatures"),
        .target(
            name: "AnimationKernels",
            dependencies: ["COpenBLAS", "CTargetFeatures"],
            path: "Sources/AnimationKernels"
        ),
        .executableTarget(
            name: "AnimationBench",
            dependencies: [
                "AnimationKernels",
                "AnimationKernelsTestSupport",
                "COpenBLAS",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/AnimationBench"
        ),
        // Oracles and helpers for the tests (and the benchmark's seeded
        // random data); not a product.
        .target(name: "AnimationKernelsTestSupport", path: "Sources/AnimationKernelsTestSupport"),
        .testTarget(
            name: "AnimationKernelsTests",
            dependencies: ["AnimationKernels", "AnimationKernelsTestSupport"],
            path: "Tests/AnimationKernelsTests",
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
