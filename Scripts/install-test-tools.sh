#!/usr/bin/env bash
# Installs what the SVG tests rasterize with, resvg-py and Pillow (from PyPI), when Python
# cannot import them; does nothing, in a tenth of a second, when it can. Without them those
# tests skip, saying so. pip comes from Debian's python3-pip when missing (needs root).
set -euo pipefail

if python3 Scripts/resvg-render.py --check 2>/dev/null; then
    exit 0
fi
if ! python3 -m pip --version >/dev/null 2>&1; then
    echo "Installing python3-pip…" >&2
    run_as_root=()
    [ "$(id -u)" = 0 ] || run_as_root=(sudo)
    "${run_as_root[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${run_as_root[@]}" apt-get install -y -qq python3-pip >&2
fi
echo "Installing resvg-py and Pillow…" >&2
# Debian marks its Python as externally managed; these two wheels stand alone.
python3 -m pip install --quiet resvg-py pillow 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages resvg-py pillow
