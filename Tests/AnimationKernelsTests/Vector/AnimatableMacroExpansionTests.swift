#if AnimatableMacro
import AnimationKernelsMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Expands `source` with `@Animatable` and `@AnimatableIgnored` and records
/// an issue for every difference from `expanded`, the diagnostics and the
/// fixed source.
private func expectExpansion(
    _ source: String, expanded: String, diagnostics: [DiagnosticSpec] = [], fixedSource: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expanded, diagnostics: diagnostics,
        macroSpecs: [
            "Animatable": MacroSpec(type: AnimatableMacro.self, conformances: ["Animatable"]),
            "AnimatableIgnored": MacroSpec(type: AnimatableIgnoredMacro.self),
        ],
        fixedSource: fixedSource,
        failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) }
    )
}

/// The expansions are written by hand from the rule in `AnimatableMacro`'s
/// documentation: one property animates as its own data, several as pairs
/// nested to the right, none as `EmptyAnimatableData`.
@Suite("@Animatable expansion")
struct AnimatableMacroExpansionTests {
    @Test("no stored var: EmptyAnimatableData and a warning")
    func noProperty() {
        expectExpansion(
            """
            @Animatable
            struct Dot {
                let radius: Double
                static var count: Double = 0
                var area: Double { radius * radius }
            }
            """,
            expanded: """
            struct Dot {
                let radius: Double
                static var count: Double = 0
                var area: Double { radius * radius }

                var animatableData: AnimationKernels.EmptyAnimatableData {
                    get {
                        AnimationKernels.EmptyAnimatableData()
                    }
                    set {
                    }
                }
            }

            extension Dot: AnimationKernels.Animatable {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Animatable' found no stored 'var' to animate; 'animatableData' is 'EmptyAnimatableData'",
                    line: 1, column: 1, severity: .warning
                ),
            ]
        )
    }

    @Test("one property: its own animatableData")
    func oneProperty() {
        expectExpansion(
            """
            @Animatable
            struct Ring {
                var angle: Angle
                @AnimatableIgnored var label: String
            }
            """,
            expanded: """
            struct Ring {
                var angle: Angle
                var label: String

                var animatableData: Angle.AnimatableData {
                    get {
                        self.angle.animatableData
                    }
                    set {
                        self.angle.animatableData = newValue
                    }
                }
            }

            extension Ring: AnimationKernels.Animatable {
            }
            """
        )
    }

    @Test("two properties: one pair; let, static, lazy, computed and ignored ones left out")
    func twoProperties() {
        expectExpansion(
            """
            @Animatable
            struct Wedge: Shape {
                var angle: Double
                let sides: Int
                static var zero: Double = 0
                lazy var cache: Double = 0
                var radius: CGFloat {
                    didSet { }
                }
                @AnimatableIgnored var tint: Int
                var diameter: CGFloat { radius * 2 }
                func path(in rect: CGRect) -> Path { Path() }
            }
            """,
            expanded: """
            struct Wedge: Shape {
                var angle: Double
                let sides: Int
                static var zero: Double = 0
                lazy var cache: Double = 0
                var radius: CGFloat {
                    didSet { }
                }
                var tint: Int
                var diameter: CGFloat { radius * 2 }
                func path(in rect: CGRect) -> Path { Path() }

                var animatableData: AnimationKernels.AnimatablePair<Double.AnimatableData, CGFloat.AnimatableData> {
                    get {
                        AnimationKernels.AnimatablePair(self.angle.animatableData, self.radius.animatableData)
                    }
                    set {
                        self.angle.animatableData = newValue.first
                        self.radius.animatableData = newValue.second
                    }
                }
            }

            extension Wedge: AnimationKernels.Animatable {
            }
            """
        )
    }

    @Test("three properties, one annotation for two names, a public type: pairs nested to the right")
    func threeProperties() {
        expectExpansion(
            """
            @Animatable
            public struct Spot {
                var x, y: Double
                var size: CGSize
            }
            """,
            expanded: """
            public struct Spot {
                var x, y: Double
                var size: CGSize

                public var animatableData: AnimationKernels.AnimatablePair<Double.AnimatableData, AnimationKernels.AnimatablePair<Double.AnimatableData, CGSize.AnimatableData>> {
                    get {
                        AnimationKernels.AnimatablePair(self.x.animatableData, AnimationKernels.AnimatablePair(self.y.animatableData, self.size.animatableData))
                    }
                    set {
                        self.x.animatableData = newValue.first
                        self.y.animatableData = newValue.second.first
                        self.size.animatableData = newValue.second.second
                    }
                }
            }

            extension Spot: AnimationKernels.Animatable {
            }
            """
        )
    }

    @Test("four properties: the last reached through three seconds")
    func fourProperties() {
        expectExpansion(
            """
            @Animatable
            final class Gauge {
                var a: Double
                var b: Float
                var c: CGFloat
                var d: AnimatableVector
                init() { (a, b, c, d) = (0, 0, 0, []) }
            }
            """,
            expanded: """
            final class Gauge {
                var a: Double
                var b: Float
                var c: CGFloat
                var d: AnimatableVector
                init() { (a, b, c, d) = (0, 0, 0, []) }

                var animatableData: AnimationKernels.AnimatablePair<Double.AnimatableData, AnimationKernels.AnimatablePair<Float.AnimatableData, AnimationKernels.AnimatablePair<CGFloat.AnimatableData, AnimatableVector.AnimatableData>>> {
                    get {
                        AnimationKernels.AnimatablePair(self.a.animatableData, AnimationKernels.AnimatablePair(self.b.animatableData, AnimationKernels.AnimatablePair(self.c.animatableData, self.d.animatableData)))
                    }
                    set {
                        self.a.animatableData = newValue.first
                        self.b.animatableData = newValue.second.first
                        self.c.animatableData = newValue.second.second.first
                        self.d.animatableData = newValue.second.second.second
                    }
                }
            }

            extension Gauge: AnimationKernels.Animatable {
            }
            """
        )
    }

    @Test("an enum has no stored property: EmptyAnimatableData and a warning")
    func enumeration() {
        expectExpansion(
            """
            @Animatable
            enum Phase {
                case idle
            }
            """,
            expanded: """
            enum Phase {
                case idle

                var animatableData: AnimationKernels.EmptyAnimatableData {
                    get {
                        AnimationKernels.EmptyAnimatableData()
                    }
                    set {
                    }
                }
            }

            extension Phase: AnimationKernels.Animatable {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Animatable' found no stored 'var' to animate; 'animatableData' is 'EmptyAnimatableData'",
                    line: 1, column: 1, severity: .warning
                ),
            ]
        )
    }

    @Test("an actor: an error, nothing written")
    func actor() {
        expectExpansion(
            """
            @Animatable
            actor Model {
                var x: Double = 0
            }
            """,
            expanded: """
            actor Model {
                var x: Double = 0
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'@Animatable' can only be attached to a struct, class or enum", line: 1, column: 1),
            ]
        )
    }

    @Test("a property that cannot animate: an error and a fix-it marking it @AnimatableIgnored")
    func notAnimatable() {
        expectExpansion(
            """
            @Animatable
            struct Badge {
                var scale: Double
                var count: Int
                var title: String?
            }
            """,
            expanded: """
            struct Badge {
                var scale: Double
                var count: Int
                var title: String?
            }

            extension Badge: AnimationKernels.Animatable {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "this property's type is not 'VectorArithmetic' or 'Animatable'; mark it '@AnimatableIgnored' or conform its type to 'Animatable'",
                    line: 4, column: 16, fixIts: [FixItSpec(message: "Mark it '@AnimatableIgnored'")]
                ),
                DiagnosticSpec(
                    message: "this property's type is not 'VectorArithmetic' or 'Animatable'; mark it '@AnimatableIgnored' or conform its type to 'Animatable'",
                    line: 5, column: 16, fixIts: [FixItSpec(message: "Mark it '@AnimatableIgnored'")]
                ),
            ],
            fixedSource: """
            @Animatable
            struct Badge {
                var scale: Double
                @AnimatableIgnored var count: Int
                @AnimatableIgnored var title: String?
            }
            """
        )
    }

    @Test("a property without a type annotation: an error")
    func missingAnnotation() {
        expectExpansion(
            """
            @Animatable
            struct Pulse {
                var scale = 1.0
            }
            """,
            expanded: """
            struct Pulse {
                var scale = 1.0
            }

            extension Pulse: AnimationKernels.Animatable {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Animatable' needs the type of this property spelt out; add a type annotation or mark it '@AnimatableIgnored'",
                    line: 3, column: 9, fixIts: [FixItSpec(message: "Mark it '@AnimatableIgnored'")]
                ),
            ]
        )
    }

    @Test("a hand-written animatableData: an error, nothing written but the conformance")
    func alreadyDeclared() {
        expectExpansion(
            """
            @Animatable
            struct Bar {
                var height: Double
                var animatableData: Double {
                    get { height }
                    set { height = newValue }
                }
            }
            """,
            expanded: """
            struct Bar {
                var height: Double
                var animatableData: Double {
                    get { height }
                    set { height = newValue }
                }
            }

            extension Bar: AnimationKernels.Animatable {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Animatable' writes 'animatableData', which this type already declares; remove one of them",
                    line: 4, column: 9
                ),
            ]
        )
    }
}
#endif
