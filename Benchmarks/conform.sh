#!/usr/bin/env bash
# `otp-render conform` on an iPhone's screenshot at 3x (1170 x 2532): the signin-block drawn
# by the renderer and placed on a screen with a bar, a card and a keyboard's keys, measured
# with the scale given (--scale 3) and found among the usual six (--scale auto). Prints the
# median wall time of each (RUNS runs, default 21), the process's start and the PNG's decoding
# included. Needs Pillow (Scripts/install-test-tools.sh) to make the screenshot.
set -euo pipefail
source "$(dirname "$0")/batch-timing.sh"

cat >"$work/spec.json" <<'JSON'
{ "preset": "signin-block", "value": "1234", "colors": { "background": "#FFFFFF00" } }
JSON
"$bin" render "$work/spec.json" --scale 3 -o "$work/field.png" --fonts "$root/Fonts"
python3 - "$work" <<'PY'
import sys
from PIL import Image, ImageDraw
work = sys.argv[1]
screen = Image.new("RGB", (1170, 2532), (0xF2, 0xF2, 0xF7))
draw = ImageDraw.Draw(screen)
draw.rectangle((0, 0, 1169, 290), fill=(0x1C, 0x1C, 0x1E))
draw.rounded_rectangle((48, 420, 1121, 1500), radius=36, fill=(255, 255, 255))
for row in range(4):
    for key in range(10):
        x, y = 18 + key * 114, 1800 + row * 170
        draw.rounded_rectangle((x, y, x + 100, y + 140), radius=15, fill=(0xD1, 0xD3, 0xD9))
field = Image.open(f"{work}/field.png").convert("RGBA")
screen.paste(field, (61, 560), field)
screen.save(f"{work}/screen.png")
PY

# The wall time of one conform, in microseconds.
time_conform() {
    local start end status=0
    start=$(date +%s%N)
    "$bin" conform "$work/spec.json" "$work/screen.png" --scale "$1" --fonts "$root/Fonts" >/dev/null || status=$?
    end=$(date +%s%N)
    [ "$status" -le 1 ] || { echo "conform exited $status" >&2; exit 1; }
    echo $(((end - start) / 1000))
}

"$bin" conform "$work/spec.json" "$work/screen.png" --scale auto --fonts "$root/Fonts" | head -n 1
: >"$work/given"; : >"$work/auto"
for ((run = 1; run <= runs; run++)); do
    time_conform 3 >>"$work/given"
    time_conform auto >>"$work/auto"
done
echo "conform on a 1170x2532 screenshot, median of $runs runs"
awk -v g="$(median <"$work/given")" -v a="$(median <"$work/auto")" 'BEGIN {
    printf "%-28s %10.1f ms\n", "--scale 3", g / 1000
    printf "%-28s %10.1f ms\n", "--scale auto", a / 1000
}'
