import CDeflate
import CWebP
import Foundation

/// The file formats an animation can be written as.
public enum AnimationFormat: String, Hashable, Sendable, CaseIterable {
    /// One PNG file per frame in a folder: `frame-00000.png`, … .
    case pngSequence
    /// An animated PNG (APNG): one `.png` file that browsers play and other
    /// viewers show as its first frame. Lossless.
    case animatedPNG
    /// An animated WebP through libwebp's animation encoder. Lossless.
    case animatedWebP
    /// An H.264 MP4 through the `ffmpeg` command (which must be installed).
    case mp4
    /// An animated GIF through the `ffmpeg` command (which must be installed),
    /// with a palette made for the animation.
    case gif

    /// The format a destination's extension names: `.png` an animated PNG,
    /// `.webp`, `.mp4`, `.gif`, and a URL without an extension a PNG
    /// sequence folder.
    ///
    /// - Parameter url: The destination.
    /// - Returns: The format, or nil for another extension.
    public init?(url: URL) {
        switch url.pathExtension.lowercased() {
        case "png", "apng": self = .animatedPNG
        case "webp": self = .animatedWebP
        case "mp4": self = .mp4
        case "gif": self = .gif
        case "": self = .pngSequence
        default: return nil
        }
    }
}

extension RasterAnimation {
    /// Renders every frame and writes the animation to `url`.
    ///
    /// The file (or, for a PNG sequence, the folder) is written aside and
    /// renamed into place when complete: an error, a full disk or a failing
    /// `ffmpeg` leaves nothing at `url` but what was there before.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - format: The format; by default the one `url`'s extension names.
    /// - Throws: ``RenderingError/unsupportedFormat(pathExtension:)`` when no
    ///   format is given and the extension names none;
    ///   ``RenderingError/encoderMissing(_:)`` when MP4 or GIF is asked and
    ///   `ffmpeg` is not installed; ``RenderingError/encodingFailed(format:)``
    ///   and ``RenderingError/writeFailed(path:reason:)``; what the renderer
    ///   throws.
    /// - Complexity: O(n·w·h) for n frames of w × h pixels.
    public func write(to url: URL, format: AnimationFormat? = nil) throws {
        try write(to: url, format: format, ffmpegSearchPath: nil)
    }

    /// ``write(to:format:)`` looking for `ffmpeg` on the given search path.
    func write(to url: URL, format: AnimationFormat?, ffmpegSearchPath: String?) throws {
        guard let format = format ?? AnimationFormat(url: url) else {
            throw RenderingError.unsupportedFormat(pathExtension: url.pathExtension)
        }
        switch format {
        case .pngSequence: try writePNGSequence(to: url)
        case .animatedPNG: try AtomicFile.stream(to: url) { try writeAnimatedPNG(to: $0) }
        case .animatedWebP: try AtomicFile.stream(to: url) { try writeAnimatedWebP(to: $0) }
        case .mp4, .gif: try writeThroughFFmpeg(to: url, format: format, ffmpegSearchPath: ffmpegSearchPath)
        }
    }

    // MARK: PNG

    private func writePNGSequence(to url: URL) throws {
        let encoder = PNGEncoder(compressionLevel: PNGEncoder.animationLevel)
        try AtomicFile.folder(at: url) { folder in
            try forEachFrame(prepare: { _, image in
                try image.storage.withUnsafeBufferPointer {
                    try encoder.encode(width: image.width, height: image.height, pixels: $0)
                }
            }, consume: { index, bytes in
                let name = String(format: "frame-%05d.png", index)
                do {
                    try Data(bytes).write(to: folder.appendingPathComponent(name))
                } catch {
                    throw RenderingError.writeFailed(path: url.path, reason: error.localizedDescription)
                }
            })
        }
    }

    /// The frame delay as PNG's 16-bit fraction of a second.
    var apngDelay: (numerator: UInt16, denominator: UInt16) {
        let exact = framesPerSecond.rounded()
        if exact == framesPerSecond && exact <= 65_535 { return (1, UInt16(exact)) }
        let scale = min(1000, 65_535 / max(framesPerSecond, 1e-9))
        let denominator = max(1, min(65_535, (framesPerSecond * scale).rounded()))
        return (UInt16(max(1, min(65_535, scale.rounded()))), UInt16(denominator))
    }

    private func writeAnimatedPNG(to file: FileHandleSink) throws {
        let encoder = PNGEncoder(compressionLevel: PNGEncoder.animationLevel)
        var head = PNGEncoder.signature
        PNGEncoder.appendChunk("IHDR", PNGEncoder.header(width: width, height: height), to: &head)
        var control: [UInt8] = []
        PNGEncoder.appendBigEndian(UInt32(frameCount), to: &control)
        PNGEncoder.appendBigEndian(0, to: &control)  // loop for ever
        PNGEncoder.appendChunk("acTL", control, to: &head)
        try file.write(head)
        var sequence: UInt32 = 0
        let delay = apngDelay
        // The first frame covers the image, as APNG asks; each later one
        // only the bounds of its drawing, since every frame's region is
        // cleared after it shows (dispose to background), which leaves the
        // canvas transparent for the next.
        try forEachFrame(prepare: { index, image in
            let region = index == 0 ? image.bounds : image.drawnBounds() ?? PixelRegion(x: 0, y: 0, width: 1, height: 1)
            let stream = try image.storage.withUnsafeBufferPointer {
                try encoder.zlib(PNGEncoder.filteredRows(width: region.width, height: region.height, rowPitch: image.width,
                                                         pixels: $0.baseAddress! + region.y * image.width + region.x))
            }
            return (region, stream)
        }, consume: { index, prepared in
            let (region, stream) = prepared
            var chunks: [UInt8] = []
            var frameControl: [UInt8] = []
            PNGEncoder.appendBigEndian(sequence, to: &frameControl)
            sequence += 1
            for field in [region.width, region.height, region.x, region.y] {
                PNGEncoder.appendBigEndian(UInt32(field), to: &frameControl)
            }
            frameControl += [UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF),
                             UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF),
                             1,  // dispose: clear the region to transparent after the frame
                             0]  // blend: source, so the region replaces what is under it
            PNGEncoder.appendChunk("fcTL", frameControl, to: &chunks)
            if index == 0 {
                PNGEncoder.appendChunk("IDAT", stream, to: &chunks)
            } else {
                var data: [UInt8] = []
                PNGEncoder.appendBigEndian(sequence, to: &data)
                sequence += 1
                PNGEncoder.appendChunk("fdAT", data + stream, to: &chunks)
            }
            try file.write(chunks)
        })
        var end: [UInt8] = []
        PNGEncoder.appendChunk("IEND", [], to: &end)
        try file.write(end)
    }

    // MARK: WebP

    private func writeAnimatedWebP(to file: FileHandleSink) throws {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0,
              let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options)
        else { throw RenderingError.encodingFailed(format: "WebP") }
        defer { WebPAnimEncoderDelete(encoder) }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw RenderingError.encodingFailed(format: "WebP") }
        config.lossless = 1
        config.quality = 25
        config.method = 1
        let millisecondsPerFrame = 1000 / framesPerSecond
        try forEachFrame(prepare: { _, image in
            image.straightRGBA8()
        }, consume: { index, rgba in
            var picture = WebPPicture()
            guard WebPPictureInit(&picture) != 0 else { throw RenderingError.encodingFailed(format: "WebP") }
            defer { WebPPictureFree(&picture) }
            picture.use_argb = 1
            picture.width = Int32(width)
            picture.height = Int32(height)
            let imported = rgba.withUnsafeBufferPointer {
                WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4))
            }
            let timestamp = Int32((Double(index) * millisecondsPerFrame).rounded())
            guard imported != 0, WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else {
                throw RenderingError.encodingFailed(format: "WebP")
            }
        })
        let end = Int32((Double(frameCount) * millisecondsPerFrame).rounded())
        var data = WebPData()
        guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0, WebPAnimEncoderAssemble(encoder, &data) != 0 else {
            throw RenderingError.encodingFailed(format: "WebP")
        }
        defer { WebPDataClear(&data) }
        try file.write(UnsafeRawBufferPointer(start: data.bytes, count: data.size))
    }

    // MARK: ffmpeg

    private func writeThroughFFmpeg(to url: URL, format: AnimationFormat, ffmpegSearchPath: String?) throws {
        guard let ffmpeg = FFmpeg.executable(searchPath: ffmpegSearchPath) else {
            throw RenderingError.encoderMissing("ffmpeg")
        }
        let name = format == .mp4 ? "MP4" : "GIF"
        let output: [String] = format == .mp4
            ? ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-f", "mp4"]
            : ["-vf", "split[a][b];[a]palettegen=reserve_transparent=1[p];[b][p]paletteuse", "-f", "gif"]
        try AtomicFile.aside(url) { temporary in
            let process = Process()
            process.executableURL = ffmpeg
            process.arguments = ["-hide_banner", "-loglevel", "error", "-y",
                                 "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
                                 "-framerate", String(framesPerSecond), "-i", "pipe:0"] + output + [temporary.path]
            let input = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            do { try process.run() } catch { throw RenderingError.encoderMissing("ffmpeg") }
            let collected = ErrorCollector(errors.fileHandleForReading)
            var failure: (any Error)?
            do {
                // A write to a pipe that ffmpeg closed must fail, not kill us.
                let blocked = BrokenPipeGuard()
                defer { blocked.restore() }
                try forEachFrame(prepare: { $1.straightRGBA8() }, consume: { _, rgba in
                    try rgba.withUnsafeBytes { try input.fileHandleForWriting.write(contentsOf: $0) }
                })
            } catch {
                failure = error
            }
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            let message = collected.finish()
            if let failure, process.terminationStatus == 0 { throw failure }
            guard process.terminationStatus == 0, failure == nil else {
                throw RenderingError.encodingFailed(format: "\(name) (ffmpeg: \(message.isEmpty ? "exit \(process.terminationStatus)" : message))")
            }
        }
    }
}

extension RasterImage {
    /// The pixels as straight RGBA bytes, rows top to bottom.
    func straightRGBA8() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: storage.count * 4) { out, initialized in
            storage.withUnsafeBufferPointer { pixels in
                out.withMemoryRebound(to: UInt32.self) { out in
                    Unpremultiply.pixels(pixels.baseAddress!, count: pixels.count, into: out.baseAddress!)
                }
            }
            initialized = storage.count * 4
        }
    }
}

/// Finds the `ffmpeg` command.
enum FFmpeg {
    /// The first `ffmpeg` on `searchPath` (a `PATH`-style list), by default
    /// the process's `PATH`.
    static func executable(searchPath: String? = nil) -> URL? {
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// Reads a process's standard error on a thread of its own, so a chatty
/// encoder never blocks on a full pipe.
final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// The last line the process wrote, once it has closed the pipe.
    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
    }
}

/// Blocks SIGPIPE on the calling thread while it lives, so that writing to
/// a pipe whose reader has exited fails with an error instead of ending the
/// process; a SIGPIPE raised meanwhile is consumed before the mask returns.
struct BrokenPipeGuard {
    private var previous = sigset_t()

    init() {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
    }

    func restore() {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var noWait = timespec()
        while sigtimedwait(&pipeSignal, nil, &noWait) > 0 {}
        var previous = previous
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
