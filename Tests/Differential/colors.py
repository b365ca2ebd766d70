"""Colours: the 8-bit sRGB that `otp-render tokens --json` gives a DTCG colour token against
coloraide's conversion of the same colour to sRGB, gamut-mapped as docs/tokens.md documents
(CSS Color 4's binary search on OKLCH chroma with ΔE OK 0.02: coloraide's `minde-chroma`),
rounded to 8 bits.

About 70 colours in each of the colour module's 14 spaces, in and out of sRGB's gamut, drawn
from a seeded generator. rec2020 is compared with coloraide's `rec2020-oetf` (the BT.2020
curve of CSS Color 4's sample code, which docs/tokens.md says we use); coloraide's `rec2020`
is the pure 2.4 gamma the CSS working group has since resolved on, counted for information.
"""
from __future__ import annotations

import json
import os
import random
import sys

try:
    import coloraide
    from coloraide.everything import ColorAll as Color
except ImportError:
    sys.exit("colors: needs coloraide==8.13.1 (Scripts/install-test-tools.sh installs it)")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import Check, finish, otp_render, require_binary, work_folder  # noqa: E402

PER_SPACE = 70
RGB_SPACES = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"]
# coloraide's name for each DTCG space, and the factor from DTCG's components to coloraide's.
COLORAIDE = {"rec2020": "rec2020-oetf"}
SCALE = {"hsl": (1, 0.01, 0.01), "hwb": (1, 0.01, 0.01)}


def components(space: str, rng: random.Random, index: int) -> list[float]:
    """A colour of `space`: the first fifth outside the usual ranges (out of gamut, or hues
    past a turn), the rest inside them."""
    wide = index < PER_SPACE // 5
    u = rng.uniform
    if space in RGB_SPACES:
        return [u(-0.25, 1.25) if wide else u(0, 1) for _ in range(3)]
    if space in ("hsl", "hwb"):
        return [u(-360, 720) if wide else u(0, 360), u(0, 100), u(0, 100)]
    if space == "lab":
        return [u(0, 100), u(-160, 160) if wide else u(-125, 125), u(-160, 160) if wide else u(-125, 125)]
    if space == "lch":
        return [u(0, 100), u(0, 230) if wide else u(0, 150), u(-360, 720) if wide else u(0, 360)]
    if space == "oklab":
        return [u(0, 1), u(-0.5, 0.5) if wide else u(-0.4, 0.4), u(-0.5, 0.5) if wide else u(-0.4, 0.4)]
    if space == "oklch":
        return [u(0, 1), u(0, 0.5) if wide else u(0, 0.4), u(-360, 720) if wide else u(0, 360)]
    return [u(-0.1, 1.2) if wide else u(0, 1), u(0, 1.1) if wide else u(0, 1), u(-0.1, 1.3) if wide else u(0, 1.1)]


EDGES = {  # colours on the edges: black, white, greys (a channel of 127.5), lightness past its range
    "lab": [[0, 0, 0], [100, 0, 0], [100, 40, -40], [50, 0, 0]],
    "lch": [[0, 0, 0], [100, 0, 0], [100, 60, 300], [0, 80, 30]],
    "oklab": [[0, 0, 0], [1, 0, 0], [1, 0.1, 0.1], [0.5, 0, 0]],
    "oklch": [[0, 0, 0], [1, 0, 0], [1, 0.2, 140], [0, 0.2, 140], [1.05, 0.1, 20]],
    "hsl": [[0, 0, 50], [0, 0, 100], [210, 100, 50], [30, 50, 50]],
    "hwb": [[0, 60, 60], [120, 100, 0], [240, 0, 100], [0, 50, 50]],
    "srgb": [[0.5, 0.5, 0.5], [1, 0, 0]],
}


def colours() -> dict[str, list[list[float]]]:
    rng = random.Random(20251031)
    spaces = RGB_SPACES + ["hsl", "hwb", "lab", "lch", "oklab", "oklch", "xyz-d65", "xyz-d50"]
    result = {}
    for space in spaces:
        drawn = [components(space, rng, i) for i in range(PER_SPACE)] + EDGES.get(space, [])
        result[space] = [[round(c, 5) for c in colour] for colour in drawn]
    return result


def reference(space: str, values: list[float], coloraide_space: str | None = None) -> str:
    scale = SCALE.get(space, (1, 1, 1))
    colour = Color(coloraide_space or COLORAIDE.get(space, space), [v * s for v, s in zip(values, scale)])
    srgb = colour.convert("srgb").fit(method="minde-chroma")
    return "#" + "".join(f"{int(min(1, max(0, c)) * 255 + 0.5):02X}" for c in srgb[:3])


def levels(first: str, second: str) -> int:
    return max(abs(int(first[i:i + 2], 16) - int(second[i:i + 2], 16)) for i in (1, 3, 5))


def main() -> None:
    require_binary()
    drawn = colours()
    tree = {"c": {"$type": "color", **{space: {f"n{i:03}": {"$value": {"colorSpace": space, "components": values}}
                                                 for i, values in enumerate(list_)}
                                        for space, list_ in drawn.items()}}}
    with work_folder("otp-colors-") as work:
        path = os.path.join(work, "colors.tokens.json")
        with open(path, "w", encoding="utf-8") as file:
            json.dump(tree, file)
        tokens = json.loads(otp_render("tokens", path, "--json"))["tokens"]
    check = Check("colors")
    spread = []
    for space, list_ in drawn.items():
        worst = 0
        for i, values in enumerate(list_):
            ours = tokens[f"c.{space}.n{i:03}"]["value"]
            expected = reference(space, values)
            worst = max(worst, levels(ours, expected))
            check.compare(f"{space} {values}", ours, expected)
        spread.append(f"{space} {worst}")
    check.notes.append("max level difference per space: " + ", ".join(spread))
    pure = sum(reference("rec2020", v) != reference("rec2020", v, "rec2020") for v in drawn["rec2020"])
    check.notes.append(f"for information: {pure} of {len(drawn['rec2020'])} rec2020 colours would differ with the pure "
                       "2.4 gamma (coloraide's rec2020) instead of the BT.2020 curve we document")
    ok = check.report(f"{sum(map(len, drawn.values()))} colours in {len(drawn)} spaces, gamut-mapped by coloraide "
                      f"{coloraide.__version__} minde-chroma (CSS Color 4, OKLCH, ΔE OK 0.02)")
    finish([ok])


if __name__ == "__main__":
    main()
