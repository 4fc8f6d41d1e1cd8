#!/usr/bin/env python3
"""Acceptance of real SwiftUI code: how many transitions and animations found in
public repositories a board accepts, pasted verbatim.

Usage: scripts/corpus/measure.py CORPUS_DIR [--boardgen PATH] [--failures N]

CORPUS_DIR holds transitions.jsonl and animations.jsonl (one record per
expression: repo, expr, kind) and declarations/*.swift (the declarations of
each repository: extensions, ViewModifier and Transition structs, constants;
first line `// source: owner/name …`). The corpus is third-party code and is
not part of this repository; the closing notes of issue 10 say where ours came
from.

Each expression is put in a one-cell board, as a user would paste it, with its
repository's declarations pasted into a Swift file next to it ("swift"), and
checked with `boardgen check`. A constant the declarations use, recorded in the
corpus as a comment (`// constant used (same file, line N): let x = …`), is
pasted as the line it is. Prints the rates, per kind, and the commonest
reasons for refusal.
"""
import argparse, collections, concurrent.futures, json, os, re, subprocess, tempfile

def repo_declarations(corpus):
    by_repo = collections.defaultdict(list)
    folder = os.path.join(corpus, "declarations")
    for name in sorted(os.listdir(folder)):
        text = open(os.path.join(folder, name), encoding="utf-8").read()
        m = re.match(r"// source: (\S+)", text)
        if not m:
            continue
        text = re.sub(r"^// constant used \(same file, line \d+\):\s*", "", text, flags=re.M)
        by_repo[m.group(1)].append(text)
    return by_repo

def check(boardgen, directory, board):
    path = os.path.join(directory, "board.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(board, f)
    r = subprocess.run([boardgen, "check", path], capture_output=True, text=True, timeout=60)
    first = r.stderr.strip().splitlines()[0] if r.returncode else ""
    return r.returncode, first

def reason(line):
    # The message without its place, its cell and its quoted expression, for grouping.
    text = re.sub(r"^boardgen: error: \S+:\d+:\d+: ", "", line)
    text = re.sub(r"^the (transition|Transition|view modifier|animation) \S+ cannot be (drawn|used): ", "", text)
    text = re.sub(r"^in (cell \"a\"'s|the board's) \"(transition|animation)\": ", "", text)
    text = re.sub(r"in \S+\.body at \S+: ", "", text)
    text = re.sub(r"'[^']*'", "'…'", text)
    text = re.sub(r"\"[^\"]*\"", "\"…\"", text)
    return text[:110]

def measure_declarations(boardgen, corpus, declarations, failures):
    """Each repository's declarations pasted into one Swift file, checked with
    `boardgen check File.swift`: what it reads and draws, and what it refuses."""
    read = refused = skipped = 0
    kinds = collections.Counter()
    reasons = collections.Counter()
    for repo, sources in sorted(declarations.items()):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "Pasted.swift")
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n\n".join(sources))
            r = subprocess.run([boardgen, "check", path], capture_output=True, text=True, timeout=60)
        for line in r.stdout.splitlines()[1:]:
            m = re.match(r"\s+\d+:\d+\s+(.+?)\s{2,}", line)
            if not m:
                continue
            if m.group(1) == "skipped":
                skipped += 1
            else:
                read += 1
                kinds[m.group(1)] += 1
        for line in r.stderr.splitlines():
            more = re.search(r"… and (\d+) more problems", line)
            if more:
                refused += int(more.group(1))
                reasons["(past the first 20 of one file)"] += int(more.group(1))
            elif line.startswith("boardgen: error:"):
                refused += 1
                reasons[reason(line)] += 1
    total = read + refused
    print(f"declarations ({len(declarations)} repositories): {read} of {total} read and drawable ({100 * read / max(1, total):.1f}%), "
          f"{refused} refused; {skipped} other declarations skipped")
    for kind, n in kinds.most_common():
        print(f"  {kind}: {n}")
    print("  commonest refusals:")
    for r, n in reasons.most_common(failures):
        print(f"    {n:4d}  {r}")

def measure(boardgen, corpus, failures):
    declarations = repo_declarations(corpus)
    jobs = []
    for file, key in (("transitions.jsonl", "transition"), ("animations.jsonl", "animation")):
        for line in open(os.path.join(corpus, file), encoding="utf-8"):
            record = json.loads(line)
            if record["kind"] in (".contentTransition()", ".navigationTransition()"):
                continue  # not transitions a board's cell takes
            jobs.append((key, record))

    def run(job):
        key, record = job
        with tempfile.TemporaryDirectory() as d:
            board = {"title": "corpus", "cells": [{"name": "a", "transition": ".opacity"}]}
            sources = declarations.get(record["repo"], [])
            if sources:
                with open(os.path.join(d, "Pasted.swift"), "w", encoding="utf-8") as f:
                    f.write("\n\n".join(sources))
                board["swift"] = ["Pasted.swift"]
            if key == "transition":
                board["cells"][0]["transition"] = record["expr"]
            else:
                board["animation"] = record["expr"]
            status, first = check(boardgen, d, board)
        return key, record, status, first

    results = collections.defaultdict(lambda: collections.Counter())
    reasons = collections.defaultdict(collections.Counter)
    examples = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for key, record, status, first in pool.map(run, jobs):
            results[key]["all"] += 1
            results[(key, record["kind"])]["all"] += 1
            if status == 0:
                results[key]["ok"] += 1
                results[(key, record["kind"])]["ok"] += 1
            else:
                r = reason(first)
                reasons[key][r] += 1
                examples.setdefault((key, r), record["expr"].strip().replace("\n", " ")[:100])
    for key in ("transition", "animation"):
        c = results[key]
        print(f"{key}s: {c['ok']} of {c['all']} accepted ({100 * c['ok'] / max(1, c['all']):.1f}%)")
        for (k, kind), kc in sorted((k, v) for k, v in results.items() if isinstance(k, tuple) and k[0] == key):
            print(f"  {kind}: {kc['ok']} of {kc['all']} ({100 * kc['ok'] / max(1, kc['all']):.1f}%)")
        print(f"  commonest refusals:")
        for r, n in reasons[key].most_common(failures):
            print(f"    {n:4d}  {r}\n          e.g. {examples[(key, r)]}")
    measure_declarations(boardgen, corpus, declarations, failures)

def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("corpus")
    p.add_argument("--boardgen", default=os.path.join(os.path.dirname(__file__), "../../.build/release/boardgen"))
    p.add_argument("--failures", type=int, default=15, help="how many refusal reasons to list")
    a = p.parse_args()
    measure(os.path.abspath(a.boardgen), a.corpus, a.failures)

if __name__ == "__main__":
    main()
