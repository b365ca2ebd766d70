#!/usr/bin/env python3
"""Rasterizes SVG files with resvg (the resvg-py package) or PDF files with poppler (its
cairo back end, pdftocairo), for the vector output tests.

Usage: vector-render.py svg|pdf ZOOM SUPERSAMPLING IN OUT.png [IN OUT.png ...]
       vector-render.py svg|pdf --check   (exit 0 when that kind can be rasterized here)

Each file is drawn at ZOOM x SUPERSAMPLING pixels per point (a PDF's first page) and
averaged down by SUPERSAMPLING (a box filter over premultiplied pixels, with Pillow).
"""
import io
import shutil
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


zoom, factor = float(sys.argv[2]), int(sys.argv[3])
pairs = sys.argv[4:]
for source, png in zip(pairs[0::2], pairs[1::2]):
    image = Image.open(io.BytesIO(draw(source, zoom * factor)))
    if factor > 1:
        width, height = image.width // factor * factor, image.height // factor * factor
        image = image.convert("RGBA").crop((0, 0, width, height)).convert("RGBa").reduce(factor).convert("RGBA")
    image.save(png)
