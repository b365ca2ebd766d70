#!/usr/bin/env bash
# `otp-render serve --stdio` against `otp-render batch --jobs 1` on the same field, and the
# service's memory over many requests:
#   - throughput: 10,000 render requests of the boxed preset at 2x written through one pipe
#     (the responses read to the end, as a client does), and a batch of the same 10,000
#     items writing files; images per second of each, median of RUNS runs;
#   - memory: the service's peak RSS over 1,000 and over 100,000 requests; the difference is
#     what 99,000 more requests added;
#   - latency: one request at a time, hello against a round trip through cat, and the Python
#     package's one-call-at-a-time rate (Benchmarks/service-latency.py), then the npm
#     package's (Benchmarks/node.sh, when dist/ holds the package).
#
# Usage: Benchmarks/service.sh            (RUNS=5 for more runs; TMPDIR=/dev/shm to keep the
#                                          batch's files off the disk)
set -euo pipefail

runs=${RUNS:-3}
items=10000
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release --product otp-render >&2)
bin=$(cd "$root" && swift build -c release --show-bin-path)/otp-render
spec='{"preset": "boxed", "value": "1234", "scale": 2}'

# COUNT render requests, one a line.
requests() {
    awk -v count="$1" -v spec="$spec" 'BEGIN { for (i = 1; i <= count; i++) printf "{\"id\": %d, \"op\": \"render\", \"spec\": %s}\n", i, spec }'
}
requests "$items" >"$work/requests.jsonl"
{
    printf '{"items": [\n'
    awk -v count="$items" -v spec="$spec" 'BEGIN { for (i = 1; i <= count; i++) printf "%s{\"name\": \"f%d\", \"spec\": %s}\n", (i > 1 ? "," : ""), i, spec }'
    printf ']}\n'
} >"$work/manifest.json"

# Wall time of a command in microseconds.
micros() {
    local start end
    start=$(date +%s%N)
    "$@"
    end=$(date +%s%N)
    echo $(((end - start) / 1000))
}

# The median of the numbers on standard input.
median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

serve_all() { "$bin" serve --stdio --fonts "$root/Fonts" <"$work/requests.jsonl" | cat >/dev/null; }
batch_all() {
    rm -rf "$work/out"
    "$bin" batch "$work/manifest.json" -o "$work/out" --jobs 1 --quiet --fonts "$root/Fonts"
}

serve_all
answers=$("$bin" serve --stdio --fonts "$root/Fonts" <"$work/requests.jsonl" | grep -ac '"ok": true' || true)
if ((answers != items)); then echo "service.sh: $answers successful answers, expected $items" >&2; exit 1; fi
echo "otp-render serve --stdio against batch --jobs 1: $items boxed fields at 2x, median of $runs runs, $(nproc) cores"
serve_us=$(for ((r = 0; r < runs; r++)); do micros serve_all; done | median)
batch_us=$(for ((r = 0; r < runs; r++)); do micros batch_all; done | median)
awk -v s="$serve_us" -v b="$batch_us" -v n="$items" 'BEGIN {
    printf "%-28s %8.2f s %8.0f images/s\n", "serve --stdio (one pipe)", s / 1e6, n / (s / 1e6)
    printf "%-28s %8.2f s %8.0f images/s\n", "batch --jobs 1 (files)", b / 1e6, n / (b / 1e6)
    printf "service / batch: %.0f %%\n", 100 * b / s
}'

# Peak RSS in KiB of the service over COUNT requests.
peak_rss() {
    requests "$1" | /usr/bin/time -f %M -o "$work/rss" "$bin" serve --stdio --fonts "$root/Fonts" >/dev/null
    cat "$work/rss"
}
small=$(peak_rss 1000)
large=$(peak_rss 100000)
awk -v s="$small" -v l="$large" 'BEGIN {
    printf "peak RSS: %.1f MiB after 1,000 requests, %.1f MiB after 100,000: %+.1f MiB\n", s / 1024, l / 1024, (l - s) / 1024
}'

# One request at a time: hello's round trip beside the pipe's own (cat), and the Python
# package's Renderer.render one call at a time.
python3 "$root/Benchmarks/service-latency.py" "$bin"
# And the npm package's awaited Renderer.render, one call at a time, beside batch --jobs 1 of
# its own bundle (Benchmarks/node.sh, with the package Scripts/package-npm.sh put in dist/).
if compgen -G "$root/dist/otp-render-*.tgz" >/dev/null; then
    "$root/Benchmarks/node.sh"
else
    echo "npm package: not measured (no dist/otp-render-*.tgz; Scripts/package-npm.sh makes it)"
fi
