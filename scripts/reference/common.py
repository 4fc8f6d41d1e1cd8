"""Shared helpers for the reference checkers: locating and running the boardgen binary."""
from __future__ import annotations

import os
import subprocess
import sys

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
CANDIDATES = [os.path.join(REPO, ".build", "release", "boardgen"),
              os.path.join(REPO, ".build", "debug", "boardgen")]

EXIT_PENDING = 3  # binary or subcommand missing: the check could not run


def find_binary(path=None):
    if path:
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            pending("boardgen binary %r does not exist or is not executable" % path)
        return path
    found = [c for c in CANDIDATES if os.path.isfile(c) and os.access(c, os.X_OK)]
    if found:
        # the most recently built one (a stale release build must not hide a fresh debug one)
        best = max(found, key=os.path.getmtime)
        if len(found) > 1:
            print("note: using the newest binary %s" % best, file=sys.stderr)
        return best
    pending("no boardgen binary at %s (build it with `swift build -c release`, or pass --bin)"
            % " or ".join(CANDIDATES))


def pending(msg):
    print("PENDING: %s" % msg, file=sys.stderr)
    sys.exit(EXIT_PENDING)


def run(cmd, timeout=120):
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 124, "", "timeout after %ss" % timeout
    return r.returncode, r.stdout, r.stderr


def fmt_time(t):
    s = ("%.6f" % t).rstrip("0")
    return s + "0" if s.endswith(".") else s
