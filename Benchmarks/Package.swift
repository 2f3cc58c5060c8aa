// swift-tools-version: 6.1
// Measurements kept out of the main package so that its build stays fast. The scripts beside this file link the
// main package at .build-deps/Tactile first, so that its package identity is "tactile" whatever the clone's
// folder is called.
import PackageDescription

let package = Package(
    name: "TactileBenchmarks",
    dependencies: [.package(path: ".build-deps/Tactile")],
    targets: [
        .executableTarget(
            name: "alloc-probe",
            dependencies: [.product(name: "TactileTesting", package: "tactile")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
