"""What the browser scripts share: skipping when there is no browser, running otp-render
within a time limit, and a list of checks that each print one line ("ok   ..." or
"FAIL name: ...") and end the script with its exit status.

Exit status of a script: 0 when every check passes, 1 when one fails (the failures are
named on stderr), 77 ("skip: ...") when Playwright cannot be imported or Chromium is not
found (at /usr/bin/chromium, or at the path in OTP_RENDER_CHROMIUM).
"""
import os
import subprocess
import sys

WAIT_SECONDS = 20


class CheckFailed(Exception):
    """A check that did not hold; the message says what was seen."""


class Stop(Exception):
    """A required check failed: the checks after it cannot run."""


def chromium_or_skip():
    """Chromium's path; exits with 77 when Playwright or Chromium is missing."""
    chromium = os.environ.get("OTP_RENDER_CHROMIUM") or "/usr/bin/chromium"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError as error:
        print(f"skip: playwright cannot be imported ({error}); Scripts/install-browser.sh installs it")
        sys.exit(77)
    if not os.access(chromium, os.X_OK):
        print(f"skip: no Chromium at {chromium}; Scripts/install-browser.sh installs it")
        sys.exit(77)
    return chromium


def launch(playwright, chromium):
    """Headless Chromium, started within the time limit."""
    return playwright.chromium.launch(executable_path=chromium, headless=True, timeout=WAIT_SECONDS * 1000)


def run_tool(tool, arguments, cwd, env=None, must_succeed=True):
    """Runs otp-render in `cwd` and returns the finished process; CheckFailed when it takes
    longer than the time limit or, with `must_succeed`, exits other than 0."""
    command = [tool, *arguments]
    try:
        done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=WAIT_SECONDS)
    except subprocess.TimeoutExpired:
        raise CheckFailed(f"otp-render {' '.join(arguments)} took more than {WAIT_SECONDS} s")
    if must_succeed and done.returncode != 0:
        raise CheckFailed(f"otp-render {' '.join(arguments)} exited {done.returncode}: {done.stderr.strip()}")
    return done


class Checks:
    """The checks of one script run, in order, and their failures."""

    def __init__(self):
        self.failures = []

    def run(self, name, step, *arguments, required=False):
        """Runs one step, which returns the line to print; records a failure, and raises Stop
        when a required step fails."""
        try:
            line = step(*arguments)
            print(f"ok   {line}", flush=True)
        except Exception as error:  # a browser or decoding error is that check's failure too
            text = str(error) if isinstance(error, CheckFailed) else f"{type(error).__name__}: {error}"
            print(f"FAIL {name}: {text}", flush=True)
            self.failures.append(f"{name}: {text.splitlines()[0] if text else ''}")
            if required:
                raise Stop()

    def exit(self, success):
        """Exits 1 naming the failures, or prints `success`."""
        if self.failures:
            print(f"{len(self.failures)} check(s) failed:\n  " + "\n  ".join(self.failures), file=sys.stderr)
            sys.exit(1)
        print(success)
