#!/usr/bin/env bash
# The preset gallery, docs/gallery.md and docs/gallery/NAME.png: every preset as
# `otp-render render --preset NAME --value 1234 --scale 2` draws it, with its summary from
# `otp-render presets`.
#
# Usage: Scripts/gallery.sh           # draws the gallery again (after changing a preset)
#        Scripts/gallery.sh --check   # exits 1, naming each stale, missing or extra file,
#                                     # when the gallery is not what the presets draw (CI)
#
# Uses .build/debug/otp-render (built first when missing), or the binary in $OTP_RENDER.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

check=false
case "${1:-}" in
    --check) check=true ;;
    "") ;;
    *) echo "usage: Scripts/gallery.sh [--check]" >&2; exit 2 ;;
esac

bin=${OTP_RENDER:-.build/debug/otp-render}
if [ -z "${OTP_RENDER:-}" ] && [ ! -x "$bin" ]; then
    swift build --product otp-render >&2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/gallery"

{
    echo "# Preset gallery"
    echo
    echo "Every preset as \`otp-render render --preset NAME --value 1234 --scale 2\` draws it"
    echo "(\`otp-render presets show NAME\` prints its spec). Drawn by \`Scripts/gallery.sh\`;"
    echo "CI fails when a picture here is not what its preset draws."
    echo
    "$bin" presets list | while read -r name summary; do
        "$bin" render --preset "$name" --value 1234 --scale 2 -o "$work/gallery/$name.png"
        echo "## $name"
        echo
        echo "$summary"
        echo
        echo "![$name](gallery/$name.png)"
        echo
    done
} > "$work/gallery.md"

if ! $check; then
    rm -rf docs/gallery docs/gallery.md
    mv "$work/gallery" docs/gallery
    mv "$work/gallery.md" docs/gallery.md
    echo "docs/gallery.md: $(ls docs/gallery | wc -l) presets"
    exit 0
fi

stale=0
report() { echo "Scripts/gallery.sh: $1 (run Scripts/gallery.sh and commit the result)" >&2; stale=1; }
cmp -s "$work/gallery.md" docs/gallery.md || report "docs/gallery.md is out of date"
for file in "$work"/gallery/*.png; do
    name=$(basename "$file")
    if [ ! -f "docs/gallery/$name" ]; then
        report "docs/gallery/$name is missing"
    elif ! cmp -s "$file" "docs/gallery/$name"; then
        report "docs/gallery/$name is not what its preset draws"
    fi
done
for file in docs/gallery/*; do
    [ -e "$file" ] || continue
    [ -f "$work/gallery/$(basename "$file")" ] || report "$file belongs to no preset"
done
[ "$stale" = 0 ] && echo "docs/gallery.md: up to date"
exit "$stale"
