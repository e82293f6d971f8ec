import Foundation

/// How the open ends of a stroked line are drawn, as CoreGraphics' `CGLineCap`
/// (Foundation on Linux has no CoreGraphics, so this library declares it).
public enum CGLineCap: Int32, Sendable, Hashable, CaseIterable {
    /// The stroke stops square at the end point.
    case butt = 0
    /// A half disk of the line width's diameter, centred on the end point.
    case round = 1
    /// A half square extending half the line width past the end point.
    case square = 2
}
