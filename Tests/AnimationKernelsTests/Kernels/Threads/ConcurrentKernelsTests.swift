import Foundation
import Testing
import AnimationKernels

extension ThreadSettingsTests {
    /// Many tasks use vectors, curves, springs, keyframe tracks and batched
    /// kernels at once, with OpenBLAS on one thread and on several, and with the
    /// SIMD kernels' own threads on and off: every result must equal the serial
    /// run's, to the bit (each backend's arithmetic is deterministic for a given
    /// thread setting, and these settings keep the split the same).
    @Suite("Concurrent kernels", .serialized)
    struct ConcurrentKernelsTests {
        /// One task's work: a bit of everything, on a backend chosen by `index`.
        static func work(_ index: Int) throws -> [Double] {
            let backend = Backend.allCases[index % Backend.allCases.count]
            var out: [Double] = []

            var v = AnimatableVector((0..<300_000).map { sin(Double($0 + index)) })
            let target = AnimatableVector((0..<300_000).map { cos(Double($0)) })
            v.interpolate(towards: target, amount: 0.3, backend: backend)
            v.add(target, scaledBy: -0.5, backend: backend)
            out.append(v.magnitudeSquared(backend: backend))

            let progress = (0..<257).map { Double($0) / 256 }
            var eased = [Double](repeating: 0, count: progress.count)
            try progress.withUnsafeBufferPointer { p in try eased.withUnsafeMutableBufferPointer { try UnitCurve.easeInOut.values(at: p, into: $0) } }
            out += eased
            out.append(Spring.bouncy.value(target: 1.0, time: Double(index) * 0.01))
            let track = KeyframeTimeline(initialValue: 0.0) {
                CubicKeyframe(1, duration: 0.3)
                CubicKeyframe(-1, duration: 0.3)
                SpringKeyframe(0, duration: 0.4, spring: .snappy)
            }
            out.append(track.value(time: 0.37 + Double(index % 5) * 0.1))

            let interpolator = try FrameInterpolator(keyframes: (0..<4).map { k in AnimatableVector((0..<1024).map { Double(k * $0 % 17) }) })
            let weights = try FrameInterpolator.segmentWeights(keyframeCount: 4, positions: (0..<300).map { Double($0) / 100 })
            var frames = [Double](repeating: 0, count: 300 * 1024)
            try weights.withUnsafeBufferPointer { w in try frames.withUnsafeMutableBufferPointer { try interpolator.frames(weights: w, into: $0, backend: backend) } }
            out.append(frames.reduce(0, +))

            let basis = try MorphingBlob(pointCount: 64).basis(width: 300, height: 300)
            let offsets = (0..<(2000 * 64)).map { Double(($0 * 7 + index) % 41) - 20 }
            var points = [Double](repeating: 0, count: 2000 * 6 * 64)
            try offsets.withUnsafeBufferPointer { o in try points.withUnsafeMutableBufferPointer { try basis.points(offsets: o, into: $0, backend: backend) } }
            out.append(points.reduce(0, +))
            return out
        }

        @Test("many tasks match the serial run at every thread setting", arguments: [(1, 1), (2, 1), (1, 2), (2, 2)])
        func manyTasksMatchTheSerialRun(threads: (openBLAS: Int, simd: Int)) async throws {
            let savedBLAS = OpenBLAS.threadCount, savedSIMD = Parallelism.threadCount
            try OpenBLAS.setThreadCount(threads.openBLAS)
            try Parallelism.setThreadCount(threads.simd)
            defer {
                try? OpenBLAS.setThreadCount(savedBLAS)
                try? Parallelism.setThreadCount(savedSIMD)
            }
            let serial = try (0..<16).map(Self.work)
            let concurrent = try await withThrowingTaskGroup(of: (Int, [Double]).self) { group in
                for i in 0..<16 { group.addTask { (i, try Self.work(i)) } }
                var results = [[Double]](repeating: [], count: 16)
                for try await (i, r) in group { results[i] = r }
                return results
            }
            for i in 0..<16 {
                #expect(concurrent[i] == serial[i], "task \(i), OpenBLAS \(threads.openBLAS) threads, SIMD \(threads.simd)")
            }
        }

        @Test("thread settings reject nonsense") func threadSettingsRejectNonsense() {
            #expect(throws: AnimationKernelsError.self) { try OpenBLAS.setThreadCount(0) }
            #expect(throws: AnimationKernelsError.self) { try Parallelism.setThreadCount(-3) }
            #expect(OpenBLAS.threadCount >= 1 && Parallelism.threadCount >= 1)
            #expect(!OpenBLAS.configuration.isEmpty)
        }
    }
}
