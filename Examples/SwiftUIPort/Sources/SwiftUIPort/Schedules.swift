import AnimationKernels
import Foundation

// MARK: - A cyclic schedule: TimelineView updates after each offset in turn

struct CyclicTimelineSchedule: TimelineSchedule {
    let timeOffsets: [TimeInterval]

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(last: startDate, offsets: timeOffsets)
    }

    struct Entries: Sequence, IteratorProtocol {
        var last: Date
        let offsets: [TimeInterval]
        var idx: Int = -1

        mutating func next() -> Date? {
            idx = (idx + 1) % offsets.count
            last = last.addingTimeInterval(offsets[idx])
            return last
        }
    }
}

extension TimelineSchedule where Self == CyclicTimelineSchedule {
    static func cyclic(timeOffsets: [TimeInterval]) -> CyclicTimelineSchedule {
        .init(timeOffsets: timeOffsets)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    static var everyFiveSeconds: PeriodicTimelineSchedule {
        .periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 5)
    }
}

/// The first `count` entries of `schedule` from `start`, in seconds after it.
func offsets(of schedule: some TimelineSchedule, from start: Date, count: Int, mode: TimelineScheduleMode = .normal) -> [TimeInterval] {
    schedule.entries(from: start, mode: mode).prefix(count).map { $0.timeIntervalSince(start) }
}

func runSchedules() {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000.25)
    let beats = offsets(of: .cyclic(timeOffsets: [0.2, 0.2, 0.4]), from: start, count: 5)
    precondition(zip(beats, [0.2, 0.4, 0.8, 1.0, 1.2]).allSatisfy { abs($0 - $1) < 1e-6 }, "the heart's cycle: \(beats)")

    let periodic = offsets(of: .periodic(from: start, by: 0.5), from: start, count: 3)
    precondition(periodic == [0, 0.5, 1], "periodic from its start: \(periodic)")
    // Asked later, a periodic schedule keeps its phase: the last boundary at or before the date comes first.
    let later = Array(PeriodicTimelineSchedule(from: start, by: 0.5).entries(from: start + 1.7, mode: .normal).prefix(2))
    precondition(later == [start + 1.5, start + 2], "the boundary before 1.7 s is 1.5 s")
    let fives = Array(PeriodicTimelineSchedule.everyFiveSeconds.entries(from: start, mode: .normal).prefix(2))
    precondition(fives == [Date(timeIntervalSinceReferenceDate: 800_000_000), Date(timeIntervalSinceReferenceDate: 800_000_005)],
                 "every five seconds, on multiples of five")

    let minutes = Array(EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 3_600 * 24 + 95), mode: .normal).prefix(2))
    precondition(minutes == [Date(timeIntervalSinceReferenceDate: 3_600 * 24 + 60), Date(timeIntervalSinceReferenceDate: 3_600 * 24 + 120)],
                 "every minute starts with the minute under way")
    precondition(Array(EveryMinuteTimelineSchedule.everyMinute.entries(from: start, mode: .normal).prefix(1)).count == 1)

    let dates = [start + 10, start + 12]
    precondition(Array(ExplicitTimelineSchedule.explicit(dates).entries(from: start, mode: .normal)) == dates, "explicit dates as given")

    let frames = offsets(of: .animation, from: start, count: 3)
    precondition(zip(frames, [0, 1.0 / 60, 2.0 / 60]).allSatisfy { abs($0 - $1) < 1e-6 }, "60 frames a second by default")
    let slow = offsets(of: .animation(minimumInterval: 0.3, paused: false), from: start, count: 3)
    precondition(zip(slow, [0, 0.3, 0.6]).allSatisfy { abs($0 - $1) < 1e-6 }, "no more often than the minimum interval")
    precondition(offsets(of: .animation(minimumInterval: 0.3, paused: true), from: start, count: 3).isEmpty, "paused: no entries")
    precondition(offsets(of: .animation, from: start, count: 3, mode: .lowFrequency).isEmpty, "low frequency pauses animation")
    print("schedules: cyclic \(beats), periodic \(periodic), animation \(slow)")
}
