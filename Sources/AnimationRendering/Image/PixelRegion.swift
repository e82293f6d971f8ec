/// A rectangle of whole pixels of an image.
struct PixelRegion: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

extension RasterImage {
    /// The whole image.
    var bounds: PixelRegion { PixelRegion(x: 0, y: 0, width: width, height: height) }

    /// The smallest rectangle holding every pixel that is not transparent
    /// black, or nil when drawing left every pixel transparent.
    ///
    /// - Complexity: O(w·h) at worst; rows are tested a vector at a time,
    ///   and within the drawn rows only the columns outside the bounds found
    ///   so far are read.
    func drawnBounds() -> PixelRegion? {
        storage.withUnsafeBufferPointer { pixels in
            let base = pixels.baseAddress!
            func rowIsClear(_ y: Int) -> Bool {
                var bits: UInt32 = 0
                for p in UnsafeBufferPointer(start: base + y * width, count: width) { bits |= p }
                return bits == 0
            }
            guard let top = (0..<height).first(where: { !rowIsClear($0) }) else { return nil }
            let bottom = (top..<height).last { !rowIsClear($0) }!
            var left = width, right = -1
            for y in top...bottom {
                let row = base + y * width
                if let x = (0..<left).first(where: { row[$0] != 0 }) { left = x }
                if let x = ((right + 1)..<width).last(where: { row[$0] != 0 }) { right = x }
            }
            return PixelRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        }
    }
}
