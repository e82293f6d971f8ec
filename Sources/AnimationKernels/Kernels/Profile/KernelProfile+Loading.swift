import Foundation

extension KernelProfile {
    /// Reads a profile written by `animation-bench tune --write`.
    ///
    /// - Parameter url: a JSON file in the format of ``KernelProfile``.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `profile` when the file cannot be read or is not a profile
    ///   of this ``format``.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AnimationKernelsError.invalidParameter(
                parameter: "profile", value: url.path, requirement: "must be a readable file")
        }
        do {
            self = try JSONDecoder().decode(KernelProfile.self, from: data)
        } catch {
            throw AnimationKernelsError.invalidParameter(
                parameter: "profile", value: "\(url.path) (\(Self.reason(error)))",
                requirement: "must be a kernel profile in JSON, format \(Self.format)")
        }
    }

    /// Writes the profile as JSON, keys sorted, to `url`.
    ///
    /// - Parameter url: A file URL; the file is replaced atomically.
    /// - Throws: the file system's error when `url` cannot be written.
    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }

    /// The profile `.automatic` routes by now.
    public static var active: KernelProfile { RoutingTable.shared.profile }

    /// Makes `profile` the one `.automatic` routes by, for the whole process.
    /// Calls already running may finish on the crossovers they started with.
    ///
    /// - Parameter profile: The profile, e.g. read by ``init(contentsOf:)``.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `profile` when it was measured on another architecture or
    ///   for another SIMD width than this build's: its crossovers would not
    ///   hold here.
    public static func activate(_ profile: KernelProfile) throws {
        try profile.requireThisBuild()
        RoutingTable.shared.install(profile)
    }

    /// Throws unless the profile was measured for this build.
    func requireThisBuild() throws {
        guard architecture == Self.thisArchitecture, simdRegisterBits == AutomaticThresholds.simdRegisterBits else {
            throw AnimationKernelsError.invalidParameter(
                parameter: "profile", value: "measured on \(architecture) with \(simdRegisterBits)-bit SIMD",
                requirement: "must match this build (\(Self.thisArchitecture), \(AutomaticThresholds.simdRegisterBits)-bit SIMD)")
        }
    }

    /// The name of the environment variable naming a profile to load at start.
    public static let environmentVariable = "ANIMATION_KERNELS_PROFILE"

    /// The profile named by ``environmentVariable`` in `environment`, or
    /// ``builtIn`` when there is none; when the file is missing,
    /// unreadable, malformed or measured for another build, ``builtIn``
    /// after one line to `warn` saying why.
    static func startup(environment: [String: String], warn: (String) -> Void) -> KernelProfile {
        guard let path = environment[environmentVariable], !path.isEmpty else { return builtIn }
        do {
            let profile = try KernelProfile(contentsOf: URL(fileURLWithPath: path))
            try profile.requireThisBuild()
            return profile
        } catch {
            warn("AnimationKernels: ignoring \(environmentVariable): \(error); using the built-in thresholds\n")
            return builtIn
        }
    }

    /// The last words of a decoding error: which key, and what was wrong.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
             DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            let detail = context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription
            return path.isEmpty ? detail : "\(path): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
