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
/// Rows of ``narrowColumns`` columns, where the SIMD product's column
/// blocks do little work per coefficient they load, follow their own
/// thresholds (``narrowMinimumTerms`` keyframes and ``narrowMinimumRows``
/// rows, any output) and stay on the SIMD product when it splits.
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
    /// The row lengths, in columns, that follow the narrow-row thresholds;
    /// nil for none.
    public let narrowColumns: ClosedRange<Int>?
    /// The fewest keyframes from which `dgemm` runs a product of narrow
    /// rows.
    public let narrowMinimumTerms: Int
    /// The fewest rows (frames) from which `dgemm` runs a product of
    /// narrow rows.
    public let narrowMinimumRows: Int

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
    ///   - narrowColumns: The row lengths that follow the two narrow-row
    ///     thresholds instead; nil (the default) for none.
    ///   - narrowMinimumTerms: The fewest keyframes per narrow row for
    ///     `dgemm`.
    ///   - narrowMinimumRows: The fewest narrow rows for `dgemm`.
    @inlinable
    public init(minimumTerms: Int, minimumOutput: Int, minimumRows: Int = 1, minimumTermsOnThreads: Int? = nil,
                narrowColumns: ClosedRange<Int>? = nil, narrowMinimumTerms: Int = .max, narrowMinimumRows: Int = 1) {
        self.minimumTerms = minimumTerms
        self.minimumOutput = minimumOutput
        self.minimumRows = minimumRows
        self.minimumTermsOnThreads = minimumTermsOnThreads ?? minimumTerms
        self.narrowColumns = narrowColumns
        self.narrowMinimumTerms = narrowMinimumTerms
        self.narrowMinimumRows = narrowMinimumRows
    }

    /// No product goes to `dgemm`.
    @inlinable
    public static var never: ProductRule { ProductRule(minimumTerms: .max, minimumOutput: .max) }

    /// Whether a product of `rows` rows of `columns` outputs that use
    /// `terms` keyframes each and that writes `output` elements runs on
    /// `dgemm`.
    ///
    /// - Parameters:
    ///   - terms: The keyframes a row uses, from its first non-zero weight to its
    ///     last.
    ///   - output: The number of output elements (rows × columns).
    ///   - rows: The number of rows (frames).
    ///   - columns: The length of a row; nil when unknown (the narrow-row
    ///     thresholds do not apply).
    ///   - splits: Whether the SIMD product would split over threads;
    ///     evaluated only for narrow rows that pass their thresholds and
    ///     where the two keyframe thresholds disagree on `terms`, as most
    ///     products never get that far.
    /// - Returns: Whether `dgemm` runs the product.
    @inlinable @inline(__always)
    public func prefersBLAS(terms: Int, output: Int, rows: Int, columns: Int? = nil, splits: @autoclosure () -> Bool = false) -> Bool {
        if let columns, narrowColumns?.contains(columns) == true {
            return terms >= narrowMinimumTerms && rows >= narrowMinimumRows && !splits()
        }
        guard output >= minimumOutput, rows >= minimumRows else { return false }
        if terms < Swift.min(minimumTerms, minimumTermsOnThreads) { return false }
        if terms >= Swift.max(minimumTerms, minimumTermsOnThreads) { return true }
        return terms >= (splits() ? minimumTermsOnThreads : minimumTerms)
    }

    /// For example `K ≥ 12, output ≥ 4096`, `K ≥ 15, output ≥ 1024,
    /// rows ≥ 10, K ≥ 40 on threads; rows of 5–48 columns: K ≥ 12, rows ≥ 20`
    /// or `never`.
    public var description: String {
        var text = "never"
        if minimumTerms != .max, minimumOutput != .max, minimumRows != .max {
            text = "K ≥ \(minimumTerms), output ≥ \(minimumOutput)" + (minimumRows > 1 ? ", rows ≥ \(minimumRows)" : "")
                + (minimumTermsOnThreads != minimumTerms ? ", K ≥ \(minimumTermsOnThreads) on threads" : "")
        }
        if let narrowColumns, narrowMinimumTerms != .max {
            text += "; rows of \(narrowColumns.lowerBound)–\(narrowColumns.upperBound) columns: K ≥ \(narrowMinimumTerms)"
                + (narrowMinimumRows > 1 ? ", rows ≥ \(narrowMinimumRows)" : "")
        }
        return text
    }

    private enum CodingKeys: String, CodingKey {
        case minimumTerms, minimumOutput, minimumRows, minimumTermsOnThreads, narrowColumns, narrowMinimumTerms, narrowMinimumRows
    }

    /// Reads `{"minimumTerms": k, "minimumOutput": n, "minimumRows": r,
    /// "minimumTermsOnThreads": t, "narrowColumns": [lo, hi],
    /// "narrowMinimumTerms": nk, "narrowMinimumRows": nr}`; a missing
    /// `minimumTerms` or `minimumOutput` means never, a missing
    /// `minimumRows` any number of rows, a missing `minimumTermsOnThreads`
    /// `minimumTerms`, a missing `narrowColumns` no narrow-row thresholds
    /// (profiles written before them), a missing `narrowMinimumTerms`
    /// never for narrow rows and a missing `narrowMinimumRows` any number.
    ///
    /// - Parameter decoder: A decoder holding the object.
    /// - Throws: `DecodingError` when a key holds the wrong type or a
    ///   negative count, or `narrowColumns` is not two counts in order.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let terms = try container.decodeIfPresent(Int.self, forKey: .minimumTerms) ?? .max
        let output = try container.decodeIfPresent(Int.self, forKey: .minimumOutput) ?? .max
        let rows = try container.decodeIfPresent(Int.self, forKey: .minimumRows) ?? 1
        let onThreads = try container.decodeIfPresent(Int.self, forKey: .minimumTermsOnThreads) ?? terms
        let narrowTerms = try container.decodeIfPresent(Int.self, forKey: .narrowMinimumTerms) ?? .max
        let narrowRows = try container.decodeIfPresent(Int.self, forKey: .narrowMinimumRows) ?? 1
        for (key, value) in [(CodingKeys.minimumTerms, terms), (.minimumOutput, output), (.minimumRows, rows),
                             (.minimumTermsOnThreads, onThreads), (.narrowMinimumTerms, narrowTerms),
                             (.narrowMinimumRows, narrowRows)] where value < 0 {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "must not be negative")
        }
        var narrow: ClosedRange<Int>?
        if let bounds = try container.decodeIfPresent([Int].self, forKey: .narrowColumns) {
            guard bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1] else {
                throw DecodingError.dataCorruptedError(forKey: .narrowColumns, in: container,
                                                       debugDescription: "must be [lowest, highest] column counts, in order")
            }
            narrow = bounds[0]...bounds[1]
        }
        self.init(minimumTerms: terms, minimumOutput: output, minimumRows: rows, minimumTermsOnThreads: onThreads,
                  narrowColumns: narrow, narrowMinimumTerms: narrowTerms, narrowMinimumRows: narrowRows)
    }

    /// Writes the keys (`minimumRows` only when above 1,
    /// `minimumTermsOnThreads` only when it differs from `minimumTerms`,
    /// the narrow-row keys only with ``narrowColumns``), or none for
    /// ``never``.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if minimumTerms != .max, minimumOutput != .max, minimumRows != .max {
            try container.encode(minimumTerms, forKey: .minimumTerms)
            try container.encode(minimumOutput, forKey: .minimumOutput)
            if minimumRows > 1 { try container.encode(minimumRows, forKey: .minimumRows) }
            if minimumTermsOnThreads != minimumTerms { try container.encode(minimumTermsOnThreads, forKey: .minimumTermsOnThreads) }
        }
        if let narrowColumns {
            try container.encode([narrowColumns.lowerBound, narrowColumns.upperBound], forKey: .narrowColumns)
            if narrowMinimumTerms != .max { try container.encode(narrowMinimumTerms, forKey: .narrowMinimumTerms) }
            if narrowMinimumRows > 1 { try container.encode(narrowMinimumRows, forKey: .narrowMinimumRows) }
        }
    }
}
