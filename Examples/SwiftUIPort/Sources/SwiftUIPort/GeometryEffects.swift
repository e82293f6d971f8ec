import AnimationKernels
import Foundation

// MARK: - A scale effect, as GeometryEffect transitions write it

struct ScaleEffect: GeometryEffect {
    var animatableData: AnimatablePair<CGFloat, CGFloat>

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(scaleX: animatableData.first, y: animatableData.second))
    }
}

// MARK: - The shake effect

struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

// MARK: - A skew that moves the view back to its centre

struct SkewedOffset: GeometryEffect {
    var offset: CGFloat
    var pct: CGFloat

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(offset, pct) }
        set {
            offset = newValue.first
            pct = newValue.second
        }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let skew: CGFloat = pct < 0.2 ? (pct * 5) * 0.5 * (-1) : (1 - pct) * 0.625 * (-1)
        return ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: skew, d: 1, tx: offset, ty: 0))
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: -size.height / 2 * skew, y: 0)))
    }
}

// MARK: - An animatable modifier whose body was removed in the port

struct PercentageIndicator: AnimatableModifier {
    var pct: CGFloat = 0

    var animatableData: CGFloat {
        get { pct }
        set { pct = newValue }
    }

    var label: String { "\(Int(pct * 100)) %" }
}

// MARK: - Checks

func runGeometryEffects() {
    var scale = ScaleEffect(animatableData: AnimatablePair(1, 1))
    scale.animatableData.interpolate(towards: AnimatablePair(3, 0.5), amount: 0.5)
    let m = scale.effectValue(size: CGSize(width: 40, height: 20))
    precondition(m.m11 == 2 && m.m22 == 0.75 && m.m31 == 0 && m.isAffine, "the scale effect animates both factors")
    let corner = CGPoint(x: 40, y: 20).applying(m)
    precondition(corner == CGPoint(x: 80, y: 15), "the scale maps the view's corner")

    let shake = Shake(animatableData: 0.5)
    let shaken = shake.effectValue(size: .zero)
    precondition(abs(shaken.m31 + 10) < 1e-12 && shaken.m32 == 0, "half-way through, three shakes sit at the far left")

    var skewed = SkewedOffset(offset: 100, pct: 0)
    skewed.animatableData.interpolate(towards: AnimatablePair(0, 1), amount: 0.1)
    let t = skewed.effectValue(size: CGSize(width: 50, height: 40))
    // pct 0.1: skew −0.25; the skew's shift of 5 points to the right plus the offset of 90.
    precondition(abs(t.m21 + 0.25) < 1e-12 && abs(t.m31 - 95) < 1e-12, "the skew follows its animated percentage")
    let back = t.inverted().concatenating(t)
    precondition(back.isAffine && abs(back.m21) < 1e-12 && abs(back.m31) < 1e-12, "the transform inverts")

    var indicator = PercentageIndicator()
    indicator.animatableData = indicator.animatableData.interpolated(towards: 1, amount: 0.42)
    precondition(indicator.label == "42 %", "the modifier's value animates")
}
