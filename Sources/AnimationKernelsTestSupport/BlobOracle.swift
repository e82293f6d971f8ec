import Foundation

/// A morphing blob's outline evaluated anchor by anchor from its
/// definition, with its sines and cosines: an independent oracle for the
/// `base + offset · direction` form every backend computes.
public enum BlobOracle {
    /// B point sets of 6n values each (anchor x, y, then the two control
    /// points), for anchors at angles 2πi/n pushed out by `offsets[b·n + i]`
    /// from the circle of radius min(width, height)/2 about the centre,
    /// controls at `± controlFactor · radius` along the tangent.
    public static func points(
        width: Double, height: Double, pointCount n: Int, controlFactor k: Double, offsets: [Double]
    ) -> [Double] {
        let (cx, cy, r) = (width / 2, height / 2, min(width, height) / 2)
        var output = [Double](repeating: 0, count: offsets.count * 6)
        for b in 0..<(offsets.count / n) {
            for i in 0..<n {
                let theta = 2 * Double.pi * Double(i) / Double(n)
                let radius = r + offsets[b * n + i]
                let x = cx + radius * sin(theta), y = cy + radius * cos(theta)
                let dx = k * radius * cos(theta), dy = -k * radius * sin(theta)
                let slot = b * 6 * n + 6 * i
                output[slot] = x
                output[slot + 1] = y
                output[slot + 2] = x + dx
                output[slot + 3] = y + dy
                output[slot + 4] = x - dx
                output[slot + 5] = y - dy
            }
        }
        return output
    }
}
