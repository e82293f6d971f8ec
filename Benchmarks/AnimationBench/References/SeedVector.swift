import AnimationKernels

/// The `AnimatableVector` of the morphing-blob article, as its copies in
/// circulation write it, with a plain loop wherever the article calls vDSP
/// (Accelerate does not exist on Linux). It exists only as the benchmark's
/// "seed" reference.
///
/// Source: Alex Dremov, "SwiftUI Advanced Animation"
/// (https://alexdremov.me/swiftui-advanced-animation/), after Majid
/// Jabrayilov's gist (https://gist.github.com/mecid/18a80b18cc9670eef1d8667cf8c886bd).
/// Like the article: `+` and `-` build a new array over the shorter operand
/// (`vDSP.add`, `vDSP.subtract`); `+=`, `-=` and `scale(by:)` work in place
/// on the receiver's prefix (`vDSP.add(…, result: &lhs.values[0..<count])`,
/// `vDSP.multiply(rhs, values, result: &values)`); `magnitudeSquared` sums a
/// temporary array of squares (`vDSP.sum(vDSP.multiply(values, values))`).
/// `interpolate(towards:amount:)` is then the protocol's default, which
/// makes one array (`other - self`) per call.
struct SeedVector: VectorArithmetic {
    var values: [Double]

    static var zero: SeedVector { SeedVector(values: [0.0]) }

    static func + (lhs: SeedVector, rhs: SeedVector) -> SeedVector {
        let count = min(lhs.values.count, rhs.values.count)
        return SeedVector(values: (0..<count).map { lhs.values[$0] + rhs.values[$0] })
    }

    static func += (lhs: inout SeedVector, rhs: SeedVector) {
        let count = min(lhs.values.count, rhs.values.count)
        for i in 0..<count { lhs.values[i] += rhs.values[i] }
    }

    static func - (lhs: SeedVector, rhs: SeedVector) -> SeedVector {
        let count = min(lhs.values.count, rhs.values.count)
        return SeedVector(values: (0..<count).map { lhs.values[$0] - rhs.values[$0] })
    }

    static func -= (lhs: inout SeedVector, rhs: SeedVector) {
        let count = min(lhs.values.count, rhs.values.count)
        for i in 0..<count { lhs.values[i] -= rhs.values[i] }
    }

    mutating func scale(by rhs: Double) {
        for i in values.indices { values[i] *= rhs }
    }

    var magnitudeSquared: Double {
        values.map { $0 * $0 }.reduce(0, +)
    }
}
