import AnimationKernels
import Foundation

/// Colours at locations along a line, as SwiftUI's `Gradient`.
///
/// Locations are fractions of the gradient's length; stops need not be
/// sorted (drawing sorts them, keeping the given order among equal
/// locations, so two stops at one location make a hard edge). A gradient
/// without stops paints nothing; stops whose colour or location is not
/// finite are left out.
public struct Gradient: Hashable, Sendable {
    /// One colour at one location of a gradient, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        /// The colour at ``location``.
        public var color: Color
        /// Where the colour sits, as a fraction of the gradient's length
        /// (`0` its start, `1` its end).
        public var location: CGFloat

        /// Creates a stop.
        ///
        /// - Parameters:
        ///   - color: The colour at `location`.
        ///   - location: The fraction of the gradient's length.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// Creates a gradient from stops.
    ///
    /// - Parameter stops: The colours and their locations.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient whose colours are spaced evenly from `0` to `1`, as
    /// SwiftUI's `Gradient(colors:)`; one colour paints a solid fill.
    ///
    /// - Parameter colors: The colours, from the start to the end.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }
}
