/// When ``Backend/automatic`` runs a matrix product (keyframe frames, wave
/// fills) on `dgemm` rather than the SIMD product: from ``minimumTerms``
/// keyframes per row, ``minimumOutput`` output elements and
/// ``minimumRows`` rows on.
///
/// The SIMD product keeps each output's sum in registers and runs only over
/// the span of keyframes a block of rows uses, so it wins while that span
/// is short and the output is written once; `dgemm` blocks for the cache
/// and wins once each output sums many terms, the output is large enough to
/// repay its set-up, and there are enough rows for its blocking to reuse
/// (a few long rows are a matrix-vector product).
///
/// In a profile file it is `{"minimumTerms": k, "minimumOutput": n,
/// "minimumRows": r}`; a missing `minimumTerms` or `minimumOutput` means
/// never, a missing `minimumRows` any number of rows.
@_spi(Benchmarking)
public struct ProductRule: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The fewest keyframes (inner indices from a row's first non-zero
    /// weight to its last) from which `dgemm` runs the product.
    public let minimumTerms: Int
    /// The fewest output elements from which `dgemm` runs the product.
    public let minimumOutput: Int
    /// The fewest rows (frames) from which `dgemm` runs the product.
    public let minimumRows: Int

    /// A rule sending products of at least `minimumTerms` terms,
    /// `minimumOutput` output elements and `minimumRows` rows to `dgemm`.
    ///
    /// - Parameters:
    ///   - minimumTerms: The fewest keyframes per row; `Int.max` for never.
    ///   - minimumOutput: The fewest output elements; `Int.max` for never.
    ///   - minimumRows: The fewest rows; 1 (any) by default.
    @inlinable
    public init(minimumTerms: Int, minimumOutput: Int, minimumRows: Int = 1) {
        self.minimumTerms = minimumTerms
        self.minimumOutput = minimumOutput
        self.minimumRows = minimumRows
    }

    /// No product goes to `dgemm`.
    @inlinable
    public static var never: ProductRule { ProductRule(minimumTerms: .max, minimumOutput: .max) }

    /// Whether `dgemm` runs a product of `rows` rows whose rows use `terms`
    /// keyframes each and that writes `output` elements.
    ///
    /// - Parameters:
    ///   - terms: The keyframes a row uses, from its first non-zero weight
    ///     to its last.
    ///   - output: The number of output elements (rows × columns).
    ///   - rows: The number of rows (frames).
    /// - Returns: Whether all three reach the rule's minimums.
    @inlinable @inline(__always)
    public func prefersBLAS(terms: Int, output: Int, rows: Int) -> Bool {
        terms >= minimumTerms && output >= minimumOutput && rows >= minimumRows
    }

    /// For example `K ≥ 12, output ≥ 4096, rows ≥ 8` or `never`.
    public var description: String {
        guard minimumTerms != .max, minimumOutput != .max, minimumRows != .max else { return "never" }
        return "K ≥ \(minimumTerms), output ≥ \(minimumOutput)" + (minimumRows > 1 ? ", rows ≥ \(minimumRows)" : "")
    }

    private enum CodingKeys: String, CodingKey { case minimumTerms, minimumOutput, minimumRows }

    /// Reads `{"minimumTerms": k, "minimumOutput": n, "minimumRows": r}`,
    /// a missing key as described on the type.
    ///
    /// - Parameter decoder: A decoder holding the object.
    /// - Throws: `DecodingError` when a key holds the wrong type or a
    ///   negative count.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(minimumTerms: try container.decodeCount(forKey: .minimumTerms, missing: .max),
                  minimumOutput: try container.decodeCount(forKey: .minimumOutput, missing: .max),
                  minimumRows: try container.decodeCount(forKey: .minimumRows, missing: 1))
    }

    /// Writes the three keys (`minimumRows` only when above 1), or none
    /// for ``never``.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        guard minimumTerms != .max, minimumOutput != .max else { return }
        try container.encode(minimumTerms, forKey: .minimumTerms)
        try container.encode(minimumOutput, forKey: .minimumOutput)
        if minimumRows > 1 { try container.encode(minimumRows, forKey: .minimumRows) }
    }
}

extension KeyedDecodingContainer {
    /// The count under `key`, `missing` when absent.
    ///
    /// - Throws: `DecodingError` when the value is not an integer or is
    ///   negative.
    func decodeCount(forKey key: Key, missing: Int) throws -> Int {
        let value = try decodeIfPresent(Int.self, forKey: key) ?? missing
        guard value >= 0 else { throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "must not be negative") }
        return value
    }
}
