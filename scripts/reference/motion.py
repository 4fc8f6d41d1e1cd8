#!/usr/bin/env python3
"""Independent reference model of SwiftUI animation curves.

Written from /work/shared/SEMANTICS.md (sections 1-3) and the public CSS /
WebKit "UnitBezier" description only -- not from any boardgen source.

Public API
----------
parse_animation(expr) -> Animation      e.g. ".easeInOut(duration: 0.7).speed(0.25)"
Animation.value(t, delta=1.0) -> (progress, done)
Animation.progress(t, delta=1.0) -> float   (1.0 once done: "snaps to the target")
Animation.duration(delta=1.0) -> float      time at which the animation reports done
parse_time("250ms") -> 0.25

Run `python3 motion.py --selftest` for the checks against the spec's own tables,
or `python3 motion.py EXPR T [T ...]` to print `t progress` lines.
"""
from __future__ import annotations

import math
import re
import sys

# ---------------------------------------------------------------------------
# 1. Cubic bezier timing curves
# ---------------------------------------------------------------------------


class UnitBezier:
    """Cubic bezier from (0,0) to (1,1) with control points P1, P2.

    Polynomial form (CSS / WebKit UnitBezier):
      c = 3 P1, b = 3 (P2 - P1) - c, a = 1 - c - b
      X(s) = ((a s + b) s + c) s
    Solve X(s) = x with Newton from s = x, falling back to bisection.
    """

    def __init__(self, p1x, p1y, p2x, p2y):
        self.p = (p1x, p1y, p2x, p2y)
        self.cx = 3.0 * p1x
        self.bx = 3.0 * (p2x - p1x) - self.cx
        self.ax = 1.0 - self.cx - self.bx
        self.cy = 3.0 * p1y
        self.by = 3.0 * (p2y - p1y) - self.cy
        self.ay = 1.0 - self.cy - self.by

    def X(self, s):
        return ((self.ax * s + self.bx) * s + self.cx) * s

    def Y(self, s):
        return ((self.ay * s + self.by) * s + self.cy) * s

    def dX(self, s):
        return (3.0 * self.ax * s + 2.0 * self.bx) * s + self.cx

    def solve_s(self, x, eps):
        s = x
        for _ in range(8):
            err = self.X(s) - x
            if abs(err) < eps:
                return s
            d = self.dX(s)
            if abs(d) < 1e-6:
                break
            s = s - err / d
        # bisection on [0, 1]
        lo, hi = 0.0, 1.0
        s = x
        if s <= lo:
            return lo
        if s >= hi:
            return hi
        for _ in range(200):
            xs = self.X(s)
            if abs(xs - x) < eps:
                return s
            if x > xs:
                lo = s
            else:
                hi = s
            s = 0.5 * (lo + hi)
            if hi - lo < 1e-16:
                break
        return s

    def exact(self, x):
        """High-precision value (solver tolerance 1e-13, no quantisation)."""
        if x <= 0.0:
            return 0.0
        if x >= 1.0:
            return 1.0
        return self.Y(self.solve_s(x, 1e-13))

    def swiftui(self, x):
        """SwiftUI flavour (SEMANTICS 1.2): eps 2^-20, output quantised to 2^-20."""
        x = min(max(x, 0.0), 1.0)
        y = self.Y(self.solve_s(x, 2.0 ** -20))
        return round(y * 2 ** 20) * 2.0 ** -20


# ---------------------------------------------------------------------------
# Animation objects
# ---------------------------------------------------------------------------


class Animation:
    def value(self, t, delta=1.0):
        """(progress of a unit step, done). Done means the value snaps to 1."""
        raise NotImplementedError

    def progress(self, t, delta=1.0):
        p, done = self.value(t, delta)
        return 1.0 if done else p

    def duration(self, delta=1.0):
        raise NotImplementedError


class BezierAnimation(Animation):
    def __init__(self, p1x, p1y, p2x, p2y, duration=0.35, swiftui_quantise=True):
        self.curve = UnitBezier(p1x, p1y, p2x, p2y)
        self.d = float(duration)
        self.quant = swiftui_quantise

    def value(self, t, delta=1.0):
        # SEMANTICS 1.2: done when duration <= 0 or t > duration; at t == duration p = 1.
        if self.d <= 0 or t > self.d:
            return 1.0, True
        x = min(max(t / self.d, 0.0), 1.0)
        p = self.curve.swiftui(x) if self.quant else self.curve.exact(x)
        return p, False

    def duration(self, delta=1.0):
        return self.d

    def __repr__(self):
        return "Bezier%r d=%g" % (self.curve.p, self.d)


SPRING_H = 1.0 / 300.0
K_CAP = 45000.0


class FluidSpring(Animation):
    """SEMANTICS 2.2: 300 Hz velocity-Verlet with half-step damping, unit delta."""

    def __init__(self, response, damping_fraction, blend=0.0):
        self.r = float(response)
        self.zeta = float(damping_fraction)
        self.blend = blend
        if self.r <= 0:
            k = 1.0  # the spec's quoted quirk for r <= 0
        else:
            k = min((2.0 * math.pi / self.r) ** 2, K_CAP)
        self.k = k
        self.c = 2.0 * math.sqrt(k) * self.zeta
        # trajectory after n steps: xs[n], vs[n], Fs[n]
        self.xs = [0.0]
        self.vs = [0.0]
        self.Fs = [0.0]
        self._stop = {}

    def _extend(self, n):
        x, v, F = self.xs[-1], self.vs[-1], self.Fs[-1]
        h, k, c = SPRING_H, self.k, self.c
        while len(self.xs) <= n:
            vh = v + F * (h / 2.0)
            x = x + vh * h
            F = -c * vh + k * (1.0 - x)
            v = vh + F * (h / 2.0)
            self.xs.append(x)
            self.vs.append(v)
            self.Fs.append(F)

    @staticmethod
    def steps(t):
        """N = ceil(300 t) with a 1e-9 tolerance (exact multiples of 1/300 stay)."""
        if t <= 0:
            return 0
        return max(0, int(math.ceil(t * 300.0 - 1e-9)))

    def is_settled(self, n, delta=1.0):
        self._extend(n)
        ad = abs(delta)
        v = self.vs[n] * ad
        F = self.Fs[n] * ad
        return max(v * v, F * F) <= 0.0036 and abs(1.0 - self.xs[n]) * ad <= 0.01 * ad

    def stop_step(self, delta=1.0):
        """First step count n at which the stop rule holds (absolute units)."""
        key = abs(delta)
        if key in self._stop:
            return self._stop[key]
        if key == 0:
            self._stop[key] = 0
            return 0
        n = 1
        while not self.is_settled(n, delta):
            n += 1
            if n > 300 * 3600:
                raise RuntimeError("spring never settles")
        self._stop[key] = n
        return n

    def value(self, t, delta=1.0):
        n = self.steps(t)
        if n >= self.stop_step(delta):
            return 1.0, True
        self._extend(n)
        return self.xs[n], False

    def raw(self, t):
        n = self.steps(t)
        self._extend(n)
        return self.xs[n]

    def settle_time(self, delta=1.0):
        """Integrator clock when the stop rule first holds (the spec's "time until done")."""
        return self.stop_step(delta) / 300.0

    def duration(self, delta=1.0):
        """Done-boundary D with the bezier convention "done for t > D".

        value(t) is done iff ceil(300 t - 1e-9) >= stop_step, i.e. iff
        t > (stop_step - 1)/300.  This D is used as the iteration length of
        repeatCount (ideal model offset_k = k D: the next iteration starts at the first
        instant the base reports done) and as the time a removed view leaves.
        """
        return (self.stop_step(delta) - 1) / 300.0

    def __repr__(self):
        return "FluidSpring(r=%g, zeta=%g)" % (self.r, self.zeta)


class InterpolatingSpring(Animation):
    """SEMANTICS 2.3 closed form as used by Animation.interpolatingSpring.

    Quirk reproduced: every zeta >= 1 uses the critically damped formula with w0.
    End time (SpringModel.duration, eps = 0.001): zeta >= 1 -> first time on a 0.1 s
    grid where |1-p| < eps and stays below eps for more than 1 s; zeta < 1 ->
    max(1, -ln(eps/(1+|A|)) / (zeta/w0)) (the spec's quoted, probably buggy, form;
    set fixed_end=True for zeta*w0).  The end time changes the value by < eps.
    """

    EPS = 0.001

    def __init__(self, mass=1.0, stiffness=None, damping=None, initial_velocity=0.0,
                 fixed_end=False):
        self.m = float(mass)
        self.k = float(stiffness)
        self.c = float(damping)
        self.v0 = float(initial_velocity)
        self.w0 = math.sqrt(self.k / self.m)
        self.zeta = self.c / (2.0 * math.sqrt(self.k * self.m))
        self.fixed_end = fixed_end
        self._end = None

    @classmethod
    def from_response(cls, response, zeta, v0=0.0):
        k = (2.0 * math.pi / response) ** 2
        return cls(1.0, k, 2.0 * math.sqrt(k) * zeta, v0)

    def raw(self, t):
        w0, z, v0 = self.w0, self.zeta, self.v0
        if z < 1.0:
            wd = w0 * math.sqrt(1.0 - z * z)
            A = (z * w0 - v0) / wd
            return 1.0 - math.exp(-z * w0 * t) * (math.cos(wd * t) + A * math.sin(wd * t))
        return 1.0 - math.exp(-w0 * t) * (1.0 + (w0 - v0) * t)

    def end_time(self):
        if self._end is not None:
            return self._end
        eps = self.EPS
        if self.zeta < 1.0:
            wd = self.w0 * math.sqrt(1.0 - self.zeta ** 2)
            A = (self.zeta * self.w0 - self.v0) / wd
            lam = self.zeta * self.w0 if self.fixed_end else self.zeta / self.w0
            self._end = max(1.0, -math.log(eps / (1.0 + abs(A))) / lam)
        else:
            t = 0.0
            while True:
                if all(abs(1.0 - self.raw(t + 0.1 * j)) < eps for j in range(0, 12)):
                    break
                t = round(t + 0.1, 10)
                if t > 3600:
                    break
            self._end = t
        return self._end

    def value(self, t, delta=1.0):
        if t < 0:
            t = 0.0
        if t > self.end_time():
            return 1.0, True
        return self.raw(t), False

    def duration(self, delta=1.0):
        return self.end_time()

    def __repr__(self):
        return "InterpolatingSpring(k=%g, c=%g, m=%g, v0=%g)" % (self.k, self.c, self.m, self.v0)


class Speed(Animation):
    def __init__(self, inner, s):
        self.inner, self.s = inner, float(s)

    def value(self, t, delta=1.0):
        return self.inner.value(t * self.s, delta)

    def duration(self, delta=1.0):
        return self.inner.duration(delta) / self.s

    def __repr__(self):
        return "%r.speed(%g)" % (self.inner, self.s)


class Delay(Animation):
    def __init__(self, inner, d):
        self.inner, self.d = inner, float(d)

    def value(self, t, delta=1.0):
        return self.inner.value(max(0.0, t - self.d), delta)

    def duration(self, delta=1.0):
        return self.inner.duration(delta) + self.d

    def __repr__(self):
        return "%r.delay(%g)" % (self.inner, self.d)


class Repeat(Animation):
    """SEMANTICS 3 repeatCount / repeatForever, ideal model offset_k = k * D.

    Iteration k covers local times (k D, (k+1) D] (iteration 0 also covers t = 0):
    at t == k D the previous iteration still shows its end value (a bezier at
    t == D is not done yet).  Odd iterations are reversed when autoreverses.
    Once the iteration index reaches n the value snaps to the target (1).
    """

    def __init__(self, inner, n, autoreverses=True):
        self.inner, self.n, self.auto = inner, n, autoreverses

    def value(self, t, delta=1.0):
        D = self.inner.duration(delta)
        if D <= 0:
            return 1.0, True
        if t <= 0:
            k = 0
        else:
            k = int(math.ceil(t / D - 1e-12)) - 1
            k = max(k, 0)
        if k >= self.n:
            return 1.0, True
        p, done = self.inner.value(t - k * D, delta)
        if done:
            p = 1.0
        if self.auto and k % 2 == 1:
            p = 1.0 - p
        return p, False

    def duration(self, delta=1.0):
        return self.inner.duration(delta) * self.n

    def __repr__(self):
        return "%r.repeatCount(%s, autoreverses: %s)" % (self.inner, self.n, self.auto)


# ---------------------------------------------------------------------------
# Presets / mappings (SEMANTICS 2.1, 2.4)
# ---------------------------------------------------------------------------

DEFAULT_RESPONSE = 0.55  # SEMANTICS 2.4 recommendation (Apple docs); OpenSwiftUI says 0.5
DEFAULT_ZETA = 1.0

BEZIER_PRESETS = {
    "linear": (0.0, 0.0, 1.0, 1.0),
    "easeIn": (0.42, 0.0, 1.0, 1.0),
    "easeOut": (0.0, 0.0, 0.58, 1.0),
    "easeInOut": (0.42, 0.0, 0.58, 1.0),
}


def bounce_to_zeta(b):
    return 1.0 - b if b >= 0 else 1.0 / (1.0 + b)


# ---------------------------------------------------------------------------
# Parser for SwiftUI-style expressions
# ---------------------------------------------------------------------------

_CALL = re.compile(r"\s*\.\s*([A-Za-z_][A-Za-z0-9_]*)\s*")


def _num(s):
    s = s.strip()
    if s in ("true", "false"):
        return s == "true"
    if s in (".infinity", "Double.infinity", "inf"):
        return math.inf
    return float(s)


def _split_args(text):
    args = []
    pos_i = 0
    for part in [p for p in text.split(",") if p.strip()]:
        if ":" in part:
            lab, val = part.split(":", 1)
            args.append((lab.strip(), _num(val)))
        else:
            args.append((pos_i, _num(part)))
            pos_i += 1
    return args


def _tokens(expr):
    s = expr.strip().strip("'\"")
    if s.startswith("Animation"):
        s = s[len("Animation"):]
    out = []
    i = 0
    while i < len(s):
        m = _CALL.match(s, i)
        if not m:
            raise ValueError("cannot parse animation %r at %r" % (expr, s[i:]))
        name = m.group(1)
        i = m.end()
        args = None
        if i < len(s) and s[i] == "(":
            j = s.index(")", i)
            args = _split_args(s[i + 1:j])
            i = j + 1
            while i < len(s) and s[i].isspace():
                i += 1
        out.append((name, args))
    return out


def _get(args, label, pos=None, default=None):
    for k, v in args or []:
        if k == label or (pos is not None and k == pos):
            return v
    return default


def _labels(args):
    return {k for k, _ in (args or []) if isinstance(k, str)}


def _base(name, args):
    if name in BEZIER_PRESETS:
        d = _get(args, "duration", 0, 0.35)
        return BezierAnimation(*BEZIER_PRESETS[name], duration=d)
    if name == "timingCurve":
        vals = [v for k, v in args if isinstance(k, int)]
        d = _get(args, "duration", None, vals[4] if len(vals) > 4 else 0.35)
        return BezierAnimation(vals[0], vals[1], vals[2], vals[3], duration=d)
    if name == "default":
        return FluidSpring(DEFAULT_RESPONSE, DEFAULT_ZETA)
    if name == "spring":
        lab = _labels(args)
        if lab & {"response", "dampingFraction"}:
            return FluidSpring(_get(args, "response", None, 0.5),
                               _get(args, "dampingFraction", None, 0.825),
                               _get(args, "blendDuration", None, 0.0))
        # `.spring`, `.spring()`, `.spring(duration:bounce:)` -> duration/bounce overload
        d = _get(args, "duration", None, 0.5)
        b = _get(args, "bounce", None, 0.0)
        return FluidSpring(d, bounce_to_zeta(b), _get(args, "blendDuration", None, 0.0))
    if name in ("smooth", "snappy", "bouncy"):
        base_b = {"smooth": 0.0, "snappy": 0.15, "bouncy": 0.3}[name]
        d = _get(args, "duration", None, 0.5)
        b = base_b + _get(args, "extraBounce", None, 0.0)
        return FluidSpring(d, bounce_to_zeta(b))
    if name == "interactiveSpring":
        lab = _labels(args)
        if lab & {"response", "dampingFraction"}:
            return FluidSpring(_get(args, "response", None, 0.15),
                               _get(args, "dampingFraction", None, 0.86),
                               _get(args, "blendDuration", None, 0.25))
        d = _get(args, "duration", None, 0.15)
        b = 0.15 + _get(args, "extraBounce", None, 0.0)
        return FluidSpring(d, bounce_to_zeta(b), _get(args, "blendDuration", None, 0.25))
    if name == "interpolatingSpring":
        lab = _labels(args)
        v0 = _get(args, "initialVelocity", None, 0.0)
        if lab & {"stiffness", "damping", "mass"}:
            return InterpolatingSpring(_get(args, "mass", None, 1.0),
                                       _get(args, "stiffness", None),
                                       _get(args, "damping", None), v0)
        d = _get(args, "duration", None, 0.5)
        b = _get(args, "bounce", None, 0.0)
        return InterpolatingSpring.from_response(d, bounce_to_zeta(b), v0)
    raise ValueError("unknown animation ." + name)


def parse_animation(expr):
    toks = _tokens(expr)
    if not toks:
        raise ValueError("empty animation")
    anim = _base(*toks[0])
    for name, args in toks[1:]:
        if name == "speed":
            anim = Speed(anim, _get(args, "speed", 0))
        elif name == "delay":
            anim = Delay(anim, _get(args, "delay", 0))
        elif name == "repeatCount":
            n = _get(args, "repeatCount", 0)
            anim = Repeat(anim, int(n), bool(_get(args, "autoreverses", None, True)))
        elif name == "repeatForever":
            anim = Repeat(anim, math.inf, bool(_get(args, "autoreverses", None, True)))
        else:
            raise ValueError("unknown modifier ." + name)
    return anim


def parse_time(s):
    s = s.strip()
    if s.endswith("ms"):
        return float(s[:-2]) / 1000.0
    if s.endswith("s"):
        return float(s[:-1])
    return float(s)


# ---------------------------------------------------------------------------
# 7. rotation3DEffect projection (used by bench.py)
# ---------------------------------------------------------------------------


def rotation3d_project(pt, theta_rad, axis, anchor_pt, W, H, perspective=1.0, anchor_z=0.0):
    """Project a local point through rotation3DEffect (SEMANTICS 7, closed form).

    rel = p - A (z = -anchorZ); rotate with Rodrigues (row-vector, CA convention);
    w = 1 - r'z/d, X = Ax + r'x/w, Y = Ay + r'y/w, d = max(W,H)/P.
    """
    ax, ay, az = axis
    n = math.sqrt(ax * ax + ay * ay + az * az)
    if n == 0:
        return pt
    ax, ay, az = ax / n, ay / n, az / n
    x, y, z = pt[0] - anchor_pt[0], pt[1] - anchor_pt[1], -anchor_z
    c, s = math.cos(theta_rad), math.sin(theta_rad)
    # Row-vector rotation p' = p * R, R = CATransform3DMakeRotation(theta, axis).
    # For the x axis this is y' = y c - z s, z' = y s + z c (SEMANTICS 7 step 4).
    t = 1 - c
    R = [[t * ax * ax + c, t * ax * ay + az * s, t * ax * az - ay * s],
         [t * ax * ay - az * s, t * ay * ay + c, t * ay * az + ax * s],
         [t * ax * az + ay * s, t * ay * az - ax * s, t * az * az + c]]
    rx = x * R[0][0] + y * R[1][0] + z * R[2][0]
    ry = x * R[0][1] + y * R[1][1] + z * R[2][1]
    rz = x * R[0][2] + y * R[1][2] + z * R[2][2]
    if perspective == 0:
        w = 1.0
    else:
        d = max(W, H) / perspective
        w = 1.0 - rz / d
    if w <= 0:
        return (math.inf, math.inf)
    return (anchor_pt[0] + rx / w, anchor_pt[1] + ry / w)


def _matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(4)) for j in range(4)] for i in range(4)]


def rotation3d_matrix(theta, axis, anchor3, W, H, perspective=1.0):
    """SEMANTICS 7 steps 1-5 as matrices (row vectors, p' = p M), reduced to 3x3."""
    ax, ay, az = axis
    n = math.sqrt(ax * ax + ay * ay + az * az)
    ax, ay, az = ax / n, ay / n, az / n
    c, s, t = math.cos(theta), math.sin(theta), 1 - math.cos(theta)
    R = [[t * ax * ax + c, t * ax * ay + az * s, t * ax * az - ay * s, 0],
         [t * ax * ay - az * s, t * ay * ay + c, t * ay * az + ax * s, 0],
         [t * ax * az + ay * s, t * ay * az - ax * s, t * az * az + c, 0],
         [0, 0, 0, 1]]
    Ax, Ay, Az = anchor3

    def T(x, y, z):
        return [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]]

    P = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    if perspective:
        P[2][3] = -perspective / max(W, H)
    M = _matmul(_matmul(_matmul(T(-Ax, -Ay, -Az), R), P), T(Ax, Ay, Az))
    idx = [0, 1, 3]
    return [[M[i][j] for j in idx] for i in idx]


# ---------------------------------------------------------------------------
# Self-tests against SEMANTICS' own numbers
# ---------------------------------------------------------------------------


def selftest(verbose=True):
    fails = []

    def check(name, got, want, tol):
        ok = abs(got - want) <= tol
        if not ok:
            fails.append(name)
        if verbose:
            print("%-4s %-48s got %.6f want %.6f" % ("ok" if ok else "FAIL", name, got, want))
        return ok

    # 1.2 bezier table
    xs = [0.1, 0.25, 0.5, 0.75, 0.9]
    table = {
        "easeIn": [0.01703, 0.09346, 0.31536, 0.62186, 0.83943],
        "easeOut": [0.16057, 0.37814, 0.68464, 0.90654, 0.98297],
        "easeInOut": [0.01972, 0.12916, 0.50000, 0.87084, 0.98028],
    }
    for name, want in table.items():
        b = UnitBezier(*BEZIER_PRESETS[name])
        for x, w in zip(xs, want):
            check("bezier %s x=%g (swiftui)" % (name, x), b.swiftui(x), w, 5.1e-6)
            check("bezier %s x=%g (exact)" % (name, x), b.exact(x), w, 5.1e-6)

    # 2.1 mapping check: r = 0.5, b = 0.3 -> k = 157.91, c = 17.59
    s = FluidSpring(0.5, bounce_to_zeta(0.3))
    check("mapping k (r0.5 b0.3)", s.k, 157.91, 0.005)
    check("mapping c (r0.5 b0.3)", s.c, 17.59, 0.005)

    # 2.2 spring table (raw integrator, no stop rule)
    ts = [0.05, 0.10, 0.15, 0.20, 0.30, 0.40, 0.50, 0.75, 1.00]
    stable = {
        (0.5, 1.0): [.1277, .3558, .5602, .7129, .8865, .9574, .9845, .9988, .9999],
        (0.55, 1.0): [.1091, .3145, .5095, .6636, .8531, .9392, .9756, .9977, .9998],
        (0.5, 0.825): [.1349, .3908, .6259, .7969, .9645, 1.0051, 1.0068, 1.0003, 1.0],
        (0.5, 0.85): [.1339, .3854, .6156, .7837, .9525, .9984, 1.0044, 1.0004, 1.0],
        (0.5, 0.7): [.1405, .4196, .6825, .8709, 1.0297, 1.0360, 1.0133, .9985, 1.0001],
        (0.15, 0.86): [.6700, .9630, .9994, 1.0005, 1.0],
    }
    for (r, z), want in stable.items():
        sp = FluidSpring(r, z)
        for t, w in zip(ts, want):
            check("spring r%g z%g t=%g" % (r, z, t), sp.raw(t), w, 0.00005 + 1e-9)

    # stop times (delta = 1 / 100 / 300)
    stops = {(0.5, 1.0): [0.82, 1.27, 1.37], (0.5, 0.825): [0.53, 0.98, 1.31],
             (0.5, 0.7): [0.76, 1.13, 1.44]}
    for (r, z), want in stops.items():
        sp = FluidSpring(r, z)
        for delta, w in zip([1, 100, 300], want):
            check("stop r%g z%g delta=%g" % (r, z, delta), sp.settle_time(delta), w, 0.005 + 1e-9)
            check("done for t > D, r%g z%g delta=%g" % (r, z, delta),
                  float(sp.value(sp.duration(delta) + 1e-6, delta)[1] and not sp.value(sp.duration(delta), delta)[1]), 1.0, 0)

    # presets
    for expr, (r, z) in {".smooth": (0.5, 1.0), ".snappy": (0.5, 0.85), ".bouncy": (0.5, 0.7),
                         ".spring": (0.5, 1.0), ".spring()": (0.5, 1.0),
                         ".spring(response: 0.42)": (0.42, 0.825),
                         ".interactiveSpring": (0.15, 0.85),
                         ".interactiveSpring(response: 0.15)": (0.15, 0.86),
                         ".default": (0.55, 1.0)}.items():
        a = parse_animation(expr)
        check("preset %s r" % expr, a.r, r, 1e-12)
        check("preset %s zeta" % expr, a.zeta, z, 1e-12)

    # 2.3 closed form vs integrator within 0.006 (spec: 0.004-0.006 of delta)
    for (r, z) in [(0.5, 1.0), (0.5, 0.825), (0.5, 0.7)]:
        sp = FluidSpring(r, z)
        cf = InterpolatingSpring.from_response(r, z)
        gap = max(abs(sp.raw(t) - cf.raw(t)) for t in [i / 300 for i in range(1, 300)])
        # spec: "differs from these by at most 0.004-0.006 of delta"
        check("closed form vs integrator max gap <= 0.006 r%g z%g" % (r, z), min(gap, 0.006), gap, 0)

    # 3 modifiers: speed, delay, repeat
    a = parse_animation(".easeInOut(duration: 0.7).speed(0.25)")
    check("speed: total duration 2.8", a.duration(), 2.8, 1e-12)
    check("speed: p(1.4) = 0.5", a.progress(1.4), 0.5, 1e-6)
    a = parse_animation(".linear(duration: 1).delay(0.5)")
    check("delay: p(0.4) = 0", a.progress(0.4), 0.0, 0)
    check("delay: p(1.0) = 0.5", a.progress(1.0), 0.5, 1e-6)
    a = parse_animation(".linear(duration: 1).delay(0.5).speed(2)")
    check("delay.speed: p(0.5) = 0.5 (delay sped up)", a.progress(0.5), 0.5, 1e-6)
    a = parse_animation(".linear(duration: 1).speed(2).delay(0.5)")
    check("speed.delay: p(0.75) = 0.5", a.progress(0.75), 0.5, 1e-6)
    a = parse_animation(".linear(duration: 1).repeatCount(2)")
    check("repeat2: p(0.25)", a.progress(0.25), 0.25, 1e-6)
    check("repeat2: p(1.25) reversed", a.progress(1.25), 0.75, 1e-6)
    check("repeat2: p(2.5) snapped", a.progress(2.5), 1.0, 0)
    a = parse_animation(".linear(duration: 1).repeatCount(3, autoreverses: false)")
    check("repeat3 noauto: p(1.25)", a.progress(1.25), 0.25, 1e-6)
    check("time parse 250ms", parse_time("250ms"), 0.25, 0)
    check("time parse 1.0s", parse_time("1.0s"), 1.0, 0)

    # 4.1 example: .move(edge: .bottom) 160x60 easeInOut at 0.175 s -> 30 pt
    a = parse_animation(".easeInOut")
    check("4.1 move example dy", 60 * (1 - a.progress(0.175)), 30.0, 1e-4)

    # 7 worked example
    W, H = 160.0, 60.0
    th = math.radians(78)
    A = (W * 0.5, H * 1.0)
    exp = {(0, 0): (21.469, 50.873), (160, 0): (138.531, 50.873), (160, 60): (160, 60),
           (0, 60): (0, 60)}
    for p, (X, Y) in exp.items():
        gx, gy = rotation3d_project(p, th, (1, 0, 0), A, W, H)
        check("rot3d 78deg %s X" % (p,), gx, X, 0.0005)
        check("rot3d 78deg %s Y" % (p,), gy, Y, 0.0005)
    for deg, (X, Y) in {90: (21.818, 60), -78: (-46.343, 40.299), 45: (16.767, 26.466)}.items():
        gx, gy = rotation3d_project((0, 0), math.radians(deg), (1, 0, 0), A, W, H)
        check("rot3d %d deg TL X" % deg, gx, X, 0.0005)
        check("rot3d %d deg TL Y" % deg, gy, Y, 0.0005)

    # 7 worked example, matrix form: M = T(-A) R(theta) Persp(m34) T(A), rows reduced to 3x3
    M = rotation3d_matrix(th, (1, 0, 0), (W * 0.5, H, 0.0), W, H)
    for name, got, want in [("m11", M[0][0], 1), ("m12", M[0][1], 0), ("m13", M[0][2], 0),
                            ("m21", M[1][0], -0.4890738), ("m22", M[1][1], -0.1588937),
                            ("m23", M[1][2], -0.0061134), ("m31", M[2][0], 29.3444280),
                            ("m32", M[2][1], 69.5336196), ("m33", M[2][2], 1.3668054)]:
        check("rot3d matrix %s" % name, got, want, 5e-7)
    for p in [(0, 0), (160, 0), (37, 11)]:
        w = M[0][2] * p[0] + M[1][2] * p[1] + M[2][2]
        X = (M[0][0] * p[0] + M[1][0] * p[1] + M[2][0]) / w
        Y = (M[0][1] * p[0] + M[1][1] * p[1] + M[2][1]) / w
        gx, gy = rotation3d_project(p, th, (1, 0, 0), A, W, H)
        check("rot3d matrix == closed form %s" % (p,), max(abs(X - gx), abs(Y - gy)), 0, 1e-9)

    if verbose:
        print("selftest: %d failures" % len(fails))
    return fails


def main(argv):
    if len(argv) >= 2 and argv[1] == "--selftest":
        return 1 if selftest() else 0
    if len(argv) < 3:
        print(__doc__)
        return 2
    a = parse_animation(argv[1])
    for ts in argv[2:]:
        for tok in ts.split(","):
            t = parse_time(tok)
            print("%g %.6f" % (t, a.progress(t)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
