import Foundation

/// The outline of a 2D shape, mirroring SwiftUI's `Path` on Foundation's
/// `CGPoint`, `CGRect` and `CGFloat`.
///
/// A `Path` is a plain list of ``Element``s: building one appends, nothing
/// is normalised, and two paths are equal when their elements are.
///
/// ## Non-finite points
/// A point with a NaN or infinite coordinate has no place in a drawing:
/// CoreGraphics logs such a value as ignored and leaves the path as it was
/// (Apple's documentation does not state the rule). Here every call that
/// appends (``move(to:)``, ``addLine(to:)``, ``addQuadCurve(to:control:)``,
/// ``addCurve(to:control1:control2:)``, ``init(elements:)``, and so
/// ``applying(_:)``, ``offsetBy(dx:dy:)`` and ``init(_:)-(String)``) drops
/// each element with a non-finite coordinate, controls included, so the
/// current point stays where the last kept element left it; a figure
/// (``addRect(_:transform:)``, ``addEllipse(in:transform:)``, an arc, a
/// rounded rectangle, ``addPath(_:transform:)``) with any non-finite point
/// is dropped whole, leaving no partial outline or stray close. Only
/// ``elements``, written directly, can hold such a point; ``svgPathData``
/// skips it and ``SVGDocument`` refuses it. Figures (``addRect(_:transform:)``,
/// ``addEllipse(in:transform:)``, ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``)
/// become lines and cubic Béziers the way CoreGraphics builds them.
/// Departure: SwiftUI stores figures such as rectangles and ellipses in
/// private forms; here every path is its element list.
public struct Path: Sendable, Hashable {
    /// One drawing command, as in SwiftUI's `Path.Element`.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The commands, in drawing order (this library's addition: SwiftUI
    /// reads them through ``forEach(_:)``).
    public var elements: [Element]

    /// Creates an empty path.
    @inlinable
    public init() {
        elements = []
    }

    /// Creates a path from its commands (this library's addition), without
    /// those that have a non-finite coordinate (see "Non-finite points"
    /// above).
    ///
    /// - Parameter elements: the commands, in drawing order.
    /// - Complexity: O(elements.count).
    @inlinable
    public init(elements: [Element]) {
        self.elements = elements.allSatisfy(\.isFinite) ? elements : elements.filter(\.isFinite)
    }

    /// Creates an empty path, then runs `callback` to add its elements:
    /// `Path { path in path.move(to: .zero); … }`.
    ///
    /// - Parameters:
    ///   - callback: builds the path in place.
    @inlinable
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// Whether the path has no elements.
    @inlinable
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, or `nil` for an empty path. After a
    /// close it is the closed subpath's start, as in CoreGraphics.
    /// O(number of elements since the last move).
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            return p
        case .closeSubpath:
            return subpathStart(before: elements.count)
        }
    }

    /// The start of the subpath the element at `index` belongs to: the
    /// point of the last move before it, or (0, 0) when there is none.
    func subpathStart(before index: Int) -> CGPoint {
        for element in elements[..<index].reversed() {
            if case .move(let p) = element { return p }
        }
        return .zero
    }

    /// Calls `body` with each element, in drawing order.
    ///
    /// - Parameters:
    ///   - body: called once per element.
    /// - Complexity: O(number of elements).
    @inlinable
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Starts a new subpath at `end`; nothing when `end` is not finite.
    ///
    /// - Parameter end: the new current point.
    @inlinable
    public mutating func move(to end: CGPoint) {
        append(.move(to: end))
    }

    /// Appends a straight line from the current point to `end`; nothing
    /// when `end` is not finite.
    ///
    /// - Parameter end: the line's end, the new current point.
    @inlinable
    public mutating func addLine(to end: CGPoint) {
        append(.line(to: end))
    }

    /// Appends a quadratic Bézier curve to `end` with the given control
    /// point; nothing when a point is not finite.
    ///
    /// - Parameters:
    ///   - end: the curve's end, the new current point.
    ///   - control: the control point.
    @inlinable
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        append(.quadCurve(to: end, control: control))
    }

    /// Appends a cubic Bézier curve to `end` with the given control points;
    /// nothing when a point is not finite.
    ///
    /// - Parameters:
    ///   - end: the curve's end, the new current point.
    ///   - control1: the control point nearer the start.
    ///   - control2: the control point nearer the end.
    @inlinable
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    @inlinable
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Appends `element` unless it has a non-finite coordinate.
    @inlinable
    mutating func append(_ element: Element) {
        if element.isFinite { elements.append(element) }
    }
}

extension Path.Element {
    /// Whether every point of the element, controls included, has finite
    /// coordinates (a close has none, so it is finite).
    @inlinable
    var isFinite: Bool {
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch self {
        case .move(let p), .line(let p): return finite(p)
        case .quadCurve(let p, let c): return finite(p) && finite(c)
        case .curve(let p, let c1, let c2): return finite(p) && finite(c1) && finite(c2)
        case .closeSubpath: return true
        }
    }
}
