import Foundation

extension KernelProfile {
    /// Reads a profile written by `animation-bench tune --write`.
    ///
    /// - Parameter url: a JSON file in the format of ``KernelProfile``.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `profile` when the file cannot be read, is larger than
    ///   64 KiB or is not a profile of this ``format``.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            // A profile is a few hundred bytes: a larger file is not one.
            let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
            guard size <= Self.largestFileBytes else {
                throw AnimationKernelsError.invalidParameter(
                    parameter: "profile", value: "\(url.path) (\(size) bytes)", requirement: "must be at most \(Self.largestFileBytes) bytes")
            }
            data = try Data(contentsOf: url)
        } catch let error as AnimationKernelsError {
            throw error
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

    /// The largest file ``init(contentsOf:)`` reads: 64 KiB.
    static let largestFileBytes = 64 << 10

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
    ///   naming `profile` when it was made for another machine than this
    ///   one: another architecture, CPU model, OpenBLAS core, SIMD width or
    ///   library version, where its crossovers would not hold.
    public static func activate(_ profile: KernelProfile) throws {
        try profile.requireThisMachine()
        RoutingTable.shared.install(profile)
    }

    /// Throws unless the profile was made for this machine and build.
    func requireThisMachine() throws {
        let mine = (architecture, cpuModel, openBLASCore, simdRegisterBits, libraryVersion)
        let here = (Self.thisArchitecture, MachineFacts.cpuModelName, OpenBLAS.coreName, AutomaticThresholds.simdRegisterBits,
                    Self.libraryVersion)
        guard mine == here else {
            func describe(_ key: (String, String, String, Int, Int)) -> String {
                "\(key.0), \(key.1), OpenBLAS \(key.2), \(key.3)-bit SIMD, library version \(key.4)"
            }
            throw AnimationKernelsError.invalidParameter(
                parameter: "profile", value: "made for \(describe(mine))", requirement: "must match this machine (\(describe(here)))")
        }
    }

    /// The name of the environment variable naming a profile to load at start.
    public static let environmentVariable = "ANIMATION_KERNELS_PROFILE"

    /// The profile named by ``environmentVariable`` in `environment`, or
    /// ``estimate`` when there is none; when the file is missing,
    /// unreadable, malformed or made for another machine, ``estimate``
    /// after one line to `warn` saying why.
    static func startup(environment: [String: String], warn: (String) -> Void) -> KernelProfile {
        guard let path = environment[environmentVariable], !path.isEmpty else { return estimate }
        do {
            let profile = try KernelProfile(contentsOf: URL(fileURLWithPath: path))
            try profile.requireThisMachine()
            return profile
        } catch {
            warn("AnimationKernels: ignoring \(environmentVariable): \(error); using the estimate\n")
            return estimate
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
