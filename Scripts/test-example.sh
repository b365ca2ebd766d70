#!/usr/bin/env bash
# Builds and tests the consumer example (Examples/SignInCodes: a package that depends on this
# one by path) in this package's own build folder with Scripts/test's flags, so that the
# OTPRender modules Scripts/test built are used as they are and only the example's own
# targets are compiled; then runs its batch manifest with the otp-render of that build.
#
# Usage: Scripts/test-example.sh    (after Scripts/test, or it builds what it needs)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/test-build.sh
example=(--package-path Examples/SignInCodes --scratch-path .build)
out=$(mktemp -d)
# SwiftPM keeps one build plan per folder and configuration: the example's replaces the
# package's for these commands, and is removed after them so that the next build of the
# package plans its own again.
forget_plan() { rm -f .build/release.yaml; }
trap 'forget_plan; rm -rf "$out"' EXIT
forget_plan
swift build "${test_build_flags[@]}" "${example[@]}" --build-tests
swift test "${test_build_flags[@]}" "${example[@]}" --skip-build
.build/release/otp-render batch Examples/SignInCodes/manifest.json -o "$out" --quiet
echo "test-example: built, tested, and its batch rendered"
