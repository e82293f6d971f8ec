/// NaN, +∞ or −∞, drawn from `generator`.
private func randomNonFinite(using generator: inout SeededGenerator) -> Double {
    [Double.nan, .infinity, -.infinity].randomElement(using: &generator)!
}

/// `value`, or one time in `n` (drawn from `generator`) NaN, +∞ or −∞
/// instead, so that random trials also reach the checks for bad input.
/// - Parameters:
///   - value: The finite value most calls return.
///   - n: One call in `n`, on average, returns a non-finite value.
///   - generator: The seeded source of the choice.
/// - Returns: `value` or a non-finite replacement.
public func sometimesNonFinite(_ value: Double, oneIn n: Int, using generator: inout SeededGenerator) -> Double {
    Int.random(in: 0..<n, using: &generator) == 0 ? randomNonFinite(using: &generator) : value
}

/// A time or progress value in −0.5…2 (outside 0…1 on purpose), or one time
/// in 15 NaN, +∞ or −∞.
/// - Parameter generator: The seeded source of the value.
/// - Returns: The value.
public func randomProgress(using generator: inout SeededGenerator) -> Double {
    Int.random(in: 0..<15, using: &generator) == 0
        ? randomNonFinite(using: &generator) : Double.random(in: -0.5...2, using: &generator)
}
