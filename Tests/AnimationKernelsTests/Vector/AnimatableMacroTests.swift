#if AnimatableMacro
import AnimationKernels
import Foundation
import Testing

/// The shape: two animated properties, one ignored, and a `let`.
@Animatable
private struct Wedge: Shape {
    var angle: Double
    var radius: CGFloat
    @AnimatableIgnored var tint: Int
    let sides: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
            startAngle: .zero, endAngle: .radians(angle), clockwise: false
        )
        path.closeSubpath()
        return path
    }
}

/// Three properties of three types, one of them `Animatable` only.
@Animatable
private struct Needle: Equatable {
    var turn: Angle
    var length: Double
    var tip: CGPoint
}

@Suite("@Animatable")
struct AnimatableMacroTests {
    @Test("the data is (angle, radius); writing it sets them and leaves the rest")
    func wedgeRoundTrip() {
        var wedge = Wedge(angle: 1, radius: 2, tint: 7, sides: 3)
        #expect(wedge.animatableData == AnimatablePair(1, 2))
        wedge.animatableData = AnimatablePair(0.5, 40)
        #expect(wedge.angle == 0.5)
        #expect(wedge.radius == 40)
        #expect(wedge.tint == 7)
        #expect(wedge.sides == 3)
    }

    @Test("a quarter of the way from one wedge to another, as an animation frame computes it")
    func wedgeFrame() {
        let start = Wedge(angle: 0, radius: 10, tint: 1, sides: 3)
        let end = Wedge(angle: 2, radius: 30, tint: 9, sides: 3)
        var quarter = start
        quarter.animatableData.interpolate(towards: end.animatableData, amount: 0.25)
        #expect(quarter.angle == 0.5)
        #expect(quarter.radius == 15)
        #expect(quarter.tint == 1)
    }

    @Test("three properties: the angle in radians, the point as (x, y), nested to the right")
    func needleFrame() {
        let start = Needle(turn: .zero, length: 4, tip: CGPoint(x: 0, y: 8))
        let end = Needle(turn: .radians(Double.pi), length: 8, tip: CGPoint(x: 4, y: 0))
        let data = end.animatableData
        #expect(data.first == Double.pi)
        #expect(data.second.first == 8)
        #expect(data.second.second == AnimatablePair(4, 0))
        var half = start
        half.animatableData.interpolate(towards: data, amount: 0.5)
        #expect(half == Needle(turn: .radians(Double.pi / 2), length: 6, tip: CGPoint(x: 2, y: 4)))
    }
}
#endif
