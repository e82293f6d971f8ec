import Foundation

/// The outline of a 2D shape, mirroring SwiftUI's `Path` on Foundation's
/// `CGPoint`, `CGRect` and `CGFloat`.
///
/// A `Path` is a plain list of ``Element``s: building one appends, nothing
/// is validated or normalised (NaN and infinite coordinates are stored as
/// given, as in SwiftUI; ``SVGDocument`` refuses them), and two paths are
/// equal when their elements are. Figures (``addRect(_:transform:)``,
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

    /// Creates a path from its commands (this library's addition).
    ///
    /// - Parameter elements: the commands, in drawing order.
    @inlinable
    public init(elements: [Element]) {
        self.elements = elements
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

    /// Starts a new subpath at `end`.
    ///
    /// - Parameter end: the new current point.
    @inlinable
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
    }

    /// Appends a straight line from the current point to `end`.
    ///
    /// - Parameter end: the line's end, the new current point.
    @inlinable
    public mutating func addLine(to end: CGPoint) {
        elements.append(.line(to: end))
    }

    /// Appends a quadratic Bézier curve to `end` with the given control point.
    ///
    /// - Parameters:
    ///   - end: the curve's end, the new current point.
    ///   - control: the control point.
    @inlinable
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Appends a cubic Bézier curve to `end` with the given control points.
    ///
    /// - Parameters:
    ///   - end: the curve's end, the new current point.
    ///   - control1: the control point nearer the start.
    ///   - control2: the control point nearer the end.
    @inlinable
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    @inlinable
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }
}
