import Foundation

/// Runs `Benchmarks/peers/numpy_peer.py`, the same kernels written the way a
/// numpy user would, on the same shapes, and turns its figures into records
/// with backend `numpy` (and `numpy-sine` for waves computed with a sine per
/// point). numpy is a separate process, so it is measured after the Swift
/// candidates rather than interleaved with them.
struct NumpyPeer {
    let scriptPath: String
    let quick: Bool

    struct Outcome {
        var records: [Measurement]
        /// numpy's version, BLAS and threads, or why it did not run.
        var note: String
    }

    /// The peer's name for `kernel`, and the backend name its figures get.
    static func peerKernels(_ kernel: KernelName) -> [(peer: String, backend: String)] {
        switch kernel {
        case .add, .scale, .interpolate, .magnitudeSquared: return [(kernel.rawValue, "numpy")]
        case .frames: return [("frames", "numpy")]
        case .waves: return [("waveBasis", "numpy"), ("waveSine", "numpy-sine")]
        case .blobs: return [("blobOffsets", "numpy")]
        case .blobMorph: return [("blobMorph", "numpy")]
        case .blobMorphFloat: return [("blobMorphFloat32", "numpy")]
        case .curve, .spring: return []
        }
    }

    func run(_ plan: [(KernelName, [Shape])]) -> Outcome {
        var spec: [[String: Any]] = []
        var labels: [(KernelName, Shape, String)] = []
        for (kernel, shapes) in plan {
            for shape in shapes {
                for (peer, backend) in Self.peerKernels(kernel) {
                    var params: [String: Int] = [:]
                    if shape.inner > 0 { params[peer.hasPrefix("wave") ? "waves" : "keyframes"] = shape.inner }
                    spec.append(["kernel": peer, "size": shape.size, "frames": shape.frames, "params": params])
                    labels.append((kernel, shape, backend))
                }
            }
        }
        guard !spec.isEmpty else { return Outcome(records: [], note: "numpy: no kernel of this run has a numpy peer") }
        guard FileManager.default.fileExists(atPath: scriptPath) else {
            return Outcome(records: [], note: "numpy: not measured (\(scriptPath) not found)")
        }
        let specURL = FileManager.default.temporaryDirectory.appendingPathComponent("animation-bench-numpy-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: specURL) }
        do {
            try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
        } catch {
            return Outcome(records: [], note: "numpy: not measured (cannot write its spec: \(error.localizedDescription))")
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptPath, "--spec", specURL.path] + (quick ? ["--quick"] : [])
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            return Outcome(records: [], note: "numpy: not measured (python3 could not start: \(error.localizedDescription))")
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let result = try? JSONDecoder().decode(PeerResult.self, from: output),
              result.records.count == labels.count
        else {
            let reason = errors.split(separator: "\n").last.map(String.init) ?? "exit status \(process.terminationStatus)"
            return Outcome(records: [], note: "numpy: not measured (\(reason))")
        }
        let threads = result.threads ?? 1
        let records = zip(labels, result.records).map { label, record in
            var m = Measurement(kernel: label.0.rawValue, backend: label.2, size: label.1.size, frames: label.1.frames,
                                nanosecondsPerCall: record.nsPerElement * Double(record.elementsPerCall),
                                elementsPerCall: record.elementsPerCall,
                                bytesPerElement: (label.0.pattern?.bytesPerElement ?? 16) * Double(label.0.doublesPerElement))
            m.threads = threads
            m.inner = label.1.inner > 0 ? label.1.inner : nil
            m.unit = label.0.unit
            return m
        }
        return Outcome(records: records, note: "numpy \(result.numpy), BLAS \(result.blas ?? "unknown"), \(result.threads.map(String.init) ?? "unknown") threads")
    }

    private struct PeerResult: Decodable {
        struct Record: Decodable {
            var nsPerElement: Double
            var elementsPerCall: Int
        }
        var numpy: String
        var blas: String?
        var threads: Int?
        var records: [Record]
    }
}
