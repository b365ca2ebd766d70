"""The code field of code-field.html, drawn by Chromium and measured against its spec in each
state the user sees: empty, typing, complete, and in error after a wrong code. Each screenshot
must conform to the boxed preset's spec of that state, at 2x.

    pip install dist/otp_render-*.whl pytest playwright   # the wheel brings assert_conforms
    pytest Examples/playwright-conform

Chromium is Debian's (/usr/bin/chromium, or the one OTP_RENDER_CHROMIUM names), driven
through executable_path, so Playwright downloads no browser of its own. Without Playwright or
Chromium the tests skip. Scripts/test-playwright-example.sh runs them with the wheel in a
virtual environment.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterator

import pytest

sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed")

PAGE = Path(__file__).resolve().parent / "code-field.html"
CHROMIUM = os.environ.get("OTP_RENDER_CHROMIUM") or "/usr/bin/chromium"
SCALE = 2

# The design: the boxed preset, in each state of the screen.
EMPTY = {"preset": "boxed"}
TYPING = {"preset": "boxed", "value": "12"}
COMPLETE = {"preset": "boxed", "value": "123456"}
ERROR = {"preset": "boxed", "value": "123456", "state": "error"}


@pytest.fixture(scope="module")
def browser() -> Iterator["sync_api.Browser"]:
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"no Chromium at {CHROMIUM} (Scripts/install-browser.sh installs Debian's)")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: "sync_api.Browser") -> Iterator["sync_api.Page"]:
    page = browser.new_page(viewport={"width": 480, "height": 320}, device_scale_factor=SCALE)
    page.goto(PAGE.as_uri())
    page.evaluate("document.fonts.ready")
    assert page.evaluate("document.fonts.check('500 24px Inter')"), "Inter did not load from ../../Fonts"
    page.locator("#code-input").focus()
    yield page
    page.close()


def shot(page: "sync_api.Page", path: Path) -> Path:
    """The field's card as the user sees it; the caret's blink held at its start (drawn)."""
    page.locator(".card").screenshot(path=str(path), animations="disabled", caret="hide")
    return path


def test_empty(page, assert_conforms, tmp_path: Path) -> None:
    assert_conforms(shot(page, tmp_path / "empty.png"), EMPTY, scale=SCALE)


def test_typing(page, assert_conforms, tmp_path: Path) -> None:
    page.keyboard.type("12")
    assert_conforms(shot(page, tmp_path / "typing.png"), TYPING, scale=SCALE)


def test_complete(page, assert_conforms, tmp_path: Path) -> None:
    page.keyboard.type("123456")
    assert_conforms(shot(page, tmp_path / "complete.png"), COMPLETE, scale=SCALE)


def test_error(page, assert_conforms, tmp_path: Path) -> None:
    page.keyboard.type("123456")
    page.keyboard.press("Enter")
    assert page.locator("#message").inner_text().startswith("That code is not right")
    assert_conforms(shot(page, tmp_path / "error.png"), ERROR, scale=SCALE)
