import Foundation

/// Reads a run's `results.json` and `machine.json`, and says in one line
/// what is wrong with a file that is missing, truncated or not the
/// benchmark's.
enum ResultsFile {
    /// The records of `results.json` in `folder`.
    static func records(in folder: String) throws -> [Measurement] {
        let records = try decode([Measurement].self, at: path(folder, "results.json"))
        guard !records.isEmpty else { throw UsageError("\(path(folder, "results.json")): holds no measurements") }
        return records
    }

    /// The machine of `machine.json` in `folder`.
    static func machine(in folder: String) throws -> MachineDescription {
        try decode(MachineDescription.self, at: path(folder, "machine.json"))
    }

    static func path(_ folder: String, _ name: String) -> String {
        URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(name).path
    }

    /// `T` decoded from the JSON file at `path`, or a ``UsageError`` naming
    /// the file and the problem.
    static func decode<T: Decodable>(_ type: T.Type, at path: String) throws -> T {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw UsageError("\(path): no such file")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("\(path): cannot be read") }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw UsageError("\(path): not valid JSON (truncated or corrupted)")
        } catch DecodingError.keyNotFound(let key, _) {
            throw UsageError("\(path): not an animation-bench file (no \"\(key.stringValue)\" field)")
        } catch {
            throw UsageError("\(path): not an animation-bench file (unexpected contents)")
        }
    }
}
