import AnimationKernels
import Foundation

extension TotalityWalk {
    /// Vectors of the lengths the kernels treat differently (empty, one
    /// element, a prime, past a SIMD block) holding `x` at one position.
    static func sampleVectors(_ x: Double) -> [AnimatableVector] {
        [0, 1, 7, 37].map { n in
            var vector = AnimatableVector((0..<n).map { Double($0) + 0.5 })
            if n > 0 { vector[n / 2] = x }
            return vector
        }
    }

    static let vectorProbes: [String: [TotalityProbe]] = [
        "VectorArithmetic scalars": [
            TotalityProbe("Double.scale(by:)", "Double.scaled(by:)", "Double.magnitudeSquared", "Double.interpolate(towards:amount:)",
                          "Double.interpolated(towards:amount:)", "VectorArithmetic.scaled(by:)", "VectorArithmetic.interpolated(towards:amount:)",
                          "VectorArithmetic.interpolate(towards:amount:)") { x in
                var value = 2.0
                value.scale(by: x)
                sink(x.magnitudeSquared); sink(2.0.scaled(by: x))
                value.interpolate(towards: x, amount: 0.5)
                sink(1.0.interpolated(towards: 2, amount: x))
            },
            TotalityProbe("Float.scale(by:)", "Float.scaled(by:)", "Float.magnitudeSquared", "Float.interpolate(towards:amount:)",
                          "Float.interpolated(towards:amount:)") { x in
                var value = Float(2)
                value.scale(by: x)
                sink(Float(x).magnitudeSquared); sink(Float(2).scaled(by: x))
                value.interpolate(towards: Float(x), amount: 0.5)
                sink(Float(1).interpolated(towards: 2, amount: x))
            },
            TotalityProbe("EmptyAnimatableData.scale(by:)", "EmptyAnimatableData.scaled(by:)", "EmptyAnimatableData.interpolate(towards:amount:)",
                          "EmptyAnimatableData.interpolated(towards:amount:)", "EmptyAnimatableData.magnitudeSquared",
                          "EmptyAnimatableData.+(_:_:)", "EmptyAnimatableData.-(_:_:)") { x in
                var value = EmptyAnimatableData()
                value.scale(by: x)
                value.interpolate(towards: .zero, amount: x)
                sink(value.scaled(by: x)); sink(value.interpolated(towards: value, amount: x)); sink(value.magnitudeSquared)
                sink(value + value); sink(value - value)
            },
            TotalityProbe("AnimatablePair.init(_:_:)", "AnimatablePair.+(_:_:)", "AnimatablePair.-(_:_:)", "AnimatablePair.+=(_:_:)",
                          "AnimatablePair.-=(_:_:)", "AnimatablePair.scale(by:)", "AnimatablePair.scaled(by:)", "AnimatablePair.magnitudeSquared",
                          "AnimatablePair.interpolate(towards:amount:)", "AnimatablePair.interpolated(towards:amount:)",
                          "AnimatablePair.description", "UnitPoint.animatableData") { x in
                var pair = AnimatablePair(x, AnimatableVector([1, x]))
                let other = AnimatablePair(1.0, AnimatableVector([x]))
                sink(pair + other); sink(pair - other)
                pair += other
                pair -= other
                pair.scale(by: x)
                sink(pair.scaled(by: x)); sink(pair.magnitudeSquared); sink(pair.description)
                pair.interpolate(towards: other, amount: x)
                sink(other.interpolated(towards: pair, amount: 0.5))
                var point = UnitPoint(x: x, y: 1)
                point.animatableData = AnimatablePair(1, x)
                sink(point.animatableData)
            },
        ],
        "AnimatableVector": [
            TotalityProbe("AnimatableVector.init(_:)", "AnimatableVector.init(values:)", "AnimatableVector.init(arrayLiteral:)",
                          "AnimatableVector.values", "AnimatableVector.description", "AnimatableVector.==(_:_:)", "AnimatableVector.hash(into:)") { x in
                let vector = AnimatableVector([x, 1, x])
                sink(AnimatableVector(values: [x])); sink(AnimatableVector(values: [Float(x), 1])); sink([x, 2] as AnimatableVector)
                var copy = vector
                copy.values = [x]
                sink(copy.values); sink(vector.description); sink(vector == copy); sink(vector.hashValue)
            },
            TotalityProbe("AnimatableVector.init(repeating:count:)") { x in
                sink(AnimatableVector(repeating: x, count: 3))
                sink(AnimatableVector(repeating: 1, count: TotalityInput.count(x)))
            },
            TotalityProbe("AnimatableVector.reserveCapacity(_:)") { x in
                var vector = AnimatableVector([1, 2])
                vector.reserveCapacity(TotalityInput.count(x))
                sink(vector)
            },
            TotalityProbe("AnimatableVector.+(_:_:)", "AnimatableVector.-(_:_:)", "AnimatableVector.+=(_:_:)", "AnimatableVector.-=(_:_:)",
                          "AnimatableVector.add(_:scaledBy:backend:)", "AnimatableVector.scale(by:)", "AnimatableVector.scale(by:backend:)",
                          "AnimatableVector.scaled(by:)") { x in
                for a in sampleVectors(x) {
                    for b in sampleVectors(1) {
                        sink(a + b); sink(b - a)
                        var c = a
                        c += b
                        c -= a
                        c.scale(by: x)
                        sink(c.scaled(by: x))
                        for backend in Backend.allCases {
                            c.add(a, scaledBy: x, backend: backend)
                            c.scale(by: x, backend: backend)
                        }
                    }
                }
            },
            TotalityProbe("AnimatableVector.interpolate(towards:amount:)", "AnimatableVector.interpolate(towards:amount:backend:)",
                          "AnimatableVector.interpolated(towards:amount:)", "AnimatableVector.interpolated(towards:amount:backend:)") { x in
                for a in sampleVectors(x) {
                    for b in sampleVectors(2) {
                        var c = a
                        c.interpolate(towards: b, amount: x)
                        sink(b.interpolated(towards: a, amount: 0.5))
                        for backend in Backend.allCases {
                            c.interpolate(towards: a, amount: x, backend: backend)
                            sink(b.interpolated(towards: c, amount: x, backend: backend))
                        }
                    }
                }
            },
            TotalityProbe("AnimatableVector.dot(_:backend:)", "AnimatableVector.magnitudeSquared", "AnimatableVector.magnitudeSquared(backend:)") { x in
                for a in sampleVectors(x) {
                    sink(a.magnitudeSquared)
                    for backend in Backend.allCases {
                        sink(a.dot(a, backend: backend)); sink(a.magnitudeSquared(backend: backend))
                    }
                }
            },
            TotalityProbe("AnimatableVector.subscript(_:)", "AnimatableVector.replaceSubrange(_:with:)", "AnimatableVector.animatableData") { x in
                var vector = AnimatableVector([1, 2, 3])
                vector[1] = x
                vector.replaceSubrange(0..<1, with: [x, x])
                vector.animatableData = vector
                sink(vector[1])
            },
        ],
    ]
}
