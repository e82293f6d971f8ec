// This file imports only AnimationKernels (and Testing): it compiles only while the module re-exports what
// `import SwiftUI` brings, the CoreGraphics types, TimeInterval and the C math functions.
import AnimationKernels
import Testing

/// What a SwiftUI file swapped to `import AnimationKernels` finds in scope.
@Suite("Re-exported Foundation")
struct ExportsTests {
    /// The CoreGraphics types and libm, used as ported shapes use them: a vertex at 60° on a circle of radius 2
    /// about (1, 1) is (1 + 2 cos 60°, 1 + 2 sin 60°) = (2, 1 + √3).
    @Test("CGFloat, CGPoint, CGRect, TimeInterval and sin/cos resolve with one import") func swiftUIScope() {
        let rect = CGRect(x: 0, y: 0, width: 2, height: 2)
        let radius: CGFloat = rect.width
        let angle: TimeInterval = Double.pi / 3
        let vertex = CGPoint(x: rect.midX + radius * CGFloat(cos(angle)), y: rect.midY + radius * CGFloat(sin(angle)))
        #expect(abs(vertex.x - 2) <= 1e-15)
        #expect(abs(vertex.y - (1 + 3.0.squareRoot())) <= 1e-15)
        #expect(pow(2.0, 10) == 1024)
    }
}
