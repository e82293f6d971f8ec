import AnimationKernels

extension FuzzTarget {
    /// Paths built from fuzzed calls and numbers (``FuzzReader/path(maxOperations:)``):
    /// no crash or hang, ``requirePathInvariants(_:_:)`` on the result, and
    /// from finite numbers only, a trim and a transform of it keep them too.
    static let pathBuilding = FuzzTarget(name: "path-building") { bytes in
        var reader = FuzzReader(bytes)
        let path = reader.path()
        requirePathInvariants(path, "the calls in \(bytes)")
        _ = path.contains(reader.point(), eoFill: reader.bool())
        let trimmed = path.trimmedPath(from: reader.double(), to: reader.double())
        requirePathInvariants(trimmed, "a trim of the calls in \(bytes)")
    }
}
