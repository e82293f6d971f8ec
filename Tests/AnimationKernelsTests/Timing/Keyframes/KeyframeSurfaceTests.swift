import AnimationKernels
import AnimationKernelsTestSupport
import Foundation
import Testing

// Examples/SwiftUIPort/Sources/SwiftUIPort/Keyframes.swift spells the
// jumping emoji's keyframes out one by one (CI runs it); here the same
// timeline is built from a table with `for` in the track builders, so both
// forms compile and give the same motion, checked with #expect in both test
// builds and under the sanitizers.

// MARK: - The jumping emoji, as a KeyframeTimeline of a struct with three tracks

private struct EmojiValues {
    var verticalOffset = 0.0
    var rotation = 0.0
    var verticalStretch = 1.0
}

/// The jump's three phases (crouch, rise, fall): each property's value at
/// the phase's end, its duration and its timing curve.
private let jumpPhases: [(offset: Double, rotation: Double, stretch: Double, duration: Double, curve: UnitCurve)] = [
    (10, 0, 0.7, 0.2, .linear), (-120, 180, 1.2, 0.4, .easeOut), (0, 360, 1.0, 0.5, .easeIn),
]

private let jumpingEmoji = KeyframeTimeline(initialValue: EmojiValues()) {
    KeyframeTrack(\.verticalOffset) {
        for phase in jumpPhases { LinearKeyframe(phase.offset, duration: phase.duration, timingCurve: phase.curve) }
        LinearKeyframe(0.0, duration: 0.4)
    }
    KeyframeTrack(\.rotation) {
        for phase in jumpPhases { LinearKeyframe(phase.rotation, duration: phase.duration, timingCurve: phase.curve) }
    }
    KeyframeTrack(\.verticalStretch) {
        for phase in jumpPhases { LinearKeyframe(phase.stretch, duration: phase.duration, timingCurve: phase.curve) }
    }
}

// MARK: - The beating heart: springs between scales, on the root value

private let heartbeat = Spring(response: 0.10, dampingRatio: 0.24)

private let beatingHeart = KeyframeTimeline(initialValue: 1.0) {
    KeyframeTrack {
        SpringKeyframe(1.6, duration: 0.2, spring: heartbeat)
        SpringKeyframe(2.0, duration: 0.2, spring: heartbeat)
        SpringKeyframe(1.0, duration: 0.4, spring: heartbeat)
    }
}

/// The scale-and-rotation values of Apple's KeyframeTimeline documentation.
private struct Values {
    var rotation = 0.0
    var scale = 1.0
}

@Suite("KeyframeTimeline as SwiftUI code writes it")
struct KeyframeSurfaceTests {
    @Test("The jumping emoji's three tracks against the linear and bezier segments")
    func jumpingEmojiTracks() {
        #expect(jumpingEmoji.duration == 1.5)
        let crouching = jumpingEmoji.value(time: 0.1)
        #expect(isClose(crouching.verticalOffset, 5, relative: 1e-15) && crouching.rotation == 0)
        #expect(isClose(crouching.verticalStretch, 0.85, relative: 1e-15))
        let top = jumpingEmoji.value(time: 0.2 + 0.4)
        #expect(top.verticalOffset == -120 && top.rotation == 180 && top.verticalStretch == 1.2)
        // Inside the rise: easeOut (0, 0, 0.58, 1) by bisection, independently of UnitCurve.
        let rising = jumpingEmoji.value(time: 0.4)
        let eased = referenceEase((0, 0, 0.58, 1), 0.5)
        #expect(isClose(rising.verticalOffset, 10 + (-130) * eased, relative: 1e-12))
        #expect(isClose(rising.rotation, 180 * eased, relative: 1e-12))
        #expect(isClose(rising.verticalStretch, 0.7 + 0.5 * eased, relative: 1e-12))
        // Rotation and stretch end at 1.1 s and hold; the offset plays on.
        let landed = jumpingEmoji.value(time: 1.2)
        #expect(landed.verticalOffset == 0 && landed.rotation == 360 && landed.verticalStretch == 1)
        #expect(jumpingEmoji.value(progress: 0.5).rotation == jumpingEmoji.value(time: 0.75).rotation)
    }

    @Test("The beating heart springs from rest towards each scale")
    func beatingHeartTrack() {
        #expect(beatingHeart.duration == 0.8)
        for time in [0.01, 0.05, 0.1, 0.2] {
            let expected = 1 + heartbeat.value(target: 0.6, initialVelocity: 0, time: time)
            #expect(isClose(beatingHeart.value(time: time), expected, relative: 1e-12), "at \(time)")
        }
        #expect(beatingHeart.value(time: 3) == beatingHeart.value(time: 0.8))
    }

    @Test("Apple's documentation examples compile and evaluate")
    func appleExamples() {
        // A root-value timeline of cubic keyframes written outside any track.
        let keyframes = KeyframeTimeline(initialValue: AnimatablePair(0.0, 0.0)) {
            CubicKeyframe(AnimatablePair(0.0, 100.0), duration: 0.3)
            CubicKeyframe(AnimatablePair(0.0, 0.0), duration: 0.7)
        }
        #expect(keyframes.duration == 1)
        #expect(keyframes.value(time: 0.3).second == 100)
        let value = keyframes.value(time: 0.45)
        #expect(value.first == 0 && value.second > 0 && value.second < 100)
        // Nested tracks of a struct.
        let tracks = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.rotation) {
                CubicKeyframe(0, duration: 0.2)
                CubicKeyframe(45, duration: 0.3)
            }
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.2, duration: 0.5)
                CubicKeyframe(1, duration: 0.3)
            }
        }
        #expect(tracks.duration == 0.8)
        #expect(tracks.value(time: 0.5).rotation == 45 && tracks.value(time: 0.5).scale == 1.2)
        #expect(tracks.value(time: 0.8).rotation == 45 && tracks.value(time: 0.8).scale == 1)
    }

    @Test("Every keyframe type, the root track and builders with for, if and if-else, as SwiftUI spells them")
    func surfaceForms() {
        let bounces = 2
        let springy = true
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) {
                for _ in 0..<bounces {
                    LinearKeyframe(1.5, duration: 0.1)
                    SpringKeyframe(1.0, duration: 0.2, spring: .bouncy)
                }
                if springy {
                    SpringKeyframe(2.0, spring: .snappy)
                } else {
                    CubicKeyframe(2.0, duration: 0.3)
                }
                if bounces > 5 { MoveKeyframe(0.0) }
            }
            KeyframeTrack(\.rotation) {
                MoveKeyframe(90)
                LinearKeyframe(0, duration: 0.4, timingCurve: .easeInOut)
            }
        }
        #expect(isClose(timeline.duration, 0.6 + Spring.snappy.settlingDuration, relative: 1e-12))
        #expect(timeline.value(time: 0).rotation == 90 && isClose(timeline.value(time: 0.2).rotation, 45, relative: 1e-12))
        let root = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(1.0, duration: 1)
            }
        }
        #expect(root.value(progress: 0.25) == 0.25 && root.value(time: 0.75) == 0.75)
    }
}
