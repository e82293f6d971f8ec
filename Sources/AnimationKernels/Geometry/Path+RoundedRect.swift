import Foundation

/// How a rounded rectangle's corners are drawn, as SwiftUI's
/// `RoundedCornerStyle`.
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter-ellipse corners: one cubic with controls `κ = (4/3)(√2 − 1)`
    /// of the radius from its ends.
    case circular
    /// Apple's continuous-curvature corner: the curve leaves each edge
    /// `1.52866483·r` from the vertex (not `r`) and eases into a nearly
    /// circular middle, as three cubics and a short line, with the control
    /// points PaintCode read from UIKit's `UIBezierPath(roundedRect:cornerRadius:)`
    /// (the same `1.528665` reach UIKit's own corner code uses); see the
    /// ShapeAndPath guide for the table and how far it is from SwiftUI's.
    case continuous
}

/// The radii of a rectangle's four corners, as SwiftUI's
/// `RectangleCornerRadii` (leading is the left side, top the smaller y).
public struct RectangleCornerRadii: Sendable, Hashable {
    /// The top-left corner's radius.
    public var topLeading: CGFloat
    /// The bottom-left corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-right corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-right corner's radius.
    public var topTrailing: CGFloat

    /// Creates the radii; every one defaults to 0.
    ///
    /// - Parameters:
    ///   - topLeading: the top-left corner's radius.
    ///   - bottomLeading: the bottom-left corner's radius.
    ///   - bottomTrailing: the bottom-right corner's radius.
    ///   - topTrailing: the top-right corner's radius.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

extension RectangleCornerRadii: Animatable {
    /// The four radii, as SwiftUI animates them.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}

/// One corner's geometry in the corner's own unit frame: `(a, b)` is the
/// point `a` radii back from the vertex along the edge arriving at it and
/// `b` radii along the edge leaving it.
private enum CornerCurve {
    /// Where Apple's continuous corner leaves the arriving edge, in radii.
    static let continuousStart = 1.52866471
    /// Where it meets the leaving edge, in radii: its reach.
    static let continuousExtent = 1.52866483

    /// Apple's continuous corner after its start `(continuousStart, 0)`:
    /// cubic, line, cubic, cubic, with the control points PaintCode read
    /// from UIKit's path (`nil` controls mark the line).
    static let continuous: [(c1: SIMD2<Double>?, c2: SIMD2<Double>?, end: SIMD2<Double>)] = [
        (SIMD2(1.08849323, 0), SIMD2(0.86840689, 0), SIMD2(0.66993427, 0.06549600)),
        (nil, nil, SIMD2(0.63149399, 0.07491100)),
        (SIMD2(0.37282392, 0.16905899), SIMD2(0.16906013, 0.37282401), SIMD2(0.07491176, 0.63149399)),
        (SIMD2(0, 0.86840701), SIMD2(0, 1.08849299), SIMD2(0, continuousExtent)),
    ]

    /// The quarter-circle cubic `(1,0) → (0,1)` cut at ⅓ and ⅔ into the
    /// continuous corner's four pieces (the line of zero length), so the
    /// two can be blended point by point.
    static let circularInPieces: [(c1: SIMD2<Double>?, c2: SIMD2<Double>?, end: SIMD2<Double>)] = {
        let k = Path.quarterCircleControl
        let p = [SIMD2(1.0, 0), SIMD2(1 - k, 0), SIMD2(0, 1 - k), SIMD2(0.0, 1)]
        func at(_ t: Double) -> SIMD2<Double> {
            let u = 1 - t
            return u * u * u * p[0] + 3 * u * u * t * p[1] + 3 * u * t * t * p[2] + t * t * t * p[3]
        }
        func derivative(_ t: Double) -> SIMD2<Double> {
            let u = 1 - t
            return 3 * (u * u * (p[1] - p[0]) + 2 * u * t * (p[2] - p[1]) + t * t * (p[3] - p[2]))
        }
        // A piece from t0 to t1 has controls a third of the span along the end tangents.
        func piece(_ t0: Double, _ t1: Double) -> (c1: SIMD2<Double>?, c2: SIMD2<Double>?, end: SIMD2<Double>) {
            let h = (t1 - t0) / 3
            return (at(t0) + h * derivative(t0), at(t1) - h * derivative(t1), at(t1))
        }
        return [piece(0, 1.0 / 3), (nil, nil, at(1.0 / 3)), piece(1.0 / 3, 2.0 / 3), piece(2.0 / 3, 1)]
    }()
}

extension Path {
    /// A path holding the rounded rectangle `rect` with uneven corners; see
    /// ``addRoundedRect(in:cornerRadii:style:transform:)``.
    ///
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - cornerRadii: the four corners' radii.
    ///   - style: the corner style, `.continuous` by default as in SwiftUI.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Appends the rectangle `rect` with quarter-ellipse corners of
    /// `cornerSize` as a closed subpath; see
    /// ``addRoundedRect(in:cornerRadii:style:transform:)`` for the
    /// construction (every corner `cornerSize` wide and high).
    ///
    /// - Parameters:
    ///   - rect: the rectangle, standardized first.
    ///   - cornerSize: each corner's horizontal and vertical radius;
    ///     negative or NaN sizes count as 0.
    ///   - style: the corner style, `.continuous` by default as in SwiftUI.
    ///   - transform: applied to every point before it is appended.
    /// - Complexity: O(1).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let w = cornerSize.width, h = cornerSize.height
        addRoundedRect(in: rect, corners: [CGSize(width: w, height: h), CGSize(width: w, height: h),
                                           CGSize(width: w, height: h), CGSize(width: w, height: h)],
                       style: style, transform: transform)
    }

    /// Appends the rectangle `rect` with circular corners of the given
    /// radii as a closed subpath, as SwiftUI's `addRoundedRect(in:cornerRadii:style:)`.
    ///
    /// The outline starts at the centre of the right edge, `(maxX, midY)`,
    /// runs towards `maxY` (counter-clockwise in CoreGraphics' y-up sense,
    /// the turn of ``addEllipse(in:transform:)``) through the bottom-right,
    /// bottom-left, top-left and top-right corners, and closes. Each corner
    /// is a ``RoundedCornerStyle`` curve joined to the straight edges by
    /// lines (of zero length where two corners meet).
    ///
    /// Radii: negative or NaN count as 0; where two corners on one side
    /// would overlap, every horizontal radius is scaled by the largest
    /// factor that fits them on the top and bottom sides, and every vertical
    /// one likewise on the left and right sides (even radii: each is capped
    /// at half the side). A `.continuous` corner needs `1.52866483·r` of its
    /// side; where its share of a side (`side·r / (r + other r)`) is
    /// shorter, its coordinates along that side blend linearly towards the
    /// `.circular` corner's, reaching them when the share is `r` (so a
    /// capsule's corners leave the long sides as continuous corners and
    /// meet the ends as circular ones). All radii 0 gives ``addRect(_:transform:)``.
    ///
    /// - Parameters:
    ///   - rect: the rectangle, standardized first.
    ///   - cornerRadii: the four corners' radii.
    ///   - style: the corner style, `.continuous` by default as in SwiftUI.
    ///   - transform: applied to every point before it is appended.
    /// - Complexity: O(1).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let radii = [cornerRadii.bottomTrailing, cornerRadii.bottomLeading, cornerRadii.topLeading, cornerRadii.topTrailing]
        addRoundedRect(in: rect, corners: radii.map { CGSize(width: $0, height: $0) }, style: style, transform: transform)
    }

    /// The rounded rectangle with `corners` (bottom-right, bottom-left,
    /// top-left, top-right: the drawing order) as width × height radii.
    private mutating func addRoundedRect(
        in rect: CGRect, corners: [CGSize], style: RoundedCornerStyle, transform: CGAffineTransform
    ) {
        let r = rect.standardized
        var sizes = corners.map { CGSize(width: Self.cleanRadius($0.width), height: Self.cleanRadius($0.height)) }
        guard sizes.contains(where: { $0.width > 0 && $0.height > 0 }) else {
            addRect(r, transform: transform)
            return
        }
        // Horizontal radii share the bottom (0, 1) and top (2, 3) sides; vertical ones the right (3, 0) and left (1, 2).
        let fx = min(Self.fit(r.width, sizes[0].width, sizes[1].width), Self.fit(r.width, sizes[2].width, sizes[3].width))
        let fy = min(Self.fit(r.height, sizes[3].height, sizes[0].height), Self.fit(r.height, sizes[1].height, sizes[2].height))
        sizes = sizes.map { CGSize(width: $0.width * fx, height: $0.height * fy) }
        // Each corner: its vertex, the direction arriving, the direction leaving, and its neighbours on those sides.
        let frames: [(vertex: CGPoint, arrive: SIMD2<Double>, leave: SIMD2<Double>)] = [
            (CGPoint(x: r.maxX, y: r.maxY), SIMD2(0, 1), SIMD2(-1, 0)),
            (CGPoint(x: r.minX, y: r.maxY), SIMD2(-1, 0), SIMD2(0, -1)),
            (CGPoint(x: r.minX, y: r.minY), SIMD2(0, -1), SIMD2(1, 0)),
            (CGPoint(x: r.maxX, y: r.minY), SIMD2(1, 0), SIMD2(0, 1)),
        ]
        var figure: [Element] = [.move(to: CGPoint(x: r.maxX, y: r.midY))]
        figure.reserveCapacity(26)
        for (i, frame) in frames.enumerated() {
            let size = sizes[i]
            guard size.width > 0, size.height > 0 else {
                figure.append(.line(to: frame.vertex))
                continue
            }
            // Radii along the arriving and leaving edges; the arriving edge is vertical for corners 0 and 2.
            let (ra, rb) = i % 2 == 0 ? (size.height, size.width) : (size.width, size.height)
            let before = sizes[(i + 3) % 4], after = sizes[(i + 1) % 4]
            let arrivingSide = i % 2 == 0 ? r.height : r.width, leavingSide = i % 2 == 0 ? r.width : r.height
            let shareA = arrivingSide * ra / (ra + (i % 2 == 0 ? before.height : before.width))
            let shareB = leavingSide * rb / (rb + (i % 2 == 0 ? after.width : after.height))
            let blend = style == .circular ? .zero : SIMD2(Self.continuity(shareA, ra), Self.continuity(shareB, rb))
            func place(_ p: SIMD2<Double>) -> CGPoint {
                CGPoint(x: frame.vertex.x - frame.arrive.x * p.x * ra + frame.leave.x * p.y * rb,
                        y: frame.vertex.y - frame.arrive.y * p.x * ra + frame.leave.y * p.y * rb)
            }
            Self.appendCorner(blend: blend, place: place, to: &figure)
        }
        figure.append(.closeSubpath)
        append(figure, transform: transform)
    }

    /// A radius as drawn: negative and NaN count as 0, +∞ as the largest
    /// finite value (so that fitting it to its side stays finite).
    private static func cleanRadius(_ radius: CGFloat) -> CGFloat { radius > 0 ? min(radius, .greatestFiniteMagnitude) : 0 }

    /// The factor (at most 1) that fits radii `a` and `b` on a side of
    /// `side`; halves first, so that two huge radii do not overflow.
    private static func fit(_ side: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGFloat {
        let half = a / 2 + b / 2
        return half > side / 2 ? (side / 2) / half : 1
    }

    /// How far a continuous corner of radius `radius` with `share` of its
    /// side can be continuous: 0 (circular) at `share = r`, 1 at `1.52866483·r`.
    private static func continuity(_ share: CGFloat, _ radius: CGFloat) -> Double {
        let t = Double(share / radius - 1) / (CornerCurve.continuousExtent - 1)
        return t.isNaN ? 0 : min(max(t, 0), 1)
    }

    /// Appends a line to a corner's start and the corner's curves: the
    /// circular cubic at `blend = 0`, Apple's continuous corner at 1, their
    /// point-by-point mix between, each coordinate with its own edge's
    /// blend (`blend.x` along the arriving edge, `blend.y` the leaving one).
    private static func appendCorner(blend: SIMD2<Double>, place: (SIMD2<Double>) -> CGPoint, to figure: inout [Element]) {
        if blend == .zero {
            let k = quarterCircleControl
            figure.append(.line(to: place(SIMD2(1, 0))))
            figure.append(.curve(to: place(SIMD2(0, 1)), control1: place(SIMD2(1 - k, 0)), control2: place(SIMD2(0, 1 - k))))
            return
        }
        func mix(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> CGPoint { place(a + blend * (b - a)) }
        figure.append(.line(to: mix(SIMD2(1, 0), SIMD2(CornerCurve.continuousStart, 0))))
        for (circle, apple) in zip(CornerCurve.circularInPieces, CornerCurve.continuous) {
            if let c1 = circle.c1, let c2 = circle.c2, let d1 = apple.c1, let d2 = apple.c2 {
                figure.append(.curve(to: mix(circle.end, apple.end), control1: mix(c1, d1), control2: mix(c2, d2)))
            } else {
                figure.append(.line(to: mix(circle.end, apple.end)))
            }
        }
    }
}
