extension Spring {
    /// A smooth spring: duration 0.5 s, no bounce (critically damped).
    public static var smooth: Spring { smooth() }

    /// A snappy spring: duration 0.5 s, bounce 0.15 (damping ratio 0.85).
    public static var snappy: Spring { snappy() }

    /// A bouncy spring: duration 0.5 s, bounce 0.3 (damping ratio 0.7).
    public static var bouncy: Spring { bouncy() }

    /// A smooth spring (bounce 0 plus `extraBounce`) of the given duration
    /// in seconds. Bad input as for ``init(duration:bounce:)``.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds.
    ///   - extraBounce: added to the preset's bounce.
    /// - Returns: the spring.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring (bounce 0.15 plus `extraBounce`) of the given
    /// duration in seconds. Bad input as for ``init(duration:bounce:)``.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds.
    ///   - extraBounce: added to the preset's bounce.
    /// - Returns: the spring.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring (bounce 0.3 plus `extraBounce`) of the given duration
    /// in seconds. Bad input as for ``init(duration:bounce:)``.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds.
    ///   - extraBounce: added to the preset's bounce.
    /// - Returns: the spring.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
