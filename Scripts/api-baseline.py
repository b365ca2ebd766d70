#!/usr/bin/env python3
"""The public API of the products users import, as their symbol graphs say it, kept in api/.

Users import three products: OTPRender (with the declarations it re-exports, each by name:
`@_exported import struct OTPSpec.FieldSpec`), OTPRenderTesting and OTPRenderSnapshotTesting.
For each of those modules the symbol graph (and the extensions it makes to other modules'
types) is extracted from the package's build (`swift symbolgraph-extract` over
`.build/release/Modules`, at public access) and written as api/MODULE.txt: one line per public
or open declaration users see, `kind path: declaration`, sorted, under a line that counts them.
Of a module re-exported by name, users see the types named and its extensions of any type they
see. api/summary.txt counts every module's declarations and their total, which may not grow
past CEILING. A declaration users see that names a type of the package no product re-exports
(which a user could not write) is an error. The other library products exist for the package's
own fuzzers and benchmarks (INTERNAL); a library product that is neither is an error.

    python3 Scripts/api-baseline.py            # writes api/ from the build
    python3 Scripts/api-baseline.py --check    # fails, with the difference, when api/ is not the build's

A change to the public surface is then a change to api/ in the same commit: deliberate, and
seen in review. Needs the package built (Scripts/test --build-only).
"""
import difflib
import glob
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD = ROOT / ".build" / "release"
API = ROOT / "api"
# The products users import, and those only the package's fuzzers and benchmarks use.
USERS = ["OTPRender", "OTPRenderTesting", "OTPRenderSnapshotTesting"]
INTERNAL = {"OTPCache", "OTPCommandLine", "OTPFields", "OTPGolden", "OTPJSON", "OTPService", "OTPStrings", "OTPTokens"}
# The most public declarations the products users import may have in all.
CEILING = 748
EXPORTED = re.compile(r"^@_exported import (\w+)$", re.MULTILINE)
# `@_exported import struct OTPGolden.ImageDiff`: one declaration of a module re-exported.
EXPORTED_DECLARATION = re.compile(r"^@_exported import (?:struct|class|enum|protocol|typealias|func|var|let) (\w+)\.(\w+)$",
                                  re.MULTILINE)


def dump_package():
    """Package.swift as SwiftPM reads it."""
    return json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True,
                                     capture_output=True, text=True).stdout)


def module_source(module):
    """The Swift sources of module `module`, one text."""
    return "".join(path.read_text() for path in sorted((ROOT / "Sources" / module).rglob("*.swift")))


def reexported_names(module):
    """The declarations `module` re-exports one by one: (module, name) pairs."""
    return EXPORTED_DECLARATION.findall(module_source(module))


def library_modules(package):
    """The modules whose public API users see, in order: those of the user products, each
    followed by the modules it re-exports (and they theirs). Each comes with the names of the
    declarations re-exported one by one, or None for the whole module."""
    products = [product["name"] for product in package["products"] if "library" in product["type"]]
    unknown = [name for name in products if name not in USERS and name not in INTERNAL]
    if unknown:
        sys.exit(f"api-baseline: library products neither users' nor internal: {', '.join(unknown)} "
                 "(add them to USERS or INTERNAL in Scripts/api-baseline.py)")
    modules = {}

    def visit(module):
        if modules.get(module, ()) is None or not (ROOT / "Sources" / module).is_dir():
            return
        modules[module] = None
        for exported in sorted(set(EXPORTED.findall(module_source(module)))):
            visit(exported)
        for exported, name in sorted(set(reexported_names(module))):
            if modules.get(exported, ()) is not None:
                modules[exported] = sorted(set(modules.get(exported) or []) | {name})

    for name in USERS:
        visit(name)
    return list(modules.items())


def versioning_problems(package):
    """What would keep a user's versioned dependency on the package from resolving or
    building: a dependency of ours by a local path, or unsafe flags in a target that a user
    product builds (SwiftPM refuses both in a package depended on by version)."""
    problems = [f"the dependency {kind} is a local path, which a versioned dependency cannot have"
                for dependency in package["dependencies"] for kind in dependency if kind == "fileSystem"]
    targets = {target["name"]: target for target in package["targets"]}
    products = {product["name"]: product for product in package["products"]}
    seen = set()

    def visit(name, product):
        if name in seen or name not in targets:
            return
        seen.add(name)
        if any("unsafeFlags" in setting["kind"] for setting in targets[name].get("settings", [])):
            problems.append(f"the target {name} of the product {product} has unsafe flags")
        for dependency in targets[name]["dependencies"]:
            for kind in ("byName", "target"):
                if kind in dependency:
                    visit(dependency[kind][0], product)

    for name in USERS:
        for target in products[name]["targets"]:
            visit(target, name)
    return problems


def search_paths(package):
    """What a module's C dependencies need to load: the C targets' module maps and headers,
    the module maps the build made, and the system libraries' headers (their pkg-config)."""
    paths = ["-I", str(BUILD / "Modules")]
    for folder in sorted(glob.glob(str(ROOT / "Sources" / "C*"))):
        if os.path.exists(os.path.join(folder, "module.modulemap")):
            paths += ["-I", folder]
        if os.path.isdir(os.path.join(folder, "include")):
            paths += ["-I", os.path.join(folder, "include")]
    for module_map in sorted(glob.glob(str(BUILD / "*.build" / "module.modulemap"))):
        paths += ["-Xcc", f"-fmodule-map-file={module_map}"]
    for target in package["targets"]:
        if not target.get("pkgConfig"):
            continue
        found = subprocess.run(["pkg-config", "--cflags-only-I", target["pkgConfig"]], capture_output=True, text=True)
        for flag in found.stdout.split() if found.returncode == 0 else []:
            paths += ["-Xcc", flag]
    return paths


def reexported_modules(module):
    """The modules whose declarations `module` re-exports, whole or by name, sorted."""
    return sorted(set(EXPORTED.findall(module_source(module))) | {exported for exported, _ in reexported_names(module)})


def symbol_graphs(module, paths, output, extension_blocks=False, reexported=()):
    """Writes the module's symbol graphs at public access into `output` (made), and returns it;
    with `extension_blocks`, with a symbol for each extension of another module's type too
    (what DocC makes the pages of extended types from); with the declarations it re-exports
    from the `reexported` modules as its own (what its users see through its import)."""
    output.mkdir(parents=True)
    blocks = ["-emit-extension-block-symbols"] if extension_blocks else []
    if reexported:
        blocks.append(f"-experimental-allowed-reexported-modules={','.join(reexported)}")
    subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-target", "x86_64-unknown-linux-gnu",
                    "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", str(output)] + blocks + paths,
                   check=True, capture_output=True, text=True)
    return output


def declarations(module, paths, scratch):
    """The module's public declarations: for each, its line (`kind path: declaration`), the
    name of the top-level type it is or is a member of, and the precise identifiers of the
    types its declaration names."""
    output = symbol_graphs(module, paths, pathlib.Path(scratch) / module)
    found = {}
    for graph_file in sorted(output.glob("*.symbols.json")):
        extended = graph_file.name[len(module) + 1:-len(".symbols.json")] if "@" in graph_file.name else ""
        for symbol in json.load(graph_file.open())["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            fragments = symbol.get("declarationFragments", [])
            declaration = "".join(fragment["spelling"] for fragment in fragments)
            path = ".".join(symbol["pathComponents"])
            where = f" (extends {extended})" if extended else ""
            line = f"{symbol['kind']['identifier'].removeprefix('swift.')} {path}{where}: {' '.join(declaration.split())}"
            named = {fragment["preciseIdentifier"] for fragment in fragments
                     if fragment["kind"] == "typeIdentifier" and "preciseIdentifier" in fragment}
            found[line] = (symbol["pathComponents"][0], named, symbol["identifier"]["precise"])
    return found


def package_modules(package):
    """The package's Swift modules the user products build, whose public types a user's
    declaration may name."""
    targets = {target["name"]: target for target in package["targets"]}
    seen = []

    def visit(name):
        if name in seen or name not in targets:
            return
        seen.append(name)
        for dependency in targets[name]["dependencies"]:
            for kind in ("byName", "target"):
                if kind in dependency:
                    visit(dependency[kind][0])

    for name in USERS:
        visit(name)
    return [name for name in seen if any((ROOT / "Sources" / name).rglob("*.swift"))]


def unnameable(counted, every):
    """Where a declaration users see names a type of the package they cannot name, because
    no product re-exports it: `declaration line: Type (Module)`, sorted."""
    owners = {usr: (module, top) for module, found in every.items() for top, _, usr in found.values()}
    visible = {top for lines in counted.values() for _, (top, _, _) in lines}
    problems = set()
    for lines in counted.values():
        for line, (_, named, _) in lines:
            for usr in named:
                module, top = owners.get(usr, (None, None))
                if module and top not in visible:
                    problems.add(f"{line}: {top} ({module})")
    return sorted(problems)


def baseline():
    """Every file of api/ as the build gives it (name to text), and the declarations that name
    a type users cannot name."""
    files, counts = {}, []
    package = dump_package()
    paths = search_paths(package)
    with tempfile.TemporaryDirectory() as scratch:
        every = {module: declarations(module, paths, scratch) for module in package_modules(package)}
        exported = library_modules(package)
        visible = {top for module, names in exported for _, (top, _, _) in every[module].items()
                   if names is None or top in names}
        counted = {}
        for module, names in exported:
            # A module re-exported by name brings its named types, and its extensions of any
            # type users see.
            counted[module] = sorted((line, record) for line, record in every[module].items()
                                     if names is None or record[0] in visible)
            heading = f"# {module}: {{}} public declarations\n"
            if names is not None:
                heading = f"# {module}: {{}} public declarations, of {', '.join(names)}, re-exported\n"
            counts.append((module, len(counted[module])))
            files[f"{module}.txt"] = heading.format(len(counted[module])) + "".join(line + "\n" for line, _ in counted[module])
    total = sum(count for _, count in counts)
    files["summary.txt"] = (f"# The public declarations of the products users import: {total} in all (at most {CEILING})\n"
                            + "".join(f"{module} {count}\n" for module, count in counts))
    return files, unnameable(counted, every)


def main():
    check = "--check" in sys.argv[1:]
    if not (BUILD / "Modules").is_dir():
        print("api-baseline: no build at .build/release (run Scripts/test --build-only)", file=sys.stderr)
        return 2
    problems = versioning_problems(dump_package())
    for problem in problems:
        print(f"api-baseline: {problem}", file=sys.stderr)
    if problems:
        return 1
    files, problems = baseline()
    for problem in problems:
        print(f"api-baseline: names a type no user product re-exports: {problem}", file=sys.stderr)
    if problems:
        print("api-baseline: re-export those types (Sources/OTPRender/Exports.swift), or make the declarations "
              "that name them package", file=sys.stderr)
        return 1
    total = int(files["summary.txt"].split(": ")[1].split(" ")[0])
    if total > CEILING:
        print(f"api-baseline: {total} public declarations, more than the ceiling of {CEILING}: make the new ones "
              "package (what the command line, the service and the tests share) or lower others first", file=sys.stderr)
        return 1
    if not check:
        API.mkdir(exist_ok=True)
        for old in API.glob("*.txt"):
            if old.name not in files:
                old.unlink()
        for name, text in files.items():
            (API / name).write_text(text)
        print(f"api-baseline: wrote api/ ({files['summary.txt'].splitlines()[0].split(': ')[1]})")
        return 0
    differences = []
    committed = {path.name for path in API.glob("*.txt")} if API.is_dir() else set()
    for name in sorted(committed | set(files)):
        old = (API / name).read_text() if name in committed else ""
        new = files.get(name, "")
        if old != new:
            differences += difflib.unified_diff(old.splitlines(True), new.splitlines(True), f"api/{name} (committed)",
                                                f"api/{name} (the build's)")
    if differences:
        sys.stdout.writelines(differences)
        print("api-baseline: the public API is not api/'s: if the change is meant, run Scripts/api-baseline.py "
              "and commit api/ with it")
        return 1
    print(f"api-baseline: the public API is api/'s ({files['summary.txt'].splitlines()[0].split(': ')[1]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
