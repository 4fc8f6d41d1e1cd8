#!/usr/bin/env python3
"""Runs every `boardgen …` command in the README's and docs/'s shell blocks, as written.

    scripts/doc-commands.py [--bin DIR] [--list]

Each command runs with bash in a scratch directory of its document holding a copy of Examples/
(so the paths the docs use resolve and nothing is written into the clone), in document order, with
DIR (default: the release build's) first on PATH. `boardgen watch` runs forever by design: it
passes when, after a few seconds, it has built once and is still running. Exits 1 naming
every command that failed (file:line, the command, its last line of error).
"""
import glob
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def commands():
    files = ["README.md"] + sorted(glob.glob("docs/*.md", root_dir=ROOT))
    found = []
    for name in files:
        block = None
        with open(os.path.join(ROOT, name), encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if line.startswith("```"):
                    block = None if block is not None else line[3:].strip()
                    continue
                text = line.strip()
                if block in ("sh", "bash", "shell") and text.startswith("boardgen "):
                    found.append((name, number, text))
    return found


def main(argv):
    folder = None
    if "--bin" in argv:
        folder = os.path.abspath(argv[argv.index("--bin") + 1])
    else:
        out = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.strip()
        folder = out
    found = commands()
    if "--list" in argv:
        for name, number, text in found:
            print(f"{name}:{number}: {text}")
        return 0
    failures = []
    env = dict(os.environ, PATH=folder + os.pathsep + os.environ.get("PATH", ""))
    scratches = {}
    try:
        for name, number, text in found:
            if name not in scratches:
                # Each document from a fresh scratch directory with the clone's Examples/.
                scratches[name] = tempfile.mkdtemp(prefix="doc-commands-")
                shutil.copytree(os.path.join(ROOT, "Examples"), os.path.join(scratches[name], "Examples"),
                                ignore=shutil.ignore_patterns("figures"))
            watch = text.startswith("boardgen watch ")
            p = subprocess.Popen(["bash", "-o", "pipefail", "-c", text], cwd=scratches[name], env=env,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True)
            try:
                _, said = p.communicate(timeout=6 if watch else 600)
                ok = p.returncode == 0
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, 9)
                _, said = p.communicate()
                ok = watch and " built " in said
            if not ok:
                last = [l for l in said.strip().split("\n") if l][-1:] or ["(nothing on standard error)"]
                failures.append(f"{name}:{number}: {text}\n    {last[0]}")
    finally:
        for folder_path in scratches.values():
            shutil.rmtree(folder_path, ignore_errors=True)
    for f in failures:
        print(f, file=sys.stderr)
    print(f"{len(found) - len(failures)} of {len(found)} documented commands ran as written", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
