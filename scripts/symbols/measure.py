#!/usr/bin/env python3
"""Which SF Symbol names real SwiftUI code uses, and how many of those uses boardgen draws
with a stand-in glyph (docs/symbols.md).

Usage:
  scripts/symbols/measure.py [--mirror DIR] [--out scripts/symbols/usage.tsv]
  scripts/symbols/measure.py --coverage [--boardgen .build/debug/boardgen]

The first form counts, in every `.swift` file at HEAD of each repository below (bare git
directories under DIR, `owner+name/repo`, as the search tool's fetch leaves them), the string
literals given to `systemName:` (`Image(systemName:)`, `UIImage(systemName:)`,
`NSImage(systemSymbolName:)` is not counted) and `systemImage:` (`Label`, `Button`,
`ContentUnavailableView`, `tabItem`s). A literal that interpolates (`"\\(name).fill"`) or a
name chosen at run time is not counted: what is counted is what a reader of the code sees.
It writes one line per name: `name<TAB>uses<TAB>repositories`, most used first, with a header
naming each repository's commit.

The second form asks `boardgen check` which of the names in usage.tsv have no stand-in (its
warning lists them) and prints the share of uses and of names that are mapped.
"""
import argparse, collections, os, re, subprocess, sys, tempfile

# Public SwiftUI repositories: apps (iOS and macOS), sample code, tutorials, animation and design
# showcases, component libraries. The first 47 are the real-code corpus of scripts/corpus.
REPOS = """
AppPear/ChartView BeaverOnAMission/iExpense-Project-7- CypherPoet/100-days-of-swiftui-and-combine
DevThibautMonin/swiftdata-todo-app Dimillian/MovieSwiftUI Farial-mahmod/iOS-App-UI-Designs
GetStream/swiftui-spring-animations ImaginativeShohag/Why-Not-SwiftUI JaredMalan7/Swift-Notes-App
Lebron1992/WeChat-SwiftUI Masaya1582/SwiftUI_Playground MatHeartGaming/coolStuff_with_SwiftUI
PrinceGosplana/SwiftUI_Features Vinay-19/SwiftUI_ExpenseTracker YentingChen/DribbbleChallange
amosgyamfi/open-swiftui-animations eemirhanzeyrek/ExpensesAppSwiftUI elai950/AlertToast
esatgozcu/SwiftUI-Animation-Examples exyte/PopupView fermoya/SwiftUIPager fredrik9000/TodoList_SwiftUI
gafur-demirci/SwiftUI-Learning-Examples gahntpo/DribbleChallenge imjvdn/SwiftUI-TodoList
janakkhadka/Note-App-with-SwiftUI jaywcjlove/swiftui-example jrasmusson/swiftui lirtual/Recipe
manenga/SwiftUI-Playground nalexn/clean-architecture-swiftui recherst/kavsoft-swiftui-animations
sang200515/SwiftUIViews simicity/ExpenseTracker xiaofu666/SwiftUI_Demos Jinxiansen/SwiftUI
rungxanh1995/100DaysOfSwiftUI C1-SoftwareEngineeringSummit/NotesUI mahyar-shakori/HabitMinder-SwiftUI
lgn21st/swiftui-tetris conradwt/swiftUI-weather Booysenberry/GoodWeather dimas-c5/swiftui-todo
jaelee1993/Recipe-Viewer chaudhryumair/SwiftUI_Animations exyte/ProgressIndicatorView
SchweizerischeBundesbahnen/mobile-ios-design-swiftui
Aidoku/Aidoku Automattic/pocket-casts-ios CodeEditApp/CodeEdit CodeEditApp/CodeEditSourceEditor
Dimillian/ACHNBrowserUI Dimillian/IceCubesApp Dimillian/IcySky Dimillian/RedditOS EhPanda-Team/EhPanda
Finb/Bark MrKai77/Loop Ranchero-Software/NetNewsWire Whisky-App/Whisky apple/sample-backyard-birds
apple/sample-food-truck element-hq/element-x-ios exyte/Chat home-assistant/iOS ivanvorobei/SwiftUI
jordanbaird/Ice kean/Pulse mastodon/mastodon-ios p0deje/Maccy pointfreeco/swift-composable-architecture
rileytestut/AltStore sindresorhus/Gifski twostraws/ControlRoom twostraws/HackingWithSwift yattee/yattee
ObuchiYuki/DevToysMac lukakerr/Pine
aburk3/design-code-iOS15 adammcarter/swift-snapshot-testing-macros airappsco/AirSettingsUI
deoliveira-filemon/DragModalView doordash-oss/swiftui-preview-snapshots fespinoza/sample-json-app
LukeLaverty/greenlight molcik/swiftui-elements nicktheodoridisiOS/DaysOfSwiftUI
pointfreeco/swift-snapshot-testing ram4ik/DesigningAnimationsWithSwiftUIAndKiteCompositor
scgyong-kpu/ios_2023_07 skottydeveloper/Swift sungju-kim/NotiFisor thedantas/Catastic
virgi-septian/SwiftUI-by-Apple-Developer-Documentation vudinhdjv/SwiftUI-Sample
""".split()

LITERAL = re.compile(r'\b(?:systemName|systemImage):\s*"([^"\\]+)"')
HERE = os.path.dirname(os.path.abspath(__file__))


def git(gitdir, *args):
    return subprocess.run(["git", f"--git-dir={gitdir}", *args], capture_output=True, text=True).stdout


def count(mirror):
    uses, repos, commits = collections.Counter(), collections.defaultdict(set), {}
    for repo in REPOS:
        gitdir = os.path.join(mirror, repo.replace("/", "+"), "repo")
        if not os.path.isdir(gitdir):
            print(f"measure: {repo} is not under {mirror} (fetch it first)", file=sys.stderr)
            continue
        commits[repo] = git(gitdir, "rev-parse", "HEAD").strip()[:10]
        out = git(gitdir, "grep", "-I", "-h", "-E", r"(systemName|systemImage): *\"", "HEAD", "--", "*.swift")
        for line in out.splitlines():
            for name in LITERAL.findall(line):
                uses[name] += 1
                repos[name].add(repo)
    return uses, repos, commits


def write(path, uses, repos, commits):
    total = sum(uses.values())
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"# SF Symbol names in `systemName:`/`systemImage:` literals: {total} uses of {len(uses)} names "
                f"in {sum(1 for r in commits if any(r in s for s in repos.values()))} of {len(commits)} repositories "
                "(scripts/symbols/measure.py)\n")
        f.write("# " + " ".join(f"{r}@{c}" for r, c in sorted(commits.items(), key=lambda p: p[0].lower())) + "\n")
        f.write("name\tuses\trepositories\n")
        for name, n in sorted(uses.items(), key=lambda p: (-p[1], p[0])):
            f.write(f"{name}\t{n}\t{len(repos[name])}\n")
    print(f"{total} uses of {len(uses)} names in {len(commits)} repositories → {path}")


def read(path):
    rows = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or line.startswith("name\t"):
            continue
        name, uses, repos = line.rstrip("\n").split("\t")
        rows.append((name, int(uses), int(repos)))
    return rows


def unmapped(boardgen, names):
    """The names `boardgen check` warns have no stand-in, asked 40 at a time."""
    found = set()
    pattern = re.compile(r'no stand-in glyph for the SF Symbols? (.*?)(?:; they| ;|; it)')
    for k in range(0, len(names), 40):
        chunk = names[k:k + 40]
        body = "\n".join(f'            Image(systemName: "{n}")' for n in chunk)
        swift = f"import SwiftUI\nstruct Symbols: View {{\n    var body: some View {{\n        VStack {{\n{body}\n        }}\n    }}\n}}\n"
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "Symbols.swift")
            open(path, "w", encoding="utf-8").write(swift)
            board = os.path.join(d, "board.json")
            open(board, "w", encoding="utf-8").write('{"swift": ["Symbols.swift"], "view": "Symbols()", "width": 300, "height": 2400}')
            r = subprocess.run([boardgen, "check", board], capture_output=True, text=True)
            if r.returncode != 0:
                sys.exit(f"measure: boardgen check failed: {r.stderr.strip()}")
            for line in r.stderr.splitlines():
                m = pattern.search(line)
                if m:
                    found.update(re.findall(r'"([^"]+)"', m.group(1)))
    return found


def coverage(boardgen, path):
    rows = read(path)
    missing = unmapped(boardgen, [name for name, _, _ in rows])
    total = sum(u for _, u, _ in rows)
    mapped = sum(u for n, u, _ in rows if n not in missing)
    print(f"names: {len(rows) - len(missing)} of {len(rows)} have a stand-in ({100 * (len(rows) - len(missing)) / len(rows):.1f} %)")
    print(f"uses: {mapped} of {total} draw a stand-in ({100 * mapped / total:.1f} %)")
    top = [(n, u) for n, u, _ in rows if n in missing][:40]
    print("commonest without one: " + ", ".join(f"{n} ({u})" for n, u in top))


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--mirror", default="/work/.mirror")
    p.add_argument("--out", default=os.path.join(HERE, "usage.tsv"))
    p.add_argument("--coverage", action="store_true")
    p.add_argument("--boardgen", default=".build/debug/boardgen")
    a = p.parse_args()
    if a.coverage:
        coverage(a.boardgen, a.out)
    else:
        write(a.out, *count(a.mirror))


if __name__ == "__main__":
    main()
