/// A small, seedable generator (SplitMix64) so every random test is
/// reproducible from its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` values uniform in `range`.
    public mutating func doubles(_ count: Int, in range: ClosedRange<Double> = -1...1) -> [Double] {
        (0..<count).map { _ in Double.random(in: range, using: &self) }
    }
}
