import AnimationKernels
import Foundation
import Testing
@testable import AnimationRendering

/// PNG files decoded by an independent decoder: Python's zlib, with the
/// chunk layout, CRCs and filters undone by a few lines of Python.
@Suite struct PNGTests {
    static let decoder = #"""
import struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n'
pos, idat, header = 8, b'', None
while pos < len(data):
    n, kind = struct.unpack('>I4s', data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + n]
    assert struct.unpack('>I', data[pos + 8 + n:pos + 12 + n])[0] == zlib.crc32(kind + body) & 0xffffffff
    if kind == b'IHDR': header = struct.unpack('>IIBBBBB', body)
    if kind == b'IDAT': idat += body
    pos += 12 + n
w, h, depth, ctype = header[:4]
assert depth == 8 and ctype == 6
raw, stride, prev, out = zlib.decompress(idat), w * 4, bytearray(w * 4), bytearray()
for y in range(h):
    f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - 4] if i >= 4 else 0
        b = prev[i]
        c = prev[i - 4] if i >= 4 else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    out += line; prev = line
sys.stdout.write('%d %d %s' % (w, h, out.hex()))
"""#

    static func decode(_ url: URL) throws -> (width: Int, height: Int, bytes: [UInt8]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", decoder, url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let parts = output.split(separator: " ")
        try #require(process.terminationStatus == 0 && parts.count == 3)
        let hex = Array(parts[2].utf8)
        func nibble(_ c: UInt8) -> UInt8 { c <= 57 ? c - 48 : c - 87 }
        let bytes = stride(from: 0, to: hex.count, by: 2).map { nibble(hex[$0]) << 4 | nibble(hex[$0 + 1]) }
        return (Int(parts[0])!, Int(parts[1])!, bytes)
    }

    static func scratchURL(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ak-png-\(UInt32.random(in: 0...UInt32.max))-\(name)")
    }

    @Test("a written PNG decodes to the pixels in memory")
    func roundTrip() throws {
        let image = try RasterImage(width: 37, height: 23) { context, size in
            context.fill(Path(ellipseIn: CGRect(x: 3, y: 2, width: 30, height: 19)),
                         with: .linearGradient(Gradient(colors: [.red, .blue.opacity(0.5)]),
                                               startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green.opacity(0.3)))
        }
        let url = Self.scratchURL("round-trip.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try image.write(to: url)
        let decoded = try Self.decode(url)
        #expect(decoded.width == 37 && decoded.height == 23)
        var mismatches = 0
        for y in 0..<23 {
            for x in 0..<37 {
                let p = image.pixel(x: x, y: y), i = 4 * (y * 37 + x)
                if [p.red, p.green, p.blue, p.alpha] != Array(decoded.bytes[i..<i + 4]) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(try image.pngData() == Data(contentsOf: url))
    }

    @Test("sizes of 0, below 0 or over the limit throw before drawing")
    func invalidSizes() {
        for (w, h) in [(0, 10), (10, 0), (-1, 5), (RasterImage.maximumSide + 1, 1), (32_768, 32_768), (Int.max, Int.max)] {
            var drew = false
            #expect(throws: RenderingError.invalidSize(width: w, height: h)) {
                _ = try RasterImage(width: w, height: h) { _, _ in drew = true }
            }
            #expect(!drew)
        }
    }

    struct Failure: Error, Equatable {}

    @Test("an error thrown by the renderer propagates")
    func rendererErrorPropagates() {
        #expect(throws: Failure()) { _ = try RasterImage(width: 4, height: 4) { _, _ in throw Failure() } }
    }

    @Test("an unwritable path or an unknown extension throws and leaves no file")
    func writeFailures() throws {
        let image = try RasterImage(width: 2, height: 2) { _, _ in }
        let missing = URL(fileURLWithPath: "/nonexistent-\(UInt32.random(in: 0...UInt32.max))/out.png")
        #expect(throws: RenderingError.self) { try image.write(to: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        let gif = Self.scratchURL("out.gif")
        #expect(throws: RenderingError.unsupportedFormat(pathExtension: "gif")) { try image.write(to: gif) }
        #expect(!FileManager.default.fileExists(atPath: gif.path))
    }

    @Test("pixel(x:y:) outside the image is transparent")
    func pixelOutside() throws {
        let image = try RasterImage(width: 3, height: 3) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 3, height: 3)), with: .color(.black))
        }
        #expect(image.pixel(x: 1, y: 1) == .init(red: 0, green: 0, blue: 0, alpha: 255))
        for (x, y) in [(-1, 0), (3, 0), (0, 3), (Int.min, Int.max)] {
            #expect(image.pixel(x: x, y: y).alpha == 0)
        }
    }
}
