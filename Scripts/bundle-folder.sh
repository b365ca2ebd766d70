#!/usr/bin/env bash
# Prints the absolute path of a release bundle's folder, for the scripts that package it:
# the folder given, or else the one Scripts/release.sh makes (built now, its output on
# standard error). Fails, naming the folder, when it holds no bundle.
#
# Usage: bundle=$(Scripts/bundle-folder.sh [BUNDLE_FOLDER])
set -euo pipefail

repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [ $# -ge 1 ]; then
    bundle=$(cd "$1" && pwd)
else
    "$repository/Scripts/release.sh" >&2
    bundle=$(ls -d "$repository"/.build-release/dist/otp-render-*-linux-x86_64 | grep -v '\.tar\.' | head -n 1)
fi
[ -x "$bundle/bin/otp-render" ] || { echo "$bundle is not a release bundle (no bin/otp-render)" >&2; exit 1; }
echo "$bundle"
