// Each file is one theme of SwiftUI animation code, ported unchanged apart
// from its imports and its View bodies; each run… function asserts what
// the code computes and stops the program with a message if it is wrong.
runShapes()
runGeometryEffects()
runKeyframes()
runSchedules()
print("SwiftUIPort: all checks passed")
