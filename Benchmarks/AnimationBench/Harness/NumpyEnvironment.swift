import Foundation

/// The numpy peer's side of the comparison, as it reported itself: numpy's
/// version, the BLAS it runs (threadpoolctl's view), every `OPENBLAS_*`
/// variable it saw, and whether its OpenBLAS core differs from the
/// library's, which would make a BLAS-bound ratio compare two kernels.
struct NumpyEnvironment: Codable, Sendable {
    var numpy: String
    /// threadpoolctl's `internal_api`, `version`, `architecture` (the core
    /// OpenBLAS selected), `num_threads`, …; or `unknown` with the reason.
    var runtimeBLAS: [String: String]
    /// The peer's `OPENBLAS_*` variables (`OPENBLAS_CORETYPE` and
    /// `OPENBLAS_L2_SIZE` are unset for it, `OPENBLAS_NUM_THREADS` set).
    var openBLASVariables: [String: String]
    /// The library's OpenBLAS core (`openblas_get_corename`).
    var libraryCore: String
    /// True when numpy's OpenBLAS selected another core than the
    /// library's; nil when numpy's core is unknown.
    var coreMismatch: Bool?

    init(hello: [String: Any], libraryCore: String) {
        numpy = hello["numpy"] as? String ?? "?"
        var runtime: [String: String] = [:]
        for (key, value) in hello["runtime"] as? [String: Any] ?? [:] where !(value is NSNull) {
            runtime[key] = "\(value)"
        }
        runtimeBLAS = runtime
        openBLASVariables = hello["environment"] as? [String: String] ?? [:]
        self.libraryCore = libraryCore
        coreMismatch = runtime["architecture"].map { $0.lowercased() != libraryCore.lowercased() }
    }

    /// One line for the report: both cores, flagged when they differ.
    var summary: String {
        let variables = openBLASVariables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let runtime = runtimeBLAS["unknown"].map { "runtime BLAS unknown (\($0))" }
            ?? "runtime \(runtimeBLAS["internal_api"] ?? "?") \(runtimeBLAS["version"] ?? "?") core \(runtimeBLAS["architecture"] ?? "?")"
        let cores: String
        switch coreMismatch {
        case true?: cores = "⚠ core mismatch: numpy's OpenBLAS runs \(runtimeBLAS["architecture"] ?? "?"), the library's \(libraryCore)"
        case false?: cores = "same OpenBLAS core as the library (\(libraryCore))"
        case nil: cores = "core match with the library (\(libraryCore)) unknown"
        }
        return "\(runtime), env \(variables.isEmpty ? "none" : variables); \(cores)"
    }
}
