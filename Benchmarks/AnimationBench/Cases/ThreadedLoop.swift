import AnimationKernels

extension OpenBLAS {
    /// `loop` with OpenBLAS on `threads` threads during each sample (its
    /// warm-up calls included), the previous count restored after it: one
    /// round can then time the same call at several thread counts.
    ///
    /// - Parameters:
    ///   - threads: OpenBLAS's thread count during the samples.
    ///   - loop: The timing loop.
    /// - Returns: The wrapped loop.
    static func onThreads(_ threads: Int, _ loop: @escaping TimedLoop) -> TimedLoop {
        { iterations in
            let saved = threadCount
            try! setThreadCount(threads)
            defer { try! setThreadCount(saved) }
            return loop(iterations)
        }
    }
}
