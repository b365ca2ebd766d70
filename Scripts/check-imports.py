#!/usr/bin/env python3
"""Checks that Package.swift states every import and nothing more.

For each Swift target of the package (libraries, the command line, test targets and test
support), the modules its files import must be exactly the targets and products it depends
on: an import without a dependency builds only by luck (through another target's), and a
dependency without an import links what nothing uses. Modules of the toolchain (Foundation,
Glibc, Testing, ...) need no dependency. C targets are skipped: their includes are not
imports.

The targets the command line links import no Foundation, not even FoundationEssentials: the
package's own OTPFiles gives what they need of the system (files, folders, the environment),
and Foundation's libraries were 4.5 MB of the release binary (FoundationEssentials and
_FoundationCollections, and the regular expressions they link). Only test targets and what
only tests link (OTPRenderTesting, linked into users' test targets beside XCTest) may.

Some targets must stay off some C libraries, however they would reach them (through another
target): OTPSpec, which decodes what a user writes, links none of the text stack's (ICU,
libxml2, FreeType, HarfBuzz); the caller wires locale data and string sources in.

Usage: Scripts/check-imports.py            (from anywhere; exits 1 naming each difference)
"""
import json
import os
import re
import subprocess
import sys

TOOLCHAIN = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Glibc", "Musl", "Darwin",
    "Dispatch", "Synchronization", "Testing", "XCTest", "_Concurrency", "Swift", "os", "SwiftShims",
}
# Targets that may import Foundation: tests, and what only tests link.
FOUNDATION = {"Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML"}
FOUNDATION_ALLOWED = {"OTPRenderTesting", "OTPRenderSnapshotTesting", "OTPTestSupport"}
# Targets and the C library targets none of their dependencies, direct or not, may be.
KEPT_OFF = {"OTPSpec": {"CICU", "CXML2", "CFreeType", "CHarfBuzz"}}
# At the start of a line: an indented "import" is text inside a string (an embedded script).
IMPORT = re.compile(
    r"^(?:@[\w()]+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_]\w*)", re.M)


def main() -> int:
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                          capture_output=True, text=True).stdout
    package = json.loads(dump)
    problems = []
    checked = 0
    for target in package["targets"]:
        if target["type"] in ("system", "binary", "plugin", "macro"):
            continue
        folder = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])
        imports = swift_imports(os.path.join(root, folder), target.get("exclude") or [])
        if imports is None:
            continue  # a C target: no Swift files
        checked += 1
        declared = {dependency_name(d) for d in target["dependencies"]}
        for module in sorted(imports - declared - TOOLCHAIN):
            problems.append(f"{target['name']}: imports {module} without depending on it")
        for module in sorted(declared - imports):
            problems.append(f"{target['name']}: depends on {module} without importing it")
        if target["type"] != "test" and target["name"] not in FOUNDATION_ALLOWED:
            for module in sorted(imports & FOUNDATION):
                problems.append(f"{target['name']}: imports {module} (OTPFiles gives files, folders and the environment)")
    problems += kept_off_problems(package["targets"])
    for line in problems:
        print(f"check-imports: {line}", file=sys.stderr)
    if problems:
        print(f"check-imports: {len(problems)} differences between imports and Package.swift", file=sys.stderr)
        return 1
    print(f"check-imports: the imports of {checked} Swift targets are exactly their dependencies")
    return 0


def kept_off_problems(targets: list) -> list:
    """A line for each library of KEPT_OFF that its target reaches, with the way it does."""
    dependencies = {t["name"]: [dependency_name(d) for d in t["dependencies"]] for t in targets}
    problems = []
    for name, forbidden in KEPT_OFF.items():
        ways = {name: [name]}
        queue = [name]
        while queue:
            current = queue.pop(0)
            for dependency in dependencies.get(current, []):
                if dependency not in ways:
                    ways[dependency] = ways[current] + [dependency]
                    queue.append(dependency)
        for library in sorted(forbidden & ways.keys()):
            problems.append(f"{name}: reaches {library}, which it must not ({' -> '.join(ways[library])})")
    return problems


def dependency_name(dependency: dict) -> str:
    """The module a dependency entry of dump-package brings (a target's or a product's name)."""
    for kind in ("byName", "target", "product"):
        if kind in dependency:
            return dependency[kind][0]
    raise ValueError(f"unknown dependency form {dependency}")


def swift_imports(folder: str, excluded: list) -> "set | None":
    """The modules the Swift files under `folder` import, or None when it has none."""
    modules, found = set(), False
    skip = {os.path.join(folder, e) for e in excluded}
    for directory, subfolders, files in os.walk(folder):
        subfolders[:] = [s for s in subfolders if os.path.join(directory, s) not in skip and not s.endswith(".docc")]
        for name in files:
            if name.endswith(".swift"):
                found = True
                with open(os.path.join(directory, name), encoding="utf-8") as file:
                    modules.update(IMPORT.findall(file.read()))
    return modules if found else None


if __name__ == "__main__":
    sys.exit(main())
