#!/usr/bin/env bash
# `make test`: builds the tests and runs the whole suite, printing what matters — compiler
# warnings and errors, every failure with its details, and the summary — not the start and
# pass of each of the ~700 tests. VERBOSE=1 prints everything.
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
if [[ ${VERBOSE:-0} != 0 ]]; then
  "$swift" build --build-tests
  exec "$swift" test --skip-build --parallel
fi
start=$(date +%s)
# The build says what it does, with a heartbeat while it compiles (scripts/swift-build.sh).
SWIFT="$swift" scripts/swift-build.sh "the tests (debug)" --build-tests
echo "test: running the suite (about 4–5 minutes on 2 cores)…"
# Drop Swift Testing's per-test start and pass lines; failures (✘), their details and the
# summary stay.
set +e
# A start line whose test-case arguments span lines is skipped up to its "started." line.
"$swift" test --skip-build --parallel 2>&1 | awk '
  skipping && !/^(✘|✔|◇|➜|↳) / { if (/ started\.$/) skipping = 0; next }
  { skipping = 0 }
  /^◇ / && / started\.$/ { next }
  /^◇ / { skipping = 1; next }
  /^✔ (Test|Suite) / && / passed after / && !/^✔ Test run with / { next }
  /^(Building for debugging|Build complete|\[0\/1\] Planning build|warning: prohibited flag\(s\): -pthread)/ { next }
  { print; fflush() }'
status=${PIPESTATUS[0]}
set -e
echo "test: $(( $(date +%s) - start )) s"
exit "$status"
