"""Checks `otp-render preview` in headless Chromium: the page shows the spec's field, follows
each save of the spec file without a reload (the new image, then the spec's error in its
place, then an image again), and shows the field of the saved spec, pixel for pixel.

Usage: preview_page.py OTP_RENDER SCRATCH_FOLDER
Exit 0 when every check passes, 1 naming the failed check, 77 ("skip: …") without a browser.
"""
import io
import json
import os
import re
import subprocess
import sys
import time

CHROMIUM = os.environ.get("OTP_RENDER_CHROMIUM", "/usr/bin/chromium")


def skip_without_browser():
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        print("skip: playwright is not installed (Scripts/install-browser.sh)")
        sys.exit(77)
    if not os.access(CHROMIUM, os.X_OK):
        print(f"skip: no chromium at {CHROMIUM} (Scripts/install-browser.sh)")
        sys.exit(77)


class CheckFailed(Exception):
    pass


def expect(condition, what):
    if not condition:
        raise CheckFailed(what)
    print(f"ok: {what}")


def save(path, spec):
    """Writes the spec the way an editor does: a new file renamed over the old one."""
    with open(path + ".tmp", "w") as file:
        json.dump(spec, file)
    os.replace(path + ".tmp", path)


def start_preview(otp, spec_path, folder):
    process = subprocess.Popen([otp, "preview", spec_path], cwd=folder, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 20
    while time.time() < deadline:
        line = process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:\d+/\?token=[0-9a-f]+", line)
        if match:
            return process, match.group(0)
        if not line:
            break
    process.kill()
    raise CheckFailed("preview printed its address")


def shown_image(page):
    """The PNG bytes of the image on the page, fetched as the page did."""
    from PIL import Image
    source = page.get_attribute("#images img", "src")
    data = page.evaluate("""async (source) => {
        const bytes = new Uint8Array(await (await fetch(source)).arrayBuffer());
        let text = ''; bytes.forEach((b) => { text += String.fromCharCode(b); });
        return btoa(text); }""", source)
    import base64
    return Image.open(io.BytesIO(base64.b64decode(data))).convert("RGBA")


def rendered(otp, spec_path, folder):
    from PIL import Image
    output = os.path.join(folder, "expected.png")
    subprocess.run([otp, "render", spec_path, "-o", output], cwd=folder, check=True, timeout=60)
    return Image.open(output).convert("RGBA")


def wait_for_rendering(page, number):
    page.wait_for_selector(f"body[data-rendering='{number}']", timeout=20000)


def run(otp, folder):
    from playwright.sync_api import sync_playwright
    spec_path = os.path.join(folder, "spec.json")
    spec = {"preset": "boxed", "length": 4, "value": "12", "scale": 2}
    save(spec_path, spec)
    process, address = start_preview(otp, spec_path, folder)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
            page = browser.new_page(viewport={"width": 900, "height": 600})
            page.goto(address)
            wait_for_rendering(page, 1)
            expect(page.inner_text("figcaption") == "Field at 2x", "the field is shown at the spec's scale")
            expect(shown_image(page).tobytes() == rendered(otp, spec_path, folder).tobytes(),
                   "the page shows what render draws")

            spec["value"] = "1234"
            started = time.time()
            save(spec_path, spec)
            wait_for_rendering(page, 2)
            page.wait_for_function("document.querySelector('#images img').complete")
            print(f"shown {1000 * (time.time() - started):.0f} ms after the save")
            expect(shown_image(page).tobytes() == rendered(otp, spec_path, folder).tobytes(),
                   "after a save the page shows the new drawing, without a reload")

            spec["cell"] = {"width": -3}
            save(spec_path, spec)
            wait_for_rendering(page, 3)
            error = page.inner_text("#error")
            expect(error.endswith("spec.json: cell.width: -3 must be ≥ 0") and page.query_selector("#images img") is None,
                   "a spec with an error shows the error in place of the image")

            del spec["cell"]
            save(spec_path, spec)
            wait_for_rendering(page, 4)
            expect(page.is_hidden("#error") and page.query_selector("#images img") is not None,
                   "fixing the spec brings the image back")
            browser.close()
    finally:
        process.terminate()
        process.wait(timeout=10)
    expect(process.returncode == 0, "preview stops cleanly on SIGTERM")


def main():
    skip_without_browser()
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(2)
    otp, folder = os.path.abspath(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    try:
        run(otp, os.path.abspath(folder))
    except CheckFailed as failure:
        print(f"FAILED: {failure}")
        sys.exit(1)


if __name__ == "__main__":
    main()
