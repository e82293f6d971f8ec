/// Exact pixel coverage of polygons, by clipping: the independent oracle of
/// the rasterizer's anti-aliasing.
///
/// For each pixel, the polygon is clipped to the pixel's square
/// (Sutherland–Hodgman, exact for any simple polygon against a convex
/// window) and the clipped piece's area taken by the shoelace formula. For
/// a simple (non-self-intersecting) polygon that area is the pixel's
/// coverage under both fill rules.
public enum CoverageOracle {
    /// A point in pixels: x right, y down.
    public typealias Point = (x: Double, y: Double)

    /// The area of `polygon` inside each pixel of a `width` × `height` image,
    /// row by row from the top.
    ///
    /// - Complexity: O(w·h·n) for n vertices; meant for small images.
    public static func coverage(of polygon: [Point], width: Int, height: Int) -> [Double] {
        var result = [Double](repeating: 0, count: width * height)
        guard polygon.count >= 3 else { return result }
        let minX = max(0, Int(polygon.map(\.x).min()!.rounded(.down)))
        let maxX = min(width - 1, Int(polygon.map(\.x).max()!.rounded(.up)))
        let minY = max(0, Int(polygon.map(\.y).min()!.rounded(.down)))
        let maxY = min(height - 1, Int(polygon.map(\.y).max()!.rounded(.up)))
        guard minX <= maxX, minY <= maxY else { return result }
        for y in minY...maxY {
            // The polygon clipped to the row first keeps each pixel's clip short.
            let row = clip(clip(polygon, axis: 1, bound: Double(y), keepAbove: true),
                           axis: 1, bound: Double(y + 1), keepAbove: false)
            guard row.count >= 3 else { continue }
            for x in minX...maxX {
                let piece = clip(clip(row, axis: 0, bound: Double(x), keepAbove: true),
                                 axis: 0, bound: Double(x + 1), keepAbove: false)
                result[y * width + x] = abs(area(piece))
            }
        }
        return result
    }

    /// The signed area of a polygon (positive when its vertices run
    /// clockwise on screen, whose y axis points down).
    public static func area(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var sum = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// The part of `polygon` on one side of the line `coordinate = bound`.
    static func clip(_ polygon: [Point], axis: Int, bound: Double, keepAbove: Bool) -> [Point] {
        func value(_ p: Point) -> Double { axis == 0 ? p.x : p.y }
        func inside(_ p: Point) -> Bool { keepAbove ? value(p) >= bound : value(p) <= bound }
        var out: [Point] = []
        guard !polygon.isEmpty else { return out }
        var previous = polygon[polygon.count - 1]
        for current in polygon {
            let currentInside = inside(current), previousInside = inside(previous)
            if currentInside != previousInside {
                let t = (bound - value(previous)) / (value(current) - value(previous))
                out.append((previous.x + (current.x - previous.x) * t, previous.y + (current.y - previous.y) * t))
            }
            if currentInside { out.append(current) }
            previous = current
        }
        return out
    }
}
