// swift-tools-version: 6.1
// TactileGTK: Tactile apps in a GTK 4 window on Linux.
//
// A package of its own, next to Tactile's, so that building Tactile never needs GTK's development headers
// (`libgtk-4-dev`); this package needs them. Run the example from a clone of Tactile:
//
//     swift run --package-path Hosts/GTK tactile-photos
//
// Modules:
//   CGtk            GTK 4, GDK, GLib, cairo and Pango's C API, through pkg-config's `gtk4` (a module map and a shim header)
//   TactileGTK      the host: a GTK widget that shows a UIWindow and turns every GdkEvent into Tactile's raw input,
//                   the GLib scheduler, the main dispatch queue under GLib's loop, the cairo renderer, Pango text
//   PhotoViewerExample  the example's photo viewer, and the C entry point that registers it as a scene
//   DemoSceneExample  the scene of `tactile demo` (its source files are links to Sources/TactileExamples: the main
//                   package ships its examples in no product, so this package compiles the same files itself)
//   tactile-photos  the example: the photo viewer in a real window
//   tactile-gtk-probe  the host's checks that need GLib's loop on the main thread (run by the tests; not a product)
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "TactileGTK",
    products: [
        .library(name: "TactileGTK", targets: ["TactileGTK"]),
        .executable(name: "tactile-photos", targets: ["tactile-photos"]),
        // For C programs: TactileGTK (the C API of include/tactile_gtk.h) and the example's photo viewer scene, as
        // one shared library, which Examples/embed-c links (the C embedding test compiles it against this).
        .library(name: "TactilePhotosEmbedded", type: .dynamic, targets: ["TactileGTK", "PhotoViewerExample"]),
    ],
    dependencies: [
        // Tactile itself, from this clone.
        .package(name: "Tactile", path: "../.."),
    ],
    targets: [
        // GTK 4 through pkg-config. SwiftPM warns that gtk4.pc's -pthread and -mfpmath=sse are "prohibited flags"
        // and leaves them out; the build does not need them.
        .systemLibrary(
            name: "CGtk", pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]),
        .target(
            name: "TactileGTK",
            dependencies: [
                "CGtk", .product(name: "Tactile", package: "Tactile"),
                // PenTilt: a pen's two tilt angles as UIKit's altitude and azimuth, as for Linux tablets.
                .product(name: "TactileTrace", package: "Tactile"),
                .product(name: "TactileRender", package: "Tactile"),
            ],
            swiftSettings: strict),
        // The example's photo viewer (UIKit-style code), with the C entry point that registers it as a scene.
        .target(
            name: "PhotoViewerExample",
            dependencies: ["TactileGTK", .product(name: "Tactile", package: "Tactile")],
            swiftSettings: strict),
        // The scene of `tactile demo`: links to the main package's own files (see the comment at the top).
        .target(
            name: "DemoSceneExample",
            dependencies: [.product(name: "Tactile", package: "Tactile")],
            swiftSettings: strict),
        .executableTarget(
            name: "tactile-photos",
            dependencies: ["TactileGTK", "PhotoViewerExample", "DemoSceneExample", "CGtk", .product(name: "Tactile", package: "Tactile")],
            swiftSettings: strict),
        // The host's checks that need GLib's loop to own the main thread, run by the tests in a child process.
        .executableTarget(
            name: "tactile-gtk-probe",
            dependencies: ["TactileGTK", "CGtk", .product(name: "Tactile", package: "Tactile")],
            swiftSettings: strict),
        .testTarget(
            name: "TactileGTKTests",
            dependencies: [
                "TactileGTK", "CGtk", .product(name: "Tactile", package: "Tactile"),
                .product(name: "TactileRender", package: "Tactile"),
            ],
            swiftSettings: strict),
    ]
)
