#!/usr/bin/env bash
# The Python package's throughput against `otp-render batch --jobs 1`: 1,000 renders of the
# boxed preset at 2x through one `Renderer`, one call at a time and with `render_many`, and a
# batch of the same 1,000 items writing to /dev/shm (or TMPDIR); images per second, the
# median of RUNS runs. Uses the wheel in dist/ in a virtual environment of its own.
#
# Usage: Benchmarks/python.sh [WHEEL]      (RUNS=5 for more runs)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
wheel=${1:-$(ls "$root"/dist/otp_render-*.whl 2>/dev/null | head -n 1)}
[ -f "$wheel" ] || { echo "python: no wheel (run Scripts/package-python.sh)" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/dev/shm}/otp-python.XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --no-index "$wheel"

"$work/venv/bin/python" - "$work" "${RUNS:-3}" <<'END'
import json, os, statistics, subprocess, sys, time
import otp_render
from otp_render._binary import binary_path

work, runs, count = sys.argv[1], int(sys.argv[2]), 1000
spec = {"preset": "boxed", "value": "1234", "scale": 2}
manifest = os.path.join(work, "manifest.json")
with open(manifest, "w") as file:
    json.dump({"items": [{"name": f"f{i}", "spec": spec} for i in range(count)]}, file)

def seconds(run):
    start = time.perf_counter()
    run()
    return time.perf_counter() - start

def batch():
    subprocess.run([binary_path(), "batch", manifest, "-o", os.path.join(work, "out"), "--jobs", "1", "--quiet"], check=True)

# The three are timed in turn in each run, so that a busy minute slows all of them.
with otp_render.Renderer() as renderer:
    renderer.render(spec)
    runs_of = {"batch": [], "one": [], "many": []}
    for _ in range(runs):
        runs_of["batch"].append(seconds(batch))
        runs_of["one"].append(seconds(lambda: [renderer.render(spec) for _ in range(count)]))
        runs_of["many"].append(seconds(lambda: renderer.render_many([spec] * count)))
batched, one, many = (count / statistics.median(runs_of[name]) for name in ("batch", "one", "many"))
print(f"batch --jobs 1:            {batched:6.0f} images/s")
print(f"Renderer.render, 1 by 1:   {one:6.0f} images/s ({one / batched:.0%} of batch)")
print(f"Renderer.render_many:      {many:6.0f} images/s ({many / batched:.0%} of batch)")
END
