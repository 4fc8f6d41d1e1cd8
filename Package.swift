// swift-tools-version:6.0
import PackageDescription

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
        // libwebp's encoder, WebPAnimEncoder (mux) and, for tests, the demuxing decoder.
        .systemLibrary(
            name: "CWebP",
            providers: [.apt(["libwebp-dev"])]
        ),
        // The async-signal-safe registry of live temporary files and the
        // SIGINT/SIGTERM/SIGHUP handlers that remove them (Output/TemporaryFiles.swift).
        .target(name: "CCleanup"),
        // Edit distance and "did you mean", shared by the expression
        // evaluator and the command-line parser.
        .target(name: "DidYouMean"),
        .target(
            name: "BoardRender",
            dependencies: ["CCairo", "CPango", "CGif", "CWebP", "CCleanup", "DidYouMean"]
        ),
        // The argument parser and help printer of the CLI, testable on its own.
        .target(
            name: "CommandLineKit",
            dependencies: ["DidYouMean"]
        ),
        .executableTarget(
            name: "boardgen",
            dependencies: ["BoardRender", "CommandLineKit"]
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
