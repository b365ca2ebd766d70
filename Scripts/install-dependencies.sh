#!/usr/bin/env bash
# Installs the C libraries OTPRender builds against (libpng, FreeType, HarfBuzz, ICU, libxml2,
# OpenSSL's libcrypto and pkg-config, from Debian or Ubuntu) when pkg-config does not find them all; does nothing,
# in milliseconds, when it does. Needs root (or sudo) only when something is missing.
set -euo pipefail
scripts=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

packages=(libpng-dev libfreetype-dev libharfbuzz-dev libicu-dev libxml2-dev libssl-dev pkg-config)
if command -v pkg-config >/dev/null && pkg-config --exists libpng freetype2 harfbuzz icu-uc icu-i18n libxml-2.0 libcrypto; then
    exit 0
fi
echo "Installing ${packages[*]}…" >&2
run_as_root=()
if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || { echo "error: installing ${packages[*]} needs root (or sudo)" >&2; exit 1; }
    run_as_root=(sudo)
fi
"$scripts/apt.sh" "${run_as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "$scripts/apt.sh" "${run_as_root[@]}" apt-get install -y -qq "${packages[@]}" >&2
