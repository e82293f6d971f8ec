import AnimationKernels
import Testing

@Suite("AnimatableVector(values:)")
struct AnimatableVectorValuesTests {
    @Test("Built from [Double], [Float] or [] and read back through values, as the morphing-blob article does")
    func articleSpelling() {
        let empty = AnimatableVector(values: [])
        #expect(empty == .zero && empty.count == 0 && empty.values == [])
        let doubles = AnimatableVector(values: [1.5, -2, 0.1])
        #expect(doubles.values == [1.5, -2, 0.1] && doubles[2] == 0.1)
        let floats: [Float] = [0.1, 2.5, -3]
        let widened = AnimatableVector(values: floats)
        #expect(widened.values == floats.map { Double($0) })
        // Float 0.1 widens exactly to the Float's value, not to Double's 0.1.
        #expect(widened[0] == 0.100000001490116119384765625)
    }

    @Test("Setting values replaces every element")
    func settingValues() {
        var vector = AnimatableVector(values: [1, 2, 3])
        let copy = vector
        vector.values = [4, 5]
        #expect(vector == AnimatableVector([4, 5]) && vector.count == 2)
        #expect(copy.values == [1, 2, 3])
        vector.values[0] = 9
        #expect(vector.values == [9, 5])
    }
}
