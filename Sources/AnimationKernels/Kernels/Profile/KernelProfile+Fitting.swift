/// A shape ``Backend/automatic`` routes, as the estimate and calibration
/// compare the backends on it.
enum RoutedShape: Sendable, Hashable {
    /// A vector operation over this many elements.
    case vector(KernelOperation, count: Int)
    /// A product of `rows` × `columns` outputs whose dense rows sum
    /// `terms` keyframes, written as `Float`s when `float`.
    case product(rows: Int, columns: Int, terms: Int, float: Bool)
}

extension KernelProfile {
    /// The vector operations a profile routes.
    static let vectorOperations: [KernelOperation] = [.axpy, .scale, .interpolate, .dot]

    /// The lengths a vector crossover is placed at: powers of two and the
    /// midpoints between them from ``smallestBLASCount`` to 2 Mi.
    static let vectorCounts: [Int] = (6...21).flatMap { [1 << $0, 3 << ($0 - 1)] }.filter { $0 <= 1 << 21 }

    /// The products calibration times for each output type, to fit
    /// ``ProductCost``'s coefficients: every pair of 1–256 rows and 4–1024
    /// columns (narrow rows, lone rows and long ones, on one thread and
    /// split), with dense rows of 2 to 48 keyframes in turn.
    static let productShapes: [RoutedShape] = {
        let rows = [1, 2, 3, 4, 6, 16, 64, 256], columns = [4, 6, 12, 24, 64, 256, 1024], terms = [2, 4, 16, 48]
        return [false, true].flatMap { float in
            rows.indices.flatMap { r in
                columns.indices.map { c in
                    RoutedShape.product(rows: rows[r], columns: columns[c], terms: terms[(r + c) % terms.count], float: float)
                }
            }
        }
    }()

    /// Every shape calibration times, each once: the vectors at
    /// ``vectorCounts`` and ``productShapes``.
    static var fittedShapes: [RoutedShape] {
        vectorCounts.flatMap { count in vectorOperations.map { RoutedShape.vector($0, count: count) } } + productShapes
    }

    /// The profile whose vector crossovers follow `blasWins`, which says
    /// whether OpenBLAS beats the SIMD kernels on an operation at a length
    /// of ``vectorCounts`` (the estimate's model or calibration's
    /// timings), with these product costs.
    ///
    /// A vector operation goes to OpenBLAS from the shortest length from
    /// which it wins at every longer one, and in the first run of lengths
    /// below that where it wins.
    static func fitted(architecture: String = thisArchitecture, simdRegisterBits: Int = AutomaticThresholds.simdRegisterBits,
                       doubleProduct: ProductCost, floatProduct: ProductCost,
                       blasWins: (KernelOperation, Int) -> Bool) -> KernelProfile {
        func counts(_ operation: KernelOperation) -> BLASCounts {
            BLASCounts(fitting: vectorCounts.map { blasWins(operation, $0) }, at: vectorCounts)
        }
        return KernelProfile(architecture: architecture, simdRegisterBits: simdRegisterBits,
                             axpy: counts(.axpy), scale: counts(.scale), interpolate: counts(.interpolate), dot: counts(.dot),
                             doubleProduct: doubleProduct, floatProduct: floatProduct)
    }

    /// The estimate for `machine`: ``fitted(architecture:simdRegisterBits:doubleProduct:floatProduct:blasWins:)``
    /// on the cost model's cycles.
    static func estimate(for machine: MachineFacts) -> KernelProfile {
        let model = CostModel(machine: machine)
        return fitted(simdRegisterBits: machine.simdRegisterBits,
                      doubleProduct: model.productCost(float: false), floatProduct: model.productCost(float: true)) { operation, count in
            model.vectorCycles(.blas, operation, count: count) < model.vectorCycles(.simd, operation, count: count)
        }
    }
}

extension ProductCost {
    /// The cost fitted to timed products: for each backend, the
    /// non-negative coefficients whose modelled times are nearest the
    /// measured ones in relative terms (so short and long calls count
    /// alike). A count that no timed shape exercises (no product split
    /// over threads, say) keeps `prior`'s coefficient scaled to the fitted
    /// units; with fewer timings than coefficients, `prior` itself.
    ///
    /// - Parameters:
    ///   - samples: Each timed product's shape (dense rows of `terms`
    ///     keyframes) and seconds per call on each backend.
    ///   - float: Whether the products wrote `Float`s.
    ///   - machine: The build and machine timed.
    ///   - prior: The estimate's cost.
    static func fitted(_ samples: [(rows: Int, columns: Int, terms: Int, simd: Double, blas: Double)], float: Bool,
                       machine: MachineFacts, prior: ProductCost) -> ProductCost {
        guard samples.count > simdCounts else { return prior }
        let simdRows = samples.map { Self.simdWork(rows: $0.rows, columns: $0.columns, terms: $0.terms, inner: $0.terms, float: float,
                                                   simdRegisterBits: machine.simdRegisterBits, caches: machine.caches) }
        let blasRows = samples.map { Self.blasWork(rows: $0.rows, columns: $0.columns, inner: $0.terms, float: float, caches: machine.caches) }
        // One unit for both backends: the prior's cycles scaled to seconds.
        let unit = scaleFit(simdRows + blasRows, samples.map(\.simd) + samples.map(\.blas),
                            prior: Array(repeating: prior.simd, count: samples.count) + Array(repeating: prior.blas, count: samples.count))
        return ProductCost(simd: nonNegativeFit(simdRows, samples.map(\.simd), count: simdCounts, prior: prior.simd * unit),
                           blas: nonNegativeFit(blasRows, samples.map(\.blas), count: blasCounts, prior: prior.blas * unit))
    }

    /// The factor `s` minimizing the squared relative error of
    /// `s · prior[i]·work[i]` against `times[i]`.
    static func scaleFit(_ work: [SIMD8<Double>], _ times: [Double], prior: [SIMD8<Double>]) -> Double {
        var num = 0.0, den = 0.0
        for i in work.indices where times[i] > 0 {
            let x = (work[i] * prior[i]).sum() / times[i]
            num += x
            den += x * x
        }
        return den > 0 && num > 0 ? num / den : 1
    }

    /// The first `count` coefficients `c ≥ 0` minimizing
    /// `Σ (work[i]·c / times[i] − 1)²`, by least squares on the columns
    /// some timing exercises, dropping the most negative coefficient and
    /// solving again until none is negative; an unexercised column keeps
    /// `prior`'s coefficient.
    static func nonNegativeFit(_ work: [SIMD8<Double>], _ times: [Double], count: Int, prior: SIMD8<Double>) -> SIMD8<Double> {
        // Rows scaled by their time; the Gram matrix and right side of the
        // normal equations, columns normalized to unit length.
        var gram = [[Double]](repeating: [Double](repeating: 0, count: count), count: count)
        var right = [Double](repeating: 0, count: count)
        for (row, time) in zip(work, times) where time > 0 {
            for j in 0..<count {
                right[j] += row[j] / time
                for k in 0..<count { gram[j][k] += row[j] * row[k] / (time * time) }
            }
        }
        let norms = (0..<count).map { gram[$0][$0].squareRoot() }
        var free = (0..<count).filter { norms[$0] > 0 }
        var result = prior
        for j in free { result[j] = 0 }
        while !free.isEmpty {
            let solution = solve(free.map { j in free.map { k in gram[j][k] / (norms[j] * norms[k]) } },
                                 free.map { right[$0] / norms[$0] })
            guard let solution else { return prior }
            let coefficients = zip(free, solution).map { $1 / norms[$0] }
            guard let worst = coefficients.indices.min(by: { coefficients[$0] < coefficients[$1] }),
                  coefficients[worst] < 0 else {
                for (j, c) in zip(free, coefficients) { result[j] = c }
                return result
            }
            free.remove(at: worst)
        }
        return result
    }

    /// The solution of the symmetric system `matrix · x = right` by
    /// Gaussian elimination with partial pivoting, nil when singular.
    static func solve(_ matrix: [[Double]], _ right: [Double]) -> [Double]? {
        var m = matrix, r = right
        let n = r.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                  abs(m[pivot][column]) > 1e-12 else { return nil }
            m.swapAt(column, pivot)
            r.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = m[row][column] / m[column][column]
                for k in column..<n { m[row][k] -= factor * m[column][k] }
                r[row] -= factor * r[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in (0..<n).reversed() {
            let rest = ((row + 1)..<n).reduce(0.0) { $0 + m[row][$1] * x[$1] }
            x[row] = (r[row] - rest) / m[row][row]
        }
        return x.allSatisfy(\.isFinite) ? x : nil
    }
}

extension BLASCounts {
    /// The counts where `wins[i]` says OpenBLAS wins at `counts[i]`
    /// (ascending): from the first count from which it wins at every
    /// later one, plus the first run of wins below that as the window
    /// (up to the first loss after it).
    init(fitting wins: [Bool], at counts: [Int]) {
        let minimumIndex = (wins.lastIndex(of: false) ?? -1) + 1
        let minimum = minimumIndex < counts.count ? counts[minimumIndex] : .max
        var window = 0..<0
        if let start = wins[..<minimumIndex].firstIndex(of: true) {
            let end = wins[start..<minimumIndex].firstIndex(of: false) ?? minimumIndex
            window = counts[start]..<counts[end]
        }
        self.init(window: window, minimum: minimum)
    }
}
