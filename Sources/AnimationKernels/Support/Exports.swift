// `import SwiftUI` brings the CoreGraphics types (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform`)
// and the C math functions with it; on Linux those come from Foundation, so `import AnimationKernels` re-exports it
// and ported code compiles with the one import swapped.
@_exported import Foundation
