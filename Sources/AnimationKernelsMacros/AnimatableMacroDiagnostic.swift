import SwiftDiagnostics

/// The diagnostics `@Animatable` emits, each with a stable identifier.
enum AnimatableMacroDiagnostic: String, DiagnosticMessage {
    case unsupportedDeclaration
    case animatableDataAlreadyDeclared
    case nothingToAnimate
    case missingTypeAnnotation
    case tuplePattern
    case notAnimatableType

    var message: String {
        switch self {
        case .unsupportedDeclaration:
            "'@Animatable' can only be attached to a struct, class or enum"
        case .animatableDataAlreadyDeclared:
            "'@Animatable' writes 'animatableData', which this type already declares; remove one of them"
        case .nothingToAnimate:
            "'@Animatable' found no stored 'var' to animate; 'animatableData' is 'EmptyAnimatableData'"
        case .missingTypeAnnotation:
            "'@Animatable' needs the type of this property spelt out; add a type annotation or mark it '@AnimatableIgnored'"
        case .tuplePattern:
            "'@Animatable' cannot animate a tuple pattern; declare one property per name or mark it '@AnimatableIgnored'"
        case .notAnimatableType:
            "this property's type is not 'VectorArithmetic' or 'Animatable'; mark it '@AnimatableIgnored' or conform its type to 'Animatable'"
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "AnimationKernelsMacros", id: rawValue)
    }

    var severity: DiagnosticSeverity {
        self == .nothingToAnimate ? .warning : .error
    }
}

/// The one fix-it `@Animatable` offers: ignore the property.
struct AddAnimatableIgnoredFixIt: FixItMessage {
    var message: String { "Mark it '@AnimatableIgnored'" }
    var fixItID: MessageID { MessageID(domain: "AnimationKernelsMacros", id: "addAnimatableIgnored") }
}
