"""Where the otp-render binary is: the one this package carries, unless OTP_RENDER_BINARY
names another (a build from a checkout, say)."""

from __future__ import annotations

import os
from pathlib import Path

from ._errors import RenderError

ENVIRONMENT_VARIABLE = "OTP_RENDER_BINARY"


def binary_path() -> str:
    """The path of the otp-render executable this package runs."""
    chosen = os.environ.get(ENVIRONMENT_VARIABLE)
    path = Path(chosen) if chosen else Path(__file__).resolve().parent / "_bundle" / "bin" / "otp-render"
    if not os.access(path, os.X_OK):
        origin = f"{ENVIRONMENT_VARIABLE}={chosen}" if chosen else "the otp-render wheel"
        raise RenderError(f"{path}: no otp-render executable there (from {origin})")
    return str(path)
