// swift-tools-version:6.0
// SwiftUI animation code as tutorials write it, ported by replacing
// `import SwiftUI` with `import AnimationKernels` and `import Foundation`
// and removing View bodies and modifiers. CI builds it in release and runs
// it; each file asserts what its code computes.
import PackageDescription

let package = Package(
    name: "SwiftUIPort",
    dependencies: [
        .package(name: "AnimationKernels", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "SwiftUIPort",
            dependencies: [.product(name: "AnimationKernels", package: "AnimationKernels")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
