/// The spelling of the well-known morphing-blob article's `AnimatableVector`,
/// which stores its elements in `values`.
extension AnimatableVector {
    /// Creates a vector holding `values`, in order.
    ///
    /// The article's initializer; `AnimatableVector(values: [])` is the empty
    /// vector, equal to ``zero``.
    ///
    /// - Parameter values: The elements.
    /// - Complexity: O(values.count).
    @inlinable
    public init(values: [Double]) {
        self.init(values)
    }

    /// Creates a vector holding `values` widened to `Double`, in order.
    ///
    /// The article's `[Float]` form. Generic so that an untyped array
    /// literal (`[]`, `[1, 2]`) picks the `[Double]` initializer.
    ///
    /// - Parameter values: The elements, widened exactly.
    /// - Complexity: O(values.count).
    @inlinable
    public init<Elements: Sequence<Float>>(values: Elements) {
        self.init(values.lazy.map(Double.init))
    }

    /// The elements as an array; setting it replaces every element.
    ///
    /// - Complexity: O(count) to read or write.
    public var values: [Double] {
        get { Array(self) }
        set { self = AnimatableVector(newValue) }
    }
}
