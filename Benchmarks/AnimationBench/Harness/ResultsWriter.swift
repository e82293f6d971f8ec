import Foundation

/// Writes the CSV, JSON and Markdown of a run. Each file is written beside
/// its destination and renamed into place, so an interrupted run leaves the
/// previous report whole rather than half overwritten.
struct ResultsWriter {
    let directory: URL

    /// Creates the folder or explains, as a usage error, why it cannot.
    init(path: String) throws {
        directory = URL(fileURLWithPath: path, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot create output folder \(path): \(error.localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw UsageError("output folder \(path) is not writable")
        }
    }

    func write(_ text: String, to name: String) throws {
        let destination = directory.appendingPathComponent(name)
        let temporary = directory.appendingPathComponent(".\(name).partial")
        try Data(text.utf8).write(to: temporary)
        if rename(temporary.path, destination.path) != 0 {
            throw UsageError("cannot move \(temporary.path) into place: \(String(cString: strerror(errno)))")
        }
    }

    static func csv(_ rows: [Measurement]) -> String {
        var lines = ["kernel,backend,size,frames,nsPerElement,throughput,unit,bytesPerElement,gigabytesPerSecond,fractionOfBandwidth"]
        for r in rows {
            let fraction = r.fractionOfBandwidth.map { String(format: "%.4f", $0) } ?? ""
            lines.append("\(r.kernel),\(r.backend),\(r.size),\(r.frames),\(String(format: "%.6g", r.nsPerElement)),\(String(format: "%.6g", r.throughput)),\(r.unit),\(r.bytesPerElement),\(String(format: "%.4g", r.gigabytesPerSecond)),\(fraction)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}

/// A configuration problem: the CLI prints it on one line and exits 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
