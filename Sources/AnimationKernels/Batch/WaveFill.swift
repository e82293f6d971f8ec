/// A liquid surface made of superposed sine waves, filled down to the
/// bottom of its frame: a pouring-liquid shape.
///
/// For integer columns `x` with `0 ≤ x < width` the surface is at
/// `y(x) = top − Σₕ Aₕ · sin(x/width · wavelengthₕ · 360° + phaseₕ)`.
/// A non-integer width keeps the SwiftUI original's rule: columns are the integers below
/// it (`⌈width⌉` of them) while the angle and the closing corner use the
/// exact width.
///
/// One frame is cheap to draw with ``path(width:height:top:backend:)``; for
/// many frames whose tops, amplitudes and phases vary, build a ``Basis`` once
/// per width and call `Basis/yValues(tops:amplitudes:phases:into:backend:)`,
/// which evaluates no sine per point.
public struct WaveFill: Sendable, Hashable {
    /// The superposed waves, in the order their parameters appear in
    /// batched calls.
    public let waves: [Wave]

    /// Creates a fill from its waves (none gives a flat surface).
    ///
    /// - Parameter waves: the waves, superposed; every parameter finite.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `waves` when an amplitude, wavelength or phase is not finite.
    public init(waves: [Wave]) throws {
        for (h, wave) in waves.enumerated() {
            for value in [wave.amplitude, wave.wavelength, wave.phase] where !value.isFinite {
                throw AnimationKernelsError.invalidParameter(
                    parameter: "waves", value: "\(value) in wave \(h)", requirement: "must be finite")
            }
        }
        self.waves = waves
    }

    /// The basis for `width`: the part of the work shared by every frame of
    /// that width.
    ///
    /// - Parameter width: the frame's width in points; finite and positive.
    /// - Returns: the basis, reusable for every frame of that width.
    /// - Complexity: O(H·⌈width⌉) sines and cosines, once.
    /// - Throws: as ``Basis/init(width:wavelengths:)``.
    public func basis(width: Double) throws -> Basis {
        try Basis(width: width, wavelengths: waves.map(\.wavelength))
    }

    /// The surface heights `y(x)` for the ⌈width⌉ columns, with this fill's
    /// own amplitudes and phases. It builds a basis each call, so batch
    /// frames through ``Basis`` instead of calling this in a loop.
    ///
    /// - Parameters:
    ///   - width: the frame's width in points; finite and positive.
    ///   - top: the undisturbed surface's y coordinate; finite.
    ///   - backend: where the coefficients × basis product runs.
    /// - Returns: ⌈width⌉ heights, one per integer column.
    /// - Complexity: O(H·width).
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `width` unless it is finite and positive, or `tops` when
    ///   `top` is not finite, or `amplitudes` when `|top| + 2·Σ|amplitude|`
    ///   passes `Double`'s range; ``AnimationKernelsError/tooLarge(parameter:requested:limit:)``
    ///   naming `width` when the columns cannot be addressed.
    public func yValues(width: Double, top: Double, backend: Backend = .automatic) throws -> [Double] {
        try yValues(basis: basis(width: width), top: top, backend: backend)
    }

    /// The outline the SwiftUI original draws: a move to `(0, y(0))`, a line to `(x, y(x))` for
    /// every integer `x` in `1..<width`, lines to `(width, height)` and
    /// `(0, height)`, and a close.
    ///
    /// - Parameters:
    ///   - width: the frame's width in points; finite and positive.
    ///   - height: the frame's height, the fill's bottom; finite and positive.
    ///   - top: the undisturbed surface's y coordinate; finite.
    ///   - backend: where the coefficients × basis product runs.
    /// - Returns: the closed outline.
    /// - Complexity: O(H·width).
    /// - Throws: as ``yValues(width:top:backend:)``, and
    ///   ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `height` unless it is finite and positive.
    public func path(width: Double, height: Double, top: Double, backend: Backend = .automatic) throws -> Path {
        try AnimationKernelsError.requirePositive(height, "height")
        let basis = try basis(width: width)
        return try basis.path(yValues: yValues(basis: basis, top: top, backend: backend), height: height)
    }

    /// One frame through the batched kernel, so that single and batched
    /// frames agree exactly.
    private func yValues(basis: Basis, top: Double, backend: Backend) throws -> [Double] {
        var output = [Double](repeating: 0, count: basis.columnCount)
        try [top].withUnsafeBufferPointer { tops in
            try waves.map(\.amplitude).withUnsafeBufferPointer { amplitudes in
                try waves.map(\.phase).withUnsafeBufferPointer { phases in
                    try output.withUnsafeMutableBufferPointer { output in
                        try basis.yValues(tops: tops, amplitudes: amplitudes, phases: phases, into: output, backend: backend)
                    }
                }
            }
        }
        return output
    }
}
