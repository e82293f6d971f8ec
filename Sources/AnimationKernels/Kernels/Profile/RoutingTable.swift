import CTargetFeatures
import Foundation
import Synchronization

/// The profile ``Backend/automatic`` routes by, published so that a call
/// reads its crossovers in place after one atomic load, and
/// ``KernelProfile/activate(_:)`` can replace it from any thread.
///
/// Each installed profile gets memory of its own that is never reused
/// while the table lives, since a call may still be reading the previous
/// one; a process installs a handful.
@usableFromInline
final class RoutingTable: Sendable {
    /// Loaded on first use: the profile `ANIMATION_KERNELS_PROFILE` names,
    /// else the estimate (with one warning on standard error when the
    /// named file cannot be used).
    @usableFromInline
    static let shared = RoutingTable(KernelProfile.startup(environment: ProcessInfo.processInfo.environment) { message in
        FileHandle.standardError.write(Data(message.utf8))
    }, routesAutomatic: true)

    /// The address of the current profile's copy.
    private let current: Atomic<Int>
    /// Every copy installed, freed with the table.
    private let installed: Mutex<[UnsafeMutablePointer<KernelProfile>]>

    /// Whether this is the table `.automatic` routes by, whose shortest
    /// BLAS length the inline gate reads (`ak_shortest_blas_vector`): any
    /// other table (the tests') leaves that gate alone.
    let routesAutomatic: Bool

    init(_ profile: KernelProfile, routesAutomatic: Bool = false) {
        self.routesAutomatic = routesAutomatic
        let copy = UnsafeMutablePointer<KernelProfile>.allocate(capacity: 1)
        copy.initialize(to: profile)
        current = Atomic(Int(bitPattern: copy))
        installed = Mutex([copy])
        if routesAutomatic { ak_set_shortest_blas_vector(profile.shortestBLASVector) }
    }

    deinit {
        installed.withLock { copies in
            for copy in copies { copy.deinitialize(count: 1).deallocate() }
        }
    }

    /// The profile last installed, in place: read its crossovers through
    /// it without copying the profile.
    @usableFromInline
    var crossovers: UnsafePointer<KernelProfile> {
        UnsafePointer(bitPattern: current.load(ordering: .acquiring)).unsafelyUnwrapped
    }

    /// The profile last installed.
    var profile: KernelProfile { crossovers.pointee }

    /// Makes `profile` the one `.automatic` reads.
    func install(_ profile: KernelProfile) {
        installed.withLock { copies in
            let copy = UnsafeMutablePointer<KernelProfile>.allocate(capacity: 1)
            copy.initialize(to: profile)
            copies.append(copy)
            current.store(Int(bitPattern: copy), ordering: .releasing)
            if routesAutomatic { ak_set_shortest_blas_vector(profile.shortestBLASVector) }
        }
    }
}
