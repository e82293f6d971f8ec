// swift-tools-version:6.0
// The benchmark, `animation-bench`, as its own package (as swift-collections
// keeps its benchmarks), so that the library's manifest names no dependency
// its users do not need. It depends on the library by path.
import PackageDescription

let package = Package(
    name: "AnimationBench",
    products: [
        .executable(name: "animation-bench", targets: ["AnimationBench"]),
    ],
    dependencies: [
        .package(name: "AnimationKernels", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // The C textbook bezier solver the benchmark compares with.
        .target(name: "CTextbookBezier", path: "CTextbookBezier"),
        // The memory probes in C (loops dispatched at run time to SSE2,
        // AVX2 or AVX-512, non-temporal stores, a spinning thread team)
        // behind the bandwidth ceiling.
        .target(name: "CMemoryProbes", path: "CMemoryProbes"),
        // Cairo, the render benchmark's peer, and the C loop that drives it.
        .systemLibrary(name: "CCairo", path: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .target(name: "CCairoPeer", dependencies: ["CCairo"], path: "CCairoPeer"),
        .executableTarget(
            name: "AnimationBench",
            dependencies: [
                .product(name: "AnimationKernels", package: "AnimationKernels"),
                .product(name: "_AnimationKernelsTestSupport", package: "AnimationKernels"),
                .product(name: "AnimationRendering", package: "AnimationKernels"),
                "CTextbookBezier",
                "CCairoPeer",
                "CMemoryProbes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "AnimationBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
