import Foundation
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

@Suite("Timing-curve animations")
struct AnimationCurveTests {
    static let cases: [(String, Animation, (Double, Double, Double, Double), Double)] = [
        ("linear", .linear, Oracle.linear, 0.35),
        ("linear(duration: 6)", .linear(duration: 6), Oracle.linear, 6),
        ("easeIn", .easeIn, Oracle.easeIn, 0.35),
        ("easeIn(duration: 2)", .easeIn(duration: 2), Oracle.easeIn, 2),
        ("easeOut", .easeOut, Oracle.easeOut, 0.35),
        ("easeOut(duration: 0.7)", .easeOut(duration: 0.7), Oracle.easeOut, 0.7),
        ("easeInOut", .easeInOut, Oracle.easeInOut, 0.35),
        ("easeInOut(duration: 0.5)", .easeInOut(duration: 0.5), Oracle.easeInOut, 0.5),
        ("timingCurve(0, 2, 1, -2)", .timingCurve(0, 2, 1, -2, duration: 0.35), (0, 2, 1, -2), 0.35),
        ("timingCurve(UnitCurve)", .timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)), duration: 1.5), (0.25, 0.1, 0.25, 1), 1.5),
    ]

    @Test("Each curve covers its bezier's fraction of the value and is nil from its duration on",
          arguments: cases.indices)
    func curveValues(index: Int) {
        let (name, animation, curve, duration) = Self.cases[index]
        for t in Oracle.times(to: duration * 1.2, marks: [duration]) {
            let got = animate(animation, 3.5, at: t)
            if t >= duration {
                #expect(got == nil, "\(name) at \(t)")
            } else {
                let expected = 3.5 * Oracle.curve(curve, duration: duration, time: t)
                #expect(got.map { isClose($0, expected, relative: 1e-11, absolute: 1e-12) } == true, "\(name) at \(t): \(String(describing: got)) vs \(expected)")
            }
        }
    }

    @Test("A curve's velocity is the time derivative of its value", arguments: cases.indices)
    func curveVelocities(index: Int) {
        let (name, animation, _, duration) = Self.cases[index]
        let h = 1e-6 * duration
        for k in 1..<40 {
            let t = duration * Double(k) / 40
            guard let v = velocity(animation, 2, at: t), let a = animate(animation, 2, at: t - h), let b = animate(animation, 2, at: t + h) else {
                Issue.record("\(name): nil inside the animation at \(t)")
                continue
            }
            #expect(isClose(v, (b - a) / (2 * h), relative: 1e-5, absolute: 1e-5), "\(name) at \(t)")
        }
        #expect(velocity(animation, at: duration) == nil)
    }

    @Test("The default animation is iOS 17's spring(response: 0.55, dampingFraction: 1)")
    func defaultAnimation() {
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
        // Critical damping settles where e^(−u)(1 + u) = 0.001, u = ω0·t.
        let settled = 9.2334134764516 * 0.55 / (2 * Double.pi)
        for t in stride(from: 0.0, to: 1.0, by: 0.05) {
            let (x, _) = Oracle.spring(response: 0.55, dampingRatio: 1, delta: 1, v0: 0, time: t)
            if t < settled - 1e-9 {
                #expect(animate(.default, at: t).map { isClose($0, x, relative: 1e-12, absolute: 1e-14) } == true, "at \(t)")
            } else {
                #expect(animate(.default, at: t) == nil, "at \(t)")
            }
        }
    }

    @Test("Animations compare and hash by kind and parameters")
    func equality() {
        #expect(Animation.linear == .linear(duration: 0.35))
        #expect(Animation.linear != .easeIn)
        #expect(Animation.easeInOut(duration: 0.5).repeatForever() == .easeInOut(duration: 0.5).repeatForever(autoreverses: true))
        #expect(Animation.easeInOut(duration: 0.5).repeatForever() != .easeInOut(duration: 0.5).repeatForever(autoreverses: false))
        #expect(Set([Animation.linear, .linear(duration: 0.35), .easeIn]).count == 2)
        let stored: Animation? = .easeOut
        #expect(stored == .easeOut)
        #expect(!Animation.linear.description.isEmpty)
    }

    @Test("Circular curves are the quarter circles, with the right inverses")
    func circularCurves() {
        for k in 0...100 {
            let p = Double(k) / 100
            #expect(isClose(UnitCurve.circularEaseIn.value(at: p), 1 - (1 - p * p).squareRoot(), relative: 1e-14, absolute: 1e-15))
            #expect(isClose(UnitCurve.circularEaseOut.value(at: p), (1 - (p - 1) * (p - 1)).squareRoot(), relative: 1e-14, absolute: 1e-15))
            let inOut = p < 0.5 ? (1 - (1 - 4 * p * p).squareRoot()) / 2 : ((1 - pow(-2 * p + 2, 2)).squareRoot() + 1) / 2
            #expect(isClose(UnitCurve.circularEaseInOut.value(at: p), inOut, relative: 1e-14, absolute: 1e-15))
            for curve in [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut] {
                #expect(isClose(curve.inverse.value(at: curve.value(at: p)), p, relative: 1e-7, absolute: 1e-7), "\(curve) at \(p)")
                #expect(!curve.velocity(at: p).isNaN)
            }
        }
        // Slopes against central differences away from the vertical points.
        for p in stride(from: 0.05, through: 0.95, by: 0.05) where abs(p - 0.5) > 0.01 {
            for curve in [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut, UnitCurve.circularEaseInOut.inverse] {
                let h = 1e-7
                let numeric = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
                #expect(isClose(curve.velocity(at: p), numeric, relative: 1e-5), "\(curve) at \(p)")
            }
        }
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseInOut.inverse.inverse == .circularEaseInOut)
        #expect(UnitCurve.circularEaseIn != .bezier(startControlPoint: UnitPoint(x: 0.55, y: 0), endControlPoint: UnitPoint(x: 1, y: 0.45)))
        let progress: [Double] = [0, 0.1, 0.5, 0.9, 1]
        var out = [Double](repeating: 0, count: 5)
        try? progress.withUnsafeBufferPointer { p in try out.withUnsafeMutableBufferPointer { try UnitCurve.circularEaseOut.values(at: p, into: $0) } }
        #expect(out == progress.map { UnitCurve.circularEaseOut.value(at: $0) })
    }
}
