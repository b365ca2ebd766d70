#!/usr/bin/env bash
# `otp-render goldens verify` over this repository's Goldens with a render cache (--cache):
# the first verify, into an empty cache, and a second one, with the cache it left. Prints
# the median wall time of each (RUNS pairs, default 7), beside a verify without a cache, on
# the machine's cores, as CI runs it (CI=1: nothing is written but the cache).
set -euo pipefail
RUNS=${RUNS:-7}
source "$(dirname "$0")/batch-timing.sh"

# The wall time of one verify of the Goldens, in microseconds, with the arguments given.
time_verify() {
    local start end
    start=$(date +%s%N)
    CI=1 "$bin" goldens verify "$root/Goldens" --report "$work/report" --quiet --fonts "$root/Fonts" "$@"
    end=$(date +%s%N)
    echo $(((end - start) / 1000))
}

: >"$work/none-times"; : >"$work/first-times"; : >"$work/second-times"
for ((run = 1; run <= runs; run++)); do
    time_verify >>"$work/none-times"
    rm -rf "$work/cache"
    time_verify --cache "$work/cache" >>"$work/first-times"
    time_verify --cache "$work/cache" >>"$work/second-times"
done
echo "goldens verify Goldens ($(find "$root/Goldens" \( -name '*@*x.png' -o -path '*x/frame-*.png' \) | wc -l) goldens), median of $runs runs"
awk -v n="$(median <"$work/none-times")" -v f="$(median <"$work/first-times")" -v s="$(median <"$work/second-times")" 'BEGIN {
    printf "%-34s %10.0f ms\n", "without a cache", n / 1000
    printf "%-34s %10.0f ms\n", "first, into an empty cache", f / 1000
    printf "%-34s %10.0f ms  (%.0f %% of the first)\n", "second, with the cache warm", s / 1000, 100 * s / f
}'
