#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import AnimationKernels

/// Long loops keep memory flat: a million in-place interpolations and a
/// hundred thousand batched frames must not grow the process's resident set
/// (in-place operations reuse unique storage; batched kernels write into the
/// caller's buffer and allocate nothing per call).
///
/// The resident set is the whole process's, so other suites running in
/// parallel would move it: these run only in a process of their own, which
/// `make test` starts with `ANIMATION_KERNELS_MEMORY_TESTS=1 swift test
/// --filter MemoryGrowthTests`.
@Suite("Memory stays flat", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["ANIMATION_KERNELS_MEMORY_TESTS"] != nil,
                "needs a process of its own: make test runs it separately"))
struct MemoryGrowthTests {
    /// The resident set size in bytes, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Runs `body` once to warm up, then `repetitions` times, and returns
    /// how much the resident set grew across the repetitions.
    static func growth(repetitions: Int, _ body: () throws -> Void) rethrows -> Int {
        try body()
        let before = residentBytes()
        for _ in 0..<repetitions { try body() }
        return residentBytes() - before
    }

    @Test("a million interpolations leave memory flat") func aMillionInterpolations() {
        var v = AnimatableVector(repeating: 1, count: 64)
        let target = AnimatableVector(repeating: 2, count: 64)
        var t = 0.0
        let grown = Self.growth(repetitions: 1_000_000) {
            t += 1e-6
            v.interpolate(towards: target, amount: t.truncatingRemainder(dividingBy: 1))
            v += target
            v.scale(by: 0.5)
        }
        #expect(grown < 1 << 20, "grew by \(grown) bytes")
    }

    @Test("a hundred thousand batched frames leave memory flat") func aHundredThousandBatchedFrames() throws {
        let interpolator = try FrameInterpolator(keyframes: [AnimatableVector(repeating: 0, count: 256), AnimatableVector(repeating: 1, count: 256)])
        let basis = try WaveFill(waves: [Wave(amplitude: 10, wavelength: 4, phase: 0), Wave(amplitude: 12, wavelength: 5, phase: 90)]).basis(width: 390)
        var weights = [Double](repeating: 0.5, count: 100 * 2)
        var frames = [Double](repeating: 0, count: 100 * 256)
        let tops = [Double](repeating: 400, count: 100), amplitudes = [Double](repeating: 10, count: 200), phases = [Double](repeating: 45, count: 200)
        var heights = [Double](repeating: 0, count: 100 * 390)
        // 1000 calls of 100 frames each: a hundred thousand frames of each kernel.
        let grown = try Self.growth(repetitions: 1000) {
            try weights.withUnsafeMutableBufferPointer { w in
                w[0] += 1e-9
                try frames.withUnsafeMutableBufferPointer { try interpolator.frames(weights: UnsafeBufferPointer(w), into: $0) }
            }
            try tops.withUnsafeBufferPointer { t in
                try amplitudes.withUnsafeBufferPointer { a in
                    try phases.withUnsafeBufferPointer { p in
                        try heights.withUnsafeMutableBufferPointer { try basis.yValues(tops: t, amplitudes: a, phases: p, into: $0) }
                    }
                }
            }
        }
        #expect(grown < 1 << 20, "grew by \(grown) bytes")
    }
}
