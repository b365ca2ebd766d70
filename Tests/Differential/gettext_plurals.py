"""gettext's Plural-Forms: the form otp-render takes from a `.po` catalog against Python's
`gettext.c2py` evaluating the same expression.

The expressions are those of the GNU gettext manual's table ("Plural forms") and of the
Localization Guide's ("Plural forms", one line per language), each distinct one (spaces
aside) in a catalog of its own whose plural message's msgstr[i] is `form<i> %(count)d`. The
count is every number 0..1000 and some large ones below 2**53; an expression that only
writes another's in other parentheses (`(n != 1)`) takes 0..99 and the large ones.
"""
from __future__ import annotations

import gettext
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Check, Lookup, finish, look_up, require_binary, work_folder  # noqa: E402

# The GNU gettext manual, "Plural forms": (case, a language it names, expression).
GNU_MANUAL = [
    ("Only one form", "ja", "nplurals=1; plural=0;"),
    ("Two forms, singular used for one only", "en", "nplurals=2; plural=n != 1;"),
    ("Two forms, singular used for zero and one", "fr", "nplurals=2; plural=n>1;"),
    ("Three forms, special case for zero", "lv", "nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2;"),
    ("Three forms, special cases for one and two", "ga", "nplurals=3; plural=n==1 ? 0 : n==2 ? 1 : 2;"),
    ("Three forms, special case for numbers ending in 00 or [2-9][0-9]", "ro",
     "nplurals=3; plural=n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2;"),
    ("Three forms, special case for numbers ending in 1[2-9]", "lt",
     "nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2;"),
    ("Three forms, special cases for numbers ending in 1 and 2, 3, 4, except those ending in 1[1-4]", "ru",
     "nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;"),
    ("Three forms, special cases for 1 and 2, 3, 4", "cs", "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;"),
    ("Three forms, special case for one and some numbers ending in 2, 3, or 4", "pl",
     "nplurals=3; plural=n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;"),
    ("Four forms, special case for one and all numbers ending in 02, 03, or 04", "sl",
     "nplurals=4; plural=n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3;"),
    ("Six forms, special cases for one, two, all numbers ending in 02, 03, ... 10, all numbers ending in 11 ... 99,"
     " and others", "ar",
     "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;"),
]

# The Localization Guide's table: one line per language, "code: header".
_ONE = "nplurals=1; plural=0;"
_NOT_ONE = "nplurals=2; plural=(n != 1);"
_ABOVE_ONE = "nplurals=2; plural=(n > 1);"
_EAST_SLAVIC = ("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20)"
                " ? 1 : 2);")
_CZECH = "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;"
LOCALIZATION_GUIDE = """
ach: {above} | af: {not1} | ak: {above} | am: {above} | an: {not1}
ar: nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);
arn: {above} | ast: {not1} | ay: {one} | az: {not1} | be: {slavic} | bg: {not1} | bn: {not1} | bo: {one}
br: {above} | brx: {not1} | bs: {slavic} | ca: {not1} | cgg: {one} | cs: {czech}
csb: nplurals=3; plural=(n==1) ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;
cy: nplurals=4; plural=(n==1) ? 0 : (n==2) ? 1 : (n != 8 && n != 11) ? 2 : 3;
da: {not1} | de: {not1} | doi: {not1} | dz: {one} | el: {not1} | en: {not1} | eo: {not1} | es: {not1}
es_AR: {not1} | et: {not1} | eu: {not1} | fa: {one} | ff: {not1} | fi: {not1} | fil: {above} | fo: {not1}
fr: {above} | fur: {not1} | fy: {not1}
ga: nplurals=5; plural=(n==1) ? 0 : n==2 ? 1 : n<7 ? 2 : n<11 ? 3 : 4;
gd: nplurals=4; plural=(n==1 || n==11) ? 0 : (n==2 || n==12) ? 1 : (n > 2 && n < 20) ? 2 : 3;
gl: {not1} | gu: {not1} | gun: {above} | ha: {not1} | he: {not1} | hi: {not1} | hne: {not1} | hy: {not1}
hr: {slavic} | hu: {not1} | ia: {not1} | id: {one}
is: nplurals=2; plural=(n%10!=1 || n%100==11);
it: {not1} | ja: {one} | jbo: {one}
jv: nplurals=2; plural=(n != 0);
ka: {one} | kk: {one} | km: {one} | kn: {not1} | ko: {one} | ku: {not1}
kw: nplurals=4; plural=(n==1) ? 0 : (n==2) ? 1 : (n == 3) ? 2 : 3;
ky: {one} | lb: {not1} | ln: {above} | lo: {one}
lt: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);
lv: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);
mai: {not1} | mfe: {above} | mg: {above} | mi: {above}
mk: nplurals=2; plural= n==1 || n%10==1 ? 0 : 1;
ml: {not1} | mn: {not1} | mni: {not1}
mnk: nplurals=3; plural=(n==0 ? 0 : n==1 ? 1 : 2);
mr: {not1} | ms: {one}
mt: nplurals=4; plural=(n==1 ? 0 : n==0 || ( n%100>1 && n%100<11) ? 1 : (n%100>10 && n%100<20 ) ? 2 : 3);
my: {one} | nah: {not1} | nap: {not1} | nb: {not1} | ne: {not1} | nl: {not1} | se: {not1} | nn: {not1}
no: {not1} | nso: {not1} | oc: {above} | or: {not1} | ps: {not1} | pa: {not1} | pap: {not1}
pl: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);
pms: {not1} | pt: {not1} | pt_BR: {above} | rm: {not1}
ro: nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);
ru: {slavic} | rw: {not1} | sah: {one} | sat: {not1} | sco: {not1} | sd: {not1} | si: {not1} | sk: {czech}
sl: nplurals=4; plural=(n%100==1 ? 1 : n%100==2 ? 2 : n%100==3 || n%100==4 ? 3 : 0);
so: {not1} | son: {not1} | sq: {not1} | sr: {slavic} | su: {one} | sw: {not1} | sv: {not1} | ta: {not1}
te: {not1} | tg: {above} | ti: {above} | th: {one} | tk: {not1} | tr: {above} | tt: {one} | ug: {one}
uk: {slavic} | ur: {not1} | uz: {above} | vi: {one} | wa: {above} | wo: {one} | yo: {not1} | zh: {one}
zh: {above}
""".format(one=_ONE, not1=_NOT_ONE, above=_ABOVE_ONE, slavic=_EAST_SLAVIC, czech=_CZECH)

LARGE = [1000000, 1234567, 10**9, 2**31 - 1, 2**31, 2**32 + 1, 10**12 + 1, 10**15 + 11, 2**53 - 2, 2**53 - 1]
NUMBERS = list(range(1001)) + LARGE
FEWER = list(range(100)) + LARGE


def guide_rows() -> list[tuple[str, str]]:
    """The Localization Guide's rows: (language code, header)."""
    cells = [cell for line in LOCALIZATION_GUIDE.strip().splitlines() for cell in line.split(" | ")]
    return [tuple(cell.split(": ", 1)) for cell in cells]


def expression(header: str) -> tuple[int, str]:
    """nplurals and the plural expression of a Plural-Forms header."""
    match = re.fullmatch(r"nplurals=(\d+); plural=(.*?);?", header.strip())
    return int(match.group(1)), match.group(2).strip()


def write_catalog(folder: str, language: str, header: str) -> None:
    nplurals, _ = expression(header)
    os.makedirs(os.path.join(folder, language, "LC_MESSAGES"))
    forms = "".join(f'msgstr[{i}] "form{i} %(count)d"\n' for i in range(nplurals))
    with open(os.path.join(folder, language, "LC_MESSAGES", "d.po"), "w", encoding="utf-8") as file:
        file.write(f'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: {language}\\n"\n'
                   f'"Plural-Forms: {header}\\n"\n\n#, python-format\nmsgid "%(count)d item"\n'
                   f'msgid_plural "%(count)d items"\n{forms}')


def bare(expr: str) -> str:
    """`expr` without spaces and parentheses: the same for two that only bracket it otherwise."""
    return re.sub(r"[\s()]", "", expr)


def main() -> None:
    require_binary()
    rows = [(f"GNU manual: {case}", language, header) for case, language, header in GNU_MANUAL]
    rows += [(f"Localization Guide: {code}", code, header) for code, header in guide_rows()]
    # One catalog per distinct header (as written, spaces aside); each row that has it is named.
    distinct: dict[str, list] = {}
    for name, language, header in rows:
        distinct.setdefault(re.sub(r"\s+", "", header), [header, language.replace("_", "-"), []])[2].append(name)
    check = Check("gettext")
    with work_folder("otp-gettext-") as work:
        lookups, seen = [], set()
        for index, (header, language, names) in enumerate(distinct.values()):
            folder = os.path.join(work, f"e{index}")
            write_catalog(folder, language, header)
            _, expr = expression(header)
            case = f"{expr!r} ({names[0]}{' and others' if len(names) > 1 else ''})"
            numbers = FEWER if bare(expr) in seen else NUMBERS
            seen.add(bare(expr))
            lookups += [Lookup((folder,), language, "%(count)d item", {"count": n}, (case, gettext.c2py(expr), n))
                        for n in numbers]
        for answer in look_up(lookups):
            case, plural, n = answer.lookup.tag
            ours = answer.text if answer.error is None else f"error: {answer.error}"
            check.compare(f"{case} n={n}", ours, f"form{plural(n)} {n}")
    ok = check.report(f"{len(distinct)} expressions ({len(rows)} table rows), {len(seen)} of them x {len(NUMBERS)} "
                      f"numbers, {len(distinct) - len(seen)} x {len(FEWER)}")
    finish([ok])


if __name__ == "__main__":
    main()
