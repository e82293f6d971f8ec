import Foundation

/// A rectangle whose four corners have their own radii, as SwiftUI's
/// `UnevenRoundedRectangle`.
///
/// Its path is ``Path/addRoundedRect(in:cornerRadii:style:transform:)``:
/// from `(maxX, midY)` towards `maxY`, through the bottom-trailing,
/// bottom-leading, top-leading and top-trailing corners, closed; radii that
/// overlap on a side are scaled down together. Inset by `a`, every radius
/// shrinks by `a` (at least 0). A non-finite frame gives an empty path.
public struct UnevenRoundedRectangle: _InsetDrawable, Hashable {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corner style.
    public var style: RoundedCornerStyle

    /// Creates the shape from its radii.
    ///
    /// - Parameters:
    ///   - cornerRadii: the four radii.
    ///   - style: the corner style, `.continuous` by default as in SwiftUI.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates the shape from each corner's radius (0 by default).
    ///
    /// - Parameters:
    ///   - topLeadingRadius: the top-left radius.
    ///   - bottomLeadingRadius: the bottom-left radius.
    ///   - bottomTrailingRadius: the bottom-right radius.
    ///   - topTrailingRadius: the top-right radius.
    ///   - style: the corner style, `.continuous` by default as in SwiftUI.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The shape filling the frame.
    ///
    /// - Parameter rect: the frame.
    /// - Returns: the outline.
    /// - Complexity: O(1).
    public func path(in rect: CGRect) -> Path {
        Path.drawn(in: rect) { Path(roundedRect: $0, cornerRadii: cornerRadii, style: style) }
    }

    /// The four radii, as SwiftUI animates them.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// Every radius reduced by `amount`.
    ///
    /// - Parameter amount: the inset.
    /// - Returns: the shape with smaller corners.
    public func _insetParameters(by amount: CGFloat) -> UnevenRoundedRectangle {
        let r = cornerRadii
        return UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(topLeading: r.topLeading - amount, bottomLeading: r.bottomLeading - amount,
                                              bottomTrailing: r.bottomTrailing - amount, topTrailing: r.topTrailing - amount),
            style: style)
    }

    /// The inset shape's type.
    public typealias _Inset = _InsetShape<UnevenRoundedRectangle>
}
