import Foundation

extension WaveFill: Shape {
    /// The waves' parameters, three per wave in wave order:
    /// `[amplitude₀, wavelength₀, phase₀, amplitude₁, …]`, so that an
    /// animation between two fills moves every wave's height, cycle count
    /// and phase at once. Writing a vector sets ⌈count/3⌉ waves (a short
    /// last triple is padded with zeros, as ``AnimatableVector`` pads);
    /// values are stored as given, as SwiftUI stores a shape's data.
    public var animatableData: AnimatableVector {
        get { AnimatableVector(waves.flatMap { [$0.amplitude, $0.wavelength, $0.phase] }) }
        set {
            let values = Array(newValue)
            self = WaveFill(unchecked: stride(from: 0, to: values.count, by: 3).map { i in
                func value(_ j: Int) -> Double { i + j < values.count ? values[i + j] : 0 }
                return Wave(amplitude: value(0), wavelength: value(1), phase: value(2))
            })
        }
    }

    /// A fill built from waves stored as given (the animation setter's
    /// values need no check: ``path(in:)`` draws nothing for bad ones).
    private init(unchecked waves: [Wave]) {
        self.waves = waves
    }

    /// The fill in `rect`: the surface at rest lies on the rectangle's top
    /// edge and the fill reaches down to its bottom edge; the outline is
    /// ``path(width:height:top:backend:)`` for `rect`'s size, moved to its
    /// origin.
    ///
    /// - Parameters:
    ///   - rect: the frame; its width sets the columns and the waves' span.
    /// - Returns: the outline, or an empty path when `rect` has no finite,
    ///   positive size, a wave parameter is not finite, or the heights could
    ///   leave `Double`'s range (a shape's path
    ///   cannot throw; use ``path(width:height:top:backend:)`` to learn why).
    /// - Complexity: O(H·W) for H waves over W columns.
    public func path(in rect: CGRect) -> Path {
        guard WaveFill.valid(waves),
              let path = try? path(width: rect.width, height: rect.height, top: 0) else { return Path() }
        return rect.origin == .zero ? path : path.offsetBy(dx: rect.minX, dy: rect.minY)
    }

    /// Whether every wave parameter is finite.
    private static func valid(_ waves: [Wave]) -> Bool {
        waves.allSatisfy { $0.amplitude.isFinite && $0.wavelength.isFinite && $0.phase.isFinite }
    }
}
