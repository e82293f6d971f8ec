import AnimationKernels
import AnimationKernelsTestSupport
import Testing

/// One curve of `timingCurves.json` or `timingCurvesDegenerate.json`.
struct GoldenCurve: Decodable {
    let name: String
    let controlPoints: [Double]
    let x: [Double]
    let y: [Double]

    /// Built through the validating factory: golden controls must be valid.
    func curve() throws -> UnitCurve {
        try UnitCurve.validatedBezier(
            startControlPoint: UnitPoint(x: controlPoints[0], y: controlPoints[1]),
            endControlPoint: UnitPoint(x: controlPoints[2], y: controlPoints[3]))
    }
}

func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnitCurve {
    .bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
}

/// Random curves with control x in [0, 1] and control y in `yRange`.
func randomCurves(_ count: Int, y yRange: ClosedRange<Double>, seed: UInt64) -> [UnitCurve] {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
        let c = random.doubles(4, in: 0...1)
        return bezier(c[0], Double.random(in: yRange, using: &random), c[2], Double.random(in: yRange, using: &random))
    }
}

/// `curve.value(at:)` over `progress`, through the batch API.
func batchValues(_ curve: UnitCurve, _ progress: [Double]) throws -> [Double] {
    var output = [Double](repeating: .nan, count: progress.count)
    try progress.withUnsafeBufferPointer { input in
        try output.withUnsafeMutableBufferPointer { try curve.values(at: input, into: $0) }
    }
    return output
}

@Suite("UnitCurve")
struct UnitCurveTests {
    @Test("timingCurves.json within 1e-12 absolute", arguments: ["timingCurves", "timingCurvesDegenerate"])
    func golden(file: String) throws {
        let cases: [GoldenCurve] = try Golden.load(file)
        #expect(!cases.isEmpty)
        for golden in cases {
            let curve = try golden.curve()
            let values = golden.x.map { curve.value(at: $0) }
            expectClose(values, golden.y, relative: 0, absolute: 1e-12, golden.name)
            expectClose(try batchValues(curve, golden.x), golden.y, relative: 0, absolute: 1e-12, "batch, \(golden.name)")
        }
    }

    @Test("Exact values quoted in the reference notes")
    func exactValues() {
        // Quoted to 12 decimals, so within 5e-13 of the truth.
        #expect(isClose(UnitCurve.easeInOut.value(at: 0.25), 0.129161931047, relative: 0, absolute: 1e-12))
        #expect(isClose(bezier(0.25, 0.1, 0.25, 1).value(at: 0.5), 0.802403387585, relative: 0, absolute: 1e-12))
        #expect(isClose(bezier(1, 0, 0, 1).value(at: 0.25), 0.029724605512, relative: 0, absolute: 1e-12))
        #expect(isClose(bezier(0, 0, 1.0 / 3, 1).value(at: 0.5), 0.792893218813, relative: 0, absolute: 1e-12))
        // (0, 0, 1/3, 1) has x(t) = t² and y(t) = 3t² − 2t³: at p = ½, y = 3/2 − √½.
        #expect(isClose(bezier(0, 0, 1.0 / 3, 1).value(at: 0.5), 1.5 - 0.5.squareRoot(), relative: 0, absolute: 1e-15))
    }

    @Test("Presets are SwiftUI's control points")
    func presets() {
        #expect(UnitCurve.easeIn == bezier(0.42, 0, 1, 1))
        #expect(UnitCurve.easeOut == bezier(0, 0, 0.58, 1))
        #expect(UnitCurve.easeInOut == bezier(0.42, 0, 0.58, 1))
        for p in stride(from: 0.0, through: 1, by: 0.125) {
            #expect(UnitCurve.linear.value(at: p) == p)
            #expect(UnitCurve.linear.velocity(at: p) == 1)
        }
    }

    @Test("Equality and hashing go by the controls and shape alone")
    func equalityByControls() {
        // −0 and +0 are equal controls with different bit patterns, so the
        // two curves hold different tables and must still be one curve.
        let positive = bezier(0.3, 0, 0.7, 1), negative = bezier(0.3, -0.0, 0.7, 1)
        #expect(positive == negative)
        #expect(positive.hashValue == negative.hashValue)
        #expect(Set([positive, negative, bezier(0.3, 0, 0.7, 1)]).count == 1)
        #expect(positive != bezier(0.3, 0, 0.7, 0.999))
        #expect(UnitCurve.circularEaseIn != bezier(UnitCurve.circularEaseIn.startControlPoint.x,
                                                   UnitCurve.circularEaseIn.startControlPoint.y,
                                                   UnitCurve.circularEaseIn.endControlPoint.x,
                                                   UnitCurve.circularEaseIn.endControlPoint.y))
        #expect(isClose(positive.value(at: 0.4), negative.value(at: 0.4), relative: 0, absolute: 1e-13))
    }

    @Test("Progress outside [0, 1] is clamped")
    func clampedProgress() {
        for curve in [UnitCurve.easeIn, .easeOut, bezier(0, 2, 1, -2)] {
            #expect(curve.value(at: -0.5) == 0)
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: 7) == 1)
            #expect(curve.value(at: -.infinity) == 0)
            #expect(curve.value(at: .infinity) == 1)
            #expect(curve.velocity(at: -1) == curve.velocity(at: 0))
            #expect(curve.velocity(at: 2) == curve.velocity(at: 1))
        }
    }

    #if DEBUG
    /// Grid intervals: 10⁵ in release builds, fewer in debug builds, where
    /// the unspecialized SIMD batch is about a hundred times slower.
    static let gridIntervals = 10_000
    #else
    static let gridIntervals = 100_000
    #endif

    @Test("Monotone on a fine grid (10⁵ intervals in release builds) where the curve is monotone")
    func monotone() throws {
        // Control y in [0, 1] makes y(t) non-decreasing, as control x does x(t).
        let curves = [UnitCurve.easeIn, .easeOut, .easeInOut, bezier(0.25, 0.1, 0.25, 1), bezier(1, 0, 0, 1), bezier(0, 1, 1, 0)]
            + randomCurves(8, y: 0...1, seed: 11)
        let grid = (0...Self.gridIntervals).map { Double($0) / Double(Self.gridIntervals) }
        for curve in curves {
            let values = try batchValues(curve, grid)
            let drops = (1..<values.count).filter { values[$0] < values[$0 - 1] }
            #expect(drops.isEmpty, "\(curve) decreases at progress \(drops.prefix(3).map { grid[$0] })")
            #expect(values.first == 0 && values.last == 1)
        }
    }

    @Test("velocity(at:) matches a central difference of value(at:)")
    func velocityMatchesFiniteDifference() {
        let h = 1e-6
        for curve in randomCurves(40, y: -1...2, seed: 12) + [.easeIn, .easeOut, .easeInOut, bezier(0, 2, 1, -2)] {
            for p in stride(from: 0.02, through: 0.98, by: 0.04) {
                let velocity = curve.velocity(at: p)
                // Skip the rare spots where x′ nearly vanishes: there the
                // difference quotient, not the velocity, is inaccurate.
                guard abs(velocity) < 1e3 else { continue }
                let difference = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
                #expect(isClose(velocity, difference, relative: 0, absolute: 1e-5 * max(1, abs(velocity))),
                        "\(curve) at \(p): \(velocity) vs \(difference)")
            }
        }
    }

    @Test("Limits of the velocity where x′ vanishes")
    func velocityLimits() {
        // dy/dx → y2/x2 at 0 when x1 = y1 = 0, and (1 − y1)/(1 − x1) at 1 when x2 = y2 = 1.
        #expect(isClose(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58))
        #expect(isClose(UnitCurve.easeIn.velocity(at: 1), 1 / 0.58))
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
        #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
        // y′ ≠ 0 where x′ = 0: vertical tangent.
        #expect(bezier(1, 0, 0, 1).velocity(at: 0.5) == .infinity)
        #expect(bezier(0, 1, 1, 0).velocity(at: 0) == .infinity)
        #expect(bezier(0, 1, 1, 0).velocity(at: 1) == .infinity)
        #expect(bezier(0, -1, 1, 2).velocity(at: 0) == -.infinity)
        // x = t³ and y ≈ 3t²: dy/dx ≈ 2/t → ∞.
        #expect(bezier(0, 0, 0, 1).velocity(at: 0) == .infinity)
        // On the diagonal y = x.
        #expect(bezier(0, 0, 0, 0).velocity(at: 0) == 1)
        #expect(bezier(0.3, 0.3, 0.6, 0.6).velocity(at: 0.4) == 1)
    }

    @Test("No NaN for random and degenerate controls at any progress")
    func neverNaN() {
        var random = SeededGenerator(seed: 13)
        let specialX: [Double] = [0, 1, 1.0 / 3, 2.0 / 3, 0.5, 1e-300, 1 - 1e-16]
        let progress: [Double] = [0, 1, 0.5, 1e-300, 1e-12, 1 - 1e-16, -0.5, 1.5, 0.25, 0.75]
            + random.doubles(20, in: 0...1)
        for _ in 0..<400 {
            let x1 = Bool.random(using: &random) ? specialX.randomElement(using: &random)! : Double.random(in: 0...1, using: &random)
            let x2 = Bool.random(using: &random) ? specialX.randomElement(using: &random)! : Double.random(in: 0...1, using: &random)
            let curve = bezier(x1, Double.random(in: -5...5, using: &random), x2, Double.random(in: -5...5, using: &random))
            for p in progress {
                #expect(curve.value(at: p).isFinite, "\(curve) value at \(p)")
                #expect(!curve.velocity(at: p).isNaN, "\(curve) velocity at \(p)")
            }
        }
    }

    @Test("inverse swaps the controls and undoes a monotone curve")
    func inverseRoundTrip() {
        #expect(bezier(0.1, 0.2, 0.3, 0.4).inverse == bezier(0.2, 0.1, 0.4, 0.3))
        #expect(UnitCurve.linear.inverse == .linear)
        for curve in randomCurves(30, y: 0...1, seed: 14) + [.easeIn, .easeOut, .easeInOut] {
            for p in stride(from: 0.0, through: 1, by: 0.01) {
                let back = curve.value(at: curve.inverse.value(at: p))
                #expect(isClose(back, p, relative: 0, absolute: 1e-12), "\(curve) at \(p): \(back)")
            }
        }
    }

    @Test("Control x is clamped to [0, 1], y is kept")
    func clampedControls() {
        let curve = bezier(-0.5, 3, 1.5, -2)
        #expect(curve.startControlPoint == UnitPoint(x: 0, y: 3))
        #expect(curve.endControlPoint == UnitPoint(x: 1, y: -2))
        #expect(curve == bezier(0, 3, 1, -2))
    }

    @Test("Non-finite control coordinates throw, naming the coordinate",
          arguments: [("startControlPoint.x", Double.nan), ("startControlPoint.y", .infinity),
                      ("endControlPoint.x", -.infinity), ("endControlPoint.y", .nan)])
    func nonFiniteControls(parameter: String, bad: Double) {
        var c = [0.3, 0.1, 0.7, 0.9]
        let index = ["startControlPoint.x", "startControlPoint.y", "endControlPoint.x", "endControlPoint.y"].firstIndex(of: parameter)!
        c[index] = bad
        do {
            _ = try UnitCurve.validatedBezier(startControlPoint: UnitPoint(x: c[0], y: c[1]), endControlPoint: UnitPoint(x: c[2], y: c[3]))
            Issue.record("no error for \(parameter) = \(bad)")
        } catch let error as AnimationKernelsError {
            #expect(error.parameter == parameter)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("Batch: size mismatch and NaN progress throw before writing")
    func batchBadInput() {
        let progress = [0.1, 0.2, 0.3, .nan, 0.5]
        var output = [Double](repeating: -1, count: 5)
        #expect(throws: AnimationKernelsError.invalidParameter(parameter: "progress[3]", value: "nan", requirement: "must not be NaN")) {
            try progress.withUnsafeBufferPointer { p in
                try output.withUnsafeMutableBufferPointer { try UnitCurve.easeIn.values(at: p, into: $0) }
            }
        }
        #expect(output == [Double](repeating: -1, count: 5))
        var short = [Double](repeating: -1, count: 4)
        #expect(throws: AnimationKernelsError.bufferSize(parameter: "output", expected: 5, actual: 4)) {
            try progress.withUnsafeBufferPointer { p in
                try short.withUnsafeMutableBufferPointer { try UnitCurve.easeIn.values(at: p, into: $0) }
            }
        }
        // Empty input is fine.
        #expect(throws: Never.self) { try batchValues(.easeIn, []) }
    }
}
