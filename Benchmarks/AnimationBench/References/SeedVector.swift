import AnimationKernels

/// The `AnimatableVector` a user writes by hand after the morphing-blob
/// article: an array, `zip`/`map` for every operation, a new array each
/// time, and (faithfully) its truncation to the shorter operand. It exists
/// only as the benchmark's "seed" reference; the library's type fixes it.
struct SeedVector: VectorArithmetic {
    var values: [Double]

    static var zero: SeedVector { SeedVector(values: [0.0]) }

    static func + (lhs: SeedVector, rhs: SeedVector) -> SeedVector {
        SeedVector(values: zip(lhs.values, rhs.values).map(+))
    }

    static func += (lhs: inout SeedVector, rhs: SeedVector) {
        lhs = lhs + rhs
    }

    static func - (lhs: SeedVector, rhs: SeedVector) -> SeedVector {
        SeedVector(values: zip(lhs.values, rhs.values).map(-))
    }

    static func -= (lhs: inout SeedVector, rhs: SeedVector) {
        lhs = lhs - rhs
    }

    mutating func scale(by rhs: Double) {
        values = values.map { $0 * rhs }
    }

    var magnitudeSquared: Double {
        values.map { $0 * $0 }.reduce(0, +)
    }
}
