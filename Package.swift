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
        .systemLibrary(
            name: "CGif",
            providers: [.apt(["libgif-dev"])]
        ),
        .target(
            name: "BoardRender",
            dependencies: ["CCairo", "CGif"]
        ),
        .executableTarget(
            name: "boardgen",
            dependencies: ["BoardRender"]
        ),
        .executableTarget(
            name: "GifBench",
            dependencies: ["BoardRender", "TestSupport"],
            path: "Benchmarks/GifBench"
        ),
        .target(
            name: "TestSupport",
            dependencies: ["BoardRender", "CGif"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "BoardRenderTests",
            dependencies: ["BoardRender", "TestSupport"]
        ),
        .testTarget(
            name: "boardgenTests",
            dependencies: ["BoardRender", "TestSupport"]
        ),
    ]
)
