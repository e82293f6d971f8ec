import Foundation
import Testing
import AnimationKernels

/// A shape's state as SwiftUI code declares it: a scale and a vector of
/// offsets, animated together as one pair.
private struct Blob: Animatable, Equatable {
    var scale: Double
    var offsets: AnimatableVector
    var animatableData: AnimatablePair<Double, AnimatableVector> {
        get { AnimatablePair(scale, offsets) }
        set { (scale, offsets) = (newValue.first, newValue.second) }
    }
}

/// A type with nothing to animate, relying on the default.
private struct Label: Animatable, Equatable {
    typealias AnimatableData = EmptyAnimatableData
    var text: String
}

/// One frame of an animation the way SwiftUI computes it: the start state's
/// data moved towards the end state's, written back into the start state.
private func frame<A: Animatable>(from start: A, to end: A, progress: Double) -> A {
    var value = start
    value.animatableData.interpolate(towards: end.animatableData, amount: progress)
    return value
}

@Suite("Animatable")
struct AnimatableTests {
    @Test("a user type animates through its animatableData") func aUserTypeAnimatesThroughItsData() {
        let start = Blob(scale: 1, offsets: [0, 10, -4])
        let end = Blob(scale: 3, offsets: [4, 6])
        // Each component by hand: a + t·(b − a), the shorter vector padded with zeros.
        #expect(frame(from: start, to: end, progress: 0.25) == Blob(scale: 1.5, offsets: [1, 9, -3]))
        #expect(frame(from: start, to: end, progress: 0) == start)
        #expect(frame(from: start, to: end, progress: 1) == Blob(scale: 3, offsets: [4, 6, 0]))
    }

    @Test("a VectorArithmetic value animates as itself") func aVectorAnimatesAsItself() {
        var v: AnimatableVector = [1, 2, 3]
        #expect(v.animatableData == v)
        v.animatableData = [7]
        #expect(v == [7])
        #expect(frame(from: AnimatableVector([0, 8]), to: [4], progress: 0.5) == [2, 4])
    }

    @Test("EmptyAnimatableData animates nothing") func emptyDataAnimatesNothing() {
        var label = Label(text: "a")
        #expect(label.animatableData == EmptyAnimatableData())
        label.animatableData = EmptyAnimatableData()
        #expect(label == Label(text: "a"))
        #expect(frame(from: Label(text: "a"), to: Label(text: "b"), progress: 0.5) == Label(text: "a"))
    }

    @Test("points animate their coordinates") func pointsAnimateTheirCoordinates() {
        var p = CGPoint(x: 1, y: -2)
        #expect(p.animatableData == AnimatablePair(1, -2))
        p.animatableData = AnimatablePair(5, 6)
        #expect(p == CGPoint(x: 5, y: 6))
        #expect(frame(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 8, y: 2), progress: 0.25) == CGPoint(x: 2, y: 8))

        var u = UnitPoint(x: 0.25, y: 1)
        #expect(u.animatableData == AnimatablePair(0.25, 1))
        u.animatableData = AnimatablePair(0.5, -1)
        #expect(u == UnitPoint(x: 0.5, y: -1))
        #expect(frame(from: UnitPoint.zero, to: UnitPoint(x: 1, y: 2), progress: 0.5) == UnitPoint(x: 0.5, y: 1))
    }
}
