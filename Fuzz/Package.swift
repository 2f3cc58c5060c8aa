// swift-tools-version: 6.1
// Tactile's fuzz targets: one libFuzzer executable per parser and decoder. A package of its own, so that the main
// package's `swift build` and `swift test` never see `-sanitize=fuzzer`. Build and run them with `Fuzz/run.sh`
// (see the README's "Reliability" section and the Bad input article of the DocC catalog).
//
// Every target is an executable whose entry point is `LLVMFuzzerTestOneInput` (`@_cdecl`, in a file not named
// main.swift, built with `-parse-as-library`); libFuzzer provides `main`. Built without `-sanitize=fuzzer` they
// would not link, which is why they are not in the main package.
import PackageDescription

let settings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: "Tactile") },
        swiftSettings: settings)
}

let package = Package(
    name: "TactileFuzz",
    dependencies: [.package(name: "Tactile", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "Tactile", package: "Tactile"), .product(name: "TactileTesting", package: "Tactile")],
            swiftSettings: settings),
        fuzzTarget("FuzzEvemu", ["Tactile", "TactileLinux"]),
        fuzzTarget("FuzzLibinputYAML", ["Tactile", "TactileLinux"]),
        fuzzTarget("FuzzInputEvents", ["Tactile", "TactileLinux"]),
        fuzzTarget("FuzzTrace", ["Tactile", "TactileLinux"]),
        fuzzTarget("FuzzIIO", ["Tactile", "TactileLinux"]),
        // The BROAD CSV reader is research code in the main package's TactileEvaluation module, which is no product;
        // Sources/BROADReaderUnderFuzz links to its folder and builds it here under a name of its own.
        .target(
            name: "BROADReaderUnderFuzz",
            dependencies: ["Tactile", "TactileStrokes", "TactileMotion"].map { .product(name: $0, package: "Tactile") },
            swiftSettings: settings),
        .executableTarget(
            name: "FuzzMotionCSV", dependencies: ["FuzzSupport", "BROADReaderUnderFuzz"], swiftSettings: settings),
        fuzzTarget("FuzzDBus", ["Tactile", "TactileDBus", "TactileMPRIS", "TactileMedia", "TactileTesting"]),
        fuzzTarget("FuzzShortcutPlist", ["Tactile", "TactileDesktop"]),
        fuzzTarget("FuzzUserActivity", ["Tactile", "TactileTesting"]),
        fuzzTarget("FuzzPlaygroundMessage", ["Tactile", "TactilePlayground"]),
    ]
)
