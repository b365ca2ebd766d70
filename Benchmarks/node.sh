#!/usr/bin/env bash
# The npm package's throughput against `otp-render batch --jobs 1`: 1,000 renders of the
# boxed preset at 2x through one `Renderer`, awaited one at a time and all at once
# (pipelined), and a batch of the same 1,000 items writing to /dev/shm (or TMPDIR); images per
# second, the median of RUNS runs, the three timed in turn. Uses the package in dist/,
# installed offline in a scratch project.
#
# Usage: Benchmarks/node.sh [TARBALL]      (RUNS=5 for more runs)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tarball=${1:-$(ls "$root"/dist/otp-render-*.tgz 2>/dev/null | head -n 1)}
[ -f "$tarball" ] || { echo "node: no package (run Scripts/package-npm.sh)" >&2; exit 1; }
tarball=$(cd "$(dirname "$tarball")" && pwd)/$(basename "$tarball")
work=$(mktemp -d "${TMPDIR:-/dev/shm}/otp-node.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
printf '{ "name": "otp-render-benchmark", "private": true, "type": "module" }\n' > package.json
npm install --offline --no-audit --no-fund --silent "$tarball"

cat > benchmark.mjs <<'END'
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { Renderer, binaryPath } from 'otp-render';

const runs = Number(process.env.RUNS || 3), count = 1000;
const spec = { preset: 'boxed', value: '1234', scale: 2 };
fs.writeFileSync('manifest.json', JSON.stringify({ items: Array.from({ length: count }, (_, i) => ({ name: `f${i}`, spec })) }));
const seconds = async (run) => { const start = process.hrtime.bigint(); await run(); return Number(process.hrtime.bigint() - start) / 1e9; };
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

const renderer = new Renderer();
await renderer.render(spec);
const times = { batch: [], one: [], all: [] };
for (let run = 0; run < runs; run++) {
  times.batch.push(await seconds(() => execFileSync(binaryPath(), ['batch', 'manifest.json', '-o', 'out', '--jobs', '1', '--quiet'])));
  times.one.push(await seconds(async () => { for (let i = 0; i < count; i++) await renderer.render(spec); }));
  times.all.push(await seconds(() => Promise.all(Array.from({ length: count }, () => renderer.render(spec)))));
}
await renderer.close();
const [batch, one, all] = ['batch', 'one', 'all'].map((name) => count / median(times[name]));
console.log(`batch --jobs 1:               ${batch.toFixed(0).padStart(6)} images/s`);
console.log(`Renderer.render, awaited 1 by 1: ${one.toFixed(0).padStart(6)} images/s (${(100 * one / batch).toFixed(0)}% of batch)`);
console.log(`Renderer.render, all at once:    ${all.toFixed(0).padStart(6)} images/s (${(100 * all / batch).toFixed(0)}% of batch)`);
END
node benchmark.mjs
