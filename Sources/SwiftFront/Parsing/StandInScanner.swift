import BoardModel
internal import SwiftParser
internal import SwiftSyntax

/// Where a file uses the app around a view that a board stands in for (docs/swift-subset.md,
/// "Stand-ins"): the board's clock, its seeded random values, stored defaults, timers, tasks, the
/// environment. `boardgen check` lists each stand-in once per file, at its first use, so a reader
/// sees what the board shows in place of the app's.
///
/// Read from SwiftParser's tokens (comments and strings are not tokens that match).
package enum StandInScanner {
    /// One stand-in a file uses.
    package struct Use: Sendable, Equatable {
        /// How the listing names it: `Date()`, `.random(in:)`, `@AppStorage`.
        package var name: String
        /// What a board shows in its place.
        package var detail: String
        /// Where it is first used.
        package var location: SourceLocation
    }

    static let clock = "the board's clock: \"now\" (2026-01-01T09:41:00Z unless the board says)"
    static let random = "seeded by the board's \"seed\" (0 unless it says): SplitMix64, the same values on every run"
    static let environmentDefaults: [String: String] = [
        "dynamicTypeSize": ".large", "horizontalSizeClass": ".compact", "verticalSizeClass": ".regular",
        "locale": "en_US_POSIX", "calendar": "Gregorian, UTC", "timeZone": "UTC", "dismiss": "an action that does nothing",
        "openURL": "an action that opens nothing", "presentationMode": "not presented; dismiss() does nothing",
        "isEnabled": "true", "scenePhase": ".active",
    ]

    /// The stand-ins `text` uses, each once, in order of first use.
    package static func uses(in text: SwiftSourceText) -> [Use] {
        var parser = Parser(text.string, maximumNestingLevel: 256)
        let tree = SourceFileSyntax.parse(from: &parser)
        let offsets = CharacterOffsets(text.string)
        let tokens = tree.tokens(viewMode: .sourceAccurate).map { (text: $0.text, offset: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
        var found: [Use] = []
        var seen: Set<String> = []
        func add(_ name: String, _ detail: String, _ k: Int) {
            guard seen.insert(name).inserted else { return }
            let location = text.location(of: offsets.start(tokens[k].offset))
            found.append(Use(name: name, detail: detail, location: location))
        }
        func token(_ k: Int) -> String { k >= 0 && k < tokens.count ? tokens[k].text : "" }
        for k in tokens.indices {
            let t = tokens[k].text
            switch t {
            case "Date" where token(k + 1) == "(" && token(k + 2) == ")": add("Date()", clock, k)
            case "now" where token(k - 1) == ".": add(".now", clock, k)
            case "DateFormatter": add("DateFormatter", "dates printed in en_US_POSIX, UTC, from the board's clock", k)
            case "random" where token(k - 1) == ".": add(".random", random, k)
            case "randomElement", "shuffled", "shuffle": if token(k - 1) == "." { add("." + t + "()", random, k) }
            case "arc4random", "arc4random_uniform", "drand48": if token(k + 1) == "(" { add(t + "(…)", random, k) }
            case "UserDefaults": add("UserDefaults", "nothing stored: reads give 0, false or nil; writes change nothing", k)
            case "appearance" where token(k - 1) == "." && token(k + 1) == "(" && token(k - 2).hasPrefix("UI"):
                add("UIKit appearance", "its settings are not drawn: SwiftUI's own bars and controls are (a TabView draws no bar when UITabBar.appearance().isHidden = true)", k)
            case "UINavigationBarAppearance", "UITabBarAppearance", "UIToolbarAppearance", "UIBarButtonItemAppearance":
                add(t, "its settings are not drawn: SwiftUI's own bars are", k)
            case "TipView", "popoverTip":
                if token(k + 1) == "(" { add(t == "TipView" ? "TipView" : ".popoverTip", "not shown: TipKit shows a tip once the app has called Tips.configure(), which a board does not run", k) }
            case "Map", "VideoPlayer", "SpriteView", "SceneView", "RealityView":
                if token(k + 1) == "(" || token(k + 1) == "{", token(k - 1) != "." {
                    add(t, "drawn as a placeholder of the size offered, named \(t): its framework's content (map tiles, video, a scene) is not drawn on Linux", k)
                }
            case "AppStorage", "SceneStorage":
                if token(k - 1) == "@" { add("@" + t, "@State at its default value (nothing stored)", k) }
            case "FileManager" where token(k + 1) == "." && token(k + 2) == "default":
                add("FileManager.default", "a newly installed app's sandbox: its folders hold no file, writes are not kept, a read there throws \"no such file\"", k)
            case "Timer" where token(k + 1) == "." && ["publish", "scheduledTimer"].contains(token(k + 2)):
                add("Timer." + token(k + 2), "a timer that has not fired: the state before its first tick", k)
            case "Task" where (token(k + 1) == "{" || token(k + 1) == "(" || (token(k + 1) == "." && token(k + 2) == "detached")) && token(k - 1) != ".":
                add("Task", "a task that has not run yet: its closure is not run (the view before the work finishes)", k)
            case "task", "onReceive":
                if token(k - 1) == "." { add("." + t, "passes through; its closure is not run (the view before the work finishes or the timer fires)", k) }
            case "EnvironmentKey": add("EnvironmentKey", "read at its defaultValue, or the value .environment(\\.key, value) sets above", k)
            case "Entry" where token(k - 1) == "@": add("@Entry", "read at its default value, or the value .environment(\\.key, value) sets above", k)
            case "Environment" where token(k - 1) == "@" && token(k + 1) == "(" && token(k + 2) == "\\":
                let key = token(k + 3) == "." ? token(k + 4) : token(k + 3)
                if let value = environmentDefaults[key] { add("@Environment(\\.\(key))", value, k) }
            default: break
            }
        }
        return found
    }
}
