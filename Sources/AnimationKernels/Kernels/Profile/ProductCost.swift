import COpenBLAS
import Foundation

/// When ``Backend/automatic`` runs a matrix product (keyframe frames, wave
/// fills) on `dgemm` rather than the SIMD product: each backend's time is
/// a sum of a few counts of the call's work, each times a coefficient, and
/// the cheaper one runs. The estimate's coefficients come from the
/// machine's facts, in cycles; calibration fits them to timings, in
/// nanoseconds (only their ratios matter).
///
/// The SIMD product (``simdWork(rows:columns:terms:inner:float:simdRegisterBits:caches:)``)
/// works on blocks of four rows and a register or two of columns, whose
/// multiply-add chains advance one term at a time, so it pays per term of
/// each such block (columns beyond whole registers cost nearly as much as
/// full ones), and per term and row of the rows outside the blocks of four
/// (a row alone counts twice: it loads B for itself alone); it
/// reads a row's weights to find the keyframes it uses, and sums only
/// those. `dgemm` (``blasWork(rows:columns:inner:float:caches:)``) pays per
/// multiply-add of every keyframe, per output, per operand element it
/// packs, and a call's fixed cost. Each pays for its output's traffic at
/// the bandwidth of the cache level the output fits in (`dgemm` clears
/// the output first, then reads and writes it), a handoff when it splits
/// over threads, and divides its work by the threads.
///
/// In a profile file it is `{"simd": [7 coefficients], "blas": [6
/// coefficients]}` in the order of the work counts.
@_spi(Benchmarking)
public struct ProductCost: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The SIMD product's coefficients, in the order of
    /// ``simdWork(rows:columns:terms:inner:float:simdRegisterBits:caches:)``'s counts.
    public var simd: SIMD8<Double>
    /// `dgemm`'s coefficients, in the order of
    /// ``blasWork(rows:columns:inner:float:caches:)``'s counts.
    public var blas: SIMD8<Double>

    /// The number of coefficients each backend uses.
    static let simdCounts = 7, blasCounts = 6

    /// A cost with these coefficients (lanes past each backend's counts
    /// are ignored).
    public init(simd: SIMD8<Double>, blas: SIMD8<Double>) {
        self.simd = simd
        self.blas = blas
    }

    /// No product goes to `dgemm`: `dgemm` costs more than any work.
    public static var never: ProductCost {
        ProductCost(simd: SIMD8(repeating: 0), blas: SIMD8(0, 0, 0, .greatestFiniteMagnitude, 0, 0, 0, 0))
    }

    /// The fewest multiply-adds (rows × columns × keyframes) a product
    /// needs before its costs are compared: below, `dgemm`'s call costs
    /// about as much as the SIMD product's whole work, and the comparison
    /// would cost a sizable share of the call.
    static let smallestCompared = 2048

    /// The SIMD product's work counts for `rows` × `columns` outputs whose
    /// rows use `terms` of `inner` keyframes, written as `Float`s when
    /// `float`: term-blocks of four rows, term-blocks of the rows outside
    /// them, weights outside the rows' terms read to find them (dense rows,
    /// which calibration times, read none), outputs (each divided by the
    /// threads the product splits over), one call, the handoff when it
    /// splits, and the output's traffic in cycles (divided by the threads).
    static func simdWork(rows: Int, columns: Int, terms: Int, inner: Int, float: Bool,
                         simdRegisterBits: Int, caches: CacheSizes) -> SIMD8<Double> {
        let threads = Double(ProductPlan.split(rows: rows, columns: columns, terms: terms).shares)
        let blocks = Double(columnBlocks(columns, simdRegisterBits: simdRegisterBits)) * Double(terms)
        let (rowBlocks, outside) = blockedRows(rows)
        let scanned = Double(rows) * Double(Swift.max(inner &- terms, 0))
        let outputs = Double(rows) * Double(columns)
        return SIMD8(Double(rowBlocks) * blocks / threads, Double(outside) * blocks / threads, scanned / threads, outputs / threads, 1,
                     threads > 1 ? 1 : 0, traffic(outputs: outputs, float: float, caches: caches) / threads, 0)
    }

    /// The SIMD product's blocks of four rows among `rows`, and the rows
    /// outside them as it counts them: the last two or three run together
    /// (five as three and two), a row alone counts as two.
    static func blockedRows(_ rows: Int) -> (blocks: Int, outside: Int) {
        let block = SIMDKernels.rowsPerPass
        if rows == 1 { return (0, 2) }
        if rows % block == 1 && rows > block { return (rows / block - 1, block + 1) }
        return (rows / block, rows % block)
    }

    /// `dgemm`'s work counts for `rows` × `columns` outputs over `inner`
    /// keyframes, written as `Float`s when `float`: multiply-adds and
    /// outputs (divided by OpenBLAS's threads where they share the work),
    /// packed operand elements, one call, the handoff when it splits, and
    /// the output's traffic in cycles (divided by the threads).
    static func blasWork(rows: Int, columns: Int, inner: Int, float: Bool, caches: CacheSizes) -> SIMD8<Double> {
        let outputs = Double(rows) * Double(columns), sums = outputs * Double(inner)
        let openBLASThreads = Swift.max(1, Int(openblas_get_num_threads()))
        let threads = sums >= Double(Parallelism.minimumCount) && columns >= blasColumnsPerThread * openBLASThreads
            ? Double(openBLASThreads) : 1
        return SIMD8(sums / threads, outputs / threads, (Double(rows) + Double(columns)) * Double(inner), 1,
                     threads > 1 ? 1 : 0, traffic(outputs: outputs, float: float, caches: caches) / threads, 0, 0)
    }

    /// The fewest columns per thread from which OpenBLAS's threads share a
    /// product's work: `dgemm` splits the columns of a row-major product
    /// (its column-major rows) among them, and slices narrower than a few
    /// of its kernel's tiles ran no faster on two threads than on one,
    /// often slower.
    static let blasColumnsPerThread = 48

    /// The cycles `outputs` `Float`s (or `Double`s) take to write at the
    /// bandwidth of the cache level they fit in.
    static func traffic(outputs: Double, float: Bool, caches: CacheSizes) -> Double {
        let bytes = outputs * (float ? 4 : 8)
        return bytes / caches.bytesPerCycle(footprint: bytes < Double(Int.max / 2) ? Int(bytes) : .max)
    }

    /// The column blocks the SIMD product covers a row of `columns` with
    /// on `simdRegisterBits`-wide registers (see
    /// ``SIMDKernels/productRows(_:columns:inner:a:lda:b:ldb:c:ldc:streaming:)``):
    /// two registers at a time, one for rows shorter than two, single
    /// columns for rows shorter than one; the last block overlaps its
    /// neighbour.
    static func columnBlocks(_ columns: Int, simdRegisterBits: Int) -> Int {
        let lanes = simdRegisterBits >= 512 && columns >= 8 ? 8 : simdRegisterBits >= 256 && columns >= 4 ? 4 : 2
        let width = columns >= 2 * lanes ? 2 * lanes : columns >= lanes ? lanes : 1
        return columns / width + (columns % width == 0 ? 0 : 1)
    }

    /// Whether `dgemm` runs a product of `rows` × `columns` outputs over
    /// `inner` keyframes whose rows use `terms` of them (from a row's first
    /// non-zero weight to its last), written as `Float`s when `float`,
    /// rather than the SIMD product.
    ///
    /// - Complexity: O(1); products of fewer than 2,048 multiply-adds are
    ///   decided by one comparison.
    func prefersBLAS(rows: Int, columns: Int, inner: Int, terms: Int, float: Bool) -> Bool {
        prefersBLAS(rows: rows, columns: columns, inner: inner, terms: terms, float: float,
                    simdRegisterBits: AutomaticThresholds.simdRegisterBits, caches: .current)
    }

    /// ``prefersBLAS(rows:columns:inner:terms:float:)`` for a build of
    /// `simdRegisterBits`-wide registers on a core with `caches`.
    func prefersBLAS(rows: Int, columns: Int, inner: Int, terms: Int, float: Bool,
                     simdRegisterBits: Int, caches: CacheSizes) -> Bool {
        guard Self.isCompared(rows: rows, columns: columns, inner: inner) else { return false }
        func on(_ backend: ResolvedBackend) -> Double {
            cost(on: backend, rows: rows, columns: columns, inner: inner, terms: terms, float: float,
                 simdRegisterBits: simdRegisterBits, caches: caches)
        }
        return on(.blas) < on(.simd)
    }

    /// ``prefersBLAS(rows:columns:inner:terms:float:)`` for rows whose
    /// terms `terms()` finds, called only where `dgemm` wins against rows
    /// of all `inner` keyframes (reading the rows costs a share of a short
    /// call); `dgemm`'s cost, which the terms do not change, is computed
    /// once.
    ///
    /// - Complexity: O(1) besides `terms()`.
    func prefersBLAS(rows: Int, columns: Int, inner: Int, float: Bool, terms: () -> Int) -> Bool {
        guard Self.isCompared(rows: rows, columns: columns, inner: inner) else { return false }
        let (bits, caches) = (AutomaticThresholds.simdRegisterBits, CacheSizes.current)
        let blas = cost(on: .blas, rows: rows, columns: columns, inner: inner, terms: inner, float: float,
                        simdRegisterBits: bits, caches: caches)
        func simd(_ terms: Int) -> Double {
            cost(on: .simd, rows: rows, columns: columns, inner: inner, terms: terms, float: float, simdRegisterBits: bits, caches: caches)
        }
        return blas < simd(inner) && blas < simd(terms())
    }

    /// Whether a product's costs are compared: from
    /// ``smallestCompared`` multiply-adds (products that overflow `Int`
    /// included).
    static func isCompared(rows: Int, columns: Int, inner: Int) -> Bool {
        let (outputs, overflow) = rows.multipliedReportingOverflow(by: columns)
        let (sums, sumsOverflow) = outputs.multipliedReportingOverflow(by: inner)
        return overflow || sumsOverflow || sums >= smallestCompared
    }

    /// The modelled cost of the product on `backend` (`dgemm` for `.blas`,
    /// the SIMD product otherwise): its work counts times its coefficients.
    func cost(on backend: ResolvedBackend, rows: Int, columns: Int, inner: Int, terms: Int, float: Bool,
              simdRegisterBits: Int, caches: CacheSizes) -> Double {
        backend == .blas
            ? (blas * Self.blasWork(rows: rows, columns: columns, inner: inner, float: float, caches: caches)).sum()
            : (simd * Self.simdWork(rows: rows, columns: columns, terms: terms, inner: inner, float: float,
                                    simdRegisterBits: simdRegisterBits, caches: caches)).sum()
    }

    /// For example `simd [4, 1, 2, 1, 250, 6000, 1] blas [0.1875, 0.1, 0.1667, 300, 12000, 3]`.
    public var description: String {
        func list(_ v: SIMD8<Double>, _ count: Int) -> String {
            "[" + (0..<count).map { String(format: "%.4g", v[$0]) }.joined(separator: ", ") + "]"
        }
        return "simd \(list(simd, Self.simdCounts)) blas \(list(blas, Self.blasCounts))"
    }

    private enum CodingKeys: String, CodingKey { case simd, blas }

    /// Reads `{"simd": [7 numbers], "blas": [6 numbers]}`.
    ///
    /// - Parameter decoder: A decoder holding the object.
    /// - Throws: `DecodingError` when a list is missing, has the wrong
    ///   length, or holds a negative or not-a-number coefficient.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func coefficients(_ key: CodingKeys, _ count: Int) throws -> SIMD8<Double> {
            let values = try container.decode([Double].self, forKey: key)
            guard values.count == count, values.allSatisfy({ $0 >= 0 }) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "must be \(count) coefficients, none negative or NaN")
            }
            var lanes = SIMD8<Double>(repeating: 0)
            for (i, value) in values.enumerated() { lanes[i] = value }
            return lanes
        }
        self.init(simd: try coefficients(.simd, Self.simdCounts), blas: try coefficients(.blas, Self.blasCounts))
    }

    /// Writes both lists of coefficients.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode((0..<Self.simdCounts).map { simd[$0] }, forKey: .simd)
        try container.encode((0..<Self.blasCounts).map { blas[$0] }, forKey: .blas)
    }
}
