#!/usr/bin/env bash
# Installs what the vector output tests rasterize with: resvg-py and Pillow (from PyPI) for
# SVG, poppler-utils (from Debian) for PDF; and what the differential tests compare with
# (Scripts/differential.sh): babel and coloraide (from PyPI, pinned), Node and i18next (from
# Debian); and the shells the completion scripts are tried in: bash-completion, zsh and fish
# (from Debian); and what the JSON Schemas are checked with (Scripts/schema-check.py):
# jsonschema (from PyPI, pinned). Each only when missing, so a warm machine skips this in a
# fraction of a second.
# Without them the vector tests skip, saying so, and the differential tests stop, naming what
# they need. pip comes from Debian's python3-pip when missing. apt-get needs root (sudo
# otherwise).
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
pip_install() {
    if ! python3 -m pip --version >/dev/null 2>&1; then
        echo "Installing python3-pip…" >&2
        apt_install python3-pip
    fi
    # Debian marks its Python as externally managed; these wheels stand alone.
    python3 -m pip install --quiet "$@" 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages "$@"
}

# The completion scripts' tests (Scripts/test-completions.sh) load them into the shells.
for shell in bash-completion:/usr/share/bash-completion/bash_completion zsh:/usr/bin/zsh fish:/usr/bin/fish; do
    if [ ! -e "${shell#*:}" ]; then
        echo "Installing ${shell%%:*}…" >&2
        apt_install "${shell%%:*}"
    fi
done

# The differential tests: babel 2.12.1 carries CLDR 42, the CLDR of Debian 12's ICU 72, which
# otp-render is built with; Debian's i18next is 22.4.8.
if ! command -v node >/dev/null; then
    echo "Installing nodejs…" >&2
    apt_install nodejs
fi
if [ ! -f /usr/share/javascript/i18next/i18next.js ]; then
    echo "Installing libjs-i18next…" >&2
    apt_install libjs-i18next
fi
# The pinned Python packages, installed when one is missing or at another version: the
# differential tests' (babel, coloraide) and the JSON Schemas' check's (jsonschema validates
# draft 2020-12).
pinned_packages=(babel==2.12.1 coloraide==8.13.1 jsonschema==4.26.0)
if ! python3 -c 'import sys
from importlib.metadata import version
sys.exit(any(version(p) != v for p, v in (a.split("==") for a in sys.argv[1:])))' "${pinned_packages[@]}" 2>/dev/null; then
    echo "Installing ${pinned_packages[*]}…" >&2
    pip_install "${pinned_packages[@]}"
fi

if python3 Scripts/vector-render.py svg --check 2>/dev/null; then
    exit 0
fi
echo "Installing resvg-py and Pillow…" >&2
pip_install resvg-py pillow
