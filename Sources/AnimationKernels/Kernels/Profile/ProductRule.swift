/// When ``Backend/automatic`` runs a matrix product (keyframe frames, wave
/// fills) on `dgemm` rather than the SIMD product.
///
/// The SIMD product keeps each output's sum in registers and runs only over
/// the span of keyframes a block of rows actually uses, so it wins while
/// that span is short (two-term blends, Catmull-Rom's four) and the output
/// is written once; `dgemm` blocks for the cache and wins once each output
/// sums many terms. A product goes to `dgemm` when its rows use at least
/// ``minimumTerms`` keyframes and it has at least ``minimumOutput`` output
/// elements (rows × columns), below which `dgemm`'s set-up costs more than
/// it saves.
public struct ProductRule: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The fewest keyframes (inner indices from a row's first non-zero
    /// weight to its last) from which `dgemm` runs the product.
    public let minimumTerms: Int
    /// The fewest output elements from which `dgemm` runs the product.
    public let minimumOutput: Int

    /// A rule sending products of at least `minimumTerms` terms and
    /// `minimumOutput` output elements to `dgemm`.
    ///
    /// - Parameters:
    ///   - minimumTerms: The fewest keyframes per row for `dgemm`; `Int.max`
    ///     for never.
    ///   - minimumOutput: The fewest output elements for `dgemm`; `Int.max` for
    ///     never.
    @inlinable
    public init(minimumTerms: Int, minimumOutput: Int) {
        self.minimumTerms = minimumTerms
        self.minimumOutput = minimumOutput
    }

    /// No product goes to `dgemm`.
    @inlinable
    public static var never: ProductRule { ProductRule(minimumTerms: .max, minimumOutput: .max) }

    /// Whether a product whose rows use `terms` keyframes and that writes
    /// `output` elements runs on `dgemm`.
    ///
    /// - Parameters:
    ///   - terms: The keyframes a row uses, from its first non-zero weight to its
    ///     last.
    ///   - output: The number of output elements (rows × columns).
    /// - Returns: Whether `dgemm` runs the product.
    @inlinable @inline(__always)
    public func prefersBLAS(terms: Int, output: Int) -> Bool {
        terms >= minimumTerms && output >= minimumOutput
    }

    /// For example `K ≥ 12, output ≥ 4096` or `never`.
    public var description: String {
        minimumTerms == .max || minimumOutput == .max ? "never" : "K ≥ \(minimumTerms), output ≥ \(minimumOutput)"
    }

    private enum CodingKeys: String, CodingKey { case minimumTerms, minimumOutput }

    /// Reads `{"minimumTerms": k, "minimumOutput": n}`; a missing key means
    /// never.
    ///
    /// - Parameter decoder: A decoder holding the object.
    /// - Throws: `DecodingError` when a key holds the wrong type or a
    ///   negative count.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let terms = try container.decodeIfPresent(Int.self, forKey: .minimumTerms) ?? .max
        let output = try container.decodeIfPresent(Int.self, forKey: .minimumOutput) ?? .max
        guard terms >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .minimumTerms, in: container, debugDescription: "must not be negative")
        }
        guard output >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .minimumOutput, in: container, debugDescription: "must not be negative")
        }
        self.init(minimumTerms: terms, minimumOutput: output)
    }

    /// Writes both keys, or none for ``never``.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        guard self != .never, minimumTerms != .max, minimumOutput != .max else { return }
        try container.encode(minimumTerms, forKey: .minimumTerms)
        try container.encode(minimumOutput, forKey: .minimumOutput)
    }
}
