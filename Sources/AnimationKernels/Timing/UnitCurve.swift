/// A function from unit progress to unit value: the easing curve of an
/// animation, a cubic bezier from (0, 0) to (1, 1), or one of the circular
/// curves (see ``circularEaseIn``).
///
/// Mirrors SwiftUI's iOS 17 `UnitCurve`, so that code written against SwiftUI
/// compiles unchanged. Unlike the usual implementations (a sample table and a
/// few Newton steps, accurate to about 1e-5), ``value(at:)`` is within about
/// 1e-13 (times the largest |y| control) of the exact curve for every
/// control x in [0, 1], including the degenerate curves where x′ vanishes:
/// a table guess and one Newton step where an error bound vouches for the
/// result, else a solve of x(t) = p to within an ulp of t.
///
/// ## Bad input
/// - Control-point x outside [0, 1] is clamped, as SwiftUI does; y may be
///   any finite number (overshooting curves).
/// - Non-finite control points: SwiftUI has no rule, and
///   ``bezier(startControlPoint:endControlPoint:)`` cannot throw, so it
///   gives the ``linear`` curve; ``validatedBezier(startControlPoint:endControlPoint:)``
///   throws ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``.
/// - Progress outside [0, 1] is clamped, as SwiftUI documents for
///   ``velocity(at:)``; NaN progress gives NaN, as libm's functions do
///   (`values(at:into:)` throws instead).
public struct UnitCurve: Hashable, Sendable {
    /// The first control point; its x lies in [0, 1].
    public let startControlPoint: UnitPoint
    /// The second control point; its x lies in [0, 1].
    public let endControlPoint: UnitPoint
    /// Whether the curve is the bezier of its controls or a circular curve.
    let shape: Shape
    /// The bezier's table from ``CubicBezierBatchCache``, attached when the
    /// curve is made so that a single evaluation needs no lookup: `nil` for
    /// circular curves, the identity, and a curve whose cache slots hold
    /// other curves. Published entries are never freed, so an uncounted
    /// reference is safe: it keeps the value trivially copyable, and a call
    /// retains nothing (an atomic increment would serialize the calls).
    let entry: Unmanaged<CubicBezierBatchCache.Entry>?

    init(uncheckedStart start: UnitPoint, end: UnitPoint, shape: Shape = .bezier) {
        startControlPoint = start
        endControlPoint = end
        self.shape = shape
        entry = shape != .bezier || (start.x == start.y && end.x == end.y) ? nil
            : CubicBezierBatchCache.shared.publishedEntry(x1: start.x, y1: start.y, x2: end.x, y2: end.y)
    }

    /// Whether both are the same curve: the same controls and shape.
    public static func == (lhs: UnitCurve, rhs: UnitCurve) -> Bool {
        lhs.startControlPoint == rhs.startControlPoint && lhs.endControlPoint == rhs.endControlPoint
            && lhs.shape == rhs.shape
    }

    /// Hashes the controls and shape, the parts `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(startControlPoint)
        hasher.combine(endControlPoint)
        hasher.combine(shape)
    }

    /// The cubic bezier through (0, 0) and (1, 1) with the given control
    /// points; their x coordinates are clamped to [0, 1] (as in SwiftUI).
    ///
    /// A NaN or infinite coordinate, for which SwiftUI has no rule, gives
    /// the ``linear`` curve (as ``Animation/timingCurve(_:_:_:_:duration:)``
    /// does), so that the result is always usable; use
    /// ``validatedBezier(startControlPoint:endControlPoint:)`` to get an
    /// error naming the coordinate instead.
    ///
    /// - Parameters:
    ///   - startControlPoint: the first control point (x clamped to [0, 1]).
    ///   - endControlPoint: the second control point (x clamped to [0, 1]).
    /// - Returns: the curve.
    /// - Complexity: O(1), allocation-free, for controls a curve made
    ///   earlier had; the first curve with new controls builds their table
    ///   (about 4 KiB, a few hundred Newton steps), shared by every later
    ///   curve, batch and thread.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        (try? validatedBezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint)) ?? .linear
    }

    /// The cubic bezier through (0, 0) and (1, 1) with the given control
    /// points, x clamped to [0, 1].
    ///
    /// - Parameters:
    ///   - startControlPoint: the first control point (x clamped to [0, 1]).
    ///   - endControlPoint: the second control point (x clamped to [0, 1]).
    /// - Returns: the curve.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming the coordinate (e.g. `startControlPoint.y`) if one is not
    ///   finite.
    /// - Complexity: as ``bezier(startControlPoint:endControlPoint:)``.
    public static func validatedBezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) throws -> UnitCurve {
        try AnimationKernelsError.requireFinite(startControlPoint.x, "startControlPoint.x")
        try AnimationKernelsError.requireFinite(startControlPoint.y, "startControlPoint.y")
        try AnimationKernelsError.requireFinite(endControlPoint.x, "endControlPoint.x")
        try AnimationKernelsError.requireFinite(endControlPoint.y, "endControlPoint.y")
        func clamped(_ point: UnitPoint) -> UnitPoint {
            UnitPoint(x: Swift.min(Swift.max(point.x, 0), 1), y: point.y)
        }
        return UnitCurve(uncheckedStart: clamped(startControlPoint), end: clamped(endControlPoint))
    }

    /// The identity: the value equals the progress.
    public static let linear = UnitCurve(uncheckedStart: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1))
    /// Starts slowly: controls (0.42, 0), (1, 1).
    public static let easeIn = UnitCurve(uncheckedStart: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 1, y: 1))
    /// Ends slowly: controls (0, 0), (0.58, 1).
    public static let easeOut = UnitCurve(uncheckedStart: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 0.58, y: 1))
    /// Starts and ends slowly: controls (0.42, 0), (0.58, 1).
    public static let easeInOut = UnitCurve(uncheckedStart: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 0.58, y: 1))

    /// Whether the bezier is the identity (each control on the diagonal).
    var isIdentity: Bool { startControlPoint.x == startControlPoint.y && endControlPoint.x == endControlPoint.y }

    var solver: CubicBezierSolver {
        CubicBezierSolver(x1: startControlPoint.x, y1: startControlPoint.y, x2: endControlPoint.x, y2: endControlPoint.y)
    }

    /// The value of the curve at `progress` (unit progress, clamped to
    /// [0, 1]); 0 at progress 0 and 1 at progress 1 exactly, NaN for NaN
    /// progress (as libm's functions return NaN for NaN).
    ///
    /// Within about 1e-13 (times max(1, |y1|, |y2|)) of the exact curve: the
    /// same guess from a table of t(x), one Newton step and error bound as
    /// `values(at:into:)` where the bound vouches for the result (so the
    /// same value), else the exact solver (Newton's method inside a bracket,
    /// the last steps in double-double arithmetic). The curve keeps its
    /// table, shared by every thread and built when the first curve with
    /// these controls is made, so the call looks nothing up; a curve that
    /// found no room for a table (hundreds of curves in use) is solved
    /// exactly. Finite for every finite control point: y
    /// is evaluated in a form whose intermediates stay below
    /// ¾·max(|y1|, |y2|) + 1, so controls up to ±`Double.greatestFiniteMagnitude`
    /// do not overflow.
    ///
    /// - Parameter progress: the animation's unit progress.
    /// - Returns: the eased fraction of the change.
    /// - Complexity: O(1), allocation-free.
    public func value(at progress: Double) -> Double {
        if progress.isNaN { return progress }
        if let entry { return entry._withUnsafeGuaranteedRef { $0.value(at: progress) } }
        if shape != .bezier { return shape.value(at: progress) }
        if isIdentity { return Swift.min(Swift.max(progress, 0), 1) }
        return solver.value(atProgress: progress)
    }

    /// The rate of change of the value with respect to progress (dy/dx) at
    /// `progress`, clamped to [0, 1] as SwiftUI documents (so the slope at
    /// the nearer end outside it, not 0); NaN for NaN progress.
    ///
    /// Where x′ vanishes (x1 = 0 at progress 0, x2 = 1 at progress 1,
    /// controls x (1, 0) at progress ½) this is the limit from inside the
    /// curve: finite when y′ vanishes there too, otherwise `±infinity`. Never
    /// NaN for non-NaN progress, for every finite control point (y up to
    /// ±`Double.greatestFiniteMagnitude`: the derivative is formed from
    /// scaled controls, so it is `±infinity` only where the exact slope
    /// exceeds the largest `Double`). Within about 1e-13 of max(1, |dy/dx|)
    /// of the exact slope; solved as ``value(at:)`` is.
    ///
    /// Departs from SwiftUI at the degenerate ends: SwiftUI returns 0 for
    /// `easeIn` at progress 1 and about 1 for `easeOut` at progress 0, where
    /// this returns the limit of dy/dx along the curve (1/0.58 for both), the
    /// slope a finite difference of ``value(at:)`` approaches.
    ///
    /// - Parameter progress: the animation's unit progress.
    /// - Returns: dy/dx, the eased value's rate of change per unit progress.
    /// - Complexity: O(1), as ``value(at:)``.
    public func velocity(at progress: Double) -> Double {
        if progress.isNaN { return progress }
        if let entry { return entry._withUnsafeGuaranteedRef { $0.slope(at: progress) } }
        if shape != .bezier { return shape.slope(at: progress) }
        if isIdentity { return 1 }
        return solver.slope(atProgress: progress)
    }

    /// The curve with x and y swapped in both control points, so that
    /// `value(at: inverse.value(at: y)) == y` (to rounding).
    ///
    /// Exact only when the curve's y controls lie in [0, 1], i.e. when the
    /// curve is monotone; otherwise they are clamped as any control x is, and
    /// the result is merely some curve (SwiftUI likewise documents the
    /// inverse only for monotone curves).
    public var inverse: UnitCurve {
        if shape != .bezier { return shape.inverse }
        func swapped(_ point: UnitPoint) -> UnitPoint {
            UnitPoint(x: Swift.min(Swift.max(point.y, 0), 1), y: point.x)
        }
        return UnitCurve(uncheckedStart: swapped(startControlPoint), end: swapped(endControlPoint))
    }

    /// Evaluates the curve at every progress value of `progress` (clamped
    /// to [0, 1]), writing `output[i] ≈ value(at: progress[i])`.
    ///
    /// Solved in SIMD lanes at the build's width (eight with AVX-512):
    /// a guess from a table of t(x) built once per curve, when the first
    /// curve with its controls is made, and shared by every thread, then one Newton
    /// step and an error bound per value; values the bound cannot vouch for
    /// (where x′ nearly vanishes) are solved by the exact scalar solver. So
    /// every value is within about 1e-13 (times max(1, |y1|, |y2|)) of the
    /// exact curve, like ``value(at:)``, but not always bit for bit the
    /// same; a curve's batch values do not depend on the batch's length,
    /// position or thread. Batches of ``Parallelism/minimumCount``/8 values
    /// or more are split over the library's worker threads (``Parallelism``).
    ///
    /// - Parameters:
    ///   - progress: unit progress values; none may be NaN.
    ///   - output: as many values as `progress`; may be the same memory.
    /// - Throws: before writing anything,
    ///   ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   unless `output.count == progress.count`, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `progress[i]` for a NaN.
    /// - Complexity: O(n), allocation-free (the curve's table is built when
    ///   it is made).
    public func values(at progress: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>) throws {
        try AnimationKernelsError.requireCount(output.count, progress.count, "output")
        try AnimationKernelsError.requireNotNaN(progress, "progress")
        guard let source = progress.baseAddress, let destination = output.baseAddress else { return }
        uncheckedValues(at: source, into: destination, count: progress.count)
    }

    /// ``values(at:into:)`` without the checks, for the library's own batch
    /// fills: `count` progress values, none NaN; `output` may be the same
    /// memory as `progress`.
    func uncheckedValues(at progress: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>, count: Int) {
        if shape != .bezier {
            for i in 0..<count { output[i] = shape.value(at: progress[i]) }
            return
        }
        // By control points: the curve's solver is built only without a table.
        CubicBezierSolver.uncheckedValues(x1: startControlPoint.x, y1: startControlPoint.y,
                                          x2: endControlPoint.x, y2: endControlPoint.y, solver: { solver },
                                          at: progress, into: output, count: count)
    }
}

extension UnitCurve: CustomStringConvertible {
    /// The bezier's controls, e.g. `UnitCurve(0.42, 0.0, 0.58, 1.0)`.
    public var description: String {
        if shape != .bezier { return "UnitCurve.\(shape)" }
        return "UnitCurve(\(startControlPoint.x), \(startControlPoint.y), \(endControlPoint.x), \(endControlPoint.y))"
    }
}
