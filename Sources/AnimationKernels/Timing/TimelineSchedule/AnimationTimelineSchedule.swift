import Foundation

/// A pausable schedule of dates at an animation's frame rate, no more often
/// than a minimum interval.
///
/// Mirrors SwiftUI's `AnimationTimelineSchedule`; also spelled `.animation`
/// and `.animation(minimumInterval:paused:)`. SwiftUI ties the dates to the
/// display's refresh; on Linux there is no display, so the entries are the
/// start date and then one every `minimumInterval` seconds, or every 1/60 s
/// without one. No entries while paused or in
/// ``TimelineScheduleMode/lowFrequency`` mode, as in SwiftUI.
///
/// A `minimumInterval` that is NaN, zero or negative sets no minimum: it
/// means 1/60 s, as `nil` does. An infinite one gives the start date alone.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The frame interval used without a minimum: 1/60 s, a 60 Hz display.
    static let defaultFrameInterval: TimeInterval = 1.0 / 60

    /// Seconds between entries.
    let interval: Double
    /// Whether the schedule produces no entries.
    let paused: Bool

    /// A schedule updating every `minimumInterval` seconds (1/60 s when
    /// `nil`), or not at all when `paused`.
    ///
    /// - Parameters:
    ///   - minimumInterval: Seconds between entries, or `nil` for 1/60 s.
    ///   - paused: Whether the schedule stops producing entries.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        let requested = minimumInterval ?? Self.defaultFrameInterval
        self.interval = requested > 0 ? requested : Self.defaultFrameInterval
        self.paused = paused
    }

    /// The start date and every interval after it; none while paused or in
    /// ``TimelineScheduleMode/lowFrequency`` mode, or from a non-finite date.
    ///
    /// - Parameters:
    ///   - startDate: The first entry.
    ///   - mode: ``TimelineScheduleMode/lowFrequency`` pauses the schedule.
    /// - Returns: An endless ascending sequence of dates, or an empty one.
    /// - Complexity: O(1); each date is computed from its index.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let start = startDate.timeIntervalSinceReferenceDate
        let running = !paused && mode == .normal && start.isFinite
        return Entries(start: start, interval: interval, index: running ? 0 : nil)
    }

    /// The dates of an animation schedule, in ascending order.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Double
        let interval: Double
        /// The index k of the next date, `start + k·interval`; `nil` once
        /// there are no more.
        var index: Double?

        /// The next date of the schedule.
        ///
        /// - Returns: The next date, or `nil` once the schedule has ended.
        public mutating func next() -> Date? {
            guard let current = index else { return nil }
            // An infinite interval gives the start date alone (and 0·∞ is NaN).
            index = interval.isFinite ? current + 1 : nil
            return Date(timeIntervalSinceReferenceDate: current == 0 ? start : start + current * interval)
        }
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule at the animation frame rate, 1/60 s on Linux.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule updating no more often than `minimumInterval`:
    /// ``AnimationTimelineSchedule/init(minimumInterval:paused:)``.
    ///
    /// - Parameters:
    ///   - minimumInterval: Seconds between entries, or `nil` for 1/60 s.
    ///   - paused: Whether the schedule stops producing entries.
    /// - Returns: The schedule.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
