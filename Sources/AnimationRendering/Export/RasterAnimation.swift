import AnimationKernels
import Foundation

/// Frames of an animation drawn by a closure of time, ready to be written
/// as a PNG sequence, an animated PNG, an animated WebP, or an MP4 or GIF
/// through `ffmpeg`.
///
/// ```swift
/// let animation = try RasterAnimation(width: 320, height: 240, frameCount: 60, framesPerSecond: 30) { context, size, time in
///     let x = UnitCurve.easeInOut.value(at: time) * (size.width - 40)
///     context.fill(Path(ellipseIn: CGRect(x: x, y: 100, width: 40, height: 40)), with: .color(.blue))
/// }
/// try animation.write(to: URL(fileURLWithPath: "ball.png"))   // an animated PNG
/// ```
///
/// Frame `i` shows time `i / framesPerSecond` seconds. Writing renders the
/// frames in parallel, one per processor at a time, and hands them to the
/// encoder in order, so memory stays bounded whatever the frame count: with
/// t processors, at most t frames are alive at once (each drawn, then
/// compressed on its own thread and released), plus the encoder's state:
/// for PNG, per thread a filtered copy of the frame and libdeflate's output
/// buffer, and the compressed frames of one batch waiting to be written;
/// for WebP, t straight copies of frames and libwebp's encoder; for MP4 and
/// GIF, t straight copies and `ffmpeg`'s own memory.
public struct RasterAnimation: Sendable {
    /// Draws the frame at a time, in seconds from the start.
    public typealias Renderer = @Sendable (inout GraphicsContext, CGSize, TimeInterval) throws -> Void

    /// The width of each frame in pixels.
    public let width: Int
    /// The height of each frame in pixels.
    public let height: Int
    /// How many frames the animation has.
    public let frameCount: Int
    /// Frames per second, which sets each frame's time and display duration.
    public let framesPerSecond: Double
    /// Where colours blend in every frame.
    public let colorMode: ColorRenderingMode
    let renderer: Renderer

    /// An animation of `frameCount` frames drawn by `renderer`.
    ///
    /// - Parameters:
    ///   - width: The frame width in pixels, as ``RasterImage`` accepts.
    ///   - height: The frame height in pixels.
    ///   - frameCount: The number of frames, `1...`.
    ///   - framesPerSecond: The frame rate, finite and above 0; 60 by default.
    ///   - colorMode: Where colours blend.
    ///   - renderer: Draws one frame, given its time in seconds; it is called
    ///     from several threads at once.
    /// - Throws: ``RenderingError/invalidSize(width:height:)`` for a frame
    ///   size ``RasterImage`` rejects; ``RenderingError/invalidAnimation(_:)``
    ///   for a frame count below 1 or a frame rate that is not finite and
    ///   positive.
    public init(width: Int, height: Int, frameCount: Int, framesPerSecond: Double = 60,
                colorMode: ColorRenderingMode = .nonLinear, renderer: @escaping Renderer) throws {
        try RasterImage.validate(width: width, height: height)
        guard frameCount >= 1 else { throw RenderingError.invalidAnimation("frameCount must be at least 1") }
        guard framesPerSecond.isFinite, framesPerSecond > 0 else {
            throw RenderingError.invalidAnimation("framesPerSecond must be finite and above 0")
        }
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.framesPerSecond = framesPerSecond
        self.colorMode = colorMode
        self.renderer = renderer
    }

    /// An animation that draws the values of `timeline`, sampled at each
    /// frame's time, for `duration` seconds.
    ///
    /// - Parameters:
    ///   - width: The frame width in pixels.
    ///   - height: The frame height in pixels.
    ///   - timeline: The animated value.
    ///   - duration: Seconds to cover; frames are `duration · framesPerSecond`
    ///     rounded up, at least one.
    ///   - framesPerSecond: The frame rate.
    ///   - colorMode: Where colours blend.
    ///   - draw: Draws one frame of the value.
    /// - Throws: As ``init(width:height:frameCount:framesPerSecond:colorMode:renderer:)``,
    ///   and ``RenderingError/invalidAnimation(_:)`` for a duration that is
    ///   not finite or is negative.
    public init<Value: VectorArithmetic & Sendable>(
        width: Int, height: Int, timeline: AnimationTimeline<Value>, duration: TimeInterval,
        framesPerSecond: Double = 60, colorMode: ColorRenderingMode = .nonLinear,
        draw: @escaping @Sendable (inout GraphicsContext, CGSize, Value) throws -> Void
    ) throws where AnimationTimeline<Value>: Sendable {
        guard duration.isFinite, duration >= 0 else {
            throw RenderingError.invalidAnimation("duration must be finite and not negative")
        }
        let frames = framesPerSecond.isFinite && framesPerSecond > 0
            ? max(1, Int(min((duration * framesPerSecond).rounded(.up), Double(Int32.max)))) : 1
        try self.init(width: width, height: height, frameCount: frames, framesPerSecond: framesPerSecond,
                      colorMode: colorMode) { context, size, time in
            try draw(&context, size, timeline.value(at: time))
        }
    }

    /// The time frame `index` shows, in seconds.
    public func time(ofFrame index: Int) -> TimeInterval { Double(index) / framesPerSecond }

    /// Draws frame `index`.
    ///
    /// - Parameter index: The frame, `0..<frameCount`.
    /// - Returns: The frame's image.
    /// - Throws: ``RenderingError/invalidAnimation(_:)`` for an index out of
    ///   range; what the renderer throws.
    public func frame(_ index: Int) throws -> RasterImage {
        guard (0..<frameCount).contains(index) else {
            throw RenderingError.invalidAnimation("frame \(index) is outside 0..<\(frameCount)")
        }
        let time = time(ofFrame: index)
        return try RasterImage(width: width, height: height, colorMode: colorMode) { context, size in
            try renderer(&context, size, time)
        }
    }

    /// Renders every frame, at most `batch` at once in parallel, and passes
    /// each frame's `prepare` result to `consume` in frame order.
    ///
    /// `prepare` runs on the rendering thread (to compress frames in
    /// parallel too); `consume` runs on the calling thread.
    func forEachFrame<Prepared>(batch: Int = ProcessInfo.processInfo.activeProcessorCount,
                                prepare: @Sendable (_ index: Int, RasterImage) throws -> Prepared,
                                consume: (Int, Prepared) throws -> Void) throws {
        let batch = max(1, batch)
        var start = 0
        while start < frameCount {
            let count = min(batch, frameCount - start)
            let results = FrameResults<Prepared>(count: count)
            let first = start
            DispatchQueue.concurrentPerform(iterations: count) { i in
                results.set(i, Result { try prepare(first + i, try frame(first + i)) })
            }
            for i in 0..<count { try consume(first + i, try results.take(i).get()) }
            start += count
        }
    }
}

/// Slots for the results of one batch of frames, filled from several
/// threads, each slot by one.
final class FrameResults<Value>: @unchecked Sendable {
    private var slots: [Result<Value, any Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Value, any Error>) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func take(_ index: Int) -> Result<Value, any Error> {
        lock.lock()
        defer { lock.unlock() }
        let value = slots[index]!
        slots[index] = nil
        return value
    }
}
