import Foundation

/// A schedule for updating at the start of every minute.
///
/// Mirrors SwiftUI's `EveryMinuteTimelineSchedule`; also spelled
/// `.everyMinute`. Minutes are those of UTC (whole minutes since the
/// reference date), which are the local minutes of every current time zone.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// A per-minute schedule.
    public init() {}

    /// The start of the minute containing `startDate`, then the start of
    /// every following minute.
    ///
    /// Asked from 10:09:32 or from 10:09:00, the entries are 10:09:00,
    /// 10:10:00, … . A non-finite `startDate` has no minute: no entries.
    /// `mode` does not change the dates.
    ///
    /// - Parameters:
    ///   - startDate: The date whose minute begins the sequence.
    ///   - mode: Ignored.
    /// - Returns: An endless ascending sequence of minute starts.
    /// - Complexity: O(1).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(minute: seconds.isFinite ? (seconds / 60).rounded(.down) : nil)
    }

    /// The minute starts of a per-minute schedule, in ascending order.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// The next minute, counted from the reference date; `nil` for none.
        var minute: Double?

        /// The start of the next minute.
        ///
        /// - Returns: The next minute's start, or `nil` when the schedule
        ///   started from a non-finite date.
        public mutating func next() -> Date? {
            guard let current = minute else { return nil }
            minute = current + 1
            return Date(timeIntervalSinceReferenceDate: current * 60)
        }
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
