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
        // The C textbook bezier solver the benchmark compares with; not part
        // of the library product.
        .target(name: "CTextbookBezier", path: "Benchmarks/CTextbookBezier"),
        // The benchmark's memory probes in C (runtime-dispatched AVX2 loops,
        // non-temporal stores); not part of the library product.
        .target(name: "CMemoryProbes", path: "Benchmarks/CMemoryProbes"),
        .executableTarget(
            name: "AnimationBench",
            dependencies: [
                "AnimationKernels",
                "AnimationKernelsTestSupport",
                "COpenBLAS",
                "CTextbookBezier",
                "CMemoryProbes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/AnimationBench"
        ),
        // Counts heap allocations per thread, for the tests that promise an
        // allocation-free path.
        .target(name: "CAllocationCounter", path: "Tests/CAllocationCounter"),
        // Oracles and helpers for the tests (and the benchmark's seeded
        // random data); not a product.
        .target(name: "AnimationKernelsTestSupport", path: "Sources/AnimationKernelsTestSupport"),
        .testTarget(
            name: "AnimationKernelsTests",
            dependencies: ["AnimationKernels", "AnimationKernelsTestSupport", "CAllocationCounter"],
            path: "Tests/AnimationKernelsTests",
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
