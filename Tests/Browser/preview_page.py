"""Checks `otp-render preview` in headless Chromium: the page shows the spec's field, follows
each save of the spec file without a reload (the new image, then the spec's error above the
last good image, then an image again), and shows the field of the saved spec, pixel for pixel.

Usage: preview_page.py OTP_RENDER SCRATCH_FOLDER
Prints one line per check; exit status as checks.py says.
"""
import base64
import io
import json
import os
import re
import subprocess
import sys
import time

from PIL import Image

from checks import WAIT_SECONDS, CheckFailed, Checks, Stop, chromium_or_skip, launch, run_tool


def expect(condition, what):
    """`what`, the line to print, when `condition` holds; CheckFailed otherwise."""
    if not condition:
        raise CheckFailed(what)
    return what


def save(path, spec):
    """Writes the spec the way an editor does: a new file renamed over the old one."""
    with open(path + ".tmp", "w") as file:
        json.dump(spec, file)
    os.replace(path + ".tmp", path)


def start_preview(otp, spec_path, folder):
    process = subprocess.Popen([otp, "preview", spec_path], cwd=folder, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    deadline = time.time() + WAIT_SECONDS
    while time.time() < deadline:
        line = process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:\d+/\?token=[0-9a-f]+", line)
        if match:
            return process, match.group(0)
        if not line:
            break
    process.kill()
    raise CheckFailed("preview did not print its address")


def shown_image(page):
    """The image on the page, fetched as the page did."""
    source = page.get_attribute("#images img", "src")
    data = page.evaluate("""async (source) => {
        const bytes = new Uint8Array(await (await fetch(source)).arrayBuffer());
        let text = ''; bytes.forEach((b) => { text += String.fromCharCode(b); });
        return btoa(text); }""", source)
    return Image.open(io.BytesIO(base64.b64decode(data))).convert("RGBA")


def rendered(otp, spec_path, folder):
    """The spec's field as `otp-render render` draws it."""
    output = os.path.join(folder, "expected.png")
    run_tool(otp, ["render", spec_path, "-o", output], folder)
    return Image.open(output).convert("RGBA")


def wait_for_rendering(page, number):
    page.wait_for_selector(f"body[data-rendering='{number}']", timeout=WAIT_SECONDS * 1000)


def first_rendering(page, address, otp, spec_path, folder):
    page.goto(address)
    wait_for_rendering(page, 1)
    expect(page.inner_text("figcaption") == "Field at 2x", "the field is shown at the spec's scale")
    return expect(shown_image(page).tobytes() == rendered(otp, spec_path, folder).tobytes(),
                  "the page shows the spec's field at its scale, as render draws it")


def saved_value(page, spec, otp, spec_path, folder):
    spec["value"] = "1234"
    started = time.time()
    save(spec_path, spec)
    wait_for_rendering(page, 2)
    page.wait_for_function("document.querySelector('#images img').complete")
    shown_after = 1000 * (time.time() - started)
    return expect(shown_image(page).tobytes() == rendered(otp, spec_path, folder).tobytes(),
                  f"after a save the page shows the new drawing, without a reload ({shown_after:.0f} ms)")


def saved_error(page, spec, spec_path):
    spec["cell"] = {"width": -3}
    save(spec_path, spec)
    wait_for_rendering(page, 3)
    error = page.inner_text("#error")
    kept = page.query_selector("#images.stale img") is not None
    status = page.inner_text("#status")
    return expect(error.endswith("spec.json: cell.width: -3 must be ≥ 0") and kept and "the last good one" in status,
                  "a spec with an error shows the error above the last good image, dimmed")


def saved_fix(page, spec, spec_path):
    del spec["cell"]
    save(spec_path, spec)
    wait_for_rendering(page, 4)
    return expect(page.is_hidden("#error") and page.query_selector("#images img") is not None
                  and page.query_selector("#images.stale") is None,
                  "fixing the spec brings the image back")


def stopped(process):
    process.terminate()
    process.wait(timeout=10)
    return expect(process.returncode == 0, "preview stops cleanly on SIGTERM")


def started(preview, otp, spec_path, folder):
    """Starts the preview, keeping its process and address in `preview`."""
    preview["process"], preview["address"] = start_preview(otp, spec_path, folder)
    return f"preview serves {preview['address']}"


def run(results, chromium, otp, folder):
    from playwright.sync_api import sync_playwright
    spec_path = os.path.join(folder, "spec.json")
    spec = {"preset": "boxed", "length": 4, "value": "12", "scale": 2}
    save(spec_path, spec)
    preview = {}
    results.run("start", started, preview, otp, spec_path, folder, required=True)
    process, address = preview["process"], preview["address"]
    try:
        with sync_playwright() as playwright:
            browser = launch(playwright, chromium)
            try:
                page = browser.new_page(viewport={"width": 900, "height": 600})
                results.run("first rendering", first_rendering, page, address, otp, spec_path, folder, required=True)
                results.run("a save", saved_value, page, spec, otp, spec_path, folder, required=True)
                results.run("an error", saved_error, page, spec, spec_path, required=True)
                results.run("fixed", saved_fix, page, spec, spec_path)
            finally:
                browser.close()
    finally:
        results.run("stop", stopped, process)


def main():
    chromium = chromium_or_skip()
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(2)
    otp, folder = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(folder, exist_ok=True)
    results = Checks()
    try:
        run(results, chromium, otp, folder)
    except Stop:
        pass
    results.exit("preview follows every save in Chromium")


if __name__ == "__main__":
    main()
