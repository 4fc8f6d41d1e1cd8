import SwiftFront
import BoardScene
import BoardModel
/// What stays out (docs/programs.md §2), each with the one-line reason a refusal gives
/// at the construct's place. Everything here is valid Swift that a board cannot run.
package enum Refusals {
    package static let shader = "a shader (Metal) cannot be drawn on a board"
    package static let concurrency = "concurrency (async/await, task groups) does not run on a board (a Task { … } stands in as one that has not run yet)"
    package static let timers = "timers and publishers do not run on a board (Timer.publish and Timer.scheduledTimer stand in as timers that have not fired); show the states as steps"
    package static let representable = "UIKit and AppKit views do not exist on Linux"
    package static let io = "networking and files do not run on a board"
    package static let keyframes = "keyframe animations are not run yet; write the keyframes as steps"
    package static let phases = "phase animations are not run yet; write the phases as steps"

    /// Names (types and functions) that are refused wherever they are used.
    package static let names: [String: String] = [
        "TaskGroup": concurrency, "MainActor": concurrency,
        "AsyncStream": concurrency, "Timer": timers,
        "ShaderLibrary": shader, "Shader": shader, "UIView": representable, "UIImage": representable,
        "UIScreen": representable, "UIApplication": representable, "NSImage": representable,
        "SystemSoundID": io, "AVPlayer": io,
        "CADisplayLink": timers, "CHHapticEngine": io, "UIHostingController": representable,
        "KeyframeAnimator": keyframes,
        // The keychain (Security): what an app stored there is not on a board.
        "kSecClass": keychain, "kSecClassGenericPassword": keychain, "kSecAttrAccount": keychain, "kSecAttrService": keychain,
        "kSecValueData": keychain, "kSecReturnData": keychain, "kSecMatchLimit": keychain, "kSecMatchLimitOne": keychain,
        "SecItemCopyMatching": keychain, "SecItemAdd": keychain, "SecItemUpdate": keychain, "SecItemDelete": keychain,
    ]

    /// Why the keychain is refused.
    package static let keychain = "the keychain (Security) does not run on a board: what an app stored there is not on a board; hold the value in @State or a model"


    /// Static members refused on types that are otherwise run.
    package static let staticMembers: [String: String] = [:]

    /// Modifiers and methods refused wherever they are called.
    package static let modifiers: [String: String] = [
        "colorEffect": shader, "layerEffect": shader, "distortionEffect": shader,
        "keyframeAnimator": keyframes,
        "scrollTo": "a board does not scroll a ScrollView yet (its content rests at the start); show the rows to see as a state",
    ]

    /// Whether `t` wraps a UIKit or AppKit view or view controller (drawn as a placeholder).
    package static func isRepresentable(_ t: TypeInfo) -> Bool {
        ["UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable"]
            .contains { t.inherited.contains($0) }
    }

    /// Property wrappers refused, with why.
    package static let wrappers: [String: String] = [:]
}
