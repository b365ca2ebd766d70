#!/usr/bin/env bash
# Tests the release bundle on a machine that has never seen Swift: a minimal Debian 12 root
# made by debootstrap (cached in .build-release/debian-12, so a rerun takes seconds), with the
# bundle unpacked in it and nothing else installed. In a chroot there, otp-render renders,
# runs a batch, draws a sheet, compares, verifies the repository's Goldens (every image
# must match its golden exactly) and serves a preview page. It prints the bundle's size and its
# unpacked size, failing when either is over its budget, and the static binary's start-up times.
#
# Usage: Scripts/test-release.sh [BUNDLE.tar.xz]    (default: builds one with Scripts/release.sh)
#        Scripts/test-release.sh --root-only        (only makes the Debian root, e.g. while
#                                                    something else builds)
#
# Needs root (debootstrap, chroot, mounting /proc). Where that or debootstrap cannot run, it
# says why and exits 0 (skipped). Set DEBIAN_MIRROR to use another mirror.
set -euo pipefail

repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
scripts="$repository/Scripts"
work=$repository/.build-release
root=$work/debian-12
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

skip() { echo "test-release: SKIP: $*"; exit 0; }
fail() { echo "test-release: FAIL: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || skip "needs root for debootstrap and chroot"
mkdir -p "$work"

echo "== a Debian 12 root without Swift"
if [ ! -f "$root/.complete" ]; then
    if ! command -v debootstrap >/dev/null; then
        command -v apt-get >/dev/null || skip "debootstrap is not installed and there is no apt-get"
        { "$scripts/apt.sh" apt-get update && "$scripts/apt.sh" apt-get install -y debootstrap; } >/dev/null || skip "debootstrap could not be installed"
    fi
    rm -rf "$root.partial"
    start=$(date +%s)
    debootstrap --variant=minbase bookworm "$root.partial" "$mirror" >"$work/debootstrap.log" 2>&1 ||
        skip "debootstrap could not make a Debian 12 root from $mirror (see $work/debootstrap.log)"
    rm -rf "$root"
    mv "$root.partial" "$root"
    touch "$root/.complete"
    echo "made $root in $(($(date +%s) - start)) s"
else
    echo "cached: $root"
fi
[ "${1:-}" = --root-only ] && exit 0

# A release is the commit it names: one from a working tree with a change to what it is built
# from is refused, before anything is built, with the change named (tried on a scratch clone).
refused_release() {
    local clone status=0
    clone=$(mktemp -d)
    git clone -q "$repository" "$clone/repository" || return 1
    echo "// changed" >> "$clone/repository/Package.swift"
    "$clone/repository/Scripts/release.sh" "$clone/dist" >"$clone/out.txt" 2>&1 || status=$?
    [ "$status" = 1 ] && grep -q "differs from commit" "$clone/out.txt" && grep -q "M Package.swift" "$clone/out.txt" &&
        [ -z "$(ls -A "$clone/dist" 2>/dev/null)" ]
    status=$?
    rm -rf "$clone"
    return "$status"
}

bundle=${1:-}
if [ -z "$bundle" ]; then
    refused_release || fail "Scripts/release.sh did not refuse a working tree with a change to Package.swift"
    echo "PASS  a release from a changed working tree is refused, the change named"
    "$repository/Scripts/release.sh" >"$work/release.log" 2>&1 || { tail -n 30 "$work/release.log"; fail "Scripts/release.sh failed"; }
    bundle=$(sed -n 's/^release: \(.*\.tar\.xz\)$/\1/p' "$work/release.log")
fi
[ -f "$bundle" ] || fail "no bundle at $bundle"
(cd "$(dirname "$bundle")" && sha256sum --quiet -c "$(basename "$bundle").sha256") || fail "$bundle does not match its .sha256"
name=$(basename "$bundle" .tar.xz)

# Inside the root: the bundle, the Goldens, and nothing of this machine's.
test_dir=$root/opt/otp-test
rm -rf "$test_dir"
mkdir -p "$test_dir"
tar -xJf "$bundle" -C "$test_dir"
cp -a "$repository/Goldens" "$test_dir/Goldens"
mount -t proc proc "$root/proc"
trap 'umount "$root/proc"; rm -rf "$test_dir"' EXIT

# Runs a command in the chroot, as a user's shell would, with only the bundle on PATH.
in_root() {
    chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 PATH="/opt/otp-test/$name/bin:/usr/bin:/bin" \
        /bin/sh -c "cd /opt/otp-test && $1"
}

passed=0
# check WHAT COMMAND: runs COMMAND (a line of this shell) and stops at the first failure.
check() {
    if eval "$2"; then
        echo "PASS  $1"
        passed=$((passed + 1))
    else
        fail "$1"
    fi
}

echo "== in the chroot"
check "no Swift toolchain or runtime in the root" \
    '! chroot "$root" /bin/sh -c "command -v swift" && [ -z "$(find "$root" \( -path "$root/proc" -o -path "$test_dir" \) -prune -o -name "libswiftCore*" -print)" ]'
check "--version names the release" '[[ "$(in_root "otp-render --version")" =~ ^[0-9.]+\ \(commit\ [0-9a-f]+\)$ ]]'
check "doctor: every bundled font loads, shared objects only the C library's" \
    'in_root "otp-render doctor" >"$work/doctor.txt" && grep -q "HarfBuzz" "$work/doctor.txt" && [ -z "$(grep "^  /" "$work/doctor.txt" | grep -v "/lib\(c\|m\|stdc++\|gcc_s\)\.so\|/ld-linux")" ]'
check "render a spec: the image equals its golden" \
    'in_root "otp-render render Goldens/boxed/boxed-empty.json -o field.png && otp-render compare Goldens/boxed/boxed-empty@2x.png field.png"'
check "render the quick start's example with the defaults" 'in_root "otp-render render --preset boxed -o boxed.png && test -s boxed.png"'

# A batch of the golden specs of one style, whose outputs must equal the goldens.
manifest=$test_dir/grid.json
{
    printf '{"items": [\n'
    separator=""
    for spec in "$repository"/Goldens/grid/*.json; do
        printf '%s{"name": "%s", "spec": %s}\n' "$separator" "$(basename "$spec" .json)" "$(cat "$spec")"
        separator=","
    done
    printf ']}\n'
} >"$manifest"
check "batch the grid goldens' specs: every image equals its golden" \
    'in_root "otp-render batch grid.json -o out --quiet && for g in Goldens/grid/*@2x.png; do n=\${g##*/}; otp-render compare \$g out/\${n%@2x.png}.png >/dev/null || exit 1; done"'
check "sheet: equals the sheet golden" \
    'in_root "otp-render sheet Goldens/sheets/boxed.json -o sheet.png && otp-render compare Goldens/sheets/boxed@1x.png sheet.png"'
check "goldens verify: every golden of the repository matches exactly" \
    'in_root "otp-render goldens verify Goldens --report report --junit junit.xml >verify.txt" && grep -q " 0 failed" "$test_dir/verify.txt"'
sed -n 's/^[0-9]* goldens: /goldens: /p' "$test_dir/verify.txt"

# The preview's server on the loopback address, asked for its page over bash's /dev/tcp (the
# root has no HTTP client), then stopped with Ctrl-C's signal.
cat >"$test_dir/preview-check.sh" <<'SCRIPT'
otp-render preview Goldens/boxed/boxed-empty.json >preview.txt &
pid=$!
for _ in $(seq 100); do grep -q "token=" preview.txt && break; sleep 0.05; done
[[ "$(cat preview.txt)" =~ 127\.0\.0\.1:([0-9]+)/\?token=([0-9a-f]+) ]] || exit 1
port=${BASH_REMATCH[1]} token=${BASH_REMATCH[2]}
exec 3<>"/dev/tcp/127.0.0.1/$port"
printf 'GET /?token=%s HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nConnection: close\r\n\r\n' "$token" "$port" >&3
grep -q "<title>Preview: Goldens/boxed/boxed-empty.json</title>" <&3 || exit 1
kill -INT "$pid" && wait "$pid"
SCRIPT
check "preview: its page is served on 127.0.0.1, and Ctrl-C stops it" 'in_root "bash preview-check.sh"'

echo "== figures"
archive_kib=$(($(stat -c %s "$bundle") / 1024))
unpacked_kib=$(($(du -sb "$test_dir/$name" | cut -f1) / 1024))
echo "bundle $archive_kib KiB, unpacked $unpacked_kib KiB"
# Budgets, so the bundle cannot grow unseen: today's sizes with a little room, lowered as the
# bundle shrinks (docs/performance.md, "The release bundle's bytes", says where they go).
archive_budget_kib=$((10 * 1024)) unpacked_budget_kib=$((29 * 1024 + 512))
[ "$archive_kib" -le "$archive_budget_kib" ] ||
    fail "the archive is $archive_kib KiB, over its budget of $archive_budget_kib KiB (Scripts/release-sizes.py says where the bytes are)"
[ "$unpacked_kib" -le "$unpacked_budget_kib" ] ||
    fail "the bundle unpacks to $unpacked_kib KiB, over its budget of $unpacked_budget_kib KiB (Scripts/release-sizes.py says where the bytes are)"
echo "PASS  within the size budgets: archive $archive_kib of $archive_budget_kib KiB, unpacked $unpacked_kib of $unpacked_budget_kib KiB"
# Start-up: the first run after the binary is read from disk anew, then the median of 11.
sync
echo 3 >/proc/sys/vm/drop_caches 2>/dev/null || echo "(page cache not dropped: the first run may be warm)"
times=()
for _ in $(seq 12); do
    start=$(date +%s%N)
    in_root "otp-render render --preset boxed -o boxed.png"
    times+=($((($(date +%s%N) - start) / 1000000)))
done
median=$(printf '%s\n' "${times[@]:1}" | sort -n | sed -n 6p)
echo "render --preset boxed: first run ${times[0]} ms, then a median of $median ms (chroot and shell included)"
echo "test-release: $passed checks passed"
