import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

/// With round caps and joins the stroke is exactly the points within half the
/// width of the centre line, so the oracle's distance decides every point.
@Suite("Stroked outline against the exact offsets")
struct StrokedPathDistanceTests {
    static let tolerance = 0.01

    static func cases() -> [(name: String, path: Path, width: Double)] {
        var generator = SeededGenerator(seed: 41)
        var result: [(String, Path, Double)] = []
        let widths = [1.0, 10, 40, 100]
        for i in 0..<8 {
            let v = generator.doubles(8, in: 0...200)
            var path = Path()
            path.move(to: CGPoint(x: v[0], y: v[1]))
            path.addCurve(to: CGPoint(x: v[6], y: v[7]), control1: CGPoint(x: v[2], y: v[3]), control2: CGPoint(x: v[4], y: v[5]))
            result.append(("random cubic \(i)", path, widths[i % widths.count]))
        }
        var cusp = Path()
        cusp.move(to: .zero)
        cusp.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 100, y: 100), control2: CGPoint(x: 0, y: 100))
        result.append(("cusp", cusp, 20))
        var loop = Path()
        loop.move(to: .zero)
        loop.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 200, y: 100), control2: CGPoint(x: -100, y: 100))
        result.append(("loop", loop, 30))
        result.append(("circle wider than its radius", Path(ellipseIn: CGRect(x: -30, y: -30, width: 60, height: 60)), 100))
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 150))
        quad.addLine(to: CGPoint(x: 60, y: -40))
        result.append(("quadratic and a sharp corner", quad, 16))
        return result
    }

    @Test("points nearer than w/2 − 0.01 are painted, farther than w/2 + 0.01 are not")
    func classification() {
        for (name, path, width) in Self.cases() {
            let h = width / 2
            let outline = rings(of: path.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)))
            let centre = centreSegments(of: path)
            var generator = SeededGenerator(seed: 7)
            var misclassified = 0, example = ""
            // Points near the boundary, then anywhere around the stroke.
            var probes: [OraclePoint] = []
            for segment in centre {
                for i in 0...150 {
                    guard let o = segment.offsets((Double(i) + 0.31) / 151, halfWidth: h) else { continue }
                    for delta in [-0.02, -0.011, 0.011, 0.02] {
                        probes.append(o.left + o.normal * delta)
                        probes.append(o.right - o.normal * delta)
                    }
                }
            }
            let box = generator.doubles(600, in: -60...260)
            for k in stride(from: 0, to: box.count, by: 2) { probes.append(OraclePoint(box[k], box[k + 1])) }
            for p in probes {
                let d = StrokeOracle.distance(from: p, to: centre, samples: 512)
                let painted = StrokeOracle.winding(at: p, rings: outline) != 0
                if (d < h - Self.tolerance && !painted) || (d > h + Self.tolerance && painted) {
                    misclassified += 1
                    example = "\(p) at \(d - h) from the offset"
                }
            }
            #expect(misclassified == 0, "\(name): \(misclassified) of \(probes.count) points misclassified, e.g. \(example)")
        }
    }

    @Test("the painted boundary lies within 0.01 of the exact offset, measured along the normal")
    func boundaryDistance() {
        var worst = 0.0
        for (name, path, width) in Self.cases() {
            let h = width / 2
            let outline = rings(of: path.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)))
            let centre = centreSegments(of: path)
            for segment in centre {
                for i in 1..<60 {
                    guard let o = segment.offsets((Double(i) + 0.37) / 60, halfWidth: h) else { continue }
                    for (point, normal) in [(o.left, o.normal), (o.right, -o.normal)] {
                        // Only where the exact offset is on the stroke's boundary.
                        guard StrokeOracle.distance(from: point, to: centre, samples: 512) > h - 1e-6 else { continue }
                        let base = point - normal * h
                        var inside = h - 0.05, outside = h + 0.05
                        guard StrokeOracle.winding(at: base + normal * inside, rings: outline) != 0,
                              StrokeOracle.winding(at: base + normal * outside, rings: outline) == 0 else {
                            worst = .infinity
                            continue
                        }
                        for _ in 0..<30 {
                            let mid = (inside + outside) / 2
                            if StrokeOracle.winding(at: base + normal * mid, rings: outline) != 0 { inside = mid } else { outside = mid }
                        }
                        worst = max(worst, abs(inside - h))
                    }
                }
            }
            #expect(worst <= Self.tolerance, "\(name): boundary \(worst) from the exact offset")
        }
    }

    @Test("every outline vertex lies within w/2 + 0.01 of the centre line, for every join and cap but miter and square")
    func nothingBeyondTheOffset() {
        for (name, path, width) in Self.cases() {
            let centre = centreSegments(of: path)
            for join in [CGLineJoin.round, .bevel] {
                for cap in [CGLineCap.butt, .round] {
                    let outline = rings(of: path.strokedPath(StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join)), chordsPerCurve: 16)
                    let far = outline.joined().map { StrokeOracle.distance(from: $0, to: centre, samples: 512) }.max() ?? 0
                    #expect(far <= width / 2 + Self.tolerance, "\(name), \(join), \(cap): a vertex \(far) from the centre")
                }
            }
        }
    }
}
