#!/usr/bin/env python3
"""Where the release bundle's bytes are: its files, the binary's sections, and the binary's
code and data by the library they come from.

    Scripts/release.sh && Scripts/release-sizes.py        # after a release build

Reads .build-release: the bundle folder in dist/ and the unstripped binary in build/, whose
symbols (nm) are attributed to a library by their names (Swift symbols by their mangled
module, C and C++ ones by the prefixes each library uses). docs/performance.md keeps the table.
"""
import collections
import lzma
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
WORK = ROOT / ".build-release"

C_LIBRARIES = [
    ("ICU data (trimmed)", r"icudt\d+_dat$"),
    ("HarfBuzz", r"(^hb_|^_hb_|_ZN?K?\d*(OT|AAT|CFF|hb_|graph)\b|_ZN?K?\d+(OT|AAT|CFF)|hb_)"),
    ("ICU", r"(_ZNK?6icu_\d+|.*_\d\d$|u[a-z]*_\w+)"),
    ("libxml2", r"(?i)(xml|html|__xml|xpath|xs[A-Z])"),
    ("liblzma (libxml2's)", r"lzma"),
    ("libcrypto (SHA-256)", r"(SHA256|sha256|OPENSSL|CRYPTO_)"),
    ("FreeType", r"(FT_|ft_|TT_|tt_|T1_|cff|cf2_|af_|ps_|pfr|FTC|t1_|t42|sfnt|pcf|bdf|gxv|otv|psh)"),
    ("brotli (FreeType's)", r"(?i)brotli"),
    ("libpng", r"png_"),
    ("zlib", r"(deflate|inflate|crc32|adler32|_tr_|gz|z_)"),
    ("Swift runtime (C++)", r"(_ZN5swift|_ZNK5swift|swift_|_swift)"),
    ("Dispatch", r"_?dispatch_"),
    ("libstdc++ and other C++", r"_Z"),
]


def swift_module(name):
    if re.match(r"_?\$s[sS]", name):
        return "Swift standard library"
    match = re.match(r"_?\$s(\d+)", name)
    if not match:
        return None
    length = int(match.group(1))
    start = match.end()
    return "Swift: " + name[start:start + length]


def attribute(name):
    module = swift_module(name)
    if module:
        return module
    for library, pattern in C_LIBRARIES:
        if re.match(pattern, name):
            return library
    return "other C"


def main():
    bundles = sorted((WORK / "dist").glob("otp-render-*/"))
    binary = next(iter((WORK / "build").glob("*/release/otp-render")), None)
    if not bundles or binary is None:
        sys.exit("release-sizes: no release build here; run Scripts/release.sh first")
    bundle = bundles[-1]
    print(f"## {bundle.name}: files (KiB, and xz -9e of each alone)\n")
    for path in sorted(p for p in bundle.rglob("*") if p.is_file()):
        data = path.read_bytes()
        if len(data) > 100_000:
            print(f"{path.relative_to(bundle)}: {len(data) // 1024} KiB, {len(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME)) // 1024} KiB compressed")
    print("\n## bin/otp-render: sections (KiB)\n")
    sections = subprocess.run(["size", "-A", str(bundle / "bin" / "otp-render")], capture_output=True, text=True, check=True).stdout
    for line in sections.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1].isdigit() and int(parts[1]) > 100_000:
            print(f"{parts[0]}: {int(parts[1]) // 1024} KiB")
    print("\n## bin/otp-render: code and data by library (KiB, by symbol)\n")
    symbols = subprocess.run(["nm", "-S", "--size-sort", "-t", "d", str(binary)], capture_output=True, text=True, check=True).stdout
    totals = collections.Counter()
    for line in symbols.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tTrRdD":
            totals[attribute(parts[3])] += int(parts[1])
    for library, size in totals.most_common():
        if size >= 64 * 1024:
            print(f"{library}: {size // 1024} KiB")
    rest = sum(size for size in totals.values() if size < 64 * 1024)
    print(f"(each under 64 KiB, together): {rest // 1024} KiB")


if __name__ == "__main__":
    main()
