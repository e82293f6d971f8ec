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

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The filtered scanlines of an image: a filter byte, then the row.
    static func filteredRows(width: Int, height: Int, pixels: UnsafeBufferPointer<UInt32>) -> [UInt8] {
        let rowBytes = width * 4
        var out = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        let table = Unpremultiply.table
        out.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<width {
                    let p = pixels[y * width + x]
                    let base = Int(p >> 24) << 8
                    current[4 * x] = table[base | Int(p & 0xFF)]
                    current[4 * x + 1] = table[base | Int(p >> 8 & 0xFF)]
                    current[4 * x + 2] = table[base | Int(p >> 16 & 0xFF)]
                    current[4 * x + 3] = UInt8(p >> 24)
                }
                var subCost = 0, upCost = 0
                for i in 0..<rowBytes {
                    let left = i >= 4 ? current[i - 4] : 0
                    subCost += Int(Int8(bitPattern: current[i] &- left).magnitude)
                    upCost += Int(Int8(bitPattern: current[i] &- previous[i]).magnitude)
                }
                let line = out.baseAddress! + y * (rowBytes + 1)
                if subCost <= upCost {
                    line[0] = 1
                    for i in 0..<rowBytes { line[1 + i] = current[i] &- (i >= 4 ? current[i - 4] : 0) }
                } else {
                    line[0] = 2
                    for i in 0..<rowBytes { line[1 + i] = current[i] &- previous[i] }
                }
                swap(&previous, &current)
            }
        }
        return out
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
        out.removeSubrange(written...)
        return out
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
        Self.appendChunk("IDAT", try zlib(Self.filteredRows(width: width, height: height, pixels: pixels)), to: &out)
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
