import Foundation

/// A rounded rectangle whose corner radius is half its frame's shorter
/// side, as SwiftUI's `Capsule`.
///
/// Its path is ``Path/addRoundedRect(in:cornerSize:style:transform:)`` with
/// that radius. The short sides have no room for the continuous corner's
/// reach, so a `.continuous` capsule's corners are continuous only along
/// the long sides (circular where they meet the ends; see
/// ``RoundedCornerStyle``). A non-finite frame gives an empty path.
public struct Capsule: _InsetDrawable, Hashable {
    /// The corner style.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    ///
    /// - Parameter style: the corner style, `.continuous` by default as in SwiftUI.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The capsule filling the frame.
    ///
    /// - Parameter rect: the frame.
    /// - Returns: the outline.
    /// - Complexity: O(1).
    public func path(in rect: CGRect) -> Path {
        Path.drawn(in: rect) { frame in
            let radius = min(frame.width, frame.height) / 2
            return Path(roundedRect: frame, cornerSize: CGSize(width: radius, height: radius), style: style)
        }
    }

    /// Nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
    /// The inset capsule's type, SwiftUI's name.
    public typealias _Inset = _InsetShape<Capsule>
}
