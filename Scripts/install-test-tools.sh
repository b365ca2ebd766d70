#!/usr/bin/env bash
# Installs what the vector output tests rasterize with: resvg-py and Pillow (from PyPI) for
# SVG, poppler-utils (from Debian) for PDF; each only when missing, so a warm machine skips
# this in a fraction of a second. Without them those tests skip, saying so. pip comes from
# Debian's python3-pip when missing. apt-get needs root (sudo otherwise).
set -euo pipefail
scripts=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

run_as_root=()
[ "$(id -u)" = 0 ] || run_as_root=(sudo)
apt_updated=no
apt_install() {
    if [ "$apt_updated" = no ]; then
        "$scripts/apt.sh" "${run_as_root[@]}" apt-get update -qq
        apt_updated=yes
    fi
    DEBIAN_FRONTEND=noninteractive "$scripts/apt.sh" "${run_as_root[@]}" apt-get install -y -qq "$@" >&2
}

if ! command -v pdftocairo >/dev/null; then
    echo "Installing poppler-utils…" >&2
    apt_install poppler-utils
fi
if python3 Scripts/vector-render.py svg --check 2>/dev/null; then
    exit 0
fi
if ! python3 -m pip --version >/dev/null 2>&1; then
    echo "Installing python3-pip…" >&2
    apt_install python3-pip
fi
echo "Installing resvg-py and Pillow…" >&2
# Debian marks its Python as externally managed; these two wheels stand alone.
python3 -m pip install --quiet resvg-py pillow 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages resvg-py pillow
