import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

// Examples/SwiftUIPort/Sources/SwiftUIPort/Schedules.swift writes a user
// schedule whose Entries is its own iterator (CI runs it); the schedule
// here is written in the other common form, an Entries built by
// `sequence(state:next:)`, so both forms compile and run.

// MARK: - A cyclic schedule: TimelineView updates after each offset in turn

private struct CyclicTimelineSchedule: TimelineSchedule {
    let timeOffsets: [TimeInterval]

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldSequence<Date, (last: Date, index: Int)> {
        sequence(state: (last: startDate, index: 0)) { [timeOffsets] state in
            state.last += timeOffsets[state.index]
            state.index = (state.index + 1) % timeOffsets.count
            return state.last
        }
    }
}

extension TimelineSchedule where Self == CyclicTimelineSchedule {
    fileprivate static func cyclic(timeOffsets: [TimeInterval]) -> CyclicTimelineSchedule {
        .init(timeOffsets: timeOffsets)
    }
}

/// A schedule on multiples of five seconds, as an extension on SwiftUI's type spells it.
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    fileprivate static var everyFiveSeconds: Self { .periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 5) }
}

/// The first `count` entries of `schedule` from `start`, in seconds after it.
private func offsets(of schedule: some TimelineSchedule, from start: Date, count: Int, mode: TimelineScheduleMode = .normal) -> [TimeInterval] {
    schedule.entries(from: start, mode: mode).prefix(count).map { $0.timeIntervalSince(start) }
}

/// A date `seconds` after the reference date.
private func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

@Suite("TimelineSchedule")
struct TimelineScheduleTests {
    @Test("A user schedule whose Entries is an unfolded sequence cycles through its offsets")
    func cyclicSchedule() {
        let start = date(1_000)
        let beats = offsets(of: .cyclic(timeOffsets: [0.2, 0.2, 0.4]), from: start, count: 7)
        expectClose(beats, [0.2, 0.4, 0.8, 1.0, 1.2, 1.6, 1.8], relative: 1e-12)
    }

    @Test("Periodic: the start, then every interval; asked later, the last boundary at or before the date first")
    func periodic() {
        let start = date(800_000_000.25)
        let schedule = PeriodicTimelineSchedule(from: start, by: 0.5)
        #expect(Array(schedule.entries(from: start, mode: .normal).prefix(4)) == (0..<4).map { start + Double($0) * 0.5 })
        // Apple's example: from 10:09:30 by 60 s, asked from 10:34:45 → 10:34:30, 10:35:30.
        let morning = date(36_000 + 9 * 60 + 30)
        let asked = date(36_000 + 34 * 60 + 45)
        #expect(Array(PeriodicTimelineSchedule.periodic(from: morning, by: 60).entries(from: asked, mode: .normal).prefix(2))
                == [date(36_000 + 34 * 60 + 30), date(36_000 + 35 * 60 + 30)])
        // Before the start: the start comes first. A NaN date: likewise.
        #expect(Array(schedule.entries(from: start - 100, mode: .normal).prefix(1)) == [start])
        #expect(Array(schedule.entries(from: date(.nan), mode: .lowFrequency).prefix(1)) == [start])
        // Boundaries that a division rounds down are still found: 0.3/0.1 is 2.9999999999999996.
        let tenths = PeriodicTimelineSchedule(from: date(0), by: 0.1)
        #expect(Array(tenths.entries(from: date(3 * 0.1), mode: .normal).prefix(1)) == [date(3 * 0.1)])
        // Dates are computed from their index, not summed: no drift after many entries.
        let thousandth = Array(tenths.entries(from: date(0), mode: .normal).prefix(1_001)).last
        #expect(thousandth == date(1_000 * 0.1))
    }

    @Test("Periodic: a static member as SwiftUI code declares one")
    func everyFiveSeconds() {
        let entries = Array(PeriodicTimelineSchedule.everyFiveSeconds.entries(from: date(123.4), mode: .normal).prefix(3))
        #expect(entries == [date(120), date(125), date(130)])
    }

    @Test("Periodic: a non-positive or non-finite interval, or a non-finite start, is refused by validated")
    func periodicValidation() {
        for bad in [0, -1, .nan, .infinity] {
            expectError(.invalidParameter, "interval") { _ = try PeriodicTimelineSchedule.validated(from: date(0), by: bad) }
        }
        for bad in [Double.nan, .infinity, -.infinity] {
            expectError(.invalidParameter, "startDate") { _ = try PeriodicTimelineSchedule.validated(from: date(bad), by: 1) }
        }
        #expect(throws: Never.self) { _ = try PeriodicTimelineSchedule.validated(from: date(-5), by: 1e-9) }
    }

    @Test("Every minute: the start of the minute under way, then each minute")
    func everyMinute() {
        // Apple's example: from 10:09:32 and from 10:09:00, the first entry is 10:09:00.
        let nine = 36_000.0 + 9 * 60
        for asked in [nine + 32, nine] {
            #expect(Array(EveryMinuteTimelineSchedule().entries(from: date(asked), mode: .normal).prefix(3))
                    == [date(nine), date(nine + 60), date(nine + 120)])
        }
        // Before the reference date the minute still starts at or before the date.
        #expect(Array(EveryMinuteTimelineSchedule.everyMinute.entries(from: date(-30), mode: .lowFrequency).prefix(2)) == [date(-60), date(0)])
        #expect(Array(EveryMinuteTimelineSchedule.everyMinute.entries(from: date(.nan), mode: .normal)).isEmpty)
    }

    @Test("Explicit: the dates as given, whatever the start")
    func explicit() {
        let dates = [date(10), date(12), date(30)]
        #expect(Array(ExplicitTimelineSchedule.explicit(dates).entries(from: date(20), mode: .normal)) == dates)
        #expect(Array(ExplicitTimelineSchedule(dates).entries(from: date(0), mode: .lowFrequency)) == dates)
        let lazy = ExplicitTimelineSchedule.explicit(stride(from: 0.0, to: 3, by: 1).lazy.map { date($0) })
        #expect(Array(lazy.entries(from: date(0), mode: .normal)) == [date(0), date(1), date(2)])
    }

    @Test("Animation: the start and every 1/60 s or minimum interval; none while paused or at low frequency")
    func animation() {
        let start = date(5_000.5)
        let frames = Array(AnimationTimelineSchedule.animation.entries(from: start, mode: .normal).prefix(61))
        #expect(frames.first == start)
        #expect(frames.last == date(5_000.5 + 60 * (1.0 / 60)))
        #expect(Array(AnimationTimelineSchedule.animation(minimumInterval: 0.3, paused: false).entries(from: start, mode: .normal).prefix(3))
                == [start, date(5_000.5 + 0.3), date(5_000.5 + 2 * 0.3)])
        #expect(Array(AnimationTimelineSchedule.animation(minimumInterval: 0.3, paused: true).entries(from: start, mode: .normal)).isEmpty)
        #expect(Array(AnimationTimelineSchedule().entries(from: start, mode: .lowFrequency)).isEmpty)
        // No minimum (zero, negative, NaN) is the default rate; an infinite one, the start alone.
        for none in [0, -1, .nan] {
            #expect(Array(AnimationTimelineSchedule(minimumInterval: none).entries(from: start, mode: .normal).prefix(2))
                    == [start, date(5_000.5 + 1.0 / 60)])
        }
        #expect(Array(AnimationTimelineSchedule(minimumInterval: .infinity).entries(from: start, mode: .normal)) == [start])
        #expect(Array(AnimationTimelineSchedule.animation.entries(from: date(.infinity), mode: .normal)).isEmpty)
    }

    @Test("Schedules work through the protocol, as a generic TimelineView would use them")
    func generic() {
        func firstTwo<S: TimelineSchedule>(_ schedule: S, _ mode: S.Mode = .normal) -> [Date] {
            Array(schedule.entries(from: date(61), mode: mode).prefix(2))
        }
        #expect(firstTwo(.periodic(from: date(60), by: 0.5)) == [date(61), date(61.5)])
        #expect(firstTwo(.everyMinute) == [date(60), date(120)])
        #expect(firstTwo(.explicit([date(1)])) == [date(1)])
        #expect(firstTwo(.animation(minimumInterval: 2, paused: false)) == [date(61), date(63)])
        #expect(firstTwo(.animation, .lowFrequency).isEmpty)
        // The other spellings of SwiftUI code. Asked from long before now, `.periodic(from: .now, …)` starts now.
        let before = Date()
        let fromNow = firstTwo(.periodic(from: .now, by: 0.5))
        #expect(fromNow.count == 2 && fromNow[0] >= before && isClose(fromNow[1].timeIntervalSince(fromNow[0]), 0.5, absolute: 1e-6))
        #expect(firstTwo(PeriodicTimelineSchedule(from: date(0), by: 0.5)) == [date(61), date(61.5)])
        #expect(firstTwo(EveryMinuteTimelineSchedule()) == [date(60), date(120)])
        #expect(firstTwo(.animation(minimumInterval: 0.3, paused: false)) == [date(61), date(61 + 0.3)])
        #expect(TimelineScheduleMode.normal != .lowFrequency)
    }
}
