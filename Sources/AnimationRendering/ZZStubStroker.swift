// TEMPORARY: stands in for the stroker branch until it merges. DELETE.
import AnimationKernels
import Foundation
public struct FillStyle: Sendable { public var isEOFilled: Bool; public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased } }
public struct StrokeStyle: Sendable { public var lineWidth: CGFloat; public init(lineWidth: CGFloat = 1) { self.lineWidth = lineWidth } }
extension Path { public func strokedPath(_ style: StrokeStyle) -> Path { self } }
