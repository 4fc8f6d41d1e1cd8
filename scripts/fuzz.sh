#!/usr/bin/env bash
# The one entry point for fuzzing boardgen with libFuzzer and AddressSanitizer.
#
#   scripts/fuzz.sh [TARGET] [SECONDS] [-- LIBFUZZER-OPTIONS…]
#   scripts/fuzz.sh board 600                 # ten minutes on the board reader
#   scripts/fuzz.sh cli 0 -- -runs=1000000    # one million command lines
#   scripts/fuzz.sh 60                        # the board target for 60 s (as before)
#
# Targets (Fuzz/*.swift):
#   board   the board-file reader and the expression parser (BoardFileFuzzer.swift)
#   render  a whole board file → scene → pixels at a small size; a board that
#           reads but does not draw is a crash (RenderFuzzer.swift)
#   swift   the Swift front end (SwiftParser) and the interpreter: a file's declarations, each evaluated as `check
#           X.swift` does and drawn on a one-cell board (SwiftFileFuzzer.swift)
#   manifest the figures-manifest reader (`build`'s figures.json) and the file names
#           and snippets of a manifest that reads (ManifestFuzzer.swift)
#   values  the interpreter's value operations: an expression's value compared, hashed,
#           printed, nested, repeated, joined, used as .id and .tag (ValueFuzzer.swift)
#   cli     the command line: argument parser, option values (numbers, times,
#           paths) and the commands, in process, outputs kept in a directory
#           that does not exist (CLIFuzzer.swift)
# SECONDS 0 means no time limit (use -runs=N). BoardRender and every target it
# depends on (read from Package.swift; for `cli` also CommandLineKit and the
# boardgen sources) are built with coverage instrumentation and ASan into
# .build-fuzz; each target has its own corpus in .build-fuzz/corpus-TARGET,
# seeded from Examples/ and a few expressions and command lines. A crash is
# saved as .build-fuzz/crash-*; reproduce with .build-fuzz/fuzz-TARGET FILE.
# The last lines printed are libFuzzer's final statistics (number of runs).
set -euo pipefail
cd "$(dirname "$0")/.."
target=board
if [[ $# -gt 0 && ! $1 =~ ^[0-9]+$ && $1 != -- ]]; then target=$1; shift; fi
seconds=60
if [[ $# -gt 0 && $1 =~ ^[0-9]+$ ]]; then seconds=$1; shift; fi
if [[ $# -gt 0 && $1 == -- ]]; then shift; fi
case $target in
  board) sources=(Fuzz/BoardFileFuzzer.swift) ;;
  render) sources=(Fuzz/RenderFuzzer.swift) ;;
  swift) sources=(Fuzz/SwiftFileFuzzer.swift Fuzz/BigStack.swift) ;;
  manifest) sources=(Fuzz/ManifestFuzzer.swift) ;;
  values) sources=(Fuzz/ValueFuzzer.swift Fuzz/BigStack.swift) ;;
  cli) sources=(Fuzz/CLIFuzzer.swift $(ls Sources/boardgen/Commands/*.swift Sources/boardgen/Frontend/*.swift)) ;;
  *) echo "fuzz.sh: unknown target '$target'; use board, render, swift, manifest, values or cli" >&2; exit 2 ;;
esac

# FUZZ_CONFIG=release builds the library optimized (into .build-fuzz-release, its own
# corpus and crashes): 3-4x the executions a second of the default debug build, for the
# 10^6-run campaigns; debug (the default) keeps Swift's -Onone checks and stack frames.
config=${FUZZ_CONFIG:-debug}
case $config in
  debug) scratch=.build-fuzz ;;
  release) scratch=.build-fuzz-release ;;
  *) echo "fuzz.sh: FUZZ_CONFIG must be debug or release, not '$config'" >&2; exit 2 ;;
esac
flags=(-c "$config" -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
swift build --scratch-path "$scratch" --target BoardRender "${flags[@]}" >/dev/null
if [[ $target == cli ]]; then swift build --scratch-path "$scratch" --target CommandLineKit "${flags[@]}" >/dev/null; fi
bin=$(swift build --scratch-path "$scratch" -c "$config" --show-bin-path)
optimize=()
if [[ $config == release ]]; then optimize=(-O); fi
# Every (non-system) target BoardRender depends on, directly or not, as Package.swift says:
# linking only some of them leaves symbols undefined once the package is split further.
roots=(BoardRender)
if [[ $target == cli ]]; then roots+=(CommandLineKit); fi
targets=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
kinds = {t["name"]: t["type"] for t in package["targets"]}
deps = {t["name"]: [d.get("byName", d.get("target", [None]))[0] for d in t["dependencies"]] for t in package["targets"]}
seen, todo = [], sys.argv[1:]
while todo:
    name = todo.pop()
    if name in seen or kinds.get(name) in (None, "system"):
        continue
    seen.append(name)
    todo += [d for d in deps.get(name, []) if d]
print(" ".join(sorted(seen)))' "${roots[@]}")
objects=""
for t in $targets; do objects="$objects $(find "$bin/$t.build" -name '*.o')"; done
# The toolchain's SwiftSyntax (as Package.swift finds it): modules, libraries and an rpath.
host="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/host"
syntax=(-I "$host" -L "$host" -Xlinker -rpath -Xlinker "$host"
        -lSwiftSyntax -lSwiftParser -lSwiftOperators -lSwiftParserDiagnostics -lSwiftDiagnostics -lSwiftIfConfig)
swiftc "${optimize[@]}" -sanitize=fuzzer,address -parse-as-library -module-name "Fuzz_$target" -I "$bin/Modules" "${syntax[@]}" \
  -I Sources/CCairo -I Sources/CPango -I Sources/CGif -I Sources/CWebP \
  -Xcc -fmodule-map-file="$bin/CCleanup.build/module.modulemap" -Xcc -fmodule-map-file="$bin/CJPEG.build/module.modulemap" \
  $(pkg-config --cflags-only-I cairo pangocairo pangoft2 fontconfig | sed "s/-I/-Xcc -I/g") \
  "${sources[@]}" $objects -lcairo $(pkg-config --libs pangocairo pangoft2 fontconfig) \
  -lgif -lwebp -lwebpmux -lwebpdemux -ljpeg -o "$scratch/fuzz-$target"

corpus="$scratch/corpus-$target"
mkdir -p "$corpus"
case $target in
  manifest)
    cp Examples/*figures*.json docs/figures.json "$corpus/" 2>/dev/null || true
    printf '%s' '{"output": "figures", "figures": [{"name": "bench-mid", "board": "bench", "at": [0, 1.4], "formats": ["png", "svg"], "themes": ["light", "dark"], "scales": [1, 2], "alt": "A [bench] <b>"}]}' > "$corpus/manifest-1"
    printf '%s' '{"output": "../x", "figures": [{"name": "s", "board": "b.json", "sheet": {"count": 6, "columns": 3}, "background": "transparent"}, {"name": "a", "board": "trap", "animate": true, "formats": ["gif", "webp", "svg", "html"]}]}' > "$corpus/manifest-2"
    ;;
  values)
    printf '%s' 'grid' > "$corpus/values-1"
    printf '%s' 'Array(repeating: grid, count: 99)' > "$corpus/values-2"
    printf 'z\n---\nlet y = Array(repeating: grid, count: 50)\nlet z = [y, y, y]' > "$corpus/values-3"
    printf '%s' 'table["a"]!.map { _ in row }' > "$corpus/values-4"
    printf 'f()\n---\nfunc f() -> [[Int]] { var r: [[Int]] = []\n for _ in 0..<200 { r.append(row) }\n return r }' > "$corpus/values-5"
    printf '%s' 'Box(v: grid)' > "$corpus/values-6"
    ;;
  board|render)
    cp Examples/*.json "$corpus/" 2>/dev/null || true
    printf '%s' '.easeInOut(duration: 0.7).speed(0.25)' > "$corpus/expr-1"
    printf '%s' 'VStack { Tile("A").transition(.scale) }' > "$corpus/expr-2"
    printf '%s' '{"animation": ".bouncy", "transitions": {"t": {"active": {"scale": 2, "offset": [0, 70], "blur": 3}}}, "cells": [{"name": "a", "transition": ".custom(\"t\").combined(with: .scale(0.5))"}]}' > "$corpus/board-1"
    ;;
  swift)
    cp Examples/*.swift "$corpus/" 2>/dev/null || true
    printf '%s' 'extension AnyTransition { static func f(_ d: CGFloat = 3) -> AnyTransition { let e = d * 2; return .offset(y: e).combined(with: .opacity) } }' > "$corpus/swift-1"
    printf '%s' 'struct M: ViewModifier, Animatable { var p: Double; var animatableData: Double { get { p } set { p = newValue } }; func body(content: Content) -> some View { content.opacity(p < 0.5 ? 1 : 0).frame(height: (1 - p) * 40, alignment: .top).clipped() } }' > "$corpus/swift-2"
    printf '%s' 'struct T: Transition { var k = 1.0; func body(content: Content, phase: TransitionPhase) -> some View { content.rotation3DEffect(.degrees(phase.value * 80), axis: (x: 1, y: 0, z: 0)).scaleEffect(phase.isIdentity ? 1 : 0.5) } }' > "$corpus/swift-3"
    printf '%s' 'struct V: View { @State var items = ["a", "b"]; var filtered: [String] { items.filter { $0.count > 0 }.sorted() }; var body: some View { VStack { ForEach(filtered, id: \.self) { Text($0) } } } }' > "$corpus/swift-4"
    printf '%s' 'struct F: GeometryEffect { var a: Double; var animatableData: Double { get { a } set { a = newValue } }; func effectValue(size: CGSize) -> ProjectionTransform { var t = CATransform3DIdentity; t.m34 = -1 / max(size.width, 1); t = CATransform3DRotate(t, a, 0, 1, 0); return ProjectionTransform(t) } }' > "$corpus/swift-5"
    printf '%s' 'enum K: String { case a, b }; func f(_ n: Int) -> Int { var s = 0; for i in 0..<n where i % 2 == 0 { s += i }; switch K(rawValue: "a") { case .a?: return s; default: return -1 } }; let x = f(10)' > "$corpus/swift-6"
    # Deep and wide seeds (issue 23): an else-if chain, a modifier chain, an operator sequence, combining marks.
    python3 - "$corpus" <<'PY'
import sys
d = sys.argv[1]
view = lambda body: "struct V: View {\n @State var x = 1\n var body: some View {\n" + body + "\n }\n}\n"
open(d + "/deep-elseif", "w").write(view("if x == 0 { Text(\"a\") }" + "".join(" else if x == %d { Text(\"b\") }" % i for i in range(1, 100))))
open(d + "/deep-modifiers", "w").write(view("Text(\"a\")" + ".padding(1)" * 300))
open(d + "/wide-operators", "w").write(view("Text(\"\\(" + " + ".join(["x"] * 600) + ")\")"))
open(d + "/marks", "w").write(view("Text(\"e" + "\u0301" * 1000 + "\")"))
PY
    ;;
  cli)
    printf 'render\nbench\n--fps\n25\n-o\n{n}.png' > "$corpus/cli-1"
    printf 'render\nbench\n--at\n0,1.4s,250ms\n--scale\n2\n-o\nf-{t}.svg' > "$corpus/cli-2"
    printf 'gif\nbench\n--fps\n30\n--speed\n0.5\n--loops\n2\n--poster\n1.4\n-o\nb.gif' > "$corpus/cli-3"
    printf 'curve\n.spring(response: 0.5, dampingFraction: 0.7)\n--samples\n10\n--until\n2' > "$corpus/cli-4"
    printf 'sheet\ntrap\n--count\n6\n--columns\n3\n--frame-scale\n0.5\n-o\ns.png' > "$corpus/cli-5"
    printf 'check\nExamples/springs.json' > "$corpus/cli-6"
    printf 'new\nmy-board' > "$corpus/cli-7"
    ;;
esac
cd "$scratch"
# Leaks: static signature tables are built lazily and live forever. No
# allocation stacks and a 1 MB quarantine: under ASan's defaults (256 MB) every
# execution faults in fresh zeroed pages, and board/render run 1.3-1.8x slower.
# Overflows are still caught at once; a use after free only if it is recent.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0:quarantine_size_mb=1:thread_local_quarantine_size_kb=64}
dict=()
if [[ -f "../Fuzz/$target.dict" ]]; then dict=(-dict="../Fuzz/$target.dict"); fi
./"fuzz-$target" "${dict[@]}" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
  -print_final_stats=1 "$@" "corpus-$target" </dev/null
