#!/usr/bin/env bash
# Runs the Playwright example (Examples/playwright-conform: a code field's page drawn by
# Chromium, each state's screenshot measured against its spec with assert_conforms) with the
# Python wheel installed as a user gets it: a virtual environment, the wheel from dist/
# without an index, pytest and Playwright for Python from PyPI. Playwright drives Debian's
# Chromium (/usr/bin/chromium, or OTP_RENDER_CHROMIUM) and downloads no browser.
#
# Skips, saying why and exiting 0, when there is no Chromium or Playwright cannot be
# installed (Scripts/install-browser.sh installs Chromium).
#
# Usage: Scripts/test-playwright-example.sh [WHEEL] [PYTEST ARGUMENTS...]   (default: the wheel in dist/)
set -euo pipefail

repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
wheel=$(ls "$repository"/dist/otp_render-*.whl 2>/dev/null | head -n 1 || true)
if [ $# -ge 1 ] && [[ $1 == *.whl ]]; then wheel=$1; shift; fi
[ -f "$wheel" ] || { echo "test-playwright-example: no wheel (run Scripts/package-python.sh)" >&2; exit 1; }
chromium=${OTP_RENDER_CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
    echo "test-playwright-example: skip: no Chromium at $chromium (Scripts/install-browser.sh installs it)"
    exit 0
fi
# Kept between runs (Playwright is large); the wheel is installed anew each time.
venv=$repository/.build-python/playwright-venv

[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --no-index --force-reinstall "$wheel"
if ! "$venv/bin/python" -c "import pytest, playwright.sync_api" 2>/dev/null; then
    if ! "$venv/bin/pip" install --quiet pytest playwright; then
        echo "test-playwright-example: skip: Playwright for Python could not be installed"
        exit 0
    fi
fi
echo "== pytest Examples/playwright-conform (Chromium $("$chromium" --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -n 1))"
cd "$repository/Examples/playwright-conform"
OTP_RENDER_CHROMIUM=$chromium PATH="$venv/bin:$PATH" "$venv/bin/python" -m pytest -q -p no:cacheprovider "$@"
