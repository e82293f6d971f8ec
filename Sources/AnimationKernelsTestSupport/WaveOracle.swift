import Foundation

/// The seed's wave-fill loop, a sine per point per wave in its order of
/// operations: an independent oracle for the basis-times-coefficients
/// product every backend computes.
public enum WaveOracle {
    /// Heights of F frames over ⌈width⌉ columns: `y_f(x) = top_f −
    /// Σₕ sin((x/width · λₕ · 360 + φ_fh) · π/180) · A_fh`, row-major F×W.
    ///
    /// - Parameters:
    ///   - amplitudes: F×H, row-major.
    ///   - phases: F×H in degrees, row-major.
    public static func heights(
        width: Double, wavelengths: [Double], tops: [Double], amplitudes: [Double], phases: [Double]
    ) -> [Double] {
        let columns = Int(width.rounded(.up)), waves = wavelengths.count
        var output = [Double](repeating: 0, count: tops.count * columns)
        for f in tops.indices {
            for x in 0..<columns {
                var y = tops[f]
                for h in 0..<waves {
                    let angle = Double(x) / width * wavelengths[h] * 360 + phases[f * waves + h]
                    y -= sin(angle * .pi / 180) * amplitudes[f * waves + h]
                }
                output[f * columns + x] = y
            }
        }
        return output
    }
}
