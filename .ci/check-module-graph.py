#!/usr/bin/env python3
"""Checks Tactile's module graph against its rules (Python 3 standard library only).

Reads `swift package describe --type json` (or a saved copy given with --json) and fails, naming the module and the
rule, when:

  graph      a module depends on a module or external product that ALLOWED below does not list for it, or a
             module exists that ALLOWED does not know (declare it there, with the dependencies it may have);
  core       `Tactile` depends on another module of this package other than those of CORE_FOUNDATIONS, or one of
             those depends on a module of this package (every module builds on the core, never the other way; the
             core's own foundations, the layout solver, build on nothing);
  no-uikit   TactileDBus, TactilePOSIX or TactileLayoutSolver depends, directly or through another module, on
             `Tactile` or anything built on it (the D-Bus protocol, the POSIX helpers and the constraint solver know
             nothing of UIKit);
  products   a library product contains or depends on a module that ships in no product: the research code
             (TactileEvaluation), the examples (TactileExamples) and the test and corpus support modules;
  imports    a source file imports a module of this package that its target does not declare as a direct
             dependency (for test targets: as a dependency, direct or not). SwiftPM on Linux can let such an
             import compile by accident, when the build order happens to build the module first;
  testable   a file of a non-test target uses `@testable import` (only test targets may reach into internals);
  package    a module that is not in PACKAGE_API_USERS uses the core's `package`-level API. This one is a grep:
             the script collects the names the core declares `package` (types, and members of public types) and
             looks for them, as words, in the other modules' sources, comments and strings removed. It can be
             fooled by a local declaration of the same name, so it errs towards failing; rename, or add the module
             to PACKAGE_API_USERS (or one use to PACKAGE_API_EXCEPTIONS) if it truly needs the core's internals.

Usage:
  .ci/check-module-graph.py               runs `swift package describe --type json` in the package root
  .ci/check-module-graph.py --json FILE   checks a saved description (the source checks read the files it names)
  .ci/check-module-graph.py --self-test   breaks a copy of the description once per rule and checks each is caught
"""

import copy
import json
import os
import re
import subprocess
import sys

# Each module's allowed direct dependencies: modules of this package, and products of other packages. Test targets
# may depend on any module (they ship in nothing) and are not listed. Adding an edge here is a design decision:
# say why in Package.swift and in Sources/Tactile/Tactile.docc/Architecture.md.
ALLOWED = {
    # TactileLayoutSolver: Auto Layout's constraints are solved by it (the Cassowary algorithm, in Swift; it depends
    # on nothing).
    "Tactile": {"TactileLayoutSolver"},
    "TactileLayoutSolver": set(),
    "TactileRender": {"Tactile"},
    "TactileMotion": {"Tactile"},
    "TactileMedia": {"Tactile"},
    "TactileStrokes": {"Tactile"},
    "TactileTrace": {"Tactile", "Yams"},
    "TactilePOSIX": set(),
    # Logging (swift-log): the long-running parts (D-Bus connections, the device readers, the MPRIS player) take an
    # optional Logger, so that Linux services can route what they report to their logging back end.
    "TactileDBus": {"TactilePOSIX", "Logging"},
    "TactileLinux": {"Tactile", "TactileMotion", "TactileTrace", "TactilePOSIX", "Logging"},
    "TactileMPRIS": {"Tactile", "TactileMedia", "TactileDBus", "Logging"},
    # TactileDBus: org.freedesktop.Application is served over its connection and object server.
    "TactileDesktop": {"Tactile", "TactileDBus"},
    # TactileTrace: the playground's session learns what happens from a TraceRecorder and records and replays traces.
    # TactileRender: the session sends the scene's display list, which the page draws.
    "TactilePlayground": {"Tactile", "TactileTrace", "TactileRender"},
    # FlyingFox: the playground's HTTP and WebSocket server (pure Swift, no dependency of its own; the reason and its
    # build cost are in Package.swift). A product: `tactile playground` and users' own executables serve scenes with it.
    # TactileTrace: the page's Timeline button posts a trace, and the server answers with its HTML timeline.
    "TactilePlaygroundServer": {"Tactile", "TactilePlayground", "TactileTrace", "FlyingFox"},
    "TactileEvaluation": {"Tactile", "TactileStrokes", "TactileMotion"},
    "TactileTesting": {"Tactile", "TactileMotion", "TactileMedia"},
    "TactileXCTest": {"TactileTesting"},
    # TactileDBus and TactileMPRIS: the media player demo (moving here from the `tactile` tool) publishes its player
    # on the session bus.
    "TactileExamples": {
        "Tactile", "TactileTesting", "TactileMotion", "TactileMedia", "TactileStrokes", "TactileDBus", "TactileMPRIS",
        "TactileTrace", "TactilePlayground",
    },
    "PortingCorpus": {"Tactile", "TactileMotion", "TactileMedia"},
    "SharedTestData": {"Logging"},  # the capturing log handler of the logging tests
    "DBusTestSupport": {"TactileDBus"},
    # CI's per-event cost probe (.ci/check-event-cost.py): a scene built with TouchSimulator, which re-exports Tactile.
    "tactile-event-cost": {"TactileTesting"},
    "tactile": {
        "Tactile", "TactileTesting", "TactileLinux", "TactileExamples", "TactileMotion", "TactileMedia",
        "TactileStrokes", "TactileTrace", "TactileDBus", "TactileMPRIS", "TactileEvaluation", "TactileDesktop",
        "TactilePlayground", "TactilePlaygroundServer", "TactileRender", "ArgumentParser",
    },
}

CORE = "Tactile"

# The only modules of this package the core may depend on; they depend on no module of this package themselves.
CORE_FOUNDATIONS = {"TactileLayoutSolver"}

# Modules that must not depend on UIKit's core, even indirectly.
UIKIT_FREE = {"TactileDBus", "TactilePOSIX", "TactileLayoutSolver"}

# Modules in no library product: research code, examples, the porting corpus and test support.
NO_PRODUCT = {
    "TactileEvaluation", "TactileExamples", "PortingCorpus", "SharedTestData", "DBusTestSupport", "tactile-event-cost",
}

# Non-test modules that may use the core's `package`-level API (its main-actor and lock helpers, the weakly held
# shared application). Test targets may use it too.
# TactileRender: the display list learns from the core which views changed since the last frame (their dirty marks and
# the window's list of changed views), reads each view's geometry and background in one call, reads a layer only when
# a view has one, and lays text out with the core's line breaker, all `package` API that users never see.
PACKAGE_API_USERS = {"TactileMotion", "TactileMedia", "TactileTesting", "TactileRender"}

# Single uses of the core's `package` API allowed in other modules, as (module, name as the failure names it). Each
# is a reach into the core's internals that the rule otherwise forbids; keep the list short and say why.
PACKAGE_API_EXCEPTIONS: set = set()


class Failure:
    def __init__(self, rule, message):
        self.rule = rule
        self.message = message

    def __str__(self):
        return f"[{self.rule}] {self.message}"


def closure(graph, start):
    """Every module reachable from `start` by dependency edges, `start` excluded."""
    seen, stack = set(), list(graph.get(start, ()))
    while stack:
        name = stack.pop()
        if name not in seen:
            seen.add(name)
            stack.extend(graph.get(name, ()))
    return seen


def check_graph(description):
    """The rules that read only the description: graph, core, no-uikit, products."""
    failures = []
    targets = {t["name"]: t for t in description["targets"]}
    local = set(targets)
    graph = {name: set(t.get("target_dependencies", [])) for name, t in targets.items()}

    for name, target in sorted(targets.items()):
        if target.get("type") == "test":
            continue
        deps = set(target.get("target_dependencies", [])) | set(target.get("product_dependencies", []))
        if name not in ALLOWED:
            failures.append(Failure(
                "graph", f"module {name} is not declared in ALLOWED of .ci/check-module-graph.py; add it with the "
                f"dependencies it may have (it has: {', '.join(sorted(deps)) or 'none'})"))
            continue
        for dep in sorted(deps - ALLOWED[name]):
            failures.append(Failure(
                "graph", f"{name} depends on {dep}, which the module graph does not allow (allowed: "
                f"{', '.join(sorted(ALLOWED[name])) or 'nothing'})"))

    if CORE in targets:
        for dep in sorted((graph[CORE] & local) - CORE_FOUNDATIONS):
            failures.append(Failure(
                "core", f"{CORE} depends on {dep}: the core depends on no other module (but "
                f"{', '.join(sorted(CORE_FOUNDATIONS))})"))
        for foundation in sorted(CORE_FOUNDATIONS & local):
            for dep in sorted(graph[foundation] & local):
                failures.append(Failure(
                    "core", f"{foundation}, which the core builds on, depends on {dep}: it depends on no module"))

    on_core = {name for name in local if name == CORE or CORE in closure(graph, name)}
    for name in sorted(UIKIT_FREE & local):
        for dep in sorted(closure(graph, name) & on_core):
            how = "" if dep in graph[name] else " (indirectly)"
            failures.append(Failure(
                "no-uikit", f"{name} depends on {dep}{how}, which is or builds on {CORE}: {name} must know nothing "
                f"of UIKit"))

    for product in description["products"]:
        if "library" not in product.get("type", {}):
            continue
        for member in product["targets"]:
            reached = {member} | closure(graph, member)
            for bad in sorted(reached & NO_PRODUCT):
                via = "contains" if bad == member else f"depends on (through {member})"
                failures.append(Failure(
                    "products", f"library product {product['name']} {via} {bad}, which ships in no product"))
    return failures


# A Swift source with comments and string literals blanked out (line structure kept), so that names in prose do not
# count as uses. Good enough for a grep: it handles //, nested /* */, "…", """…""" and #"…"#.
def strip_comments_and_strings(text):
    out, i, n, depth = [], 0, len(text), 0
    while i < n:
        c = text[i]
        if depth:
            if text.startswith("/*", i):
                depth += 1
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
            else:
                out.append("\n" if c == "\n" else " ")
                i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth = 1
            i += 2
        elif c == '"' or (c == "#" and text.startswith('"', i + 1)):
            hashes = 0
            while i < n and text[i] == "#":
                hashes += 1
                i += 1
            quote = '"""' if text.startswith('"""', i) else '"'
            i += len(quote)
            end = quote + "#" * hashes
            while i < n and not text.startswith(end, i):
                if text[i] == "\\" and hashes == 0:
                    i += 1
                if i < n and text[i] == "\n":
                    out.append("\n")
                i += 1
            i += len(end)
            out.append('""')
        else:
            out.append(c)
            i += 1
    return "".join(out)


IMPORT = re.compile(r"^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
                    r"(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?(\w+)", re.M)
TESTABLE = re.compile(r"^\s*@testable\s+import\s+(\w+)", re.M)
# `package` declarations: the kind and the name (functions: the name and its first argument label).
PACKAGE_DECL = re.compile(
    r"\bpackage\s+(?:(?:static|final|nonisolated|convenience|override|required|mutating|class)\s+)*"
    r"(class|struct|enum|protocol|actor|typealias|func|var|let|init|subscript)\b\s*([A-Za-z_]\w*)?\s*(\(\s*(\w+))?")
TYPE_DECL = re.compile(r"\b(?:class|struct|enum|protocol|actor|extension)\s+([A-Za-z_]\w*)")


def source_files(root, target):
    base = os.path.join(root, target["path"])
    return [os.path.join(base, s) for s in target.get("sources", []) if s.endswith(".swift")]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def core_package_api(root, core):
    """Patterns for the core's `package` names: package types as words; package members of other types by their
    qualified use (`.name`, or `name(label:` for a function with a first argument label)."""
    patterns = {}
    for path in source_files(root, core):
        text = strip_comments_and_strings(read(path))
        declarations = list(PACKAGE_DECL.finditer(text))
        package_types = {m.group(2) for m in declarations
                         if m.group(1) in ("class", "struct", "enum", "protocol", "actor", "typealias") and m.group(2)}
        for name in package_types:
            patterns[name] = re.compile(rf"\b{name}\b")
        for m in declarations:
            kind, name, label = m.group(1), m.group(2), m.group(4)
            if kind not in ("func", "var", "let") or not name:
                continue
            # A member of a package type (the nearest type declaration before it) is covered by the type's name.
            enclosing = [t.group(1) for t in TYPE_DECL.finditer(text, 0, m.start())]
            if enclosing and enclosing[-1] in package_types:
                continue
            if kind == "func" and label and label != "_":
                patterns[f"{name}({label}:)"] = re.compile(rf"\b{name}\s*\(\s*{label}\s*:")
            elif kind == "func":
                patterns[f"{name}(…)"] = re.compile(rf"\.{name}\s*\(")
            else:
                patterns[name] = re.compile(rf"\.{name}\b")
    return patterns


def check_sources(description, root):
    """The rules that read the sources: imports, testable, package."""
    failures = []
    targets = {t["name"]: t for t in description["targets"]}
    local = set(targets)
    graph = {name: set(t.get("target_dependencies", [])) for name, t in targets.items()}
    api = core_package_api(root, targets[CORE]) if CORE in targets else {}

    for name, target in sorted(targets.items()):
        is_test = target.get("type") == "test"
        # A module imports only its direct dependencies; a test target, anything it depends on, directly or not.
        declared = closure(graph, name) if is_test else graph[name]
        for path in source_files(root, target):
            raw = read(path)
            text = strip_comments_and_strings(raw)
            rel = os.path.relpath(path, root) if path.startswith(root + os.sep) else path
            for module in sorted(set(IMPORT.findall(text)) & local):
                if module != name and module not in declared:
                    failures.append(Failure(
                        "imports", f"{rel} imports {module}, which {name} does not declare as a "
                        f"{'dependency' if is_test else 'direct dependency'}"))
            if not is_test:
                for module in TESTABLE.findall(text):
                    failures.append(Failure(
                        "testable", f"{rel} uses @testable import {module}: only test targets may"))
            if not is_test and name != CORE and name not in PACKAGE_API_USERS:
                for label, pattern in sorted(api.items()):
                    if (name, label) in PACKAGE_API_EXCEPTIONS:
                        continue
                    match = pattern.search(text)
                    if match:
                        line = text.count("\n", 0, match.start()) + 1
                        failures.append(Failure(
                            "package", f"{rel}:{line} uses the core's package-level {label}; only "
                            f"{', '.join(sorted(PACKAGE_API_USERS))} and tests may"))
    return failures


def describe(root):
    result = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=root, capture_output=True,
                            text=True)
    if result.returncode != 0:
        sys.exit(f"error: swift package describe failed:\n{result.stderr}")
    # Progress lines (fetching, resolving) may precede the JSON.
    return json.loads(result.stdout[result.stdout.index("{"):])


def self_test(description, root):
    """Breaks a copy of the description (and, for the source rules, adds a fake source file) once per rule, and
    checks that exactly that rule fails. Also checks that the unbroken description passes."""
    import tempfile

    def target(d, name):
        return next(t for t in d["targets"] if t["name"] == name)

    def extra_edge(d, source, dep):
        target(d, source).setdefault("target_dependencies", []).append(dep)

    def add_library(d, name, members):
        d["products"].append({"name": name, "targets": members, "type": {"library": ["automatic"]}})

    def add_source(d, module, tmp, text):
        folder = os.path.join(tmp, module)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Broken.swift"), "w", encoding="utf-8") as f:
            f.write(text)
        t = target(d, module)
        t["path"] = folder
        t["sources"] = ["Broken.swift"]

    graph_cases = [
        ("graph", "TactileStrokes depends on TactileLinux",
         lambda d, tmp: extra_edge(d, "TactileStrokes", "TactileLinux")),
        ("graph", "an undeclared module",
         lambda d, tmp: d["targets"].append({"name": "TactileNew", "type": "library", "path": "Sources/TactileNew",
                                             "target_dependencies": ["Tactile"], "sources": []})),
        # These two also break `graph`; ALLOWED is widened for them so that their own rule is seen alone.
        ("core", "Tactile depends on TactileMotion (even were ALLOWED to permit it)",
         lambda d, tmp: extra_edge(d, "Tactile", "TactileMotion")),
        ("core", "TactileLayoutSolver depends on TactilePOSIX (even were ALLOWED to permit it)",
         lambda d, tmp: extra_edge(d, "TactileLayoutSolver", "TactilePOSIX")),
        ("no-uikit", "TactileDBus depends on TactileStrokes, and through it on Tactile (even were ALLOWED to permit it)",
         lambda d, tmp: extra_edge(d, "TactileDBus", "TactileStrokes")),
        ("products", "the TactileMotion product also contains TactileEvaluation",
         lambda d, tmp: next(p for p in d["products"] if p["name"] == "TactileMotion")["targets"].append(
             "TactileEvaluation")),
        ("products", "a library product of TactileExamples", lambda d, tmp: add_library(d, "Ex", ["TactileExamples"])),
    ]
    source_cases = [
        ("imports", "TactileStrokes imports TactileMotion without depending on it",
         lambda d, tmp: add_source(d, "TactileStrokes", tmp, "import Tactile\nimport TactileMotion\n")),
        ("testable", "@testable import in a library module",
         lambda d, tmp: add_source(d, "TactileStrokes", tmp, "@testable import Tactile\n")),
        ("package", "TactileStrokes uses the core's package-level helpers",
         lambda d, tmp: add_source(d, "TactileStrokes", tmp,
                                   "import Tactile\nlet lock = LockedValue(0)\n"
                                   "let app = UIApplication.sharedIfCreated\n")),
        ("package", "TactileLinux's one allowed use allows no other",
         lambda d, tmp: add_source(d, "TactileLinux", tmp,
                                   "import Tactile\nvar e = RawRemoteControlEvent(timestamp: 0, subtype: .remoteControlPlay)\n"
                                   "e.isSystemMediaCommand = true\nlet app = UIApplication.sharedIfCreated\n")),
        ("package", "…but not in a comment or a string (this case must pass)",
         lambda d, tmp: add_source(d, "TactileStrokes", tmp,
                                   "import Tactile\n// LockedValue\nlet s = \"LockedValue .sharedIfCreated\"\n")),
    ]

    problems = []
    baseline = check_graph(description) + check_sources(description, root)
    if baseline:
        print(f"  (the unbroken description has {len(baseline)} failure(s) of its own; run without --self-test)")
    with tempfile.TemporaryDirectory() as tmp:
        for number, (rule, what, breaker) in enumerate(graph_cases + source_cases):
            broken = copy.deepcopy(description)
            case_dir = os.path.join(tmp, str(number))
            breaker(broken, case_dir)
            saved = {name: set(deps) for name, deps in ALLOWED.items()}
            if "even were ALLOWED to permit it" in what:
                for t in broken["targets"]:
                    if t["name"] in ALLOWED:
                        ALLOWED[t["name"]] |= set(t.get("target_dependencies", []))
            try:
                # Judged by what the break adds, so that the self-test says whether the rules work even while the
                # real description breaks one (the plain run reports that).
                found = [f for f in check_graph(broken) + check_sources(broken, root)
                         if str(f) not in {str(b) for b in baseline}]
            finally:
                ALLOWED.clear()
                ALLOWED.update(saved)
            must_pass = what.endswith("(this case must pass)")
            rules = {f.rule for f in found}
            if must_pass:
                ok = not found
            else:
                ok = rules == {rule}
            print(f"  {'ok  ' if ok else 'FAIL'} {rule:9} {what}")
            for failure in found:
                print(f"         caught: {failure}")
            if not ok:
                problems.append(f"{what}: expected {'no failure' if must_pass else rule}, got {sorted(rules)}")
    return problems


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if "--json" in argv:
        with open(argv[argv.index("--json") + 1], encoding="utf-8") as f:
            description = json.load(f)
    else:
        description = describe(root)

    if "--self-test" in argv:
        print("Self-test: each deliberately broken copy must fail with its rule")
        problems = self_test(description, root)
        if problems:
            print("error: the module-graph check's self-test failed:\n  " + "\n  ".join(problems))
            return 1
        print("Self-test passed.")
        return 0

    failures = check_graph(description) + check_sources(description, root)
    if failures:
        print("error: the module graph breaks its rules (see .ci/check-module-graph.py for each rule):")
        for failure in failures:
            print(f"  {failure}")
        return 1
    modules = [t for t in description["targets"] if t.get("type") != "test"]
    print(f"Module graph OK: {len(modules)} modules, {len(description['products'])} products, rules graph, core, "
          f"no-uikit, products, imports, testable, package.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
