import Foundation

/// The seed's blob frames: per blob, the radii, then a closure per anchor
/// building the anchor and its two control points as CGPoints, copied into
/// the output (6 values per anchor).
enum SeedBlobs {
    /// A loop writing `blobs` frames of `n` anchors into `out`.
    ///
    /// - Parameters:
    ///   - blobs: Blobs (frames) per call.
    ///   - n: Anchors per blob.
    ///   - out: The output, `blobs · n · 6` values.
    ///   - radii: The radius offsets of blob `b`, as the seed computes them.
    /// - Returns: The loop's body.
    static func loop(blobs: Int, anchors n: Int, into out: UnsafeMutablePointer<Double>,
                     radii: @escaping (_ b: Int) -> [Double]) -> () -> Void {
        let side = BatchGeometry.side
        return {
            for b in 0..<blobs {
                let radii = radii(b)
                let anchors: [(CGPoint, CGPoint, CGPoint)] = (0..<n).map { i in
                    let angle = 2 * Double.pi * Double(i) / Double(n)
                    let radius = side / 2 + radii[i]
                    let anchor = CGPoint(x: side / 2 + radius * sin(angle), y: side / 2 + radius * cos(angle))
                    let d = 4.0 / 3.0 * tan(.pi / (2 * Double(n))) * radius
                    return (anchor, CGPoint(x: anchor.x + d * cos(angle), y: anchor.y - d * sin(angle)),
                            CGPoint(x: anchor.x - d * cos(angle), y: anchor.y + d * sin(angle)))
                }
                for (i, (a, o, p)) in anchors.enumerated() {
                    let slot = out + (b * n + i) * 6
                    slot[0] = a.x; slot[1] = a.y; slot[2] = o.x; slot[3] = o.y; slot[4] = p.x; slot[5] = p.y
                }
            }
        }
    }
}
