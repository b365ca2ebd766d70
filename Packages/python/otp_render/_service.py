"""A client of `otp-render serve --stdio`: one process, requests written as lines of JSON,
each answered by a line of JSON and the bytes it announces (docs/SERVICE.md)."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import tempfile
import threading
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from ._binary import binary_path
from ._errors import RenderError, RenderWarning, SpecError

Spec = Union[Mapping[str, Any], str, "os.PathLike[str]"]
"""A spec: a mapping (as its JSON object), JSON text, or the path of a spec file."""

Image = Union[bytes, bytearray, str, "os.PathLike[str]"]
"""A PNG image: its bytes, or the path of its file."""

FORMATS = ("png", "svg", "pdf")

Overlay = Union[bool, str, "os.PathLike[str]", None]
"""Where a conform check's overlay goes: a path to write the PNG to, ``True`` to keep its bytes
in the result only, ``None`` (or ``False``) for no overlay."""


@dataclass(frozen=True)
class CompareResult:
    """Two images compared: ``passed`` when they match within the options, ``exit`` what
    `otp-render compare` would exit with (0 match, 1 differ, 2 sizes differ),
    ``comparison`` the fields of `compare --json`, ``diff`` the diff image when asked for."""

    passed: bool
    exit: int
    comparison: Dict[str, Any]
    diff: Optional[bytes] = None

    def __bool__(self) -> bool:
        return self.passed


@dataclass(frozen=True)
class ConformResult:
    """A screenshot measured against its spec, as `otp-render conform` measures it:
    ``conforms`` when every property is within its tolerance, ``exit`` what the command would
    exit with (0 conforms, 1 does not), ``report`` the fields of `conform --json` (``found``,
    ``conforms``, ``deviations``, ``measured``), ``lines`` what the command prints, and
    ``overlay`` the overlay's PNG when asked for. True when it conforms; ``str()`` gives the
    lines."""

    conforms: bool
    exit: int
    report: Dict[str, Any]
    lines: List[str]
    overlay: Optional[bytes] = None

    @property
    def deviations(self) -> List[Dict[str, Any]]:
        """Each property off by more than its tolerance: ``element`` (``cell[2]``, ``cell``,
        ``caret``), ``property``, ``expected``, ``actual``, ``unit`` (``pt``) or ``deltaE``."""
        return list(self.report.get("deviations") or [])

    @property
    def found(self) -> Dict[str, Any]:
        """Where the field is in the screenshot: ``x``, ``y`` (pixels), ``scale``, ``score``."""
        return dict(self.report.get("found") or {})

    @property
    def measured(self) -> Dict[str, Any]:
        """What was measured: ``cells``, ``characters``, ``caret``, ... in points."""
        return dict(self.report.get("measured") or {})

    def __bool__(self) -> bool:
        return self.conforms

    def __str__(self) -> str:
        return "\n".join(self.lines)


class Renderer:
    """One otp-render service process for many renders, comparisons and audits.

    Use it as a context manager, or call :meth:`close`. Threads may share one: requests
    are answered one at a time, in the order they are made. ``jobs`` renders on that many
    threads inside the service; ``fonts`` names a fonts folder other than the bundled one.
    """

    def __init__(self, *, jobs: int = 1, fonts: Optional[Union[str, "os.PathLike[str]"]] = None) -> None:
        arguments = [binary_path(), "serve", "--stdio", "--jobs", str(jobs)]
        if fonts is not None:
            arguments += ["--fonts", os.fspath(fonts)]
        self._lock = threading.Lock()
        self._next_id = 0
        self._errors: IO[bytes] = tempfile.TemporaryFile()
        try:
            self._process: Optional[subprocess.Popen[bytes]] = subprocess.Popen(
                arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._errors)
        except OSError as error:
            self._errors.close()
            raise RenderError(f"cannot start {arguments[0]}: {error.strerror}") from None

    def __enter__(self) -> "Renderer":
        return self

    def __exit__(self, *exception: object) -> None:
        self.close()

    def render(self, spec: Spec, *, format: str = "png") -> bytes:
        """The image of ``spec``: the bytes `otp-render render` writes for it."""
        _check_format(format)
        header, payload = self._request({"op": "render", **_spec_fields(spec), "format": format})
        _warn(header, stacklevel=2)
        return payload

    def render_many(self, specs: Iterable[Spec], *, format: str = "png") -> List[bytes]:
        """The images of many specs, in their order: the requests are written while the
        answers are read, so the service never waits for the next one (a batch's speed).
        When specs fail, every answer is still read and the first failure is raised, its
        message starting with the spec's place (``specs[3]: ...``)."""
        _check_format(format)
        requests = [{"op": "render", **_spec_fields(spec), "format": format} for spec in specs]
        answers = self._exchange(requests)
        for index, (header, _) in enumerate(answers):
            if not header.get("ok"):
                error = dict(header.get("error") or {})
                error["message"] = f"specs[{index}]: {error.get('message', '')}"
                raise _failure(error)
        for index, (header, _) in enumerate(answers):
            _warn(header, prefix=f"specs[{index}]: ", stacklevel=2)
        return [payload for _, payload in answers]

    def compare(self, expected: Image, actual: Image, *, threshold: Optional[float] = None,
                exact: Optional[bool] = None, max_diff_pixels: Optional[int] = None,
                max_diff_ratio: Optional[float] = None, diff: bool = False) -> CompareResult:
        """Two PNG images compared as `otp-render compare` compares them: perceptually
        (``threshold`` 0.1) unless ``exact``, within ``max_diff_pixels`` and
        ``max_diff_ratio``; ``diff`` asks for the diff image."""
        request: Dict[str, Any] = {"op": "compare", "expected": _image(expected), "actual": _image(actual)}
        options = {"threshold": threshold, "exact": exact, "maxDiffPixels": max_diff_pixels,
                   "maxDiffRatio": max_diff_ratio}
        request.update({key: value for key, value in options.items() if value is not None})
        if diff:
            request["diff"] = True
        header, payload = self._request(request)
        return CompareResult(passed=bool(header["passed"]), exit=int(header["exit"]),
                             comparison=dict(header["comparison"]), diff=payload if diff and payload else None)

    def audit(self, spec: Spec, *, level: str = "AA", states: Optional[List[str]] = None) -> Dict[str, Any]:
        """The WCAG 2.2 audit of ``spec``, as `otp-render audit --json` reports it."""
        request: Dict[str, Any] = {"op": "audit", **_spec_fields(spec), "level": level}
        if states is not None:
            request["states"] = list(states)
        header, _ = self._request(request)
        return dict(header["report"])

    def conform(self, screenshot: Image, spec: Spec, *, scale: Optional[float] = None,
                at: Optional[Sequence[int]] = None, tolerances: Optional[Mapping[str, float]] = None,
                overlay: Overlay = None) -> ConformResult:
        """A screenshot of an implementation (a PNG's bytes or path) measured against the
        spec it was built from, as `otp-render conform` measures it: at ``scale`` device
        pixels per point (``None``: found among 1, 1.5, 2, 2.625, 3 and 4), searched only
        around the pixel ``at`` (``(x, y)``) when given, within ``tolerances`` by group or
        property name (``{"color": 3, "cornerRadius": 1}``). ``overlay``: a path to write the
        overlay PNG to, or ``True`` to keep it in the result only. A screenshot that does not
        conform is a result, not an error; a field not found or a screenshot that cannot be
        read raises :class:`RenderError` (exit 3), a bad spec or option :class:`SpecError`."""
        request: Dict[str, Any] = {"op": "conform", **_spec_fields(spec), "screenshot": _screenshot(screenshot)}
        if scale is not None:
            request["scale"] = scale
        if at is not None:
            request["at"] = _point(at)
        if tolerances is not None:
            request["tolerances"] = dict(tolerances) if isinstance(tolerances, Mapping) else tolerances
        if overlay:
            request["overlay"] = True
        header, payload = self._request(request)
        image = payload if overlay and payload else None
        if image is not None and not isinstance(overlay, bool):
            Path(overlay).write_bytes(image)
        return ConformResult(conforms=bool(header["conforms"]), exit=int(header["exit"]), report=dict(header["report"]),
                             lines=[str(line) for line in header.get("lines") or []], overlay=image)

    def close(self) -> None:
        """Ends the service (it finishes what it was asked first) and waits for it."""
        with self._lock:
            process, self._process = self._process, None
            if process is None:
                return
            try:
                if process.stdin:
                    process.stdin.close()
                process.wait(timeout=30)
            except (OSError, subprocess.TimeoutExpired):
                process.kill()
                process.wait()
            finally:
                if process.stdout:
                    process.stdout.close()
                self._errors.close()

    def _request(self, fields: Dict[str, Any]) -> Tuple[Dict[str, Any], bytes]:
        """Sends one request and reads its answer: the header line and its bytes."""
        header, payload = self._exchange([fields])[0]
        if not header.get("ok"):
            raise _failure(header.get("error") or {})
        return header, payload

    def _exchange(self, requests: List[Dict[str, Any]]) -> List[Tuple[Dict[str, Any], bytes]]:
        """Sends `requests` and reads their answers in order; more than one are written by a
        thread of their own while this one reads, so that neither pipe fills up."""
        with self._lock:
            process = self._process
            if process is None or process.stdin is None or process.stdout is None:
                raise RenderError("the renderer is closed")
            lines = []
            for fields in requests:
                self._next_id += 1
                lines.append(json.dumps({"id": self._next_id, **fields}, ensure_ascii=False, allow_nan=False))
            data = ("\n".join(lines) + "\n").encode("utf-8")
            writer = None
            if len(requests) == 1:
                _write(process.stdin, data)
            else:
                writer = threading.Thread(target=_write, args=(process.stdin, data), daemon=True)
                writer.start()
            answers = []
            for _ in requests:
                header_line = process.stdout.readline()
                if not header_line.endswith(b"\n"):
                    raise self._ended(process)
                header = json.loads(header_line)
                answers.append((header, process.stdout.read(int(header.get("length", 0)))))
            if writer:
                writer.join()
            return answers

    def _ended(self, process: "subprocess.Popen[bytes]") -> RenderError:
        """The error for a service that stopped answering, with what it said last."""
        self._process = None
        status = process.poll()
        self._errors.seek(0)
        said = self._errors.read().decode("utf-8", "replace").strip().splitlines()
        last = f": {said[-1]}" if said else ""
        return RenderError(f"the otp-render service ended (exit {status}){last}", status or 70)


def _check_format(format: str) -> None:
    """Refuses a format the service does not write."""
    if format not in FORMATS:
        raise SpecError(f"format: {format!r} is not one of {', '.join(FORMATS)}", "format")


def _write(stream: IO[bytes], data: bytes) -> None:
    """Writes and flushes; a service that has gone is noticed by the reader instead."""
    try:
        stream.write(data)
        stream.flush()
    except (BrokenPipeError, OSError):
        pass


def _spec_fields(spec: Spec) -> Dict[str, Any]:
    """The request keys for a spec: `spec` for a mapping or JSON text, `specPath` for a path."""
    if isinstance(spec, Mapping):
        return {"spec": spec}
    if isinstance(spec, str):
        try:
            value = json.loads(spec)
        except json.JSONDecodeError as error:
            raise SpecError(f"spec: not JSON: {error}", "spec") from None
        if not isinstance(value, dict):
            raise SpecError(f"spec: a spec is a JSON object, not {type(value).__name__}", "spec")
        return {"spec": value}
    if isinstance(spec, os.PathLike):
        return {"specPath": str(Path(spec).absolute())}
    raise SpecError(f"spec: a mapping, JSON text or a path, not {type(spec).__name__}", "spec")


def _image(image: Image) -> Any:
    """An image for a request: its bytes in base64, or its absolute path."""
    if isinstance(image, (bytes, bytearray)):
        return {"base64": base64.b64encode(bytes(image)).decode("ascii")}
    if isinstance(image, (str, os.PathLike)):
        return str(Path(image).absolute())
    raise SpecError(f"an image is bytes or a path, not {type(image).__name__}")


def _screenshot(screenshot: Image) -> Any:
    """A conform request's screenshot: its bytes in base64, or its absolute path."""
    if not isinstance(screenshot, (bytes, bytearray, str, os.PathLike)):
        raise SpecError(f"screenshot: a PNG's bytes or a path, not {type(screenshot).__name__}", "screenshot")
    return _image(screenshot)


def _point(at: Sequence[int]) -> List[int]:
    """A conform request's ``at``: ``[x, y]``, as the service checks it."""
    if isinstance(at, (str, bytes)) or not isinstance(at, Sequence) or len(at) != 2:
        raise SpecError(f"at: {at!r} must be (x, y), whole pixels of the screenshot", "at")
    return list(at)


def _failure(error: Mapping[str, Any]) -> Exception:
    """The exception for an error response."""
    message = str(error.get("message", "the service gave no reason"))
    exit = int(error.get("exit", 70))
    if exit == 64:
        return SpecError(message, error.get("keyPath"), exit, error.get("problems"))
    return RenderError(message, exit)


def _warn(header: Mapping[str, Any], *, prefix: str = "", stacklevel: int = 2) -> None:
    """Each of an answer's warnings as a ``RenderWarning``."""
    for message in header.get("warnings") or []:
        warnings.warn(prefix + str(message), RenderWarning, stacklevel=stacklevel + 1)
