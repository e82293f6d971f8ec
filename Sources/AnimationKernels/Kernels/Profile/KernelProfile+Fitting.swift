/// A shape ``Backend/automatic`` routes, as the estimate and calibration
/// compare the backends on it.
enum RoutedShape: Sendable, Hashable {
    /// A vector operation over this many elements.
    case vector(KernelOperation, count: Int)
    /// A product of `rows` × `columns` outputs whose rows sum `terms`
    /// keyframes, written as `Float`s when `float`.
    case product(rows: Int, columns: Int, terms: Int, float: Bool)
}

extension KernelProfile {
    /// The vector operations a profile routes.
    static let vectorOperations: [KernelOperation] = [.axpy, .scale, .interpolate, .dot]

    /// The lengths a vector crossover is placed at: powers of two and the
    /// midpoints between them from ``smallestBLASCount`` to 2 Mi.
    static let vectorCounts: [Int] = (6...21).flatMap { [1 << $0, 3 << ($0 - 1)] }.filter { $0 <= 1 << 21 }

    /// The keyframes per row a product crossover is placed at.
    static let productTerms = [2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64]

    /// The output sizes a product crossover is placed at (rows of up to
    /// 256 columns).
    static let productOutputs = [1 << 6, 1 << 8, 1 << 10, 1 << 12, 1 << 14, 1 << 16, 1 << 18]

    /// The row counts a product crossover is placed at (a 64 Ki output).
    static let productRows = [1, 2, 4, 8, 16, 32, 64, 128, 256]

    /// Every shape ``fitted(architecture:simdRegisterBits:blasWins:)`` asks
    /// about, each once (the three product series meet at 256 × 256 outputs
    /// of 64 keyframes).
    static var fittedShapes: [RoutedShape] {
        var shapes: [RoutedShape] = [], seen: Set<RoutedShape> = []
        func add(_ shape: RoutedShape) { if seen.insert(shape).inserted { shapes.append(shape) } }
        for count in vectorCounts {
            for operation in vectorOperations { add(.vector(operation, count: count)) }
        }
        for float in [false, true] {
            for output in productOutputs {
                let columns = Swift.min(256, output)
                add(.product(rows: output / columns, columns: columns, terms: productTerms.last!, float: float))
            }
            for rows in productRows {
                add(.product(rows: rows, columns: (1 << 16) / rows, terms: productTerms.last!, float: float))
            }
            for terms in productTerms {
                add(.product(rows: 256, columns: 256, terms: terms, float: float))
            }
        }
        return shapes
    }

    /// The profile whose crossovers follow `blasWins`, which says whether
    /// OpenBLAS beats the SIMD kernels on a shape of ``fittedShapes``: the
    /// estimate's model or calibration's timings.
    ///
    /// A vector operation goes to OpenBLAS from the shortest length from
    /// which it wins at every longer one, and in the first run of lengths
    /// below that where it wins. A product goes to `dgemm` from the fewest
    /// keyframes from which it wins at every larger count (256 × 256
    /// outputs), the smallest output from which it wins at 64 keyframes,
    /// and the fewest rows from which it wins over a 64 Ki output.
    static func fitted(architecture: String = thisArchitecture, simdRegisterBits: Int = AutomaticThresholds.simdRegisterBits,
                       blasWins: (RoutedShape) -> Bool) -> KernelProfile {
        func counts(_ operation: KernelOperation) -> BLASCounts {
            BLASCounts(fitting: vectorCounts.map { blasWins(.vector(operation, count: $0)) }, at: vectorCounts)
        }
        func rule(float: Bool) -> ProductRule {
            let top = productTerms.last!
            let terms = fromOn(productTerms) { blasWins(.product(rows: 256, columns: 256, terms: $0, float: float)) }
            let output = fromOn(productOutputs) { output in
                let columns = Swift.min(256, output)
                return blasWins(.product(rows: output / columns, columns: columns, terms: top, float: float))
            }
            let rows = fromOn(productRows) { blasWins(.product(rows: $0, columns: (1 << 16) / $0, terms: top, float: float)) }
            guard let terms, let output, let rows else { return .never }
            return ProductRule(minimumTerms: terms, minimumOutput: output, minimumRows: rows)
        }
        return KernelProfile(architecture: architecture, simdRegisterBits: simdRegisterBits,
                             axpy: counts(.axpy), scale: counts(.scale), interpolate: counts(.interpolate), dot: counts(.dot),
                             doubleProduct: rule(float: false), floatProduct: rule(float: true))
    }

    /// The first of `values` from which `wins` holds for it and every
    /// later one, nil when it fails at the last.
    static func fromOn(_ values: [Int], _ wins: (Int) -> Bool) -> Int? {
        var first: Int?
        for value in values {
            if wins(value) { first = first ?? value } else { first = nil }
        }
        return first
    }

    /// The estimate for `machine`: ``fitted(architecture:simdRegisterBits:blasWins:)``
    /// on the cost model's cycles.
    static func estimate(for machine: MachineFacts) -> KernelProfile {
        let model = CostModel(machine: machine)
        return fitted(simdRegisterBits: machine.simdRegisterBits) { shape in
            switch shape {
            case .vector(let operation, let count):
                return model.vectorCycles(.blas, operation, count: count) < model.vectorCycles(.simd, operation, count: count)
            case .product(let rows, let columns, let terms, let float):
                return model.productCycles(.blas, rows: rows, columns: columns, terms: terms, float: float)
                    < model.productCycles(.simd, rows: rows, columns: columns, terms: terms, float: float)
            }
        }
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
