import AnimationKernels
import AnimationRendering
import Foundation

/// The keyframed emoji and heart: the seed's jumping emoji (a
/// `KeyframeTimeline` of vertical offset, rotation and vertical stretch) as
/// a drawn face, and its heart beating on spring keyframes, each sampled for
/// every frame in one batched call. Both repeat every 1.5 s, the emoji's
/// duration; the heart holds its last beat in between.
enum KeyframedEmojiScene {
    struct EmojiValues: Sendable {
        var verticalOffset = 0.0
        var rotation = 0.0
        var verticalStretch = 1.0
    }

    static let jumpingEmoji = KeyframeTimeline(initialValue: EmojiValues()) {
        KeyframeTrack(\.verticalOffset) {
            LinearKeyframe(10.0, duration: 0.2)
            LinearKeyframe(-120.0, duration: 0.4, timingCurve: .easeOut)
            LinearKeyframe(0.0, duration: 0.5, timingCurve: .easeIn)
            LinearKeyframe(0.0, duration: 0.4)
        }
        KeyframeTrack(\.rotation) {
            LinearKeyframe(0.0, duration: 0.2)
            LinearKeyframe(180.0, duration: 0.4, timingCurve: .easeOut)
            LinearKeyframe(360.0, duration: 0.5, timingCurve: .easeIn)
        }
        KeyframeTrack(\.verticalStretch) {
            LinearKeyframe(0.7, duration: 0.2)
            LinearKeyframe(1.2, duration: 0.4, timingCurve: .easeOut)
            LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeIn)
        }
    }

    static let heartbeat = Spring(response: 0.10, dampingRatio: 0.24)
    static let beatingHeart = KeyframeTimeline(initialValue: 1.0) {
        KeyframeTrack {
            SpringKeyframe(1.6, duration: 0.2, spring: heartbeat)
            SpringKeyframe(2.0, duration: 0.2, spring: heartbeat)
            SpringKeyframe(1.0, duration: 0.4, spring: heartbeat)
        }
    }

    static let (width, height) = (480, 300)
    static let framesPerSecond = 30.0
    static let cycles = 2
    static let (ground, radius) = (250.0, 42.0)

    static func animation() throws -> RasterAnimation {
        let period = jumpingEmoji.duration
        let times = Gallery.times(count: Int((Double(cycles) * period * framesPerSecond).rounded()), framesPerSecond: framesPerSecond)
        let cycleTimes = times.map { $0.truncatingRemainder(dividingBy: period) }
        let emojis = try Gallery.sampled(at: cycleTimes, initial: EmojiValues()) { try jumpingEmoji.values(at: $0, into: $1) }
        let hearts = try Gallery.sampled(at: cycleTimes, initial: 1.0) { try beatingHeart.values(at: $0, into: $1) }
        return try RasterAnimation(width: width, height: height, frameCount: times.count, framesPerSecond: framesPerSecond) { context, size, time in
            let i = min(times.count - 1, Int((time * framesPerSecond).rounded()))
            Gallery.background(context, size, Gallery.color(0xEEF3FA))
            context.fill(Path(CGRect(x: 0, y: ground, width: size.width, height: size.height - ground)),
                         with: .color(Gallery.color(0xD5E3F0)))
            drawEmoji(context, emojis[i], at: 150)
            drawHeart(context, scale: hearts[i], at: CGPoint(x: 345, y: 140))
        }
    }

    /// The emoji as `.scaleEffect(y: stretch, anchor: .bottom)`,
    /// `.rotationEffect(rotation)` about its centre and `.offset(y:)`, with a
    /// shadow that shrinks as it rises.
    static func drawEmoji(_ context: GraphicsContext, _ value: EmojiValues, at x: Double) {
        let lift = max(0, -value.verticalOffset) / 120
        let shadow = 2 * radius * (1 - 0.5 * lift)
        context.fill(Path(ellipseIn: CGRect(x: x - shadow / 2, y: ground - 5, width: shadow, height: 10)),
                     with: .color(Color(white: 0, opacity: 0.18 * (1 - 0.6 * lift))))
        var face = context
        face.translateBy(x: x, y: ground + value.verticalOffset)
        face.scaleBy(x: 1, y: value.verticalStretch)
        face.translateBy(x: 0, y: -radius)
        face.rotate(by: .degrees(value.rotation))
        let r = radius
        face.fill(Path(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r)), with: .color(Gallery.color(0xF2A30F)))
        face.fill(Path(ellipseIn: CGRect(x: -r + 3, y: -r + 3, width: 2 * r - 6, height: 2 * r - 6)),
                  with: .linearGradient(Gradient(colors: [Gallery.color(0xFFE066), Gallery.color(0xFFC227)]),
                                        startPoint: CGPoint(x: 0, y: -r), endPoint: CGPoint(x: 0, y: r)))
        let brown = Gallery.color(0x5B3A1A)
        for side in [-1.0, 1.0] {
            face.fill(Path(ellipseIn: CGRect(x: side * 14 - 4.5, y: -19, width: 9, height: 15)), with: .color(brown))
            face.fill(Path(ellipseIn: CGRect(x: side * 24 - 7, y: 2, width: 14, height: 8)), with: .color(Gallery.color(0xFF7A7A, opacity: 0.45)))
        }
        var mouth = Path()
        mouth.move(to: CGPoint(x: 19, y: 5))
        mouth.addArc(center: CGPoint(x: 0, y: 5), radius: 19, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        mouth.closeSubpath()
        face.fill(mouth, with: .color(brown))
        face.fill(Path(ellipseIn: CGRect(x: -9, y: 13, width: 18, height: 10)), with: .color(Gallery.color(0xE8505B)))
    }

    /// A heart one unit across, its centre at the origin.
    static let heart = Path { p in
        p.move(to: CGPoint(x: 0, y: 0.42))
        p.addCurve(to: CGPoint(x: -0.5, y: -0.08), control1: CGPoint(x: -0.22, y: 0.24), control2: CGPoint(x: -0.5, y: 0.12))
        p.addCurve(to: CGPoint(x: 0, y: -0.24), control1: CGPoint(x: -0.5, y: -0.44), control2: CGPoint(x: -0.08, y: -0.46))
        p.addCurve(to: CGPoint(x: 0.5, y: -0.08), control1: CGPoint(x: 0.08, y: -0.46), control2: CGPoint(x: 0.5, y: -0.44))
        p.addCurve(to: CGPoint(x: 0, y: 0.42), control1: CGPoint(x: 0.5, y: 0.12), control2: CGPoint(x: 0.22, y: 0.24))
        p.closeSubpath()
    }

    /// The heart as `.scaleEffect(scale)`: 60 points across at scale 1.
    static func drawHeart(_ context: GraphicsContext, scale: Double, at centre: CGPoint) {
        var heart = context
        heart.translateBy(x: centre.x, y: centre.y)
        heart.scaleBy(x: 60 * scale, y: 60 * scale)
        heart.fill(Self.heart, with: .linearGradient(Gradient(colors: [Gallery.color(0xFF6B81), Gallery.color(0xE0223F)]),
                                                     startPoint: CGPoint(x: 0, y: -0.45), endPoint: CGPoint(x: 0, y: 0.45)))
    }
}
