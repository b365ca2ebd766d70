"""otp-render for Python: verification-code fields (OTP, SMS code, PIN) drawn to PNG, SVG and
PDF by the otp-render binary this package carries, pixel for pixel as the command line
draws them.

    import otp_render

    png = otp_render.render({"preset": "boxed", "value": "12"})

    with otp_render.Renderer() as renderer:          # one process for many images
        for value in ("1", "12", "123"):
            renderer.render({"preset": "boxed", "value": value})

    result = otp_render.conform("shot.png", {"preset": "boxed", "value": "12"}, scale=2)
    print(result)                                    # what `otp-render conform` prints

The pytest plugin (the ``otp_golden`` and ``assert_conforms`` fixtures) is in
:mod:`otp_render.pytest_plugin`.
"""

from __future__ import annotations

import atexit
import os
import threading
from typing import Any, Dict, List, Mapping, Optional, Sequence

from ._errors import OTPRenderError, RenderError, RenderWarning, SpecError
from ._service import CompareResult, ConformResult, Image, Overlay, Renderer, Spec

__all__ = ["render", "compare", "audit", "conform", "Renderer", "CompareResult", "ConformResult", "OTPRenderError", "SpecError",
           "RenderError", "RenderWarning", "__version__"]
__version__ = "0.1.0"

_shared: Optional[Renderer] = None
_shared_pid = 0
_shared_lock = threading.Lock()


def _renderer() -> Renderer:
    """The process-wide renderer of the functions below, started on first use (again in a
    forked child, which cannot share its parent's pipes) and closed at exit."""
    global _shared, _shared_pid
    with _shared_lock:
        if _shared is None or _shared_pid != os.getpid():
            _shared, _shared_pid = Renderer(), os.getpid()
        return _shared


def _close_shared() -> None:
    if _shared is not None and _shared_pid == os.getpid():
        _shared.close()


atexit.register(_close_shared)


def render(spec: Spec, *, format: str = "png") -> bytes:
    """The image of ``spec`` (a mapping, JSON text or a spec file's path) as ``format``
    (png, svg or pdf): the bytes `otp-render render` writes. Raises :class:`SpecError` for
    a spec that is wrong, :class:`RenderError` for anything else."""
    return _renderer().render(spec, format=format)


def compare(expected: Image, actual: Image, **options: Any) -> CompareResult:
    """Two PNG images (bytes or paths) compared as :meth:`Renderer.compare` compares them."""
    return _renderer().compare(expected, actual, **options)


def audit(spec: Spec, *, level: str = "AA", states: Optional[List[str]] = None) -> Dict[str, Any]:
    """The WCAG 2.2 audit of ``spec``, as :meth:`Renderer.audit` gives it."""
    return _renderer().audit(spec, level=level, states=states)


def conform(screenshot: Image, spec: Spec, *, scale: Optional[float] = None, at: Optional[Sequence[int]] = None,
            tolerances: Optional[Mapping[str, float]] = None, overlay: Overlay = None) -> ConformResult:
    """A screenshot (PNG bytes or a path) measured against its spec, as
    :meth:`Renderer.conform` measures it."""
    return _renderer().conform(screenshot, spec, scale=scale, at=at, tolerances=tolerances, overlay=overlay)
