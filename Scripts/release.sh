#!/usr/bin/env bash
# Builds the release bundle of otp-render: a relocatable folder that runs on a Linux machine
# with no Swift toolchain, packed as a .tar.xz with its .sha256 beside it.
#
# Usage: Scripts/release.sh [OUTPUT_FOLDER]        (default: .build-release/dist)
#
# It links otp-render from the package's build that the tests run (Scripts/test-build.sh,
# which it makes or brings up to date first), so that what ships is what was tested, compiled
# once; the working tree must be the commit HEAD for what is compiled and bundled
# (Package.swift, Sources, Fonts, LICENSE), and the commit is written into the binary
# (COTPBuildStamp). It is linked with the Swift runtime, FoundationEssentials and the C++
# library statically and, where Debian ships static
# archives, libpng, zlib, FreeType (with FreeType's own dependencies), ICU, libxml2 and OpenSSL's
# libcrypto too, and HarfBuzz, compiled from its source. ICU's data is
# trimmed to the break rules and dictionaries that text layout opens and the plural rules and likely
# subtags that string catalogs use (1 MB of its 31 MB), and checked
# to answer as the full data does (Scripts/icu-data-check.c). The binary loads only the C
# library, libm and libgcc_s, and has no run path: the release stops if it would load any other
# shared library (link it statically instead). The bundle:
#
#   otp-render-<version>-linux-<arch>/
#     bin/otp-render
#     share/otp-render/Fonts/        the bundled fonts and their licences
#     README                         how to run it, and what it still loads dynamically
#     LICENSE                        OTPRender's licence
#     THIRD-PARTY-NOTICES            the licences of what is linked into bin/otp-render
#
# The archive is reproducible: files sorted, owner 0, every time the commit's time, xz at its
# tightest on one thread (its blocks then do not depend on the machine's cores; 28 % smaller
# than gzip -9, at 20 s of packing; `tar -xJf` unpacks it, with the xz-utils every Debian
# and Ubuntu system has). Needs Swift, git, pkg-config, libpng-dev, libfreetype-dev,
# libicu-dev, libxml2-dev, libssl-dev (and their static archives, which those packages ship, and ICU's
# icupkg and genccode, which libicu-dev brings), libharfbuzz-dev, binutils, a C compiler and dpkg.
set -euo pipefail
command -v xz >/dev/null || { echo "release: xz packs the archive and is missing (apt-get install xz-utils)" >&2; exit 1; }
trap 'echo "release: failed at line $LINENO: $BASH_COMMAND" >&2' ERR

repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$repository/.build-release
output=$(mkdir -p "${1:-$work/dist}" && cd "${1:-$work/dist}" && pwd)

version=$(sed -n 's/^    package static let version = "\(.*\)"$/\1/p' "$repository/Sources/OTPRendering/BuildStamp.swift")
commit=$(git -C "$repository" rev-parse --short=12 HEAD)
commit_time=$(git -C "$repository" log -1 --format=%ct HEAD)
arch=$(uname -m)
name=otp-render-$version-linux-$arch
[ -n "$version" ] || { echo "release: no version found in Sources/OTPRendering/BuildStamp.swift" >&2; exit 1; }
changed=$(git -C "$repository" status --porcelain -- Package.swift Sources Fonts LICENSE)
if [ -n "$changed" ]; then
    echo "release: the working tree differs from commit $commit in what a release is built from:" >&2
    echo "$changed" >&2
    echo "release: commit or stash these changes, so that the release is the commit it names" >&2
    exit 1
fi

# (Pipelines here read their input to the end: under pipefail, a reader that stops early
# would fail the writer with SIGPIPE now and then.)

# The Debian package that provides a file (by its path as dpkg knows it, or its real path).
package_of() {
    { dpkg -S "$1" 2>/dev/null || dpkg -S "$(readlink -f "$1")"; } | sed -n '1s/:.*//p'
}

# One licence section of THIRD-PARTY-NOTICES: a heading and the text of a file.
notice() {
    printf '\n%s\n%s\n\n' "$1" "$(printf '%*s' ${#1} '' | tr ' ' '=')"
    cat "$2"
}

# The licences of what bin/otp-render holds, linked statically: the Swift runtime, each Swift
# package it is built with (SwiftNIO and those it needs, swift-extras-base64), and each C and
# C++ archive (ICU's data among them, trimmed), with its Debian package's copyright file.
notices() {
    echo "bin/otp-render contains the following software, linked statically, under these licences."
    local toolchain checkout licence
    toolchain=$(dirname "$(readlink -f "$(command -v swift)")")/..
    notice "The Swift standard library and runtime (swift.org)" "$toolchain/share/swift/LICENSE.txt"
    for checkout in "$repository"/.build/checkouts/*/; do
        licence=$(ls "$checkout" | grep -m1 -E '^LICEN[CS]E(\.txt|\.md)?$') || { echo "release: $checkout has no licence file" >&2; exit 1; }
        notice "The Swift package $(basename "$checkout")" "$checkout$licence"
        for licence in "$checkout"NOTICE "$checkout"NOTICE.txt; do
            if [ -f "$licence" ]; then echo; cat "$licence"; fi
        done
    done
    local archive package
    for archive in "$work"/static-libs/*.a; do
        if [ "$(basename "$archive")" = libharfbuzz.a ]; then
            # Compiled here from HarfBuzz's source, the version of Debian's package (its licence).
            notice "libharfbuzz.a, HarfBuzz $harfbuzz_version compiled from its source" "/usr/share/doc/libharfbuzz0b/copyright"
            continue
        fi
        # A link to the system's archive, or an archive made here from one in $libdir (ICU's data).
        package=$(package_of "$(if [ -L "$archive" ]; then readlink -f "$archive"; else echo "$libdir/$(basename "$archive")"; fi)")
        notice "$(basename "$archive"), from Debian's $package $(dpkg-query -W -f='${Version}' "$package")" \
            "/usr/share/doc/$package/copyright"
    done
}

# Whether a shared library is one every Debian and Ubuntu system has (the C and C++
# runtimes and the loader), which the bundle does not carry.
is_system_library() {
    case $1 in
        linux-vdso.so.*|ld-linux*|libc.so.*|libm.so.*|libdl.so.*|librt.so.*|libpthread.so.*|libstdc++.so.*|libgcc_s.so.*) return 0 ;;
        *) return 1 ;;
    esac
}

# Stops the release when the binary would load a shared library that is not the system's:
# the bundle carries none (each is linked statically) and the binary has no run path.
check_self_contained() {
    local line library others=()
    ldd "$1" > "$work/ldd.txt"
    while read -r line; do
        library=${line%% *}
        is_system_library "${library##*/}" || others+=("$library")
    done < "$work/ldd.txt"
    [ ${#others[@]} -eq 0 ] || { echo "release: bin/otp-render would load ${others[*]}; link it statically" >&2; exit 1; }
    [ -z "$(readelf -d "$1" | grep -E '\((RPATH|RUNPATH)\)')" ] || { echo "release: bin/otp-render has a run path" >&2; exit 1; }
}

# Nothing here uses Swift's regular-expression engine (OTPTextSearch finds and replaces text):
# one call that brings it in (`split(separator:)` with a string, `contains`, `replacing`,
# `firstRange(of:)` or `ranges(of:)` on strings) links _StringProcessing and _RegexParser,
# 870 KiB of the binary. Read from the unstripped binary's symbols.
check_no_regex_engine() {
    local users
    users=$(nm "$1" | grep -c -E '17_StringProcessing|12_RegexParser' || true)
    [ "$users" -eq 0 ] || { echo "release: bin/otp-render links Swift's regular-expression engine ($users symbols of" \
        "_StringProcessing and _RegexParser): a string search of the standard library's is called where OTPTextSearch's would do" \
        "(nm -u on the build's objects names the caller)" >&2; exit 1; }
}

# The bundle's README: what it is, how to run it, and the shared libraries it still needs
# with the Debian and Ubuntu packages that provide them.
readme() {
    local needed=() library path package
    for library in $(readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
        is_system_library "$library" || continue
        path=$(ldconfig -p | awk -v name="$library" '$1 == name && !found { print $NF; found = 1 }')
        package=$(package_of "$path")
        needed+=("  $library  (Debian/Ubuntu package: ${package:-unknown})")
    done
    # The newest symbol versions the binary asks of the C and C++ libraries.
    local glibc glibcxx
    glibc=$(objdump -T "$1" | grep -o 'GLIBC_[0-9.]*' | sort -V -u | tail -n 1 | cut -d_ -f2)
    glibcxx=$(objdump -T "$1" | { grep -o 'GLIBCXX_[0-9.]*' || true; } | sort -V -u | tail -n 1 | cut -d_ -f2)
    local requirement="glibc $glibc or later"
    [ -z "$glibcxx" ] || requirement+=" and a libstdc++ with GLIBCXX_$glibcxx"
    local title="otp-render $version (commit $commit), for Linux on $arch"
    printf '%s\n%s\n\n' "$title" "$(printf '%*s' ${#title} '' | tr ' ' '=')"
    cat <<END
otp-render renders verification-code input fields (OTP, SMS code, PIN, payment password)
to pixel-exact PNG images: the same spec gives the same pixels on every machine.

Run it from anywhere: it finds its fonts in share/otp-render/Fonts beside bin/.

    export PATH="\$PWD/$name/bin:\$PATH"
    otp-render render --preset boxed -o field.png
    otp-render presets
    otp-render --help
    otp-render doctor            # what runs: versions, libraries, fonts

What bin/otp-render still loads from the system (every Debian and Ubuntu installation has
these packages; nothing else is needed, not even a Swift toolchain):

$(printf '%s\n' "${needed[@]}")

It needs $requirement (Debian 12 and Ubuntu 22.04 have it; older systems do not).

The Swift runtime, FoundationEssentials, the C++ library, libpng, zlib, FreeType, HarfBuzz,
ICU, libxml2 and OpenSSL's libcrypto (SHA-256 alone) are inside bin/otp-render. Their licences are in
THIRD-PARTY-NOTICES, the fonts' in share/otp-render/Fonts. OTPRender itself is under the Apache License 2.0 (LICENSE).
END
}

echo "== static C libraries"
# A folder that holds only the C libraries' static archives (and those of their own
# dependencies), searched before the system's at the link: the linker then takes libpng16.a
# for -lpng16, and so on, and the libraries those archives need are named after them. A
# library without an archive stays dynamic (listed in the README).
libdir=$(pkg-config --variable=libdir libpng)
rm -rf "$work/static-libs"
mkdir -p "$work/static-libs"
static_libraries=()
for module in freetype2 libpng icu-uc icu-i18n libxml-2.0 libcrypto; do
    libs=$(pkg-config --static --libs-only-l "$module")
    for flag in $libs; do
        static_libraries+=("$flag")
        case ${flag#-l} in m|c|dl|pthread|rt) continue ;; esac  # the C library stays shared
        if [ -f "$libdir/lib${flag#-l}.a" ]; then ln -sf "$libdir/lib${flag#-l}.a" "$work/static-libs/"; fi
    done
done
# ICU's data, trimmed: what text layout opens (the root locale's line and character break
# rules, and the dictionaries that line breaking uses for Thai, Lao, Khmer and Burmese) and
# what string catalogs need (CLDR's plural rules and ranges, and the likely subtags that give a
# language its script and so its direction), the numbering systems' digits, and the locale
# data of the languages where some locale writes numbers in other digits than 0-9 (`digits:
# "locale"`: ar, fa, bn, …; every other locale falls back to the root's latn) in place of the
# 31 MB of every locale's data. Bidi, scripts and character properties are compiled into
# ICU's code. The check program answers the same with the full data and with the trimmed
# data (for every locale's numbering system too), or the release stops.
trim_icu_data() {
    local data=$work/icu-data object name
    rm -rf "$data"
    mkdir -p "$data/extracted"
    object=$(ar t "$libdir/libicudata.a")               # icudt72l_dat.o
    name=${object%_dat.o}                                 # icudt72l
    (cd "$data/extracted" && ar x "$libdir/libicudata.a" "$object")
    objcopy -O binary --only-section=.rodata "$data/extracted/$object" "$data/$name.dat"
    local expected
    expected=$((16#$(nm -S --defined-only "$data/extracted/$object" | awk '$3 == "R" { print $2 }')))
    [ "$(stat -c %s "$data/$name.dat")" = "$expected" ] || { echo "release: $object is not one data symbol" >&2; exit 1; }
    icupkg -l "$data/$name.dat" > "$data/items.txt"
    local shim=$repository/Sources/COTPTextShim check=$repository/Scripts/icu-data-check.c
    cc -O1 -I"$shim/include" "$check" "$shim/otp_text.c" "$shim/otp_locale.c" $(pkg-config --libs icu-i18n icu-uc) -o "$data/check-full"
    grep -E '^[a-z]{2,3}(_[A-Za-z0-9]+)*\.res$' "$data/items.txt" | sed 's/\.res$//' > "$data/locales.txt"
    local languages
    languages=$("$data/check-full" --numbering "$data/locales.txt" | awk '$2 != "latn" { sub(/-.*/, "", $1); print $1 }' | sort -u | paste -sd '|')
    [ -n "$languages" ] || { echo "release: ICU names no locale with digits of its own" >&2; exit 1; }
    {
        printf '%s\n' brkitr/res_index.res brkitr/root.res brkitr/line.brk brkitr/char.brk \
            brkitr/thaidict.dict brkitr/laodict.dict brkitr/khmerdict.dict brkitr/burmesedict.dict \
            plurals.res pluralRanges.res likelySubtags.res numberingSystems.res root.res pool.res
        grep -E "^($languages)(_[A-Za-z0-9]+)*\.res\$" "$data/items.txt"
    } > "$data/kept.txt"
    grep -vxF -f "$data/kept.txt" "$data/items.txt" > "$data/removed.txt"
    icupkg --ignore-deps -r "$data/removed.txt" "$data/$name.dat" > "$data/icupkg.log" 2>&1
    genccode -a gcc -e "${name%?}" -d "$data" "$data/$name.dat" > /dev/null   # the entry point: icudt72_dat
    cc -c "$data/${name}_dat.S" -o "$data/${name}_dat.o"
    rm -f "$work/static-libs/libicudata.a"
    ar rcs "$work/static-libs/libicudata.a" "$data/${name}_dat.o"
    echo "ICU data: $(wc -l < "$data/kept.txt") of $(wc -l < "$data/items.txt") items, $(($(stat -c %s "$data/$name.dat") / 1024)) KiB"

    cc -O1 -I"$shim/include" "$check" "$shim/otp_text.c" "$shim/otp_locale.c" "$work/static-libs/libicui18n.a" \
        "$work/static-libs/libicuuc.a" "$work/static-libs/libicudata.a" -lstdc++ -lm -lpthread -o "$data/check-trimmed"
    "$data/check-full" "$data/locales.txt" > "$data/full.txt"
    "$data/check-trimmed" "$data/locales.txt" > "$data/trimmed.txt"
    cmp -s "$data/full.txt" "$data/trimmed.txt" ||
        { echo "release: ICU answers differently with the trimmed data (diff $data/full.txt $data/trimmed.txt)" >&2; exit 1; }
}
trim_icu_data

# The C++ library too (the Swift runtime and ICU use it): its 2 MB shared object took a
# tenth of a start's page faults to map and bind, for the 70 KB of it in use.
cxx_archive=$(cc -print-file-name=libstdc++.a)
[ -f "$cxx_archive" ] || { echo "release: no libstdc++.a (Debian's libstdc++-12-dev has it)" >&2; exit 1; }
ln -sf "$cxx_archive" "$work/static-libs/libstdc++.a"
cc -O2 -c "$repository/Scripts/arc4random.c" -o "$work/arc4random.o"   # keeps glibc 2.35 enough

# HarfBuzz, static too, compiled from its source by Scripts/static-harfbuzz.sh (kept in
# $work once compiled).
harfbuzz_archive=$("$repository/Scripts/static-harfbuzz.sh")
harfbuzz_version=$(pkg-config --modversion harfbuzz)
ln -sf "$harfbuzz_archive" "$work/static-libs/libharfbuzz.a"
ls "$work/static-libs"

echo "== the package's build, linked with a static Swift runtime"
# The build the tests run, made or brought up to date (nothing is compiled when Scripts/test
# built this commit), then otp-render linked again from its objects with the Swift runtime
# and the C libraries' archives (Scripts/static-link.py). Without a run path: with one, the
# loader looked for libc, libm and libgcc_s in twenty folders of the bundle before the
# system's, at every start. Linked for a fixed address (-no-pie), with the C++ library taken
# again at the end (ICU's archive, which comes after the runtime's -lstdc++, needs it), and
# exporting no symbols (the static runtime's link arguments ask for -export-dynamic, which
# names functions in a crash's backtrace): every start then skips 66,000 relocations, the
# copy of each page they write and a 15,000-symbol table, which were 40 % of `--version`'s
# page faults (Benchmarks/startup.sh; the shared libraries are still placed at random).
source "$repository/Scripts/test-build.sh"
(cd "$repository" && swift build "${test_build_flags[@]}" --product otp-render)
binary=$work/otp-render
"$repository/Scripts/static-link.py" "$repository/.build/release.yaml" otp-render "$binary" "$work/static-libs" \
    "${static_libraries[@]}" -Xlinker -no-pie -Xlinker --no-export-dynamic -Xlinker -lstdc++ -Xlinker "$work/arc4random.o"
# The commit, written into the section that COTPBuildStamp reads (`--version`, `doctor`).
printf '%s' "$commit" | head -c 15 > "$work/commit.bin"
truncate -s 16 "$work/commit.bin"
objcopy --update-section .otp_build_commit="$work/commit.bin" "$binary"

echo "== bundle $name"
bundle=$output/$name
rm -rf "$bundle" "$bundle.tar.gz" "$bundle.tar.gz.sha256" "$bundle.tar.xz" "$bundle.tar.xz.sha256"
mkdir -p "$bundle/bin" "$bundle/share/otp-render/Fonts"
check_no_regex_engine "$binary"
install -m 755 "$binary" "$bundle/bin/otp-render"
strip "$bundle/bin/otp-render"
check_self_contained "$bundle/bin/otp-render"
install -m 644 "$repository"/Fonts/*.otf "$repository"/Fonts/*.ttf "$repository"/Fonts/LICENSE-*.txt \
    "$repository/Fonts/README.md" "$bundle/share/otp-render/Fonts/"
install -m 644 "$repository/LICENSE" "$bundle/LICENSE"
notices > "$bundle/THIRD-PARTY-NOTICES"
readme "$bundle/bin/otp-render" > "$bundle/README"

echo "== archive"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$commit_time" \
    -C "$output" -cf - "$name" | xz -9e -T1 > "$bundle.tar.xz"
(cd "$output" && sha256sum "$name.tar.xz" > "$name.tar.xz.sha256")

archive_bytes=$(stat -c %s "$bundle.tar.xz")
unpacked_bytes=$(du -sb "$bundle" | cut -f1)
binary_bytes=$(stat -c %s "$bundle/bin/otp-render")
echo "release: $bundle.tar.xz"
echo "release: archive $((archive_bytes / 1024)) KiB, unpacked $((unpacked_bytes / 1024)) KiB (bin/otp-render $((binary_bytes / 1024)) KiB)"
echo "release: sha256 $(cut -d' ' -f1 "$bundle.tar.xz.sha256")"
