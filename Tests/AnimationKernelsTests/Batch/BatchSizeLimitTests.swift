import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

@Suite("Batch sizes that cannot fit")
struct BatchSizeLimitTests {
    /// Sizes whose element counts overflow are refused with `.tooLarge`
    /// before anything is allocated (an allocation of that size would trap).
    @Test("counts that overflow are refused before anything is allocated")
    func hugeCountsAreRefusedBeforeAllocating() {
        #expect(throws: AnimationKernelsError.self) { try MorphingBlob(pointCount: Int.max / 2) }
        #expect(throws: AnimationKernelsError.self) { try WaveFill.Basis(width: 1e300, wavelengths: [1]) }
        #expect(throws: AnimationKernelsError.self) { try WaveFill.Basis(width: 1e17, wavelengths: [1, 2]) }
        #expect(throws: AnimationKernelsError.self) { try FrameInterpolator.segmentWeights(keyframeCount: Int.max / 2, positions: [0, 1, 2]) }
        #expect(throws: AnimationKernelsError.self) { try WaveFill.Basis(width: .infinity, wavelengths: []) }
    }
}
