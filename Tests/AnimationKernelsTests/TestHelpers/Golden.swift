import Foundation

/// Loads the reference values in `Tests/AnimationKernelsTests/Golden/`,
/// which were computed independently at 40 digits (see the README there).
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Decodes `name.json` into `T`; throws if the file is missing or malformed.
    static func load<T: Decodable>(_ name: String, as type: T.Type = T.self) throws -> T {
        let data = try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
        return try JSONDecoder().decode(T.self, from: data)
    }
}
