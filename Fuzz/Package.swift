// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for AnimationKernels, built by `make fuzz` with
// `--sanitize=fuzzer --sanitize=address`. A package of its own, so that the
// library's manifest names neither the fuzzer nor the sanitizers.
let package = Package(
    name: "AnimationKernelsFuzz",
    dependencies: [
        .package(name: "AnimationKernels", path: ".."),
    ],
    targets: [
        // One executable for every target; FUZZ_TARGET names the one to run.
        // No file is main.swift and none has top-level code: libFuzzer
        // supplies `main`.
        .executableTarget(
            name: "animation-fuzz",
            dependencies: [
                .product(name: "AnimationKernels", package: "AnimationKernels"),
                .product(name: "AnimationRendering", package: "AnimationKernels"),
            ],
            path: "Sources/AnimationFuzz"
        ),
    ],
    swiftLanguageModes: [.v6]
)
