// swift-tools-version: 6.1
// tactile-migrate: turns iOS event code (UIKit, Core Motion, MediaPlayer) into Tactile code.
//
// A package of its own, next to Tactile's, so that building, running and testing Tactile never compiles
// swift-syntax (about two minutes on two cores). Run it from a clone of Tactile:
//
//     swift run --package-path Migrator tactile-migrate --dry-run path/to/YourApp
//
// Modules:
//   TactileMigration   the rewrites and the report, on swift-syntax's tree (internal: not a product)
//   tactile-migrate    the command: reads files, writes them atomically, prints diffs and the report
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "TactileMigrate",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tactile-migrate", targets: ["tactile-migrate"]),
    ],
    dependencies: [
        // swift-syntax parses Swift into a tree that keeps every comment and space, so a rewrite changes only
        // what it means to change; it is the reason this package exists apart from Tactile's.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The command line, as in the `tactile` command.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "TactileMigration",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: strict),
        .executableTarget(
            name: "tactile-migrate",
            dependencies: [
                "TactileMigration",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "TactileMigrationTests",
            dependencies: ["TactileMigration"],
            exclude: ["Golden"],
            swiftSettings: strict),
    ]
)
