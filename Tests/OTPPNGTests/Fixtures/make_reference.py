#!/usr/bin/env python3
"""Writes pngsuite-reference.json: the pixels every file of the PngSuite should decode to.

Run once, from anywhere, when the corpus changes (needs Pillow: `pip install pillow`):

    python3 Tests/OTPPNGTests/Fixtures/make_reference.py

For each file in ../shared/corpus/pngsuite/valid (relative to the repository root) the JSON
records width, height, whether every pixel is opaque, and two FNV-1a 64 digests: of the
straight (not premultiplied) RGBA8 pixels, and of the premultiplied RGBA8 pixels that
OTPRaster's Pixmap stores (each colour channel round(c * a / 255); c * a / 255 is never
exactly halfway, so there is no tie rule to agree on).

The expected pixels follow what our decoder promises, which is not what Pillow's own RGBA
conversion does, so Pillow is used only to read samples and the rules are applied here:

* Gamma (gAMA), sBIT and bKGD are ignored: sample values are taken as they are stored.
* Gray and palette images of 1, 2 and 4 bits: Pillow's modes "1" and "L" already widen the
  gray samples by bit replication (v * 255 / (2^depth - 1)), as libpng's png_set_expand
  does; palette images come back as indices ("P"), looked up here in PLTE.
* tRNS is applied here from the chunk itself, not by Pillow's convert("RGBA"), which
  compares a low-bit-depth gray tRNS value with already widened samples (with Pillow 13 it
  gets 464 pixels of ftbbn0g04.png wrong). Palette: alpha from tRNS per index (255 past
  its end). Gray/RGB: alpha 0 where the sample equals the tRNS value at the stored depth,
  else 255.
* 16-bit images: Pillow keeps only the high byte of 16-bit RGB and RGBA samples, while
  libpng's png_set_scale_16 rounds. So their samples are read by the small decoder below
  (inflate, unfilter, Adam7), tRNS is matched on the 16-bit values, and each sample v is
  scaled as round(v * 255 / 65535) = (2v + 257) // 514 (never a tie either). That decoder
  is checked against Pillow on every 16-bit file: its samples must equal Pillow's 16-bit
  gray values, or their high bytes must equal Pillow's 8-bit channels.
"""

import json
import os
import struct
import sys
import zlib

from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus", "pngsuite", "valid"))
OUTPUT = os.path.join(HERE, "pngsuite-reference.json")

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # samples per pixel, by PNG colour type
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def fnv1a64(data):
    h = 0xCBF29CE484222325
    for byte in data:
        h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % h


def chunks(data):
    """The (type, payload) chunks of a PNG file, in order."""
    offset, found = 8, []
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        found.append((kind.decode("latin-1"), data[offset + 8:offset + 8 + length]))
        offset += 12 + length
    return found


def header(data):
    for kind, payload in chunks(data):
        if kind == "IHDR":
            width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", payload)
            return width, height, depth, color_type, interlace
    raise ValueError("no IHDR")


def chunk(data, name):
    return next((payload for kind, payload in chunks(data) if kind == name), None)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def unfilter(raw, offset, row_bytes, rows, bpp):
    """Undoes the per-row filters of one (sub)image; returns its rows and the next offset."""
    previous, out = bytearray(row_bytes), []
    for _ in range(rows):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + row_bytes])
        offset += 1 + row_bytes
        for i in range(row_bytes):
            left = line[i - bpp] if i >= bpp else 0
            up, corner = previous[i], (previous[i - bpp] if i >= bpp else 0)
            predictor = [0, left, up, (left + up) // 2, paeth(left, up, corner)][kind]
            line[i] = (line[i] + predictor) & 0xFF
        out.append(line)
        previous = line
    return out, offset


def samples16(data):
    """The 16-bit samples of a 16-bit PNG as a row-major list of per-pixel tuples."""
    width, height, depth, color_type, interlace = header(data)
    assert depth == 16
    channels = CHANNELS[color_type]
    raw = zlib.decompress(b"".join(p for k, p in chunks(data) if k == "IDAT"))
    pixels = [None] * (width * height)
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    offset = 0
    for x0, y0, dx, dy in passes:
        columns = len(range(x0, width, dx))
        rows = len(range(y0, height, dy))
        if columns == 0 or rows == 0:
            continue
        lines, offset = unfilter(raw, offset, columns * channels * 2, rows, channels * 2)
        for line, y in zip(lines, range(y0, height, dy)):
            for column, x in enumerate(range(x0, width, dx)):
                start = column * channels * 2
                pixels[y * width + x] = struct.unpack(">%dH" % channels, line[start:start + channels * 2])
    return pixels


def scale16(v):
    return (2 * v + 257) // 514  # round(v * 255 / 65535)


def rgba16(data):
    """Straight RGBA8 pixels of a 16-bit PNG, checked against Pillow's reading of it."""
    _, _, _, color_type, _ = header(data)
    pixels = samples16(data)
    check_against_pillow(data, pixels)
    trns = chunk(data, "tRNS")
    key = struct.unpack(">%dH" % (len(trns) // 2), trns) if trns else None
    out = []
    for p in pixels:
        if color_type == 0:
            alpha = 0 if key == p else 255
            out.append((scale16(p[0]),) * 3 + (alpha,))
        elif color_type == 2:
            alpha = 0 if key == p else 255
            out.append(tuple(scale16(v) for v in p) + (alpha,))
        elif color_type == 4:
            out.append((scale16(p[0]),) * 3 + (scale16(p[1]),))
        else:
            out.append(tuple(scale16(v) for v in p))
    return out


def check_against_pillow(data, pixels):
    image = open_with_pillow(data)
    width, height = image.size
    for y in range(height):
        for x in range(width):
            ours, theirs = pixels[y * width + x], image.getpixel((x, y))
            if image.mode == "I;16":
                expected = (theirs,)
            elif len(ours) == 2 and image.mode == "RGBA":  # gray + alpha widened to RGBA
                expected = (theirs[0], theirs[3])
            else:
                expected = tuple(theirs)
            got = ours if image.mode == "I;16" else tuple(v >> 8 for v in ours)
            if got != expected:
                sys.exit("16-bit reader disagrees with Pillow at (%d, %d): %r vs %r" % (x, y, ours, theirs))


def open_with_pillow(data):
    import io
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def rgba8(data):
    """Straight RGBA8 pixels of a PNG of 8 bits or fewer, samples read by Pillow."""
    _, _, depth, color_type, _ = header(data)
    image = open_with_pillow(data)
    width, height = image.size
    values = [image.getpixel((x, y)) for y in range(height) for x in range(width)]
    trns = chunk(data, "tRNS")
    if color_type == 3:
        assert image.mode == "P"
        palette = chunk(data, "PLTE")
        alphas = trns or b""
        return [tuple(palette[3 * i:3 * i + 3]) + (alphas[i] if i < len(alphas) else 255,) for i in values]
    if color_type == 0:
        assert image.mode in ("1", "L")
        widen = 255 // ((1 << depth) - 1)
        key = struct.unpack(">H", trns)[0] * widen if trns else None
        return [(g, g, g, 0 if g == key else 255) for g in values]
    if color_type == 2:
        assert image.mode == "RGB"
        key = struct.unpack(">3H", trns) if trns else None
        return [tuple(p) + (0 if tuple(p) == key else 255,) for p in values]
    if color_type == 4:
        assert image.mode == "LA"
        return [(g, g, g, a) for g, a in values]
    assert image.mode == "RGBA"
    return [tuple(p) for p in values]


def premultiplied(pixel):
    r, g, b, a = pixel
    return tuple((2 * c * a + 255) // 510 for c in (r, g, b)) + (a,)  # round(c * a / 255)


def reference(path):
    with open(path, "rb") as file:
        data = file.read()
    width, height, depth, _, _ = header(data)
    pixels = rgba16(data) if depth == 16 else rgba8(data)
    assert len(pixels) == width * height
    return {
        "width": width,
        "height": height,
        "opaque": all(p[3] == 255 for p in pixels),
        "straightRGBA": fnv1a64(bytes(v for p in pixels for v in p)),
        "premultipliedRGBA": fnv1a64(bytes(v for p in pixels for v in premultiplied(p))),
    }


def main():
    names = sorted(n for n in os.listdir(CORPUS) if n.endswith(".png"))
    images = {name: reference(os.path.join(CORPUS, name)) for name in names}
    document = {
        "about": "Expected RGBA8 pixels of shared/corpus/pngsuite/valid, written by make_reference.py "
                 "with Pillow " + Image.__version__ + "; digests are FNV-1a 64 of the row-major pixel bytes.",
        "images": images,
    }
    with open(OUTPUT, "w") as file:
        json.dump(document, file, indent=2, sort_keys=True)
        file.write("\n")
    print("wrote %d images to %s" % (len(images), OUTPUT))


if __name__ == "__main__":
    main()
