/// A copy of a timing loop at its own place in the binary.
///
/// A call of a few nanoseconds runs at a speed that depends on where the
/// linker put its loop (how its branches fall in the decoded-instruction
/// cache and the branch predictors): two copies of the same machine code
/// can differ by a third, and a backend and the one it resolves to by as
/// much, in either direction. So a short vector is timed over
/// ``CodeCopies/count`` copies of each candidate's loop, specialized for
/// one `CodeCopy` each: each copy is its own function, and `pad()` runs a
/// different number of opaque calls before its loop, which shifts where the
/// loop starts within it. A sample runs every copy for its share of the
/// iterations, so a figure is the mean over those placements, the same for
/// every candidate, rather than the luck of one.
protocol CodeCopy {
    /// Opaque calls before the copy's loop, one more per copy.
    static func pad()
}

/// Does nothing, out of sight of the optimizer, so that the calls of
/// ``CodeCopy/pad()`` stay in the code.
@_optimize(none) @inline(never)
func codeCopyPadding() {}

enum CodeCopy0: CodeCopy { @inline(__always) static func pad() {} }
enum CodeCopy1: CodeCopy { @inline(__always) static func pad() { codeCopyPadding() } }
enum CodeCopy2: CodeCopy { @inline(__always) static func pad() { CodeCopy1.pad(); codeCopyPadding() } }
enum CodeCopy3: CodeCopy { @inline(__always) static func pad() { CodeCopy2.pad(); codeCopyPadding() } }
enum CodeCopy4: CodeCopy { @inline(__always) static func pad() { CodeCopy3.pad(); codeCopyPadding() } }
enum CodeCopy5: CodeCopy { @inline(__always) static func pad() { CodeCopy4.pad(); codeCopyPadding() } }
enum CodeCopy6: CodeCopy { @inline(__always) static func pad() { CodeCopy5.pad(); codeCopyPadding() } }
enum CodeCopy7: CodeCopy { @inline(__always) static func pad() { CodeCopy6.pad(); codeCopyPadding() } }

enum CodeCopies {
    /// How many copies of a loop a short vector is timed over.
    static let count = 8

    /// The longest vector timed over copies: beyond it a call lasts
    /// hundreds of nanoseconds and where its loop sits no longer shows.
    static let longestVector = 4096

    /// `make` for every copy, in order.
    static func loops<Maker: CodeCopyMaker>(_ make: Maker) -> [TimedLoop] {
        [make(CodeCopy0.self), make(CodeCopy1.self), make(CodeCopy2.self), make(CodeCopy3.self),
         make(CodeCopy4.self), make(CodeCopy5.self), make(CodeCopy6.self), make(CodeCopy7.self)]
    }

    /// One timed loop that runs each of `loops` for its share of the
    /// iterations (they differ by at most one) and returns the total time.
    static func interleaved(_ loops: [TimedLoop]) -> TimedLoop {
        { iterations in
            var total: UInt64 = 0
            for (i, loop) in loops.enumerated() {
                let share = iterations / loops.count + (i < iterations % loops.count ? 1 : 0)
                if share > 0 { total += loop(share) }
            }
            return total
        }
    }
}

/// Builds a candidate's loop for one copy (a generic function passed as a
/// value cannot be, hence the protocol).
protocol CodeCopyMaker {
    func callAsFunction<C: CodeCopy>(_ copy: C.Type) -> TimedLoop
}
