#!/usr/bin/env bash
# Runs a command (an apt-get, with sudo or not) while holding the project's apt lock, so the
# install scripts that .ci/run starts side by side take turns instead of failing on
# apt's own lock ("Could not get lock /var/lib/apt/lists/lock").
# Usage: Scripts/apt.sh [sudo] apt-get install -y PACKAGE
set -euo pipefail
exec flock "${TMPDIR:-/tmp}/otp-render-apt.lock" "$@"
