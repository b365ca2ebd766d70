"""The exceptions the package raises (one base class, a bad spec, and everything else) and
the warning it gives for an image that rendered with a problem."""

from __future__ import annotations

from typing import Any, Dict, List, Optional


class OTPRenderError(Exception):
    """Something otp-render could not do. ``exit`` is the exit code the command line would
    give for it (64 bad input, 3 an unreadable image, 70 internal), ``message`` its text."""

    def __init__(self, message: str, exit: int = 70) -> None:
        super().__init__(message)
        self.message = message
        self.exit = exit


class SpecError(OTPRenderError):
    """A spec or request that is wrong: ``key_path`` names the key (``cell.cornerRadius``)
    when there is one, ``message`` is the command line's text (the first problem's, when
    there are several). ``problems`` lists every problem of a spec that has several, each a
    dict of ``keyPath``, ``line`` (in the spec's file, or None) and ``message``; it is empty
    for one."""

    def __init__(self, message: str, key_path: Optional[str] = None, exit: int = 64,
                 problems: Optional[List[Dict[str, Any]]] = None) -> None:
        super().__init__(message, exit)
        self.key_path = key_path
        self.problems = list(problems or [])


class RenderError(OTPRenderError):
    """A failure that is not the spec's: an image that cannot be read, the service gone,
    the binary missing."""


class RenderWarning(UserWarning):
    """An image that rendered, but with a text that does not fit (clipped by its cell or
    button, wider than the block), as `otp-render render` warns on standard error; given
    through Python's ``warnings``, so pytest lists it and ``-W error::otp_render.RenderWarning``
    fails the test."""
