#!/usr/bin/env bash
# The completion scripts of `otp-render completions`, loaded into each shell and asked what
# they offer at several points of a command line: bash (with Debian's bash-completion, through
# the function `complete` registered), zsh (the function run with `words` and `CURRENT` set and
# zsh's offering functions recording what they are given) and fish (`complete -C`).
# Scripts/install-test-tools.sh installs the shells; a missing one fails here, naming it.
# Usage: OTP_RENDER=.build/release/otp-render Scripts/test-completions.sh
set -euo pipefail
otp=$(realpath "${OTP_RENDER:-.build/release/otp-render}")
for needed in /usr/share/bash-completion/bash_completion zsh fish; do
    if [[ ! -e $needed ]] && ! command -v "$needed" >/dev/null; then
        echo "test-completions: $needed is missing (Scripts/install-test-tools.sh installs it)" >&2
        exit 1
    fi
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$otp" completions bash >"$scratch/otp-render.bash"
"$otp" completions zsh >"$scratch/_otp_render"
"$otp" completions fish >"$scratch/otp-render.fish"
# Files to complete: two specs, a screenshot and a folder.
mkdir -p "$scratch/work/reports"
touch "$scratch/work/spec.json" "$scratch/work/specs.json" "$scratch/work/shot.png"
cd "$scratch/work"

failures=0
check() {  # check SHELL LINE EXPECTED-WORDS... [-- ABSENT-WORDS...]: what SHELL offers at the end of LINE
    local shell=$1 line=$2 offered word absent=no
    shift 2
    # A folder is offered as fish writes it, `reports/`, or as `reports`.
    offered=$(offers_"$shell" "$line" | sed 's|/$||' | sort -u | tr '\n' ' ')
    for word in "$@"; do
        if [[ $word == -- ]]; then absent=yes; continue; fi
        if [[ $absent == no && " $offered" != *" $word "* ]] || [[ $absent == yes && " $offered" == *" $word "* ]]; then
            echo "FAIL $shell: '$line' offers: $offered($([[ $absent == yes ]] && echo "not ")expected '$word')"
            failures=$((failures + 1))
            return
        fi
    done
    echo "ok   $shell: '$line' -> ${offered:0:100}"
}
offers_bash() {
    bash --norc --noprofile -c '
        source /usr/share/bash-completion/bash_completion
        source "$1"
        read -ra COMP_WORDS <<<"$2"
        [[ $2 == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        function=$(complete -p otp-render | sed "s/.*-F \([^ ]*\) .*/\1/")
        "$function" otp-render "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        printf "%s\n" "${COMPREPLY[@]}"' bash "$scratch/otp-render.bash" "$1"
}
offers_zsh() {
    # The offering functions record what they would offer: _files the files (and folders)
    # that match, `_files -/` the folders, compadd and _describe their words.
    zsh -f -c '
        compdef() { :; }
        compadd() { [[ $1 == -- ]] && shift; print -l -- "$@"; }
        _describe() { local name=${@[-1]}; print -l -- ${${(P)name}%%:*}; }
        _files() { if [[ $1 == -/ ]]; then print -l -- *(/); else print -l -- *; fi; }
        source "$1"
        words=(${=2})
        [[ $2 == *" " ]] && words+=("")
        CURRENT=${#words}
        _otp_render' zsh "$scratch/_otp_render" "$1" | grep -- "^${1##* }" || true
}
offers_fish() {
    fish --no-config -c 'source $argv[1]; complete -C "$argv[2]"' "$scratch/otp-render.fish" "$1" | cut -f1
}

for shell in bash zsh fish; do
    check "$shell" "otp-render " render goldens conform completions presets
    check "$shell" "otp-render gol" goldens -- render
    check "$shell" "otp-render goldens " verify record lock review prune merge diff
    check "$shell" "otp-render goldens verify --jo" --jobs
    check "$shell" "otp-render render --for" --format
    check "$shell" "otp-render render --format " png svg pdf
    check "$shell" "otp-render render --preset b" boxed -- ios
    check "$shell" "otp-render presets show i" ios -- boxed
    check "$shell" "otp-render completions " bash zsh fish
    check "$shell" "otp-render conform " spec.json shot.png
    check "$shell" "otp-render conform spec.json s" shot.png spec.json
    check "$shell" "otp-render goldens verify --report " reports -- spec.json
    check "$shell" "otp-render goldens verify --jobs 2 sp" spec.json specs.json
    check "$shell" "otp-render render -o sh" shot.png
    check "$shell" "otp-render render --length " -- spec.json render
done
if ((failures > 0)); then
    echo "test-completions: $failures failed"
    exit 1
fi
echo "test-completions: every check passed"
