#!/usr/bin/env python3
"""How many real SwiftUI view files boardgen draws, tried as a new user would.

Usage: scripts/corpus/real_apps.py [--corpus DIR] [--boardgen PATH] [--label NAME]
                                   [--jobs N] [--only REPO] [--per-repo K]

The corpus is third-party code and is never committed: DIR (default
/work/corpus/apps) holds one folder per public repository, named owner+name,
and MANIFEST.json ({"repos": [{"dir", "repo", "kind", "commit"}]}), which says
what kind of repository each is (app, tutorial, animation, components, design).
How it was gathered is in the report of the task that built it.

For each repository the script finds its SwiftUI view files (a file declaring
`struct X: View`), sorted by path, leaving out tests, packages' build folders,
App files (`@main`, `: App`), previews-only files and all but the first file
whose first view is a ContentView, and takes K (default 4) spread evenly over
the list. Each file is pasted with its "module": the other .swift files of its
target folder (the nearest folder up from it holding an asset catalogue, an
Info.plist, an .xcodeproj, a Package.swift or an @main file, or a Sources/X
folder) that declare a name the file mentions, transitively (types — a file declaring the
name at its top level first, as a type nested in another type is not the name; top-level
functions and constants; members of extensions, used as `.name` or, for a method,
called with an implicit `self` as `name(` (every file of
the target declaring one, up to 4: two types' extensions may share a name) — a method
whose name is a common property's (`.isEmpty(…)`) when called as one;
initializers extensions add, called as `Type(label:`); a method of a SwiftUI modifier's name
with labels of its own, called with one (`.cornerRadius(20, corners:`), nearest first; a
playground's files only for a file of that playground (each `.playground` is a
module of its own, as boardgen reads a folder). A board names at most 16 files or folders: past 15, the
farthest files are copied, each as a file of its own, into one folder, Rest/, beside the board, named
last (the report's "merged" says how many; until session 16 they were pasted into one Rest.swift, which
put two files' private declarations of one name in one file).

Its first view (the first `struct X: View`, qualified by the types it is nested
in) is the board's "view": `X()` when its initialiser needs nothing, or `X(…)`
with literal arguments when every parameter it needs is simple — String and
LocalizedStringKey "Sample", integers 1, Double/CGFloat/Float 1, Bool false,
Color .blue, arrays [], dictionaries [:], optionals nil, `() -> Void` {},
`@Binding`s of those `.constant(…)`. Otherwise the board asks for the file's
preview instead (`"preview": true`, the #Preview/PreviewProvider entry point;
until boardgen reads that key the refusal is counted as "needs its preview").
The board: {"swift": [...], "view": ..., "width": 390, "height": 844}.

Then `boardgen check board.json` and `boardgen render board.json --at 0 -o
out.png`, 60 s each. A file drew when render exits 0; was refused when it
exits 2 (its first error line kept); crashed on a signal or any other status;
timed out past 60 s. Prints the draw rate, the refusals by category, the 25
commonest first errors (quoted names replaced by …) and writes
/work/corpus/report-LABEL.json (one record per file) and, per file, the board,
its output and its stderr under /work/corpus/runs/LABEL/.
"""
import argparse, collections, concurrent.futures, json, os, re, shutil, signal, subprocess, sys, time

SKIP_DIRS = {".build", "DerivedData", "Pods", "Carthage", "checkouts", ".swiftpm", "node_modules", ".git"}
TEST_ONLY = re.compile(r"(^|/)[^/]*(Tests?|UITests?|Specs?)(/|$)|Tests?\.swift$|(^|/)__Snapshots__(/|$)")
NOT_SAMPLED = re.compile(r"(^|/)Preview Content(/|$)")
MAX_FILES = 16
TIMEOUT = 60

# ---------------------------------------------------------------- Swift, roughly

def clean(text):
    """Comments removed and string literals emptied (quotes kept), lengths and
    newlines preserved, so positions still match the original."""
    out = list(text)
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c == "#" and re.match(r'#+"', text[i:i + 8]):
            hashes = re.match(r'#+', text[i:]).group(0)
            triple = text.startswith('"""', i + len(hashes))
            start = i + len(hashes) + (3 if triple else 1)
            end = text.find(('"""' if triple else '"') + hashes, start)
            end = n if end < 0 else end
            blank(start, end)
            i = end + (3 if triple else 1) + len(hashes)
        elif c == '"':
            triple = text.startswith('"""', i)
            j = i + (3 if triple else 1)
            depth, literal_from = 0, j
            while j < n:
                if not depth and text[j] == "\\" and j + 1 < n:
                    if text[j + 1] == "(":
                        # an interpolation: its code is kept, for the names it mentions
                        blank(literal_from, j)
                        depth = 1
                    j += 2
                    continue
                if depth and text[j] == ")":
                    depth -= 1
                    if not depth:
                        literal_from = j + 1
                elif depth and text[j] == "(":
                    depth += 1
                elif not depth and (text.startswith('"""', j) if triple else text[j] in '"\n'):
                    break
                j += 1
            blank(literal_from, j)
            i = j + (3 if triple else 1)
        else:
            i += 1
    return "".join(out)


def depths(code):
    """Brace depth at every position (the depth inside which the character is)."""
    d, out = 0, []
    for c in code:
        if c == "}":
            d = max(0, d - 1)
        out.append(d)
        if c == "{":
            d += 1
    return out


def block_end(code, open_brace):
    d = 0
    for k in range(open_brace, len(code)):
        if code[k] == "{":
            d += 1
        elif code[k] == "}":
            d -= 1
            if d == 0:
                return k
    return len(code)


def split_top(text, sep=","):
    """Split at separators outside (), [], <>, {}."""
    parts, depth, cur = [], 0, ""
    for c in text:
        if c in "([{<":
            depth += 1
        elif c in ")]}>" and depth:
            depth -= 1
        if c == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += c
    if cur.strip():
        parts.append(cur)
    return parts


STRUCT = re.compile(r"\bstruct\s+([A-Za-z_]\w*)\s*(<[^{]*?>)?\s*:\s*([^{]*)\{")
BARE_CALL = re.compile(r"(?<![.\w])([a-z]\w*)\s*\(")
TYPE_DECL = re.compile(r"\b(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)")
SCOPE_OPENER = re.compile(r"\b(struct|class|enum|extension|actor|protocol)\s+([A-Za-z_][\w.]*)[^{};]*$")


def conforms_to_view(inheritance):
    inheritance = re.split(r"\bwhere\b", inheritance)[0]
    return any(p.strip() in ("View", "SwiftUI.View") for p in split_top(inheritance))


def view_structs(code):
    """(name, qualified name, match) of each struct conforming to View, in order,
    with the types it is nested in; None as qualified name when it is local to a
    function or closure."""
    found = []
    for m in STRUCT.finditer(code):
        if not conforms_to_view(m.group(3)):
            continue
        # The scopes around the struct: every '{' still open before it.
        ok, stack = True, []
        for k in range(m.start()):
            if code[k] == "{":
                head = code[max(0, k - 300):k]
                head = re.split(r"[{};]", head)[-1]
                s = SCOPE_OPENER.search(head)
                stack.append(s.group(2) if s and s.group(1) != "protocol" else None)
            elif code[k] == "}" and stack:
                stack.pop()
        if any(x is None for x in stack):
            ok = False
        q = ".".join(stack + [m.group(1)]) if ok else None
        found.append((m.group(1), q, m))
    return found


def top_level_types(code):
    """The types a file declares outside any other declaration."""
    dep = depths(code)
    return {m.group(1) for m in TYPE_DECL.finditer(code) if dep[m.start()] == 0}


def declared_names(code):
    """What a file declares that another file can name: its types; its top-level
    functions, constants and variables; the members its extensions add."""
    dep = depths(code)
    types = set(TYPE_DECL.findall(code))
    top = set()
    for m in re.finditer(r"\b(?:func|let|var)\s+([A-Za-z_]\w*)", code):
        if dep[m.start()] == 0:
            top.add(m.group(1))
    members, extended = set(), set()
    for m in re.finditer(r"\bextension\s+([A-Za-z_][\w.]*)\s*(:[^{]*)?(?:where[^{]*)?\{", code):
        if dep[m.start()] != 0:
            continue
        if m.group(2):
            extended.add(m.group(1).split(".")[-1])
        body_start = m.end() - 1
        body_end = block_end(code, body_start)
        for mm in re.finditer(r"\b(func|let|var|case)\s+([A-Za-z_]\w*)", code[body_start:body_end]):
            if dep[body_start + mm.start()] == dep[body_start] + 1:
                members.add(mm.group(2))
                # A method, named by a call of it (`.isEmpty(!flag)`: not the property `.isEmpty`).
                if mm.group(1) == "func" and mm.group(2) not in SWIFTUI_MODIFIERS:
                    members.add("call:" + mm.group(2))
                # A method of a SwiftUI modifier's name with labels of its own (`cornerRadius(_:corners:)`),
                # named by a call with one of them (`.cornerRadius(20, corners: [.topLeft])`).
                if mm.group(1) == "func" and mm.group(2) in SWIFTUI_MODIFIERS | COMMON_MEMBERS:
                    params = re.match(r"\s*(?:<[^>]*>)?\s*\(([^)]*)\)", code[body_start + mm.end():body_end])
                    for label in re.findall(r"(?:^|,)\s*([A-Za-z_]\w*)\s+[A-Za-z_]\w*\s*:|(?:^|,)\s*([A-Za-z_]\w*)\s*:", params.group(1) if params else ""):
                        name = label[0] or label[1]
                        if name != "_":
                            members.add("labelled:%s:%s" % (mm.group(2), name))
        # An initializer the extension adds (`extension Color { init(hex: String) }`), named by a
        # call of the type with its first label (`Color(hex:`; `Color(_` when unlabelled).
        owner = m.group(1).split(".")[-1]
        for mm in re.finditer(r"\binit\??\s*\(\s*([A-Za-z_]\w*)(\s+[A-Za-z_]\w*)?\s*:", code[body_start:body_end]):
            if dep[body_start + mm.start()] == dep[body_start] + 1:
                members.add("init:%s(%s" % (owner, mm.group(1)))
    return types, top, members - COMMON_MEMBERS, extended


# Members SwiftUI itself has, which an extension of the module's may also declare:
# a `.padding` in the file says nothing about an extension's `padding`.
COMMON_MEMBERS = set("""body init id description hash shared default none main all some
padding frame font foregroundColor foregroundStyle background overlay opacity offset shadow cornerRadius
title title2 title3 headline subheadline caption caption2 footnote largeTitle callout primary secondary
accentColor red blue green black white gray orange yellow pink purple clear mint teal cyan indigo brown
animation transition onTapGesture onAppear tint bold italic system value count first last isEmpty
leading trailing top bottom center horizontal vertical width height size color name text image
""".split())

# SwiftUI's own modifiers: a call of one says nothing about an extension's method of that name.
SWIFTUI_MODIFIERS = set("""padding frame font foregroundColor foregroundStyle background overlay opacity offset
shadow cornerRadius animation transition onTapGesture onAppear tint bold italic""".split())

IDENT = re.compile(r"\b[A-Za-z_]\w*\b")
DOT_CALL = re.compile(r"\.\s*([A-Za-z_]\w*)\s*\(")
INIT_CALL = re.compile(r"\b([A-Z]\w*)\s*\(\s*(?:([A-Za-z_]\w*)\s*:(?!:))?")
DOT_MEMBER = re.compile(r"\.\s*([A-Za-z_]\w*)")


def call_labels(code):
    """(method, label) for each labelled argument of each `.method(…)` call, nested calls too."""
    out = set()
    for m in DOT_CALL.finditer(code):
        depth, j, start = 1, m.end(), m.end()
        args = []
        while j < len(code) and depth and j - start < 4000:
            c = code[j]
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
            if depth == 1 or (depth == 0 and c == ")"):
                args.append(c if depth == 1 else "")
            else:
                args.append(" ")
            j += 1
        for label in re.findall(r"(?:^|,)\s*([A-Za-z_]\w*)\s*:(?!:)", "".join(args)):
            out.add((m.group(1), label))
    return out

# ---------------------------------------------------------------- the corpus

def swift_files(root):
    out = []
    for d, dirs, files in os.walk(root):
        dirs[:] = sorted(x for x in dirs if x not in SKIP_DIRS and not x.startswith("."))
        for f in files:
            if not f.endswith(".swift") or f == "Package.swift":
                continue
            rel = os.path.relpath(os.path.join(d, f), root)
            if TEST_ONLY.search(rel):
                continue
            out.append(rel)
    return sorted(out)


class Repo:
    def __init__(self, root):
        self.root = root
        self.files = swift_files(root)
        self.text, self.code, self.decl = {}, {}, {}
        for f in self.files:
            try:
                t = open(os.path.join(root, f), encoding="utf-8", errors="replace").read()
            except OSError:
                continue
            self.text[f] = t
            self.code[f] = clean(t)
        self.main_dirs = {os.path.dirname(f) for f, c in self.code.items()
                          if re.search(r"@main\b", c)}

    def declarations(self, f):
        if f not in self.decl:
            self.decl[f] = declared_names(self.code[f])
        return self.decl[f]

    def target_root(self, f):
        """The project or package the file belongs to: walking up, the first folder
        that is a SwiftPM target (Sources/X beside a Package.swift) or holds an
        .xcodeproj, a Package.swift or a Tuist Project.swift, or is a playground;
        failing that, the nearest folder with an asset catalogue, an Info.plist or
        an @main file; failing that, the repository."""
        def entries(d):
            try:
                return os.listdir(os.path.join(self.root, d))
            except OSError:
                return []
        d = os.path.dirname(f)
        while True:
            parent = os.path.dirname(d)
            if (os.path.basename(parent) == "Sources" and d != parent
                    and "Package.swift" in entries(os.path.dirname(parent))):
                return d
            if (any(e.endswith(".xcodeproj") or e in ("Package.swift", "Project.swift") for e in entries(d))
                    or d.endswith((".playground", ".swiftpm"))):
                return d
            if not d:
                break
            d = parent
        d = os.path.dirname(f)
        while d:
            if (any(e.endswith(".xcassets") or e == "Info.plist" for e in entries(d)) or d in self.main_dirs):
                return d
            d = os.path.dirname(d)
        return ""

    def module(self, f):
        """The file, then the files of its target it uses, transitively, nearest
        first. A name several files declare is taken from the one nearest the file
        (the longest common folder), as another target's copy is not this one's."""
        root = self.target_root(f)
        playground = re.match(r"(.*?\.playground)/", f)
        pool = [g for g in self.files if g != f and g in self.code and not TEST_ONLY.search(g)
                and (not root or g.startswith(root + "/"))
                and (".playground/" not in g or (playground is not None and g.startswith(playground.group(1) + "/")))]
        here = f.split("/")

        def nearness(g):
            parts = g.split("/")
            k = 0
            while k < min(len(parts), len(here)) - 1 and parts[k] == here[k]:
                k += 1
            return (-k, g)

        by_name, by_member, conformers = collections.defaultdict(list), collections.defaultdict(list), []
        for g in sorted(pool, key=nearness):
            types, top, members, extended = self.declarations(g)
            # A file declaring the name at its top level first: a type nested in another file's
            # type (`CardView.Constant.Pie`) is not the `Pie` a reference means.
            for n in top_level_types(self.code[g]) | top:
                by_name[n].append(g)
            for n in types:
                if g not in by_name[n]:
                    by_name["nested:" + n].append(g)
            for n in members:
                by_member[n].append(g)
            if extended and not types:
                conformers.append((g, extended))
        chosen, frontier = [f], [f]
        declared = set()
        while frontier:
            idents, dots, bare = set(), set(), set()
            for g in frontier:
                idents |= set(IDENT.findall(self.code[g]))
                dots |= set(DOT_MEMBER.findall(self.code[g]))
                dots |= {"call:" + n for n in DOT_CALL.findall(self.code[g])}
                dots |= {"labelled:%s:%s" % nl for nl in call_labels(self.code[g])}
                # An extension's method called with an implicit `self` (`getScreenBounds()` of `extension View`):
                # the nearest file declaring it.
                bare |= {"call:" + n for n in BARE_CALL.findall(self.code[g])}
                # Calls of a type's initializer by their first label (`Color(hex: …)`, `Color("…")`).
                for t, label in INIT_CALL.findall(self.code[g]):
                    dots.add("init:%s(%s" % (t, label or "_"))
                _, top, _, _ = self.declarations(g)
                # Only a top-level type answers a name elsewhere: a type nested in another
                # (`CardView.Constant.Pie`) is not the `Pie` another file declares.
                declared |= top_level_types(self.code[g]) | top
            frontier = []
            # A name only nested types have (`Font.DesignSystem` beside `Color.DesignSystem`,
            # `extension CityRow { class ViewModel }` beside other views' `ViewModel`s): every file
            # nesting it (up to 4, nearest first), as which outer type a use means is not read here.
            wanted = [g for n in sorted(idents - declared)
                      for g in ([by_name[n][0]] if by_name.get(n) else by_name.get("nested:" + n, [])[:4])]
            # Every file of the target declaring the member (up to 4): `Image.asset(…)` and
            # `Color.asset(…)` are two extensions' members of one name.
            wanted += [g for n in sorted(dots) if n in by_member for g in by_member[n][:4]]
            wanted += [by_member[n][0] for n in sorted(bare - dots) if by_member.get(n)]
            wanted += [g for g, ext in conformers if ext & declared]
            for g in sorted(set(wanted), key=nearness):
                if g not in chosen:
                    chosen.append(g)
                    frontier.append(g)
        return root, chosen


def eligible_views(repo):
    """(file, qualified first view, its match) for every file that can be sampled."""
    out, content_view = [], False
    for f in repo.files:
        code = repo.code.get(f)
        if code is None or NOT_SAMPLED.search(f):
            continue
        if re.search(r"@main\b", code) or re.search(r"\bstruct\s+\w+\s*:\s*App\b", code):
            continue
        views = [v for v in view_structs(code) if v[1] and not re.search(r"Previews?$", v[0])]
        if not views:
            continue
        name, qual, m = views[0]
        if name == "ContentView":
            if content_view:
                continue
            content_view = True
        out.append((f, qual, m))
    return out


def spread(items, k):
    if len(items) <= k:
        return list(items)
    idx = sorted({round(i * (len(items) - 1) / (k - 1)) for i in range(k)})
    return [items[i] for i in idx]

# ---------------------------------------------------------------- the view's arguments

WRAPPED_NO_PARAM = {"Environment", "EnvironmentObject", "Namespace", "FocusState", "FetchRequest",
                    "Query", "AccessibilityFocusState", "SectionedFetchRequest", "GestureState",
                    "ScaledMetric", "AppStorage", "SceneStorage", "FocusedValue", "FocusedBinding"}


def literal(t):
    """A literal a user would write for a parameter of type t, or None."""
    t = re.sub(r"^(@escaping|@autoclosure|@MainActor|@Sendable|inout)\s+", "", t.strip()).strip()
    if t.endswith("?") or t.endswith("!") or re.fullmatch(r"Optional<.*>", t):
        return "nil"
    if t in ("String", "Substring", "LocalizedStringKey", "LocalizedStringResource"):
        return '"Sample"'
    if re.fullmatch(r"U?Int(8|16|32|64)?", t):
        return "1"
    if t in ("Double", "CGFloat", "Float", "TimeInterval"):
        return "1"
    if t == "Bool":
        return "false"
    if t in ("Color", "SwiftUI.Color"):
        return ".blue"
    if re.fullmatch(r"\[[^:\[\]]+\]|\[.*\]|Array<.*>|Set<.*>", t):
        return "[:]" if re.fullmatch(r"\[[^\[\]]+:[^\[\]]+\]", t) else "[]"
    if re.fullmatch(r"\(\s*(Void)?\s*\)\s*(async\s+)?(throws\s+)?->\s*(Void|\(\s*\))", t):
        return "{}"
    m = re.fullmatch(r"Binding<(.*)>", t)
    if m:
        inner = literal(m.group(1))
        return f".constant({inner})" if inner is not None else None
    return None


def parse_params(text):
    """(label or None for `_`, name, type, has default) of an init's parameters."""
    out = []
    for p in split_top(text):
        p = p.strip()
        if not p:
            continue
        head, _, rest = p.partition(":")
        default = False
        parts = split_top(rest, "=")
        typ = parts[0].strip()
        default = len(parts) > 1
        names = head.split()
        if len(names) >= 2:
            label, name = names[-2], names[-1]
        else:
            label = name = names[-1] if names else "_"
        out.append((None if label == "_" else label, name, typ, default))
    return out


def init_call(code, qual, m):
    """The view expression: (expression, reason) — the expression is None when a
    parameter needs more than a literal."""
    body_start = m.end() - 1
    body_end = block_end(code, body_start)
    body = code[body_start + 1:body_end]
    dep = depths(body)
    inits = []
    for im in re.finditer(r"(?<![.\w])init\s*(<[^>]*>)?\s*\(", body):
        # `init(` declared at the type's top level; `.init(colors: …)` in a property's value is a call
        if dep[im.start()] != 0:
            continue
        # the balanced parameter list
        k, d = im.end(), 1
        while k < len(body) and d:
            d += {"(": 1, ")": -1}.get(body[k], 0)
            k += 1
        inits.append(parse_params(body[im.end():k - 1]))
    if not inits:
        params = []
        prop = re.compile(r"((?:@[\w.]+(?:\([^)]*\))?\s+)*)((?:(?:private|fileprivate|public|internal|open|"
                          r"static|class|lazy|weak|unowned|final|nonisolated|override)(?:\(set\))?\s+)*)"
                          r"(let|var)\s+([A-Za-z_]\w*)")
        for pm in prop.finditer(body):
            if dep[pm.start()] != 0:
                continue
            wrappers = re.findall(r"@([\w.]+)", pm.group(1))
            mods = pm.group(2).split()
            if "static" in mods or "class" in mods or "lazy" in mods:
                continue
            # the rest of the declaration: ': Type', '= value', '{ … }'
            rest = body[pm.end():]
            tm = re.match(r"\s*:\s*", rest)
            typ = ""
            k = 0
            if tm:
                k = tm.end()
                d = 0
                while k < len(rest):
                    c = rest[k]
                    if c in "([<":
                        d += 1
                    elif c in ")]>":
                        d -= 1
                    elif d <= 0 and (c in "={\n;" or rest.startswith("->", k) and False):
                        break
                    k += 1
                typ = rest[tm.end():k].strip()
            after = rest[k:].lstrip(" \t")
            has_default = after.startswith("=")
            computed = after.startswith("{") and not re.match(r"\{\s*(didSet|willSet)\b", after)
            if computed:
                continue
            wrapper = wrappers[-1].split(".")[-1] if wrappers else None
            if wrapper in WRAPPED_NO_PARAM:
                continue
            if has_default:
                continue
            if pm.group(3) == "var" and not wrapper and (typ.endswith("?") or typ.startswith("Optional<")):
                continue
            if wrapper == "Binding":
                typ = f"Binding<{typ}>"
            elif wrapper in ("ObservedObject", "StateObject", "Bindable", "ObservationIgnored"):
                typ = f"@{wrapper} {typ}"
            params.append((pm.group(4), pm.group(4), typ, False))
        inits = [params]
    best = None
    for params in inits:
        required = [p for p in params if not p[3]]
        lits = [literal(p[2]) for p in required]
        if any(l is None for l in lits):
            continue
        if best is None or len(required) < len(best):
            best = list(zip(required, lits))
    if best is None:
        needs = sorted({p[2] for params in inits for p in params if not p[3] and literal(p[2]) is None})
        return None, "needs " + ", ".join(needs[:3])
    args = ", ".join((f"{p[0]}: {lit}" if p[0] else lit) for p, lit in best)
    return f"{qual}({args})", "literal arguments" if best else "no arguments"

# ---------------------------------------------------------------- running

def first_error(stderr):
    for line in stderr.splitlines():
        if "error:" in line:
            return line.strip()
    lines = [l for l in stderr.splitlines() if l.strip()]
    return lines[0].strip() if lines else ""


def run(cmd, cwd):
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=True)
    t0 = time.time()
    try:
        out, err = p.communicate(timeout=TIMEOUT)
        return p.returncode, err, time.time() - t0
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        return None, err, time.time() - t0


def attempt(boardgen, job):
    d = job["dir"]
    os.makedirs(d, exist_ok=True)
    swift = job["swift"]
    if len(swift) > MAX_FILES:
        # A board names 16 files or folders: the farthest files are copied, each as a file of its
        # own (a file's private declarations stay its own), into one folder, Rest/, named last.
        rest = os.path.join(d, "Rest")
        shutil.rmtree(rest, ignore_errors=True)
        os.makedirs(rest)
        for k, g in enumerate(swift[MAX_FILES - 1:]):
            text = open(g, encoding="utf-8", errors="replace").read()
            with open(os.path.join(rest, "%03d-%s" % (k, os.path.basename(g))), "w", encoding="utf-8") as f:
                f.write(text)
        swift = swift[:MAX_FILES - 1] + ["Rest"]
    board = {"swift": swift}
    if job["view"]:
        board["view"] = job["view"]
    else:
        board["preview"] = True
    board.update({"width": 390, "height": 844})
    with open(os.path.join(d, "board.json"), "w") as f:
        json.dump(board, f, indent=1)
    crc, cerr, ct = run([boardgen, "check", "board.json"], d)
    rrc, rerr, rt = run([boardgen, "render", "board.json", "--at", "0", "-o", "out.png"], d)
    with open(os.path.join(d, "stderr.txt"), "w") as f:
        f.write(f"$ boardgen check board.json  # exit {crc}\n{cerr}\n$ boardgen render board.json --at 0 -o out.png  # exit {rrc}\n{rerr}")
    if rrc is None:
        status = "timeout"
    elif rrc == 0:
        status = "drew"
    elif rrc == 2:
        status = "refused"
    else:
        status = "crashed"
    err = first_error(rerr) if rrc != 0 else ""
    if status == "timeout":
        err = err or f"(render took more than {TIMEOUT} s)"
    elif status == "crashed" and not err:
        err = f"(render exit {rrc})" if rrc > 0 else f"(render killed by signal {-rrc})"
    return dict(job, status=status, error=err, check_exit=crc, check_error=first_error(cerr) if crc else "",
                render_exit=rrc, seconds=round(ct + rt, 2))

# ---------------------------------------------------------------- grouping

def normalise(line):
    t = core(line)
    t = re.sub(r"(?:/[^:'\"]*?)?[^\s/:'\"]*\.swift(?::\d+)*", "FILE", t)
    t = re.sub(r"'[^']*'", "'…'", t)
    t = re.sub(r"\"[^\"]*\"", "\"…\"", t)
    t = re.sub(r"`[^`]*`", "`…`", t)
    t = re.sub(r"\(valid keys: [^)]*\)", "(valid keys: …)", t)
    t = re.sub(r"; expected \.[^;]*$", "; expected …", t)
    return t[:140]


def core(line):
    """The message without its places: the board's, the "view" key's, and the
    chain of `in X.body at FILE:L:C:` that leads to the refused code."""
    t = re.sub(r"^boardgen: error: ", "", line)
    t = re.sub(r"^\S*?board\.json:\d+:\d+: ", "", t)
    t = re.sub(r"^in \"(view|preview)\": ", "", t)
    while True:
        u = re.sub(r"^(in \S+(?: \S+)*? )?at /.*?\.swift:\d+:\d+: ", "", t)
        if u == t:
            return t
        t = u


CATEGORIES = [
    ("needs its preview", None),
    ("models (ObservableObject, @StateObject, @EnvironmentObject, @Observable, SwiftData)",
     r"ObservableObject|@StateObject|@ObservedObject|@EnvironmentObject|@Observable|@Bindable|"
     r"SwiftData|@Query|@FetchRequest|modelContext|managedObjectContext|NSManaged|Core ?Data"),
    ("needs arguments", r"missing argument|argument.* (missing|required)|needs? (an? )?arguments?\b|"
     r"no argument for|not enough arguments"),
    ("asset colour or image", r"in your app's assets|asset catalogue|Image\(\"|UIImage\(named|named:"),
    ("Date, random, timers, UserDefaults, AppStorage, task, onReceive",
     r"'(Date|Date\(\)|Date\.now|UserDefaults[^']*|@AppStorage|@SceneStorage|\.task|\.onReceive|Task|"
     r"TimelineView|Timer[^']*|DispatchQueue[^']*|Calendar[^']*|\w+\.random[^']*)'|timers and publishers|"
     r"picked at run time|concurrency|\bTask\b|a clock|DateFormatter"),
    ("environment values (other than colorScheme, reduce motion)", r"other environment values are not known"),
    ("platform APIs (UIKit/AppKit, Bundle.main, files, networking, AV)",
     r"UIKit|AppKit|app bundle|networking and files|'(UI|NS|AV|CL|MK)[A-Z]\w*'"),
    ("unknown name or type", r"does not know|unknown (name|type|identifier|function)|has no member|no member|"
     r"not declared|cannot find|is not an initializer boardgen runs|has no method|unknown view '\.\w+'; expected \.clear"),
    ("unsupported modifier", r"view modifier|'\.\w+' (cannot|on a)|of '\.\w+'|for '\.\w+'|modifier"),
    ("unsupported view", r"unknown view|'[A-Z]\w*' cannot|argument label .* '[A-Z]\w*' takes|cannot be drawn"),
    ("parse or lowering", r"unexpected code|syntax|expected .*; found|cannot lower|lowering|not (yet )?(supported|read)"),
]


def category(rec):
    if rec["status"] in ("timeout", "crashed"):
        return rec["status"]
    e = core(rec["error"])
    if rec["view"] is None and re.search(r"preview|needs \"cells\"", e):
        return "needs its preview"
    for name, rx in CATEGORIES[1:]:
        if re.search(rx, e):
            return name
    return "other"

# ---------------------------------------------------------------- main

def build_jobs(corpus, only, per_repo, runs):
    manifest = json.load(open(os.path.join(corpus, "MANIFEST.json")))["repos"]
    jobs = []
    for entry in manifest:
        if only and only not in (entry["repo"], entry["dir"]):
            continue
        root = os.path.join(corpus, entry["dir"])
        repo = Repo(root)
        for f, qual, m in spread(eligible_views(repo), per_repo):
            target, files = repo.module(f)
            expr, how = init_call(repo.code[f], qual, m)
            n = len(jobs)
            jobs.append({
                "repo": entry["repo"], "kind": entry["kind"], "path": f, "first_view": qual,
                "target": target, "module_files": len(files),
                "merged": len(files) - MAX_FILES + 1 if len(files) > MAX_FILES else 0,
                "swift": [os.path.join(root, g) for g in files],
                "view": expr, "arguments": how,
                "has_preview": bool(re.search(r"#Preview\b|:\s*PreviewProvider\b", repo.code[f])),
                "dir": os.path.join(runs, f"{len(jobs):03d}-{entry['dir']}-{os.path.basename(f)[:-6]}"),
            })
    return jobs


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--corpus", default="/work/corpus/apps")
    p.add_argument("--boardgen", default=os.path.join(here, "../../.build/release/boardgen"))
    p.add_argument("--label", default="run")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--only", help="one repository, owner/name or owner+name")
    p.add_argument("--per-repo", type=int, default=4)
    p.add_argument("--list", action="store_true", help="print the sample and the boards' views; run nothing")
    p.add_argument("--from-report", metavar="JSON", help="print a saved report's summary again (categories "
                   "recomputed); run nothing")
    a = p.parse_args()
    if a.from_report:
        saved = json.load(open(a.from_report))
        summarise(saved["label"], saved["boardgen"], saved["files"])
        return
    boardgen = os.path.abspath(a.boardgen)
    out_root = os.path.dirname(os.path.abspath(a.corpus))
    runs = os.path.join(out_root, "runs", a.label)
    jobs = build_jobs(a.corpus, a.only, a.per_repo, runs)
    if a.list:
        for j in jobs:
            print(f"{j['repo']:55s} {j['path'][-60:]:60s} {len(j['swift']):2d}{'+' if j['merged'] else ' '} "
                  f"{j['view'] or 'preview (' + j['arguments'] + ')'}")
        print(f"{len(jobs)} files from {len({j['repo'] for j in jobs})} repositories")
        return
    if not os.access(boardgen, os.X_OK):
        sys.exit(f"no boardgen at {boardgen} (--boardgen PATH)")
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
        for k, rec in enumerate(pool.map(lambda j: attempt(boardgen, j), jobs), 1):
            results.append(rec)
            if sys.stderr.isatty():
                print(f"\r{k}/{len(jobs)}", end="", file=sys.stderr, flush=True)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    report = os.path.join(out_root, f"report-{a.label}.json")
    files = [{k: r[k] for k in ("repo", "kind", "path", "first_view", "view", "arguments", "has_preview", "module_files",
                                "merged", "status", "error", "check_exit", "check_error", "render_exit",
                                "seconds", "dir")} for r in results]
    summarise(a.label, boardgen, files, report)
    print(f"\nwrote {report}; boards, pictures and stderr under {runs}/")


def summarise(label, boardgen, files, report=None):
    for r in files:
        r["category"] = category(r) if r["status"] != "drew" else ""
    total = len(files)
    drew = sum(r["status"] == "drew" for r in files)
    status = collections.Counter(r["status"] for r in files)
    print(f"{label}: {drew} of {total} files' first views draw ({100 * drew / max(1, total):.1f} %), "
          f"from {len({r['repo'] for r in files})} repositories; boardgen {boardgen}")
    print("  " + ", ".join(f"{s} {status[s]}" for s in ("drew", "refused", "crashed", "timeout")))
    view_boards = [r for r in files if r["view"]]
    vd = sum(r["status"] == "drew" for r in view_boards)
    print(f"  boards with a view expression: {vd} of {len(view_boards)} draw; "
          f"boards asking for the file's preview: {total - len(view_boards)}; "
          f"modules of more than 16 files (merged): {sum(1 for r in files if r['merged'])}")
    asks = [r for r in files if not r["view"]]
    if asks:
        print(f"  of the {len(asks)} asking for the preview, {sum(1 for r in asks if r.get('has_preview'))} have a "
              f"#Preview or PreviewProvider; what their views' parameters need: "
              + ", ".join(f"{k} {n}" for k, n in collections.Counter(
                  "a model object" if re.search(r"@(ObservedObject|StateObject|Bindable)|ViewModel|Store", r["arguments"])
                  else "a view builder or closure" if re.search(r"->|Content\b", r["arguments"])
                  else "a value of the app's types" for r in asks).most_common()))
    kinds = collections.defaultdict(collections.Counter)
    for r in files:
        kinds[r["kind"]]["all"] += 1
        kinds[r["kind"]]["drew"] += r["status"] == "drew"
    print("  by kind of repository: " + ", ".join(
        f"{k} {c['drew']}/{c['all']}" for k, c in sorted(kinds.items())))
    print("\nwhy the others do not draw (by the first error):")
    cats = collections.Counter(r["category"] for r in files if r["status"] != "drew")
    for name, n in cats.most_common():
        print(f"  {n:4d}  {name}")
    print("\nthe 25 commonest first errors:")
    errs = collections.Counter(normalise(r["error"]) for r in files if r["status"] != "drew")
    for e, n in errs.most_common(25):
        print(f"  {n:4d}  {e}")
    if report:
        with open(report, "w") as f:
            json.dump({"label": label, "boardgen": boardgen, "total": total, "drew": drew,
                       "rate": round(100 * drew / max(1, total), 1), "status": dict(status),
                       "categories": dict(cats.most_common()), "files": files}, f, indent=1)


if __name__ == "__main__":
    main()
