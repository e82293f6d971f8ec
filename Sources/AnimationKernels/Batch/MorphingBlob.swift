import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A wobbling round blob (a lava-lamp bubble): `n`
/// anchors on a circle, each pushed out along its radius by its own offset,
/// joined by cubic Bézier segments that follow a circle when the offsets
/// are equal.
///
/// In a `width × height` frame the circle has radius `r = min(width, height)/2`
/// around the centre. Anchor `i` sits at angle `θᵢ = 2πi/n`, measured as
/// `(sin θ, cos θ)` (so anchor 0 is straight below the centre, in SVG's
/// downward y), at radius `rᵢ = r + offset[i]`. Its two control points lie
/// `k·rᵢ` away along the tangent `(cos θ, −sin θ)`, with
/// `k = (4/3)·tan(π/(2n))` (``controlFactor``), the classic circle
/// approximation.
///
/// ## Point-set layout
/// A blob's points are one row of 6n doubles, six per anchor in anchor
/// order: `[x, y, outX, outY, inX, inY]`, where `out = anchor + k·rᵢ·tangent`
/// leaves the anchor towards anchor `i + 1` and `in = anchor − k·rᵢ·tangent`
/// arrives from anchor `i − 1`. Every value is `centre + rᵢ · (fixed basis)`,
/// so rows of many blobs are linear in their offsets and a morph between
/// keyframe blobs is one matrix product (``morph(width:height:keyframes:)``).
public struct MorphingBlob: Sendable, Hashable {
    /// n, the number of anchors (and of cubic segments).
    public let pointCount: Int

    /// Creates a blob outline of `pointCount` anchors.
    ///
    /// - Parameter pointCount: n, at least 3.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `pointCount` when it is below 3;
    ///   ``AnimationKernelsError/tooLarge(parameter:requested:limit:)`` when a
    ///   point set of 6·pointCount doubles cannot be addressed.
    public init(pointCount: Int) throws {
        guard pointCount >= 3 else {
            throw AnimationKernelsError.invalidParameter(
                parameter: "pointCount", value: "\(pointCount)", requirement: "must be at least 3")
        }
        _ = try AnimationKernelsError.requireElementCount(pointCount, 6, "pointCount")
        self.pointCount = pointCount
    }

    /// 6n, the number of doubles in one blob's point set.
    @inlinable
    public var pointSetLength: Int { 6 * pointCount }

    /// `k = (4/3)·tan(π/(2n))`: a control point's distance from its anchor,
    /// as a fraction of the anchor's radius.
    public var controlFactor: Double {
        4.0 / 3.0 * tan(Double.pi / Double(2 * pointCount))
    }

    /// The part of the work shared by every blob of one frame size; see
    /// ``Basis``.
    ///
    /// - Parameters:
    ///   - width: the frame's width in points; finite and positive.
    ///   - height: the frame's height in points; finite and positive.
    /// - Returns: the basis, reusable for every blob of that size.
    /// - Complexity: O(n) sines and cosines, once.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `width` or `height` unless it is finite and positive.
    public func basis(width: Double, height: Double) throws -> Basis {
        try Basis(blob: self, width: width, height: height)
    }

    /// One blob's point set (6n doubles in the layout above). O(n).
    ///
    /// - Parameters:
    ///   - width: the frame's width in points; finite and positive.
    ///   - height: the frame's height in points; finite and positive.
    ///   - offsets: anchor `i` moves out by `offsets[i]` points (inwards
    ///     when negative). A shorter vector is padded with zeros, as
    ///     ``AnimatableVector`` arithmetic does.
    ///   - backend: where the scaled addition runs.
    /// - Returns: the point set, 6n doubles.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `width` or `height` unless finite and positive, or `offsets`
    ///   when it holds a NaN or an infinity or has a non-zero element past
    ///   index n − 1 (trailing zeros are padding, as in ``AnimatableVector``
    ///   equality).
    public func points(width: Double, height: Double, offsets: AnimatableVector, backend: Backend = .automatic) throws -> [Double] {
        let basis = try basis(width: width, height: height)
        let row = try offsetRows([offsets], parameter: "offsets")
        var points = [Double](repeating: 0, count: pointSetLength)
        try row.withUnsafeBufferPointer { row in
            try points.withUnsafeMutableBufferPointer { points in
                try basis.points(offsets: row, into: points, backend: backend)
            }
        }
        return points
    }

    /// The blob's outline: a move to anchor 0, n cubic segments (segment
    /// `i` runs from anchor `i − 1` to anchor `i mod n` with controls
    /// `out(i − 1)` and `in(i mod n)`), and a close. O(n).
    ///
    /// - Parameters:
    ///   - width: the frame's width in points; finite and positive.
    ///   - height: the frame's height in points; finite and positive.
    ///   - offsets: anchor `i` moves out by `offsets[i]` points.
    ///   - backend: where the scaled addition runs.
    /// - Returns: the closed outline.
    /// - Throws: as ``points(width:height:offsets:backend:)``.
    public func path(width: Double, height: Double, offsets: AnimatableVector, backend: Backend = .automatic) throws -> Path {
        try path(points: points(width: width, height: height, offsets: offsets, backend: backend))
    }

    /// The outline through a point set in the layout above, e.g. one row of
    /// a batched call's output.
    ///
    /// - Parameter points: 6n finite doubles in the layout above.
    /// - Returns: the closed outline.
    /// - Complexity: O(n).
    /// - Throws: ``AnimationKernelsError/bufferSize(parameter:expected:actual:)``
    ///   naming `points` unless it holds 6n doubles;
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `points` when one is not finite.
    public func path(points: some Collection<Double>) throws -> Path {
        try AnimationKernelsError.requireCount(points.count, pointSetLength, "points")
        let values = Array(points)
        try values.withUnsafeBufferPointer { try AnimationKernelsError.requireFinite($0, "points") }
        func point(_ anchor: Int, _ slot: Int) -> CGPoint {
            CGPoint(x: values[6 * anchor + slot], y: values[6 * anchor + slot + 1])
        }
        var path = Path()
        path.elements.reserveCapacity(pointCount + 2)
        path.move(to: point(0, 0))
        for i in 1...pointCount {
            let anchor = i % pointCount
            path.addCurve(to: point(anchor, 0), control1: point(i - 1, 2), control2: point(anchor, 4))
        }
        path.closeSubpath()
        return path
    }

    /// A morph between keyframe blobs: a ``FrameInterpolator`` whose K
    /// keyframes are the keyframes' point sets (K×6n), so that B blobs are
    /// one (B×K)·(K×6n) matrix product, written as B rows of 6n doubles in
    /// the layout above (as `Double`s, or as `Float`s for a vertex buffer,
    /// at about twice the speed for large batches: see
    /// ``FrameInterpolator``). With weights summing to 1, a frame is the
    /// blob of the same blend of offsets.
    ///
    /// - Parameters:
    ///   - width: the frame's width in points; finite and positive.
    ///   - height: the frame's height in points; finite and positive.
    ///   - keyframes: K offset vectors, at least one.
    /// - Returns: the interpolator over the keyframes' point sets.
    /// - Complexity: O(K·n) to build.
    /// - Throws: as ``points(width:height:offsets:backend:)``, naming
    ///   `keyframes` for a bad offset vector or an empty list.
    public func morph(width: Double, height: Double, keyframes: [AnimatableVector]) throws -> FrameInterpolator {
        guard !keyframes.isEmpty else {
            throw AnimationKernelsError.invalidParameter(parameter: "keyframes", value: "[]", requirement: "must hold at least one keyframe")
        }
        let basis = try basis(width: width, height: height)
        let rows = try offsetRows(keyframes, parameter: "keyframes")
        let total = try AnimationKernelsError.requireElementCount(keyframes.count, pointSetLength, "keyframes")
        var pointSets = AnimatableVector(repeating: 0, count: total)
        try rows.withUnsafeBufferPointer { rows in
            try pointSets.withUnsafeMutableBufferPointer { pointSets in
                try basis.points(offsets: rows, into: pointSets, backend: .automatic)
            }
        }
        return FrameInterpolator(keyframeCount: keyframes.count, length: pointSetLength, keyframes: pointSets)
    }

    /// The offset vectors as rows of exactly n doubles, zero-padded.
    private func offsetRows(_ vectors: [AnimatableVector], parameter: String) throws -> [Double] {
        let total = try AnimationKernelsError.requireElementCount(vectors.count, pointCount, parameter)
        var rows = [Double](repeating: 0, count: total)
        for (b, vector) in vectors.enumerated() {
            try vector.withUnsafeBufferPointer { try AnimationKernelsError.requireFinite($0, parameter) }
            guard vector.significantCount <= pointCount else {
                throw AnimationKernelsError.invalidParameter(
                    parameter: parameter, value: "\(vector.count) elements",
                    requirement: "must hold at most pointCount = \(pointCount) offsets (beyond that only zeros)")
            }
            for (i, offset) in vector.prefix(pointCount).enumerated() {
                rows[b * pointCount + i] = offset
            }
        }
        return rows
    }
}
