import Foundation

/// A schedule for updating at explicit dates.
///
/// Mirrors SwiftUI's `ExplicitTimelineSchedule`; also spelled
/// `.explicit(_:)`. Its entries are the given dates, whatever date they are
/// asked from; as in SwiftUI, give them in ascending order.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates`.
    ///
    /// - Parameter dates: The dates at which to update, ascending.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The schedule's dates, as given.
    ///
    /// - Parameters:
    ///   - startDate: Ignored.
    ///   - mode: Ignored.
    /// - Returns: The dates the schedule was made with.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

extension TimelineSchedule {
    /// A schedule for updating at explicit dates: ``ExplicitTimelineSchedule/init(_:)``.
    ///
    /// - Parameter dates: The dates at which to update, ascending.
    /// - Returns: The schedule.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
