import AnimationKernels
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `Benchmarks/peers/numpy_peer.py --serve`: the same kernels written the way
/// a numpy user would, on the same shapes, as records with backend `numpy`
/// (and `numpy-sine` for waves computed with a sine per point).
///
/// The peer is a second process that measures each shape when asked, right
/// after the Swift candidates' rounds on it, so the two are seconds apart on
/// a machine whose speed drifts from minute to minute. (Measured at the end
/// of the run instead, numpy's ratios to the library moved by up to 3×
/// between two runs.) It times its own samples by the sampler's rules and
/// sample length; why not in the Swift rounds is in the script's notes.
///
/// Its environment is controlled and recorded: `OPENBLAS_CORETYPE` and
/// `OPENBLAS_L2_SIZE` are unset for the peer alone (a current numpy's
/// OpenBLAS reads both and some machines set them to values that slow it),
/// `OPENBLAS_NUM_THREADS` is the library pass's thread count, and the BLAS
/// numpy runs (threadpoolctl's view: library, version, selected core,
/// threads) is recorded beside the library's, a different core flagged.
final class NumpyPeer {
    /// numpy's version, BLAS and threads, or why it is not (or no longer)
    /// measured.
    private(set) var note: String
    /// What the peer reported of itself at start: numpy's version, its
    /// runtime BLAS and every `OPENBLAS_*` variable it saw; empty if it did
    /// not start.
    private(set) var environment: NumpyEnvironment?

    private let sampler: Sampler
    private var threads: Int?
    private var process: Process?
    private var requests: UnsafeMutablePointer<FILE>?
    private var replies: UnsafeMutablePointer<FILE>?
    /// Why the peer stopped answering, once it has.
    private var failure: String?

    /// Variables the peer must not inherit: numpy's OpenBLAS reads them
    /// (the library's reads only the first), so a machine-wide setting
    /// would tune the two differently.
    static let unsetVariables = ["OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"]

    /// Starts the peer with OpenBLAS on `threads` threads; if python3,
    /// numpy or the script is missing, or the peer does not answer,
    /// ``note`` says so and ``measure(_:_:)`` returns nothing.
    init(scriptPath: String, sampler: Sampler, threads: Int) {
        self.sampler = sampler
        note = "numpy: not measured"
        guard FileManager.default.fileExists(atPath: scriptPath) else {
            note = "numpy: not measured (\(scriptPath) not found)"
            return
        }
        // A peer that dies must not take the benchmark with it: writing to
        // its closed pipe then fails with EPIPE instead of raising SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptPath, "--serve"]
        var environment = ProcessInfo.processInfo.environment
        for name in Self.unsetVariables { environment[name] = nil }
        environment["OPENBLAS_NUM_THREADS"] = String(threads)
        process.environment = environment
        let toPeer = Pipe(), fromPeer = Pipe(), errors = Pipe()
        process.standardInput = toPeer
        process.standardOutput = fromPeer
        process.standardError = errors
        do {
            try process.run()
        } catch {
            note = "numpy: not measured (python3 could not start: \(error.localizedDescription))"
            return
        }
        self.process = process
        requests = fdopen(dup(toPeer.fileHandleForWriting.fileDescriptor), "w")
        replies = fdopen(dup(fromPeer.fileHandleForReading.fileDescriptor), "r")
        try? toPeer.fileHandleForWriting.close()
        try? fromPeer.fileHandleForReading.close()
        guard let hello = request(["op": "hello"], at: "start") else {
            let reason = failure ?? "no answer"
            close()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            note = "numpy: not measured (\(stderr.split(separator: "\n").last.map(String.init) ?? reason))"
            return
        }
        self.threads = hello["threads"] as? Int
        let peer = NumpyEnvironment(hello: hello, libraryCore: OpenBLAS.coreName)
        self.environment = peer
        note = "numpy \(peer.numpy), BLAS \(hello["blas"] as? String ?? "unknown"), "
            + "\(self.threads.map(String.init) ?? "unknown") threads; " + peer.summary
    }

    deinit { close() }

    /// numpy's figures for `benchmark` at `shape`, one per numpy variant
    /// (``BenchmarkCase/numpyPeers``), with quartiles and sample count;
    /// none once the peer has failed (``note`` then says where).
    ///
    /// - Parameters:
    ///   - benchmark: The kernel case.
    ///   - shape: The shape, as the Swift rounds measured it.
    ///   - group: The records' round group (numpy's own, after the Swift rounds').
    /// - Returns: The records.
    func measure(_ benchmark: some BenchmarkCase, _ shape: Shape, group: String) -> [Measurement] {
        var records: [Measurement] = []
        for (peer, candidate) in benchmark.numpyPeers {
            var params: [String: Int] = [:]
            if shape.inner > 0 { params[peer.hasPrefix("wave") ? "waves" : "keyframes"] = shape.inner }
            let spec: [String: Any] = ["kernel": peer, "size": shape.size, "frames": shape.frames, "params": params]
            let body: [String: Any] = ["op": "measure", "case": spec,
                                       "sampleNanoseconds": sampler.minimumSampleNanoseconds, "samples": sampler.samples,
                                       "settledAfter": sampler.settledAfter, "settledSpread": sampler.settledSpread]
            guard let reply = request(body, at: "\(benchmark.kernel.rawValue) \(shape)"),
                  let nsPerElement = reply["nsPerElement"] as? Double, reply["elementsPerCall"] is Int
            else { break }
            // Per call of the Swift side's element count, so the record's
            // division gives back exactly the peer's figures.
            let perCall = Double(benchmark.elementsPerCall(shape))
            let p25 = reply["nsPerElementP25"] as? Double, p75 = reply["nsPerElementP75"] as? Double
            let count = reply["sampleCount"] as? Int
            var m = benchmark.record(candidate, shape, SampleSummary(median: nsPerElement * perCall,
                                                                     p25: (p25 ?? nsPerElement) * perCall,
                                                                     p75: (p75 ?? nsPerElement) * perCall, count: count ?? 0))
            // A peer without quartiles claims no spread rather than none.
            if p25 == nil || p75 == nil || count == nil {
                (m.nsPerElementP25, m.nsPerElementP75, m.sampleCount) = (nil, nil, nil)
            }
            m.threads = threads ?? 1
            m.formulation = reply["formulation"] as? String
            m.group = group
            records.append(m)
        }
        return records
    }

    /// Sends one request and reads its reply; on an error reply, a closed
    /// pipe or garbage, records the failure (naming `label`) in ``note`` and
    /// returns nil.
    private func request(_ body: [String: Any], at label: String) -> [String: Any]? {
        guard failure == nil, let requests, let replies else { return nil }
        func fail(_ reason: String) -> [String: Any]? {
            failure = reason
            note += "; stopped at \(label) (\(reason)): no numpy figures from there on"
            return nil
        }
        guard let data = try? JSONSerialization.data(withJSONObject: body) else { return fail("unencodable request") }
        let line = data + [UInt8(ascii: "\n")]
        let written = line.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, requests) }
        guard written == line.count, fflush(requests) == 0 else { return fail("the peer closed its input") }
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        let count = getline(&buffer, &capacity, replies)
        guard count > 0, let buffer else { return fail("the peer exited") }
        guard let reply = try? JSONSerialization.jsonObject(with: Data(bytes: buffer, count: count)) as? [String: Any] else {
            return fail("unreadable reply")
        }
        if let error = reply["error"] as? String { return fail(error) }
        return reply
    }

    /// Closes the pipes (the peer exits at the end of its input) and waits
    /// for it.
    func close() {
        if let requests { fclose(requests) }
        if let replies { fclose(replies) }
        requests = nil
        replies = nil
        process?.waitUntilExit()
        process = nil
    }
}
