import CAllocationCounter
import Testing
import AnimationKernels
import AnimationKernelsTestSupport

// Code written against `VectorArithmetic` alone, as an animation engine is.
// `@inline(never)` keeps each one a real generic call through the protocol's
// witness table, which is what a caller in another module gets.

@inline(never)
private func genericInterpolate<V: VectorArithmetic>(_ value: inout V, towards other: V, amount: Double) {
    value.interpolate(towards: other, amount: amount)
}

@inline(never)
private func genericInterpolated<V: VectorArithmetic>(_ value: V, towards other: V, amount: Double) -> V {
    value.interpolated(towards: other, amount: amount)
}

@inline(never)
private func genericAddAssign<V: VectorArithmetic>(_ value: inout V, _ other: V) { value += other }

@inline(never)
private func genericSubtractAssign<V: VectorArithmetic>(_ value: inout V, _ other: V) { value -= other }

@inline(never)
private func genericScale<V: VectorArithmetic>(_ value: inout V, by factor: Double) { value.scale(by: factor) }

@inline(never)
private func genericSum<V: VectorArithmetic>(_ a: V, _ b: V) -> V { a + b }

@inline(never)
private func genericDifference<V: VectorArithmetic>(_ a: V, _ b: V) -> V { a - b }

@inline(never)
private func genericMagnitudeSquared<V: VectorArithmetic>(_ value: V) -> Double { value.magnitudeSquared }

/// How many heap allocations `body` makes on this thread the second time it
/// runs (the first instantiates generic metadata and fills the runtime's
/// caches, which allocate once per process, not per call).
private func allocations(_ body: () -> Void) -> Int64 {
    body()
    ak_allocation_counter_start()
    body()
    return ak_allocation_counter_stop()
}

/// The elements' bit patterns, so that equality means "the same bits" and a
/// NaN compares equal to itself.
private func bits(_ v: AnimatableVector) -> [UInt64] { v.map(\.bitPattern) }

@Suite("Generic code reaches the concrete kernels")
struct GenericPathTests {
    /// The allocation counter replaces `malloc`, which the sanitizers own.
    static let counting = ak_allocation_counter_is_available()

    /// Lengths around the SIMD widths and the automatic thresholds, and mixed.
    static let lengths = [0, 1, 3, 7, 8, 9, 16, 63, 257, 1000, 4097, 70_000]

    @Test("the counter sees an allocation, so a zero count means something", .enabled(if: counting, "the sanitizers own malloc"))
    func theCounterCountsAllocations() {
        let grown = allocations {
            var v = AnimatableVector(repeating: 1, count: 100)
            v.append(2)
            #expect(v.count == 101)
        }
        #expect(grown >= 1)
        // The protocol's default interpolation makes a temporary difference:
        // a type that does not witness the requirement allocates.
        var plain = DefaultOnly(values: [1, 2, 3])
        let target = DefaultOnly(values: [5, 6, 7])
        #expect(allocations { genericInterpolate(&plain, towards: target, amount: 0.5) } >= 1)
        #expect(plain.values == [4, 5, 6])  // halfway twice: 1 → 3 → 4, and so on
    }

    @Test("generic in-place operations on a unique vector allocate nothing", .enabled(if: counting, "the sanitizers own malloc"))
    func genericInPlaceVectorOperationsAllocateNothing() {
        for n in Self.lengths where n > 0 {
            var v = AnimatableVector(repeating: 1.5, count: n)
            let target = AnimatableVector(repeating: -2, count: n)
            let count = allocations {
                genericInterpolate(&v, towards: target, amount: 0.25)
                genericAddAssign(&v, target)
                genericSubtractAssign(&v, target)
                genericScale(&v, by: 0.5)
            }
            #expect(count == 0, "n = \(n): \(count) allocations")
        }
    }

    @Test("generic in-place operations on pairs of vectors allocate nothing", .enabled(if: counting, "the sanitizers own malloc"))
    func genericInPlacePairOperationsAllocateNothing() {
        typealias Pair = AnimatablePair<Double, AnimatablePair<AnimatableVector, AnimatableVector>>
        for n in Self.lengths where n > 0 {
            var v = Pair(1, AnimatablePair(AnimatableVector(repeating: 1, count: n), AnimatableVector(repeating: 2, count: n + 3)))
            let target = Pair(3, AnimatablePair(AnimatableVector(repeating: 4, count: n), AnimatableVector(repeating: 5, count: n + 3)))
            let count = allocations {
                genericInterpolate(&v, towards: target, amount: 0.75)
                genericAddAssign(&v, target)
                genericScale(&v, by: 2)
            }
            #expect(count == 0, "n = \(n): \(count) allocations")
        }
    }

    @Test("generic and concrete vector operations give the same bits")
    func genericAndConcreteVectorOperationsAgree() {
        var random = SeededGenerator(seed: 0x6E6E)
        for n in Self.lengths {
            for m in [n, n / 2, n + 5] {
                let a = AnimatableVector(random.doubles(n, in: -1e3...1e3))
                let b = AnimatableVector(random.doubles(m, in: -1e3...1e3))
                let t = Double.random(in: -0.5...1.5, using: &random)

                var concrete = a, generic = a
                concrete.interpolate(towards: b, amount: t)
                genericInterpolate(&generic, towards: b, amount: t)
                #expect(bits(generic) == bits(concrete), "interpolate n = \(n), m = \(m)")
                #expect(bits(genericInterpolated(a, towards: b, amount: t)) == bits(a.interpolated(towards: b, amount: t)))

                concrete = a; generic = a
                concrete += b; genericAddAssign(&generic, b)
                #expect(bits(generic) == bits(concrete))
                concrete -= b; genericSubtractAssign(&generic, b)
                #expect(bits(generic) == bits(concrete))
                concrete.scale(by: t); genericScale(&generic, by: t)
                #expect(bits(generic) == bits(concrete))
                #expect(bits(genericSum(a, b)) == bits(a + b))
                #expect(bits(genericDifference(a, b)) == bits(a - b))
                #expect(genericMagnitudeSquared(a).bitPattern == a.magnitudeSquared.bitPattern)
            }
        }
    }

    @Test("a pair interpolates each half exactly as the half does alone")
    func pairsForwardToTheirHalves() {
        var random = SeededGenerator(seed: 0x9A12)
        for n in Self.lengths {
            let a = AnimatablePair(AnimatableVector(random.doubles(n)), AnimatableVector(random.doubles(n + 1)))
            let b = AnimatablePair(AnimatableVector(random.doubles(n + 2)), AnimatableVector(random.doubles(n)))
            let t = Double.random(in: 0...1, using: &random)
            var pair = a
            genericInterpolate(&pair, towards: b, amount: t)
            var first = a.first, second = a.second
            first.interpolate(towards: b.first, amount: t)
            second.interpolate(towards: b.second, amount: t)
            #expect(bits(pair.first) == bits(first))
            #expect(bits(pair.second) == bits(second))
        }
        // Scalars in a pair keep the protocol's arithmetic: a + t·(b − a).
        var scalars = AnimatablePair(1.0, Float(2))
        genericInterpolate(&scalars, towards: AnimatablePair(4.0, Float(6)), amount: 0.5)
        #expect(scalars == AnimatablePair(2.5, Float(4)))
    }

    @Test("a spring moves a vector exactly as it moves each element")
    func springsOnVectorsMatchSpringsOnElements() {
        var random = SeededGenerator(seed: 0x5151)
        let springs = [Spring(response: 0.5, dampingRatio: 0.3), Spring(response: 0.4, dampingRatio: 1), Spring(mass: 1, stiffness: 50, damping: 40, allowOverDamping: true)]
        for spring in springs {
            for n in [1, 7, 64, 1000] {
                let target = random.doubles(n, in: -100...100)
                let velocity = random.doubles(n, in: -10...10)
                for time in [0, 0.01, 0.137, 0.5, 2] {
                    let value = spring.value(target: AnimatableVector(target), initialVelocity: AnimatableVector(velocity), time: time)
                    let speed = spring.velocity(target: AnimatableVector(target), initialVelocity: AnimatableVector(velocity), time: time)
                    let elementValues = zip(target, velocity).map { spring.value(target: $0, initialVelocity: $1, time: time) }
                    let elementSpeeds = zip(target, velocity).map { spring.velocity(target: $0, initialVelocity: $1, time: time) }
                    #expect(bits(value) == elementValues.map(\.bitPattern), "\(spring) n = \(n) t = \(time)")
                    #expect(bits(speed) == elementSpeeds.map(\.bitPattern), "\(spring) n = \(n) t = \(time)")
                }
            }
        }
    }
}

/// A conformance that relies on every default, as a SwiftUI user's type may.
private struct DefaultOnly: VectorArithmetic {
    var values: [Double]
    static var zero: DefaultOnly { DefaultOnly(values: []) }
    static func + (lhs: DefaultOnly, rhs: DefaultOnly) -> DefaultOnly { DefaultOnly(values: zip(lhs.values, rhs.values).map(+)) }
    static func - (lhs: DefaultOnly, rhs: DefaultOnly) -> DefaultOnly { DefaultOnly(values: zip(lhs.values, rhs.values).map(-)) }
    mutating func scale(by rhs: Double) { for i in values.indices { values[i] *= rhs } }
    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}
