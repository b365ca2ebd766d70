#!/usr/bin/env bash
# Instructions per image, counted by callgrind: repeatable on any machine and whatever else
# it is doing, so this is what a change to drawing or encoding is judged by (wall-clock
# figures come from `swift package benchmark`).
#
# Usage: Benchmarks/callgrind.sh [676x112|1080x180|signin-block|signin-cells|boxed|ios]
#        STEPS="diff diff-perceptual" Benchmarks/callgrind.sh    # some steps only
#
# Builds InstructionCounts in release and runs each step (a warm draw into the renderer's
# own pixels, a warm encode, both, and a comparison with the field showing "1235" drawing
# the diff image, exact and perceptual) under callgrind twice, LOW and HIGH times; the
# difference of the two totals divided by HIGH - LOW is the exact count of one step,
# without start-up, font loading and warm-up.
set -euo pipefail
scene=${1:-676x112}
low=${LOW:-50}
high=${HIGH:-550}
steps=${STEPS:-draw encode render+encode diff diff-perceptual}
cd "$(dirname "${BASH_SOURCE[0]}")"
# The main package is a path dependency: forget the build plan so that its new source files
# and changed manifest are read again (nothing unchanged is recompiled).
rm -f .build/release.yaml
swift build -c release --product InstructionCounts >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind cannot read the toolchain's compressed DWARF: a copy without debug information
# (symbols kept, so callgrind_annotate still names functions).
bin="$work/InstructionCounts"
strip --strip-debug -o "$bin" "$(swift build -c release --show-bin-path)/InstructionCounts"

# Swift seeds its hashing per process, which moves the mask cache's probes by a few hundred
# instructions from run to run; a fixed seed makes the counts repeat exactly.
export SWIFT_DETERMINISTIC_HASHING=1

# The total instruction count of one run.
instructions() {
    if ! valgrind --tool=callgrind --callgrind-out-file="$work/out" "$bin" "$@" >/dev/null 2>"$work/log"; then
        cat "$work/log" >&2
        exit 1
    fi
    grep -m1 '^summary:' "$work/out" | awk '{ print $2 }'
}

echo "instructions per image, $scene (callgrind, $low and $high runs)"
for step in $steps; do
    a=$(instructions "$step" "$low" "$scene")
    b=$(instructions "$step" "$high" "$scene")
    awk -v a="$a" -v b="$b" -v n=$((high - low)) -v step="$step" \
        'BEGIN { printf "%-16s %10.1f K\n", step, (b - a) / n / 1000 }'
done
