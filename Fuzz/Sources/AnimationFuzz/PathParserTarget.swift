import AnimationKernels

extension FuzzTarget {
    /// `Path(_ string:)` on arbitrary bytes as UTF-8: no crash or hang, and
    /// what parses satisfies ``requirePathInvariants(_:_:)``.
    static let pathParser = FuzzTarget(name: "path-parser") { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        guard let path = Path(text) else { return }
        requirePathInvariants(path, "the text \(text.debugDescription)")
    }
}
