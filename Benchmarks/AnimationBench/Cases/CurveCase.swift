import AnimationKernels
import CTextbookBezier

/// `UnitCurve` evaluation: per call (`value(at:)`, what an app calls once
/// a frame) and in a batch on easeInOut, CSS ease and an overshooting curve
/// whose x′ vanishes at both ends, and the textbook bezier solver in Swift
/// and in C on each curve (C both as its own loop and one call per value,
/// the per-call row's yardstick), all in the same rounds.
struct CurveCase: TimingCase {
    let kernel = KernelName.curve
    let inputScale = 1.0

    static let curve = UnitCurve.easeInOut

    /// The control points of each curve measured.
    static func controls(_ curve: Candidate.CurveVariant) -> (Double, Double, Double, Double) {
        switch curve {
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .ease: return (0.25, 0.1, 0.25, 1)
        case .overshoot: return (0, 2, 1, -2)
        }
    }

    static func unitCurve(_ c: (Double, Double, Double, Double)) -> UnitCurve {
        .bezier(startControlPoint: UnitPoint(x: c.0, y: c.1), endControlPoint: UnitPoint(x: c.2, y: c.3))
    }

    func candidates(backends: [Backend], references: Bool, shape: Shape) -> [Candidate] {
        var all: [Candidate] = [.perCall, .batch(.easeInOut)]
        for curve in Candidate.CurveVariant.allCases {
            if curve != .easeInOut { all += [.perCallCurve(curve), .batch(curve)] }
            if references { all += [.textbookSwift(curve), .textbookC(curve), .textbookCPerCall(curve)] }
        }
        return all
    }

    var numpyPeers: [(peer: String, candidate: Candidate)] {
        [("curveEaseInOut", .numpy(.standard)), ("curveEase", .numpy(.ease)), ("curveOvershoot", .numpy(.overshoot))]
    }

    func perCall(_ input: UnsafeBufferPointer<Double>, _ output: UnsafeMutableBufferPointer<Double>) {
        for i in input.indices { output[i] = Self.curve.value(at: input[i]) }
    }

    func batch(_ input: UnsafeBufferPointer<Double>, _ output: UnsafeMutableBufferPointer<Double>) throws {
        try Self.curve.values(at: input, into: output)
    }

    func verifyReference(_ input: [Double], _ single: [Double]) throws {
        let c = Self.controls(.easeInOut)
        let textbook = TextbookBezier(c.0, c.1, c.2, c.3)
        try compare(single, with: input.map(textbook.value))
    }

    func loop(_ candidate: Candidate, _ w: TimingWorkload) -> TimedLoop {
        if let common = commonLoop(candidate, w) { return common }
        let i = w.values, o = w.output, n = i.count
        switch candidate {
        case .batch(let curve):
            let unit = Self.unitCurve(Self.controls(curve))
            return Sampler.loop { try! unit.values(at: i, into: o) }
        case .perCallCurve(let curve):
            let unit = Self.unitCurve(Self.controls(curve))
            return Sampler.loop { for k in 0..<n { o[k] = unit.value(at: i[k]) } }
        case .textbookSwift(let curve):
            let c = Self.controls(curve)
            let swift = TextbookBezier(c.0, c.1, c.2, c.3)
            return Sampler.loop { for k in 0..<n { o[k] = swift.value(i[k]) } }
        case .textbookC(let curve):
            let c = Self.controls(curve)
            var cCurve = textbook_bezier_make(c.0, c.1, c.2, c.3)
            return Sampler.loop { textbook_bezier_values(&cCurve, i.baseAddress, o.baseAddress, n) }
        case .textbookCPerCall(let curve):
            let c = Self.controls(curve)
            var cCurve = textbook_bezier_make(c.0, c.1, c.2, c.3)
            return Sampler.loop { for k in 0..<n { o[k] = textbook_bezier_value(&cCurve, i[k]) } }
        default:
            preconditionFailure("\(kernel) has no candidate \(candidate)")
        }
    }
}
