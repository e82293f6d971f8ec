import Foundation

extension Path {
    /// `κ = (4/3)·tan(π/8) = (4/3)(√2 − 1)`: the control distance, as a
    /// fraction of the radius, of the cubic that best follows a quarter
    /// circle (the value CoreGraphics uses).
    static let quarterCircleControl = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// A path holding the rectangle `rect`.
    ///
    /// - Parameter rect: the rectangle; see ``addRect(_:transform:)``.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A path holding the ellipse inscribed in `rect`; see
    /// ``addEllipse(in:transform:)``.
    ///
    /// - Parameter rect: the ellipse's bounding rectangle.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A path holding the rounded rectangle `rect` with corners of
    /// `cornerSize`; see ``addRoundedRect(in:cornerSize:style:transform:)``.
    ///
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - cornerSize: each corner's horizontal and vertical radius.
    ///   - style: the corner style; see ``RoundedCornerStyle``.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path holding the rounded rectangle `rect` with circular corners of
    /// radius `cornerRadius`; see ``addRoundedRect(in:cornerSize:style:transform:)``.
    ///
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - cornerRadius: the corners' radius.
    ///   - style: the corner style; see ``RoundedCornerStyle``.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Appends `points` as connected lines: a move to the first point and a
    /// line to each of the others, as CoreGraphics does. No points: nothing.
    ///
    /// - Parameter points: the points, in order.
    /// - Complexity: O(points.count).
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Appends the rectangle `rect` as a closed subpath, as CoreGraphics
    /// does: a move to `(minX, minY)`, lines to `(maxX, minY)`,
    /// `(maxX, maxY)`, `(minX, maxY)`, and a close; each point mapped
    /// through `transform`.
    ///
    /// - Parameters:
    ///   - rect: the rectangle, standardized first.
    ///   - transform: applied to every point before it is appended.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        append([
            .move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
            .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .closeSubpath,
        ], transform: transform)
    }

    /// Appends each rectangle in turn; see ``addRect(_:transform:)``.
    ///
    /// - Parameters:
    ///   - rects: the rectangles, in order.
    ///   - transform: applied to every point before it is appended.
    /// - Complexity: O(rects.count).
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends the ellipse inscribed in `rect` as a closed subpath of four
    /// cubic Béziers, as CoreGraphics builds it: a move to `(maxX, midY)`,
    /// then quarter arcs through `(midX, maxY)`, `(minX, midY)`,
    /// `(midX, minY)` and back, each with controls `κ = (4/3)(√2 − 1)` of
    /// the half-axis from its ends; each point mapped through `transform`.
    /// The curves stay within 2.7·10⁻⁴ of the half-axis of the exact
    /// ellipse (for a circle, of its radius).
    ///
    /// - Parameters:
    ///   - rect: the bounding rectangle, standardized first.
    ///   - transform: applied to every point before it is appended.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let kx = Self.quarterCircleControl * rx, ky = Self.quarterCircleControl * ry
        let (cx, cy) = (r.midX, r.midY)
        append([
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky)),
            .closeSubpath,
        ], transform: transform)
    }

    /// Appends every element of `path`, mapped through `transform`.
    ///
    /// - Parameters:
    ///   - path: the path to append.
    ///   - transform: applied to every point before it is appended.
    /// - Complexity: O(path's elements).
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        append(path.elements, transform: transform)
    }

    /// Appends `figure`, mapped through `transform` unless it is the
    /// identity; nothing when a mapped point is not finite (a partial
    /// figure would leave a stray outline).
    mutating func append(_ figure: [Element], transform: CGAffineTransform) {
        let mapped = transform.isIdentity ? figure : figure.map { $0.mapped { $0.applying(transform) } }
        guard mapped.allSatisfy(\.isFinite) else { return }
        elements.append(contentsOf: mapped)
    }
}

extension Path.Element {
    /// The element with `map` applied to every point, controls included.
    func mapped(_ map: (CGPoint) -> CGPoint) -> Path.Element {
        switch self {
        case .move(let to): return .move(to: map(to))
        case .line(let to): return .line(to: map(to))
        case .quadCurve(let to, let control): return .quadCurve(to: map(to), control: map(control))
        case .curve(let to, let c1, let c2): return .curve(to: map(to), control1: map(c1), control2: map(c2))
        case .closeSubpath: return .closeSubpath
        }
    }
}
