import AnimationKernels
import AnimationRendering
import Foundation

/// The geometry-effect transition: a card that slides in under the seed's
/// `SkewedOffset`, is shaken by `Shake`, squashed by `ScaleEffect` (anchored
/// at its centre, as `scaleEffect`'s default anchor) and slides out. Each
/// effect's projection is concatenated onto the context, outermost first;
/// the five animated parameters are one `AnimatableVector` timeline sampled
/// for every frame in one batched call.
enum GeometryEffectScene {
    struct ScaleEffect: GeometryEffect {
        var animatableData: AnimatablePair<CGFloat, CGFloat>

        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(scaleX: animatableData.first, y: animatableData.second))
        }
    }

    struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var shakesPerUnit = 3
        var animatableData: CGFloat

        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
        }
    }

    struct SkewedOffset: GeometryEffect {
        var offset: CGFloat
        var pct: CGFloat

        var animatableData: AnimatablePair<CGFloat, CGFloat> {
            get { AnimatablePair(offset, pct) }
            set { (offset, pct) = (newValue.first, newValue.second) }
        }

        func effectValue(size: CGSize) -> ProjectionTransform {
            let skew: CGFloat = pct < 0.2 ? (pct * 5) * 0.5 * (-1) : (1 - pct) * 0.625 * (-1)
            return ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: skew, d: 1, tx: offset, ty: 0))
                .concatenating(ProjectionTransform(CGAffineTransform(translationX: -size.height / 2 * skew, y: 0)))
        }
    }

    static let (width, height) = (480, 300)
    static let framesPerSecond = 30.0
    static let duration = 4.6
    static let card = CGRect(x: 130, y: 75, width: 220, height: 140)
    /// The time the loop starts at: the card has arrived and is still.
    static let firstShown = 1.2
    /// Far enough for the skewed card to be out of the frame.
    static let away = 420.0

    /// The parameters (offset, skew progress, shake, x scale, y scale) in
    /// time: in from the left, shaken, squashed with a spring and released,
    /// out to the right.
    static func timeline() throws -> AnimationTimeline<AnimatableVector> {
        let bounce = Animation.spring(response: 0.35, dampingFraction: 0.45)
        var timeline = AnimationTimeline(AnimatableVector([-away, 0, 0, 1, 1]))
        try timeline.set(AnimatableVector([0, 1, 0, 1, 1]), at: 0, animation: .easeOut(duration: 1))
        try timeline.set(AnimatableVector([0, 1, 1, 1, 1]), at: 1.3, animation: .linear(duration: 0.6))
        try timeline.set(AnimatableVector([0, 1, 1, 1.25, 0.75]), at: 2.2, animation: bounce)
        try timeline.set(AnimatableVector([0, 1, 1, 1, 1]), at: 2.7, animation: bounce)
        try timeline.set(AnimatableVector([away, 0, 1, 1, 1]), at: 3.6, animation: .easeIn(duration: 0.8))
        return timeline
    }

    static func animation() throws -> RasterAnimation {
        let times = Gallery.times(count: Int((duration * framesPerSecond).rounded()), framesPerSecond: framesPerSecond)
        let count = 5
        var values = [Double](repeating: 0, count: count * times.count)
        let timeline = try timeline()
        // Sampled from `firstShown` on, wrapping round, so that the first
        // frame, the one still viewers show, has the card in place.
        try times.map { ($0 + firstShown).truncatingRemainder(dividingBy: duration) }.withUnsafeBufferPointer { times in
            try values.withUnsafeMutableBufferPointer { try timeline.frames(at: times, into: $0) }
        }
        return try RasterAnimation(width: width, height: height, frameCount: times.count, framesPerSecond: framesPerSecond) { [values] context, size, time in
            let i = min(times.count - 1, Int((time * framesPerSecond).rounded()))
            let v = values[(count * i)..<(count * (i + 1))].map { $0 }
            Gallery.background(context, size, Gallery.color(0xF2F2F7))
            let skew = SkewedOffset(offset: v[0], pct: v[1])
            let shake = Shake(amount: 14, animatableData: v[2])
            let scale = ScaleEffect(animatableData: AnimatablePair(CGFloat(v[3]), CGFloat(v[4])))
            var view = context
            view.translateBy(x: card.minX, y: card.minY)
            view.concatenate(Gallery.affine(skew.effectValue(size: card.size)))
            view.concatenate(Gallery.affine(shake.effectValue(size: card.size)))
            view.translateBy(x: card.width / 2, y: card.height / 2)
            view.concatenate(Gallery.affine(scale.effectValue(size: card.size)))
            view.translateBy(x: -card.width / 2, y: -card.height / 2)
            drawCard(view)
        }
    }

    /// A contact card in its own coordinates, `card.size` from the origin.
    static func drawCard(_ context: GraphicsContext) {
        let bounds = CGRect(origin: .zero, size: card.size)
        context.fill(Path(roundedRect: bounds.offsetBy(dx: 0, dy: 6), cornerRadius: 18), with: .color(Color(white: 0, opacity: 0.12)))
        context.fill(Path(roundedRect: bounds, cornerRadius: 18), with: .color(.white))
        var top = context
        top.clip(to: Path(roundedRect: bounds, cornerRadius: 18))
        top.fill(Path(CGRect(x: 0, y: 0, width: bounds.width, height: 52)),
                 with: .linearGradient(Gradient(colors: [.indigo, .purple]), startPoint: .zero, endPoint: CGPoint(x: bounds.width, y: 0)))
        context.fill(Path(ellipseIn: CGRect(x: 18, y: 28, width: 52, height: 52)), with: .color(.white))
        context.fill(Path(ellipseIn: CGRect(x: 22, y: 32, width: 44, height: 44)), with: .color(.orange))
        context.fill(Path(roundedRect: CGRect(x: 84, y: 62, width: 110, height: 12), cornerRadius: 6), with: .color(Color(white: 0.25)))
        context.fill(Path(roundedRect: CGRect(x: 18, y: 96, width: 180, height: 9), cornerRadius: 4.5), with: .color(Color(white: 0.8)))
        context.fill(Path(roundedRect: CGRect(x: 18, y: 113, width: 130, height: 9), cornerRadius: 4.5), with: .color(Color(white: 0.8)))
    }
}
