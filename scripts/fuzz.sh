#!/usr/bin/env bash
# Fuzzes the board-file reader and the expression parser with libFuzzer.
#   scripts/fuzz.sh [seconds]   (default 60)
# Builds BoardRender with coverage instrumentation and AddressSanitizer into
# .build-fuzz, links Fuzz/BoardFileFuzzer.swift against it, seeds the corpus
# with Examples/*.json and runs. Crashes are saved as .build-fuzz/crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
scratch=.build-fuzz
swift build --scratch-path "$scratch" --target BoardRender -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >/dev/null
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
objects=$(find "$bin/BoardRender.build" "$bin/DidYouMean.build" -name '*.o')
swiftc -sanitize=fuzzer,address -parse-as-library -I "$bin/Modules" -I Sources/CCairo -I Sources/CGif \
  $(pkg-config --cflags-only-I cairo | sed "s/-I/-Xcc -I/g") \
  Fuzz/BoardFileFuzzer.swift $objects -lcairo -lgif -o "$scratch/boardgen-fuzz"
corpus="$scratch/corpus"
mkdir -p "$corpus"
cp Examples/*.json "$corpus/" 2>/dev/null || true
printf '%s' '.easeInOut(duration: 0.7).speed(0.25)' > "$corpus/expr-1"
printf '%s' 'VStack { Tile("A").transition(.scale) }' > "$corpus/expr-2"
cd "$scratch"
export ASAN_OPTIONS=detect_leaks=0   # static signature tables are built lazily and live forever
./boardgen-fuzz -max_total_time="$seconds" -max_len=4096 -timeout=5 -rss_limit_mb=2048 -detect_leaks=0 corpus
