#!/usr/bin/env bash
# Compares otp-render's string and colour readers with the reference tools (Tests/Differential):
# gettext's Plural-Forms with Python's gettext, CLDR plural categories in five formats with
# babel, i18next resources with i18next itself (under Node), colour tokens with coloraide.
# Each part prints its counts and every disagreement; any disagreement fails the step.
# Usage: OTP_RENDER=.build/release/otp-render Scripts/differential.sh
# Needs what Scripts/install-test-tools.sh installs (babel, coloraide, node, libjs-i18next).
# The parts run side by side (each also runs otp-render two or more at a time), so that one
# part's own work fills the gaps in another's; their output is printed part by part.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
OTP_RENDER=$(realpath "${OTP_RENDER:-.build/release/otp-render}")
export OTP_RENDER

parts=(gettext_plurals cldr_plurals i18next_resources colors)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
for part in "${parts[@]}"; do
    { python3 "Tests/Differential/$part.py" >"$logs/$part" 2>&1; echo $? >"$logs/$part.status"; } &
done
wait

passed=0 failed=0 skipped=0
for part in "${parts[@]}"; do
    echo "== $part"
    cat "$logs/$part"
    # The part's closing line: "checks: P passed, F failed[, S skipped]".
    counts=$(grep -E '^checks: [0-9]+ passed, [0-9]+ failed' "$logs/$part" | tail -n 1)
    if [ -n "$counts" ]; then
        read -r p f s < <(sed -E 's/^checks: ([0-9]+) passed, ([0-9]+) failed(, ([0-9]+) skipped)?.*/\1 \2 \4/' <<<"$counts")
        passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + ${s:-0}))
    elif [ "$(cat "$logs/$part.status")" != 0 ]; then
        echo "$part: stopped with exit status $(cat "$logs/$part.status") before it finished"
        failed=$((failed + 1))
    fi
done
echo "== $SECONDS s in all"
echo "$passed passed, $failed failed$( ((skipped)) && echo ", $skipped skipped")"
((failed == 0))
