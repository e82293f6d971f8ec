/// The estimate behind ``KernelProfile/estimate``: the time each backend
/// takes for a routed vector operation, in core cycles, and the
/// coefficients of each backend's product cost (``ProductCost``), from a
/// few physical quantities and the facts read from the machine
/// (``MachineFacts``).
///
/// - Instructions: four per cycle, arithmetic, loads and stores alike, each
///   over as many `Double`s as the kernel's registers hold; an unfused
///   multiply-add is two. OpenBLAS's `daxpby` has no vector kernel: one
///   element at a time.
/// - Memory: the bytes an operation moves, at the bandwidth of the cache
///   level its data fits in (``bytesPerCycle(footprint:)``); a loop runs at
///   the slower of the two.
/// - Fixed costs: each vector `cblas_*` call (``blasCallCycles``), each
///   product call (``gemmCallCycles``, ``productCallCycles``), and handing
///   work to other threads when a call splits: the library's workers
///   (``threadWakeCycles``) or OpenBLAS's (``blasSplitCycles``).
/// - Splits: each backend splits a vector where it does itself, the
///   library from ``Parallelism/streamMinimumCount``, OpenBLAS from its own
///   fixed lengths (``blasSplitMinimum(_:)``).
///
/// No constant names a machine: a new CPU changes the inputs, not the model.
struct CostModel: Sendable {
    let machine: MachineFacts

    /// A vector `cblas_*` call's own cost: argument checks, the kernel's
    /// dispatch and OpenBLAS's choice of threads (about 20 ns).
    static let blasCallCycles = 60.0
    /// A `dgemm` call's own cost besides packing (about 100 ns).
    static let gemmCallCycles = 300.0
    /// A SIMD product call's own cost: its plan, the first rows' span,
    /// the weights' checks (about 80 ns).
    static let productCallCycles = 250.0
    /// What a call pays to hand shares to the library's workers and wait
    /// for the last (about 2 µs): workers watch for 50 µs after a call, so
    /// calls in a row find them awake, and after a longer pause the caller
    /// runs the shares no worker has claimed yet. A stream split from
    /// ``Parallelism/streamMinimumCount`` pays for it.
    static let threadWakeCycles = 6_000.0
    /// What a call pays to hand work to OpenBLAS's threads and wait for the
    /// last (about 4 µs): they wait spinning long after each call, so only
    /// the handoff through its queue remains.
    static let blasSplitCycles = 12_000.0
    /// Instructions a core issues per cycle.
    static let vectorIssue = 4.0
    /// Multiply-adds a core starts per cycle: what bounds a product's sums,
    /// whose operands stay in registers.
    static let multiplyAddUnits = 2.0

    /// The bytes per cycle a core streams from the level its `footprint`
    /// bytes fit in (``CacheSizes/bytesPerCycle(footprint:)``).
    func bytesPerCycle(footprint: Int) -> Double {
        machine.caches.bytesPerCycle(footprint: footprint)
    }

    /// Cycles of `arithmetic` instructions per element on `bits`-wide
    /// registers.
    static func arithmeticCycles(_ instructions: Double, bits: Int, issue: Double = vectorIssue) -> Double {
        instructions / (issue * Double(Swift.max(bits, 64) / 64))
    }

    /// The cycles of the vector `operation` over `count` elements on
    /// `backend` (`.simd` or `.blas`).
    func vectorCycles(_ backend: ResolvedBackend, _ operation: KernelOperation, count: Int) -> Double {
        let fused = machine.fusesMultiplyAdd
        // Bytes moved per element, arrays held, and instructions per
        // vector (loads and stores included) on the library's loops and on
        // OpenBLAS's (fused from 256-bit kernels on). `dot` is costed as
        // its most common call, a squared norm: one array, read once.
        let (moved, arrays, simd, blas): (Double, Int, Double, Double) = switch operation {
        case .axpy: (24, 2, fused ? 4 : 5, 4)
        case .scale: (16, 1, 3, 3)
        case .interpolate: (24, 2, fused ? 5 : 6, 5)
        case .dot, .groupedScaleAdd: (8, 1, fused ? 3 : 4, 3)
        }
        let blasFused = machine.blasRegisterBits >= 256 || operation == .scale ? blas : blas + 1
        let blasBits = operation == .interpolate ? 64 : machine.blasRegisterBits
        let footprint = count.multipliedReportingOverflow(by: 8 * arrays)
        let memory = moved / bytesPerCycle(footprint: footprint.overflow ? .max : footprint.partialValue)
        let perElement = backend == .blas
            ? Swift.max(Self.arithmeticCycles(blasFused, bits: blasBits), memory)
            : Swift.max(Self.arithmeticCycles(simd, bits: machine.simdRegisterBits), memory)
        let work = Double(count) * perElement
        if backend == .blas {
            let threads = count > Self.blasSplitMinimum(operation) ? Swift.max(machine.blasThreads, 1) : 1
            return Self.blasCallCycles + (threads > 1 ? Self.blasSplitCycles + work / Double(threads) : work)
        }
        // The library's split (``Parallelism``): no share shorter than half
        // the minimum.
        let minimum = Parallelism.streamMinimumCount
            &* (operation == .scale ? SIMDKernels.scaleSplitFactor : 1)
        let threads = count >= minimum ? Swift.max(1, Swift.min(machine.libraryThreads, count / (minimum / 2))) : 1
        return threads > 1 ? Self.threadWakeCycles + work / Double(threads) : work
    }

    /// The longest vector OpenBLAS runs on one thread, whatever its thread
    /// count (its interface's fixed limits): 10,000 elements for `daxpy`
    /// and `ddot`, 1 Mi for `dscal`; `daxpby` never splits.
    static func blasSplitMinimum(_ operation: KernelOperation) -> Int {
        switch operation {
        case .axpy, .dot, .groupedScaleAdd: 10_000
        case .scale: 1 << 20
        case .interpolate: .max
        }
    }

    /// The estimate's product coefficients (``ProductCost``), in cycles,
    /// for outputs written as `Float`s when `float`.
    ///
    /// - SIMD product, per term of a block of four rows and two registers
    ///   of columns: four multiply-adds a register, from two units (twice
    ///   that unfused), and never less than a multiply-add's latency (4
    ///   cycles), since each chain advances one term at a time; a quarter
    ///   of it per term and row outside the blocks of four; two cycles per
    ///   weight read outside a row's terms to find them; a cycle per output; a call's set-up; the
    ///   library's thread handoff; the output's traffic, in cycles at the
    ///   bandwidth of the level it fits in.
    /// - `dgemm`: its sums at a third of OpenBLAS's multiply-add rate (the
    ///   rate it reaches on products of few keyframes, whose packing and
    ///   edge tiles it cannot amortize); half a cycle per output (a cycle
    ///   for `Float`s, converted from a scratch block); its
    ///   packed operands read from the second level; a call's cost;
    ///   OpenBLAS's thread handoff; three times the output's traffic (it
    ///   clears the output, then reads and writes it).
    func productCost(float: Bool) -> ProductCost {
        let block = Swift.max(4, 8 / Self.multiplyAddUnits * (machine.fusesMultiplyAdd ? 1 : 2))
        let blasSum = 3 * Self.arithmeticCycles(machine.blasRegisterBits >= 256 ? 1 : 2, bits: machine.blasRegisterBits,
                                                issue: Self.multiplyAddUnits)
        return ProductCost(
            simd: SIMD8(block, block / 4, 2, 1, Self.productCallCycles, Self.threadWakeCycles, 1, 0),
            blas: SIMD8(blasSum, float ? 1 : 0.5, 8.0 / 48, Self.gemmCallCycles, Self.blasSplitCycles, 3, 0, 0))
    }
}
