import AnimationKernels
import CWebPDemux
import Foundation
import Testing
@testable import AnimationRendering

/// Animations written to each format and read back by independent decoders.
@Suite struct AnimationExportTests {
    /// A small animation: a disc sliding right over a gradient, fading in.
    static func sliding(frames: Int = 7, fps: Double = 12) throws -> RasterAnimation {
        try RasterAnimation(width: 40, height: 24, frameCount: frames, framesPerSecond: fps) { context, size, time in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [.white, .teal]), startPoint: .zero,
                                               endPoint: CGPoint(x: 0, y: size.height)))
            var disc = context
            disc.opacity = min(1, 0.3 + time)
            disc.fill(Path(ellipseIn: CGRect(x: 2 + time * 40, y: 4, width: 16, height: 16)), with: .color(.purple))
        }
    }

    static func scratch(_ name: String) -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("ak-export-\(UInt32.random(in: 0...UInt32.max))-\(name)")
    }

    /// Straight RGBA of a frame, as files store it.
    static func rgba(_ image: RasterImage) -> [UInt8] { image.straightRGBA8() }

    /// A disc sliding right and off a transparent image, and a translucent
    /// bar that goes: frames whose drawing covers part of the image, and a
    /// last one that draws nothing.
    static func floating(frames: Int = 7, fps: Double = 12) throws -> RasterAnimation {
        try RasterAnimation(width: 40, height: 24, frameCount: frames, framesPerSecond: fps) { context, _, time in
            context.fill(Path(ellipseIn: CGRect(x: 3 + time * 80, y: 5, width: 11, height: 9)), with: .color(.purple))
            if time < 0.4 {
                context.fill(Path(CGRect(x: 30, y: 17.5, width: 6, height: 3)), with: .color(.teal.opacity(0.5)))
            }
        }
    }

    /// Reads an animated PNG as a browser plays it: each frame's region
    /// (from its fcTL) is placed on the canvas as its blend says, the canvas
    /// printed, then the region disposed of as the frame says.
    static let apngReader = #"""
import struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
pos, frames, controls, count = 8, [], [], None
def unfilter(raw, w, h):
    out, prev, stride = bytearray(), bytearray(w * 4), w * 4
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + prev[i]) & 255
            elif f != 0: raise SystemExit('filter %d' % f)
        out += line; prev = line
    return out
seq = []
while pos < len(data):
    n, kind = struct.unpack('>I4s', data[pos:pos + 8]); body = data[pos + 8:pos + 8 + n]
    assert struct.unpack('>I', data[pos + 8 + n:pos + 12 + n])[0] == zlib.crc32(kind + body) & 0xffffffff
    if kind == b'IHDR': w, h = struct.unpack('>II', body[:8])
    if kind == b'acTL': count = struct.unpack('>II', body)
    if kind == b'fcTL': seq.append(struct.unpack('>I', body[:4])[0]); controls.append(struct.unpack('>IIIIHHBB', body[4:])); frames.append(b'')
    if kind == b'IDAT': frames[-1] += body
    if kind == b'fdAT': seq.append(struct.unpack('>I', body[:4])[0]); frames[-1] += body[4:]
    pos += 12 + n
assert seq == list(range(len(seq))), seq
assert controls[0][:4] == (w, h, 0, 0), 'the first frame covers the image'
print(count[0], count[1], len(frames))
canvas = bytearray(w * h * 4)
for (fw, fh, fx, fy, num, den, dispose, blend), f in zip(controls, frames):
    assert fx + fw <= w and fy + fh <= h and blend == 0 and dispose in (0, 1)
    region = unfilter(zlib.decompress(f), fw, fh)
    for y in range(fh):
        canvas[((fy + y) * w + fx) * 4:((fy + y) * w + fx + fw) * 4] = region[y * fw * 4:(y + 1) * fw * 4]
    print(num, den, dispose, blend, fw * fh, canvas.hex())
    if dispose == 1:
        for y in range(fh): canvas[((fy + y) * w + fx) * 4:((fy + y) * w + fx + fw) * 4] = bytes(fw * 4)
"""#

    @Test("an animated PNG plays frame by frame as the frames in memory, with their delays",
          arguments: [false, true])
    func animatedPNG(transparent: Bool) throws {
        let animation = try transparent ? Self.floating() : Self.sliding()
        let url = Self.scratch("slide.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try animation.write(to: url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.apngReader, url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let lines = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map { $0.split(separator: " ") }
        process.waitUntilExit()
        try #require(process.terminationStatus == 0 && lines.count == 8)
        #expect(lines[0] == ["7", "0", "7"])  // seven frames, looping for ever
        var regionPixels: [Int] = []
        for i in 0..<7 {
            let fields = lines[i + 1]
            // 1/12 s; the region cleared after it, so the next frame may
            // store only its own drawing; source blend.
            #expect(fields[0...3] == ["1", "12", "1", "0"])
            regionPixels.append(Int(fields[4]) ?? -1)
            let expected = Self.rgba(try animation.frame(i)).map { String(format: "%02x", $0) }.joined()
            #expect(String(fields[5]) == expected, "frame \(i)")
        }
        // Over a gradient every frame covers the image; over nothing, only
        // the first must, and the others store their drawing's bounds.
        #expect(regionPixels[0] == 40 * 24)
        if transparent {
            #expect(regionPixels[1...].allSatisfy { $0 < 40 * 24 / 2 })
        } else {
            #expect(regionPixels.allSatisfy { $0 == 40 * 24 })
        }
    }

    @Test("an animated WebP decodes through libwebp to the frames, with their timestamps")
    func animatedWebP() throws {
        let animation = try Self.sliding(frames: 5, fps: 20)
        let url = Self.scratch("slide.webp")
        defer { try? FileManager.default.removeItem(at: url) }
        try animation.write(to: url)
        let file = try Data(contentsOf: url)
        try file.withUnsafeBytes { raw in
            var data = WebPData(bytes: raw.bindMemory(to: UInt8.self).baseAddress, size: raw.count)
            var options = WebPAnimDecoderOptions()
            #expect(WebPAnimDecoderOptionsInit(&options) != 0)
            options.color_mode = MODE_RGBA
            let decoder = try #require(WebPAnimDecoderNew(&data, &options))
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            #expect(WebPAnimDecoderGetInfo(decoder, &info) != 0)
            #expect(info.frame_count == 5 && info.canvas_width == 40 && info.canvas_height == 24)
            var index = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var buffer: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                #expect(WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0)
                let decoded = Array(UnsafeBufferPointer(start: buffer, count: 40 * 24 * 4))
                let expected = Self.rgba(try animation.frame(index))
                // Lossless, except that fully transparent pixels may keep any colour.
                let differing = stride(from: 0, to: expected.count, by: 4).filter { i in
                    expected[i + 3] != 0 && decoded[i..<i + 4] != expected[i..<i + 4]
                }
                #expect(differing.isEmpty, "frame \(index)")
                #expect(timestamp == Int32((index + 1) * 50))  // each frame's end, in ms
                index += 1
            }
            #expect(index == 5)
        }
    }

    @Test("a PNG sequence writes one decodable file per frame into a new folder")
    func pngSequence() throws {
        let animation = try Self.sliding(frames: 3)
        let url = Self.scratch("frames")
        defer { try? FileManager.default.removeItem(at: url) }
        try animation.write(to: url)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        #expect(names == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        for (i, name) in names.enumerated() {
            let decoded = try PNGTests.decode(url.appendingPathComponent(name))
            #expect(decoded.bytes == Self.rgba(try animation.frame(i)))
        }
    }

    @Test("writing again replaces an animated PNG, a WebP and a PNG sequence, leaving nothing aside")
    func overwrites() throws {
        let first = try Self.sliding(frames: 2), second = try Self.sliding(frames: 3)
        for name in ["again.png", "again.webp", "again-frames"] {
            let url = Self.scratch(name)
            defer { try? FileManager.default.removeItem(at: url) }
            try first.write(to: url)
            try second.write(to: url)
            if name.hasSuffix("frames") {
                #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).count == 3)
            } else if name.hasSuffix("png") {
                // acTL's frame count, after the signature and the header chunk.
                #expect(try Data(contentsOf: url)[41..<45] == Data([0, 0, 0, 3]))
            } else {
                #expect(FileManager.default.fileExists(atPath: url.path))
            }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
                .filter { $0.contains(url.lastPathComponent) && $0 != url.lastPathComponent }
            #expect(leftovers.isEmpty)
        }
    }

    struct Stop: Error {}

    @Test("a renderer that throws mid-animation leaves no file behind")
    func failingRendererLeavesNothing() throws {
        let failing = try RasterAnimation(width: 8, height: 8, frameCount: 20) { _, _, time in
            if time > 0.1 { throw Stop() }
        }
        for name in ["fail.png", "fail.webp", "fail-frames"] {
            let url = Self.scratch(name)
            #expect(throws: Stop.self) { try failing.write(to: url) }
            #expect(!FileManager.default.fileExists(atPath: url.path))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
                .filter { $0.contains(url.lastPathComponent) }
            #expect(leftovers.isEmpty)
        }
    }

    @Test("MP4 and GIF without ffmpeg: a clear error and no file")
    func missingFFmpeg() throws {
        let animation = try Self.sliding(frames: 2)
        for format in [AnimationFormat.mp4, .gif] {
            let url = Self.scratch("out.\(format.rawValue)")
            #expect(throws: RenderingError.encoderMissing("ffmpeg")) {
                try animation.write(to: url, format: format, ffmpegSearchPath: "/nonexistent")
            }
            #expect(!FileManager.default.fileExists(atPath: url.path))
        }
    }

    @Test("ffmpeg failing: an error carrying its message, and no file", arguments: [AnimationFormat.mp4, .gif])
    func ffmpegFailure(format: AnimationFormat) throws {
        // A stand-in ffmpeg that reads a little, complains and exits.
        let folder = Self.scratch("fake-ffmpeg")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\nhead -c 100 >/dev/null\necho 'codec exploded' >&2\nexit 3\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let animation = try Self.sliding(frames: 30)
        let url = Self.scratch("broken.\(format.rawValue)")
        #expect(throws: RenderingError.encodingFailed(format: "\(format == .mp4 ? "MP4" : "GIF") (ffmpeg: codec exploded)")) {
            try animation.write(to: url, format: format, ffmpegSearchPath: folder.path)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test("bad frame counts, rates and indices throw typed errors")
    func badParameters() throws {
        for (count, fps) in [(0, 30.0), (-1, 30), (5, 0), (5, -1), (5, .nan), (5, .infinity)] {
            #expect(throws: RenderingError.self) {
                _ = try RasterAnimation(width: 4, height: 4, frameCount: count, framesPerSecond: fps) { _, _, _ in }
            }
        }
        #expect(throws: RenderingError.invalidSize(width: 0, height: 4)) {
            _ = try RasterAnimation(width: 0, height: 4, frameCount: 1) { _, _, _ in }
        }
        let animation = try Self.sliding(frames: 2)
        for index in [-1, 2, Int.max] {
            #expect(throws: RenderingError.self) { _ = try animation.frame(index) }
        }
        #expect(throws: RenderingError.unsupportedFormat(pathExtension: "bmp")) {
            try animation.write(to: Self.scratch("x.bmp"))
        }
    }

    @Test("writing 120 frames holds at most one batch of frames at a time, and hands them over in order")
    func boundedFrames() throws {
        let counter = LiveFrames()
        let animation = try RasterAnimation(width: 24, height: 16, frameCount: 120) { context, _, time in
            counter.enter()
            context.fill(Path(ellipseIn: CGRect(x: time * 10, y: 2, width: 8, height: 8)), with: .color(.red))
        }
        var consumed: [Int] = []
        try animation.forEachFrame(batch: 3, prepare: { LiveFrames.Held(image: $1, counter: counter) },
                                   consume: { index, held in
                                       consumed.append(index)
                                       #expect(held.image.width == 24)
                                   })
        #expect(consumed == Array(0..<120))
        #expect((1...3).contains(counter.peak))
        #expect(counter.live == 0)
    }
}

/// MP4 and GIF through the real `ffmpeg`, where it is installed.
@Suite(.enabled(if: FFmpeg.executable() != nil, "ffmpeg is not installed"))
struct FFmpegExportTests {
    @Test("MP4 and GIF files are written with the frame count asked", arguments: [AnimationFormat.mp4, .gif])
    func writesThroughFFmpeg(format: AnimationFormat) throws {
        let animation = try AnimationExportTests.sliding(frames: 6)
        let url = AnimationExportTests.scratch("slide.\(format.rawValue)")
        defer { try? FileManager.default.removeItem(at: url) }
        try animation.write(to: url)
        let probe = Process()
        probe.executableURL = FFmpeg.executable()!.deletingLastPathComponent().appendingPathComponent("ffprobe")
        probe.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0",
                           "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0", url.path]
        let pipe = Pipe()
        probe.standardOutput = pipe
        try probe.run()
        let fields = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",")
        probe.waitUntilExit()
        #expect(fields == ["40", "24", "6"])
    }

}

/// Counts frames from the start of their drawing until what was made of
/// them is released, and keeps the largest count seen.
final class LiveFrames: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var live = 0
    private(set) var peak = 0

    func enter() {
        lock.lock()
        live += 1
        peak = max(peak, live)
        lock.unlock()
    }

    func leave() {
        lock.lock()
        live -= 1
        lock.unlock()
    }

    /// A frame's image, counted until it is released.
    final class Held: @unchecked Sendable {
        let image: RasterImage
        let counter: LiveFrames

        init(image: RasterImage, counter: LiveFrames) {
            self.image = image
            self.counter = counter
        }

        deinit { counter.leave() }
    }
}
