// swift-tools-version: 6.1
// Tactile: UIKit's event-handling system as a Swift package for Linux and anywhere Swift runs.
//
// The core's layout follows the event pipeline:
//   input sources → raw input events → application event queue → touch tracking → UIApplication/UIWindow
//   → gesture environment → view delivery → responders
//
// Modules, one per concern (Sources/Tactile/Tactile.docc/Architecture.md draws the graph; .ci/check-module-graph.py
// checks its rules):
//   Tactile                      UIKit's event handling: the core every other module builds on
//   TactileLayoutSolver          the Cassowary constraint solver under Auto Layout (knows nothing of UIKit)
//   TactileStrokes               template stroke recognition ($1, Protractor, $P), on the core's public API
//   TactileRender                the view tree as a display list after layout and display, and its SVG backend
//   TactileMotion, TactileMedia  Core Motion and MediaPlayer's remote commands, on the core
//   TactileTrace                 traces, evemu and libinput recordings, the timeline (portable)
//   TactileDBus                  the D-Bus protocol (knows nothing of UIKit)
//   TactileLinux                 evdev touchscreens, pens and keys; IIO motion sensors; live recording
//   TactileMPRIS                 MPRIS media players on the session bus (TactileMedia + TactileDBus)
//   TactileDesktop               the freedesktop desktop: quick actions as desktop actions and
//                                org.freedesktop.Application on the session bus (TactileDBus)
//   TactilePlayground            the playground's engine: the page's wire protocol, pointer samples as raw input,
//                                a session that streams touches, recognizer states and arbitration back (TactileTrace)
//   TactilePlaygroundServer      the playground's web server: the page and a WebSocket per session (FlyingFox), for
//                                `tactile playground` and for a user's executable serving their own scenes
//   TactileTesting, TactileXCTest  driving and checking event code in tests
//   TactilePOSIX, TactileEvaluation, TactileExamples  internal: not products
//   tactile-event-cost           CI's probe of the instructions a touch costs (.ci/check-event-cost.py): not a product
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

/// swift-log's API: the optional logger of the evdev and IIO readers, the D-Bus connection and the MPRIS player.
let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")

let package = Package(
    name: "Tactile",
    // Linux needs no entry here. On Apple platforms the package needs macOS 13 (it uses Swift's `Duration`); CI
    // builds and tests Linux only (see the README).
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Tactile", targets: ["Tactile"]),
        .library(name: "TactileRender", targets: ["TactileRender"]),
        .library(name: "TactileMotion", targets: ["TactileMotion"]),
        .library(name: "TactileMedia", targets: ["TactileMedia"]),
        .library(name: "TactileStrokes", targets: ["TactileStrokes"]),
        .library(name: "TactileTrace", targets: ["TactileTrace"]),
        .library(name: "TactileDBus", targets: ["TactileDBus"]),
        .library(name: "TactileLinux", targets: ["TactileLinux"]),
        .library(name: "TactileMPRIS", targets: ["TactileMPRIS"]),
        .library(name: "TactileDesktop", targets: ["TactileDesktop"]),
        .library(name: "TactilePlayground", targets: ["TactilePlayground"]),
        .library(name: "TactilePlaygroundServer", targets: ["TactilePlaygroundServer"]),
        .library(name: "TactileTesting", targets: ["TactileTesting"]),
        .library(name: "TactileXCTest", targets: ["TactileXCTest"]),
        .executable(name: "tactile", targets: ["tactile"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
        // Counts heap allocations in TactileAllocationTests (the CI check that a touch-move allocates nothing).
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
        // Generates the random scenes, recognizer configurations and touch storms of TactilePropertyTests.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The logging API Linux services route to their back end: the device readers, D-Bus and the MPRIS player log.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The playground's HTTP and WebSocket server (`tactile playground`, and users' executables through the
        // TactilePlaygroundServer product). FlyingFox is pure Swift on BSD sockets (epoll on Linux) with no
        // dependency of its own. Its cost to the first `swift run tactile demo` of a fresh clone, which must stay
        // within 90 s of build on 2 cores: FlyingFox, FlyingSocks and its small C module, with the
        // TactilePlaygroundServer module on top (91 files), take 12.8 s of CPU in a debug build (11.7 s user,
        // 1.1 s system; 10.3 s more than a build of the same target with nothing to do), measured with
        // /usr/bin/time by rebuilding them alone, so the playground lives in the `tactile` tool rather than an
        // executable of its own. Hummingbird with hummingbird-websocket (on SwiftNIO) takes 2.5 to 4.5 minutes to
        // build on the same machines.
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    ],
    targets: [
        // TactileLayoutSolver: Auto Layout's constraints are solved by it (the Cassowary algorithm; no Swift package
        // for it is on the package list). It depends on nothing, so the core still builds on no other module of UIKit.
        .target(name: "Tactile", dependencies: ["TactileLayoutSolver"], swiftSettings: strict),
        // The Cassowary constraint solver under Auto Layout: variables, linear constraints with UIKit's priorities, edit
        // variables, incremental additions and removals. Knows nothing of UIKit; its API is `package` (Tactile's).
        .target(name: "TactileLayoutSolver", swiftSettings: strict),
        // The view tree as a display list (values a backend draws) and its SVG backend. Reads views after the layout
        // and display passes and never changes them; the core tells it which views changed through `package` API.
        .target(name: "TactileRender", dependencies: ["Tactile"], swiftSettings: strict),
        .target(name: "TactileMotion", dependencies: ["Tactile"], swiftSettings: strict),
        .target(name: "TactileMedia", dependencies: ["Tactile"], swiftSettings: strict),
        .target(name: "TactileStrokes", dependencies: ["Tactile"], swiftSettings: strict),
        // Yams: reads libinput's YAML recordings.
        .target(name: "TactileTrace", dependencies: ["Tactile", "Yams"], swiftSettings: strict),
        // The wake pipe and poll(2) helpers that the D-Bus connection and the Linux device readers share; internal.
        .target(name: "TactilePOSIX", swiftSettings: strict),
        .target(name: "TactileDBus", dependencies: ["TactilePOSIX", logging], swiftSettings: strict),
        .target(
            name: "TactileLinux", dependencies: ["Tactile", "TactileMotion", "TactileTrace", "TactilePOSIX", logging],
            swiftSettings: strict),
        .target(
            name: "TactileMPRIS", dependencies: ["Tactile", "TactileMedia", "TactileDBus", logging], swiftSettings: strict),
        // Home-screen quick actions on the freedesktop desktop: desktop entries with desktop actions, the launch
        // options of a desktop action's command line, and org.freedesktop.Application served over TactileDBus.
        .target(name: "TactileDesktop", dependencies: ["Tactile", "TactileDBus"], swiftSettings: strict),
        // The playground's engine, without a web server: the wire protocol's messages and their decoder, the input
        // source that turns a page's Pointer Events into raw input, and the session. TactileTrace: the session learns
        // what happens from a TraceRecorder, records traces and replays dropped ones; pens' tilt uses PenTilt.
        // TactileRender: the session sends the scene's display list, which the page draws.
        .target(name: "TactilePlayground", dependencies: ["Tactile", "TactileTrace", "TactileRender"], swiftSettings: strict),
        // The playground's web server: serves the page (embedded in the module) and runs one PlaygroundSession per
        // WebSocket, with the access token and Origin checks of a non-loopback bind. A product, so that a user's
        // executable serves its own scenes (`PlaygroundServer(scenes:).run()`); the `tactile` tool serves the
        // examples' scenes with it. TactileTrace: the page's Timeline button gets a trace's HTML timeline from it.
        // FlyingFox: see its package line above.
        .target(
            name: "TactilePlaygroundServer",
            dependencies: [
                "Tactile", "TactilePlayground", "TactileTrace", .product(name: "FlyingFox", package: "FlyingFox"),
            ],
            swiftSettings: strict),
        // Research evaluation: the $1 gesture logs, stroke accuracy, the BROAD motion trials and their metrics. Used
        // by the `tactile` tool's evaluation commands, the benchmarks and the tests; in no library product.
        .target(
            name: "TactileEvaluation", dependencies: ["Tactile", "TactileStrokes", "TactileMotion"],
            swiftSettings: strict),
        // TactileMotion and TactileMedia: TouchSimulator's motion and remote-command helpers go through
        // CMMotionManager's source and MPRemoteCommandCenter, as real input does.
        .target(name: "TactileTesting", dependencies: ["Tactile", "TactileMotion", "TactileMedia"], swiftSettings: strict),
        // UIKit-style @MainActor XCTestCase classes on Linux; apart from TactileTesting so that the `tactile` tool,
        // which links TactileTesting, does not link XCTest.
        .target(name: "TactileXCTest", dependencies: ["TactileTesting"], swiftSettings: strict),
        // The demo's scenes, the media player demo (an MPRIS app), replaying recordings onto the scenes and the
        // guide's example recognizers: used by the `tactile` tool and the tests, not a product of its own.
        .target(
            name: "TactileExamples",
            dependencies: [
                "Tactile", "TactileTesting", "TactileMotion", "TactileMedia", "TactileStrokes", "TactileTrace",
                "TactileDBus", "TactileMPRIS", "TactilePlayground",
            ],
            swiftSettings: strict),
        // The porting corpus: real-world-style UIKit event code. PortingCorpus/UIKit holds the iOS originals (not
        // compiled here); PortingCorpus/Tactile holds their ports, which differ only by imports and the
        // #selector/@objc/@IBOutlet rewrite that Linux forces. Compiled to prove they build; not a product.
        .target(
            name: "PortingCorpus", dependencies: ["Tactile", "TactileMotion", "TactileMedia"],
            path: "PortingCorpus/Tactile", swiftSettings: strict),
        // CI's per-event cost guard runs this under valgrind's callgrind (.ci/check-event-cost.py): touch sequences
        // through a scene of a few hundred views with a tap, a long press, a pan and a pinch on the touch's path. In
        // the main package so that CI's debug build compiles it anyway and the guard adds only valgrind's time (the
        // release builds of Benchmarks/ take longer than CI can give it). Declared as no product: SwiftPM makes an
        // executable of it in this package's own builds only, never for a package that depends on Tactile.
        .executableTarget(name: "tactile-event-cost", dependencies: ["TactileTesting"], swiftSettings: strict),
        .executableTarget(
            name: "tactile",
            dependencies: [
                "Tactile", "TactileLinux", "TactileExamples", "TactileMotion", "TactileStrokes", "TactileTrace",
                "TactileDBus", "TactileEvaluation", "TactileDesktop", "TactilePlayground", "TactilePlaygroundServer",
                "TactileRender", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TactileTests", dependencies: ["Tactile", "TactileTesting", "TactileExamples", "SharedTestData"],
            swiftSettings: strict),
        .testTarget(
            name: "TactileRenderTests",
            dependencies: ["TactileRender", "Tactile", "TactileTesting", "TactileExamples", "SharedTestData"],
            swiftSettings: strict),
        .testTarget(
            name: "TactileExamplesTests",
            dependencies: [
                "TactileExamples", "TactileTesting", "TactileStrokes", "TactileEvaluation", "TactileTrace", "TactileMedia",
                "TactileMPRIS", "SharedTestData",
            ],
            swiftSettings: strict),
        // Runs the built `tactile` executable with bad and good input and checks what it prints and how it exits.
        .testTarget(name: "TactileCLITests", dependencies: ["Tactile"], swiftSettings: strict),
        .testTarget(
            name: "TactileTestingTests", dependencies: ["TactileTesting", "TactileXCTest"], swiftSettings: strict),
        // Every Swift block of the README, BENCHMARKS.md, Docs/ and the DocC catalogs, compiled against only the
        // products a user's package imports, and checked to appear in a file of the target character for character.
        .testTarget(
            name: "DocumentationSnippetTests",
            dependencies: [
                "Tactile", "TactileTesting", "TactileXCTest", "TactileMotion", "TactileMedia", "TactileStrokes",
                "TactileTrace", "TactileLinux", "TactileDesktop", "TactilePlayground", "TactilePlaygroundServer",
                "TactileRender",
            ],
            swiftSettings: strict),
        // Finds ../shared/data, the real recordings the data-driven tests read when it is beside the repository; and
        // the seeded random number generator the tests share.
        .target(name: "SharedTestData", dependencies: [logging], path: "Tests/SharedTestData", swiftSettings: strict),
        .testTarget(
            name: "TactileLinuxTests",
            dependencies: [
                "TactileLinux", "TactileTrace", "TactileMotion", "TactileMedia", "TactileTesting", "SharedTestData", logging,
            ],
            swiftSettings: strict),
        .testTarget(
            name: "TactileStrokesTests", dependencies: ["TactileStrokes", "TactileTesting", "SharedTestData"],
            swiftSettings: strict),
        .testTarget(
            name: "TactileTraceTests", dependencies: ["TactileTrace", "TactileTesting", "TactileExamples", "SharedTestData"],
            swiftSettings: strict),
        // Private dbus-daemon buses and external programs (dbus-send, playerctl) for the D-Bus and MPRIS tests.
        .target(name: "DBusTestSupport", dependencies: ["TactileDBus"], path: "Tests/DBusTestSupport", swiftSettings: strict),
        .testTarget(
            name: "TactileDBusTests", dependencies: ["TactileDBus", "DBusTestSupport", "SharedTestData", logging],
            swiftSettings: strict),
        .testTarget(
            name: "TactileMPRISTests",
            dependencies: [
                "TactileMPRIS", "TactileDBus", "TactileMedia", "TactileTesting", "DBusTestSupport", "SharedTestData", logging,
            ],
            swiftSettings: strict),
        // The desktop entry, the launch options and org.freedesktop.Application on a private bus, driven by
        // dbus-send into the app delegate.
        .testTarget(
            name: "TactileDesktopTests", dependencies: ["TactileDesktop", "TactileDBus", "DBusTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "TactileEvaluationTests",
            dependencies: ["TactileEvaluation", "TactileStrokes", "TactileMotion", "SharedTestData"],
            swiftSettings: strict),
        // TactileEvaluation: the fusion filters are checked against the BROAD trials when ../shared/data is present.
        .testTarget(
            name: "TactileMotionTests",
            dependencies: ["TactileMotion", "TactileTesting", "TactileEvaluation", "SharedTestData"],
            swiftSettings: strict),
        .testTarget(name: "TactileMediaTests", dependencies: ["TactileMedia", "TactileTesting"], swiftSettings: strict),
        // The playground's decoder, input source and session on virtual time, on the example scenes.
        .testTarget(
            name: "TactilePlaygroundTests",
            dependencies: [
                "TactilePlayground", "TactileExamples", "TactileTrace", "TactileRender", "Tactile", "SharedTestData",
            ],
            swiftSettings: strict),
        // The playground's server in-process on a loopback port, driven by headless Chromium through the Chrome
        // DevTools Protocol (skips when `chromium` is not installed); the access checks without a browser.
        .testTarget(
            name: "TactilePlaygroundServerTests",
            dependencies: ["TactilePlaygroundServer", "TactilePlayground", "TactileExamples", "TactileTrace", "TactileRender", "Tactile"],
            swiftSettings: strict),
        // The porting corpus's UIKit-style XCTest case, ported like the rest of the corpus.
        .testTarget(
            name: "PortingCorpusXCTests", dependencies: ["PortingCorpus", "Tactile", "TactileXCTest"],
            path: "PortingCorpus/TactileTests", swiftSettings: strict),
        // A behaviour test per corpus file (driven by TouchSimulator on virtual time), and the check that every
        // port differs from its original only in the allowed ways.
        .testTarget(
            name: "PortingCorpusTests",
            dependencies: ["PortingCorpus", "Tactile", "TactileTesting", "TactileMotion", "TactileMedia"],
            swiftSettings: strict),
        // Links malloc-interposer, whose malloc replaces libc's in the whole test process (it counts only while a test
        // asks it to).
        .testTarget(
            name: "TactileAllocationTests",
            dependencies: [
                "Tactile", "TactileTesting", "TactileRender",
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            swiftSettings: strict),
        // Property-based tests of touch delivery and gesture arbitration: random hierarchies, recognizer
        // configurations, touch storms and mutations during dispatch, checked against invariants.
        .testTarget(
            name: "TactilePropertyTests",
            dependencies: [
                "Tactile", "TactileTesting", "SharedTestData",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),
        // The solver against kiwisolver (Python, run by kiwi_oracle.py) on seeded random systems, and its own unit tests.
        .testTarget(
            name: "TactileLayoutSolverTests", dependencies: ["TactileLayoutSolver", "SharedTestData"],
            exclude: ["kiwi_oracle.py"], swiftSettings: strict),
    ]
)
