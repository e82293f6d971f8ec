import Foundation

// The timing-curve factories of SwiftUI's iOS 17 `Animation`. The forms
// without a duration last 0.35 s, SwiftUI's default.
//
// Bad input (SwiftUI has no rule): a negative or NaN duration is 0 (the
// change shows at once) and +∞ never finishes; a non-finite control point
// gives the linear curve. ``Animation/validated()`` reports each.
extension Animation {
    /// Linear over 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }

    /// Linear over `duration` seconds: the covered part grows in proportion
    /// to the time.
    ///
    /// - Parameter duration: seconds.
    /// - Returns: the animation.
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// Ease-in over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// Starts slowly (``UnitCurve/easeIn``) over `duration` seconds.
    ///
    /// - Parameter duration: seconds.
    /// - Returns: the animation.
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// Ease-out over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// Ends slowly (``UnitCurve/easeOut``) over `duration` seconds.
    ///
    /// - Parameter duration: seconds.
    /// - Returns: the animation.
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// Ease-in-out over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// Starts and ends slowly (``UnitCurve/easeInOut``) over `duration`
    /// seconds.
    ///
    /// - Parameter duration: seconds.
    /// - Returns: the animation.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// The cubic bezier with controls (p1x, p1y) and (p2x, p2y) over
    /// `duration` seconds; control x is clamped to [0, 1] as SwiftUI does.
    ///
    /// - Parameters:
    ///   - p1x: the first control point's x, progress in time.
    ///   - p1y: the first control point's y, progress in value.
    ///   - p2x: the second control point's x.
    ///   - p2y: the second control point's y.
    ///   - duration: seconds.
    /// - Returns: the animation.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        do {
            let curve = try UnitCurve.validatedBezier(
                startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
            return timingCurve(curve, duration: duration)
        } catch {
            return Animation(builtIn: TimingCurveAnimation(curve: .linear, duration: duration, issue: error as? AnimationKernelsError))
        }
    }

    /// `curve` over `duration` seconds.
    ///
    /// - Parameters:
    ///   - curve: the easing of progress.
    ///   - duration: seconds.
    /// - Returns: the animation.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(builtIn: TimingCurveAnimation(curve: curve, duration: duration))
    }
}
