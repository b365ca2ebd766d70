#!/usr/bin/env bash
# Installs what the browser tests drive: Debian's chromium and Playwright for Python (from
# PyPI; it drives that chromium through executable_path, no browser download). Each only
# when missing, so a warm machine skips this at once. Without them the browser tests skip,
# saying so. On a fresh machine about 290 MB from Debian: a minute or two. apt-get needs
# root (sudo otherwise).
set -euo pipefail
scripts=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

run_as_root=()
[ "$(id -u)" = 0 ] || run_as_root=(sudo)

if [ ! -x /usr/bin/chromium ]; then
    echo "Installing chromium…" >&2
    "$scripts/apt.sh" "${run_as_root[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "$scripts/apt.sh" "${run_as_root[@]}" apt-get install -y -qq --no-install-recommends chromium >&2 \
        || echo "chromium could not be installed; the browser tests will skip" >&2
fi
if ! python3 -c "import playwright.sync_api" 2>/dev/null; then
    echo "Installing playwright…" >&2
    # Debian marks its Python as externally managed; the wheel stands alone.
    python3 -m pip install --quiet playwright 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages playwright \
        || echo "playwright could not be installed; the browser tests will skip" >&2
fi
