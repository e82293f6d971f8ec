import Foundation

/// A type that provides a sequence of dates for use as a schedule: when a
/// timeline (SwiftUI's `TimelineView`) should update.
///
/// Mirrors SwiftUI's `TimelineSchedule` without the view: a port's
/// `TimelineView` and its body are removed, and the schedule's dates are
/// what a Linux render loop asks for. User schedules conform the same way:
///
/// ```swift
/// struct Cyclic: TimelineSchedule {
///     let offsets: [TimeInterval]
///     func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
///         Entries(last: startDate, offsets: offsets)
///     }
///     struct Entries: Sequence, IteratorProtocol {
///         var last: Date, offsets: [TimeInterval], index = -1
///         mutating func next() -> Date? {
///             index = (index + 1) % offsets.count
///             last += offsets[index]
///             return last
///         }
///     }
/// }
/// ```
///
/// The library's schedules: ``PeriodicTimelineSchedule`` (`.periodic(from:by:)`),
/// ``EveryMinuteTimelineSchedule`` (`.everyMinute`),
/// ``ExplicitTimelineSchedule`` (`.explicit(_:)`) and
/// ``AnimationTimelineSchedule`` (`.animation`).
public protocol TimelineSchedule {
    /// The mode a schedule is asked for its entries in.
    typealias Mode = TimelineScheduleMode

    /// The sequence of dates within the schedule, in ascending order.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// Provides the sequence of dates at which to update, starting around
    /// `startDate`.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: Whether the schedule updates normally or at a low
    ///     frequency.
    /// - Returns: Dates in ascending order.
    func entries(from startDate: Date, mode: Mode) -> Entries
}
