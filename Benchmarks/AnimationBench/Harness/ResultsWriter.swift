import Foundation

/// Writes a run's files into a staging folder beside the output folder and
/// swaps it into place only when the run has finished, so an interrupted or
/// failed run leaves the previous report whole.
struct ResultsWriter {
    /// The final folder.
    let destination: URL
    /// Where files are written until ``commit()``.
    let directory: URL

    /// Prepares the staging folder, or explains, as a usage error, why the
    /// output folder cannot be written.
    init(path: String) throws {
        destination = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        let parent = destination.deletingLastPathComponent()
        directory = parent.appendingPathComponent(".\(destination.lastPathComponent).partial-\(getpid())", isDirectory: true)
        let files = FileManager.default
        do {
            try files.createDirectory(at: parent, withIntermediateDirectories: true)
            // Staging folders of runs that were killed.
            for stale in (try? files.contentsOfDirectory(atPath: parent.path)) ?? []
            where stale.hasPrefix(".\(destination.lastPathComponent).partial-") {
                try? files.removeItem(at: parent.appendingPathComponent(stale))
            }
            try files.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot write output folder \(path): \(error.localizedDescription)")
        }
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: destination.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            try? files.removeItem(at: directory)
            throw UsageError("output \(path) exists and is not a folder")
        }
    }

    /// Writes `text` to `name` (which may contain subfolders) in the staging folder.
    func write(_ text: String, to name: String) throws {
        let file = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Replaces the output folder with the staging folder. Files of the old
    /// folder that the run did not write (such as `gallery/`) are carried over.
    func commit() throws {
        let files = FileManager.default
        if files.fileExists(atPath: destination.path) {
            for item in try files.contentsOfDirectory(atPath: destination.path)
            where !files.fileExists(atPath: directory.appendingPathComponent(item).path) {
                try files.copyItem(at: destination.appendingPathComponent(item), to: directory.appendingPathComponent(item))
            }
            let old = destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).old-\(getpid())")
            try files.moveItem(at: destination, to: old)
            try files.moveItem(at: directory, to: destination)
            try files.removeItem(at: old)
        } else {
            try files.moveItem(at: directory, to: destination)
        }
    }

    /// Removes the staging folder of a run that failed.
    func discard() {
        try? FileManager.default.removeItem(at: directory)
    }

    static func csv(_ rows: [Measurement]) -> String {
        var lines = ["kernel,backend,size,frames,inner,threads,nsPerElement,nsPerElementP25,nsPerElementP75,sampleCount,throughput,unit,bytesPerElement,gigabytesPerSecond,fractionOfBandwidth,formulation,group"]
        for r in rows {
            let fraction = r.fractionOfBandwidth.map { String(format: "%.4f", $0) } ?? ""
            lines.append([r.kernel, r.backend, "\(r.size)", "\(r.frames)", r.inner.map(String.init) ?? "", "\(r.threads)",
                          String(format: "%.6g", r.nsPerElement),
                          r.nsPerElementP25.map { String(format: "%.6g", $0) } ?? "", r.nsPerElementP75.map { String(format: "%.6g", $0) } ?? "",
                          r.sampleCount.map(String.init) ?? "", String(format: "%.6g", r.throughput), r.unit,
                          "\(r.bytesPerElement)", String(format: "%.4g", r.gigabytesPerSecond), fraction,
                          csvField(r.formulation ?? ""), csvField(r.group ?? "")].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as one CSV field: quoted when it holds a comma or a quote.
    static func csvField(_ text: String) -> String {
        guard text.contains(",") || text.contains("\"") else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
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
