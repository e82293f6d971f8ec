// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "AnimationKernels",
    products: [
        .library(name: "AnimationKernels", targets: ["AnimationKernels"]),
        // Pixels: SwiftUI's GraphicsContext on our own rasterizer, and images
        // written as PNG. A separate product, so that the kernel library keeps
        // OpenBLAS as its only system dependency.
        .library(name: "AnimationRendering", targets: ["AnimationRendering"]),
        // Seeded random data, guarded buffers, tolerances and independent
        // oracles, shared by the tests and the benchmark package (Benchmarks/),
        // which can only reach a target of this package through a product;
        // underscored, as not for applications. It depends on no other package.
        .library(name: "_AnimationKernelsTestSupport", targets: ["AnimationKernelsTestSupport"]),
    ],
    // `@Animatable` and `@AnimatableIgnored` come with this trait, off by
    // default, so that a plain dependency never builds
    // swift-syntax.
    traits: [
        .trait(
            name: "AnimatableMacro",
            description: "SwiftUI's @Animatable and @AnimatableIgnored macros (builds swift-syntax)."
        ),
    ],
    // swift-property-based is used by the tests only, so packages that depend
    // on this one never resolve it. swift-syntax is used by the macro only:
    // SwiftPM (6.3) still fetches and resolves it for a plain dependency,
    // but builds none of it unless the dependency enables the trait.
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
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
        // libdeflate, for the zlib streams of PNG files.
        .systemLibrary(
            name: "CDeflate",
            path: "Sources/CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // libwebp's animation encoder, for animated WebP files.
        .systemLibrary(
            name: "CWebP",
            path: "Sources/CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]
        ),
        .target(name: "CTargetFeatures", path: "Sources/CTargetFeatures"),
        .target(name: "CVectorStores", path: "Sources/CVectorStores"),
        .target(
            name: "AnimationKernels",
            dependencies: [
                "COpenBLAS", "CTargetFeatures", "CVectorStores",
                .target(name: "AnimationKernelsMacros", condition: .when(traits: ["AnimatableMacro"])),
            ],
            path: "Sources/AnimationKernels"
        ),
        .target(
            name: "AnimationRendering",
            dependencies: ["AnimationKernels", "CDeflate", "CWebP"],
            path: "Sources/AnimationRendering"
        ),
        // The compiler plug-in behind `@Animatable`, built only with the
        // `AnimatableMacro` trait.
        .macro(
            name: "AnimationKernelsMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Sources/AnimationKernelsMacros"
        ),
        // Counts heap allocations per thread, for the tests that promise an
        // allocation-free path.
        .target(name: "CAllocationCounter", path: "Tests/CAllocationCounter"),
        // Oracles and helpers for the tests and the benchmark.
        .target(name: "AnimationKernelsTestSupport", path: "Sources/AnimationKernelsTestSupport"),
        .testTarget(
            name: "AnimationKernelsTests",
            dependencies: [
                "AnimationKernels", "AnimationKernelsTestSupport", "CAllocationCounter",
                .product(name: "PropertyBased", package: "swift-property-based"),
                // The macro's expansion tests (under `#if AnimatableMacro`).
                .target(name: "AnimationKernelsMacros", condition: .when(traits: ["AnimatableMacro"])),
                .product(
                    name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax",
                    condition: .when(traits: ["AnimatableMacro"])
                ),
                .product(
                    name: "SwiftSyntaxMacroExpansion", package: "swift-syntax",
                    condition: .when(traits: ["AnimatableMacro"])
                ),
            ],
            path: "Tests/AnimationKernelsTests",
            exclude: ["Golden"]
        ),
        // libwebp's decoder, the independent reader of written WebP files.
        .systemLibrary(name: "CWebPDemux", path: "Tests/CWebPDemux", pkgConfig: "libwebpdemux"),
        // Cairo, the second renderer the tests compare pixels with.
        .systemLibrary(name: "CCairo", path: "Tests/CCairo", pkgConfig: "cairo"),
        .testTarget(
            name: "AnimationRenderingTests",
            dependencies: ["AnimationRendering", "AnimationKernelsTestSupport", "CWebPDemux", "CCairo"],
            path: "Tests/AnimationRenderingTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
