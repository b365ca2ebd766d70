#!/usr/bin/env python3
"""Links an executable of the package's build again, with the Swift runtime linked statically.

Usage: Scripts/static-link.py PLAN PRODUCT OUTPUT ARCHIVES [LINKER ARGUMENT...]

PLAN is SwiftPM's build plan of that build (.build/release.yaml). The link is the command
SwiftPM planned for PRODUCT, with `-static-stdlib` added, its run path left out, OUTPUT as the
output, the folder ARCHIVES searched for libraries before any other (a folder of static
archives: the linker then takes libpng16.a for -lpng16) and the arguments given appended.

So Scripts/release.sh links the release from the very objects the tests ran instead of
compiling them again: SwiftPM's own static build compiles every module with -static-stdlib,
which changes nothing in their code (only each module's .swift_modhash, an identifier that no
code reads) but every command line, and so compiles all of it again.
"""
import json
import subprocess
import sys


def planned_link(plan_path: str, product: str) -> list[str]:
    """The arguments of the command in the plan that links `product`."""
    with open(plan_path, encoding="utf-8") as plan:
        for line in plan:
            text = line.strip()
            if not text.startswith("args: [") or '"-emit-executable"' not in text:
                continue
            args = json.loads(text[len("args: "):])
            output = args[args.index("-o") + 1] if "-o" in args else ""
            if output.endswith("/" + product):
                return args
    sys.exit(f"static-link: {plan_path} plans no link of {product} (build it first: Scripts/test --build-only)")


def static_link(args: list[str], output: str, archives: str, extra: list[str]) -> list[str]:
    """`args` with the runtime linked statically, no run path, `output` as the output and
    `archives` searched first."""
    linked: list[str] = args[:1] + ["-L", archives]
    index = 1
    while index < len(args):
        arg = args[index]
        if arg == "-Xlinker" and index + 1 < len(args) and args[index + 1].startswith("-rpath"):
            index += 2
            continue
        if arg == "-o":
            linked += ["-o", output]
            index += 2
            continue
        linked.append(arg)
        if arg == "-emit-executable":
            linked.append("-static-stdlib")
        index += 1
    return linked + extra


def main() -> None:
    if len(sys.argv) < 5:
        sys.exit("usage: " + __doc__.split("\n\n")[1].removeprefix("Usage: "))
    plan_path, product, output, archives = sys.argv[1:5]
    command = static_link(planned_link(plan_path, product), output, archives, sys.argv[5:])
    sys.exit(subprocess.run(command).returncode)


if __name__ == "__main__":
    main()
