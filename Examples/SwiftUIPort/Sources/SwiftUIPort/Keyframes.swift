import AnimationKernels
import Foundation

// MARK: - The jumping emoji, as a KeyframeTimeline of a struct with three tracks

struct EmojiValues {
    var verticalOffset = 0.0
    var rotation = 0.0
    var verticalStretch = 1.0
}

let jumpingEmoji = KeyframeTimeline(initialValue: EmojiValues()) {
    KeyframeTrack(\.verticalOffset) {
        LinearKeyframe(10.0, duration: 0.2)
        LinearKeyframe(-120.0, duration: 0.4, timingCurve: .easeOut)
        LinearKeyframe(0.0, duration: 0.5, timingCurve: .easeIn)
        LinearKeyframe(0.0, duration: 0.4)
    }
    KeyframeTrack(\.rotation) {
        LinearKeyframe(0.0, duration: 0.2)
        LinearKeyframe(180.0, duration: 0.4, timingCurve: .easeOut)
        LinearKeyframe(360.0, duration: 0.5, timingCurve: .easeIn)
    }
    KeyframeTrack(\.verticalStretch) {
        LinearKeyframe(0.7, duration: 0.2)
        LinearKeyframe(1.2, duration: 0.4, timingCurve: .easeOut)
        LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeIn)
    }
}

// MARK: - The beating heart: springs between scales, on the root value

let heartbeat = Spring(response: 0.10, dampingRatio: 0.24)

let beatingHeart = KeyframeTimeline(initialValue: 1.0) {
    KeyframeTrack {
        SpringKeyframe(1.6, duration: 0.2, spring: heartbeat)
        SpringKeyframe(2.0, duration: 0.2, spring: heartbeat)
        SpringKeyframe(1.0, duration: 0.4, spring: heartbeat)
    }
}

func runKeyframes() {
    precondition(jumpingEmoji.duration == 1.5, "the longest track, the vertical offset, sets the duration")
    let crouching = jumpingEmoji.value(time: 0.1)
    precondition(abs(crouching.verticalOffset - 5) < 1e-12 && crouching.rotation == 0 && abs(crouching.verticalStretch - 0.85) < 1e-12,
                 "half way through the linear crouch")
    let top = jumpingEmoji.value(time: 0.2 + 0.4)
    precondition(top.verticalOffset == -120 && top.rotation == 180 && top.verticalStretch == 1.2, "the top of the jump, at the key")
    let landed = jumpingEmoji.value(time: 1.2)
    precondition(landed.verticalOffset == 0 && landed.rotation == 360 && landed.verticalStretch == 1,
                 "the rotation and stretch tracks end at 1.1 s and hold their last values")
    let halfway = jumpingEmoji.value(progress: 0.5)
    precondition(halfway.rotation == jumpingEmoji.value(time: 0.75).rotation, "progress 0.5 is time 0.75")

    // The first beat is a spring from 1 towards 1.6, from rest.
    let first = 1 + heartbeat.value(target: 0.6, initialVelocity: 0, time: 0.05)
    precondition(abs(beatingHeart.value(time: 0.05) - first) < 1e-12, "the first beat follows the spring")
    precondition(beatingHeart.duration == 0.8 && beatingHeart.value(time: 3) == beatingHeart.value(time: 0.8), "the heart holds its last beat")
    print("keyframes: emoji at 0.3 s \(jumpingEmoji.value(time: 0.3).verticalOffset), heart at 0.5 s \(beatingHeart.value(time: 0.5))")
}
