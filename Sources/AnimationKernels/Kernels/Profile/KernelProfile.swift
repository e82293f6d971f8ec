import CTargetFeatures

/// The crossovers ``Backend/automatic`` routes by: for each vector
/// operation the lengths that go to OpenBLAS, and for matrix products the
/// cost of each backend, by which a call goes to `dgemm` or stays on the
/// SIMD product.
///
/// The library starts with ``estimate``, a cost model fed by what it reads
/// from the machine (the build's SIMD width, the cache sizes, OpenBLAS's
/// kernels and threads; see the article on choosing a backend), or with the
/// profile the environment variable `ANIMATION_KERNELS_PROFILE` names.
/// ``measure(budget:progress:)`` fits this machine's crossovers by timing
/// both backends, on request only; write the result with ``write(to:)`` and
/// load it with ``init(contentsOf:)`` and ``activate(_:)`` (like FFTW's
/// wisdom). A profile holds the machine it was made for (CPU model,
/// OpenBLAS core, SIMD width, library version) and is refused elsewhere.
/// A program handles a profile as a whole; the crossovers themselves are
/// open to the benchmark only (SPI `Benchmarking`). Profiles are JSON:
///
/// ```json
/// {"format": 3, "architecture": "x86_64", "simdRegisterBits": 256,
///  "cpuModel": "AMD EPYC 7B13", "openBLASCore": "Zen", "libraryVersion": 4,
///  "axpy": {"minimum": 16384}, "scale": {"minimum": 2097152}, "interpolate": {},
///  "dot": {"window": [1024, 4096]},
///  "doubleProduct": {"simd": [1.1, 0.6, 0.6, 0.5, 70, 3000, 0.3],
///                    "blas": [0.05, 0.3, 0.1, 70, 5000, 0.9]},
///  "floatProduct": {"simd": [1.1, 0.6, 0.6, 0.6, 70, 3000, 0.3],
///                   "blas": [0.05, 0.6, 0.1, 70, 5000, 0.9]}}
/// ```
///
/// Vectors shorter than ``smallestBLASCount`` stay on the SIMD loop whatever
/// a profile says: there a `cblas_*` call's entry costs as much as the work.
/// Blob point sets (two BLAS calls per block of rows) always stay on SIMD.
public struct KernelProfile: Sendable, Hashable, Codable {
    /// The CPU architecture the profile was measured on, e.g. `x86_64`.
    public var architecture: String
    /// The SIMD width in bits of the build that measured it (see
    /// ``AutomaticThresholds/simdRegisterBits``): the crossovers move with it.
    public var simdRegisterBits: Int
    /// The CPU's model name it was made for (`model name` in
    /// `/proc/cpuinfo`).
    public var cpuModel: String
    /// The OpenBLAS kernel family it was made for (``OpenBLAS/coreName``).
    public var openBLASCore: String
    /// The version of the library's kernels it was made for
    /// (``libraryVersion``).
    public var libraryVersion: Int
    /// The lengths at which `y += a·x` goes to `cblas_daxpy`.
    @_spi(Benchmarking) public var axpy: BLASCounts
    /// The lengths at which `x *= a` goes to `cblas_dscal`.
    @_spi(Benchmarking) public var scale: BLASCounts
    /// The lengths at which `interpolate(towards:amount:)` goes to `cblas_daxpby`.
    @_spi(Benchmarking) public var interpolate: BLASCounts
    /// The lengths at which a dot product goes to `cblas_ddot`.
    @_spi(Benchmarking) public var dot: BLASCounts
    /// The backends' costs for a product with `Double` output.
    @_spi(Benchmarking) public var doubleProduct: ProductCost
    /// The backends' costs for a product with `Float` output (`dgemm`
    /// writes through a double-precision scratch block).
    @_spi(Benchmarking) public var floatProduct: ProductCost

    /// The version of the file format this library reads and writes.
    public static let format = 3

    /// The version of this library's kernels and cost model: a profile
    /// made for another version is refused, as its crossovers no longer
    /// hold.
    public static let libraryVersion = 4

    /// Vectors shorter than this always run on the SIMD loop.
    public static let smallestBLASCount = 64

    /// A profile with the given crossovers.
    ///
    /// - Parameters:
    ///   - architecture: The architecture it was measured on; this build's by
    ///     default.
    ///   - simdRegisterBits: The SIMD width of the build it was measured
    ///     with; this build's by default.
    ///   - cpuModel: The CPU model it was made for; this machine's by default.
    ///   - openBLASCore: The OpenBLAS kernel family it was made for; the
    ///     loaded one's by default.
    ///   - libraryVersion: The kernels' version it was made for; this
    ///     library's by default.
    ///   - axpy: The lengths at which `add(_:scaledBy:)`, `+=` and `-=` go
    ///     to OpenBLAS.
    ///   - scale: The lengths at which `scale(by:)` goes to OpenBLAS.
    ///   - interpolate: The lengths at which `interpolate(towards:amount:)`
    ///     goes to OpenBLAS.
    ///   - dot: The lengths at which `dot(_:)` and `magnitudeSquared` go to
    ///     OpenBLAS.
    ///   - doubleProduct: The backends' costs for a product with `Double` output.
    ///   - floatProduct: The backends' costs for a product with `Float` output.
    @_spi(Benchmarking)
    public init(
        architecture: String = KernelProfile.thisArchitecture,
        simdRegisterBits: Int = AutomaticThresholds.simdRegisterBits,
        cpuModel: String = KernelProfile.thisCPUModel, openBLASCore: String = OpenBLAS.coreName,
        libraryVersion: Int = KernelProfile.libraryVersion,
        axpy: BLASCounts, scale: BLASCounts, interpolate: BLASCounts, dot: BLASCounts,
        doubleProduct: ProductCost, floatProduct: ProductCost
    ) {
        self.architecture = architecture
        self.simdRegisterBits = simdRegisterBits
        self.cpuModel = cpuModel
        self.openBLASCore = openBLASCore
        self.libraryVersion = libraryVersion
        self.axpy = axpy
        self.scale = scale
        self.interpolate = interpolate
        self.dot = dot
        self.doubleProduct = doubleProduct
        self.floatProduct = floatProduct
    }

    /// The architecture this build runs on: `x86_64`, `arm64` or `other`.
    public static var thisArchitecture: String {
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "arm64"
        #else
        return "other"
        #endif
    }

    /// This machine's CPU model name (`model name` in `/proc/cpuinfo`, else
    /// CPUID's brand string), `unknown` when neither says.
    public static var thisCPUModel: String { MachineFacts.cpuModelName }

    /// The shortest vector any vector operation goes to OpenBLAS at under
    /// this profile, never below ``smallestBLASCount`` (`Int.max` if none).
    var shortestBLASVector: Int {
        let counts = [axpy, scale, interpolate, dot].map { $0.window.isEmpty ? $0.minimum : Swift.min($0.window.lowerBound, $0.minimum) }
        return Swift.max(Self.smallestBLASCount, counts.min()!)
    }

    /// The lengths at which `operation` goes to OpenBLAS under this profile;
    /// ``BLASCounts/never`` for the blob point sets, whose two BLAS calls
    /// per block of rows cost more than the SIMD pass.
    func blasCounts(for operation: KernelOperation) -> BLASCounts {
        switch operation {
        case .axpy: return axpy
        case .scale: return scale
        case .interpolate: return interpolate
        case .dot: return dot
        // Two BLAS calls per block of rows cost more than the SIMD pass.
        case .groupedScaleAdd: return .never
        }
    }

    private enum CodingKeys: String, CodingKey {
        case format, architecture, simdRegisterBits, cpuModel, openBLASCore, libraryVersion, axpy, scale, interpolate, dot, doubleProduct, floatProduct
    }

    /// Reads a profile; see the type's description for the format.
    ///
    /// - Parameter decoder: A decoder holding the profile object.
    /// - Throws: `DecodingError` when `format` is not ``format``, a key is
    ///   missing or holds the wrong type, or a count is negative.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(Int.self, forKey: .format)
        guard format == Self.format else {
            throw DecodingError.dataCorruptedError(forKey: .format, in: container,
                                                   debugDescription: "format \(format); this library reads format \(Self.format)")
        }
        self.init(
            architecture: try container.decode(String.self, forKey: .architecture),
            simdRegisterBits: try container.decode(Int.self, forKey: .simdRegisterBits),
            cpuModel: try container.decode(String.self, forKey: .cpuModel),
            openBLASCore: try container.decode(String.self, forKey: .openBLASCore),
            libraryVersion: try container.decode(Int.self, forKey: .libraryVersion),
            axpy: try container.decode(BLASCounts.self, forKey: .axpy),
            scale: try container.decode(BLASCounts.self, forKey: .scale),
            interpolate: try container.decode(BLASCounts.self, forKey: .interpolate),
            dot: try container.decode(BLASCounts.self, forKey: .dot),
            doubleProduct: try container.decode(ProductCost.self, forKey: .doubleProduct),
            floatProduct: try container.decode(ProductCost.self, forKey: .floatProduct))
    }

    /// Writes the profile with its ``format``.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(architecture, forKey: .architecture)
        try container.encode(simdRegisterBits, forKey: .simdRegisterBits)
        try container.encode(cpuModel, forKey: .cpuModel)
        try container.encode(openBLASCore, forKey: .openBLASCore)
        try container.encode(libraryVersion, forKey: .libraryVersion)
        try container.encode(axpy, forKey: .axpy)
        try container.encode(scale, forKey: .scale)
        try container.encode(interpolate, forKey: .interpolate)
        try container.encode(dot, forKey: .dot)
        try container.encode(doubleProduct, forKey: .doubleProduct)
        try container.encode(floatProduct, forKey: .floatProduct)
    }
}
