"""Checks `otp-render conform` against implementations our renderer did not draw: HTML/CSS
builds of the boxed, underlined, grid, filled and circle presets and of the countdown block
(cells and a button), written from their specs' numbers as a web developer would, drawn by headless Chromium (its own text engine, hinting
and anti-aliasing) at 1x, 2x and 3x, at an odd offset in a larger page with other things on
it. Each faithful build must conform, the scale found on its own; each build with one
property changed by a known amount must be reported with that element and property, a value
within tolerance of the change, and nothing else.

Usage: conform_builds.py OTP_RENDER SCRATCH_FOLDER [--fixtures FOLDER] [--only TEXT]
  --fixtures FOLDER  also keep a few screenshots there, with their specs and the deviations
                     expected (what Tests/OTPConformTests/Fixtures holds).
  --only TEXT        run only the checks whose name holds TEXT.
Prints one line per check; exit status as checks.py says.
"""
import copy
import json
import os
import sys

from checks import CheckFailed, Checks, Stop, chromium_or_skip, launch, run_tool

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONTS = os.path.join(REPOSITORY, "Fonts")
# Where the field's top-left corner sits on the page, in CSS pixels: odd, so that at 1x and
# 3x it is not on an even pixel either.
LEFT, TOP = 37, 131
PAGE = (480, 420)


def resolved(tool, folder, preset, overrides):
    """The preset's full spec with `overrides` merged in (objects merged key by key)."""
    spec = json.loads(run_tool(tool, ["presets", "show", preset], cwd=folder).stdout)

    def merge(base, extra):
        for key, value in extra.items():
            if isinstance(value, dict) and isinstance(base.get(key), dict):
                merge(base[key], value)
            else:
                base[key] = value
    merge(spec, overrides)
    return spec


FONT_FILES = {("Droid Sans Fallback", 400): "DroidSansFallbackFull.ttf", ("Droid Sans Fallback", 500): "DroidSansFallbackFull.ttf",
              ("Inter", 400): "Inter-Regular.otf", ("Inter", 500): "Inter-Medium.otf", ("Inter", 600): "Inter-SemiBold.otf",
              ("Inter", 700): "Inter-Bold.otf", ("JetBrains Mono", 400): "JetBrainsMono-Regular.ttf",
              ("JetBrains Mono", 500): "JetBrainsMono-Regular.ttf"}


def font_faces():
    return "\n".join(
        f"@font-face {{ font-family: '{family}'; font-weight: {weight}; src: url('file://{os.path.join(FONTS, file)}'); }}"
        for (family, weight), file in FONT_FILES.items())


def px(value):
    return f"{value:g}px"


def cell_html(spec, index, alter):
    """One cell as a web developer builds it from the spec: a box of the cell's size with its
    border inside (box-sizing: border-box) and radius, the character centred on its cap height
    (text-box: trim-both cap alphabetic, so the cap height is centred, as the design does),
    the caret centred in the focused cell."""
    cell, colors = spec["cell"], spec["colors"]
    mine = alter.get("cells", {}).get(index, {})
    value, length = spec["value"], spec["length"]
    focused = spec["focused"] and index == min(len(value), length - 1)
    filled = index < len(value)
    width, height = mine.get("width", cell["width"]), alter.get("height", cell["height"])
    style = spec["style"]
    border_width = cell["focusBorderWidth"] or cell["borderWidth"] if focused else cell["borderWidth"]
    border_width = alter.get("borderWidth", border_width)
    border_color = colors["focus"] if focused else colors["filled"] if filled else colors["border"]
    border_color = mine.get("border", border_color)
    fill = mine.get("fill", colors["cellFill"])
    radius = "50%" if style == "circle" else px(alter.get("radius", cell["cornerRadius"]))
    css = [f"width:{px(width)}", f"height:{px(height)}", "box-sizing:border-box", "position:relative", "flex:none",
           f"margin-top:{px(mine.get('dy', 0))}"]
    if style in ("boxed", "circle") or (style == "filled" and focused):
        css += [f"border:{px(border_width)} solid {border_color}", f"border-radius:{radius}"]
    if style in ("boxed", "filled", "circle"):
        css += [f"background:{fill}", f"border-radius:{radius}"]
    inner = []
    if style == "underlined":
        line_width = border_width
        inner.append(f'<div style="position:absolute;left:0;right:0;bottom:0;height:{px(line_width)};background:{border_color}"></div>')
    # The content is placed against the cell's outer box, whatever its border.
    inset = border_width if style in ("boxed", "circle") or (style == "filled" and focused) else 0
    text = mine.get("text", value[index] if filled else "")
    if spec["secure"]["enabled"] and filled:
        r = mine.get("dot", spec["secure"]["dotRadius"])
        inner.append(f'<div style="position:absolute;left:{px(width / 2 - r - inset)};top:{px(height / 2 - r - inset)};'
                     f'width:{px(2 * r)};height:{px(2 * r)};border-radius:50%;background:{alter.get("mask", colors["mask"])}"></div>')
    elif text:
        font = spec["font"]
        family = alter.get("family", font["family"])
        inner.append(f'<div style="position:absolute;left:{px(-inset + mine.get("textDx", 0))};top:{px(-inset)};width:{px(width)};'
                     f'height:{px(height)};display:flex;align-items:center;justify-content:center">'
                     f'<span style="font-family:\'{family}\';font-weight:{alter.get("weight", font["weight"])};'
                     f'font-size:{px(alter.get("size", font["size"]))};line-height:1;color:{alter.get("text", colors["text"])};'
                     f'text-box:trim-both cap alphabetic">{text}</span></div>')
    if focused and spec["caret"]["visible"] and len(value) < length:
        caret = alter.get("caret", {})
        w = caret.get("width", spec["caret"]["width"])
        h = height - 2 * spec["caret"]["inset"] + caret.get("height", 0)
        inner.append(f'<div style="position:absolute;left:{px(width / 2 - w / 2 - inset + caret.get("dx", 0))};'
                     f'top:{px(height / 2 - h / 2 - inset)};width:{px(w)};height:{px(h)};'
                     f'background:{caret.get("color", colors["caret"])}"></div>')
    return f'<div style="{";".join(css)}">{"".join(inner)}</div>'


def grid_html(spec, alter):
    """The grid: one bordered, rounded frame, a divider centred on each boundary between cells,
    the focused cell's outline over them, the characters and caret centred in their cells."""
    cell, colors, length = spec["cell"], spec["colors"], spec["length"]
    w, width, height = cell["borderWidth"], cell["width"], cell["height"]
    total = width * length
    parts = [f'<div style="position:absolute;left:0;top:0;width:{px(total)};height:{px(height)};box-sizing:border-box;'
             f'border:{px(w)} solid {colors["border"]};border-radius:{px(cell["cornerRadius"])};background:{colors["cellFill"]}"></div>']
    for index in range(1, length):
        parts.append(f'<div style="position:absolute;left:{px(index * width - w / 2)};top:{px(w)};width:{px(w)};'
                     f'height:{px(height - 2 * w)};background:{colors["border"]}"></div>')
    focus = min(len(spec["value"]), length - 1)
    focus_width = max(cell["focusBorderWidth"] or w, w)
    left = focus * width - (0 if focus == 0 else w / 2)
    right = (focus + 1) * width + (0 if focus == length - 1 else w / 2)
    r = px(cell["cornerRadius"])
    radii = f'{r if focus == 0 else 0} {r if focus == length - 1 else 0} {r if focus == length - 1 else 0} {r if focus == 0 else 0}'
    parts.append(f'<div style="position:absolute;left:{px(left)};top:0;width:{px(right - left)};height:{px(height)};'
                 f'box-sizing:border-box;border:{px(focus_width)} solid {colors["focus"]};border-radius:{radii}"></div>')
    contents = copy.deepcopy(spec)
    contents["style"] = "grid-content"
    for index in range(length):
        parts.append(f'<div style="position:absolute;left:{px(index * width)};top:0">{cell_html(contents, index, alter)}</div>')
    return f'<div style="position:relative;width:{px(total)};height:{px(height)}">{"".join(parts)}</div>'


def button_html(spec, alter):
    """A button after the field (the countdown block's): a box as tall as the cells, an
    outline of the cells' border width and the cells' radius (at most half its height), its
    title in the cells' font at 0.65 of their size, centred on its cap height; CJK from the
    bundled fallback."""
    button, cell, colors, font = spec["button"], spec["cell"], spec["colors"], spec["font"]
    height = button["height"] or cell["height"]
    radius = min(cell["cornerRadius"], height / 2)
    border = f'border:{px(cell["borderWidth"])} solid {colors["buttonText"]};' if button["style"] == "outlined" else ""
    return (f'<div style="flex:none;box-sizing:border-box;width:{px(button["width"])};height:{px(height)};{border}'
            f'border-radius:{px(radius)};margin-left:{px(button["gap"] + alter.get("buttonDx", 0))};display:flex;'
            f'align-items:center;justify-content:center"><span style="font-family:\'{font["family"]}\', \'Droid Sans Fallback\';'
            f'font-weight:{font["weight"]};font-size:{px(font["size"] * 0.65)};line-height:1;color:{colors["buttonText"]};'
            f'text-box:trim-both cap alphabetic;white-space:nowrap">{button["title"]}</span></div>')


def page_html(spec, alter):
    spacing = alter.get("spacing", spec["cell"]["spacing"])
    if spec["style"] == "grid":
        field = grid_html(spec, alter)
    else:
        cells = "".join(cell_html(spec, i, alter) for i in range(spec["length"]))
        field = f'<div style="display:flex;align-items:flex-start;gap:{px(spacing)}">{cells}</div>'
    if spec.get("button") and spec["button"]["placement"] == "trailing":
        field = f'<div style="display:flex;align-items:flex-start">{field}{button_html(spec, alter)}</div>'
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
{font_faces()}
html, body {{ margin: 0; background: #F2F2F7; font-family: 'Inter'; }}
.bar {{ height: 44px; background: #1C1C1E; color: white; font-size: 15px; line-height: 44px; padding-left: 16px; }}
.note {{ margin: 18px 16px; color: #3C3C43; font-size: 13px; }}
.sheet {{ position: absolute; left: 20px; top: 108px; width: 440px; height: 110px; background: white; border-radius: 12px; }}
.keys {{ position: absolute; left: 20px; top: 300px; display: flex; gap: 6px; }}
.keys div {{ width: 36px; height: 42px; background: #D1D3D9; border-radius: 5px; }}
</style></head><body>
<div class="bar">Verify your number</div>
<p class="note">Enter the code we sent to +1 415 555 0100.</p>
<div class="sheet"></div>
<div class="keys">{"<div></div>" * 10}</div>
<div style="position:absolute;left:{LEFT}px;top:{TOP}px">{field}</div>
</body></html>"""


def screenshot(browser, spec, alter, scale, path):
    page = browser.new_page(viewport={"width": PAGE[0], "height": PAGE[1]}, device_scale_factor=scale)
    try:
        html = path[:-4] + ".html"
        with open(html, "w") as file:
            file.write(page_html(spec, alter))
        page.goto("file://" + html)
        page.evaluate("document.fonts.ready.then(() => true)")
        page.screenshot(path=path)
    finally:
        page.close()


# The faithful builds: each preset with four digits entered (the fifth cell focused, its caret);
# the countdown block (four cells and a button after them) with two.
PRESETS = [("boxed", {}), ("underlined", {}), ("grid", {}), ("filled", {}), ("circle", {}), ("countdown", {"value": "12"})]
BASE = {"value": "1234"}

# One property changed by a known amount: (name, preset, spec overrides, HTML alterations,
# expected [(element, property, value or None)] where a value is in points).
CHANGES = [
    ("one cell narrower", "boxed", {}, {"cells": {2: {"width": 46}}}, [("cell[2]", "width", 46)]),
    ("wider spacing", "boxed", {}, {"spacing": 13}, [("field", "spacing", 13)]),
    ("one cell lower", "boxed", {}, {"cells": {1: {"dy": 2}}}, [("cell[1]", "y", 2)]),
    ("another empty border", "boxed", {}, {"cells": {5: {"border": "#8C93A1"}}}, [("cell[5]", "borderColor", None)]),
    ("another fill", "filled", {}, {"cells": {i: {"fill": "#E2E5EA"} for i in range(6)}}, [("cell", "fill", None)]),
    ("another text colour", "boxed", {}, {"text": "#4B5563"}, [("character", "color", None)]),
    ("another caret colour", "boxed", {}, {"caret": {"color": "#FF3B30"}}, [("caret", "color", None)]),
    ("caret off centre", "boxed", {}, {"caret": {"dx": 3}}, [("caret", "x", 3)]),
    ("wider caret", "boxed", {}, {"caret": {"width": 3}}, [("caret", "width", 3)]),
    ("shorter caret", "boxed", {}, {"caret": {"height": -4}}, [("caret", "height", 24)]),
    ("another digit", "boxed", {}, {"cells": {1: {"text": "7"}}}, [("character[1]", "glyph", None)]),
    ("a digit off centre", "boxed", {}, {"cells": {0: {"textDx": 2}}}, [("character[0]", "x", None)]),
    ("a larger font", "boxed", {}, {"size": 28}, [("character", "fontSize", 28)]),
    ("a bolder font", "boxed", {}, {"weight": 700}, [("character", "fontWeight", None)]),
    ("another font", "boxed", {}, {"family": "JetBrains Mono"}, [("character", "fontFamily", None)]),
    ("larger dots", "boxed", {"secure": {"enabled": True}}, {"cells": {i: {"dot": 6} for i in range(4)}}, [("dot", "radius", 6)]),
    ("button farther", "countdown", {"value": "12"}, {"buttonDx": 3}, [("button", "x", None)]),
    ("shorter cells", "boxed", {}, {"height": 52, "caret": {"height": 4}}, [("cell", "height", 52)]),  # the caret kept 28 pt
    ("rounder corners", "boxed", {}, {"radius": 12}, [("cell", "cornerRadius", 12)]),
    ("thicker borders", "boxed", {}, {"borderWidth": 2}, [("cell", "borderWidth", 2)]),
    ("another dot colour", "boxed", {"secure": {"enabled": True}}, {"mask": "#FF3B30"}, [("dot", "color", None)]),
    ("a missing digit", "boxed", {}, {"cells": {3: {"text": ""}}}, [("character[3]", "presence", None)]),
]


# The screenshots kept as fixtures (--fixtures), so the measuring is tested without a browser.
FIXTURES = {"boxed@3x.png", "underlined@1x.png", "circle@2x.png", "boxed-one-cell-narrower@2x.png",
            "boxed-another-font@2x.png", "boxed-caret-off-centre@2x.png", "countdown@3x.png", "countdown-button-farther@2x.png"}


def keep_fixture(fixtures, entries, shot, spec, scale, expected):
    """Copies `shot` into `fixtures` and notes its spec, scale and expected deviations."""
    name = os.path.basename(shot)
    if fixtures is None or name not in FIXTURES:
        return
    os.makedirs(fixtures, exist_ok=True)
    with open(shot, "rb") as source, open(os.path.join(fixtures, name), "wb") as target:
        target.write(source.read())
    entries.append({"screenshot": name, "spec": spec, "scale": scale,
                    "deviations": [[element, prop] for element, prop, _ in expected]})


def conform(tool, folder, spec_path, shot, scale="auto"):
    done = run_tool(tool, ["conform", spec_path, shot, "--scale", scale, "--json"], cwd=folder, must_succeed=False)
    if done.returncode not in (0, 1):
        raise CheckFailed(f"conform exited {done.returncode}: {done.stderr.strip()}")
    return json.loads(done.stdout)


def describe(result):
    return "; ".join(f'{d["element"]} {d["property"]} {d["actual"]} (spec {d["expected"]})' for d in result["deviations"]) or "none"


def main():
    chromium = chromium_or_skip()
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    tool, folder = sys.argv[1], sys.argv[2]
    fixtures = sys.argv[sys.argv.index("--fixtures") + 1] if "--fixtures" in sys.argv else None
    only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else ""
    os.makedirs(folder, exist_ok=True)
    from playwright.sync_api import sync_playwright
    checks = Checks()

    entries = []

    def write_spec(name, preset, overrides):
        path = os.path.join(folder, name + ".json")
        with open(path, "w") as file:
            json.dump({"preset": preset, **BASE, **overrides}, file)
        return path

    def faithful(browser, preset, overrides, scale):
        spec_path = write_spec(preset, preset, overrides)
        shot = os.path.join(folder, f"{preset}@{scale}x.png")
        screenshot(browser, resolved(tool, folder, preset, {**BASE, **overrides}), {}, scale, shot)
        result = conform(tool, folder, spec_path, shot)
        keep_fixture(fixtures, entries, shot, {"preset": preset, **BASE, **overrides}, "auto", [])
        found = result["found"]
        if found["scale"] != scale:
            raise CheckFailed(f"found at {found['scale']}x, not {scale}x (match {found['score']})")
        if not result["conforms"]:
            raise CheckFailed("deviations: " + describe(result))
        return f"{preset} at {scale}x conforms (found at ({found['x']}, {found['y']}), match {found['score']})"

    def changed(browser, name, preset, overrides, alter, expected):
        spec_path = write_spec(preset + "-" + name.replace(" ", "-"), preset, overrides)
        shot = os.path.join(folder, f"{preset}-{name.replace(' ', '-')}@2x.png")
        screenshot(browser, resolved(tool, folder, preset, {**BASE, **overrides}), alter, 2, shot)
        result = conform(tool, folder, spec_path, shot, scale="2")
        keep_fixture(fixtures, entries, shot, {"preset": preset, **BASE, **overrides}, "2", expected)
        got = [(d["element"], d["property"]) for d in result["deviations"]]
        if got != [(element, prop) for element, prop, _ in expected]:
            raise CheckFailed(f"expected {[(e, p) for e, p, _ in expected]}, got: {describe(result)}")
        for deviation, (_, prop, value) in zip(result["deviations"], expected):
            if value is not None and abs(deviation["actual"] - value) > 0.5:
                raise CheckFailed(f"{prop} measured {deviation['actual']}, changed to {value}")
        return f"{name}: " + describe(result)

    try:
        with sync_playwright() as playwright:
            browser = launch(playwright, chromium)
            for preset, overrides in PRESETS:
                for scale in (1, 2, 3):
                    if only in f"{preset} at {scale}x":
                        checks.run(f"{preset} at {scale}x", faithful, browser, preset, overrides, scale)
            for name, preset, overrides, alter, expected in CHANGES:
                if only in name:
                    checks.run(name, changed, browser, name, preset, overrides, alter, expected)
            browser.close()
    except Stop:
        pass
    if fixtures is not None:
        with open(os.path.join(fixtures, "fixtures.json"), "w") as file:
            json.dump(sorted(entries, key=lambda entry: entry["screenshot"]), file, indent=2)
            file.write("\n")
    checks.exit("every faithful build conforms and every change is found")


if __name__ == "__main__":
    main()
