/// How often a timeline schedule is asked to update: the `mode` of
/// ``TimelineSchedule/entries(from:mode:)``.
///
/// Mirrors SwiftUI's `TimelineScheduleMode`. SwiftUI passes
/// ``lowFrequency`` when the system wants fewer updates (an always-on
/// display); a render loop on Linux chooses the mode itself.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// Updates at the schedule's own cadence.
    case normal
    /// Updates as rarely as possible; ``AnimationTimelineSchedule`` then
    /// produces no entries.
    case lowFrequency
}
