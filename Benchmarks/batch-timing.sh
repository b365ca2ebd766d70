# Shared by the benchmarks that time a manifest against the same images written out
# (tokens.sh, locales.sh), sourced first: sets `runs` (RUNS, default 21), `root`, `work` (a
# temporary folder, removed on exit) and `bin` (the release CLI, built).

runs=${RUNS:-21}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && swift build -c release --product otp-render >&2)
bin=$(cd "$root" && swift build -c release --show-bin-path)/otp-render

# The wall time of one batch of `$work/$1`, in microseconds, on one job.
time_batch() {
    local start end
    rm -rf "$work/out"
    start=$(date +%s%N)
    "$bin" batch "$work/$1" -o "$work/out" --quiet --jobs 1 --fonts "$root/Fonts"
    end=$(date +%s%N)
    echo $(((end - start) / 1000))
}

# The median of the numbers on standard input, one a line.
median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# Times `$1` and `$2` (manifests in `$work`) in turn, `runs` times each; prints their medians
# in microseconds, the first's then the second's.
time_in_turn() {
    : >"$work/first-times"; : >"$work/second-times"
    for ((run = 1; run <= runs; run++)); do
        time_batch "$1" >>"$work/first-times"
        time_batch "$2" >>"$work/second-times"
    done
    echo "$(median <"$work/first-times") $(median <"$work/second-times")"
}

# Renders `$1` (a manifest in `$work` that reads sources) and `$2` (the same images written
# out) and stops unless they draw the same files, byte for byte; then times them in turn and
# prints `$3` (a heading) and a table: `$2`'s median as `$5`, `$1`'s as `$4`, and the speed of
# `$1` against `$2` as `$6`.
race_batches() {
    "$bin" batch "$work/$1" -o "$work/out-sources" --quiet --fonts "$root/Fonts"
    "$bin" batch "$work/$2" -o "$work/out-written" --quiet --fonts "$root/Fonts"
    if ! diff -r "$work/out-sources" "$work/out-written" >/dev/null; then
        echo "$(basename "$0"): $1 and $2 draw different images" >&2
        exit 1
    fi
    local sources written
    read -r sources written < <(time_in_turn "$1" "$2")
    echo "$3"
    awk -v s="$sources" -v w="$written" -v ls="$4" -v lw="$5" -v lr="$6" 'BEGIN {
        printf "%-28s %10.1f ms\n", lw, w / 1000
        printf "%-28s %10.1f ms\n", ls, s / 1000
        printf "%-28s %10.0f %%\n", lr, 100 * w / s
    }'
}
