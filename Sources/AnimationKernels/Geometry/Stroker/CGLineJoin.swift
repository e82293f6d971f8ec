import Foundation

/// How the corners between stroked segments are drawn, as CoreGraphics'
/// `CGLineJoin` (declared here: Foundation on Linux has no CoreGraphics).
public enum CGLineJoin: Int32, Sendable, Hashable, CaseIterable {
    /// The outer edges extend to meet at a point, unless the miter would be
    /// longer than `miterLimit` line widths, then a bevel.
    case miter = 0
    /// A circular arc of half the line width's radius, centred on the corner.
    case round = 1
    /// The outer corners joined by a straight edge.
    case bevel = 2
}
