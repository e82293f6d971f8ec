import CDeflate
import Foundation

/// Writes PNG files: chunks laid out by us, zlib streams by libdeflate.
///
/// Images are 8-bit RGBA with straight alpha (colour type 6). Each row is
/// filtered with whichever of PNG's Sub and Up filters leaves the smaller
/// sum of absolute byte values, the cheap form of libpng's heuristic.
struct PNGEncoder {
    /// libdeflate's level: 1 fastest to 12 smallest.
    let compressionLevel: Int32

    /// The level for animation frames: libdeflate's fastest, whose files
    /// are a few percent larger than level 3's for a fifth less time.
    static let animationLevel: Int32 = 1

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The filtered scanlines of `width` × `height` premultiplied pixels
    /// whose rows start `rowPitch` pixels apart: a filter byte, then the row.
    static func filteredRows(width: Int, height: Int, rowPitch: Int, pixels: UnsafePointer<UInt32>) -> [UInt8] {
        let rowBytes = width * 4
        // Two straight rows, each after a transparent pixel, so that every
        // byte has a left neighbour four bytes before it.
        var rows = [UInt32](repeating: 0, count: 2 * (width + 1))
        return [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * height) { out, initialized in
            rows.withUnsafeMutableBufferPointer { rows in
                for y in 0..<height {
                    let current = rows.baseAddress! + (y & 1) * (width + 1) + 1
                    let previous = rows.baseAddress! + (1 - (y & 1)) * (width + 1) + 1
                    Unpremultiply.pixels(pixels + y * rowPitch, count: width, into: current)
                    filter(UnsafeRawPointer(current), above: UnsafeRawPointer(previous), count: rowBytes,
                           into: out.baseAddress! + y * (rowBytes + 1))
                }
            }
            initialized = (rowBytes + 1) * height
        }
    }

    /// Writes PNG's filter byte and the filtered row: Sub or Up, whichever
    /// leaves the smaller sum of absolute byte values (bytes as signed).
    ///
    /// `row` and `above` must be readable from four bytes before their start.
    @inline(__always)
    private static func filter(_ row: UnsafeRawPointer, above: UnsafeRawPointer, count: Int,
                               into line: UnsafeMutablePointer<UInt8>) {
        typealias Bytes = SIMD16<UInt8>
        let vectorEnd = count & ~15
        var subCost = SIMD16<UInt32>(), upCost = SIMD16<UInt32>()
        for i in Swift.stride(from: 0, to: vectorEnd, by: 16) {
            let c = row.loadUnaligned(fromByteOffset: i, as: Bytes.self)
            let sub = c &- row.loadUnaligned(fromByteOffset: i - 4, as: Bytes.self)
            let up = c &- above.loadUnaligned(fromByteOffset: i, as: Bytes.self)
            subCost &+= SIMD16<UInt32>(truncatingIfNeeded: pointwiseMin(sub, 0 &- sub))
            upCost &+= SIMD16<UInt32>(truncatingIfNeeded: pointwiseMin(up, 0 &- up))
        }
        var sub = Int(subCost.wrappedSum()), up = Int(upCost.wrappedSum())
        for i in vectorEnd..<count {
            let c = row.load(fromByteOffset: i, as: UInt8.self)
            sub += Int(Int8(bitPattern: c &- row.load(fromByteOffset: i - 4, as: UInt8.self)).magnitude)
            up += Int(Int8(bitPattern: c &- above.load(fromByteOffset: i, as: UInt8.self)).magnitude)
        }
        let useSub = sub <= up
        let reference = useSub ? row - 4 : above
        line[0] = useSub ? 1 : 2
        let out = UnsafeMutableRawPointer(line + 1)
        for i in Swift.stride(from: 0, to: vectorEnd, by: 16) {
            let filtered = row.loadUnaligned(fromByteOffset: i, as: Bytes.self)
                &- reference.loadUnaligned(fromByteOffset: i, as: Bytes.self)
            out.storeBytes(of: filtered, toByteOffset: i, as: Bytes.self)
        }
        for i in vectorEnd..<count {
            out.storeBytes(of: row.load(fromByteOffset: i, as: UInt8.self) &- reference.load(fromByteOffset: i, as: UInt8.self),
                           toByteOffset: i, as: UInt8.self)
        }
    }

    /// The zlib stream of `bytes`.
    func zlib(_ bytes: [UInt8]) throws -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(compressionLevel) else {
            throw RenderingError.encodingFailed(format: "PNG")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        var out = [UInt8](repeating: 0, count: bound)
        let written = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard written > 0 else { throw RenderingError.encodingFailed(format: "PNG") }
        // A copy of the exact size: frames wait for the writer compressed,
        // not in buffers as large as the image.
        return Array(out[..<written])
    }

    /// Appends a chunk: length, type, data and the CRC of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendBigEndian(UInt32(data.count), to: &out)
        var crc = typeBytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        crc = data.withUnsafeBytes { UInt32(libdeflate_crc32(crc, $0.baseAddress, $0.count)) }
        out += typeBytes
        out += data
        appendBigEndian(crc, to: &out)
    }

    static func appendBigEndian(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The IHDR chunk's data for an 8-bit RGBA image.
    static func header(width: Int, height: Int) -> [UInt8] {
        var data: [UInt8] = []
        appendBigEndian(UInt32(width), to: &data)
        appendBigEndian(UInt32(height), to: &data)
        return data + [8, 6, 0, 0, 0]
    }

    /// A whole PNG file of one image.
    func encode(width: Int, height: Int, pixels: UnsafeBufferPointer<UInt32>) throws -> [UInt8] {
        var out = Self.signature
        Self.appendChunk("IHDR", Self.header(width: width, height: height), to: &out)
        Self.appendChunk("IDAT", try zlib(Self.filteredRows(width: width, height: height, rowPitch: width,
                                                            pixels: pixels.baseAddress!)), to: &out)
        Self.appendChunk("IEND", [], to: &out)
        return out
    }
}

extension RasterImage {
    /// The image as a PNG file: 8-bit RGBA, straight alpha, sRGB.
    ///
    /// - Returns: The file's bytes.
    /// - Throws: ``RenderingError/encodingFailed(format:)`` if compression
    ///   fails.
    /// - Complexity: O(w·h).
    public func pngData() throws -> Data {
        Data(try storage.withUnsafeBufferPointer {
            try PNGEncoder(compressionLevel: 6).encode(width: width, height: height, pixels: $0)
        })
    }

    /// Writes the image to `url` in the format its extension names (`.png`).
    ///
    /// The file is written aside and renamed into place, so the destination
    /// holds either its old contents or the whole new image, never part of it.
    ///
    /// - Parameter url: A file URL ending in `.png` (any case).
    /// - Throws: ``RenderingError/unsupportedFormat(pathExtension:)`` for
    ///   another extension, ``RenderingError/writeFailed(path:reason:)`` when
    ///   the file cannot be written, ``RenderingError/encodingFailed(format:)``.
    /// - Complexity: O(w·h).
    public func write(to url: URL) throws {
        guard url.pathExtension.lowercased() == "png" else {
            throw RenderingError.unsupportedFormat(pathExtension: url.pathExtension)
        }
        try AtomicFile.write(try pngData(), to: url)
    }
}
