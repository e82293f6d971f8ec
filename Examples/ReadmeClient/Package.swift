// swift-tools-version:6.0
// A package that uses AnimationKernels the way its README shows: CI builds
// it in release with no extra flags and runs it, and checks that main.swift
// is the README's "API at a glance" code, so the examples cannot rot.
import PackageDescription

let package = Package(
    name: "ReadmeClient",
    dependencies: [
        .package(name: "AnimationKernels", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ReadmeClient",
            dependencies: [.product(name: "AnimationKernels", package: "AnimationKernels")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
