#!/usr/bin/env bash
# Compiles HarfBuzz into a static archive for the release bundle (Scripts/release.sh), once:
# the archive is kept in .build-release and its path printed. Debian ships no archive of
# HarfBuzz, so its source is compiled here: the very version of Debian's shared library (its
# headers are the ones compiled against), as HarfBuzz builds in one unit, src/harfbuzz.cc,
# with its own Unicode data and OpenType font functions, all the renderer uses (no GLib,
# FreeType, ICU or Graphite, which its shared library loaded, with PCRE2, brotli and a second
# libpng and zlib: 4.3 MB of lib/). The source is the one the uharfbuzz 0.33.0 package on PyPI
# carries, checked by its SHA-256.
#
# Usage: Scripts/static-harfbuzz.sh     (CI runs it beside the package's build: one core for
#                                        40 s, which the release would otherwise wait for)
# Needs libharfbuzz-dev (for its version), curl, unzip and a C++ compiler.
set -euo pipefail

repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$repository/.build-release
version=6.0.0
source_url=https://files.pythonhosted.org/packages/ea/84/8f9ef430f962f6016e37aa6a4d0fdc1b9c0fd82390e88f28ccf03654c54b/uharfbuzz-0.33.0.zip
source_sha256=93c88d074df996a483f80d33144c9acad8657178518380b82ec7979988b7239c
archive=$work/harfbuzz-$version.a

have=$(pkg-config --modversion harfbuzz)
[ "$have" = "$version" ] ||
    { echo "static-harfbuzz: pkg-config has HarfBuzz $have; the source compiled in is $version's (set version and its source to match)" >&2; exit 1; }
if [ ! -f "$archive" ]; then
    mkdir -p "$work"
    source=$work/uharfbuzz-0.33.0.zip
    [ -f "$source" ] && echo "$source_sha256  $source" | sha256sum --quiet -c - 2>/dev/null ||
        curl -fsSL --retry 3 -o "$source" "$source_url"
    echo "$source_sha256  $source" | sha256sum --quiet -c - ||
        { echo "static-harfbuzz: $source_url does not have its SHA-256" >&2; exit 1; }
    rm -rf "$work/harfbuzz-source"
    mkdir -p "$work/harfbuzz-source"
    unzip -q "$source" 'uharfbuzz-0.33.0/harfbuzz/src/*' -d "$work/harfbuzz-source"
    src=$work/harfbuzz-source/uharfbuzz-0.33.0/harfbuzz/src
    grep -q "#define HB_VERSION_STRING \"$version\"" "$src/hb-version.h" ||
        { echo "static-harfbuzz: the source is not HarfBuzz $version" >&2; exit 1; }
    # As HarfBuzz's own build: C++11 without exceptions, RTTI or guarded statics; threads through pthreads.
    c++ -O2 -DHAVE_PTHREAD -fno-exceptions -fno-rtti -fno-threadsafe-statics -c "$src/harfbuzz.cc" -o "$work/harfbuzz.o"
    ar rcs "$archive.partial" "$work/harfbuzz.o" && mv "$archive.partial" "$archive"
fi
echo "$archive"
