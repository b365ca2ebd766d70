#!/usr/bin/env bash
# Tests the Python wheel as a user gets it: a fresh virtual environment, the wheel installed
# from dist/ without an index, pytest and auditwheel from PyPI, then Packages/python/tests
# (which import the installed package, never the sources) and `auditwheel show`.
#
# Usage: Scripts/test-python.sh [WHEEL]     (default: the one in dist/)
set -euo pipefail

repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
wheel=${1:-$(ls "$repository"/dist/otp_render-*.whl 2>/dev/null | head -n 1)}
[ -f "$wheel" ] || { echo "test-python: no wheel (run Scripts/package-python.sh)" >&2; exit 1; }
venv=$repository/.build-python/venv

rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --no-index "$wheel"
"$venv/bin/pip" install --quiet pytest auditwheel
echo "== auditwheel show $(basename "$wheel")"
"$venv/bin/auditwheel" show "$wheel" | tee "$venv/auditwheel.txt"
grep -q "consistent with" "$venv/auditwheel.txt"
grep -q "\"manylinux_2_35_x86_64\"" "$venv/auditwheel.txt"
echo "== pytest"
cd "$repository/Packages/python/tests"
PATH="$venv/bin:$PATH" "$venv/bin/python" -m pytest -q -p no:cacheprovider "$@"
