#!/usr/bin/env python3
"""Self-tests of the reference model against SEMANTICS.md's own numbers.

Runs motion.selftest() (bezier table 1.2, spring table and stop times 2.2, mapping 2.1,
modifiers 3, rotation3DEffect worked example 7) and checks the bench model on the
same worked example and on hand-computed bench states.  Exit 1 on any failure.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402
import motion  # noqa: E402

fails = motion.selftest(verbose="-q" not in sys.argv)


def check(name, got, want, tol):
    ok = abs(got - want) <= tol
    print("%-4s %-48s got %.6f want %.6f" % ("ok" if ok else "FAIL", name, got, want))
    if not ok:
        fails.append(name)


# bench tilt cell at full activeness on a 160x60 slot == SEMANTICS 7 worked example
slot = {"x": 0, "y": 0, "width": 160, "height": 60}
tile = bench.expected_tile("tilt", slot, {"animated": ("removal", 1.0), "identity_present": False})
for i, (X, Y) in enumerate([(21.469, 50.873), (138.531, 50.873), (160, 60), (0, 60)]):
    check("bench tilt q=1 corner %d X" % i, tile["quad"][i][0], X, 5e-4)
    check("bench tilt q=1 corner %d Y" % i, tile["quad"][i][1], Y, 5e-4)
check("bench tilt q=1 opacity", tile["opacity"], 0.0, 0)

# bench timeline: phase lengths, boundaries
check("bench phase length (0.7 / 0.25)", bench.PHASE, 2.8, 1e-12)
check("bench insertion start", bench.INSERT_START, 3.4, 1e-12)
check("bench cycle", bench.CYCLE, 6.8, 1e-12)
slot = {"x": 10, "y": 20, "width": 160, "height": 74}
st = bench.states_at(2.8)[0]
t = bench.expected_tile("offset", slot, st)
check("offset cell at t=2.8 still in tree, dy=70", t["quad"][0][1], 90.0, 1e-9)
check("no tile at t=3.0", sum(bench.expected_tile(k, slot, bench.states_at(3.0)[0]) is not None
                              for k in bench.KINDS), 0, 0)
check("identity cell absent at t=0", bench.expected_tile("identity", slot, bench.states_at(0)[0]) is None, 1, 0)
check("identity cell present at t=3.4", bench.expected_tile("identity", slot, bench.states_at(3.4)[0]) is not None, 1, 0)
mid = bench.states_at(1.4)[0]          # p = 0.5 exactly
t = bench.expected_tile("fold", slot, mid)
check("fold at p=.5: clip height 37", t["clip"]["height"], 37.0, 1e-5)
check("fold at p=.5: clip y centred", t["clip"]["y"], 20 + 18.5, 1e-5)
check("fold at p=.5: tile top = clip top", t["quad"][0][1], 38.5, 1e-5)
check("fold at p=.5: tile keeps 74 pt", t["quad"][3][1] - t["quad"][0][1], 74.0, 1e-9)
t = bench.expected_tile("push", slot, mid)
check("push removal at p=.5 goes leading (-80)", t["quad"][0][0], 10 - 80, 1e-5)
t = bench.expected_tile("push", slot, bench.states_at(3.4 + 1.4)[0])
check("push insertion at p=.5 from trailing (+80)", t["quad"][0][0], 10 + 80, 1e-5)
t = bench.expected_tile("slide", slot, mid)
check("slide removal at p=.5 to trailing (+80)", t["quad"][0][0], 90, 1e-5)
t = bench.expected_tile("asymmetric", slot, bench.states_at(3.4 + 1.4)[0])
check("asymmetric insertion p=.5 scale .6 width", t["quad"][1][0] - t["quad"][0][0], 96, 1e-4)
check("asymmetric insertion opacity 1", t["opacity"], 1.0, 0)
print("selftest (motion + bench): %d failures" % len(fails))
sys.exit(1 if fails else 0)
