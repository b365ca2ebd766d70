#!/usr/bin/env bash
# Depends on this package as users do, by a git URL and a version: a clone of the commit,
# tagged with the version otp-render reports (Sources/OTPRendering/BuildStamp.swift), stands
# for the release, and a scratch package names it by `file://` URL and `exact:` version with
# the three products users import. SwiftPM must resolve it at that version, with its products
# and dependencies. (What would keep a versioned dependency from building, unsafe flags in a
# user product's targets or a dependency by path, Scripts/api-baseline.py refuses; the
# example in Examples/SignInCodes builds and tests against the package itself.)
#
# Usage: Scripts/test-versioned-consumer.sh    (from a checkout; uses its committed HEAD)
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/OTPRendering/BuildStamp.swift)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git clone --quiet . "$scratch/otp-render"
git -C "$scratch/otp-render" tag "$version"
mkdir -p "$scratch/consumer/Sources/App"
cat > "$scratch/consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(url: "file://$scratch/otp-render", exact: "$version")],
    targets: [
        .target(name: "App", dependencies: [
            .product(name: "OTPRender", package: "otp-render"),
            .product(name: "OTPRenderTesting", package: "otp-render"),
            .product(name: "OTPRenderSnapshotTesting", package: "otp-render"),
        ]),
    ]
)
MANIFEST
printf 'import OTPRender\n' > "$scratch/consumer/Sources/App/App.swift"
if ! log=$(swift package --package-path "$scratch/consumer" resolve 2>&1); then
    echo "$log" >&2
    exit 1
fi
resolved=$(swift package --package-path "$scratch/consumer" show-dependencies --format json)
python3 - "$version" "$resolved" <<'CHECK'
import json, sys
version, tree = sys.argv[1], json.loads(sys.argv[2])
ours = [dependency for dependency in tree["dependencies"] if dependency["identity"] == "otp-render"]
if not ours or ours[0]["version"] != version:
    sys.exit(f"test-versioned-consumer: otp-render did not resolve at {version}: {ours}")
print(f"test-versioned-consumer: otp-render {version} resolved by file:// URL with "
      f"{len(ours[0]['dependencies'])} dependencies of its own")
CHECK
