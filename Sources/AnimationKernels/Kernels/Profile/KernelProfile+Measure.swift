import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension KernelProfile {
    /// What ``KernelProfile/measure(budget:progress:)`` found: the fitted
    /// profile and how far its timings can be trusted.
    public struct Calibration: Sendable {
        /// The crossovers fitted to this machine's timings (the estimate's
        /// cost for the shapes the budget left untimed).
        public let profile: KernelProfile
        /// The shapes timed on both backends.
        public let measuredShapes: Int
        /// The shapes the crossovers are fitted on.
        public let totalShapes: Int
        /// The median, over the timed shapes, of the widest relative spread
        /// (slowest minus fastest, over the median) of either backend's
        /// repeated timings: a measure of the machine's noise.
        public let spread: Double
        /// The wall time calibration took, in seconds.
        public let seconds: Double

        /// Whether the timings are steady enough to route by: a spread of
        /// at most 25%, which a machine busy with other work exceeds.
        public var isReliable: Bool { spread <= 0.25 && measuredShapes > 0 }
    }

    /// Times the SIMD kernels against OpenBLAS on the shapes every routed
    /// operation's crossovers are placed at (vector lengths, product
    /// keyframes, outputs and rows), cheapest first, until `budget` runs
    /// out, and fits a profile to the timings: the medians of five rounds
    /// per shape, the two backends alternated, each starting with the
    /// other's threads idle (OpenBLAS's workers are stopped after each of
    /// its rounds and start again at its next threaded call). Shapes the
    /// budget leaves untimed take the estimate's cost. Runs only when called: nothing is
    /// measured on a first call. The result is made for this machine; save
    /// it with ``write(to:)`` and install it with ``activate(_:)``.
    ///
    /// - Parameters:
    ///   - budget: The wall time to spend, in seconds; about 2 s times
    ///     every shape of an optimized build on a 2-core machine; when
    ///     positive, at least the cheapest shape is timed. Not finite or
    ///     not positive: only the estimate (no shape timed).
    ///   - progress: Called after each shape with the fraction done, in
    ///     0...1, on the calling thread.
    /// - Returns: The profile and the spread of its timings.
    /// - Complexity: At most `budget` seconds plus one shape's timing;
    ///   allocates about 100 MB of operands for the duration of the call.
    public static func measure(budget: Double = 2, progress: (Double) -> Void = { _ in }) -> Calibration {
        let start = DispatchTime.now().uptimeNanoseconds
        let machine = MachineFacts.current, model = CostModel(machine: machine)
        func modelCycles(_ backend: ResolvedBackend, _ shape: RoutedShape) -> Double {
            switch shape {
            case .vector(let operation, let count): model.vectorCycles(backend, operation, count: count)
            case .product(let rows, let columns, let terms, let float):
                model.productCycles(backend, rows: rows, columns: columns, terms: terms, float: float)
            }
        }
        let shapes = fittedShapes.sorted { modelCycles(.simd, $0) < modelCycles(.simd, $1) }
        let deadline = budget.isFinite && budget > 0 ? start &+ UInt64(Swift.min(budget, 3600) * 1e9) : start
        var measured: [RoutedShape: Bool] = [:], spreads: [Double] = []
        let operands = CalibrationOperands()
        defer { operands.deallocate() }
        for (index, shape) in shapes.enumerated() {
            // A positive budget times at least the cheapest shape, however
            // long the operands took to prepare.
            guard DispatchTime.now().uptimeNanoseconds < deadline || (index == 0 && deadline > start) else { break }
            let timing = timeBothBackends { backend in operands.run(shape, on: backend) }
            measured[shape] = timing.blas < timing.simd
            spreads.append(timing.spread)
            progress(Double(index + 1) / Double(shapes.count))
        }
        let profile = fitted(simdRegisterBits: machine.simdRegisterBits) { shape in
            measured[shape] ?? (modelCycles(.blas, shape) < modelCycles(.simd, shape))
        }
        progress(1)
        spreads.sort()
        return Calibration(profile: profile, measuredShapes: measured.count, totalShapes: shapes.count,
                           spread: spreads.isEmpty ? .infinity : spreads[spreads.count / 2],
                           seconds: Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9)
    }

    /// The median seconds per call of `run` on SIMD and on OpenBLAS over
    /// five alternated rounds (each of enough calls to last about 200 µs,
    /// after one untimed call), and the wider of their relative spreads.
    /// Each backend's threads are idle when the other's round starts:
    /// OpenBLAS's workers are stopped after its round (they spin for a
    /// tenth of a second, on the core the SIMD kernels' second thread
    /// needs), and the library's own are left 200 µs to go to sleep.
    static func timeBothBackends(_ run: (ResolvedBackend) -> Void) -> (simd: Double, blas: Double, spread: Double) {
        func seconds(_ backend: ResolvedBackend, _ calls: Int) -> Double {
            run(backend)
            let begin = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<calls { run(backend) }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds &- begin) / 1e9 / Double(calls)
            if case .blas = backend { OpenBLAS.stopWorkers() } else { usleep(200) }
            return elapsed
        }
        let first = Swift.max(seconds(.simd, 1), seconds(.blas, 1), 1e-9)
        let calls = Swift.max(1, Swift.min(10_000, Int(200e-6 / first)))
        var simd: [Double] = [], blas: [Double] = []
        for _ in 0..<5 {
            simd.append(seconds(.simd, calls))
            blas.append(seconds(.blas, calls))
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        func spread(_ values: [Double]) -> Double { (values.max()! - values.min()!) / Swift.max(median(values), 1e-12) }
        return (median(simd), median(blas), Swift.max(spread(simd), spread(blas)))
    }
}

/// The buffers calibration runs its shapes on, allocated once for the
/// largest shape, filled with a value that stays finite and normal however
/// often a kernel runs over it (no weight is zero, so no term is skipped).
final class CalibrationOperands {
    let x: UnsafeMutableBufferPointer<Double>
    let y: UnsafeMutableBufferPointer<Double>
    let a: UnsafeMutableBufferPointer<Double>
    let b: UnsafeMutableBufferPointer<Double>
    let c: UnsafeMutableBufferPointer<Double>
    let cFloat: UnsafeMutableBufferPointer<Float>

    init() {
        let vector = KernelProfile.vectorCounts.max()!, terms = KernelProfile.productTerms.max()!
        var rows = 1, columns = 1, outputs = 1
        for case .product(let r, let n, _, _) in KernelProfile.fittedShapes {
            rows = Swift.max(rows, r)
            columns = Swift.max(columns, n)
            outputs = Swift.max(outputs, r * n)
        }
        x = .allocate(capacity: vector)
        y = .allocate(capacity: vector)
        a = .allocate(capacity: rows * terms)
        b = .allocate(capacity: terms * columns)
        c = .allocate(capacity: outputs)
        cFloat = .allocate(capacity: outputs)
        for buffer in [x, y, a, b, c] { Self.fill(buffer, with: 0.75) }
        cFloat.initialize(repeating: 0)
    }

    /// Sets every element of `buffer` to `value` by doubling copies of its
    /// start: a few `memmove`s, where an element loop in an unoptimized
    /// build took most of a short budget.
    static func fill(_ buffer: UnsafeMutableBufferPointer<Double>, with value: Double) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        base.initialize(to: value)
        var filled = 1
        while filled < buffer.count {
            let n = Swift.min(filled, buffer.count - filled)
            UnsafeMutableRawPointer(base + filled).copyMemory(from: base, byteCount: n * MemoryLayout<Double>.stride)
            filled += n
        }
    }

    func deallocate() {
        for buffer in [x, y, a, b, c] { buffer.deallocate() }
        cFloat.deallocate()
    }

    /// One call of `shape` on `backend`.
    func run(_ shape: RoutedShape, on backend: ResolvedBackend) {
        switch shape {
        case .vector(let operation, let count):
            let x = x.baseAddress!, y = y.baseAddress!
            switch operation {
            case .axpy: backend.axpy(count: count, alpha: 1e-9, x: x, y: y)
            case .scale: backend.scale(count: count, alpha: 0.999_999, x: y)
            case .interpolate: backend.interpolate(count: count, total: count, amount: 0.5, towards: x, y: y)
            case .dot, .groupedScaleAdd: _ = backend.dot(count: count, x: x, y: y)
            }
        case .product(let rows, let columns, let terms, let float):
            // Each call plans as `.automatic`'s would for this backend.
            if float {
                ProductPlan.make(backend: backend, rows: rows, columns: columns, terms: terms, ldc: columns, output: Float.self)
                    .multiply(rows: rows, columns: columns, inner: terms, a: a.baseAddress!, lda: terms, b: b.baseAddress!, ldb: columns,
                              c: cFloat.baseAddress!, ldc: columns)
            } else {
                ProductPlan.make(backend: backend, rows: rows, columns: columns, terms: terms, ldc: columns, output: Double.self)
                    .multiply(rows: rows, columns: columns, inner: terms, a: a.baseAddress!, lda: terms, b: b.baseAddress!, ldb: columns,
                              c: c.baseAddress!, ldc: columns)
            }
        }
    }
}
