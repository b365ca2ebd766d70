#!/usr/bin/env python3
"""Rasterizes SVG files with resvg (the resvg-py package) or PDF files with poppler (its
cairo back end, pdftocairo), for the vector output tests.

Usage: vector-render.py svg|pdf [--jobs N] ZOOM SUPERSAMPLING IN OUT.png [ZOOM SUPERSAMPLING IN OUT.png ...]
       vector-render.py svg|pdf --check   (exit 0 when that kind can be rasterized here)

Each file IN is drawn at ZOOM x SUPERSAMPLING pixels per point (a PDF's first page),
averaged down by SUPERSAMPLING (a box filter over premultiplied pixels, with Pillow) and
written to OUT.png. The files are drawn by N processes at once (default: one per core),
each taking the next file in the order given when it is free: list the costliest first.
"""
import io
import multiprocessing
import os
import shutil
import signal
import subprocess
import sys

kind = sys.argv[1] if len(sys.argv) > 1 else ""
try:
    from PIL import Image
    if kind == "svg":
        import resvg_py
except ImportError:
    sys.exit("resvg-py or Pillow is not installed (pip install resvg-py pillow)")
if kind == "pdf" and shutil.which("pdftocairo") is None:
    sys.exit("pdftocairo is not installed (apt-get install poppler-utils)")
if kind not in ("svg", "pdf"):
    sys.exit(__doc__)

if sys.argv[2:] == ["--check"]:
    sys.exit(0)


def draw(path, zoom):
    """The file's pixels at `zoom` pixels per point."""
    if kind == "svg":
        return bytes(resvg_py.svg_to_bytes(svg_path=path, zoom=zoom))
    resolution = str(72 * zoom)
    return subprocess.run(["pdftocairo", "-png", "-singlefile", "-r", resolution, path, "-"],
                          check=True, capture_output=True).stdout


def rasterize(job):
    """Draws one file `factor` times larger than `zoom` and writes it averaged down."""
    zoom, factor, source, png = float(job[0]), int(job[1]), job[2], job[3]
    image = Image.open(io.BytesIO(draw(source, zoom * factor)))
    if factor > 1:
        width, height = image.width // factor * factor, image.height // factor * factor
        image = image.convert("RGBA").crop((0, 0, width, height)).convert("RGBa").reduce(factor).convert("RGBA")
    image.save(png)


jobs = os.cpu_count() or 1
files = sys.argv[2:]
if files[:1] == ["--jobs"]:
    jobs, files = int(files[1]), files[2:]
if not files or len(files) % 4:
    sys.exit(__doc__)
# A parent may start this script with signals blocked (a test runner's thread does): unblocked,
# so that an interrupt or a failing worker ends the pool's processes.
signal.pthread_sigmask(signal.SIG_SETMASK, [])
# Each process takes the next file as soon as it is free, in the order given; then each is
# told to end and waited for (not terminated, which a blocked SIGTERM would leave waiting).
pool = multiprocessing.Pool(jobs)
for _ in pool.imap_unordered(rasterize, list(zip(*[iter(files)] * 4)), chunksize=1):
    pass
pool.close()
pool.join()
