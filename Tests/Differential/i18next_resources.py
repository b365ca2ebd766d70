"""i18next: the text otp-render takes from i18next JSON resources against i18next's own t()
(Debian's libjs-i18next, run by Node through i18next-t.cjs, configured as docs/locales.md
says we read i18next files).

Over synthetic folders of every shape (nested keys, whole keys with dots, each plural suffix,
empty strings, missing forms falling back to the bare key and to the source language,
`{{name}}`, `{{- name}}`, `{{count, number}}`, LOCALE.json files, several namespaces) and
over the corpus folders ../shared/corpus/strings/i18next-ente and i18next-passbolt: every key
in every locale, the keys with plural suffixes at several counts, every argument a text
interpolates filled in. i18next reads the whole folder; otp-render, for each locale, a folder
of links to that locale's files and those it falls back to (narrowed), which it reads faster.

Where i18next finds no text (t() gives the key back, or says the key names an object) and
otp-render refuses the key as not found, saying what it looked for, both are missing: counted
apart, as agreement. `{{x, number}}` is formatted by i18next with Intl.NumberFormat;
otp-render writes the value as given (docs/locales.md): a text that differs only so is
counted apart as that documented difference.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import CORPUS, Check, Lookup, finish, look_up, require_binary, work_folder  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
I18NEXT_JS = os.environ.get("I18NEXT_JS", "/usr/share/javascript/i18next/i18next.js")
COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1000000]
SUFFIX = re.compile(r"^(.+)_(zero|one|two|few|many|other)$")
# Ours for a key with no text: what it looked for and where (`… (looked in de, en, default)`,
# `… has no text for count 5 …: tried pl-PL (days_many, days), then en (…)`).
NOT_FOUND = re.compile(r"cannot be found: .*(\(asked for .*; looked in |\(looked in |: tried )")
OBJECT = re.compile(r"^key '.*' returned an object instead of string\.$")  # i18next's answer for a group
PLACEHOLDER = re.compile(r"\{\{-?\s*([^,}\s]+)\s*(,\s*([^}]*))?\}\}")

SYNTHETIC = {
    "shapes": {  # LOCALE/translation.json
        "en": {
            "title": "Enter the code",
            "code": {"title": "Nested title", "deep": {"hint": "Deeply nested {{name}}"}},
            "whole.dotted": "A whole key with a dot",
            "resend_zero": "Resend now", "resend_one": "Resend in {{count}} second",
            "resend_other": "Resend in {{count}} seconds",
            "bare": "Bare text {{count}}", "bare_one": "One item",
            "emptyOther": "Bare of emptyOther {{count}}", "emptyOther_one": "one {{count}}", "emptyOther_other": "",
            "days_one": "{{count}} day", "days_other": "{{count}} days",
            "empty": "",
            "onlySource": "Only in the source language",
            "raw": "Raw {{- html}} and escaped {{html}}",
            "files": "{{count, number}} files", "files_one": "{{count, number}} file",
            "two": "{{first}} and {{second}}",
            "spaced": "{{ name }} with spaces",
        },
        "de": {
            "title": "Code eingeben",
            "code": {"title": "Verschachtelter Titel", "deep": {"hint": ""}},
            "resend_one": "Erneut in {{count}} Sekunde", "resend_other": "Erneut in {{count}} Sekunden",
            "bare": "Nackt {{count}}", "bare_one": "Ein Element",
            "emptyOther": "", "emptyOther_one": "eins {{count}}", "emptyOther_other": "",
            "empty": "",
            "raw": "Roh {{- html}} und {{html}}",
            "onlyGerman": "Nur deutsch",
        },
        "de-AT": {"title": "Code eingeben (AT)"},
        "lv": {
            "days_zero": "nulle {{count}}", "days_one": "viena {{count}}", "days_other": "citi {{count}}",
            "resend_one": "viena {{count}}", "resend_other": "citi {{count}}",
            "noZero_one": "viena {{count}}", "noZero_other": "citi {{count}}", "noZero": "bare {{count}}",
        },
        "ar": {
            "days_zero": "zero {{count}}", "days_one": "one {{count}}", "days_two": "two {{count}}",
            "days_few": "few {{count}}", "days_many": "many {{count}}", "days_other": "other {{count}}",
            "resend_one": "one {{count}}", "resend_two": "two {{count}}", "resend_few": "few {{count}}",
            "resend_other": "other {{count}}", "resend": "bare {{count}}",
        },
        "pl": {
            "days_one": "jeden {{count}}", "days_few": "kilka {{count}}", "days_many": "", "days_other": "inne {{count}}",
            "resend_one": "jeden {{count}}", "resend_many": "wiele {{count}}", "resend_other": "inne {{count}}",
            "files_one": "{{count, number}} plik", "files_few": "{{count, number}} pliki",
            "files_many": "{{count, number}} plików",
        },
    },
    "flat": {  # LOCALE.json
        "en.json": {"title": "Flat title", "items_one": "{{count}} item", "items_other": "{{count}} items"},
        "ru.json": {"title": "Плоский", "items_one": "{{count}} штука", "items_few": "{{count}} штуки",
                    "items_many": "{{count}} штук", "items_other": "{{count}} штуки"},
    },
    "namespaces": {  # LOCALE/NAMESPACE.json, two namespaces
        "en": {"common": {"title": "Common title", "ok": "OK"},
               "auth": {"code": {"title": "Auth title"}, "left_one": "{{count}} try left",
                        "left_other": "{{count}} tries left"}},
        "fr": {"common": {"title": "Titre commun"},
               "auth": {"code": {"title": ""}, "left_one": "{{count}} essai", "left_other": "{{count}} essais",
                        "left_many": "{{count}} d'essais"}},
    },
}
TEXT = "X<&>"  # an argument's text: what would be escaped is not (interpolation.escapeValue false)
MISSING_KEYS = ["noSuchKey", "code.noSuchKey", "code"]  # code is an object, not a text


def write_synthetic(root: str) -> list[str]:
    folders = []
    for name, layout in SYNTHETIC.items():
        folder = os.path.join(root, name)
        for entry, content in layout.items():
            if entry.endswith(".json"):
                files = {os.path.join(folder, entry): content}
            elif name == "namespaces":
                files = {os.path.join(folder, entry, f"{ns}.json"): texts for ns, texts in content.items()}
            else:
                files = {os.path.join(folder, entry, "translation.json"): content}
            for path, texts in files.items():
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as file:
                    json.dump(texts, file, ensure_ascii=False)
        folders.append(folder)
    return folders


def read_folder(folder: str) -> dict[str, dict[str, str]]:
    """Every locale's texts by key (NAMESPACE:key with several namespaces; nested as paths)."""
    files = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if os.path.isdir(path):
            files += [(name, f[:-5], os.path.join(path, f)) for f in sorted(os.listdir(path)) if f.endswith(".json")]
        elif name.endswith(".json"):
            files.append((name[:-5], "translation", path))
    several = len({ns for _, ns, _ in files}) > 1
    tables: dict[str, dict[str, str]] = {}
    for locale, ns, path in files:
        with open(path, encoding="utf-8") as file:
            flat = flatten(json.load(file))
        tables.setdefault(locale, {}).update({(f"{ns}:" if several else "") + k: v for k, v in flat.items()})
    return tables


def flatten(node: dict, prefix: str = "") -> dict[str, str]:
    texts = {}
    for key, value in node.items():
        if isinstance(value, dict):
            texts.update(flatten(value, prefix + key + "."))
        elif isinstance(value, str):
            texts[prefix + key] = value
    return texts


def queries(tables: dict[str, dict[str, str]], extra_keys: list[str]) -> list[tuple[str, str, dict]]:
    keys = sorted({k for texts in tables.values() for k in texts})
    texts_of: dict[str, list[str]] = {}
    for texts in tables.values():
        for key, text in texts.items():
            texts_of.setdefault(key, []).append(text)
            if match := SUFFIX.match(key):
                texts_of.setdefault(match.group(1), []).append(text)
    plural_bases = {m.group(1) for k in keys if (m := SUFFIX.match(k))}
    result = []
    for locale in sorted(tables):
        for key in [k for k in keys if k not in plural_bases] + extra_keys:
            result.append((locale, key, arguments(texts_of.get(key, []), counted=False)))
        for key in sorted(plural_bases):
            for count in COUNTS:
                result.append((locale, key, {**arguments(texts_of[key], counted=True), "count": count}))
    return result


def arguments(texts: list[str], counted: bool) -> dict:
    """Every named argument the texts interpolate: 7 where one formats it as a number, else
    TEXT (`count` left out of a plural key's, where it is the count)."""
    args = {}
    for text in texts:
        for name, _, fmt in PLACEHOLDER.findall(text):
            if counted and name == "count":
                continue
            args[name] = 7 if (fmt or "").strip() == "number" or args.get(name) == 7 else TEXT
    return args


def i18next_t(folder: str, asked: list[tuple[str, str, dict]]) -> list[dict]:
    request = json.dumps({"folder": folder, "queries": asked}, ensure_ascii=False)
    run = subprocess.run(["node", os.path.join(HERE, "i18next-t.cjs"), I18NEXT_JS], input=request,
                         capture_output=True, text=True, check=True)
    return json.loads(run.stdout)


def narrowed(folder: str, locales: list[str], work: str) -> dict[str, str]:
    """For each locale, a folder of links to its own files, its language's and the source
    language's: all otp-render looks in for it, read in less time than the whole folder."""
    source = next((l for l in ("en", "en-US", "en-GB") if l in locales), min(locales))
    result = {}
    for locale in locales:
        kept = {l for l in locales if l.split("-")[0] == locale.split("-")[0]} | {source}
        result[locale] = os.path.join(work, os.path.basename(folder), locale)
        os.makedirs(result[locale])
        for name in os.listdir(folder):
            if name.removesuffix(".json") in kept:
                os.symlink(os.path.join(folder, name), os.path.join(result[locale], name))
    return result


def compare(name: str, folder: str, extra_keys: list[str], work: str) -> bool:
    tables = read_folder(folder)
    asked = queries(tables, extra_keys)
    theirs = i18next_t(folder, asked)
    sources = narrowed(folder, sorted(tables), work)
    ours = look_up([Lookup((sources[loc],), loc, key, args or None, i) for i, (loc, key, args) in enumerate(asked)])
    check = Check(f"i18next {name}")
    both_missing, as_given = [], []
    for (locale, key, args), reference, answer in zip(asked, theirs, ours):
        what = f"{locale} {key!r}" + (f" {json.dumps(args, ensure_ascii=False)}" if args else "")
        if not reference["found"] or OBJECT.match(reference["text"]):
            if answer.error is not None and NOT_FOUND.search(answer.error):
                both_missing.append(what)
                check.agreed += 1
            else:
                check.differ(what, answer.text if answer.error is None else f"error: {answer.error}",
                             f"nothing found ({reference['text']!r})")
        elif answer.error is not None:
            check.differ(what, f"error: {answer.error}", reference["text"])
        elif answer.text != reference["text"] and answer.text == reference["asGiven"]:
            as_given.append(f"{what}: ours {answer.text!r}, i18next {reference['text']!r}")
            check.agreed += 1
        else:
            check.compare(what, answer.text, reference["text"])
    shown = ", ".join(both_missing[:6]) + (", …" if len(both_missing) > 6 else "")
    check.notes.append(f"both missing: {len(both_missing)}" + (f" ({shown})" if both_missing else ""))
    check.notes.append(f"documented difference, {{{{x, number}}}} written as given (i18next: Intl.NumberFormat): "
                       f"{len(as_given)}" + (f" (e.g. {'; '.join(as_given[:2])})" if as_given else ""))
    return check.report(f"{len(tables)} locales, {len(asked)} lookups")


def main() -> None:
    require_binary()
    if not shutil.which("node") or not os.path.isfile(I18NEXT_JS):
        sys.exit(f"i18next: needs node and {I18NEXT_JS} (libjs-i18next; Scripts/install-test-tools.sh installs them)")
    results, skipped = [], 0
    with work_folder("otp-i18next-") as work:
        for folder in write_synthetic(os.path.join(work, "synthetic")):
            results.append(compare(f"synthetic/{os.path.basename(folder)}", folder, MISSING_KEYS, work))
        for name in ("i18next-ente", "i18next-passbolt"):
            folder = os.path.normpath(os.path.join(CORPUS, name))
            if not os.path.isdir(folder):
                print(f"i18next {name}: skipped: {folder} is absent (the corpus is read from ../shared/corpus/strings)")
                skipped += 1
                continue
            results.append(compare(name, folder, ["noSuchKey"], work))
    finish(results, skipped)


if __name__ == "__main__":
    main()
