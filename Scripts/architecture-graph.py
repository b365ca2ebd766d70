#!/usr/bin/env python3
"""Writes docs/ARCHITECTURE.md's target graph from Package.swift, or checks it.

    Scripts/architecture-graph.py           # rewrites the graph between the page's markers
    Scripts/architecture-graph.py --check   # exits 1 when the page and the package differ

The graph is read from `swift package dump-package`: every target but the tests, each arrow
"depends on". An arrow that another path already implies is left out (A → C when A → B → C),
so the picture shows the layers; Package.swift has every edge. C library targets show their
pkg-config name, C targets the languages of their sources, and external packages by name.
"""
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "ARCHITECTURE.md"
BEGIN = "<!-- target graph: Scripts/architecture-graph.py writes it from Package.swift; CI checks it -->"
END = "<!-- end of target graph -->"
LANGUAGES = {".c": "C", ".cpp": "C++", ".cc": "C++", ".m": "Objective-C"}


def package():
    output = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout
    return json.loads(output)


def dependency_name(dependency):
    kind, value = next(iter(dependency.items()))
    if kind == "product":
        return value[1] or value[0]  # the package that vends the product
    return value[0]


def node(target, products, external):
    name = target["name"]
    if name in external:
        return f"{name}{{{{{name}}}}}"
    if target["type"] == "system":
        library = target.get("pkgConfig") or system_headers(name)
        return f"{name}[[{name}: {library}]]"
    if target["type"] == "executable":
        return f"{name}([{products.get(name, name)}])"
    folder = ROOT / (target.get("path") or f"Sources/{name}")
    languages = sorted({LANGUAGES[p.suffix] for p in folder.rglob("*") if p.suffix in LANGUAGES})
    if languages:
        return f"{name}[/{name}: {', '.join(languages)}/]"
    return f"{name}[{name}]"


def system_headers(name):
    """The system headers a library target without pkg-config includes (`malloc.h`)."""
    shim = ROOT / "Sources" / name / "shim.h"
    headers = [line.split("<", 1)[1].split(">", 1)[0] for line in shim.read_text().splitlines()
               if line.startswith("#include <")] if shim.exists() else []
    return ", ".join(headers) or "system library"


def reduced(edges):
    """Each target's dependencies without those another dependency already reaches."""
    def reach(start, seen):
        for next_ in edges.get(start, ()):
            if next_ not in seen:
                seen.add(next_)
                reach(next_, seen)
        return seen
    result = {}
    for target, dependencies in edges.items():
        implied = set()
        for dependency in dependencies:
            implied |= reach(dependency, set())
        result[target] = [d for d in dependencies if d not in implied]
    return result


def graph(manifest):
    targets = [t for t in manifest["targets"] if t["type"] != "test" and not t.get("path", "").startswith("Tests/")]
    products = {p["targets"][0]: p["name"] for p in manifest["products"] if "executable" in p["type"]}
    edges, external = {}, set()
    for target in targets:
        names = []
        for dependency in target["dependencies"]:
            name = dependency_name(dependency)
            if "product" in dependency:
                external.add(name)
            if name not in names:
                names.append(name)
        edges[target["name"]] = names
    lines = ["```mermaid", "flowchart BT"]
    lines += [f"    {node({'name': name, 'type': 'external'}, products, external)}" for name in sorted(external)]
    lines += [f"    {node(target, products, external)}" for target in targets]
    lines.append("")
    layers = reduced(edges)
    for target in targets:
        dependencies = layers[target["name"]]
        if dependencies:
            lines.append(f"    {target['name']} --> {' & '.join(dependencies)}")
    lines.append("```")
    return "\n".join(lines)


def main():
    text = PAGE.read_text()
    if BEGIN not in text or END not in text:
        sys.exit(f"{PAGE.relative_to(ROOT)}: the target graph's markers are missing ({BEGIN} … {END})")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    new = head + BEGIN + "\n" + graph(package()) + "\n" + END + tail
    if "--check" in sys.argv[1:]:
        if new != text:
            sys.exit(f"{PAGE.relative_to(ROOT)}: the target graph is not Package.swift's; "
                     "run Scripts/architecture-graph.py and commit the page")
        print(f"{PAGE.relative_to(ROOT)}: the target graph is Package.swift's")
    elif new != text:
        PAGE.write_text(new)
        print(f"{PAGE.relative_to(ROOT)}: target graph written")


if __name__ == "__main__":
    main()
