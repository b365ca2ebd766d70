"""CLDR plural categories: the form otp-render takes from each format that chooses by CLDR's
categories (String Catalog, .stringsdict, Android <plurals>, Flutter ARB, i18next JSON) against
babel's CLDR (babel 2.12.1: CLDR 42, the CLDR of the ICU 72 otp-render is built with), with
each format's own rule on top, as docs/locales.md documents it:

- Android: CLDR's category.
- .xcstrings and .stringsdict (Apple's rule): `zero` for exactly 0 when the zero form is
  given, in any language; otherwise CLDR's category, CLDR's `zero` taken as `other`
  (Latvian 10 is `other`): Foundation's `zero` is for 0 alone.
- ARB (gen-l10n, intl's Intl.pluralLogic): 0, 1 and 2 take `zero`, `one` and `two` when the
  message has them, in every language, before CLDR's category.
- i18next (v4 JSON, as i18next 22+): `_zero` for 0 when present; otherwise the form of CLDR's
  category itself (`_zero` for Latvian 10).
A form the message lacks falls back to `other` (ARB: a missing `two` to `few`). CLDR's
category is the locale's own, as ICU, Intl and intl choose it: pt-PT's rule is not pt's.

Every fixture writes each form as its category's name; the counts are JSON numbers, whole
and fractional (1.5 against babel's plural_form(Decimal("1.5"))). Each distinct CLDR rule is
checked on 0..200, decimals and large numbers through the first language that has it; every
other language (each of babel's, and pt-PT) on a sample: 0, 1, 2, 1.5 and the first numbers
of each of its categories.
"""
from __future__ import annotations

import decimal
import functools
import json
import os
import sys

try:
    import babel
    from babel import Locale, localedata
except ImportError:
    sys.exit("cldr: needs babel==2.12.1 (Scripts/install-test-tools.sh installs it)")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Check, Lookup, finish, look_up, require_binary, work_folder  # noqa: E402

CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
NUMBERS = list(range(201)) + [0.5, 1.5, 2.25, 10.1] + [1000000, 2000000, 1000001]
FORMATS = ["xcstrings", "stringsdict", "android", "arb", "i18next"]
# Locales whose own CLDR rule is not their language's (CLDR 42: pt-PT), checked besides.
REGIONAL = ["pt-PT"]


@functools.lru_cache(maxsize=None)
def cldr(locale: str, n: int | float) -> str:
    value = decimal.Decimal(str(n)) if isinstance(n, float) else n
    return rule(locale)(value)


@functools.lru_cache(maxsize=None)
def rule(locale: str):
    return Locale.parse(locale, sep="-").plural_form


def expected(fmt: str, locale: str, forms: list[str], n: int | float) -> str:
    exact = n if isinstance(n, int) else None
    if fmt in ("xcstrings", "stringsdict"):
        if exact == 0 and "zero" in forms:
            return "zero"
        category = cldr(locale, n)
        category = "other" if category == "zero" else category
    elif fmt == "arb":
        named = {0: "zero", 1: "one", 2: "two"}.get(exact)
        if named in forms:
            return named
        category = cldr(locale, n)
        if category == "two" and "two" not in forms and "few" in forms:
            return "few"
    elif fmt == "i18next":
        if exact == 0 and "zero" in forms:
            return "zero"
        category = cldr(locale, n)
    else:
        category = cldr(locale, n)
    return category if category in forms else "other"


def own_forms(locale: str) -> list[str]:
    """The categories CLDR gives `locale`, `other` among them."""
    return [c for c in CATEGORIES if c in rule(locale).tags | {"other"}]


# Fixtures: in every format and locale, key `all` with all six forms and key `own` with the
# locale's categories. The String Catalog, .stringsdict and ARB keys hold PER_TEXT plural
# variables (so many numbers a lookup); Android's and i18next's keys one.
PER_TEXT = 40
KEYS = {"xcstrings": "xc_{}", "stringsdict": "sd_{}", "android": "an_{}", "arb": "arb{}", "i18next": "i18n_{}"}


def key_name(fmt: str, key: str) -> str:
    return KEYS[fmt].format(key.title() if fmt == "arb" else key)


def write_fixtures(root: str, locales: list[str]) -> dict[tuple[str, str], str]:
    """Each format's source for each locale (with `en`, the source language, beside it), so
    that a lookup reads two locales' files, not all of them: by (format, locale)."""
    variables = " ".join(f"%{i + 1}$#@v{i}@" for i in range(PER_TEXT))
    sources = {}
    for loc in locales:
        keysets = {l: {"all": CATEGORIES, "own": own_forms(l)} for l in dict.fromkeys(["en", loc])}
        base = os.path.join(root, loc)
        sources["xcstrings", loc] = os.path.join(base, "Plurals.xcstrings")
        catalog = {"sourceLanguage": "en", "version": "1.0", "strings": {
            key_name("xcstrings", key): {"localizations": {l: {
                "stringUnit": {"state": "translated", "value": variables},
                "substitutions": {f"v{i}": {"argNum": i + 1, "formatSpecifier": "lld", "variations": {"plural": {
                    c: {"stringUnit": {"state": "translated", "value": c}} for c in keys[key]}}}
                    for i in range(PER_TEXT)}}
                for l, keys in keysets.items()}}
            for key in ("all", "own")}}
        _write(sources["xcstrings", loc], json.dumps(catalog, ensure_ascii=False))
        for fmt in FORMATS[1:]:
            sources[fmt, loc] = os.path.join(base, fmt)
        for l, keys in keysets.items():
            plist = "".join(
                f"<key>{key_name('stringsdict', key)}</key><dict><key>NSStringLocalizedFormatKey</key>"
                f"<string>{variables}</string>"
                + "".join(f"<key>v{i}</key><dict><key>NSStringFormatSpecTypeKey</key>"
                          "<string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>lld</string>"
                          + "".join(f"<key>{c}</key><string>{c}</string>" for c in forms) + "</dict>"
                          for i in range(PER_TEXT))
                + "</dict>" for key, forms in keys.items())
            _write(os.path.join(base, "stringsdict", f"{l}.lproj", "Localizable.stringsdict"),
                   '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>' + plist + "</dict></plist>\n")
            plurals = "".join(f'<plurals name="{key_name("android", key)}">'
                              + "".join(f'<item quantity="{c}">{c}</item>' for c in forms) + "</plurals>"
                              for key, forms in keys.items())
            for folder in [android_folder(l)] + (["values"] if l == "en" else []):
                _write(os.path.join(base, "android", folder, "strings.xml"),
                       f'<?xml version="1.0" encoding="utf-8"?>\n<resources>{plurals}</resources>\n')
            arb = {"@@locale": l.replace("-", "_")}
            for key, forms in keys.items():
                arb[key_name("arb", key)] = " ".join(
                    f"{{c{i}, plural, " + " ".join(f"{c}{{{c}}}" for c in forms) + "}" for i in range(PER_TEXT))
                if l == "en":
                    arb["@" + key_name("arb", key)] = {"placeholders": {f"c{i}": {"type": "num"} for i in range(PER_TEXT)}}
            _write(os.path.join(base, "arb", f"app_{l.replace('-', '_')}.arb"), json.dumps(arb, ensure_ascii=False))
            resources = {f"{key_name('i18next', key)}_{c}": c for key, forms in keys.items() for c in forms}
            _write(os.path.join(base, "i18next", l, "translation.json"), json.dumps(resources, ensure_ascii=False))
    return sources


def android_folder(locale: str) -> str:
    """`values-de`, `values-pt-rPT`; `values-b+ast` for a language of three letters."""
    parts = locale.split("-")
    if len(parts[0]) == 2 and len(parts) == 1:
        return f"values-{parts[0]}"
    if len(parts[0]) == 2 and len(parts) == 2 and len(parts[1]) == 2:
        return f"values-{parts[0]}-r{parts[1]}"
    return "values-" + "+".join(["b"] + parts)


def _write(path: str, text: str) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def sample(locale: str) -> list:
    """The numbers that show a locale's rule: 0, 1, 2, 1.5, and for each category its first two
    whole numbers to 200, its first decimal and its first large number."""
    chosen = {0, 1, 2, 1.5}
    for category in CATEGORIES:
        hits = [n for n in NUMBERS if cldr(locale, n) == category]
        chosen.update([n for n in hits if isinstance(n, int) and n <= 200][:2])
        chosen.update([n for n in hits if isinstance(n, float)][:1] + [n for n in hits if isinstance(n, int) and n > 200][:1])
    return sorted(chosen, key=NUMBERS.index)


def plan() -> tuple[list[str], list[tuple[str, list, list]]]:
    """The locales, and for each its sample and the numbers to ask: all of them for the first
    locale of each distinct CLDR rule, else the sample."""
    languages = sorted({Locale.parse(i).language for i in localedata.locale_identifiers()} - {"root"})
    locales = languages + REGIONAL
    rules = set()
    asks = []
    for loc in locales:
        rules_text = tuple(sorted(rule(loc).rules.items()))
        some = sample(loc)
        asks.append((loc, some, NUMBERS if rules_text not in rules else some))
        rules.add(rules_text)
    return locales, asks


def lookups(fmt: str, asks: list[tuple[str, list, list]], sources: dict) -> list[Lookup]:
    """The formats of several numbers a text: both keys on the numbers to ask. Android and i18next:
    `all` (Android) or `own` (i18next) on them, the other key on the sample of the locales
    that ask every number."""
    result = []
    for loc, some, full in asks:
        if fmt in ("android", "i18next"):
            wide, other = ("all", "own") if fmt == "android" else ("own", "all")
            pairs = [(wide, full)] + ([(other, some)] if full is NUMBERS else [])
            result += [Lookup((sources[fmt, loc],), loc, key_name(fmt, key), {"count": n}, (fmt, loc, key, [n]))
                       for key, ns in pairs for n in ns]
            continue
        for key in ("all", "own"):
            for i in range(0, len(full), PER_TEXT):
                numbers = full[i:i + PER_TEXT]
                padded = numbers + [numbers[-1]] * (PER_TEXT - len(numbers))
                args = {f"c{j}": n for j, n in enumerate(padded)} if fmt == "arb" else padded
                result.append(Lookup((sources[fmt, loc],), loc, key_name(fmt, key), args, (fmt, loc, key, numbers)))
    return result


RULES = {
    "xcstrings": "Apple's rule: zero for exactly 0 when given, else CLDR's category, its zero as other",
    "stringsdict": "Apple's rule: zero for exactly 0 when given, else CLDR's category, its zero as other",
    "android": "CLDR's category",
    "arb": "Intl.pluralLogic: zero, one, two for 0, 1, 2 when given, else CLDR's category",
    "i18next": "_zero for 0 when given, else the form of CLDR's category",
}


def main() -> None:
    require_binary()
    locales, asks = plan()
    checks = {fmt: Check(f"cldr {fmt}") for fmt in FORMATS}
    with work_folder("otp-cldr-") as work:
        sources = write_fixtures(work, locales)
        for answer in look_up([lookup for fmt in FORMATS for lookup in lookups(fmt, asks, sources)]):
            fmt, loc, key, numbers = answer.lookup.tag
            forms = CATEGORIES if key == "all" else own_forms(loc)
            ours = answer.text.split(" ")[:len(numbers)] if answer.error is None else []
            for i, n in enumerate(numbers):
                got = ours[i] if i < len(ours) else f"error: {answer.error}"
                checks[fmt].compare(f"{loc} {key_name(fmt, key)} count={n}", got, expected(fmt, loc, forms, n))
    print(f"cldr: against babel {babel.__version__}" + ("" if babel.__version__ == "2.12.1" else
                                                         " (the expectations are babel 2.12.1's, CLDR 42)"))
    finish([check.report(f"{len(locales)} locales, {check.agreed + len(check.differences)} numbers ({RULES[fmt]})")
            for fmt, check in checks.items()])


if __name__ == "__main__":
    main()
