/// One measured shape: `size` elements per frame, `frames` frames, and the
/// kernel's inner dimension where it has one (keyframes K, waves H).
struct Shape: Sendable, Hashable, CustomStringConvertible {
    var size: Int
    var frames: Int = 1
    var inner: Int = 0

    var description: String {
        var text = SizeList.format(size)
        if frames > 1 { text += "×\(frames)" }
        if inner > 0 { text += " k\(inner)" }
        return text
    }
}
