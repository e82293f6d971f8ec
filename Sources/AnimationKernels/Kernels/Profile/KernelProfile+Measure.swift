import Dispatch

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

    /// Times the SIMD kernels against OpenBLAS on the vector lengths the
    /// crossovers are placed at and on products of many shapes, cheapest
    /// first, until `budget` runs out, and fits a profile to the timings:
    /// the medians of five rounds per shape and backend, every SIMD round
    /// before the first OpenBLAS call, whose workers would take the SIMD
    /// kernels' second core. Vector lengths the budget leaves untimed take
    /// the estimate's answer; each backend's product cost
    /// (`ProductCost`) is fitted to the products timed, or is the
    /// estimate's when too few were. Stops
    /// none of OpenBLAS's threads, so another thread may call OpenBLAS
    /// meanwhile (at the cost of noisier timings). Runs only when called:
    /// nothing is measured on a first call. The result is made for this
    /// machine; save it with ``write(to:)`` and install it with
    /// ``activate(_:)``.
    ///
    /// - Parameters:
    ///   - budget: The wall time to spend, in seconds; about 2 s times
    ///     every shape of an optimized build on a 2-core machine; when
    ///     positive, at least the cheapest shape is timed. Not finite or
    ///     not positive: only the estimate (no shape timed).
    ///   - progress: Called after each round of each shape with the
    ///     fraction done, in 0...1, on the calling thread.
    /// - Returns: The profile and the spread of its timings.
    /// - Complexity: About `budget` seconds (the shapes timed are chosen
    ///   by their SIMD time, and OpenBLAS's rounds may take longer);
    ///   allocates about 100 MB of operands for the duration of the call.
    public static func measure(budget: Double = 2, progress: (Double) -> Void = { _ in }) -> Calibration {
        let start = DispatchTime.now().uptimeNanoseconds
        let machine = MachineFacts.current, model = CostModel(machine: machine)
        let estimate = KernelProfile.estimate(for: machine)
        func modelCycles(_ backend: ResolvedBackend, _ shape: RoutedShape) -> Double {
            switch shape {
            case .vector(let operation, let count): return model.vectorCycles(backend, operation, count: count)
            case .product(let rows, let columns, let terms, let float):
                return (float ? estimate.floatProduct : estimate.doubleProduct)
                    .cost(on: backend, rows: rows, columns: columns, inner: terms, terms: terms, float: float,
                          simdRegisterBits: machine.simdRegisterBits, caches: machine.caches)
            }
        }
        let shapes = fittedShapes.sorted { modelCycles(.simd, $0) < modelCycles(.simd, $1) }
        let deadline = budget.isFinite && budget > 0 ? start &+ UInt64(Swift.min(budget, 3600) * 1e9) : start
        let operands = CalibrationOperands()
        defer { operands.deallocate() }
        let timings = timeBothBackends(shapes.count, deadline: deadline, progress: progress,
                                       threaded: { index, backend in startsThreads(shapes[index], on: backend, machine) }) { index, backend in
            operands.run(shapes[index], on: backend)
        }
        var vectorWins: [RoutedShape: Bool] = [:]
        var products: [Bool: [(rows: Int, columns: Int, terms: Int, simd: Double, blas: Double)]] = [:]
        for (shape, timing) in zip(shapes, timings) {
            switch shape {
            case .vector: vectorWins[shape] = timing.blas < timing.simd
            case .product(let rows, let columns, let terms, let float):
                products[float, default: []].append((rows, columns, terms, timing.simd, timing.blas))
            }
        }
        let profile = fitted(
            simdRegisterBits: machine.simdRegisterBits,
            doubleProduct: ProductCost.fitted(products[false] ?? [], float: false, machine: machine, prior: estimate.doubleProduct),
            floatProduct: ProductCost.fitted(products[true] ?? [], float: true, machine: machine, prior: estimate.floatProduct)
        ) { operation, count in
            vectorWins[.vector(operation, count: count)]
                ?? (model.vectorCycles(.blas, operation, count: count) < model.vectorCycles(.simd, operation, count: count))
        }
        progress(1)
        let spreads = timings.map(\.spread).sorted()
        return Calibration(profile: profile, measuredShapes: timings.count, totalShapes: shapes.count,
                           spread: spreads.isEmpty ? .infinity : spreads[spreads.count / 2],
                           seconds: Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9)
    }

    /// Whether a call of `shape` on `backend` starts other threads: the
    /// library's from ``Parallelism``'s minimums, OpenBLAS's from its own
    /// fixed lengths (``CostModel/blasSplitMinimum(_:)``) and, for `dgemm`,
    /// from ``Parallelism/minimumCount`` multiply-adds.
    static func startsThreads(_ shape: RoutedShape, on backend: ResolvedBackend, _ machine: MachineFacts) -> Bool {
        switch (shape, backend) {
        case (.vector(let operation, let count), .blas):
            return machine.blasThreads > 1 && count > CostModel.blasSplitMinimum(operation)
        case (.vector(let operation, let count), _):
            return Parallelism.threadCount > 1 && count >= Backend.splitMinimum(operation)
        case (.product(let rows, let columns, let terms, _), .blas):
            return machine.blasThreads > 1 && Double(rows) * Double(columns) * Double(terms) >= Double(Parallelism.minimumCount)
        case (.product(let rows, let columns, let terms, _), _):
            return ProductPlan.split(rows: rows, columns: columns, terms: terms).shares > 1
        }
    }

    /// The median seconds per call of `run(i, backend)` on SIMD and on
    /// OpenBLAS for the first shapes `0..<count` (in order) whose timing
    /// fits before `deadline` (at least the first when the deadline is
    /// ahead), and the wider of their relative spreads.
    ///
    /// Each shape is timed in five rounds per backend, each of enough calls
    /// to last about 200 µs after an untimed one. Every SIMD round runs
    /// before any OpenBLAS call: OpenBLAS's workers spin for a tenth of a
    /// second after each threaded call, on the core the SIMD kernels'
    /// second thread needs, and stopping them is unsafe while another
    /// thread may be inside OpenBLAS. On each backend the shapes whose
    /// calls stay on one thread (`threaded` false) are timed before the
    /// others, as any thread the others start keeps a core busy a while
    /// after (the library's workers 50 µs, OpenBLAS's a tenth of a
    /// second), which may be the caller's sibling. A round is one pass
    /// over a group of shapes, so a disturbance of the machine slows one
    /// round of many shapes, which their medians discard.
    static func timeBothBackends(_ count: Int, deadline: UInt64, progress: (Double) -> Void,
                                 threaded: (Int, ResolvedBackend) -> Bool,
                                 run: (Int, ResolvedBackend) -> Void) -> [(simd: Double, blas: Double, spread: Double)] {
        let rounds = 5
        func seconds(_ index: Int, _ backend: ResolvedBackend, _ calls: Int) -> Double {
            run(index, backend)
            let begin = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<calls { run(index, backend) }
            return Double(DispatchTime.now().uptimeNanoseconds &- begin) / 1e9 / Double(calls)
        }
        // Calls per round from one SIMD call each; a shape is timed when
        // its rounds on both backends (about twice its SIMD rounds) still
        // fit before the deadline.
        var calls: [Int] = [], planned = Double(DispatchTime.now().uptimeNanoseconds)
        for index in 0..<count {
            let first = Swift.max(seconds(index, .simd, 1), 1e-9)
            let perRound = Swift.max(1, Swift.min(10_000, Int(200e-6 / first)))
            planned += 2.2 * Double(rounds * perRound) * first * 1e9
            guard planned < Double(deadline) || (index == 0 && deadline > DispatchTime.now().uptimeNanoseconds) else { break }
            calls.append(perRound)
        }
        let steps = Double(2 * rounds * Swift.max(calls.count, 1))
        var times: [[Double]] = Array(repeating: [], count: 2 * calls.count), done = 0.0
        for (side, backend) in [ResolvedBackend.simd, .blas].enumerated() {
            for group in [false, true] {
                let members = calls.indices.filter { threaded($0, backend) == group }
                for _ in 0..<rounds {
                    for index in members {
                        times[2 * index + side].append(seconds(index, backend, calls[index]))
                        done += 1
                        progress(done / steps)
                    }
                }
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        func spread(_ values: [Double]) -> Double { (values.max()! - values.min()!) / Swift.max(median(values), 1e-12) }
        return calls.indices.map { index in
            let simd = times[2 * index], blas = times[2 * index + 1]
            return (median(simd), median(blas), Swift.max(spread(simd), spread(blas)))
        }
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
        let vector = KernelProfile.vectorCounts.max()!
        var weights = 1, keyframes = 1, outputs = 1
        for case .product(let r, let n, let k, _) in KernelProfile.productShapes {
            weights = Swift.max(weights, r * k)
            keyframes = Swift.max(keyframes, k * n)
            outputs = Swift.max(outputs, r * n)
        }
        x = .allocate(capacity: vector)
        y = .allocate(capacity: vector)
        a = .allocate(capacity: weights)
        b = .allocate(capacity: keyframes)
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
