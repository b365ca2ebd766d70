#!/usr/bin/env bash
# `otp-render goldens verify` over this repository's Goldens, two ways: against the golden
# PNGs (a copy without goldens.lock), and against goldens.lock alone (a copy without the
# golden PNGs; the images specs read stay). Prints the median wall time of each (RUNS runs,
# default 7), on the machine's cores, as CI runs it (CI=1: nothing is written).
set -euo pipefail
RUNS=${RUNS:-7}
source "$(dirname "$0")/batch-timing.sh"

cp -r "$root/Goldens" "$work/png"
rm -f "$work/png/goldens.lock"
cp -r "$root/Goldens" "$work/lock"
[ -f "$work/lock/goldens.lock" ] || CI=1 "$bin" goldens lock "$work/lock" --report "$work/report" --quiet --fonts "$root/Fonts"
find "$work/lock" \( -name '*@*x.png' -o -path '*x/frame-*.png' \) -delete

# The wall time of one verify of `$work/$1`, in microseconds.
time_verify() {
    local start end
    start=$(date +%s%N)
    CI=1 "$bin" goldens verify "$work/$1" --report "$work/report" --quiet --fonts "$root/Fonts"
    end=$(date +%s%N)
    echo $(((end - start) / 1000))
}

: >"$work/png-times"; : >"$work/lock-times"
for ((run = 1; run <= runs; run++)); do
    time_verify png >>"$work/png-times"
    time_verify lock >>"$work/lock-times"
done
echo "goldens verify Goldens ($(find "$work/png" \( -name '*@*x.png' -o -path '*x/frame-*.png' \) | wc -l) goldens), median of $runs runs"
awk -v p="$(median <"$work/png-times")" -v l="$(median <"$work/lock-times")" 'BEGIN {
    printf "%-28s %10.0f ms\n", "against the PNGs", p / 1000
    printf "%-28s %10.0f ms\n", "against goldens.lock alone", l / 1000
}'
