#!/usr/bin/env bash
# Runs `swift build ARGS…` saying what it does: one line before the compile (what, and about how
# long), a heartbeat every 20 s with SwiftPM's step count (a first build compiles for minutes and
# would otherwise look hung), then the compiler's warnings and errors — without the "[n/m]
# Compiling …" progress and without SwiftPM's "prohibited flag(s): -pthread" (pkg-config's glib
# flags carry -pthread, which SwiftPM drops from system-library targets; the toolchain links
# libpthread itself). Exits with swift build's status.
#
#   scripts/swift-build.sh "the release binary" -c release --product boardgen
set -uo pipefail
what=$1; shift
swift=${SWIFT:-swift}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$(date +%s)
echo "build: compiling $what — a first build takes 4–6 minutes on 2 cores, later ones seconds…"
"$swift" build "$@" >"$log" 2>&1 &
pid=$!
while kill -0 "$pid" 2>/dev/null; do
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    sleep 2
    kill -0 "$pid" 2>/dev/null || break 2
  done
  step=$(grep -oE '^\[[0-9]+/[0-9]+\]' "$log" | tail -1)
  echo "build: still compiling $what… $(( $(date +%s) - start )) s${step:+, step ${step//[\[\]]/}}"
done
wait "$pid"
status=$?
grep -v -E '^\[[0-9]+/[0-9]+\] |^warning: prohibited flag\(s\): -pthread|^Building for |^Build complete|^Build of product |^\[0/1\] Planning build' "$log" || true
if [[ $status == 0 ]]; then echo "build: $what ready ($(( $(date +%s) - start )) s)"; fi
exit "$status"
