#!/usr/bin/env bash
# Times `otp-render batch` on 1,000 fields at 2x, as a user runs it: the whole process,
# from its start through font loading to the last PNG written, with 1 and 2 jobs.
#
# Usage: Benchmarks/batch.sh            (RUNS=9 Benchmarks/batch.sh for more runs)
#        TMPDIR=/dev/shm Benchmarks/batch.sh   (images written to memory: no disk in the figures)
#        FORMAT=svg Benchmarks/batch.sh        (the same fields as SVG, or pdf)
#
# Builds the release CLI in the repository root, writes the manifest and the images into a
# temporary folder (removed on exit), runs one untimed warm-up, then RUNS timed runs per job
# count, and prints the median wall time, images per second and the largest peak RSS.
set -euo pipefail

runs=${RUNS:-5}
format=${FORMAT:-png}
items=1000
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release --product otp-render >&2)
bin=$(cd "$root" && swift build -c release --show-bin-path)/otp-render

# 5 styles x 4 states x 2 focus x 5 lengths x 5 values = 1,000 images, all at 2x.
cat >"$work/manifest.json" <<'JSON'
{ "matrix": {
    "style":   ["boxed", "underlined", "grid", "filled", "circle"],
    "state":   ["normal", "error", "success", "disabled"],
    "focused": [true, false],
    "length":  [4, 5, 6, 7, 8],
    "value":   ["", "1", "12", "123", "1234"],
    "scale":   [2] } }
JSON

# Runs a command and prints its wall time in microseconds and its peak RSS in KiB, with
# GNU time if there is one, else with Python's getrusage.
measure() {
    if /usr/bin/time -f %M -o /dev/null true 2>/dev/null; then
        local start end
        start=$(date +%s%N)
        /usr/bin/time -f %M -o "$work/rss" "$@"
        end=$(date +%s%N)
        echo "$(((end - start) / 1000)) $(<"$work/rss")"
    else
        python3 -c '
import resource, subprocess, sys, time
start = time.perf_counter()
subprocess.run(sys.argv[1:], check=True)
print(round((time.perf_counter() - start) * 1e6), resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
' "$@"
    fi
}

# Renders the manifest once with `jobs` jobs into a new folder; checks every image is there.
run_batch() {
    local jobs=$1 out="$work/out"
    rm -rf "$out"
    measure "$bin" batch "$work/manifest.json" -o "$out" --jobs "$jobs" --format "$format" --quiet --fonts "$root/Fonts"
    local written
    written=$(find "$out" -name "*.$format" | wc -l)
    if ((written != items)); then
        echo "batch.sh: --jobs $jobs wrote $written images, expected $items" >&2
        exit 1
    fi
}

# The median of the numbers on standard input.
median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

run_batch 1 >/dev/null
echo "otp-render batch: $items $format images at 2x, $runs runs per row, $(nproc) cores"
printf '%-5s %10s %10s %10s %10s %14s\n' jobs "median s" "min s" "max s" "images/s" "peak RSS MiB"
for jobs in 1 2; do
    : >"$work/results"
    for ((run = 1; run <= runs; run++)); do
        run_batch "$jobs" >>"$work/results"
    done
    micros=$(cut -d' ' -f1 "$work/results" | median)
    awk -v jobs="$jobs" -v median="$micros" -v items="$items" '
        { min = (NR == 1 || $1 < min) ? $1 : min; max = ($1 > max) ? $1 : max; rss = ($2 > rss) ? $2 : rss }
        END { printf "%-5d %10.3f %10.3f %10.3f %10.0f %14.1f\n", jobs, median / 1e6, min / 1e6, max / 1e6, items / (median / 1e6), rss / 1024 }
    ' "$work/results"
done
