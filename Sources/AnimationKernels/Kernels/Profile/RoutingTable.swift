import CTargetFeatures
import Foundation
import Synchronization

/// The active profile's crossovers in atomics, so that `.automatic` reads
/// them with plain loads on every call and ``KernelProfile/activate(_:)``
/// can replace them from any thread.
@usableFromInline
final class RoutingTable: Sendable {
    /// Loaded on first use: the profile `ANIMATION_KERNELS_PROFILE` names,
    /// else the built-in one (with one warning on standard error when the
    /// named file cannot be used).
    @usableFromInline
    static let shared = RoutingTable(KernelProfile.startup(environment: ProcessInfo.processInfo.environment) { message in
        FileHandle.standardError.write(Data(message.utf8))
    }, routesAutomatic: true)

    /// One ``BLASCounts`` as three atomics.
    @usableFromInline
    struct Counts: ~Copyable, Sendable {
        @usableFromInline let windowLower: Atomic<Int>
        @usableFromInline let windowUpper: Atomic<Int>
        @usableFromInline let minimum: Atomic<Int>

        init(_ counts: BLASCounts) {
            windowLower = Atomic(counts.window.lowerBound)
            windowUpper = Atomic(counts.window.upperBound)
            minimum = Atomic(counts.minimum)
        }

        func store(_ counts: BLASCounts) {
            windowLower.store(counts.window.lowerBound, ordering: .relaxed)
            windowUpper.store(counts.window.upperBound, ordering: .relaxed)
            minimum.store(counts.minimum, ordering: .relaxed)
        }

        /// ``BLASCounts/contains(_:)`` of the stored counts.
        @inlinable @inline(__always)
        func contains(_ count: Int) -> Bool {
            count >= minimum.load(ordering: .relaxed)
                || (count >= windowLower.load(ordering: .relaxed) && count < windowUpper.load(ordering: .relaxed))
        }
    }

    /// One ``ProductRule`` as eight atomics (no narrow rows: an empty
    /// range of columns, `Int.max` to 0).
    @usableFromInline
    struct Rule: ~Copyable, Sendable {
        @usableFromInline let minimumTerms: Atomic<Int>
        @usableFromInline let minimumOutput: Atomic<Int>
        @usableFromInline let minimumRows: Atomic<Int>
        @usableFromInline let minimumTermsOnThreads: Atomic<Int>
        @usableFromInline let narrowLowest: Atomic<Int>
        @usableFromInline let narrowHighest: Atomic<Int>
        @usableFromInline let narrowMinimumTerms: Atomic<Int>
        @usableFromInline let narrowMinimumRows: Atomic<Int>

        init(_ rule: ProductRule) {
            minimumTerms = Atomic(rule.minimumTerms)
            minimumOutput = Atomic(rule.minimumOutput)
            minimumRows = Atomic(rule.minimumRows)
            minimumTermsOnThreads = Atomic(rule.minimumTermsOnThreads)
            narrowLowest = Atomic(rule.narrowColumns?.lowerBound ?? .max)
            narrowHighest = Atomic(rule.narrowColumns?.upperBound ?? 0)
            narrowMinimumTerms = Atomic(rule.narrowMinimumTerms)
            narrowMinimumRows = Atomic(rule.narrowMinimumRows)
        }

        func store(_ rule: ProductRule) {
            minimumTerms.store(rule.minimumTerms, ordering: .relaxed)
            minimumOutput.store(rule.minimumOutput, ordering: .relaxed)
            minimumRows.store(rule.minimumRows, ordering: .relaxed)
            minimumTermsOnThreads.store(rule.minimumTermsOnThreads, ordering: .relaxed)
            narrowLowest.store(rule.narrowColumns?.lowerBound ?? .max, ordering: .relaxed)
            narrowHighest.store(rule.narrowColumns?.upperBound ?? 0, ordering: .relaxed)
            narrowMinimumTerms.store(rule.narrowMinimumTerms, ordering: .relaxed)
            narrowMinimumRows.store(rule.narrowMinimumRows, ordering: .relaxed)
        }

        /// The stored rule, whose ``ProductRule/prefersBLAS(terms:output:rows:columns:splits:)``
        /// `.automatic` asks: eight plain loads, no copy of the logic.
        @inlinable @inline(__always)
        var rule: ProductRule {
            let lowest = narrowLowest.load(ordering: .relaxed), highest = narrowHighest.load(ordering: .relaxed)
            return ProductRule(minimumTerms: minimumTerms.load(ordering: .relaxed), minimumOutput: minimumOutput.load(ordering: .relaxed),
                               minimumRows: minimumRows.load(ordering: .relaxed),
                               minimumTermsOnThreads: minimumTermsOnThreads.load(ordering: .relaxed),
                               narrowColumns: lowest <= highest ? lowest...highest : nil,
                               narrowMinimumTerms: narrowMinimumTerms.load(ordering: .relaxed),
                               narrowMinimumRows: narrowMinimumRows.load(ordering: .relaxed))
        }
    }

    @usableFromInline let axpy: Counts
    @usableFromInline let scale: Counts
    @usableFromInline let interpolate: Counts
    @usableFromInline let dot: Counts
    @usableFromInline let doubleProduct: Rule
    @usableFromInline let floatProduct: Rule
    private let stored: Mutex<KernelProfile>

    /// Whether this is the table `.automatic` routes by, whose shortest
    /// BLAS length the inline gate reads (`ak_shortest_blas_vector`): any
    /// other table (the tests') leaves that gate alone.
    let routesAutomatic: Bool

    init(_ profile: KernelProfile, routesAutomatic: Bool = false) {
        self.routesAutomatic = routesAutomatic
        axpy = Counts(profile.axpy)
        scale = Counts(profile.scale)
        interpolate = Counts(profile.interpolate)
        dot = Counts(profile.dot)
        doubleProduct = Rule(profile.doubleProduct)
        floatProduct = Rule(profile.floatProduct)
        stored = Mutex(profile)
        if routesAutomatic { ak_set_shortest_blas_vector(profile.shortestBLASVector) }
    }

    /// The profile last installed.
    var profile: KernelProfile { stored.withLock { $0 } }

    /// Makes `profile` the one the atomics hold.
    func install(_ profile: KernelProfile) {
        stored.withLock { current in
            current = profile
            axpy.store(profile.axpy)
            scale.store(profile.scale)
            interpolate.store(profile.interpolate)
            dot.store(profile.dot)
            doubleProduct.store(profile.doubleProduct)
            floatProduct.store(profile.floatProduct)
            if routesAutomatic { ak_set_shortest_blas_vector(profile.shortestBLASVector) }
        }
    }
}
