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
        case curve(UnitCurve)
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

    /// Scalar weights of (from, to, startVelocity, endVelocity).
    typealias Weights = (Double, Double, Double, Double)

    /// The weights of a timing curve whose value is `c`.
    @inline(__always)
    static func curveWeights(_ c: Double) -> Weights { (1 - c, c, 0, 0) }

    /// The weights of a spring with value coefficients `f` (of the target
    /// displacement) and `g` (of the start velocity).
    @inline(__always)
    static func springWeights(_ f: Double, _ g: Double) -> Weights { (1 - f, f, g, 0) }

    /// The weights of (from, to, startVelocity, endVelocity) at `localTime`
    /// in [0, duration] seconds.
    func weights(at localTime: Double) -> Weights {
        switch shape {
        case .jump:
            return (0, 1, 0, 0)
        case .curve(let curve):
            return Self.curveWeights(curve.value(at: localTime / duration))
        case .hermite:
            let u = localTime / duration
            let u2 = u * u, u3 = u2 * u
            return (2 * u3 - 3 * u2 + 1, 3 * u2 - 2 * u3, (u3 - 2 * u2 + u) * duration, (u3 - u2) * duration)
        case .spring(let motion):
            let (f, g) = motion.valueCoefficients(at: localTime)
            return Self.springWeights(f, g)
        }
    }

    /// The value at `localTime` in [0, duration] seconds.
    func value(at localTime: Double) -> Value {
        combination(weights(at: localTime))
    }

    /// `w.0·from + w.1·to + w.2·startVelocity + w.3·endVelocity`. Terms with
    /// a zero weight are skipped, so the ends are exact: `from` at 0 and `to`
    /// at `duration` for every shape but a spring cut short.
    ///
    /// Built in place from the first term with a non-zero weight, so an
    /// ``AnimatableVector`` allocates the result and one temporary per
    /// further term; a blend of `from` and `to` alone whose weights sum to 1
    /// is `from` interpolated towards `to` (one fused pass, no temporary),
    /// which rounds as `from + w.1·(to − from)` does.
    func combination(_ w: Weights) -> Value {
        if w.2 == 0 && w.3 == 0 && w.0 != 0 && w.1 != 0 && w.0 + w.1 == 1 {
            return from.interpolated(towards: to, amount: w.1)
        }
        var result: Value?
        Self.add(from, w.0, to: &result)
        Self.add(to, w.1, to: &result)
        Self.add(startVelocity, w.2, to: &result)
        Self.add(endVelocity, w.3, to: &result)
        return result ?? .zero
    }

    /// `sum += weight·term` unless `weight` is 0; the first term starts the
    /// sum, scaled in place.
    @inline(__always)
    static func add(_ term: Value, _ weight: Double, to sum: inout Value?) {
        guard weight != 0 else { return }
        if sum == nil {
            sum = term.scaled(by: weight)
        } else {
            sum! += term.scaled(by: weight)
        }
    }
}

extension KeyframeSegment: Sendable where Value: Sendable {}
