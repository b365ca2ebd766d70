#!/usr/bin/env bash
# The release bundle's start-up: the median wall time of `otp-render --version` and of
# `otp-render render --preset boxed -o x.png` (in an empty folder, the file replaced each
# time), 20 runs each after a warm-up run, and the bundle's sizes. Each run is started with
# posix_spawn and timed from just before it to its exit, so the timer adds little.
#
# Usage: Benchmarks/startup.sh [BUNDLE_FOLDER]    (default: the one Scripts/release.sh made)
set -euo pipefail

repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bundle=${1:-$(ls -d "$repository"/.build-release/dist/otp-render-*-linux-* 2>/dev/null | grep -v '\.tar\.' | head -n 1)}
[ -x "$bundle/bin/otp-render" ] || { echo "startup: no bundle (run Scripts/release.sh, or name its folder)" >&2; exit 1; }
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT

echo "bundle: $bundle"
if [ -f "$bundle.tar.xz" ]; then
    echo "archive: $(($(stat -c %s "$bundle.tar.xz") / 1024)) KiB, unpacked: $(($(du -sb "$bundle" | cut -f1) / 1024)) KiB"
fi
cd "$folder"
python3 - "$bundle/bin/otp-render" <<'END'
import os, statistics, sys, time

binary = sys.argv[1]
null = os.open(os.devnull, os.O_WRONLY)

def run(arguments):
    """One run's wall time in milliseconds."""
    actions = [(os.POSIX_SPAWN_DUP2, null, 1)]
    start = time.perf_counter()
    pid = os.posix_spawn(binary, [binary] + arguments, os.environ, file_actions=actions)
    _, status = os.waitpid(pid, 0)
    elapsed = (time.perf_counter() - start) * 1000
    if status != 0:
        sys.exit(f"startup: {' '.join(arguments)} failed ({status})")
    return elapsed

for arguments in (["--version"], ["render", "--preset", "boxed", "-o", "x.png"]):
    run(arguments)
    times = sorted(run(arguments) for _ in range(20))
    print(f"otp-render {' '.join(arguments)}: median {statistics.median(times):.1f} ms "
          f"(fastest {times[0]:.1f}, slowest {times[-1]:.1f})")
END
