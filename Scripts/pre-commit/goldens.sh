#!/usr/bin/env bash
# The entry of the pre-commit hooks in .pre-commit-hooks.yaml: runs
# `otp-render goldens SUBCOMMAND [FOLDER] [OPTIONS…]` with the otp-render on PATH.
#
# Usage: Scripts/pre-commit/goldens.sh verify|lock [ARGS…]
#
# ARGS are the hook's `args`. A folder (or spec file) among them is the one checked; without
# one, the folder is Goldens. An option's value (`--report out`) is not taken for a folder.
set -euo pipefail

subcommand=${1:?usage: goldens.sh verify|lock [ARGS...]}
shift
if ! command -v otp-render >/dev/null; then
    echo "otp-render is not on PATH: unpack the release bundle and put its bin on PATH (docs/batches-and-ci.md)" >&2
    exit 1
fi

folder_given=false
value_next=false
for argument in "$@"; do
    if $value_next; then value_next=false; continue; fi
    case $argument in
        --jobs|--report|--junit|--summary|--artifacts-url|--threshold|--max-diff-pixels|--max-diff-ratio|\
        --fonts|--cache|--audit|--shard|--baseline|--from-artifacts|--update) value_next=true ;;
        -*) ;;
        *) folder_given=true ;;
    esac
done
if ! $folder_given; then set -- Goldens "$@"; fi
exec otp-render goldens "$subcommand" "$@"
