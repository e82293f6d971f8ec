/// Loops over `Double` buffers written so that the compiler's loop
/// vectorizer turns a branch-free body into code at the width of the build
/// (SSE2, AVX2 or AVX-512 registers): Swift's `SIMD4<Double>` arithmetic is
/// lane by lane in the standard library, and the compiler reassembles it
/// only into 128-bit halves.
enum VectorizedLoop {
    /// `output[i] = body(input[i])` for `i` in `0..<count`; `input` and
    /// `output` may be the same memory (then the loop reads and writes one
    /// pointer, so the vectorizer needs no overlap check that would send it
    /// to its scalar copy).
    ///
    /// - Parameters:
    ///   - input: `count` values.
    ///   - output: room for `count` values; may be `input`.
    ///   - count: how many values.
    ///   - body: a branch-free function of one value.
    /// - Complexity: O(count), allocation-free.
    @inline(__always)
    static func map(_ input: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>, count: Int,
                    _ body: (Double) -> Double) {
        if UnsafePointer(output) == input {
            for i in 0..<count { output[i] = body(output[i]) }
        } else {
            for i in 0..<count { output[i] = body(input[i]) }
        }
    }
}
