import Foundation

/// How a path's interior is filled, as SwiftUI's `FillStyle`: the winding
/// rule and antialiasing. ``Path/contains(_:eoFill:)`` takes the same rule:
/// pass the style's ``isEOFilled``.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides the interior (a point is inside when
    /// a ray from it crosses the outline an odd number of times); otherwise
    /// the non-zero winding rule does (the default).
    public var isEOFilled: Bool
    /// Whether edges are antialiased when drawn (the default).
    public var isAntialiased: Bool

    /// Creates a fill style.
    ///
    /// - Parameters:
    ///   - eoFill: whether to use the even-odd rule instead of non-zero.
    ///   - antialiased: whether to antialias edges.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
