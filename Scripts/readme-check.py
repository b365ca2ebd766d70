#!/usr/bin/env python3
"""Writes README.md's table of commands from `otp-render --help`, and checks what else README
lists that the code also knows.

    OTP_RENDER=.build/release/otp-render Scripts/readme-check.py           # rewrites the table
    OTP_RENDER=.build/release/otp-render Scripts/readme-check.py --check   # exits 1 on a difference

- The commands: the table between the markers is every subcommand `otp-render --help` lists,
  with its one-line abstract, in the same order.
- The targets: the layout table names every target of Package.swift but the tests (its folder,
  `Sources/NAME`, or its name beside another's), Swift and C alike.
- The string formats: the Languages guide's line names every case of `StringSourceFormat`.
"""
import json
import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
BEGIN = "<!-- commands: Scripts/readme-check.py writes them from otp-render --help; CI checks them -->"
END = "<!-- end of commands -->"
# How README names each case of Sources/OTPStrings/StringSourceFormat.swift.
FORMAT_NAMES = {
    "json": "JSON",
    "xcstrings": ".xcstrings",
    "strings": ".strings",
    "stringsdict": ".stringsdict",
    "androidXML": "Android",
    "arb": "ARB",
    "i18next": "i18next",
    "po": ".po",
}


def subcommands(binary):
    """The (name, abstract) pairs of `otp-render --help`'s SUBCOMMANDS, abstracts unwrapped."""
    text = subprocess.run([binary, "--help"], check=True, capture_output=True, text=True).stdout
    section = text.split("SUBCOMMANDS:", 1)[1]
    commands = []
    for line in section.splitlines():
        if not line.strip():
            if commands:
                break
            continue
        match = re.match(r"^  (\S+)\s{2,}(.*)$", line)
        if match:
            commands.append([match.group(1), match.group(2).strip()])
        elif commands and line.startswith(" " * 4):
            commands[-1][1] += " " + line.strip()
    return commands


def commands_table(binary):
    rows = [f"| `{name}` | {abstract} |" for name, abstract in subcommands(binary)]
    return "\n".join([BEGIN, "| command | what it does |", "|---|---|", *rows, END])


def targets():
    output = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout
    return [t["name"] for t in json.loads(output)["targets"] if t["type"] != "test"
            and not (t.get("path") or "").startswith("Tests/")]


def layout_section(text):
    return text.split("## Layout of the repository", 1)[1].split("\n## ", 1)[0]


def format_cases():
    source = (ROOT / "Sources" / "OTPStrings" / "StringSourceFormat.swift").read_text()
    return re.findall(r"^\s+case (\w+)", source.split("enum StringSourceFormat", 1)[1].split("\n}", 1)[0], re.M)


def problems(text):
    found = []
    layout = layout_section(text)
    for name in targets():
        if not re.search(rf"`(Sources/)?{re.escape(name)}`", layout):
            found.append(f"the layout table does not name the target {name} (Sources/{name})")
    languages = next((line for line in text.splitlines() if line.startswith("| [Languages]")), "")
    for case in format_cases():
        name = FORMAT_NAMES.get(case)
        if name is None:
            found.append(f"StringSourceFormat.{case} has no name in Scripts/readme-check.py's FORMAT_NAMES")
        elif name not in languages:
            found.append(f"the Languages guide's line does not name {name} (StringSourceFormat.{case})")
    return found


def main():
    binary = os.environ.get("OTP_RENDER", str(ROOT / ".build" / "release" / "otp-render"))
    text = README.read_text()
    if BEGIN not in text or END not in text:
        sys.exit(f"readme-check: README.md has no {BEGIN} … {END} markers")
    before, rest = text.split(BEGIN, 1)
    after = rest.split(END, 1)[1]
    updated = before + commands_table(binary) + after
    found = problems(updated)
    if "--check" in sys.argv[1:]:
        if updated != text:
            found.insert(0, "README.md's table of commands is not otp-render --help's: run Scripts/readme-check.py")
        for problem in found:
            print(f"readme-check: {problem}", file=sys.stderr)
        sys.exit(1 if found else 0)
    README.write_text(updated)
    for problem in found:
        print(f"readme-check: {problem}", file=sys.stderr)
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
