import Foundation

/// The characteristics of a stroke, as SwiftUI's `StrokeStyle`: width, caps,
/// joins, miter limit and dashes. ``Path/strokedPath(_:)`` turns a path and a
/// style into the outline a stroke paints.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroke, in the path's units (default 1).
    public var lineWidth: CGFloat
    /// How open ends are drawn (default ``CGLineCap/butt``).
    public var lineCap: CGLineCap
    /// How corners are drawn (default ``CGLineJoin/miter``).
    public var lineJoin: CGLineJoin
    /// The longest miter, in line widths, before a miter join becomes a bevel
    /// (default 10, as CoreGraphics).
    public var miterLimit: CGFloat
    /// Alternating lengths of painted and unpainted dashes, starting with a
    /// painted one; empty for a solid line (the default).
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts, in the path's units
    /// (default 0).
    public var dashPhase: CGFloat

    /// Creates a stroke style; every argument defaults to SwiftUI's value.
    ///
    /// - Parameters:
    ///   - lineWidth: the stroke width.
    ///   - lineCap: the end style.
    ///   - lineJoin: the corner style.
    ///   - miterLimit: the longest miter, in line widths.
    ///   - dash: painted and unpainted lengths, alternating.
    ///   - dashPhase: the offset into the dash pattern.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle: Animatable {
    /// The animated values, as SwiftUI: line width, then miter limit and dash
    /// phase. Caps, joins and the dash pattern do not animate.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
