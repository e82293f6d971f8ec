// The circular curves: quarter circles rather than cubic beziers, so
// UnitCurve carries a shape beside its control points.
extension UnitCurve {
    /// What a curve evaluates: the bezier of its control points or a circle.
    enum Shape: Hashable, Sendable, CustomStringConvertible {
        case bezier
        /// `1 − √(1 − p²)`.
        case circularEaseIn
        /// `√(1 − (1 − p)²)`.
        case circularEaseOut
        /// circularEaseIn on each half, scaled: `(1 − √(1 − 4p²))/2` below ½,
        /// `(1 + √(1 − 4(1 − p)²))/2` above.
        case circularEaseInOut
        /// The inverse of circularEaseInOut: `√(p(1 − p))` below ½,
        /// `1 − √(p(1 − p))` above.
        case circularEaseInOutInverse

        var description: String {
            switch self {
            case .bezier: "bezier"
            case .circularEaseIn: "circularEaseIn"
            case .circularEaseOut: "circularEaseOut"
            case .circularEaseInOut: "circularEaseInOut"
            case .circularEaseInOutInverse: "circularEaseInOut.inverse"
            }
        }

        /// The value at `progress` clamped to [0, 1]; not for `.bezier`.
        /// Each square root is taken of a product, `(1 − p)(1 + p)` rather
        /// than `1 − p²`, so values near the ends keep full precision.
        func value(at progress: Double) -> Double {
            let p = Swift.min(Swift.max(progress, 0), 1)
            switch self {
            case .bezier: preconditionFailure("bezier curves use the solver")
            case .circularEaseIn: return 1 - ((1 - p) * (1 + p)).squareRoot()
            case .circularEaseOut: return (p * (2 - p)).squareRoot()
            case .circularEaseInOut:
                if p < 0.5 { return 0.5 * (1 - ((1 - 2 * p) * (1 + 2 * p)).squareRoot()) }
                let q = 1 - p
                return 0.5 * (1 + ((1 - 2 * q) * (1 + 2 * q)).squareRoot())
            case .circularEaseInOutInverse:
                let root = (p * (1 - p)).squareRoot()
                return p < 0.5 ? root : 1 - root
            }
        }

        /// dvalue/dprogress at `progress` clamped to [0, 1]: +∞ where the
        /// circle is vertical, never NaN; not for `.bezier`.
        func slope(at progress: Double) -> Double {
            let p = Swift.min(Swift.max(progress, 0), 1)
            switch self {
            case .bezier: preconditionFailure("bezier curves use the solver")
            case .circularEaseIn: return p / ((1 - p) * (1 + p)).squareRoot()
            case .circularEaseOut: return (1 - p) / (p * (2 - p)).squareRoot()
            case .circularEaseInOut:
                let q = p < 0.5 ? p : 1 - p
                return 2 * q / ((1 - 2 * q) * (1 + 2 * q)).squareRoot()
            case .circularEaseInOutInverse:
                let q = p < 0.5 ? p : 1 - p
                return (1 - 2 * q) / (2 * (p * (1 - p)).squareRoot())
            }
        }

        /// The curve with value and progress swapped.
        var inverse: UnitCurve {
            switch self {
            case .bezier: preconditionFailure("bezier curves swap their controls")
            case .circularEaseIn: return .circularEaseOut
            case .circularEaseOut: return .circularEaseIn
            case .circularEaseInOut: return UnitCurve.circular(.circularEaseInOutInverse, 0, 0.85, 1, 0.15)
            case .circularEaseInOutInverse: return .circularEaseInOut
            }
        }
    }

    /// A circular curve whose control points hold a nearby bezier.
    static func circular(_ shape: Shape, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnitCurve {
        UnitCurve(uncheckedStart: UnitPoint(x: x1, y: y1), end: UnitPoint(x: x2, y: y2), shape: shape)
    }

    /// Starts slowly along a quarter circle: `1 − √(1 − p²)`; its slope is
    /// infinite at progress 1.
    ///
    /// Not a bezier: ``value(at:)`` evaluates the circle exactly, and the
    /// control points hold the common bezier approximation (0.55, 0),
    /// (1, 0.45) for reference only.
    public static let circularEaseIn = circular(.circularEaseIn, 0.55, 0, 1, 0.45)

    /// Ends slowly along a quarter circle: `√(1 − (1 − p)²)`; its slope is
    /// infinite at progress 0. Control points as for ``circularEaseIn``:
    /// (0, 0.55), (0.45, 1), for reference only.
    public static let circularEaseOut = circular(.circularEaseOut, 0, 0.55, 0.45, 1)

    /// ``circularEaseIn`` on the first half and ``circularEaseOut`` on the
    /// second, each scaled into its half; its slope is infinite at ½.
    /// Control points (0.85, 0), (0.15, 1), for reference only.
    public static let circularEaseInOut = circular(.circularEaseInOut, 0.85, 0, 0.15, 1)
}
