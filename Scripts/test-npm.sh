#!/usr/bin/env bash
# Tests the npm package as a user gets it, offline: a scratch project, `npm install --offline`
# of dist/otp-render-<version>.tgz (it has no dependencies, so no registry is asked), then
# Packages/npm/tests run there with `node --test` against the installed package.
#
# Usage: Scripts/test-npm.sh [TARBALL]     (default: the one in dist/)
set -euo pipefail

repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tarball=${1:-$(ls "$repository"/dist/otp-render-*.tgz 2>/dev/null | head -n 1)}
[ -f "$tarball" ] || { echo "test-npm: no package (run Scripts/package-npm.sh)" >&2; exit 1; }
tarball=$(cd "$(dirname "$tarball")" && pwd)/$(basename "$tarball")
project=$repository/.build-npm/project

rm -rf "$project"
mkdir -p "$project/tests"
cd "$project"
printf '{ "name": "otp-render-scratch", "private": true, "type": "module" }\n' > package.json
npm install --offline --no-audit --no-fund --silent "$tarball"
cp "$repository"/Packages/npm/tests/*.test.mjs tests/
OTP_RENDER_REPOSITORY=$repository node --test tests/
