// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The toolchain's own SwiftSyntax and SwiftParser (docs/swift-subset.md, "Reading Swift"):
/// every Swift 6 toolchain ships them, built for that very compiler, in `usr/lib/swift/host`.
/// The folder is found from the `swiftc` on PATH (symlinks resolved) when the manifest runs;
/// every target gets `-I` (dependents of BoardRender need the modules too), `-L` and an rpath.
let swiftSyntaxHost: String = {
    let fm = FileManager.default
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    for directory in path.split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard fm.isExecutableFile(atPath: swiftc.path) else { continue }
        let usr = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let host = usr.appendingPathComponent("lib/swift/host")
        if fm.fileExists(atPath: host.appendingPathComponent("SwiftParser.swiftmodule").path) { return host.path }
    }
    return "/opt/swift/usr/lib/swift/host"
}()
let swiftSyntaxSettings: [SwiftSetting] = [.unsafeFlags(["-I", swiftSyntaxHost])]
let swiftSyntaxLinking: [LinkerSetting] = [
    .unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost]),
]

let package = Package(
    name: "boardgen",
    products: [
        .executable(name: "boardgen", targets: ["boardgen"]),
        .library(name: "BoardRender", targets: ["BoardRender"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // Text: Pango over cairo (shaping, fallback, ellipsis) and the fontconfig side of
        // its font map (a private configuration holding only the pinned fonts).
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CGif",
            providers: [.apt(["libgif-dev"])]
        ),
        // Vector images of asset catalogues' image sets: SVG (librsvg) and PDF (poppler's GLib
        // binding), rendered with cairo into the pixels the painter draws.
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"])]
        ),
        // libwebp's encoder, WebPAnimEncoder (mux) and, for tests, the demuxing decoder.
        .systemLibrary(
            name: "CWebP",
            providers: [.apt(["libwebp-dev"])]
        ),
        // The async-signal-safe registry of live temporary files and the
        // SIGINT/SIGTERM/SIGHUP handlers that remove them (Sources/Files/TemporaryFiles.swift).
        .target(name: "CCleanup"),
        // JPEG decoding for image sets: libjpeg-turbo read from memory, its fatal errors returned
        // as messages (a C shim, for setjmp/longjmp).
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // Edit distance and "did you mean", shared by the expression
        // evaluator and the command-line parser.
        .target(name: "DidYouMean"),
        // The model: numbers, geometry, motion (curves, springs), transitions and their effects, colours.
        .target(
            name: "BoardModel",
            dependencies: ["DidYouMean"]
        ),
        // The scene: one display list per instant, and its JSON dump.
        .target(
            name: "BoardScene",
            dependencies: ["BoardModel"]
        ),
        // The Swift front end: SwiftParser → lowering → a small internal AST (Expr, Statement,
        // Declaration) with positions, and the diagnostics that point into it.
        .target(
            name: "SwiftFront",
            dependencies: ["BoardModel", "DidYouMean"],
            linkerSettings: ["SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftIfConfig"]
                .map { .linkedLibrary($0) }
        ),
        // The interpreter and SwiftUI's vocabulary: values, declarations, @State and bindings,
        // actions; views, modifiers, animations and transitions built by one vocabulary.
        .target(
            name: "SwiftRun",
            dependencies: ["BoardModel", "BoardScene", "SwiftFront", "DidYouMean"]
        ),
        // The view engine: a view tree per state, SwiftUI's layout (proposal → size → placement),
        // the diff by identity, playback over a timeline of transactions, and Board → Scene.
        // Text is measured through the injected `TextMeasuring`, never by a text engine here.
        .target(
            name: "ViewEngine",
            dependencies: ["BoardModel", "BoardScene", "SwiftFront", "SwiftRun", "DidYouMean"]
        ),
        // Files: outputs written whole or not at all (a temporary renamed into place, removed on
        // signals), the byte sink with the system's reason, frame-name patterns, the stage clock.
        .target(
            name: "Files",
            dependencies: ["BoardModel", "CCleanup"]
        ),
        // The painter: cairo and Pango paint a Scene (PNG, SVG, rasters); text measured as painted.
        .target(
            name: "Painter",
            dependencies: ["BoardModel", "BoardScene", "Files", "CCairo", "CPango", "CJPEG", "CRsvg", "CPoppler", "CWebP"]
        ),
        // The encoders: GIF (palettes, LZW over giflib) and WebP (VP8L, libwebp's mux) — pixels in,
        // bytes out; no boards or scenes.
        .target(
            name: "Encoders",
            dependencies: ["BoardModel", "Files", "CGif", "CWebP"]
        ),
        // The writers: stills, frame sets, sheets, animations, animated SVG, the inspector, written
        // atomically (temporaries removed on signals).
        .target(
            name: "Writers",
            dependencies: ["BoardModel", "BoardScene", "SwiftFront", "SwiftRun", "ViewEngine", "Files", "Painter", "Encoders"]
        ),
        // Board files and the built-in catalog.
        .target(
            name: "Boards",
            dependencies: ["BoardModel", "BoardScene", "SwiftFront", "SwiftRun", "ViewEngine", "Files", "Painter", "Writers", "DidYouMean"]
        ),
        // Figures manifests: what `boardgen build` builds, and whether it is current.
        .target(
            name: "Figures",
            dependencies: ["BoardModel", "BoardScene", "SwiftFront", "SwiftRun", "ViewEngine", "Files", "Painter", "Writers", "Boards"]
        ),
        // The library's facade: every target above, and the text engine plugged into the view engine.
        .target(
            name: "BoardRender",
            dependencies: ["BoardModel", "BoardScene", "SwiftFront", "SwiftRun", "ViewEngine", "Files", "Painter", "Encoders",
                           "Writers", "Boards", "Figures", "DidYouMean"]
        ),
        // The argument parser and help printer of the CLI, testable on its own.
        .target(
            name: "CommandLineKit",
            dependencies: ["DidYouMean"]
        ),
        .executableTarget(
            name: "boardgen",
            dependencies: ["BoardRender", "CommandLineKit", "DidYouMean"]
        ),
        .executableTarget(
            name: "GifBench",
            dependencies: ["BoardRender", "TestSupport"],
            path: "Benchmarks/GifBench"
        ),
        .target(
            name: "TestSupport",
            dependencies: ["BoardRender", "CCairo", "CGif", "CWebP"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "BoardRenderTests",
            dependencies: ["BoardRender", "TestSupport"]
        ),
        .testTarget(
            name: "CommandLineKitTests",
            dependencies: ["CommandLineKit", "DidYouMean", "TestSupport"]
        ),
        .testTarget(
            name: "boardgenTests",
            dependencies: ["boardgen", "BoardRender", "CommandLineKit", "TestSupport"],
            exclude: ["Commands/Snapshots"]
        ),
    ]
)

// Every Swift target: the toolchain's SwiftSyntax modules and libraries (see swiftSyntaxHost).
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSyntaxSettings
    target.linkerSettings = (target.linkerSettings ?? []) + swiftSyntaxLinking
}
