import AnimationKernels
import AnimationRendering
import Foundation

/// The custom timer animations: the seed's metronome, its pendulum swinging
/// ±30° with `.easeInOut(duration: 60 / bpm).repeatForever()` and a lamp
/// flashing on each beat of a `.periodic(from:by:)` schedule, above three
/// lamps lit in turn by the seed's cyclic schedule (updates after 0.2, 0.2
/// and 0.4 s, repeated). The angles come from one batched sampling of an
/// `AnimationTimeline`; the schedules' entries are listed once.
enum MetronomeScene {
    /// Updates after each offset in turn, for ever: the seed's
    /// `CyclicTimelineSchedule`.
    struct CyclicTimelineSchedule: TimelineSchedule {
        let timeOffsets: [TimeInterval]

        func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
            Entries(last: startDate, offsets: timeOffsets)
        }

        struct Entries: Sequence, IteratorProtocol {
            var last: Date
            let offsets: [TimeInterval]
            var index = -1

            mutating func next() -> Date? {
                index = (index + 1) % offsets.count
                last = last.addingTimeInterval(offsets[index])
                return last
            }
        }
    }

    static let (width, height) = (320, 440)
    static let framesPerSecond = 25.0
    /// 90 beats a minute: three full swings and five cycles of the cyclic
    /// schedule take 4 s, so the loop closes.
    static let beatsPerMinute = 90.0
    static let duration = 4.0
    static let pivot = CGPoint(x: 160, y: 330)
    /// How long a lamp glows after its update, in seconds.
    static let glow = 0.18

    static func animation() throws -> RasterAnimation {
        let times = Gallery.times(count: Int((duration * framesPerSecond).rounded()), framesPerSecond: framesPerSecond)
        var swing = AnimationTimeline(-30.0)
        try swing.set(30, at: 0, animation: .easeInOut(duration: 60 / beatsPerMinute).repeatForever())
        let angles = try Gallery.sampled(at: times, initial: 0.0) { try swing.values(at: $0, into: $1) }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let beats = entries(of: .periodic(from: start, by: 60 / beatsPerMinute), from: start)
        let cyclic = entries(of: CyclicTimelineSchedule(timeOffsets: [0.2, 0.2, 0.4]), from: start)
        return try RasterAnimation(width: width, height: height, frameCount: times.count, framesPerSecond: framesPerSecond) { context, size, time in
            let i = min(times.count - 1, Int((time * framesPerSecond).rounded()))
            draw(context, size, angle: angles[i], beat: brightness(after: beats, at: times[i]).value,
                 lamp: brightness(after: cyclic, at: times[i]))
        }
    }

    /// The schedule's entries up to the loop's end (an update there is the
    /// next loop's first), in seconds after `start`.
    static func entries(of schedule: some TimelineSchedule, from start: Date) -> [TimeInterval] {
        Array(schedule.entries(from: start, mode: .normal).lazy.map { $0.timeIntervalSince(start) }.prefix { $0 <= duration + 1e-9 })
    }

    /// The glow of the last update at or before `time` (before the loop's
    /// first update, the previous loop's last), 1 at the update fading to 0
    /// after ``glow`` seconds, and which update it is.
    static func brightness(after entries: [TimeInterval], at time: Double) -> (value: Double, index: Int) {
        guard let index = entries.lastIndex(where: { $0 <= time + 1e-9 }) ?? entries.indices.last else { return (0, 0) }
        let age = entries[index] <= time + 1e-9 ? time - entries[index] : time - entries[index] + duration
        return (max(0, 1 - age / glow), index)
    }

    static func draw(_ context: GraphicsContext, _ size: CGSize, angle: Double, beat: Double, lamp: (value: Double, index: Int)) {
        Gallery.background(context, size, Gallery.color(0xF4EFE6))
        let body = Path { p in
            p.addLines([CGPoint(x: 60, y: 372), CGPoint(x: 122, y: 60), CGPoint(x: 198, y: 60), CGPoint(x: 260, y: 372)])
            p.closeSubpath()
        }
        context.fill(body, with: .color(Gallery.color(0x8A4F24)))
        let face = Path { p in
            p.addLines([CGPoint(x: 92, y: 340), CGPoint(x: 133, y: 96), CGPoint(x: 187, y: 96), CGPoint(x: 228, y: 340)])
            p.closeSubpath()
        }
        context.fill(face, with: .color(Gallery.color(0xF1DFC0)))
        // The beat lamp at the top.
        drawLamp(context, CGRect(x: 151, y: 70, width: 18, height: 18), off: Gallery.color(0x5A1F14), on: Gallery.color(0xFF4A2E), level: beat)
        var pendulum = context
        pendulum.translateBy(x: pivot.x, y: pivot.y)
        pendulum.rotate(by: .degrees(angle))
        pendulum.fill(Path(roundedRect: CGRect(x: -3, y: -232, width: 6, height: 244), cornerRadius: 3), with: .color(Gallery.color(0x2B2B2B)))
        pendulum.fill(Path(roundedRect: CGRect(x: -17, y: -170, width: 34, height: 26), cornerRadius: 5),
                      with: .linearGradient(Gradient(colors: [Gallery.color(0xD9D9D9), Gallery.color(0x8C8C8C)]),
                                            startPoint: CGPoint(x: 0, y: -170), endPoint: CGPoint(x: 0, y: -144)))
        context.fill(Path(ellipseIn: CGRect(x: pivot.x - 9, y: pivot.y - 9, width: 18, height: 18)), with: .color(Gallery.color(0xC9A227)))
        // The cyclic schedule's lamps, one lit per update.
        for k in 0..<3 {
            let level = lamp.index % 3 == k ? lamp.value : 0
            let x = 120 + 40 * Double(k)
            drawLamp(context, CGRect(x: x - 11, y: 396, width: 22, height: 22), off: Gallery.color(0x1E4D2B), on: Gallery.color(0x4CFF7A), level: level)
        }
    }

    /// A round lamp: its unlit colour under its lit one at opacity `level`.
    static func drawLamp(_ context: GraphicsContext, _ frame: CGRect, off: Color, on: Color, level: Double) {
        let disc = Path(ellipseIn: frame)
        context.fill(disc, with: .color(off))
        if level > 0 { context.fill(disc, with: .color(on.opacity(level))) }
    }
}

