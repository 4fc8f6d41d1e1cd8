import BoardModel
internal import SwiftSyntax
internal import SwiftIfConfig

/// `#if` blocks: the clause a compiler for the board's platform would keep, decided by the
/// toolchain's own SwiftIfConfig under ``BoardBuildConfiguration``.
extension Lowering {
    /// The first clause whose condition holds, or the `#else` clause; nil when none is kept.
    /// (A condition SwiftIfConfig cannot read counts as false, as a compiler's error would stop it.)
    func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.activeClause(in: BoardBuildConfiguration(platform: platform, debug: debug)).clause
    }
}

/// The build a board's Swift files are read for: an app for iOS (or macOS) built by a
/// Swift 6.3 compiler, in Swift 6 mode, on a 64-bit little-endian device.
///
/// `os(iOS)` / `os(macOS)` follow the platform; `canImport(…)` holds for SwiftUI, Foundation,
/// Combine, CoreGraphics, QuartzCore, Observation and the platform's UIKit or AppKit;
/// `hasFeature(…)` holds; `DEBUG` (unless the build is a debug one: previews are read so, as
/// Xcode builds them) and other custom flags, `targetEnvironment(…)`, `arch(…)`,
/// `_runtime(…)` and `hasAttribute(…)` do not. `swift(…)` and `compiler(…)` compare with 6.3.
struct BoardBuildConfiguration: BuildConfiguration {
    /// The platform the board shows.
    let platform: IfConfigPlatform
    /// Whether it is a debug build (`DEBUG` is set).
    var debug = false

    /// The modules an app for the platform imports (a module's submodules, `A.B`, are not among them).
    var modules: Set<String> {
        ["SwiftUI", "Foundation", "Combine", "CoreGraphics", "QuartzCore", "Observation", platform == .iOS ? "UIKit" : "AppKit"]
    }

    func isCustomConditionSet(name: String) -> Bool { debug && name == "DEBUG" }
    func hasFeature(name: String) -> Bool { true }
    func hasAttribute(name: String) -> Bool { false }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        modules.contains(importPath.map(\.1).joined(separator: "."))
    }

    func isActiveTargetOS(name: String) -> Bool { name == (platform == .iOS ? "iOS" : "macOS") }
    func isActiveTargetArchitecture(name: String) -> Bool { false }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { false }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { false }

    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 3) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
