import Dispatch
import Foundation
import Synchronization

/// The threads behind ``Parallelism``: one job at a time, split into a fixed
/// number of shares that the calling thread and the workers claim one by one.
///
/// `DispatchQueue.concurrentPerform` parks its threads the moment a job ends,
/// and waking one is a system call whose cost this job-per-call library paid
/// on every call, a sizeable part of a short batch (`perf`: the caller in
/// `try_to_wake_up`; figures in the benchmark's Tuning notes). Here a worker keeps watching for
/// the next job for ``spinNanoseconds`` after each one, as OpenBLAS's threads
/// do, so back-to-back calls never sleep, and only then blocks on a
/// semaphore.
///
/// The caller runs the first share itself, then claims shares too, so a
/// late or busy worker never delays a job: whatever no worker has claimed
/// by then, the caller runs itself. Giving the caller the first share keeps
/// each half of a two-way split on the same core from one call to the next,
/// in that core's own cache, as OpenBLAS's fixed partition does; claimed in
/// a race, the halves swapped cores at random and were fetched again. A
/// second job arriving while one runs (another thread calling in) runs its
/// shares serially on its own thread instead of waiting. Which thread runs a
/// share never changes what it computes, so results depend on the number of
/// shares only.
final class WorkerPool: @unchecked Sendable {
    static let shared = WorkerPool()

    /// How long an idle worker watches for the next job before it sleeps:
    /// about twice what waking a parked thread costs the caller.
    static let spinNanoseconds: UInt64 = 50_000

    /// Share `i` of `shares` covers `range(i)`: its bounds are the even
    /// split's, each moved to the nearest multiple of `alignment`. Rounded
    /// down, every bound would hand its slack to the last share: 22 rows in
    /// blocks of four split 8 + 14, and the product took the time of 14.
    struct Split {
        let count: Int
        let shares: Int
        let alignment: Int

        func range(_ share: Int) -> Range<Int> {
            bound(share)..<bound(share + 1)
        }

        private func bound(_ share: Int) -> Int {
            guard share < shares else { return count }
            return Swift.min(count, count * share / shares + alignment / 2) & ~(alignment - 1)
        }
    }

    /// What the workers run: the caller's ``ShareBody``, by its address
    /// (valid until the job completes) and type, over each share of `split`.
    struct Job {
        let split: Split
        let body: UnsafeRawPointer
        let type: any ShareBody.Type
    }

    /// A parked worker: `asleep` is set before it waits on `wake`, and
    /// whoever clears it owes it one signal.
    final class Worker: Sendable {
        let asleep = Atomic<Bool>(false)
        let wake = DispatchSemaphore(value: 0)
    }

    /// Set while a job owns the pool.
    private let busy = Atomic<Bool>(false)
    /// The current job's generation (high 32 bits), share count (next 16)
    /// and next unclaimed share (low 16): claiming a share is one
    /// compare-and-swap that also proves the job is still the one read.
    private let state = Atomic<Int>(0)
    /// Shares of the current job that have finished.
    private let completed = Atomic<Int>(0)
    /// The current job; written only by the pool's owner before it
    /// publishes `state`, read only by threads holding a claimed share.
    private let job = UnsafeMutablePointer<Job?>.allocate(capacity: 1)
    /// Grown only by the pool's owner.
    private var workers: [Worker] = []

    private init() {
        job.initialize(to: nil)
    }

    /// Runs `body` for every share of `0..<count`, on this thread and up to
    /// `min(shares, threads) − 1` workers (each running as many shares as it
    /// claims), and returns when all are done. `shares` is at most 65535
    /// (``Parallelism/forEachShare(of:shares:alignment:_:)`` checks it).
    ///
    /// The job publishes the address of `body` and its type, not a
    /// closure: handing a non-escaping closure to another thread
    /// (`withoutActuallyEscaping`) boxes its context on the heap on every
    /// call, and a pointer and a metatype are two plain words. The address
    /// stays valid because this call returns only once every share has
    /// completed. A worker runs the type's conformance as compiled in this
    /// module (see ``ShareBody`` for what that asks of generic bodies).
    func run<Body: ShareBody>(count: Int, shares: Int, alignment: Int, threads: Int, _ body: Body) {
        let helpers = Swift.min(shares, threads) - 1
        let split = Split(count: count, shares: shares, alignment: alignment)
        guard helpers > 0, busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            for share in 0..<shares { body.run(share: share, range: split.range(share)) }
            return
        }
        while workers.count < helpers { startWorker() }
        withUnsafePointer(to: body) { address in
            job.pointee = Job(split: split, body: UnsafeRawPointer(address), type: Body.self)
            completed.store(0, ordering: .relaxed)
            let nextGeneration = (state.load(ordering: .relaxed) & ~0xFFFF_FFFF) &+ 1 << 32
            // Share 0 is the caller's, so the workers' claims start at 1.
            state.store(nextGeneration | shares << 16 | 1, ordering: .sequentiallyConsistent)
            // By index: iterating a slice allocates in unoptimized builds.
            for index in 0..<helpers where workers[index].asleep.exchange(false, ordering: .sequentiallyConsistent) {
                workers[index].wake.signal()
            }
            body.run(share: 0, range: split.range(0))
            completed.add(1, ordering: .releasing)
            claimShares()
            var polls = 0
            while completed.load(ordering: .acquiring) < shares {
                polls &+= 1
                // A worker placed on this thread's core needs it to finish.
                if polls > 1_000 { sched_yield() }
            }
        }
        busy.store(false, ordering: .releasing)
    }

    /// Claims and runs shares of the current job until none is left.
    private func claimShares() {
        var current = state.load(ordering: .acquiring)
        while true {
            let next = current & 0xFFFF, shares = (current >> 16) & 0xFFFF
            guard next < shares else { return }
            let (exchanged, original) = state.compareExchange(
                expected: current, desired: current &+ 1, successOrdering: .acquiring, failureOrdering: .acquiring)
            guard exchanged else {
                current = original
                continue
            }
            runShare(next)
            completed.add(1, ordering: .releasing)
            current &+= 1
        }
    }

    /// Runs one claimed share of the current job.
    private func runShare(_ share: Int) {
        guard let job = self.job.pointee else { return }
        job.type.run(at: job.body, share: share, range: job.split.range(share))
    }

    private func startWorker() {
        let worker = Worker()
        workers.append(worker)
        let seen = state.load(ordering: .relaxed) >> 32
        let thread = Thread { [self] in self.serve(worker, seen: seen) }
        thread.name = "AnimationKernels worker"
        thread.start()
    }

    /// A worker's life: watch for a new generation, claim its shares, and
    /// sleep when none comes within ``spinNanoseconds``.
    private func serve(_ worker: Worker, seen: Int) -> Never {
        var seen = seen
        while true {
            let deadline = DispatchTime.now().uptimeNanoseconds &+ Self.spinNanoseconds
            var generation = state.load(ordering: .acquiring) >> 32
            while generation == seen && DispatchTime.now().uptimeNanoseconds < deadline {
                generation = state.load(ordering: .acquiring) >> 32
            }
            if generation == seen {
                worker.asleep.store(true, ordering: .sequentiallyConsistent)
                if state.load(ordering: .sequentiallyConsistent) >> 32 == seen
                    || !worker.asleep.exchange(false, ordering: .sequentiallyConsistent) {
                    // Either nothing new (a caller will clear `asleep` and
                    // signal) or a caller cleared it first and is signalling.
                    worker.wake.wait()
                }
                continue
            }
            seen = generation
            claimShares()
        }
    }
}
