import Foundation

extension MorphingBlob {
    /// One blob of this outline as a SwiftUI-style ``Shape``, its anchor
    /// offsets the animated data: animating between two outlines morphs the
    /// blob, as the morphing-blob article's `AnimatableVector` shape does.
    public struct Outline: Shape, Hashable {
        /// The blob's anchor layout.
        public let blob: MorphingBlob
        /// Anchor `i` moves out by `offsets[i]` points; see
        /// ``MorphingBlob/points(width:height:offsets:backend:)``.
        public var offsets: AnimatableVector

        /// Creates the outline of `blob` with the given anchor offsets,
        /// stored as given (checked when drawn).
        ///
        /// - Parameters:
        ///   - blob: the anchor layout.
        ///   - offsets: anchor `i` moves out by `offsets[i]` points.
        public init(blob: MorphingBlob, offsets: AnimatableVector) {
            self.blob = blob
            self.offsets = offsets
        }

        /// The anchor offsets.
        public var animatableData: AnimatableVector {
            get { offsets }
            set { offsets = newValue }
        }

        /// The blob in `rect`: ``MorphingBlob/path(width:height:offsets:backend:)``
        /// for `rect`'s size, moved to its origin.
        ///
        /// - Parameters:
        ///   - rect: the frame; the circle is centred in it.
        /// - Returns: the outline, or an empty path when `rect` has no
        ///   finite, positive size or `offsets` is refused (a shape's path
        ///   cannot throw; the throwing method says why).
        /// - Complexity: O(n) for n anchors.
        public func path(in rect: CGRect) -> Path {
            guard let path = try? blob.path(width: rect.width, height: rect.height, offsets: offsets) else { return Path() }
            return rect.origin == .zero ? path : path.offsetBy(dx: rect.minX, dy: rect.minY)
        }
    }

    /// This blob as a ``Shape`` with the given anchor offsets.
    ///
    /// - Parameter offsets: anchor `i` moves out by `offsets[i]` points.
    /// - Returns: the outline shape.
    public func outline(offsets: AnimatableVector) -> Outline {
        Outline(blob: self, offsets: offsets)
    }
}
