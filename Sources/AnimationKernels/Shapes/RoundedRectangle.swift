import Foundation

/// A rectangle with rounded corners filling its frame, as SwiftUI's
/// `RoundedRectangle`.
///
/// Its path is ``Path/addRoundedRect(in:cornerSize:style:transform:)``:
/// from `(maxX, midY)` towards `maxY`, each corner `cornerSize` wide and
/// high (clamped to half the side), closed. Inset by `a`, it draws in the
/// frame shrunk by `a` with corners `cornerSize − a` (at least 0), as
/// SwiftUI's. A non-finite frame gives an empty path.
public struct RoundedRectangle: _InsetDrawable, Hashable {
    /// Each corner's horizontal and vertical radius.
    public var cornerSize: CGSize
    /// The corner style.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with corners `cornerSize`.
    ///
    /// - Parameters:
    ///   - cornerSize: each corner's width and height.
    ///   - style: the corner style, `.continuous` by default as in SwiftUI.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a rounded rectangle with circular corners of `cornerRadius`.
    ///
    /// - Parameters:
    ///   - cornerRadius: the corners' radius.
    ///   - style: the corner style, `.continuous` by default as in SwiftUI.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The rounded rectangle filling the frame.
    ///
    /// - Parameter rect: the frame.
    /// - Returns: the outline.
    /// - Complexity: O(1).
    public func path(in rect: CGRect) -> Path {
        Path.drawn(in: rect) { Path(roundedRect: $0, cornerSize: cornerSize, style: style) }
    }

    /// The corner size, as SwiftUI animates it.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// The corners reduced by `amount`, as SwiftUI's inset rounded rectangle.
    ///
    /// - Parameter amount: the inset.
    /// - Returns: the rectangle with smaller corners.
    public func _insetParameters(by amount: CGFloat) -> RoundedRectangle {
        RoundedRectangle(cornerSize: CGSize(width: cornerSize.width - amount, height: cornerSize.height - amount), style: style)
    }

    /// The inset rounded rectangle's type, SwiftUI's name.
    public typealias _Inset = _InsetShape<RoundedRectangle>
}
