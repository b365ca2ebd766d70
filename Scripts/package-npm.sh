#!/usr/bin/env bash
# Builds the npm package of otp-render from the release bundle: dist/otp-render-<version>.tgz,
# Packages/npm's API (index.cjs, index.mjs, index.d.ts) with the bundle in bundle/ (the
# binary, the fonts and their licences); `bin` is the binary itself, so
# `npx otp-render` runs it with no Node in between. npm packs with fixed times, so the same
# bundle gives the same archive.
#
# Usage: Scripts/package-npm.sh [BUNDLE_FOLDER]   (default: builds one with Scripts/release.sh)
set -euo pipefail

repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bundle=$("$repository/Scripts/bundle-folder.sh" "$@")
version=$(node -p 'require(process.argv[1]).version' "$repository/Packages/npm/package.json")
bundle_version=$(basename "$bundle" | cut -d- -f3)
[ "$version" = "$bundle_version" ] || { echo "package-npm: package.json says $version, the bundle is $bundle_version" >&2; exit 1; }
grep -q "const VERSION = '$version';" "$repository/Packages/npm/index.cjs" ||
    { echo "package-npm: index.cjs's VERSION is not $version" >&2; exit 1; }

staging=$repository/.build-npm/package
rm -rf "$staging"
mkdir -p "$staging" "$repository/dist"
cp "$repository"/Packages/npm/{package.json,index.cjs,index.mjs,index.d.ts,README.md} "$staging/"
cp "$repository/LICENSE" "$staging/"
cp -R "$bundle" "$staging/bundle"
(cd "$staging" && npm pack --silent --pack-destination "$repository/dist" >/dev/null)
archive=$repository/dist/otp-render-$version.tgz
echo "package-npm: $archive ($(($(stat -c %s "$archive") / 1024)) KiB)"
