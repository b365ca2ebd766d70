#!/usr/bin/env python3
"""Checks that otp-render's vector and animated outputs open in a real browser (Chromium).

Usage: vector_outputs.py OTP_RENDER SCRATCH_DIR

SVG: for Goldens/boxed/boxed-complete.json, every spec in Goldens/gradients and
Goldens/decorations (each rendered with `otp-render render`) and the sheet
Goldens/sheets/boxed.json (rendered with `otp-render sheet`), the SVG is loaded in an
<img>: it must decode, with a natural size equal to its viewBox in points (within half a
point: naturalWidth and naturalHeight are whole CSS pixels). Chromium then
draws it at the spec's scale over white (the <img> sized to the PNG's pixels, one device
pixel per CSS pixel, so that a fractional size in points such as 270.5 is not snapped to
whole CSS pixels), and the screenshot is compared with the PNG otp-render writes for the
same spec, composited over white: the mean absolute difference of each channel must be at
most 1.0 level, and at most 0.5% of the pixels may differ by more than 24 levels in some
channel (browsers anti-alias differently).

APNG: Goldens/animations/boxed-shake-error.json is rendered at FPS frames per second as
one animated PNG (`frames --format apng`) and as separate PNGs (`frames -o FOLDER`). The
page decodes the APNG with WebCodecs' ImageDecoder: it must have as many frames as there
are separate PNGs, each frame's pixels equal to the PNG of the same index (within one
level where alpha is below 255), each frame shown 1/FPS s (within 1 ms), and loop forever
(repetitionCount Infinity). Last, the APNG in an <img> must play: of the screenshots
taken one after another for up to PLAY_SECONDS, one differs from the first.

Prints one line per check; exit status as checks.py says.
"""
import base64
import glob
import io
import os
import pathlib
import sys
import time
import xml.etree.ElementTree as ElementTree

from PIL import Image, ImageChops, ImageStat

import checks
from checks import WAIT_SECONDS, CheckFailed, Checks, chromium_or_skip, launch

REPOSITORY = pathlib.Path(__file__).resolve().parent.parent.parent
FPS = 30
PLAY_SECONDS = 2
MAX_MEAN_DIFFERENCE = 1.0
FAR_LEVELS = 24
MAX_FAR_FRACTION = 0.005
ANIMATION_SPEC = "Goldens/animations/boxed-shake-error.json"
SHEET_SPEC = "Goldens/sheets/boxed.json"

DECODE_APNG = """async (encoded) => {
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  const decoder = new ImageDecoder({ data: bytes.buffer, type: 'image/png' });
  try {
    await decoder.tracks.ready;
    await decoder.completed;
    const track = decoder.tracks.selectedTrack;
    const result = { frameCount: track.frameCount, animated: track.animated,
                     repetitionCount: track.repetitionCount === undefined ? 'absent' : String(track.repetitionCount),
                     frames: [] };
    for (let index = 0; index < track.frameCount; index++) {
      const { image } = await decoder.decode({ frameIndex: index });
      const width = image.displayWidth, height = image.displayHeight;
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      context.drawImage(image, 0, 0);
      const rgba = new Uint8Array(context.getImageData(0, 0, width, height).data.buffer);
      let text = '';
      for (let start = 0; start < rgba.length; start += 0x8000) {
        text += String.fromCharCode.apply(null, rgba.subarray(start, start + 0x8000));
      }
      result.frames.push({ width, height, duration: image.duration, rgba: btoa(text) });
      image.close();
    }
    return result;
  } finally {
    decoder.close();
  }
}"""

DECODE_IMAGE = """async () => {
  const img = document.querySelector('img');
  await img.decode();
  return [img.naturalWidth, img.naturalHeight];
}"""


def within_time_limit(function):
    """The JavaScript function made to reject when it takes longer than WAIT_SECONDS."""
    return (f"(argument) => Promise.race([({function})(argument), new Promise((_, reject) => setTimeout("
            f"() => reject(new Error('no answer in {WAIT_SECONDS} s')), {WAIT_SECONDS * 1000}))])")


def run_tool(tool, *arguments):
    """Runs otp-render in the repository and returns its output; CheckFailed unless it exits 0."""
    return checks.run_tool(tool, arguments, REPOSITORY).stdout


def svg_size(path):
    """The SVG root's width, height and viewBox size, in points."""
    for _, element in ElementTree.iterparse(path, events=("start",)):
        viewbox = [float(number) for number in element.get("viewBox", "").replace(",", " ").split()]
        if len(viewbox) != 4:
            raise CheckFailed(f"{path}: the root has no viewBox")
        return float(element.get("width")), float(element.get("height")), viewbox[2], viewbox[3]
    raise CheckFailed(f"{path}: no root element")


def over_white(image):
    """The image composited over an opaque white background, as RGB."""
    rgba = image.convert("RGBA")
    white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, rgba).convert("RGB")


def difference_figures(ours, browser):
    """The largest per-channel mean absolute difference, and the fraction of far-off pixels."""
    difference = ImageChops.difference(ours, browser)
    mean = max(ImageStat.Stat(difference).mean)
    red, green, blue = difference.split()
    largest = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    far = sum(largest.histogram()[FAR_LEVELS + 1:])
    return mean, far / (ours.width * ours.height)


def write_page(path, body, style=""):
    """Writes a minimal HTML page with a white background."""
    path.write_text("<!DOCTYPE html><html><head><meta charset='utf-8'><style>html,body{margin:0;background:#fff}"
                    f"{style}</style></head><body>{body}</body></html>")


def browser_drawing(browser, svg, size, scratch, stem):
    """Chromium's pixels for the SVG in an <img> sized `size` pixels at one device pixel per CSS pixel,
    and the image's natural size."""
    width, height = size
    page_path = scratch / f"{stem}.html"
    write_page(page_path, f"<img src='{svg.name}'>", f"img{{display:block;width:{width}px;height:{height}px}}")
    page = browser.new_page(viewport={"width": width, "height": height}, device_scale_factor=1)
    try:
        page.set_default_timeout(WAIT_SECONDS * 1000)
        page.goto(page_path.as_uri())
        natural = page.evaluate(within_time_limit(DECODE_IMAGE))
        shot = page.screenshot(clip={"x": 0, "y": 0, "width": width, "height": height}, type="png")
    finally:
        page.close()
    return Image.open(io.BytesIO(shot)).convert("RGB"), natural


def check_svg(tool, browser, spec, scratch):
    """Renders the spec as SVG and PNG and checks Chromium draws the SVG like the PNG."""
    stem = spec.replace("Goldens/", "").replace(".json", "").replace("/", "-")
    command = "sheet" if spec == SHEET_SPEC else "render"
    svg, png = scratch / f"{stem}.svg", scratch / f"{stem}.png"
    run_tool(tool, command, spec, "-o", str(svg))
    run_tool(tool, command, spec, "-o", str(png))
    width, height, box_width, box_height = svg_size(svg)
    if (width, height) != (box_width, box_height):
        raise CheckFailed(f"{spec}: SVG width/height {width}x{height} differ from its viewBox {box_width}x{box_height}")
    ours = over_white(Image.open(png))
    scale = ours.width / box_width
    if abs(ours.height - box_height * scale) >= 1:
        raise CheckFailed(f"{spec}: the PNG is {ours.width}x{ours.height} px, not the viewBox "
                          f"{box_width:g}x{box_height:g} at {scale:g} px per point")
    drawn, natural = browser_drawing(browser, svg, ours.size, scratch, stem)
    if natural[0] <= 0 or abs(natural[0] - box_width) > 0.5 or abs(natural[1] - box_height) > 0.5:
        raise CheckFailed(f"{spec}: the <img> decodes to {natural[0]}x{natural[1]}, not the viewBox's "
                          f"{box_width:g}x{box_height:g}")
    drawn.save(scratch / f"{stem}.chromium.png")
    if drawn.size != ours.size:
        raise CheckFailed(f"{spec}: Chromium drew {drawn.width}x{drawn.height} px at scale {scale:g}, "
                          f"the PNG is {ours.width}x{ours.height}")
    mean, far = difference_figures(ours, drawn)
    figures = (f"{ours.width}x{ours.height} px at {scale:g}x, mean difference {mean:.3f} levels, "
               f"{far * 100:.3f}% of pixels off by more than {FAR_LEVELS}")
    if mean > MAX_MEAN_DIFFERENCE or far > MAX_FAR_FRACTION:
        raise CheckFailed(f"{spec} SVG in Chromium: {figures}")
    return f"{spec} SVG in Chromium: {figures}"


def field_specs():
    """The specs whose SVG is checked, relative to the repository."""
    specs = ["Goldens/boxed/boxed-complete.json"]
    for folder in ("Goldens/gradients", "Goldens/decorations"):
        specs += sorted(os.path.relpath(path, REPOSITORY) for path in glob.glob(str(REPOSITORY / folder / "*.json")))
    return specs + [SHEET_SPEC]


def frame_matches(decoded, expected):
    """How the decoded RGBA bytes differ from the expected: (pixels off where opaque, translucent pixels off by 1)."""
    if decoded == expected:
        return 0, 0
    opaque_off, translucent_off = 0, 0
    for index in range(0, len(expected), 4):
        got, want = decoded[index:index + 4], expected[index:index + 4]
        if got == want:
            continue
        if want[3] == 255 or max(abs(a - b) for a, b in zip(got, want)) > 1:
            opaque_off += 1
        else:
            translucent_off += 1
    return opaque_off, translucent_off


def render_animation(tool, scratch):
    """The APNG's bytes and the separate frames' paths, rendered from the animation spec."""
    apng, folder = scratch / "animation.png", scratch / "animation-frames"
    run_tool(tool, "frames", ANIMATION_SPEC, "--fps", str(FPS), "--format", "apng", "-o", str(apng))
    run_tool(tool, "frames", ANIMATION_SPEC, "--fps", str(FPS), "-o", str(folder))
    frames = sorted(folder.glob("frame-*.png"))
    if not frames:
        raise CheckFailed(f"frames {ANIMATION_SPEC} -o {folder} wrote no frame-*.png")
    return apng, frames


def decode_apng(browser, apng, scratch):
    """The APNG decoded by the page's ImageDecoder."""
    page_path = scratch / "decoder.html"
    write_page(page_path, "")
    page = browser.new_page()
    try:
        page.set_default_timeout(WAIT_SECONDS * 1000)
        page.goto(page_path.as_uri())
        if page.evaluate("typeof ImageDecoder") != "function":
            raise CheckFailed("this Chromium has no WebCodecs ImageDecoder")
        return page.evaluate(within_time_limit(DECODE_APNG), base64.b64encode(apng.read_bytes()).decode("ascii"))
    finally:
        page.close()


def check_apng_count(decoded, frames):
    """The decoded frame count equals the number of separate PNGs, and it loops forever."""
    if decoded["frameCount"] != len(frames) or len(decoded["frames"]) != len(frames):
        raise CheckFailed(f"APNG in Chromium: {decoded['frameCount']} frames, {len(frames)} separate PNGs")
    if decoded["repetitionCount"] not in ("Infinity", "absent"):
        raise CheckFailed(f"APNG in Chromium: repetitionCount {decoded['repetitionCount']}, not Infinity")
    return (f"APNG in Chromium: {decoded['frameCount']} frames (= {len(frames)} PNGs), animated "
            f"{decoded['animated']}, repetitionCount {decoded['repetitionCount']}")


def check_apng_pixels(decoded, frames):
    """Every decoded frame has the pixels of the separate PNG with the same index."""
    translucent_total = 0
    for index, (frame, path) in enumerate(zip(decoded["frames"], frames)):
        expected = Image.open(path).convert("RGBA")
        if (frame["width"], frame["height"]) != expected.size:
            raise CheckFailed(f"APNG frame {index}: {frame['width']}x{frame['height']}, {path.name} is "
                              f"{expected.width}x{expected.height}")
        opaque_off, translucent_off = frame_matches(base64.b64decode(frame["rgba"]), expected.tobytes())
        if opaque_off:
            raise CheckFailed(f"APNG frame {index}: {opaque_off} pixels differ from {path.name}")
        translucent_total += translucent_off
    width, height = decoded["frames"][0]["width"], decoded["frames"][0]["height"]
    return (f"APNG frames equal the separate PNGs ({width}x{height} px each; "
            f"{translucent_total} translucent pixels off by 1 level)")


def check_apng_durations(decoded):
    """Every frame lasts 1/FPS s, within 1 ms."""
    expected = 1_000_000 / FPS
    durations = [frame["duration"] for frame in decoded["frames"]]
    wrong = [(index, duration) for index, duration in enumerate(durations)
             if duration is None or abs(duration - expected) > 1000]
    if wrong:
        raise CheckFailed(f"APNG durations: frames {wrong} (index, µs) are not {expected:.1f} µs ± 1 ms")
    shown = sorted(set(durations))
    listed = ", ".join(f"{duration:g}" for duration in shown)
    return f"APNG durations: {len(durations)} frames of {listed} µs (1/{FPS} s = {expected:.1f} µs)"


def check_apng_plays(browser, apng, scratch):
    """The APNG in an <img> plays: a screenshot taken within PLAY_SECONDS differs from the first.

    Screenshots are taken one after another rather than at two fixed times: on a busy machine two
    samples a fixed time apart can both fall on equal frames (a caret that blinks, a still end)."""
    page_path = scratch / "playing.html"
    write_page(page_path, f"<img src='{apng.name}'>", "img{display:block}")
    page = browser.new_page(viewport={"width": 800, "height": 400})
    try:
        page.set_default_timeout(WAIT_SECONDS * 1000)
        page.goto(page_path.as_uri())
        page.evaluate(within_time_limit(DECODE_IMAGE))
        image = page.locator("img")
        first = Image.open(io.BytesIO(image.screenshot(type="png"))).convert("RGB")
        started, samples = time.monotonic(), 1
        while time.monotonic() - started < PLAY_SECONDS:
            page.wait_for_timeout(50)
            later = Image.open(io.BytesIO(image.screenshot(type="png"))).convert("RGB")
            samples += 1
            if later.tobytes() != first.tobytes():
                changed = ImageChops.difference(first, later).getbbox()
                elapsed = time.monotonic() - started
                return (f"APNG in an <img> plays: screenshot {samples}, {elapsed * 1000:.0f} ms after the "
                        f"first, differs (in the box {changed})")
    finally:
        page.close()
    raise CheckFailed(f"APNG in an <img>: {samples} screenshots over {PLAY_SECONDS} s are all the same "
                      f"(it does not play)")


def check_animation(results, tool, browser, scratch):
    """The APNG checks: decoding, pixels, durations and playing."""
    try:
        apng, frames = render_animation(tool, scratch)
        decoded = decode_apng(browser, apng, scratch)
    except Exception as error:
        print(f"FAIL APNG: {error}", flush=True)
        results.failures.append(f"APNG: {error}")
        return
    results.run("APNG frame count", check_apng_count, decoded, frames)
    if len(decoded["frames"]) == len(frames):
        results.run("APNG pixels", check_apng_pixels, decoded, frames)
    results.run("APNG durations", check_apng_durations, decoded)
    results.run("APNG playing", check_apng_plays, browser, apng, scratch)


def main():
    if len(sys.argv) != 3:
        sys.exit(f"usage: {sys.argv[0]} OTP_RENDER SCRATCH_DIR")
    chromium = chromium_or_skip()
    from playwright.sync_api import sync_playwright

    tool = os.path.abspath(sys.argv[1])
    scratch = pathlib.Path(sys.argv[2]).resolve()
    scratch.mkdir(parents=True, exist_ok=True)
    results = Checks()
    with sync_playwright() as playwright:
        browser = launch(playwright, chromium)
        try:
            for spec in field_specs():
                results.run(spec, check_svg, tool, browser, spec, scratch)
            check_animation(results, tool, browser, scratch)
        finally:
            browser.close()
    results.exit("all vector and animated output checks pass")


if __name__ == "__main__":
    main()
