/// One resolved segment of a ``KeyframeTrack``: its motion over
/// [startTime, startTime + duration] as a weighted sum of four values,
///
///     value(τ) = w0(τ)·from + w1(τ)·to + w2(τ)·startVelocity + w3(τ)·endVelocity
///
/// with scalar weights. Every kind of keyframe fits this form, so a frame of
/// any ``VectorArithmetic`` value costs the scalar weights plus at most four
/// scaled additions, and a frame of an ``AnimatableVector`` can be
/// accumulated straight into an output row.
struct KeyframeSegment<Value: VectorArithmetic> {
    enum Shape {
        /// A linear keyframe's timing curve: weights (1 − c, c, 0, 0).
        case curve(CubicBezierSolver)
        /// A cubic keyframe's Hermite basis.
        case hermite
        /// A spring keyframe: weights (1 − f, f, g, 0).
        case spring(SpringMotion)
        /// A move keyframe or a zero duration: weights (0, 1, 0, 0).
        case jump
    }

    let startTime: Double
    let duration: Double
    let shape: Shape
    /// Where the segment starts (the previous segment's end).
    let from: Value
    let to: Value
    /// Zero where the shape ignores them.
    let startVelocity: Value
    let endVelocity: Value

    /// The weights of (from, to, startVelocity, endVelocity) at `localTime`
    /// in [0, duration] seconds.
    func weights(at localTime: Double) -> (Double, Double, Double, Double) {
        switch shape {
        case .jump:
            return (0, 1, 0, 0)
        case .curve(let solver):
            let c = solver.value(atProgress: localTime / duration)
            return (1 - c, c, 0, 0)
        case .hermite:
            let u = localTime / duration
            let u2 = u * u, u3 = u2 * u
            return (2 * u3 - 3 * u2 + 1, 3 * u2 - 2 * u3, (u3 - 2 * u2 + u) * duration, (u3 - u2) * duration)
        case .spring(let motion):
            let (f, g) = motion.valueCoefficients(at: localTime)
            return (1 - f, f, g, 0)
        }
    }

    /// The value at `localTime` in [0, duration] seconds.
    func value(at localTime: Double) -> Value {
        combination(weights(at: localTime))
    }

    /// `w.0·from + w.1·to + w.2·startVelocity + w.3·endVelocity`. Terms with
    /// a zero weight are skipped, so the ends are exact: `from` at 0 and `to`
    /// at `duration` for every shape but a spring cut short.
    func combination(_ w: (Double, Double, Double, Double)) -> Value {
        var result = Value.zero
        if w.0 != 0 { result += from.scaled(by: w.0) }
        if w.1 != 0 { result += to.scaled(by: w.1) }
        if w.2 != 0 { result += startVelocity.scaled(by: w.2) }
        if w.3 != 0 { result += endVelocity.scaled(by: w.3) }
        return result
    }
}

extension KeyframeSegment: Sendable where Value: Sendable {}
