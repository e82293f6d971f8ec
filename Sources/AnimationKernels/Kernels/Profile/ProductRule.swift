/// When ``Backend/automatic`` runs a matrix product (keyframe frames, wave
/// fills) on `dgemm` rather than the SIMD product.
///
/// The SIMD product keeps each output's sum in registers and runs only over
/// the span of keyframes a block of rows actually uses, so it wins while
/// that span is short (two-term blends, Catmull-Rom's four) and the output
/// is written once; `dgemm` blocks for the cache and wins once each output
/// sums many terms. A product goes to `dgemm` when its rows use at least
/// ``minimumTerms`` keyframes, it has at least ``minimumOutput`` output
/// elements (rows × columns), below which `dgemm`'s set-up costs more than
/// it saves, and at least ``minimumRows`` rows: a few long rows are a
/// matrix-vector product, where `dgemm`'s blocking has nothing to reuse.
/// A product long enough for the SIMD product to split over threads (as
/// `dgemm` does) goes to `dgemm` from ``minimumTermsOnThreads`` keyframes.
public struct ProductRule: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The fewest keyframes (inner indices from a row's first non-zero
    /// weight to its last) from which `dgemm` runs the product.
    public let minimumTerms: Int
    /// The fewest output elements from which `dgemm` runs the product.
    public let minimumOutput: Int
    /// The fewest rows (frames) from which `dgemm` runs the product.
    public let minimumRows: Int
    /// The fewest keyframes from which `dgemm` runs a product that the
    /// SIMD product would split over threads, so that both run on every
    /// core; ``minimumTerms`` unless measured apart.
    public let minimumTermsOnThreads: Int

    /// A rule sending products of at least `minimumTerms` terms,
    /// `minimumOutput` output elements and `minimumRows` rows to `dgemm`.
    ///
    /// - Parameters:
    ///   - minimumTerms: The fewest keyframes per row for `dgemm`; `Int.max`
    ///     for never.
    ///   - minimumOutput: The fewest output elements for `dgemm`; `Int.max` for
    ///     never.
    ///   - minimumRows: The fewest rows for `dgemm`; 1 (any) by default.
    ///   - minimumTermsOnThreads: The fewest keyframes per row for `dgemm`
    ///     when the SIMD product would split over threads; nil (the
    ///     default) for `minimumTerms`.
    @inlinable
    public init(minimumTerms: Int, minimumOutput: Int, minimumRows: Int = 1, minimumTermsOnThreads: Int? = nil) {
        self.minimumTerms = minimumTerms
        self.minimumOutput = minimumOutput
        self.minimumRows = minimumRows
        self.minimumTermsOnThreads = minimumTermsOnThreads ?? minimumTerms
    }

    /// No product goes to `dgemm`.
    @inlinable
    public static var never: ProductRule { ProductRule(minimumTerms: .max, minimumOutput: .max) }

    /// Whether a product of `rows` rows that use `terms` keyframes each
    /// and that writes `output` elements runs on `dgemm`.
    ///
    /// - Parameters:
    ///   - terms: The keyframes a row uses, from its first non-zero weight to its
    ///     last.
    ///   - output: The number of output elements (rows × columns).
    ///   - rows: The number of rows (frames).
    ///   - splits: Whether the SIMD product would split over threads.
    /// - Returns: Whether `dgemm` runs the product.
    @inlinable @inline(__always)
    public func prefersBLAS(terms: Int, output: Int, rows: Int, splits: Bool = false) -> Bool {
        terms >= (splits ? minimumTermsOnThreads : minimumTerms) && output >= minimumOutput && rows >= minimumRows
    }

    /// For example `K ≥ 12, output ≥ 4096`,
    /// `K ≥ 15, output ≥ 1024, rows ≥ 10, K ≥ 40 on threads` or `never`.
    public var description: String {
        guard minimumTerms != .max, minimumOutput != .max, minimumRows != .max else { return "never" }
        return "K ≥ \(minimumTerms), output ≥ \(minimumOutput)" + (minimumRows > 1 ? ", rows ≥ \(minimumRows)" : "")
            + (minimumTermsOnThreads != minimumTerms ? ", K ≥ \(minimumTermsOnThreads) on threads" : "")
    }

    private enum CodingKeys: String, CodingKey { case minimumTerms, minimumOutput, minimumRows, minimumTermsOnThreads }

    /// Reads `{"minimumTerms": k, "minimumOutput": n, "minimumRows": r,
    /// "minimumTermsOnThreads": t}`; a missing `minimumTerms` or
    /// `minimumOutput` means never, a missing `minimumRows` any number of
    /// rows, a missing `minimumTermsOnThreads` `minimumTerms` (profiles
    /// written before them).
    ///
    /// - Parameter decoder: A decoder holding the object.
    /// - Throws: `DecodingError` when a key holds the wrong type or a
    ///   negative count.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let terms = try container.decodeIfPresent(Int.self, forKey: .minimumTerms) ?? .max
        let output = try container.decodeIfPresent(Int.self, forKey: .minimumOutput) ?? .max
        let rows = try container.decodeIfPresent(Int.self, forKey: .minimumRows) ?? 1
        let onThreads = try container.decodeIfPresent(Int.self, forKey: .minimumTermsOnThreads) ?? terms
        for (key, value) in [(CodingKeys.minimumTerms, terms), (.minimumOutput, output), (.minimumRows, rows),
                             (.minimumTermsOnThreads, onThreads)] where value < 0 {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "must not be negative")
        }
        self.init(minimumTerms: terms, minimumOutput: output, minimumRows: rows, minimumTermsOnThreads: onThreads)
    }

    /// Writes the keys (`minimumRows` only when above 1,
    /// `minimumTermsOnThreads` only when it differs from `minimumTerms`),
    /// or none for ``never``.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        guard minimumTerms != .max, minimumOutput != .max, minimumRows != .max else { return }
        try container.encode(minimumTerms, forKey: .minimumTerms)
        try container.encode(minimumOutput, forKey: .minimumOutput)
        if minimumRows > 1 { try container.encode(minimumRows, forKey: .minimumRows) }
        if minimumTermsOnThreads != minimumTerms { try container.encode(minimumTermsOnThreads, forKey: .minimumTermsOnThreads) }
    }
}
