#!/usr/bin/env python3
"""Builds the documentation of the products users import, and fails on what would mislead.

For OTPRender, OTPRenderTesting and OTPRenderSnapshotTesting, the module's symbol graphs,
with the declarations it re-exports as its own (the spec's values, Pixmap, the reports and
errors: what its users see), are extracted from the package's build (as
Scripts/api-baseline.py extracts them) and its DocC
catalog (Sources/MODULE/MODULE.docc: the overview, the articles, the topic groups) is
converted with the toolchain's `docc` and `--warnings-as-errors`: a link that leads nowhere,
an article or symbol a topic names that does not exist, fails. So does a public declaration
of these modules without a doc comment. (`swift package generate-documentation --target
OTPRender` builds the same catalogs through swift-docc-plugin for browsing; this check uses
the build CI already has.)

    python3 Scripts/docs-build.py             # checks, and leaves the archives in .build/docs
    python3 Scripts/docs-build.py --quiet     # the same, printing only problems

Needs the package built (Scripts/test --build-only).
"""
import importlib.util
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / ".build" / "docs"

spec = importlib.util.spec_from_file_location("api_baseline", ROOT / "Scripts" / "api-baseline.py")
api = importlib.util.module_from_spec(spec)
spec.loader.exec_module(api)


def undocumented(graphs, module):
    """The module's own public declarations (not those of other modules it extends) that
    have no doc comment."""
    missing = []
    for graph_file in sorted(graphs.glob(f"{module}.symbols.json")):
        for symbol in json.load(graph_file.open())["symbols"]:
            documented = symbol.get("docComment") or symbol["kind"]["identifier"] == "swift.extension"
            if symbol.get("accessLevel") in ("public", "open") and not documented:
                missing.append(".".join(symbol["pathComponents"]))
    return sorted(missing)


def keep_what_users_see(graphs, module):
    """Drops from the module's symbol graphs what its import does not give: a declaration
    re-exported by name brings that name alone, but the graph brings whatever else its module
    re-exports too (OTPRaster's colours, paints and shadows)."""
    names = {name for _, name in api.reexported_names(module)}
    own = f"/Sources/{module}/"
    for graph_file in sorted(graphs.glob("*.symbols.json")):
        graph = json.load(graph_file.open())
        kept = [symbol for symbol in graph["symbols"]
                if symbol["pathComponents"][0] in names or own in symbol.get("location", {}).get("uri", "")]
        identifiers = {symbol["identifier"]["precise"] for symbol in kept}
        graph["symbols"] = kept
        graph["relationships"] = [relation for relation in graph["relationships"] if relation["source"] in identifiers]
        graph_file.write_text(json.dumps(graph))


def convert(module, graphs):
    """docc's conversion of the module's catalog with its symbol graphs: its problems, one
    line each."""
    catalog = ROOT / "Sources" / module / f"{module}.docc"
    archive = OUTPUT / f"{module}.doccarchive"
    shutil.rmtree(archive, ignore_errors=True)
    result = subprocess.run(["docc", "convert", str(catalog), "--additional-symbol-graph-dir", str(graphs),
                             "--fallback-display-name", module, "--fallback-bundle-identifier", f"org.otprender.{module}",
                             "--output-path", str(archive), "--warnings-as-errors"],
                            capture_output=True, text=True)
    if result.returncode == 0:
        return []
    return [line for line in (result.stderr + result.stdout).splitlines() if line.strip()] or [f"docc exited {result.returncode}"]


def main():
    quiet = "--quiet" in sys.argv[1:]
    if not (api.BUILD / "Modules").is_dir():
        print("docs-build: no build at .build/release (run Scripts/test --build-only)", file=sys.stderr)
        return 2
    paths = api.search_paths(api.dump_package())
    OUTPUT.mkdir(parents=True, exist_ok=True)
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        for module in api.USERS:
            # A module that re-exports the types it extends (OTPRender's FieldSpec) has its
            # extensions' members on those types' own pages; one that extends another
            # library's type (Snapshotting) has a page for the extension.
            reexported = api.reexported_modules(module)
            graphs = api.symbol_graphs(module, paths, pathlib.Path(scratch) / module, extension_blocks=not reexported,
                                       reexported=reexported)
            keep_what_users_see(graphs, module)
            problems += [f"{module}: {name} has no doc comment" for name in undocumented(graphs, module)]
            problems += [f"{module}: {line}" for line in convert(module, graphs)]
            if not quiet:
                print(f"docs-build: {module} → {OUTPUT.relative_to(ROOT)}/{module}.doccarchive")
    for problem in problems:
        print(f"docs-build: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
