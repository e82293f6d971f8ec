import Foundation

/// Why an image could not be made or written.
public enum RenderingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The width or height is 0 or below, or the image would have more than
    /// ``RasterImage/maximumPixelCount`` pixels or a side longer than
    /// ``RasterImage/maximumSide``. Nothing was allocated.
    case invalidSize(width: Int, height: Int)
    /// The image could not be encoded in the named format.
    case encodingFailed(format: String)
    /// The file could not be written; the named reason is the system's.
    /// Nothing is left at the destination (the data is written aside, then
    /// renamed into place).
    case writeFailed(path: String, reason: String)
    /// The destination's extension names no format this library writes.
    case unsupportedFormat(pathExtension: String)
    /// An animation's frame count, frame rate, duration or frame index is
    /// out of range; the text names the parameter.
    case invalidAnimation(String)
    /// The named encoder command is not installed (MP4 and GIF need `ffmpeg`).
    case encoderMissing(String)

    /// One line naming what went wrong.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            return "invalid image size \(width) × \(height): each side must be 1…\(RasterImage.maximumSide) "
                + "and the image at most \(RasterImage.maximumPixelCount) pixels"
        case .encodingFailed(let format):
            return "could not encode the image as \(format)"
        case .writeFailed(let path, let reason):
            return "could not write \(path): \(reason)"
        case .unsupportedFormat(let pathExtension):
            return "no image format for the extension '\(pathExtension)' "
                + "(images: .png; animations: .png, .webp, .mp4, .gif or a folder)"
        case .invalidAnimation(let reason):
            return "invalid animation: \(reason)"
        case .encoderMissing(let command):
            return "the '\(command)' command is not installed (on Debian: apt-get install \(command))"
        }
    }
}
