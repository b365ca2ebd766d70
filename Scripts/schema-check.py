#!/usr/bin/env python3
"""Checks the JSON Schemas of specs and batch manifests (schemas/*.schema.json) against
otp-render itself.

    OTP_RENDER=.build/release/otp-render python3 Scripts/schema-check.py

1. The committed schemas/spec.schema.json and schemas/manifest.schema.json are, byte for
   byte, what `otp-render schema spec` and `otp-render schema manifest` print, and each is a
   valid JSON Schema (draft 2020-12).
2. Every preset (`otp-render presets list`, `otp-render presets show NAME`) is valid under
   the spec schema.
3. Every spec and manifest under Goldens/ and Examples/ is valid under its schema (specs are
   found as `goldens verify` finds them: every .json file but design token files and string
   catalogs), and so is every spec or manifest the guides write as a file for their
   examples (a ```json NAME block of README.md or docs/*.md that a runnable example gives
   to `otp-render render`, `batch`, ...; Scripts/docs-check.sh writes and runs them).
4. A differential test: 1,240 specs made with a fixed seed from the schema's own keys,
   enumerations and ranges and from the presets' values: valid ones, ones broken in one
   place (an unknown or misspelt key, a wrong type, a value out of range, a word that is
   not one of an enumeration's, a bad colour, null where null is not taken, ...), and ones
   that break a rule only the decoder can check (DECODER_ONLY_RULES). Each is judged by the
   schema and rendered by one `otp-render serve --stdio` (an invalid spec is an error with
   exit 64). A spec that the schema accepts and the decoder refuses for a rule of
   DECODER_ONLY_RULES is counted apart; every other disagreement fails, printed with the
   spec and both verdicts.

Exits 0 when all of it passes, 1 listing every failure (the file or key and the validator's
message), 2 when it cannot run (no otp-render, no jsonschema). Needs Python's jsonschema
(Scripts/install-test-tools.sh installs it).
"""
import copy
import json
import math
import os
import pathlib
import random
import re
import shlex
import subprocess
import sys
import tempfile
import threading
import time

try:
    import jsonschema
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import best_match
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012
except ImportError:
    print("schema-check: needs Python's jsonschema (Scripts/install-test-tools.sh installs it)", file=sys.stderr)
    sys.exit(2)

ROOT = pathlib.Path(__file__).resolve().parent.parent
DRAFT = "https://json-schema.org/draft/2020-12/schema"
KINDS = ("spec", "manifest")

# The differential test: its seed, how many specs of each sort it makes, and what can come of
# one: the schema and the decoder both accept it or both refuse it, the decoder alone refuses
# it for a rule of DECODER_ONLY_RULES, or they disagree.
SEED = 20_241_207
VALID_SPECS = 620
BROKEN_SPECS = 460
DECODER_ONLY_SPECS = 160
SORTS = {"valid": "valid", "broken": "broken in one place", "decoder-only": "breaking a decoder rule"}
OUTCOMES = ("both accept", "both refuse", "decoder-only", "disagreements")

# Where goldens verify does not look for specs (GoldenJob.isSpecName): design token files
# and JSON string catalogs; besides these, package files and reports are not specs.
SOURCE_SUFFIXES = (".tokens.json", ".resolver.json", ".strings.json")
NOT_SPECS = {"package.json", "package-lock.json", "report.json"}
SKIPPED_FOLDERS = {".build", ".git", ".swiftpm", "node_modules"}
MANIFEST_KEYS = {"base", "matrix", "items"}

# The guides' file blocks, as Scripts/docs-check.sh reads them, and the commands that read
# a spec or a manifest from a file named on their command line.
NAMED_BLOCK = re.compile(r"^```json ([A-Za-z0-9_-][A-Za-z0-9._-]*(?:/[A-Za-z0-9_-][A-Za-z0-9._-]*)*)$")
SPEC_COMMANDS = {"render", "sheet", "frames", "audit", "strings", "conform", "preview", "goldens", "bench"}
MANIFEST_COMMANDS = {"batch"}


class DecoderOnlyRule:
    """A rule the decoder checks that the schema cannot: `matches` tells the decoder's
    message for a spec that breaks it (`applies` looks further, at the key's value and type)."""

    def __init__(self, name, sentence, pattern, applies=None):
        self.name = name
        self.sentence = sentence
        self.pattern = re.compile(pattern)
        self.applies = applies

    def matches(self, message, key_path, spec, key_types):
        if not self.pattern.search(message):
            return False
        return self.applies is None or self.applies(key_path, spec, key_types)


def _css_string(key_path, spec, key_types):
    """Whether the decoder's key is a colour's, a gradient's or a box-shadow's (by the
    reference's type of it) and the spec gives it a string, which the CSS reader parsed."""
    parts = [part for part in re.findall(r"[^.\[\]]+", key_path or "") if not part.isdigit()]
    kind = key_types.get(normalized(parts), "")
    return ("colour" in kind or "box-shadow" in kind) and isinstance(value_at(spec, key_path), str)


# The rules a JSON Schema cannot express, each with the decoder's message for it. They relate
# keys to each other (and a spec's keys to its preset's), or depend on what the renderer has
# (fonts, ICU data) or on the CSS grammar. A spec that the schema accepts and the decoder
# refuses for one of these is counted as "decoder-only", not as a disagreement.
DECODER_ONLY_RULES = [
    DecoderOnlyRule(
        "value-length", "`value` has at most `length` characters (the length may come from the preset).",
        r'^value: ".*" is longer than length \d+$'),
    DecoderOnlyRule(
        "value-charset", "Every character of `value` is one that `charset` accepts.",
        r'^value: ".*" has characters outside \w+$'),
    DecoderOnlyRule(
        "index-in-length", "`focusIndex` and `hoverIndex` are less than `length`.",
        r"^(focusIndex|hoverIndex): \d+ must be between 0 and \d+ \(length \d+\)$"),
    DecoderOnlyRule(
        "groups-sum", "`groups` add up to `length`.",
        r"^groups: \[.* add up to \d+, not length \d+$"),
    DecoderOnlyRule(
        "width-room", "`width` (with `fit` `none`) is more than the spacing and group gaps between the cells it holds.",
        r"^width: \S+ must be > \S+"),
    DecoderOnlyRule(
        "border-half",
        "`cell.borderWidth` and `cell.focusBorderWidth`, and a state's, are at most half the cell's smaller side "
        "(its width shared out of `width`, or `cell.minWidth` with `fit` `shrink`).",
        r"^(states\.\w+\.)?cell\.(borderWidth|focusBorderWidth): \S+ must be ≤ \S+ \(half the cell's smaller side\)$"),
    DecoderOnlyRule(
        "animation-needs",
        "An animation needs what it moves: `reveal` secure entry, `spin` the `loading` state, `countdown` and "
        "`sending` a button.",
        r'^animation\.name: "\w+" needs '),
    DecoderOnlyRule(
        "token-files",
        "A token reference (`\"{radius.md}\"`) and `mode` need the token files `tokens` names, and a reference "
        "needs a token of the key's type in them.",
        r"is a token reference, but the spec names no token files|^mode: .* needs token files"),
    DecoderOnlyRule(
        "string-sources",
        "A text given as `\"@key\"` or `{\"key\", \"args\"}` needs the string sources `strings` names, with that "
        "key in them.",
        r"names a string key, but the spec names no string sources"),
    DecoderOnlyRule(
        "drawable-text",
        "Every drawn text has only characters the spec's fonts have (the family or `font.file`, then the bundled "
        "fallbacks), its digits too, and the cells' texts have no emoji, control or formatting characters, "
        "right-to-left letters or combining marks; the renderer checks this where the fonts are.",
        r"has (an emoji|a control character|an invisible formatting character|right-to-left text|a combining mark"
        r"|a character the spec's fonts cannot draw|\d+ characters the spec's fonts cannot draw)"),
    DecoderOnlyRule(
        "font-available",
        "`font.family` (and the title's, subtitle's and message's) is a family the renderer has in that weight "
        "(the bundled fonts, or those in the `--fonts` folder).",
        r"font\.family: no bundled font"),
    DecoderOnlyRule(
        "digits-known",
        "`digits` names a numbering system with decimal digits in the ICU data otp-render is built with, "
        "or is `locale`.",
        r'^digits: ".*" is not a numbering system with digits'),
    DecoderOnlyRule(
        "css-syntax",
        "A colour, a gradient and a CSS box-shadow string follow CSS's grammar (a colour name CSS knows, a "
        "function with its arguments, hex digits of the right count, at least two colour stops, at most 8 "
        "shadows); the schema says only which keys take a string.",
        r".", _css_string),
    DecoderOnlyRule(
        "locale-known",
        "`locale` is a BCP 47 tag of a locale in the ICU data otp-render is built with.",
        r'^locale: ".*" is not a locale'),
    DecoderOnlyRule(
        "input-events",
        "Each `input` string is a key event: `backspace`, `clear`, `paste:TEXT`, `type:TEXT` or characters, not empty.",
        r"^input\[\d+\]: "),
    DecoderOnlyRule(
        "countdown-format",
        "`button.format`'s placeholders are `%d`, `{s}`, `{m}`, `{mm}` and `{ss}` (a `@key` text is looked up first).",
        r"^button\.format: .* has an unknown placeholder"),
    DecoderOnlyRule(
        "image-size",
        "The image, at its `scale`, is at most 16,384 px a side and 64 Mi pixels.",
        r"^the image would be \d+x\d+ px, over the limit"),
]

# Values the generator draws from besides the schema's enumerations and the presets' values.
COLOURS = ["#1E90FF", "#19F", "#1E90FF80", "#1e90ff", "#0000", "blue", "rebeccapurple", "transparent", "White",
           "rgb(30 144 255)", "rgb(30, 144, 255)", "rgba(0, 0, 0, 0.05)", "rgb(30 144 255 / 50%)",
           "hsl(210 100% 56%)", "hsla(210, 100%, 56%, 0.5)", "hwb(210 10% 0%)", "lab(50% 40 59.5)",
           "lch(52% 72 50)", "oklab(0.6 0.1 -0.1)", "oklch(0.6 0.2 30)", "color(display-p3 1 0 0)",
           "color(srgb 0.1 0.5 0.9)"]
GRADIENTS = ["linear-gradient(90deg, #A855F7, #EC4899)", "linear-gradient(to top right, #FFFFFF 20%, #00000000)",
             "radial-gradient(circle closest-side at 50% 0%, #FFF, #E5E7EB 80%)",
             "linear-gradient(0.25turn, rgb(255 0 0), transparent)"]
SHADOWS = ["0 1px 2px rgba(0,0,0,0.05)", "0 1px 2px rgba(0, 0, 0, 0.05), 0 0 0 3px #1E90FF33",
           "inset 0 0 0 1px #E5E7EB", "0 0 0 2px oklch(0.6 0.2 30)", "none", "2px 4px 8px -2px #0003"]
BAD_COLOURS = ["#12345", "#GGGGGG", "blu", "rgb(1,2)", "#1E90FF80FF", "hsl(foo)", "1E90FF", "", "color(foo 1 2 3)"]
BAD_CSS = ["0 0 garbage", "0 0 0 1pt red", "", "linear-gradient(90deg)", ", ".join(["0 0 1px #000"] * 9)]
LABELS = ["Enter the code", "Code eingeben", "验证码", "We sent it to +1 415 555 0132", "أدخل الرمز", "הזן את הקוד",
          "", "Resend", "Didn't get it? Check your messages."]
TEXTS_BY_KEY = {
    "placeholder": ["", "0", "-", "·", "_", "○"],
    "secure.mask": ["dot", "*", "•", "●", "x"],
    "separator.text": ["-", "", "–", "·", " "],
    "button.format": ["%d秒", "Resend in {s}s", "Resend in {mm}:{ss}", "{m} min", "Again in %d s", "{s}"],
    "locale": ["en", "de", "ja", "ar", "he", "pt-BR", "zh-Hans"],
    "digits": ["latn", "latn", "latn", "arab", "arabext", "hanidec", "locale"],
    "input": ["1", "12", "paste:123 456", "backspace", "clear", "type:9", "4821"],
    "ignore": ["caret", "button", "cell", "cell[2]", "character[0]", "title", "message", "field", "dot"],
    "family": ["Inter", "Inter", "Inter", "JetBrains Mono"],
    "$schema": ["https://raw.githubusercontent.com/owner/otp-render/main/schemas/spec.schema.json",
                "../schemas/spec.schema.json", "spec.schema.json"],
}
# Keys whose values name files, which the differential test never gives (the service's
# folder has none): null where the schema takes it, else left out.
FILE_KEYS = {"tokens", "strings", "backgroundImage", "file"}
# Valid specs written out, for what random ones meet seldom.
VALID_CASES = [
    {"$schema": "../schemas/spec.schema.json", "preset": "boxed", "value": "12"},
    {"length": 6.0, "value": "123"},
    {"preset": "antd", "state": "loading", "animation": {"name": "spin", "time": 0.25}},
    {"preset": "signin-block", "state": "loading", "animation": {"name": "spin", "time": 0.5}, "states": {"loading": {}}},
    {"textScale": "AX3", "cell": {"grow": "both"}, "length": 4},
    {"title": "Enter the code", "subtitle": {"text": "We sent it to you", "gap": 4}, "message": None, "button": None},
    {"cell": {"shadow": "none", "focusShadow": None, "dash": [4, 2]}, "shadow": []},
    {"preset": "countdown", "button": {"remaining": 42, "format": "Resend in {mm}:{ss}", "urgentBelow": 60}},
    {"colors": {"border": "linear-gradient(90deg, #A855F7, #EC4899)", "caret": "oklch(0.6 0.2 30)"}},
    {"secure": {"enabled": True, "mask": "•"}, "value": "1234", "animation": {"name": "reveal", "time": 0.5}},
    {"input": ["12", "paste:3456", "backspace"], "inputRule": "keepLast"},
    {"ignore": ["caret", "cell[2]", "button"], "preset": "countdown"},
    {"locale": "ar", "digits": "locale", "value": "12"},
    {"states": {"error": {"colors": {"cellFill": "#FFF2F0"}, "cell": {"borderWidth": 1.5}}, "warning": None}},
]
# Rules of one key a schema can say, each broken once in the differential test.
SINGLE_KEY_CASES = [
    (("secure", "mask"), ""), (("font", "family"), ""), (("title", "font", "family"), ""), (("backgroundImage",), ""),
    (("font", "file"), ""), (("input",), [""]), (("input",), ["paste:"]), (("input",), ["type:"]),
    (("ignore",), ["foo"]), (("ignore",), ["cell[-1]"]), (("ignore",), ["Cell"]), (("button", "format"), "{x}"),
    (("button", "format"), "%s left"), (("cell", "dash"), [0, 0]), (("title",), "x" * 10_001),
    (("placeholder",), "0" * 10_001), (("locale",), ""), (("locale",), "!!"), (("animation",), {}),
    (("animation",), {"time": 1}), (("animation",), {"name": None}), (("$schema",), 5), (("preset",), "nope"),
    (("textScale",), "huge"), (("digits",), ""), (("tokens",), ""), (("tokens",), []), (("strings",), {}),
    (("groups",), [3, 0, 3]), (("button", "remaining"), -1), (("caret", "time"), -0.5), (("scale",), 0),
]
UNKNOWN_KEYS = ["colour", "radius", "size", "fontSize", "borderColor", "color", "margin", "opacity", "label"]
DYNAMIC_TYPE = {"xSmall": 14, "small": 15, "medium": 16, "large": 17, "xLarge": 19, "xxLarge": 21, "xxxLarge": 23,
                "AX1": 28, "AX2": 33, "AX3": 40, "AX4": 47, "AX5": 53}
# What a key of an object that is null in the defaults starts from (docs/SPEC.md).
OBJECT_DEFAULTS = {
    "button": {"title": "获取验证码", "remaining": 0, "width": 120, "height": None, "gap": 12, "placement": "trailing",
               "style": "outlined", "format": "%d秒"},
    "title": {"text": "", "font": {"family": "Inter", "weight": 600, "size": 20}, "gap": 8},
    "subtitle": {"text": "", "font": {"family": "Inter", "weight": 400, "size": 14}, "gap": 24},
    "message": {"text": "", "font": {"family": "Inter", "weight": 400, "size": 14}, "gap": 12},
    "card": {"padding": 24, "cornerRadius": 16, "cornerSmoothing": 0},
    "animation": {"name": None, "time": 0},
}
OMIT = object()


# MARK: - Running otp-render

class CliError(Exception):
    pass


class Cli:
    """The otp-render binary under test."""

    def __init__(self, path):
        self.path = path

    def output(self, *arguments):
        """What `otp-render ARGUMENTS` prints, as bytes; CliError when it fails."""
        try:
            result = subprocess.run([self.path, *arguments], capture_output=True, timeout=120)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise CliError(f"`otp-render {' '.join(arguments)}`: {error}") from error
        if result.returncode != 0:
            message = result.stderr.decode(errors="replace").strip().splitlines()
            raise CliError(f"`otp-render {' '.join(arguments)}` exited {result.returncode}: "
                           + (message[0] if message else "no message"))
        return result.stdout

    def text(self, *arguments):
        return self.output(*arguments).decode()


class Service:
    """One `otp-render serve --stdio`, in an empty folder, for every spec of the run: renders
    specs as SVG and says, for each, whether the decoder took it (docs/SERVICE.md: a line of
    JSON per answer, in the order of the requests, then `length` bytes after a success)."""

    def __init__(self, binary):
        self.folder = tempfile.TemporaryDirectory(prefix="schema-check-")
        self.errors = tempfile.TemporaryFile()
        self.process = subprocess.Popen([binary, "serve", "--stdio"], cwd=self.folder.name, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=self.errors)
        self.sent = 0

    def verdicts(self, specs):
        """For each spec in order: None when it rendered, else the error object (`exit`,
        `message`, `keyPath`). The requests are written by a thread while the answers are
        read, so neither pipe fills up."""
        first = self.sent
        self.sent += len(specs)
        writer = threading.Thread(target=self._write, args=(specs, first), daemon=True)
        writer.start()
        answers = []
        for number in range(first, first + len(specs)):
            line = self.process.stdout.readline()
            if not line:
                raise CliError(f"otp-render serve --stdio ended after {number} answers: {self._ending()}")
            response = json.loads(line)
            if response.get("id") != number:
                raise CliError(f"otp-render serve --stdio answered id {response.get('id')!r} where {number} was next")
            if response["ok"]:
                self._skip(response["length"])
                answers.append(None)
            else:
                answers.append(response["error"])
        writer.join()
        return answers

    def _write(self, specs, first):
        try:
            for number, spec in enumerate(specs, first):
                request = {"id": number, "op": "render", "spec": spec, "format": "svg"}
                self.process.stdin.write((json.dumps(request, ensure_ascii=False) + "\n").encode())
            self.process.stdin.flush()
        except BrokenPipeError:
            pass  # the reader reports the service's end

    def _skip(self, length):
        while length > 0:
            chunk = self.process.stdout.read(min(length, 1 << 20))
            if not chunk:
                raise CliError(f"otp-render serve --stdio ended inside an image: {self._ending()}")
            length -= len(chunk)

    def _ending(self):
        self.process.wait()
        self.errors.seek(0)
        stderr = self.errors.read().decode(errors="replace").strip()
        return f"exit {self.process.returncode}, {stderr[-400:] or 'no message'}"

    def close(self):
        """Ends the service as a client should: the end of its input, then its exit."""
        try:
            self.process.stdin.close()
            self.process.wait(timeout=30)
        except (BrokenPipeError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        self.process.stdout.close()
        self.errors.close()
        self.folder.cleanup()


# MARK: - JSON helpers

def key_path(parts):
    """A path of keys and indices as the decoder writes it: `cell.shadow[0].x`."""
    text = ""
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += ("." if text else "") + str(part)
    return text or "(top level)"


def value_at(document, path):
    """The value at a decoder key path (`cell.shadow[0].x`), or None."""
    current = document
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", path or ""):
        if part.startswith("["):
            index = int(part[1:-1])
            if not isinstance(current, list) or index >= len(current):
                return None
            current = current[index]
        elif isinstance(current, dict):
            current = current.get(part)
        else:
            return None
    return current


def json_type(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "integer" if value.is_integer() else "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def merged(base, over):
    """`over` set over `base` as the decoder reads a spec over its preset: objects member by
    member, everything else whole."""
    if isinstance(base, dict) and isinstance(over, dict):
        result = copy.deepcopy(base)
        for key, value in over.items():
            result[key] = merged(base.get(key), value)
        return result
    return copy.deepcopy(over)


def compact(value, limit=None):
    """JSON on one line; a string longer than 200 characters shortened, saying its length;
    the whole cut to `limit` characters when given."""
    def shortened(item):
        if isinstance(item, str) and len(item) > 200:
            return f"{item[:20]}… ({len(item)} characters)"
        if isinstance(item, dict):
            return {key: shortened(member) for key, member in item.items()}
        if isinstance(item, list):
            return [shortened(member) for member in item]
        return item
    text = json.dumps(shortened(value), ensure_ascii=False)
    return text if limit is None or len(text) <= limit else text[:limit] + "…"


def schema_message(validator, instance):
    """None when the instance is valid, else the validator's most relevant error as
    `KEY: message`."""
    if validator.is_valid(instance):
        return None
    error = best_match(validator.iter_errors(instance))
    message = error.message if len(error.message) <= 300 else error.message[:300] + "…"
    return f"{key_path(error.absolute_path)}: {message}"


def schema_messages(validator, instance, limit=5):
    """Every error of an invalid instance (the most relevant reading of each), at most `limit`."""
    found = []
    for error in sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path))):
        error = best_match([error])
        message = error.message if len(error.message) <= 300 else error.message[:300] + "…"
        found.append(f"{key_path(error.absolute_path)}: {message}")
    return found[:limit] + ([f"… and {len(found) - limit} more"] if len(found) > limit else [])


# MARK: - 1. The committed schemas

def check_committed_schemas(cli, failures):
    """The schemas the checks use (what otp-render prints, else the committed files), each
    checked against the committed file and the draft 2020-12 metaschema."""
    schemas = {}
    for kind in KINDS:
        relative = f"schemas/{kind}.schema.json"
        fix = f"run `otp-render schema {kind} > {relative}`"
        try:
            printed = cli.output("schema", kind)
        except CliError as error:
            failures.append(f"{relative}: {error}")
            printed = None
        committed_path = ROOT / relative
        committed = committed_path.read_bytes() if committed_path.is_file() else None
        if committed is None:
            failures.append(f"{relative}: missing; {fix}")
        elif printed is not None and committed != printed:
            failures.append(f"{relative}: is not what `otp-render schema {kind}` prints "
                            f"({first_difference(committed, printed)}); {fix}")
        text = printed if printed is not None else committed
        if text is None:
            continue
        try:
            schema = json.loads(text)
        except json.JSONDecodeError as error:
            failures.append(f"{relative}: not JSON: {error}")
            continue
        if isinstance(schema, dict) and schema.get("$schema") != DRAFT:
            failures.append(f"{relative}: $schema is {schema.get('$schema')!r}, not {DRAFT}")
        try:
            Draft202012Validator.check_schema(schema)
        except jsonschema.exceptions.SchemaError as error:
            failures.append(f"{relative}: not a valid draft 2020-12 schema: {key_path(error.absolute_path)}: "
                            f"{error.message}")
            continue
        schemas[kind] = schema
    return schemas


def first_difference(committed, printed):
    old, new = committed.decode(errors="replace").splitlines(), printed.decode(errors="replace").splitlines()
    for number, (a, b) in enumerate(zip(old, new), 1):
        if a != b:
            return f"line {number} differs: {a.strip()[:80]!r} against {b.strip()[:80]!r}"
    if len(old) != len(new):
        return f"{len(old)} lines against {len(new)}"
    return "the line endings or the final newline differ"


def schema_uri(kind, schema):
    return schema.get("$id", f"{kind}.schema.json")


def make_registry(schemas):
    """The schemas registered by their $id, so that either may refer to the other."""
    return Registry().with_resources(
        (schema_uri(kind, schema), Resource.from_contents(schema, default_specification=DRAFT202012))
        for kind, schema in schemas.items())


def make_validators(schemas, registry):
    return {kind: Draft202012Validator(schema, registry=registry) for kind, schema in schemas.items()}


# MARK: - 2. The presets

def check_presets(cli, validator, failures):
    """Every preset's spec, by name; each one the schema refuses is a failure."""
    presets = {}
    for line in cli.text("presets", "list").splitlines():
        if not line.strip():
            continue
        name = line.split()[0]
        presets[name] = json.loads(cli.text("presets", "show", name))
        for message in schema_messages(validator, presets[name]):
            failures.append(f"preset {name} (otp-render presets show {name}): {message}")
    return presets


# MARK: - 3. The repository's specs and manifests, and the guides'

def repository_documents():
    """(path, kind) of every spec and manifest under Goldens/ and Examples/."""
    found = []
    for top in ("Goldens", "Examples"):
        for path in sorted((ROOT / top).rglob("*.json")):
            relative = path.relative_to(ROOT)
            folders = relative.parts[:-1]
            if any(part in SKIPPED_FOLDERS or part.endswith("report") for part in folders):
                continue
            name = path.name
            if name.endswith(SOURCE_SUFFIXES) or name.startswith("$") or name in NOT_SPECS:
                continue
            found.append(relative)
    return found


def document_kind(document):
    return "manifest" if isinstance(document, dict) and MANIFEST_KEYS & set(document) else "spec"


def check_repository_files(validators, failures):
    counts = {"spec": 0, "manifest": 0}
    for relative in repository_documents():
        try:
            document = json.loads((ROOT / relative).read_text())
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            failures.append(f"{relative}: not JSON: {error}")
            continue
        kind = document_kind(document)
        counts[kind] += 1
        for message in schema_messages(validators[kind], document):
            failures.append(f"{relative} ({kind}): {message}")
    return counts


def guide_files():
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def fenced_blocks(text):
    """(info string, line number of the opening fence, lines) of each fenced block."""
    blocks, info, start, lines = [], None, 0, []
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("```"):
            if info is None:
                info, start, lines = line[3:].strip(), number, []
            else:
                blocks.append((info, start, lines))
                info = None
        elif info is not None:
            lines.append(line)
    return blocks


def runnable_commands(lines):
    """The `otp-render ...` lines of an `sh` block (a line ending in `\\` joined with the
    next), as Scripts/docs-check.sh runs them."""
    commands, pending = [], None
    for line in lines:
        if pending is not None:
            pending += " " + line
        elif line.startswith("otp-render "):
            pending = line
        else:
            continue
        if pending.endswith("\\"):
            pending = pending[:-1].rstrip()
        else:
            commands.append(pending)
            pending = None
    return commands


def guide_examples():
    """The named JSON blocks of the guides, each with the kind the examples read it as:
    (file, line, name, text, kind), kind None for a file no example reads as a spec or a
    manifest (string sources, service requests)."""
    named, uses = [], {}
    for path in guide_files():
        for info, line, lines in fenced_blocks(path.read_text()):
            match = NAMED_BLOCK.match("```" + info)
            if match:
                named.append((path.relative_to(ROOT), line, match.group(1), "\n".join(lines) + "\n"))
            if info != "sh":
                continue
            for command in runnable_commands(lines):
                try:
                    words = shlex.split(command, comments=True)
                except ValueError:
                    words = command.split()
                if len(words) < 2:
                    continue
                for word in words[2:]:
                    uses.setdefault(word, set()).add(words[1])
    examples = []
    for file, line, name, text in named:
        commands = uses.get(name, set())
        kind = "manifest" if commands & MANIFEST_COMMANDS else "spec" if commands & SPEC_COMMANDS else None
        examples.append((file, line, name, text, kind))
    return examples


def check_guide_examples(validators, failures):
    checked = 0
    for file, line, name, text, kind in guide_examples():
        if kind is None:
            continue
        checked += 1
        where = f"{file}:{line}: {name} ({kind})"
        try:
            document = json.loads(text)
        except json.JSONDecodeError as error:
            failures.append(f"{where}: not JSON: {error}")
            continue
        for message in schema_messages(validators[kind], document):
            failures.append(f"{where}: {message}")
    return checked


# MARK: - 4. The differential test: walking the schema

class SchemaWalker:
    """The spec schema read as the generator needs it: each subschema as its alternatives
    (anyOf, oneOf and type lists split, allOf and $ref folded in), and every key path."""

    def __init__(self, registry, uri, root):
        self.resolver = registry.resolver(base_uri=uri)
        self.root = root

    def alternatives(self, schema, resolver=None, depth=0):
        """(simple schema, resolver) pairs, one per way a value may satisfy `schema`."""
        resolver = resolver or self.resolver
        if schema is True or schema == {}:
            return [({}, resolver)]
        if schema is False or not isinstance(schema, dict) or depth > 24:
            return []
        if "$ref" in schema:
            resolved = resolver.lookup(schema["$ref"])
            rest = {k: v for k, v in schema.items() if k != "$ref"}
            return [(merge_schemas(alt, rest), r)
                    for alt, r in self.alternatives(resolved.contents, resolved.resolver, depth + 1)]
        if "allOf" in schema:
            rest = {k: v for k, v in schema.items() if k != "allOf"}
            result = self.alternatives(rest, resolver, depth + 1)
            for part in schema["allOf"]:
                result = [(merge_schemas(a, b), rb) for a, _ in result for b, rb in self.alternatives(part, resolver, depth + 1)]
            return result
        for keyword in ("anyOf", "oneOf"):
            if keyword in schema:
                rest = {k: v for k, v in schema.items() if k != keyword}
                result = []
                for branch in schema[keyword]:
                    result += [(merge_schemas(alt, rest), r) for alt, r in self.alternatives(branch, resolver, depth + 1)]
                return result
        if isinstance(schema.get("type"), list):
            return [({**schema, "type": kind}, resolver) for kind in schema["type"]]
        return [(schema, resolver)]

    def key_paths(self, schema=None, resolver=None, prefix=(), depth=0):
        """(path, alternatives) of every key below the root, `[]` standing for an array's items."""
        found = []
        if depth > 6:
            return found
        alternatives = self.alternatives(self.root if schema is None else schema, resolver)
        for alt, alt_resolver in alternatives:
            for key, sub in (alt.get("properties") or {}).items():
                path = prefix + (key,)
                sub_alternatives = self.alternatives(sub, alt_resolver)
                found.append((path, sub_alternatives))
                found += self.key_paths(sub, alt_resolver, path, depth + 1)
            if isinstance(alt.get("items"), dict) and prefix:
                found += self.key_paths(alt["items"], alt_resolver, prefix + ("[]",), depth + 1)
        unique = {}
        for path, alts in found:
            unique.setdefault(path, alts)
        return list(unique.items())


def merge_schemas(a, b):
    merged_schema = dict(a)
    for key, value in b.items():
        if key not in merged_schema:
            merged_schema[key] = value
    return merged_schema


def alternative_types(alt):
    """The JSON types an alternative takes; None for any."""
    if "const" in alt:
        return {json_type(alt["const"])}
    if "enum" in alt:
        return {json_type(v) for v in alt["enum"]}
    if "type" in alt:
        return {alt["type"]}
    if "properties" in alt:
        return {"object"}
    if "items" in alt:
        return {"array"}
    return None


def takes_type(alternatives, kind):
    for alt, _ in alternatives:
        types = alternative_types(alt)
        if types is None or kind in types or (kind == "integer" and "number" in types):
            return True
    return False


def is_reference_alternative(alt):
    """A design token reference (`"{radius.md}"`) or a string key (`{"key": ...}`): forms the
    generator keeps for the decoder-only specs, as they need files."""
    if alt.get("type") == "string" and "pattern" in alt:
        try:
            pattern = re.compile(alt["pattern"])
        except re.error:
            return False
        return bool(pattern.search("{color.border.default}")) and not pattern.search("#FFFFFF")
    return alt.get("type") == "object" and "key" in (alt.get("properties") or {})


def normalized(path):
    """A key path as the reference names it: no indices, a state's keys as the spec's own."""
    parts = [p for p in path if p != "[]" and not isinstance(p, int)]
    if len(parts) >= 2 and parts[0] == "states":
        parts = parts[2:]
    return ".".join(parts)


# MARK: - 4. The differential test: making specs

class SpecMaker:
    """Makes specs from the schema's keys, enumerations and ranges and the presets' values,
    with one seeded random generator, so every run makes the same specs."""

    def __init__(self, walker, presets, key_types, rng):
        self.walker = walker
        self.presets = presets
        self.key_types = key_types
        self.rng = rng
        self.defaults = dict(presets.get("boxed") or {}, preset=None)
        self.seen = {}
        for spec in presets.values():
            self._collect(spec, ())
        self.key_paths = walker.key_paths()

    def _collect(self, value, path):
        if isinstance(value, dict):
            for key, member in value.items():
                self._collect(member, path + (key,))
        elif isinstance(value, list):
            for item in value:
                self._collect(item, path + ("[]",))
        elif value is not None:
            self.seen.setdefault(normalized(path), []).append(value)

    # Values

    def value(self, schema, resolver, path, depth=0):
        """A value the schema's alternative takes at `path` (OMIT when none fits)."""
        key = path[-1] if path else ""
        alternatives = [(a, r) for a, r in self.walker.alternatives(schema, resolver) if not is_reference_alternative(a)]
        takes_null = any(alternative_types(a) in ({"null"}, None) for a, _ in alternatives)
        if key in FILE_KEYS or normalized(path) == "mode":
            return None if takes_null else OMIT
        choices = [(a, r) for a, r in alternatives if alternative_types(a) != {"null"}]
        if not choices or (takes_null and self.rng.random() < 0.08):
            return None if takes_null else OMIT
        alt, alt_resolver = self.rng.choice(choices)
        return self.value_of(alt, alt_resolver, path, depth)

    def value_of(self, alt, resolver, path, depth):
        rng = self.rng
        if "const" in alt:
            return alt["const"]
        if "enum" in alt:
            return rng.choice(alt["enum"])
        kind = alt.get("type")
        if kind == "object" or "properties" in alt:
            return self.object_of(alt, resolver, path, depth)
        if kind == "array" or "items" in alt:
            return self.array_of(alt, resolver, path, depth)
        if kind == "boolean":
            return rng.random() < 0.5
        if kind in ("number", "integer"):
            return self.number_of(alt, path, kind == "integer")
        if kind == "string":
            return self.string_at(path)
        if kind == "null":
            return None
        return OMIT

    def object_of(self, alt, resolver, path, depth):
        properties = alt.get("properties") or {}
        share = 0.14 if not path else 0.45
        chosen = [k for k in properties if k in alt.get("required", ()) or self.rng.random() < share]
        result = {}
        for key in chosen:
            if key == "$schema":
                continue
            member = self.value(properties[key], resolver, path + (key,), depth + 1)
            if member is not OMIT:
                result[key] = member
        return result

    def array_of(self, alt, resolver, path, depth):
        name = normalized(path)
        low = alt.get("minItems", 0)
        high = min(alt.get("maxItems", low + 3), low + 3)
        count = self.rng.randint(low, max(low, high))
        if name in TEXTS_BY_KEY:
            return [self.rng.choice(TEXTS_BY_KEY[name]) for _ in range(count)]
        if name == "groups":
            return partition(6, self.rng)
        items = alt.get("items")
        if not isinstance(items, (dict, bool)):
            return []
        result = []
        for _ in range(count):
            item = self.value(items, resolver, path + ("[]",), depth + 1)
            if item is not OMIT:
                result.append(item)
        if name.endswith("dash") and result and all(v == 0 for v in result if isinstance(v, (int, float))):
            result[0] = 4
        return result

    def number_of(self, alt, path, whole):
        rng = self.rng
        low = alt.get("minimum")
        if "exclusiveMinimum" in alt:
            low = alt["exclusiveMinimum"] + (1 if whole else 0.01)
        high = alt.get("maximum")
        if "exclusiveMaximum" in alt:
            high = alt["exclusiveMaximum"] - (1 if whole else 0.01)
        seen = [v for v in self.seen.get(normalized(path), [])
                if isinstance(v, (int, float)) and not isinstance(v, bool)
                and (low is None or v >= low) and (high is None or v <= high)]
        pick = rng.random()
        if seen and pick < 0.5:
            number = rng.choice(seen)
        elif pick < 0.9 or (low is None and high is None):
            start = low if low is not None else (high - 40 if high is not None and high < 0 else 0)
            end = high if high is not None else start + 40
            end = min(end, start + 40)
            number = rng.uniform(start, end)
            number = round(number) if whole or rng.random() < 0.6 else round(number, 2)
            number = max(number, low) if low is not None else number
            number = min(number, high) if high is not None else number
        else:
            number = rng.choice([b for b in (low, high) if b is not None])
        if whole:
            number = int(math.floor(number)) if low is None or math.floor(number) >= low else int(math.ceil(number))
            if rng.random() < 0.05:
                return float(number)  # a whole number written 6.0
        return number

    def string_at(self, path):
        rng = self.rng
        name = normalized(path)
        key = path[-1]
        seen = [v for v in self.seen.get(name, []) if isinstance(v, str)]
        if name == "value":
            return "".join(rng.choice("0123456789") for _ in range(rng.randint(0, 6)))
        if name in TEXTS_BY_KEY:
            return rng.choice(TEXTS_BY_KEY[name])
        if key == "family":
            return rng.choice(TEXTS_BY_KEY["family"])
        kind = self.key_types.get(name, "")
        if "gradient" in kind:
            return rng.choice(COLOURS + GRADIENTS + seen)
        if "colour" in kind:
            return rng.choice(COLOURS + seen)
        if "box-shadow" in kind:
            return rng.choice(SHADOWS + seen)
        return rng.choice(LABELS + seen)

    # Specs

    def valid_spec(self):
        """A spec meant to be valid: random keys over nothing, over a preset's name, or over a
        preset's whole JSON, then mended where it breaks a rule between keys."""
        rng = self.rng
        spec = self.value_of(self.walker.root, None, (), 0) if isinstance(self.walker.root, dict) else {}
        if not isinstance(spec, dict):
            spec = {}
        pick = rng.random()
        names = sorted(self.presets)
        if pick < 0.4 and names:
            spec = {"preset": rng.choice(names), **spec}
        elif pick < 0.6 and names:
            spec = merged(self.presets[rng.choice(names)], spec)
        if rng.random() < 0.1:
            spec = {"$schema": rng.choice(TEXTS_BY_KEY["$schema"]), **spec}
        self.mend(spec)
        return spec

    def effective(self, spec):
        """The spec as the decoder will have it: over its preset (or the defaults)."""
        base = self.presets.get(spec.get("preset")) if isinstance(spec.get("preset"), str) else None
        result = copy.deepcopy(base or self.defaults)
        for key, value in spec.items():
            if key == "$schema":
                continue
            current = result.get(key)
            if key in ("title", "subtitle") and isinstance(value, str):
                value = {"text": value}
            if isinstance(value, dict) and current is None and key in OBJECT_DEFAULTS:
                current = OBJECT_DEFAULTS[key]
            result[key] = merged(current, value)
        return result

    def mend(self, spec):
        """Changes the keys that break a rule between keys (DECODER_ONLY_RULES), so that the
        decoder takes the spec."""
        rng = self.rng
        eff = self.effective(spec)
        length = eff.get("length")
        if not isinstance(length, (int, float)) or isinstance(length, bool):
            return
        length = int(length)
        charset = eff.get("charset")
        value = eff.get("value")
        if isinstance(value, str) and (len(value) > length or not all(accepts(charset, c) for c in value)):
            spec["value"] = code(charset, rng.randint(0, length), rng)
        for index in ("focusIndex", "hoverIndex"):
            if number(eff.get(index)) is not None and eff[index] >= length:
                spec[index] = rng.randrange(length)
        groups = eff.get("groups")
        if isinstance(groups, list) and sum(g for g in groups if isinstance(g, int)) != length:
            spec["groups"] = partition(length, rng)
        animation = eff.get("animation")
        if isinstance(animation, dict):
            name = animation.get("name")
            if name == "reveal" and not (eff.get("secure") or {}).get("enabled"):
                set_at(spec, ("secure", "enabled"), True)
            if name == "spin":
                spec["state"] = "loading"
            if name in ("countdown", "sending") and eff.get("button") is None:
                spec["button"] = {}
        for font_path in (("font",), ("title", "font"), ("subtitle", "font"), ("message", "font")):
            font = value_at(spec, ".".join(font_path))
            if isinstance(font, dict) and font.get("family") == "JetBrains Mono":
                font["weight"] = 400
        self.mend_widths(spec)
        self.mend_image_size(spec)

    def mend_widths(self, spec):
        """`width` leaves the cells room, and every border width, a state's too, is at most
        half a cell."""
        eff = self.effective(spec)
        cell, length = eff.get("cell"), eff.get("length")
        if not isinstance(cell, dict) or not all(number(cell.get(k)) is not None
                                                 for k in ("width", "height", "minWidth", "spacing")):
            return
        groups = eff.get("groups") if isinstance(eff.get("groups"), list) else None
        spacing = 0 if eff.get("style") == "grid" else cell["spacing"]
        gaps = spacing * (length - (len(groups) if groups else 1))
        gaps += ((len(groups) if groups else 1) - 1) * (number((eff.get("separator") or {}).get("gap")) or 0)
        width = cell["width"]
        if eff.get("fit") == "shrink":
            width = min(cell["width"], cell["minWidth"])
        elif number(eff.get("width")) is not None:
            if eff["width"] <= gaps or eff["width"] > 10_000:
                spec["width"] = min(10_000, round(gaps + length * self.rng.uniform(20, 60), 1))
            width = (spec.get("width", eff["width"]) - gaps) / length
        half = min(width, cell["height"]) / 2
        places = [("cell",)] + [("states", state, "cell") for state in (eff.get("states") or {})]
        for place in places:
            for key in ("borderWidth", "focusBorderWidth"):
                current = number(value_at(eff, ".".join(place + (key,))))
                if current is not None and current > half:
                    set_at(spec, place + (key,), math.floor(half * self.rng.random() * 100) / 100)

    def mend_image_size(self, spec):
        """A scale at which the image, as roughly measured here, is well under the limits."""
        width, height = estimated_size(self.effective(spec))
        scale = self.effective(spec).get("scale", 2)
        if not isinstance(scale, (int, float)) or width <= 0 or height <= 0:
            return
        room = min(12_000 / max(width, height), math.sqrt(40_000_000 / (width * height)))
        if scale > room:
            spec["scale"] = max(0.01, math.floor(room * 100) / 100)


def accepts(charset, character):
    if charset == "digits":
        return character in "0123456789"
    if charset == "letters":
        return character.isascii() and character.isalpha()
    if charset == "alphanumeric":
        return character.isascii() and character.isalnum()
    return True


def code(charset, count, rng):
    alphabet = {"digits": "0123456789", "letters": "abcXYZ", "alphanumeric": "0123abcXYZ"}.get(charset, "0123456789")
    return "".join(rng.choice(alphabet) for _ in range(count))


def partition(total, rng):
    parts = []
    while total > 0:
        part = rng.randint(1, min(total, 4))
        parts.append(part)
        total -= part
    return parts


def set_at(document, path, value):
    """Sets the value at a path of keys, `[]` standing for an array's first item, making the
    objects and arrays on the way (and replacing what is not one where one is needed)."""
    current = document
    for position, part in enumerate(path):
        last = position == len(path) - 1
        if part == "[]":
            continue
        if last:
            current[part] = value
            return
        if path[position + 1] == "[]":
            items = current.get(part)
            if not isinstance(items, list):
                items = current[part] = []
            if position + 2 == len(path):
                items[:1] = [value]
                return
            if not items or not isinstance(items[0], dict):
                items[:1] = [{}]
            current = items[0]
        else:
            if not isinstance(current.get(part), dict):
                current[part] = {}
            current = current[part]


def number(value):
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def estimated_size(eff):
    """The image's size in points, measured generously: cells, button, texts, card, padding."""
    length = number(eff.get("length")) or 6
    cell = eff.get("cell") or {}
    text_scale = eff.get("textScale", 1)
    grow = DYNAMIC_TYPE.get(text_scale, 17) / 17 if isinstance(text_scale, str) else number(text_scale) or 1
    grow = max(grow, 1)
    grows = cell.get("grow", "height")
    cell_width = (number(cell.get("width")) or 48) * (grow if grows == "both" else 1)
    cell_height = (number(cell.get("height")) or 56) * (grow if grows in ("height", "both") else 1)
    spacing = number(cell.get("spacing")) or 0
    gap = number((eff.get("separator") or {}).get("gap")) or 0
    groups = eff.get("groups") if isinstance(eff.get("groups"), list) else [length]
    row = number(eff.get("width")) or length * cell_width + spacing * max(length - 1, 0) + gap * max(len(groups) - 1, 0)
    row = max(row, length * cell_width) + 4 * max(number(cell.get("borderWidth")) or 0, 1)
    width, height = row, cell_height
    button = eff.get("button")
    if isinstance(button, dict):
        title = max((str(button.get(k) or "") for k in ("title", "format", "expiredTitle")), key=len)
        button_width = max(number(button.get("width")) or 120, len(title) * 24 * grow)
        if button.get("placement") == "below":
            height += (number(button.get("height")) or 40) + (number(button.get("gap")) or 12)
            width = max(width, button_width)
        else:
            width += button_width + (number(button.get("gap")) or 12)
            height = max(height, number(button.get("height")) or 0)
    for key in ("title", "subtitle", "message"):
        block = eff.get(key)
        if isinstance(block, str):
            block = {"text": block}
        if not isinstance(block, dict):
            continue
        font = block.get("font") if isinstance(block.get("font"), dict) else {}
        size = (number(font.get("size")) or 20) * grow
        texts = [str(block.get(k) or "") for k in ("text", "error", "warning", "success")]
        longest = max(len(t) for t in texts)
        lines = max(1, math.ceil(longest * size * 0.7 / max(row, 1)) + len(max(texts, key=len).split()))
        height += lines * size * 1.5 + (number(block.get("gap")) or 24)
    card = eff.get("card")
    if isinstance(card, dict):
        width += 2 * (number(card.get("padding")) or 24)
        height += 2 * (number(card.get("padding")) or 24)
    padding = number(eff.get("padding")) or 0
    return width + 2 * padding, height + 2 * padding


# MARK: - 4. The differential test: breaking specs

class SpecBreaker:
    """Breaks a valid spec in one place, choosing the place from the schema."""

    def __init__(self, maker):
        self.maker = maker
        self.rng = maker.rng
        self.paths = [(path, alts) for path, alts in maker.key_paths if path[0] != "$schema"]
        self.by_path = dict(self.paths)
        self.ways = [
            (12, self.unknown_key), (12, self.misspelt_key), (14, self.wrong_type), (12, self.out_of_range),
            (10, self.bad_enumeration_word), (6, self.bad_colour), (8, self.null_not_taken),
            (8, self.wrong_nested_type), (5, self.array_size), (3, self.single_key_rule), (3, self.fraction),
            (3, self.states_key),
        ]

    def broken(self, spec, index):
        """(spec broken in one place, what was done): the index-th of SINGLE_KEY_CASES first,
        then a way chosen at random."""
        if index < len(SINGLE_KEY_CASES):
            candidate = copy.deepcopy(spec)
            return candidate, self.single_key_rule(candidate, SINGLE_KEY_CASES[index])
        total = sum(weight for weight, _ in self.ways)
        for _ in range(20):
            pick = self.rng.uniform(0, total)
            for weight, way in self.ways:
                pick -= weight
                if pick <= 0:
                    break
            candidate = copy.deepcopy(spec)
            done = way(candidate)
            if done:
                return candidate, done
        return {**spec, "colour": "#FFFFFF"}, "unknown key colour"

    def _paths(self, test):
        return [(path, alts) for path, alts in self.paths if test(path, alts)]

    def _objects_in(self, spec):
        """Key paths of the objects in the spec (the spec itself included)."""
        found = [()]

        def walk(value, path):
            if isinstance(value, dict):
                for key, member in value.items():
                    if isinstance(member, dict) and key != "$schema":
                        found.append(path + (key,))
                    walk(member, path + (key,))
        walk(spec, ())
        return found

    def _properties_at(self, path):
        """The property names the schema lists at a path of keys (None where it lists none)."""
        if not path:
            alternatives = self.maker.walker.alternatives(self.maker.walker.root)
        else:
            alternatives = self.by_path.get(tuple(path))
            if alternatives is None:
                return None
        names = set()
        for alt, _ in alternatives:
            names |= set(alt.get("properties") or {})
        return names or None

    def unknown_key(self, spec):
        place = self.rng.choice(self._objects_in(spec))
        known = self._properties_at(place)
        if known is None:
            return None
        candidates = [k for k in UNKNOWN_KEYS if k not in known]
        key = self.rng.choice(candidates)
        target = spec
        for part in place:
            target = target[part]
        target[key] = self.rng.choice([1, "x", True, {}])
        return f"unknown key {key_path(place + (key,))}"

    def misspelt_key(self, spec):
        place = self.rng.choice(self._objects_in(spec))
        target = spec
        for part in place:
            target = target[part]
        keys = [k for k in target if k != "$schema"]
        known = self._properties_at(place)
        if not keys or known is None:
            return None
        key = self.rng.choice(keys)
        for _ in range(10):
            typo = misspelt(key, self.rng)
            if typo not in known and typo not in target:
                target[typo] = target.pop(key)
                return f"misspelt key {key_path(place + (typo,))} for {key}"
        return None

    def _set(self, spec, path, value, what):
        set_at(spec, path, value)
        return f"{what} at {key_path([p for p in path if p != '[]'])}: {compact(value, 80)}"

    def wrong_type(self, spec):
        path, alts = self.rng.choice(self.paths)
        samples = {"string": "12", "number": 12.5, "integer": 12, "boolean": True, "array": [1], "object": {"x": 1}}
        wrong = [v for k, v in samples.items() if not takes_type(alts, k)]
        if not wrong:
            return None
        return self._set(spec, path, self.rng.choice(wrong), "wrong type")

    def out_of_range(self, spec):
        def numeric(alt):
            return bool((alternative_types(alt) or set()) & {"number", "integer"})

        def bounded(alt):
            return any(k in alt for k in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum")) or (
                "enum" in alt and all(json_type(v) in ("integer", "number") for v in alt["enum"]))
        paths = self._paths(lambda p, alts: any(numeric(a) for a, _ in alts))
        if not paths:
            return None
        path, alts = self.rng.choice(paths)
        with_bounds = [a for a, _ in alts if numeric(a) and bounded(a)]
        if not with_bounds:
            whole = all(alternative_types(a) == {"integer"} for a, _ in alts if numeric(a))
            return self._set(spec, path, self.rng.choice([-1, 2**63 if whole else 1e7]), "unbounded number")
        alt = self.rng.choice(with_bounds)
        whole = alternative_types(alt) == {"integer"}
        step = 1 if whole else self.rng.choice([1, 0.5])
        choices = [2**63] if whole and "maximum" not in alt and "enum" not in alt else []
        if "enum" in alt:
            choices.append(max(alt["enum"]) + 50)
        if "minimum" in alt:
            choices.append(alt["minimum"] - step)
        if "exclusiveMinimum" in alt:
            choices.append(alt["exclusiveMinimum"])
        if "maximum" in alt:
            choices.append(alt["maximum"] + self.rng.choice([step, abs(alt["maximum"]) or step]))
        if "exclusiveMaximum" in alt:
            choices.append(alt["exclusiveMaximum"])
        return self._set(spec, path, self.rng.choice(choices), "out of range")

    def bad_enumeration_word(self, spec):
        worded = self._paths(lambda p, alts: any("enum" in a and all(isinstance(v, str) for v in a["enum"])
                                                 for a, _ in alts))
        path, alts = self.rng.choice(worded)
        words = {v for a, _ in alts if "enum" in a for v in a["enum"] if isinstance(v, str)}
        word = self.rng.choice(sorted(words))
        for variant in self.rng.sample([word.upper(), word.capitalize(), word + "s", word[:-1], word + " ",
                                        "nonsense", word.replace("e", "a", 1)], 7):
            if variant not in words and variant:
                return self._set(spec, path, variant, "not one of the words")
        return None

    def bad_colour(self, spec):
        coloured = [p for p, _ in self.paths if "colour" in self.maker.key_types.get(normalized(p), "")]
        if not coloured:
            return None
        return self._set(spec, self.rng.choice(coloured), self.rng.choice(BAD_COLOURS + [0x1E90FF]), "bad colour")

    def null_not_taken(self, spec):
        strict = self._paths(lambda p, alts: alts and not takes_type(alts, "null"))
        path, _ = self.rng.choice(strict)
        return self._set(spec, path, None, "null not taken")

    def wrong_nested_type(self, spec):
        nested = self._paths(lambda p, alts: takes_type(alts, "object") or takes_type(alts, "array"))
        path, alts = self.rng.choice(nested)
        if takes_type(alts, "array") and self.rng.random() < 0.5:
            items = [a.get("items") for a, _ in alts if isinstance(a.get("items"), dict)]
            item_alts = self.maker.walker.alternatives(items[0]) if items else []
            wrong = [v for k, v in {"string": "3", "integer": 3, "object": {"x": 1}, "boolean": False}.items()
                     if item_alts and not takes_type(item_alts, k)]
            if wrong:
                return self._set(spec, path, [self.rng.choice(wrong)], "wrong item type")
        wrong = [v for k, v in {"integer": 48, "string": "big", "boolean": True, "array": ["x"]}.items()
                 if not takes_type(alts, k)]
        if not wrong:
            return None
        return self._set(spec, path, self.rng.choice(wrong), "wrong nested type")

    def array_size(self, spec):
        sized = []
        for path, alts in self.paths:
            for alt, resolver in alts:
                if alt.get("type") == "array" and ("minItems" in alt or "maxItems" in alt):
                    sized.append((path, alt, resolver))
        if not sized:
            return None
        path, alt, resolver = self.rng.choice(sized)
        if "maxItems" in alt and (self.rng.random() < 0.6 or alt.get("minItems", 0) == 0):
            item = self.maker.value(alt.get("items", {}), resolver, path + ("[]",))
            if item is OMIT:
                return None
            return self._set(spec, path, [item] * (alt["maxItems"] + 1), "too many items")
        if alt.get("minItems", 0) > 0:
            return self._set(spec, path, [], "too few items")
        return None

    def single_key_rule(self, spec, case=None):
        """A rule of one key that a schema can say (an empty name, a malformed event, a region
        the map has not, a placeholder the countdown has not, ...): SINGLE_KEY_CASES."""
        path, value = case or self.rng.choice(SINGLE_KEY_CASES)
        return self._set(spec, path, value, "single-key rule")

    def fraction(self, spec):
        whole = self._paths(lambda p, alts: any(a.get("type") == "integer" for a, _ in alts))
        if not whole:
            return None
        path, _ = self.rng.choice(whole)
        return self._set(spec, path, 2.5, "fraction for a whole number")

    def states_key(self, spec):
        value = self.rng.choice([
            {"hover": {}}, {"normal": {}}, {"error": {"cell": {"width": 40}}}, {"error": {"length": 4}},
            {"error": {"padding": 3}}, {"error": {"colors": {"border": 5}}}, {"error": "red"}, [],
            {"warning": {"cell": {"spacing": 2}}}, {"success": {"shadows": []}},
        ])
        return self._set(spec, ("states",), value, "state key")


def misspelt(word, rng):
    position = rng.randrange(max(len(word) - 1, 1))
    way = rng.randrange(4)
    if way == 0 and len(word) > 1:
        return word[:position] + word[position + 1] + word[position] + word[position + 2:]
    if way == 1 and len(word) > 1:
        return word[:position] + word[position + 1:]
    if way == 2:
        return word[:position] + word[position] * 2 + word[position + 1:]
    return word.lower() if word != word.lower() else word.capitalize()


# MARK: - 4. The differential test: breaking only a decoder-only rule

class DecoderOnlyBreaker:
    """Breaks a valid spec against one rule of DECODER_ONLY_RULES."""

    def __init__(self, maker):
        self.maker = maker
        self.rng = maker.rng
        self.ways = [
            self.value_too_long, self.value_outside_charset, self.index_past_length, self.groups_wrong_sum,
            self.width_too_small, self.border_too_wide, self.animation_without_needs, self.token_without_tokens,
            self.key_without_strings, self.undrawable_text, self.unknown_family, self.unknown_digits,
            self.bad_css, self.image_too_large,
        ]

    def broken(self, spec, index):
        """(spec breaking one rule, what was done): each rule in turn."""
        way = self.ways[index % len(self.ways)]
        candidate = copy.deepcopy(spec)
        return candidate, way(candidate, self.maker.effective(candidate))

    def value_too_long(self, spec, eff):
        spec["value"] = code(eff.get("charset"), int(eff["length"]) + self.rng.randint(1, 3), self.rng)
        return "value longer than length"

    def value_outside_charset(self, spec, eff):
        spec["charset"] = "digits"
        spec["value"] = code("digits", max(int(eff["length"]) - 1, 0), self.rng) + "a"
        return "value outside charset"

    def index_past_length(self, spec, eff):
        key = self.rng.choice(["focusIndex", "hoverIndex"])
        spec[key] = int(eff["length"]) + self.rng.randint(0, 3)
        return f"{key} past length"

    def groups_wrong_sum(self, spec, eff):
        spec["groups"] = partition(int(eff["length"]) + self.rng.randint(1, 3), self.rng)
        return "groups not adding up to length"

    def width_too_small(self, spec, eff):
        length = int(eff["length"])
        if length == 1:
            length = 4
            spec.update(length=length, value="", focusIndex=None, hoverIndex=None)
        spec.update(style="boxed", fit="none", groups=None)
        set_at(spec, ("cell", "spacing"), 10)
        spec["width"] = round(self.rng.uniform(0, 10 * (length - 1)), 1)
        return "width without room for the spacing"

    def border_too_wide(self, spec, eff):
        spec.update(fit="none", width=None)
        set_at(spec, ("cell", "width"), 40)
        set_at(spec, ("cell", "height"), 50)
        place = self.rng.choice([("cell",), ("states", "error", "cell")])
        set_at(spec, place + (self.rng.choice(["borderWidth", "focusBorderWidth"]),), 20 + self.rng.randint(1, 40))
        return f"{key_path(place)} border wider than half the cell"

    def animation_without_needs(self, spec, eff):
        name = self.rng.choice(["reveal", "spin", "countdown", "sending"])
        spec["animation"] = {"name": name, "time": 0.1}
        if name == "reveal":
            set_at(spec, ("secure", "enabled"), False)
        elif name == "spin":
            spec["state"] = "normal"
        else:
            spec["button"] = None
        return f"animation {name} without what it needs"

    def token_without_tokens(self, spec, eff):
        path, value = self.rng.choice([
            (("cell", "width"), "{size.cell.width}"), (("colors", "border"), "{color.border.default}"),
            (("font",), "{typography.code}"), (("cell", "cornerRadius"), "{radius.md}"), (("padding",), "{size.padding}"),
            (("mode",), "dark"),
        ])
        spec["tokens"] = None
        set_at(spec, path, value)
        return f"{key_path(path)} {value} without tokens"

    def key_without_strings(self, spec, eff):
        path, value = self.rng.choice([
            (("title",), "@signin.title"), (("subtitle",), {"key": "signin.subtitle", "args": ["+1 415 555 0132"]}),
            (("message", "text"), "@signin.message"), (("button", "title"), "@signin.resend"),
        ])
        spec["strings"] = None
        set_at(spec, path, value)
        return f"{key_path(path)} names a string key without strings"

    def undrawable_text(self, spec, eff):
        path, value = self.rng.choice([
            (("button", "title"), "ᚠ"), (("value",), "1🙂"), (("placeholder",), "ש"), (("separator", "text"), "e\u0301"),
            (("title",), "Code\u0007"), (("placeholder",), "\u200b"),
        ])
        if path == ("value",):
            spec["charset"] = "any"
            spec["length"] = max(int(eff["length"]), 2)
        set_at(spec, path, value)
        return f"{key_path(path)} {value!r} cannot be drawn"

    def unknown_family(self, spec, eff):
        path = self.rng.choice([("font",), ("title", "font"), ("message", "font")])
        family, weight = self.rng.choice([("Roboto", 400), ("JetBrains Mono", 700), ("Helvetica Neue", 500)])
        set_at(spec, path + ("family",), family)
        set_at(spec, path + ("weight",), weight)
        return f"{key_path(path)} {family} {weight} not among the fonts"

    def unknown_digits(self, spec, eff):
        spec["digits"] = self.rng.choice(["xyz", "arabb", "roman", "thai", "deva"])
        if spec["digits"] in ("thai", "deva"):
            spec["value"] = "1"
            spec["charset"] = "digits"
        return f"digits {spec['digits']}"

    def bad_css(self, spec, eff):
        kind = self.rng.randrange(3)
        if kind == 0:
            path, value = ("colors", self.rng.choice(["border", "caret", "text"])), self.rng.choice(BAD_COLOURS[:7])
        elif kind == 1:
            path, value = ("colors", self.rng.choice(["caret", "error", "title"])), self.rng.choice(GRADIENTS)
        else:
            path, value = (self.rng.choice(["cell", "button"]), "shadow"), self.rng.choice(BAD_CSS)
        set_at(spec, path, value)
        return f"{key_path(path)} {value!r} is not CSS the key takes"

    def image_too_large(self, spec, eff):
        spec.update(length=64, scale=8, width=None, fit="none", groups=None)
        spec.pop("focusIndex", None)
        spec.pop("hoverIndex", None)
        spec["value"] = ""
        set_at(spec, ("cell", "width"), 200)
        set_at(spec, ("cell", "height"), 60)
        set_at(spec, ("cell", "borderWidth"), 1)
        return "an image over the size limit"


# MARK: - 4. The differential test: judging

def spec_key_types(cli):
    """Every key path of `otp-render spec-doc` with its type (`colour or CSS gradient`)."""
    types = {}
    for line in cli.text("spec-doc").splitlines():
        match = re.match(r"^\| `([^`]+)` \| ([^|]+?) \|", line)
        if match:
            types[match.group(1)] = match.group(2)
    return types


def decoder_only_rule(error, spec, key_types):
    """The rule of DECODER_ONLY_RULES the decoder's error is about, or None."""
    for rule in DECODER_ONLY_RULES:
        if rule.matches(error.get("message", ""), error.get("keyPath"), spec, key_types):
            return rule
    return None


def differential_test(cli, validator, walker, presets, failures):
    """Makes the specs, has the schema and the decoder judge each, and lists every
    disagreement in `failures`; returns the counts."""
    rng = random.Random(SEED)
    key_types = spec_key_types(cli)
    maker = SpecMaker(walker, presets, key_types, rng)
    breaker, decoder_only = SpecBreaker(maker), DecoderOnlyBreaker(maker)
    service = Service(cli.path)
    try:
        # The valid specs first: each broken one starts from one the decoder accepted, so
        # that what the decoder refuses in it is the break.
        cases = [("valid", copy.deepcopy(spec), "written valid") for spec in VALID_CASES]
        cases += [("valid", maker.valid_spec(), "made valid") for _ in range(VALID_SPECS - len(cases))]
        verdicts = service.verdicts([spec for _, spec, _ in cases])
        bases = [spec for (_, spec, _), error in zip(cases, verdicts) if error is None] or [{}]
        broken = [("broken", *breaker.broken(rng.choice(bases), n)) for n in range(BROKEN_SPECS)]
        broken += [("decoder-only", *decoder_only.broken(rng.choice(bases), n)) for n in range(DECODER_ONLY_SPECS)]
        verdicts += service.verdicts([spec for _, spec, _ in broken])
        cases += broken
    finally:
        service.close()

    tally = {sort: dict.fromkeys(OUTCOMES, 0) for sort in SORTS}
    by_rule = {}
    for (sort, spec, done), error in zip(cases, verdicts):
        schema_error = schema_message(validator, spec)
        if error is not None and error.get("exit") != 64:
            outcome = "disagreements"
            failures.append(disagreement("the decoder failed (not an invalid spec)", spec, done, schema_error, error))
        elif schema_error is None and error is None:
            outcome = "both accept"
        elif schema_error is not None and error is not None:
            outcome = "both refuse"
        elif schema_error is None:
            rule = decoder_only_rule(error, spec, key_types)
            if rule is not None:
                outcome = "decoder-only"
                by_rule[rule.name] = by_rule.get(rule.name, 0) + 1
            else:
                outcome = "disagreements"
                failures.append(disagreement("the schema accepts a spec the decoder refuses", spec, done, None, error))
        else:
            outcome = "disagreements"
            failures.append(disagreement("the schema refuses a spec the decoder accepts", spec, done, schema_error, None))
        tally[sort][outcome] += 1
    return tally, by_rule


def print_summary(tally, by_rule):
    """The differential test's counts: a row per sort of spec, a column per outcome."""
    rows = [(SORTS[sort], tally[sort]) for sort in SORTS]
    rows.append(("all", {outcome: sum(tally[sort][outcome] for sort in SORTS) for outcome in OUTCOMES}))
    print("schema-check: differential test (the schema against otp-render serve --stdio):")
    print(f"    {'':<24}{'specs':>6}" + "".join(f"{outcome:>15}" for outcome in OUTCOMES))
    for name, counts in rows:
        print(f"    {name:<24}{sum(counts.values()):>6}" + "".join(f"{counts[outcome]:>15}" for outcome in OUTCOMES))
    valid = rows[-1][1]["both accept"]
    total = sum(rows[-1][1].values())
    agreements = valid + rows[-1][1]["both refuse"]
    print(f"    {total} specs: {agreements} agreements ({valid} valid, {agreements - valid} invalid), "
          f"{rows[-1][1]['decoder-only']} decoder-only, {rows[-1][1]['disagreements']} disagreements")
    if by_rule:
        print("    decoder-only rules met: " + ", ".join(
            f"{rule.name} {by_rule[rule.name]}" for rule in DECODER_ONLY_RULES if rule.name in by_rule))


def disagreement(what, spec, done, schema_error, decoder_error):
    decoder = "accepts" if decoder_error is None else (
        f"refuses (exit {decoder_error.get('exit')}): {decoder_error.get('message')}")
    return (f"differential: {what} ({done})\n"
            f"      spec:    {compact(spec)}\n"
            f"      schema:  {'accepts' if schema_error is None else 'refuses: ' + schema_error}\n"
            f"      decoder: {decoder}")


# MARK: - Main

def main():
    if sys.argv[1:] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    if len(sys.argv) > 1:
        print("usage: OTP_RENDER=path/to/otp-render python3 Scripts/schema-check.py", file=sys.stderr)
        return 2
    started = time.monotonic()
    binary = os.environ.get("OTP_RENDER", str(ROOT / ".build/release/otp-render"))
    if not os.access(binary, os.X_OK):
        print(f"schema-check: no otp-render at {binary} (build it, or set OTP_RENDER)", file=sys.stderr)
        return 2
    cli = Cli(os.path.abspath(binary))
    failures = []

    before = len(failures)
    schemas = check_committed_schemas(cli, failures)
    print_step("schemas/*.schema.json", f"{len(schemas)} of {len(KINDS)} read, valid draft 2020-12", failures, before)
    if set(schemas) != set(KINDS):
        return report(failures, started)
    registry = make_registry(schemas)
    validators = make_validators(schemas, registry)
    try:
        before = len(failures)
        presets = check_presets(cli, validators["spec"], failures)
        print_step("presets", f"{len(presets)} checked", failures, before)
        before = len(failures)
        counts = check_repository_files(validators, failures)
        print_step("Goldens/ and Examples/", f"{counts['spec']} specs and {counts['manifest']} manifests checked",
                   failures, before)
        before = len(failures)
        examples = check_guide_examples(validators, failures)
        print_step("the guides' files", f"{examples} specs and manifests checked", failures, before)
        walker = SchemaWalker(registry, schema_uri("spec", schemas["spec"]), schemas["spec"])
        tally, by_rule = differential_test(cli, validators["spec"], walker, presets, failures)
    except CliError as error:
        failures.append(str(error))
        return report(failures, started)
    print_summary(tally, by_rule)
    return report(failures, started)


def print_step(what, covered, failures, before):
    print(f"schema-check: {what}: {covered}, {len(failures) - before} problems")


def report(failures, started):
    elapsed = time.monotonic() - started
    if failures:
        for failure in failures:
            print(f"schema-check: {failure}", file=sys.stderr)
        print(f"schema-check: {len(failures)} failures ({elapsed:.1f} s)", file=sys.stderr)
        return 1
    print(f"schema-check: all passed ({elapsed:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
