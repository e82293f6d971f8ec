import Foundation

/// A geometric angle whose value you read in radians or degrees, as
/// SwiftUI's `Angle`.
///
/// Stored as radians. Animates as its radians; ordered by them.
/// `+`, `-`, `*` and `/` by a number are this library's additions (SwiftUI's
/// `Angle` has none), so that angle arithmetic reads as it does on paper.
@frozen
public struct Angle: Sendable, Hashable, Comparable, Codable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees: `radians · 180/π`.
    @inlinable
    public var degrees: Double {
        get { radians * (180 / Double.pi) }
        set { radians = newValue * (Double.pi / 180) }
    }

    /// The zero angle.
    @inlinable
    public init() {
        radians = 0
    }

    /// The angle of `radians` radians.
    ///
    /// - Parameter radians: The angle in radians; any value, not reduced.
    @inlinable
    public init(radians: Double) {
        self.radians = radians
    }

    /// The angle of `radians` radians.
    ///
    /// - Parameter radians: The angle in radians; any value, not reduced.
    @inlinable
    public init(_ radians: Double) {
        self.radians = radians
    }

    /// The angle of `degrees` degrees.
    ///
    /// - Parameter degrees: The angle in degrees; any value, not reduced.
    @inlinable
    public init(degrees: Double) {
        radians = degrees * (Double.pi / 180)
    }

    /// The zero angle.
    @inlinable
    public static var zero: Angle { Angle() }

    /// The angle of `radians` radians.
    ///
    /// - Parameter radians: The angle in radians.
    /// - Returns: `Angle(radians: radians)`.
    @inlinable
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// The angle of `degrees` degrees.
    ///
    /// - Parameter degrees: The angle in degrees.
    /// - Returns: `Angle(degrees: degrees)`.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Whether `lhs` is the smaller angle, comparing radians.
    ///
    /// - Parameters:
    ///   - lhs: An angle.
    ///   - rhs: Another angle.
    /// - Returns: `lhs.radians < rhs.radians`.
    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
    /// The radians, as SwiftUI animates an `Angle`.
    @inlinable
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension Angle {
    /// The sum of two angles.
    ///
    /// - Parameters:
    ///   - lhs: An angle.
    ///   - rhs: The angle to add.
    /// - Returns: The angle of `lhs.radians + rhs.radians` radians.
    @inlinable
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    ///
    /// - Parameters:
    ///   - lhs: An angle.
    ///   - rhs: The angle to subtract.
    /// - Returns: The angle of `lhs.radians - rhs.radians` radians.
    @inlinable
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// The opposite angle.
    ///
    /// - Parameter angle: An angle.
    /// - Returns: The angle of `-angle.radians` radians.
    @inlinable
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// The angle scaled by `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: An angle.
    ///   - rhs: The factor.
    /// - Returns: The angle of `lhs.radians * rhs` radians.
    @inlinable
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// The angle scaled by `lhs`.
    ///
    /// - Parameters:
    ///   - lhs: The factor.
    ///   - rhs: An angle.
    /// - Returns: The angle of `lhs * rhs.radians` radians.
    @inlinable
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }

    /// The angle divided by `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: An angle.
    ///   - rhs: The divisor; dividing by 0 gives an infinite or NaN angle, as
    ///     `Double` division does.
    /// - Returns: The angle of `lhs.radians / rhs` radians.
    @inlinable
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// Adds `rhs` to `lhs`.
    ///
    /// - Parameters:
    ///   - lhs: The angle to change.
    ///   - rhs: The angle to add.
    @inlinable
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }

    /// Subtracts `rhs` from `lhs`.
    ///
    /// - Parameters:
    ///   - lhs: The angle to change.
    ///   - rhs: The angle to subtract.
    @inlinable
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
}
