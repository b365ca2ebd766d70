#!/usr/bin/env python3
"""Rasterizes SVG files with resvg (the resvg-py package), for the SVG tests.

Usage: resvg-render.py ZOOM SUPERSAMPLING IN.svg OUT.png [IN.svg OUT.png ...]
       resvg-render.py --check      (exit 0 when resvg-py and Pillow can be imported)

Each SVG is drawn at ZOOM x SUPERSAMPLING and averaged down by SUPERSAMPLING (a box filter
over premultiplied pixels, with Pillow), so that resvg's edge anti-aliasing, taken from 4
samples per pixel row, comes close to the exact coverage of each pixel.
"""
import io
import sys

try:
    import resvg_py
    from PIL import Image
except ImportError:
    sys.exit("resvg-py or Pillow is not installed (pip install resvg-py pillow)")

if sys.argv[1:] == ["--check"]:
    sys.exit(0)
zoom, factor = float(sys.argv[1]), int(sys.argv[2])
pairs = sys.argv[3:]
for svg, png in zip(pairs[0::2], pairs[1::2]):
    image = Image.open(io.BytesIO(bytes(resvg_py.svg_to_bytes(svg_path=svg, zoom=zoom * factor))))
    if factor > 1:
        width, height = image.width // factor * factor, image.height // factor * factor
        image = image.convert("RGBA").crop((0, 0, width, height)).convert("RGBa").reduce(factor).convert("RGBA")
    image.save(png)
