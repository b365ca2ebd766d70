#!/usr/bin/env bash
# Times `otp-render batch` on a manifest whose specs take their values from a 500-token DTCG
# set (a resolver with a light and a dark mode; colours in oklch and hex, rem dimensions,
# aliases two deep, typography, shadow and border tokens), against the same manifest with
# every value written out: 2 modes x 6 states, as a design review renders a token change.
# The token set is read and resolved once per batch, so the two should take about as long.
#
# Usage: Benchmarks/tokens.sh            (RUNS=31 Benchmarks/tokens.sh for more runs)
#
# Builds the release CLI, writes the token files and both manifests into a temporary folder
# (removed on exit), checks that both render the same images, byte for byte, then runs them
# in turn RUNS times each and prints the median wall times and their ratio.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/batch-timing.sh"

python3 - "$work" <<'PYTHON'
import json, sys
work = sys.argv[1]
hues = {"gray": 250, "blue": 255, "red": 25, "green": 145, "orange": 60, "purple": 300,
        "teal": 190, "pink": 350, "yellow": 95, "indigo": 275, "cyan": 210, "lime": 125}
base = {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "color": {"$type": "color"}}
for hue_name, hue in hues.items():
    steps = {}
    for i, step in enumerate(range(50, 1000, 80)):
        lightness = round(0.97 - i * 0.07, 3)
        if i % 2:
            steps[str(step)] = {"$value": {"colorSpace": "oklch", "components": [lightness, 0.02 + 0.012 * i, hue]}}
        else:
            level = max(0, min(255, int(255 * lightness)))
            steps[str(step)] = {"$value": "#%02X%02X%02X" % (level, level, min(255, level + 8))}
    base["color"][hue_name] = steps
base["size"] = {"$type": "dimension", **{str(n): {"$value": {"value": n / 4, "unit": "rem"}} for n in range(1, 41)}}
base["radius"] = {"$type": "dimension", **{f"r{n}": {"$value": f"{n * 2}px"} for n in range(10)}}
base["typography"] = {"$type": "typography", **{f"t{n}": {"$value": {"fontFamily": ["SF Pro", "Inter"], "fontSize": f"{12 + 2 * n}px", "fontWeight": [400, 500, 600, 700][n % 4]}} for n in range(10)}}
base["elevation"] = {"$type": "shadow", **{f"e{n}": {"$value": [{"color": "#0000001F", "offsetX": "0px", "offsetY": f"{n}px", "blur": f"{2 * n}px", "spread": "0px"}]} for n in range(10)}}
count = sum(len(v) for v in base["color"].values() if isinstance(v, dict)) + 40 + 10 + 10 + 10
def semantic(mode):
    colors, n = {"$type": "color"}, 0
    names = list(hues)
    while count + n + 7 < 500:
        hue = names[n % len(names)]
        step = list(base["color"][hue])[(n // len(names)) % 12 if mode == "light" else 11 - (n // len(names)) % 12]
        colors[f"role{n}"] = {"$value": f"{{color.{hue}.{step}}}"}
        n += 1
    colors["surface"] = {"$value": "{color.gray.50}" if mode == "light" else "{color.gray.930}"}
    colors["text"] = {"$value": "{color.gray.930}" if mode == "light" else "{color.gray.50}"}
    colors["border"] = {"$value": "{color.role3}"}
    colors["focus"] = {"$value": "{color.blue.450}"}
    colors["danger"] = {"$value": "{color.red.530}"}
    colors["success"] = {"$value": "{color.green.530}"}
    return {"color": colors, "border": {"default": {"$type": "border", "$value": {"color": "{color.border}", "width": "1px", "style": "solid"}}}}
for mode in ("light", "dark"):
    json.dump(semantic(mode), open(f"{work}/{mode}.tokens.json", "w"))
json.dump(base, open(f"{work}/base.tokens.json", "w"))
json.dump({"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
           "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
           "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}, open(f"{work}/app.resolver.json", "w"))
spec = {"cell": {"width": "{size.12}", "height": "{size.14}", "spacing": "{size.2}", "cornerRadius": "{radius.r4}",
                 "borderWidth": "{border.default}", "focusShadow": "{elevation.e3}"},
        "font": "{typography.t8}", "padding": "{size.4}",
        "colors": {"background": "{color.surface}", "border": "{border.default}", "focus": "{color.focus}", "filled": "{color.role7}",
                   "text": "{color.text}", "caret": "{color.focus}", "error": "{color.danger}", "success": "{color.success}",
                   "title": "{color.text}", "message": "{color.role11}"},
        "title": {"text": "Enter the code", "font": "{typography.t5}"}, "message": {"text": "Sent to +1 415 555 0132", "font": "{typography.t1}"},
        "scale": 2}
states = {"empty": {"value": ""}, "partial": {"value": "123"}, "complete": {"value": "123456"},
          "error": {"value": "123456", "state": "error"}, "success": {"value": "123456", "state": "success"},
          "disabled": {"value": "12", "state": "disabled"}}
items = [{"name": f"{mode}-{state}", "spec": {"mode": mode, **extra}} for mode in ("light", "dark") for state, extra in states.items()]
json.dump({"tokens": "app.resolver.json", "base": spec, "items": items}, open(f"{work}/tokens.json", "w"))
PYTHON

# The same manifest with every reference replaced by the value `otp-render tokens` gives it.
for mode in light dark; do "$bin" tokens "$work/app.resolver.json" --mode "$mode" --json >"$work/$mode.json"; done
python3 - "$work" <<'PYTHON'
import json, sys
work = sys.argv[1]
manifest = json.load(open(f"{work}/tokens.json"))
resolved = {mode: json.load(open(f"{work}/{mode}.json"))["tokens"] for mode in ("light", "dark")}
count = len(resolved["light"])
assert count >= 500, f"{count} tokens"
def written(value, tokens, key):
    if isinstance(value, dict):
        return {k: written(v, tokens, k) for k, v in value.items()}
    if isinstance(value, str) and value.startswith("{") and value.endswith("}"):
        token = tokens[value[1:-1]]
        if token["type"] == "border":
            return token["value"]["width"] if key == "borderWidth" else token["value"]["color"]
        return token["value"]
    return value
items = []
for item in manifest["items"]:
    mode = item["spec"]["mode"]
    spec = written(manifest["base"], resolved[mode], "")
    spec.update({k: v for k, v in item["spec"].items() if k != "mode"})
    items.append({"name": item["name"], "spec": spec})
json.dump({"items": items}, open(f"{work}/written.json", "w"))
print(f"{count} tokens per mode", file=sys.stderr)
PYTHON

race_batches tokens.json written.json "otp-render batch: 12 images at 2x (2 modes x 6 states), 1 job, $runs runs each, in turn" \
    "500-token resolver" "values written out" "speed with tokens"
