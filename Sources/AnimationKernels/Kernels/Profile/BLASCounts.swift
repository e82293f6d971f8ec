/// The element counts at which ``Backend/automatic`` hands an operation to
/// OpenBLAS: every count from ``minimum`` on, and below it those in
/// ``window``, where OpenBLAS's kernels win in cache.
///
/// In a profile file it is `{"window": [lower, upper], "minimum": n}`; both
/// keys are optional, and a missing `minimum` means no count from which
/// every count goes to OpenBLAS.
@_spi(Benchmarking)
public struct BLASCounts: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Counts below ``minimum`` that also go to OpenBLAS; empty for most
    /// operations and builds.
    public let window: Range<Int>
    /// The smallest count from which every count goes to OpenBLAS;
    /// `Int.max` when none does.
    public let minimum: Int

    /// Counts from `minimum` on, plus those in `window`.
    ///
    /// - Parameters:
    ///   - window: Counts below `minimum` that also go to OpenBLAS; empty by
    ///     default.
    ///   - minimum: The smallest count from which every count goes to OpenBLAS;
    ///     `Int.max` for none.
    @inlinable
    public init(window: Range<Int> = 0..<0, minimum: Int) {
        self.window = window
        self.minimum = minimum
    }

    /// No count: the operation always stays on the SIMD loop.
    @inlinable
    public static var never: BLASCounts { BLASCounts(minimum: .max) }

    /// Whether `.automatic` runs `count` elements on OpenBLAS.
    ///
    /// - Parameter count: An element count.
    /// - Returns: `count >= minimum || window.contains(count)`.
    @inlinable @inline(__always)
    public func contains(_ count: Int) -> Bool {
        count >= minimum || window.contains(count)
    }

    /// For example `512..<8K, from 16K`, `from 2M` or `never`.
    public var description: String {
        func format(_ n: Int) -> String {
            if n >= 1 << 20 && n % (1 << 20) == 0 { return "\(n >> 20)M" }
            if n >= 1 << 10 && n % (1 << 10) == 0 { return "\(n >> 10)K" }
            return "\(n)"
        }
        var parts: [String] = []
        if !window.isEmpty { parts.append("\(format(window.lowerBound))..<\(format(window.upperBound))") }
        if minimum != .max { parts.append("from \(format(minimum))") }
        return parts.isEmpty ? "never" : parts.joined(separator: ", ")
    }

    private enum CodingKeys: String, CodingKey { case window, minimum }

    /// Reads `{"window": [lower, upper], "minimum": n}`.
    ///
    /// - Parameter decoder: A decoder holding the object.
    /// - Throws: `DecodingError` when a key holds the wrong type, the window
    ///   is not two counts with `0 <= lower <= upper`, or `minimum` is
    ///   negative.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let bounds = try container.decodeIfPresent([Int].self, forKey: .window) ?? [0, 0]
        guard bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1] else {
            throw DecodingError.dataCorruptedError(forKey: .window, in: container,
                                                   debugDescription: "must be [lower, upper] with 0 <= lower <= upper")
        }
        let minimum = try container.decodeCount(forKey: .minimum, missing: .max)
        self.init(window: bounds[0]..<bounds[1], minimum: minimum)
    }

    /// Writes the keys that carry information: no `window` when it is
    /// empty, no `minimum` when it is `Int.max`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !window.isEmpty { try container.encode([window.lowerBound, window.upperBound], forKey: .window) }
        if minimum != .max { try container.encode(minimum, forKey: .minimum) }
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
