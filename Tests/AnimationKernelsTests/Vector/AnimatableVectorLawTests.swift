import Foundation
import Testing
import AnimationKernels

@Suite("AnimatableVector laws and value semantics")
struct AnimatableVectorLawTests {
    static let samples: [AnimatableVector] = [
        [], [0], [1], [1, 2, 3], [0, 0, 0], [-1.5, 0, 2, 0], AnimatableVector((0..<17).map { Double($0) / 3 }),
    ]

    @Test("zero is the identity on both sides") func zeroIsIdentity() {
        for x in Self.samples {
            #expect(x + .zero == x)
            #expect(.zero + x == x)
            #expect((x + .zero).count == x.count, "x + .zero must keep every element of x")
            #expect(x - x == .zero)
            #expect(x - .zero == x)
        }
    }

    @Test("addition is commutative and pads the shorter operand") func additionIsCommutativeAndPadsTheShorter() {
        for x in Self.samples {
            for y in Self.samples {
                #expect(x + y == y + x)
                #expect((x + y).count == max(x.count, y.count))
                let expected = (0..<max(x.count, y.count)).map {
                    ($0 < x.count ? x[$0] : 0) + ($0 < y.count ? y[$0] : 0)
                }
                #expect(Array(x + y) == expected)
            }
        }
        #expect(AnimatableVector([1, 2]) + [10, 20, 30] == [11, 22, 30])
        #expect(AnimatableVector([1, 2, 3]) - [1] == [0, 2, 3])
    }

    @Test("addition is associative on integer values") func associativityHoldsOnIntegers() {
        // Integers below 2^53 add exactly, so the law holds to the bit.
        let a: AnimatableVector = [1, 2, 3], b: AnimatableVector = [10, 20], c: AnimatableVector = [100, 200, 300, 400]
        #expect((a + b) + c == a + (b + c))
    }

    @Test("scaling distributes over addition") func scalingDistributes() {
        let a: AnimatableVector = [1, 2, 3], b: AnimatableVector = [4, 8]
        #expect((a + b).scaled(by: 2) == a.scaled(by: 2) + b.scaled(by: 2))
        #expect(a.scaled(by: 0) == .zero)
    }

    @Test("interpolation matches the protocol definition, with padding") func interpolationMatchesTheProtocolDefinitionAndPadding() {
        let a: AnimatableVector = [1, 2, 3]
        #expect(a.interpolated(towards: [3], amount: 0.5) == [2, 1, 1.5])
        #expect(AnimatableVector([3]).interpolated(towards: a, amount: 0.5) == [2, 1, 1.5])
        #expect(a.interpolated(towards: [5, 6, 7], amount: 0) == a)
        #expect(AnimatableVector.zero.interpolated(towards: [4, 8], amount: 0.25) == [1, 2])
    }

    @Test("magnitudeSquared and dot match their definitions") func magnitudeAndDot() {
        let a: AnimatableVector = [3, 4]
        #expect(a.magnitudeSquared == 25)
        #expect(a.dot([1, 1, 100]) == 7)
        #expect(AnimatableVector.zero.magnitudeSquared == 0)
    }

    @Test("equality and hashing ignore trailing zeros") func equalityAndHashingIgnoreTrailingZeros() {
        let a: AnimatableVector = [1, 2], b: AnimatableVector = [1, 2, 0, 0]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(AnimatableVector([0, 0]) == .zero)
        #expect(AnimatableVector([-0.0]) == .zero)
        #expect(AnimatableVector([0, 1]) != AnimatableVector([1]))
        #expect(AnimatableVector([.nan]) != AnimatableVector([.nan]))
        #expect(Set([a, b, AnimatableVector([1, 2, 0])]).count == 1)
    }

    @Test("copies are independent (copy-on-write)") func copyOnWrite() {
        let original: AnimatableVector = [1, 2, 3]
        var copy = original
        copy[0] = 100
        copy += [1, 1, 1, 1]
        copy.scale(by: 2)
        #expect(original == [1, 2, 3])
        #expect(copy == [202, 6, 8, 2])

        var alias = original
        alias.interpolate(towards: [0], amount: 1)
        #expect(original == [1, 2, 3])
    }

    @Test("in-place operations reuse unique storage") func inPlaceOperationsReuseUniqueStorage() {
        var v = AnimatableVector(repeating: 1, count: 64)
        let other = AnimatableVector(repeating: 2, count: 64)
        let before = v.withUnsafeBufferPointer { $0.baseAddress }
        v += other
        v -= other
        v.add(other, scaledBy: 0.5)
        v.scale(by: 3)
        v.interpolate(towards: other, amount: 0.5)
        v.interpolate(towards: [1, 2], amount: 0.5)
        #expect(v.withUnsafeBufferPointer { $0.baseAddress } == before)
    }

    /// Every vector's elements start on a cache line, however it was made
    /// (the slack the storage allocates for this must not be visible).
    @Test("elements start on a cache line", arguments: [1, 3, 4, 7, 8, 9, 63, 64, 65, 1000])
    func elementsStartOnACacheLine(count: Int) {
        func offset(_ v: AnimatableVector) -> Int { v.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) % 64 } }
        var made: [AnimatableVector] = (0..<8).map { AnimatableVector(repeating: Double($0), count: count) }
        made.append(AnimatableVector((0..<count).map(Double.init)))
        var grown = AnimatableVector([1])
        grown += AnimatableVector(repeating: 2, count: count)
        made.append(grown)
        var copied = made[0]
        copied[0] = 5
        made.append(copied)
        made.append(made[1] + made[2])
        for v in made {
            #expect(offset(v) == 0)
            #expect(v.count == Swift.max(count, 1))
        }
        #expect(copied[0] == 5 && made[0][0] == 0)
    }

    @Test("operations with the vector itself as operand are safe") func selfAliasingIsSafe() {
        var v: AnimatableVector = [1, 2, 3]
        v += v
        #expect(v == [2, 4, 6])
        v.interpolate(towards: v, amount: 0.7)
        #expect(v == [2, 4, 6])
        v -= v
        #expect(v == .zero)
    }

    @Test("collection and literal conformances behave like Array") func collectionAndLiteralConformances() {
        var v: AnimatableVector = [1, 2, 3]
        #expect(v.count == 3 && v.first == 1 && v.last == 3)
        v.append(4)
        v.removeFirst()
        #expect(Array(v) == [2, 3, 4])
        v.sort(by: >)
        #expect(Array(v) == [4, 3, 2])
        #expect(AnimatableVector(repeating: 7, count: 2) == [7, 7])
        #expect(AnimatableVector(stride(from: 0.0, to: 3, by: 1)) == [0, 1, 2])
        #expect(AnimatableVector([1.5, -2]).description == "AnimatableVector([1.5, -2.0])")
    }

    @Test("Codable round-trips as a plain array") func codableRoundTripsAsAPlainArray() throws {
        let v: AnimatableVector = [1.25, -3, 1e-300]
        let data = try JSONEncoder().encode(v)
        #expect(String(decoding: data, as: UTF8.self) == "[1.25,-3,1e-300]")
        #expect(try JSONDecoder().decode(AnimatableVector.self, from: data) == v)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AnimatableVector.self, from: Data("{\"a\":1}".utf8)) }
    }

    @Test("it works as generic VectorArithmetic") func worksAsGenericVectorArithmetic() {
        func midpoint<V: VectorArithmetic>(_ a: V, _ b: V) -> V { a.interpolated(towards: b, amount: 0.5) }
        #expect(midpoint(2.0, 4.0) == 3)
        #expect(midpoint(Float(2), Float(4)) == 3)
        #expect(midpoint(AnimatablePair(0.0, AnimatableVector([2])), AnimatablePair(2.0, AnimatableVector([4, 4]))) == AnimatablePair(1.0, [3, 2]))
        #expect(midpoint(EmptyAnimatableData(), .zero) == EmptyAnimatableData())
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
    }
}
