/// What one share of a job that ``Parallelism`` splits over threads runs:
/// a value holding the kernel's pointers and parameters, which the worker
/// pool hands to its threads as the address of the caller's copy and the
/// value's type.
///
/// A value rather than a closure: a worker calls it from another thread
/// while the caller waits, and Swift can hand a non-escaping closure to
/// another thread only by copying its context to the heap.
///
/// A worker knows the body's type only as `any ShareBody.Type`, so it runs
/// the conformance's code as compiled once in this module: for a generic
/// body type, the unspecialized generic code. A generic body's `run` must
/// therefore do nothing but forward, once per share, to a requirement of
/// its generic parameter's protocol (as `LaneOperation.update(count:x:y:)`
/// and `ProductElement.run(_:range:)` are), whose witness for each
/// concrete type is compiled for that type.
@usableFromInline
protocol ShareBody {
    /// Runs share `share`, which covers `range` of the job's count.
    func run(share: Int, range: Range<Int>)

    /// Runs share `share` of the `Self` at `body`: how a worker calls a
    /// body it knows by address and type only.
    static func run(at body: UnsafeRawPointer, share: Int, range: Range<Int>)
}

extension ShareBody {
    @inlinable
    static func run(at body: UnsafeRawPointer, share: Int, range: Range<Int>) {
        body.assumingMemoryBound(to: Self.self).pointee.run(share: share, range: range)
    }
}

/// A closure as a ``ShareBody``, for the SPI that takes one: escaping, so
/// its context is on the heap.
struct ClosureShare: ShareBody {
    let body: (Int, Range<Int>) -> Void

    func run(share: Int, range: Range<Int>) {
        body(share, range)
    }
}
