#!/usr/bin/env python3
"""Checks `otp-render goldens review` end to end in a real browser (Chromium).

Usage: review_page.py OTP_RENDER SCRATCH_DIR [--screenshot PATH]

In SCRATCH_DIR it makes a goldens folder G/a with three specs (one.json, two.json,
three.json), records their goldens with `goldens record G --report R`, then changes the
value of one.json and two.json so that two of the three goldens differ. It starts
`goldens review G --report R`, reads the page's address from its standard output and
opens it in Chromium (1100x800):

- a mouse click on a/one@1x's Accept button makes its decision "accepted";
- the page then moves to a/two@2x (class "current"), and the key r makes it "rejected";
- the summary reads "1 accepted, 1 rejected, 0 undecided of 2";
- G/a/one@1x.png now has the pixels of R/artifacts/a/one@1x.actual.png (and other bytes
  than before), G/a/two@2x.png has the bytes it had;
- a screenshot of the page's top is saved (SCRATCH_DIR/review-page.png and, with
  --screenshot, PATH);
- Done makes the process exit 0 within 10 s, its output ending with the accepted and
  rejected goldens and "review: 1 accepted, 1 rejected, 0 undecided of 2 images";
- `goldens verify G --report R` with CI=1 then exits 1, naming G/a/two@2x.png (rejected,
  so still different) and not G/a/one@1x.png.

Commands run in SCRATCH_DIR without CI and OTP_RENDER_RECORD in their environment (except
the last verify). Prints one line per check; exit status as checks.py says.
"""
import argparse
import io
import json
import os
import pathlib
import queue
import re
import shutil
import subprocess
import threading
import time

from PIL import Image

from checks import WAIT_SECONDS, CheckFailed, Checks, Stop, chromium_or_skip, launch, run_tool
EXIT_SECONDS = 10
URL_PATTERN = re.compile(r"http://127\.0\.0\.1:\d+/\?token=[0-9A-Fa-f]+")
SPECS = {
    "one": {"preset": "boxed", "length": 4, "value": "12", "scale": 1},
    "two": {"preset": "boxed", "length": 4, "value": "3", "style": "grid", "scale": 2},
    "three": {"preset": "boxed", "length": 4, "state": "error", "scale": 1},
}
CHANGED_VALUES = {"one": "19", "two": "37"}
ONE, TWO = "a/one@1x", "a/two@2x"
ONE_GOLDEN, TWO_GOLDEN = "G/a/one@1x.png", "G/a/two@2x.png"
EXPECTED_TAIL = [f"accepted {ONE_GOLDEN}", f"rejected {TWO_GOLDEN}",
                 "review: 1 accepted, 1 rejected, 0 undecided of 2 images"]

DECISION_IS = """([name, decision]) => {
  const item = document.querySelector(`section.item[data-name="${name}"]`);
  return item !== null && item.querySelector('.decision').textContent === decision && item.classList.contains(decision);
}"""

IS_CURRENT = """(name) => {
  const item = document.querySelector(`section.item[data-name="${name}"]`);
  return item !== null && item.classList.contains('current');
}"""


def environment(ci=None):
    """The current environment without CI and OTP_RENDER_RECORD, or with CI set to `ci`."""
    result = {key: value for key, value in os.environ.items() if key not in ("CI", "OTP_RENDER_RECORD")}
    if ci is not None:
        result["CI"] = ci
    return result


def write_spec(path, spec):
    """Writes one spec as JSON."""
    path.write_text(json.dumps(spec) + "\n")


def pixels(path):
    """The image's size and RGBA bytes."""
    with Image.open(path) as image:
        rgba = image.convert("RGBA")
        return rgba.size, rgba.tobytes()


class ReviewCheck:
    """One run of the checks: the scratch folder, the review process and the failures."""

    def __init__(self, tool, scratch, screenshot):
        self.tool, self.scratch, self.screenshot_path = tool, scratch, screenshot
        self.checks = Checks()
        self.process = None
        self.lines = queue.Queue()
        self.output = []
        self.originals = {}
        self.url = None

    def record_goldens(self):
        """Writes the specs, records their goldens, then changes one.json and two.json."""
        for folder in ("G", "R"):
            shutil.rmtree(self.scratch / folder, ignore_errors=True)
        specs = self.scratch / "G" / "a"
        specs.mkdir(parents=True)
        for name, spec in SPECS.items():
            write_spec(specs / f"{name}.json", spec)
        done = run_tool(self.tool, ["goldens", "record", "G", "--report", "R"], self.scratch, environment(), must_succeed=False)
        goldens = sorted(path.name for path in specs.glob("*.png"))
        if done.returncode != 0 or goldens != ["one@1x.png", "three@1x.png", "two@2x.png"]:
            raise CheckFailed(f"goldens record G exited {done.returncode}, wrote {goldens}: {done.stderr.strip()}")
        for name, value in CHANGED_VALUES.items():
            write_spec(specs / f"{name}.json", {**SPECS[name], "value": value})
        self.originals = {path: (self.scratch / path).read_bytes() for path in (ONE_GOLDEN, TWO_GOLDEN)}
        return f"recorded 3 goldens in {self.scratch / 'G'}; changed one.json and two.json"

    def read_output(self):
        """Copies the review's output lines to the queue, then None at its end."""
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def next_line(self, deadline):
        """The review's next output line, or None at its end; CheckFailed past the deadline."""
        try:
            line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise CheckFailed(f"no output from goldens review for {WAIT_SECONDS} s (so far: {self.output})")
        if line is not None:
            self.output.append(line)
        return line

    def start_review(self):
        """Starts goldens review and returns the page's address from its output."""
        stderr = open(self.scratch / "review-stderr.txt", "w")
        self.process = subprocess.Popen([self.tool, "goldens", "review", "G", "--report", "R"], cwd=self.scratch,
                                        env=environment(), stdout=subprocess.PIPE, stderr=stderr, text=True)
        stderr.close()
        threading.Thread(target=self.read_output, daemon=True).start()
        deadline = time.monotonic() + WAIT_SECONDS
        while True:
            line = self.next_line(deadline)
            if line is None:
                raise CheckFailed(f"goldens review ended (status {self.process.wait(WAIT_SECONDS)}) before "
                                  f"printing its address: {self.output}")
            match = URL_PATTERN.search(line)
            if match:
                self.url = match.group(0)
                return f"goldens review serves {self.url} (after {len(self.output) - 1} lines of verify output)"

    def accept_one(self, page):
        """Clicks a/one@1x's Accept button and waits for the page to show it accepted."""
        page.locator(f'section.item[data-name="{ONE}"] button.accept').click()
        page.wait_for_function(DECISION_IS, arg=[ONE, "accepted"])
        return f"clicking Accept on {ONE} shows it accepted"

    def reject_two(self, page):
        """Makes a/two@2x current (pressing j if the page did not move there) and presses r."""
        moved = True
        try:
            page.wait_for_function(IS_CURRENT, arg=TWO, timeout=2000)
        except Exception:
            moved = False
            page.keyboard.press("j")
            page.wait_for_function(IS_CURRENT, arg=TWO)
        page.keyboard.press("r")
        page.wait_for_function(DECISION_IS, arg=[TWO, "rejected"])
        how = "the page moved there after the accept" if moved else "j was needed to reach it"
        return f"key r rejects {TWO} ({how})"

    def check_summary(self, page):
        """The summary counts one accepted and one rejected image."""
        expected = "1 accepted, 1 rejected, 0 undecided of 2"
        summary = page.locator("#summary").text_content()
        if summary != expected:
            raise CheckFailed(f"#summary reads {summary!r}, not {expected!r}")
        return f"#summary reads {summary!r}"

    def check_files(self):
        """The accepted golden has the new image's pixels; the rejected one is untouched."""
        one = self.scratch / ONE_GOLDEN
        actual = self.scratch / "R" / "artifacts" / "a" / "one@1x.actual.png"
        if one.read_bytes() == self.originals[ONE_GOLDEN]:
            raise CheckFailed(f"{ONE_GOLDEN} still has its old bytes after the accept")
        if pixels(one) != pixels(actual):
            raise CheckFailed(f"{ONE_GOLDEN} does not have the pixels of {actual.relative_to(self.scratch)}")
        if (self.scratch / TWO_GOLDEN).read_bytes() != self.originals[TWO_GOLDEN]:
            raise CheckFailed(f"{TWO_GOLDEN} changed although it was rejected")
        return f"{ONE_GOLDEN} = one@1x.actual.png (pixels), {TWO_GOLDEN} unchanged (bytes)"

    def save_screenshot(self, page):
        """Scrolls to the top and saves a screenshot of the viewport."""
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_function("window.scrollY === 0")
        shot = page.screenshot(type="png")
        paths = [self.scratch / "review-page.png"] + ([self.screenshot_path] if self.screenshot_path else [])
        for path in paths:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(shot)
        size = Image.open(io.BytesIO(shot)).size
        return f"screenshot {size[0]}x{size[1]} saved to {', '.join(str(path) for path in paths)}"

    def finish(self, page):
        """Clicks Done; the review must exit 0 within 10 s."""
        page.locator("#done").click()
        try:
            status = self.process.wait(EXIT_SECONDS)
        except subprocess.TimeoutExpired:
            raise CheckFailed(f"goldens review still runs {EXIT_SECONDS} s after Done")
        if status != 0:
            raise CheckFailed(f"goldens review exited {status} after Done")
        return "Done: goldens review exited 0"

    def check_output(self):
        """The review's output ends with the decisions and the summary."""
        deadline = time.monotonic() + WAIT_SECONDS
        while self.next_line(deadline) is not None:
            pass
        tail = self.output[-len(EXPECTED_TAIL):]
        if tail != EXPECTED_TAIL:
            raise CheckFailed(f"the output ends with {tail}, not {EXPECTED_TAIL}")
        return f"the output ends with {tail}"

    def check_verify(self):
        """verify with CI=1 fails on the rejected golden only."""
        done = run_tool(self.tool, ["goldens", "verify", "G", "--report", "R"], self.scratch, environment(ci="1"),
                        must_succeed=False)
        if done.returncode != 1:
            raise CheckFailed(f"CI=1 goldens verify G exited {done.returncode}, not 1: {done.stderr.strip()}")
        if TWO_GOLDEN not in done.stderr or ONE_GOLDEN in done.stderr:
            raise CheckFailed(f"CI=1 goldens verify G: the errors should name {TWO_GOLDEN} and not {ONE_GOLDEN}: "
                              f"{done.stderr.strip()}")
        return f"CI=1 goldens verify exits 1 naming {TWO_GOLDEN} only"

    def browse(self, browser):
        """The checks on the page, up to Done."""
        page = browser.new_page(viewport={"width": 1100, "height": 800})
        page.set_default_timeout(WAIT_SECONDS * 1000)
        try:
            page.goto(self.url)
            page.wait_for_selector(f'section.item[data-name="{TWO}"]')
            self.checks.run("accept", self.accept_one, page, required=True)
            self.checks.run("reject", self.reject_two, page, required=True)
            self.checks.run("summary", self.check_summary, page)
            self.checks.run("goldens on disk", self.check_files)
            self.checks.run("screenshot", self.save_screenshot, page)
            self.checks.run("done", self.finish, page, required=True)
        finally:
            page.close()

    def run(self, chromium):
        """Every check, in order; the review process is ended whatever happens."""
        from playwright.sync_api import sync_playwright

        try:
            self.checks.run("record", self.record_goldens, required=True)
            self.checks.run("start review", self.start_review, required=True)
            with sync_playwright() as playwright:
                browser = launch(playwright, chromium)
                try:
                    self.browse(browser)
                finally:
                    browser.close()
            self.checks.run("review output", self.check_output)
            self.checks.run("verify", self.check_verify)
        except Stop:
            pass
        finally:
            self.end_review()

    def end_review(self):
        """Ends the review process if it still runs."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.terminate()
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(5)


def main():
    parser = argparse.ArgumentParser(description="Checks otp-render goldens review in Chromium.")
    parser.add_argument("tool", help="the otp-render executable")
    parser.add_argument("scratch", help="a scratch folder (created if missing)")
    parser.add_argument("--screenshot", help="also save the page's screenshot here")
    arguments = parser.parse_args()
    chromium = chromium_or_skip()
    scratch = pathlib.Path(arguments.scratch).resolve()
    scratch.mkdir(parents=True, exist_ok=True)
    screenshot = pathlib.Path(arguments.screenshot).resolve() if arguments.screenshot else None
    run = ReviewCheck(os.path.abspath(arguments.tool), scratch, screenshot)
    run.run(chromium)
    run.checks.exit("goldens review works end to end in Chromium")


if __name__ == "__main__":
    main()
