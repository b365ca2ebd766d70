#!/usr/bin/env bash
# Times `otp-render batch` on a manifest of the sign-in block whose texts come from a string
# catalog (Goldens/locales/Localizable.xcstrings: 6 locales, en, de, ar, ja and the
# pseudo-locales en-XA and ar-XB, at 3 text sizes, 1, 1.5 and AX3), against the same images
# with every text written out (and the direction and sizes the locale and size give). The
# catalog is read once per batch, so the two should take about as long.
#
# Usage: Benchmarks/locales.sh            (RUNS=31 Benchmarks/locales.sh for more runs)
#
# Builds the release CLI, writes both manifests into a temporary folder (removed on exit),
# checks that both render the same images, byte for byte, then runs them in turn RUNS times
# each and prints the median wall times and their ratio.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/batch-timing.sh"

cp "$root/Goldens/locales/Localizable.xcstrings" "$work/"
locales="en de ar ja en-XA ar-XB"
python3 - "$work" $locales <<'PYTHON'
import json, sys
work, locales = sys.argv[1], sys.argv[2:]
base = {"preset": "signin-block", "strings": "Localizable.xcstrings", "scale": 2, "value": "12", "title": "@signin.title",
        "subtitle": {"key": "signin.subtitle", "args": ["+1 415 555 0132"]}, "message": {"text": "@signin.message"},
        "button": {"title": "@signin.resend", "remaining": 0}}
json.dump(base, open(f"{work}/base.json", "w"))
json.dump({"base": base, "matrix": {"locale": locales, "textScale": [1, 1.5, "AX3"]}}, open(f"{work}/catalog.json", "w"))
PYTHON

# The same images with the texts `otp-render strings` gives each locale written out.
for locale in $locales; do
    (cd "$work" && "$bin" strings base.json --locale "$locale" --json --fonts "$root/Fonts" >"texts-$locale.json")
done
python3 - "$work" $locales <<'PYTHON'
import json, sys
work, locales = sys.argv[1], sys.argv[2:]
base = json.load(open(f"{work}/base.json"))
items = []
for locale in locales:
    listing = json.load(open(f"{work}/texts-{locale}.json"))
    texts = {path: entry["text"] for path, entry in listing["texts"].items()}
    for scale in (1, 1.5, "AX3"):
        spec = {"preset": "signin-block", "scale": 2, "value": "12", "direction": listing["direction"], "textScale": scale,
                "title": texts["title.text"], "subtitle": texts["subtitle.text"], "message": {"text": texts["message.text"]},
                "button": {"title": texts["button.title"], "remaining": 0}}
        items.append({"name": f"{locale}-{scale}", "spec": spec})
json.dump({"items": items}, open(f"{work}/written.json", "w"))
PYTHON

[ "$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["items"]))' "$work/written.json")" = 18 ] ||
    { echo "locales.sh: expected 18 images" >&2; exit 1; }
race_batches catalog.json written.json "otp-render batch: 18 images at 2x (6 locales x 3 text sizes), 1 job, $runs runs each, in turn" \
    "string catalog" "texts written out" "speed with the catalog"
