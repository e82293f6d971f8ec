import Foundation

/// A schedule for updating at regular intervals from a start date.
///
/// Mirrors SwiftUI's `PeriodicTimelineSchedule`; also spelled
/// `.periodic(from:by:)`. Its dates are `startDate + k·interval` for whole
/// k ≥ 0: the schedule's phase is fixed by its start date, whatever date
/// its entries are asked from.
///
/// ## Bad input
/// ``validated(from:by:)`` throws for an interval that is not finite and
/// positive or a start date that is not finite. SwiftUI's non-throwing
/// ``init(from:by:)`` documents no behaviour for them; here it never stops
/// the program: an interval that is not finite and positive becomes 1/60 s
/// (a display's frame, as ``AnimationTimelineSchedule`` uses without a
/// minimum interval) and a non-finite start date the reference date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The first date of the sequence, in seconds since the reference date.
    let start: Double
    /// Seconds between successive dates.
    let interval: Double

    /// A schedule of dates `interval` seconds apart, from `startDate`.
    ///
    /// - Parameters:
    ///   - startDate: The date on which the sequence starts.
    ///   - interval: Seconds between successive dates; finite and positive
    ///     (otherwise 1/60 s; see Bad input above).
    public init(from startDate: Date, by interval: TimeInterval) {
        let start = startDate.timeIntervalSinceReferenceDate
        self.init(start: start.isFinite ? start : 0,
                  interval: interval.isFinite && interval > 0 ? interval : 1.0 / 60)
    }

    /// A schedule of dates `interval` seconds apart, from `startDate`, or an
    /// error naming the bad parameter.
    ///
    /// - Parameters:
    ///   - startDate: The date on which the sequence starts; finite.
    ///   - interval: Seconds between successive dates; finite and positive.
    /// - Returns: The schedule.
    /// - Throws: ``AnimationKernelsError/invalidParameter(parameter:value:requirement:)``
    ///   naming `startDate` or `interval`.
    public static func validated(from startDate: Date, by interval: TimeInterval) throws -> PeriodicTimelineSchedule {
        let start = startDate.timeIntervalSinceReferenceDate
        try AnimationKernelsError.requireFinite(start, "startDate")
        try AnimationKernelsError.requirePositive(interval, "interval")
        return PeriodicTimelineSchedule(start: start, interval: interval)
    }

    init(start: Double, interval: Double) {
        self.start = start
        self.interval = interval
    }

    /// The schedule's dates from around `startDate`: the latest date of the
    /// schedule at or before it, then every later one.
    ///
    /// For a schedule from 10:09:30 by 60 s asked from 10:34:45, the entries
    /// are 10:34:30, 10:35:30, … . Asked from a date before the schedule's
    /// start (or from a NaN date), they begin at the schedule's start.
    /// `mode` does not change the dates.
    ///
    /// - Parameters:
    ///   - startDate: The date around which the sequence begins.
    ///   - mode: Ignored.
    /// - Returns: An endless ascending sequence of dates.
    /// - Complexity: O(1); each date is computed from its index, so dates do
    ///   not drift.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSinceReferenceDate - start
        guard elapsed > 0 else { return Entries(start: start, interval: interval, index: 0) }
        var index = (elapsed / interval).rounded(.down)
        // The division can round a date on a boundary to just below it.
        if start + (index + 1) * interval <= startDate.timeIntervalSinceReferenceDate { index += 1 }
        return Entries(start: start, interval: interval, index: index)
    }

    /// The dates of a periodic schedule, in ascending order; endless.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Double
        let interval: Double
        /// The index k of the next date, `start + k·interval`.
        var index: Double

        /// The next date of the schedule.
        ///
        /// - Returns: The next date; never `nil`, as the schedule is endless.
        public mutating func next() -> Date? {
            defer { index += 1 }
            return Date(timeIntervalSinceReferenceDate: start + index * interval)
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating at regular intervals: ``PeriodicTimelineSchedule/init(from:by:)``.
    ///
    /// - Parameters:
    ///   - startDate: The date on which the sequence starts.
    ///   - interval: Seconds between successive dates; finite and positive.
    /// - Returns: The schedule.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
