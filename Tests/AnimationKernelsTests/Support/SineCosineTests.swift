import Foundation
import Testing
@testable import AnimationKernels
import AnimationKernelsTestSupport

/// The degree sine and cosine behind the wave coefficients, against libm.
@Suite("sineCosine(degrees:)")
struct SineCosineTests {
    /// The polynomials alone: on [−45°, 45°], where the reduction does
    /// nothing, both values agree with libm's on the same radians within two
    /// ulps (each is within about one of the exact value).
    @Test("the polynomials agree with libm on the reduced range") func polynomialsAgreeWithLibm() {
        var rng = SeededGenerator(seed: 2024)
        for _ in 0..<100_000 {
            let degrees = Double.random(in: -45...45, using: &rng)
            let radians = degrees * (Double.pi / 180)
            let (s, c) = sineCosine(degrees: degrees)
            #expect(abs(s - sin(radians)) <= 2 * sin(radians).ulp, "sin(\(degrees)°)")
            #expect(abs(c - cos(radians)) <= 2 * cos(radians).ulp, "cos(\(degrees)°)")
        }
    }

    /// Any angle: within 2e-15 of libm on the angle reduced modulo 360°
    /// (that much is the rounding of libm's input: up to 2π converted to
    /// radians, against at most π/4 here), over many turns and both signs.
    @Test("reduced angles agree with libm") func reducedAnglesAgreeWithLibm() {
        var rng = SeededGenerator(seed: 77)
        for _ in 0..<100_000 {
            let degrees = Double.random(in: -1e7...1e7, using: &rng).rounded() + Double.random(in: 0..<1, using: &rng)
            let turn = degrees.truncatingRemainder(dividingBy: 360) * (Double.pi / 180)
            let (s, c) = sineCosine(degrees: degrees)
            #expect(abs(s - sin(turn)) <= 2e-15, "sin(\(degrees)°)")
            #expect(abs(c - cos(turn)) <= 2e-15, "cos(\(degrees)°)")
            #expect(abs(s * s + c * c - 1) <= 7e-16, "sin² + cos² at \(degrees)°")
        }
    }

    /// Quarter turns are exact (libm gives 1.2e-16 for sin(π)), and the
    /// well-known values hold to the last bit or two.
    @Test("quarter turns are exact and the well-known angles hold to the last bit or two") func exactValues() {
        for k in -8...8 {
            let (s, c) = sineCosine(degrees: Double(90 * k))
            let expected: (Double, Double) = [(0, 1), (1, 0), (0, -1), (-1, 0)][((k % 4) + 4) % 4]
            #expect(s == expected.0 && c == expected.1, "\(90 * k)°: (\(s), \(c))")
        }
        #expect(isClose(sineCosine(degrees: 30).sin, 0.5, relative: 2.3e-16))
        #expect(isClose(sineCosine(degrees: 60).cos, 0.5, relative: 2.3e-16))
        #expect(isClose(sineCosine(degrees: 45).sin, 0.5.squareRoot(), relative: 2.3e-16))
        #expect(isClose(sineCosine(degrees: -135).cos, -(0.5.squareRoot()), relative: 2.3e-16))
    }

    /// Beyond 2⁵⁰ degrees the quarter-turn count is no longer exact, and
    /// libm takes over after an exact reduction; infinities and NaN give NaN.
    @Test("beyond 2^50 degrees libm takes over; infinities and NaN give NaN") func hugeAndNonFiniteAngles() {
        for degrees in [0x1p50, -0x1p52, 1e300, 0x1p60 + 1024] {
            let turn = degrees.truncatingRemainder(dividingBy: 360) * (Double.pi / 180)
            let (s, c) = sineCosine(degrees: degrees)
            #expect(s == sin(turn) && c == cos(turn), "\(degrees)°")
        }
        for degrees in [Double.infinity, -.infinity, .nan] {
            let (s, c) = sineCosine(degrees: degrees)
            #expect(s.isNaN && c.isNaN)
        }
    }
}
