/// An outline made of straight and curved segments, mirroring SwiftUI's
/// `Path` and its `Path.Element` cases with `Double` coordinates.
///
/// A `Path` is a plain list of ``Element``s: building one appends, nothing
/// is validated or normalised, and two paths are equal when their elements
/// are. The batched kernels produce points; a `Path` is the form that draws
/// (see ``svgPathData``).
public struct Path: Sendable, Hashable {
    /// One drawing command, as in SwiftUI's `Path.Element`.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The commands, in drawing order.
    public var elements: [Element]

    /// Creates an empty path.
    @inlinable
    public init() {
        elements = []
    }

    /// Creates a path from its commands.
    @inlinable
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Whether the path has no commands.
    @inlinable
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    @inlinable
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
    }

    /// Appends a straight line to `point`.
    @inlinable
    public mutating func addLine(to point: Point) {
        elements.append(.line(to: point))
    }

    /// Appends a quadratic Bézier curve to `point`.
    @inlinable
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Appends a cubic Bézier curve to `point`.
    @inlinable
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    @inlinable
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// The path moved by `(dx, dy)`: every point, controls included.
    /// O(number of elements).
    public func offsetBy(dx: Double, dy: Double) -> Path {
        func moved(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        return Path(elements: elements.map { element in
            switch element {
            case .move(let to): return .move(to: moved(to))
            case .line(let to): return .line(to: moved(to))
            case .quadCurve(let to, let control): return .quadCurve(to: moved(to), control: moved(control))
            case .curve(let to, let c1, let c2): return .curve(to: moved(to), control1: moved(c1), control2: moved(c2))
            case .closeSubpath: return .closeSubpath
            }
        })
    }
}

extension Path {
    /// Whether every point of every element (end points and control points)
    /// has finite coordinates. O(number of elements).
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
            case .quadCurve(let p, let c): return [p, c].allSatisfy { $0.x.isFinite && $0.y.isFinite }
            case .curve(let p, let c1, let c2): return [p, c1, c2].allSatisfy { $0.x.isFinite && $0.y.isFinite }
            case .closeSubpath: return true
            }
        }
    }
}
