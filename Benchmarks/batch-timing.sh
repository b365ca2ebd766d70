# Shared by the benchmarks that time two manifests against each other (tokens.sh,
# locales.sh): sourced, with `bin`, `root` and `work` set.

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
