"""The pytest plugin: ``otp_golden(spec, "name")`` renders a spec and checks the image against
``goldens/name.png`` beside the test file, as `otp-render goldens verify` checks goldens.

    def test_sign_in_field(otp_golden):
        otp_golden({"preset": "boxed", "value": "12"}, "boxed-12")

Exact by default; ``threshold``, ``exact``, ``max_diff_pixels`` and ``max_diff_ratio`` as
`otp-render compare` takes them. A failing check writes ``name.actual.png`` and
``name.diff.png`` beside the golden and says how many pixels differ; a passing one removes
them. ``--otp-update`` (or ``OTP_RENDER_RECORD``) says which goldens a run writes:

    mode       missing golden   changed golden   matching golden
    none       fail             fail             pass
    missing    write, fail      fail             pass          (the default; none when CI is set)
    changed    write, fail      write, fail      pass
    all        write, fail      write, fail      pass

A written golden still fails its test, so that no run passes unnoticed while recording:
look at the new image, then run again. The ``otp_render_goldens`` ini option puts every
golden in one folder (relative to the rootdir) instead.

``assert_conforms(screenshot, spec, **options)`` measures a screenshot of an implementation
(a PNG's path or bytes) against its spec, as `otp-render conform` does, and fails the test
with what the command prints when it does not conform:

    def test_code_field(assert_conforms, page):
        page.locator("#code").screenshot(path="shot.png")
        assert_conforms("shot.png", {"preset": "boxed", "value": "12"}, scale=2)

Options as :meth:`otp_render.Renderer.conform` takes them (``scale``, ``at``,
``tolerances``). A failing check writes the overlay beside the screenshot (``shot.png`` →
``shot.overlay.png``), or into the test's ``tmp_path`` for bytes (``screenshot.overlay.png``,
then ``screenshot-2.overlay.png``, ...), or at ``overlay=PATH``; ``overlay=False`` writes
none. A passing check removes a stale overlay there and returns the
:class:`~otp_render.ConformResult`. A field not found or a screenshot that cannot be read
raises :class:`~otp_render.RenderError` (exit 3), a bad spec or option
:class:`~otp_render.SpecError`.
"""

from __future__ import annotations

import itertools
import os
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterator, Optional, Union

import pytest

from ._errors import OTPRenderError, RenderError
from ._service import ConformResult, Image, Renderer, Spec

MODES = ("none", "missing", "changed", "all")
ENVIRONMENT_VARIABLE = "OTP_RENDER_RECORD"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("otp-render", "otp-render goldens")
    group.addoption("--otp-update", choices=MODES, default=None,
                    help="which goldens otp_golden writes: none, missing (the default; none when CI is set), "
                         "changed or all; also OTP_RENDER_RECORD")
    parser.addini("otp_render_goldens", "the folder of every otp_golden golden, relative to the rootdir "
                  "(default: goldens/ beside each test file)", default="")


def pytest_configure(config: pytest.Config) -> None:
    config.stash[_MODE] = update_mode(config)


_MODE = pytest.StashKey[str]()


def update_mode(config: pytest.Config) -> str:
    """The run's mode: ``--otp-update``, else ``OTP_RENDER_RECORD`` (as the command line reads
    it), else ``none`` when ``CI`` is set and ``missing`` otherwise. A value it does not know
    stops the run before any test (a usage error)."""
    chosen = config.getoption("otp_update")
    if chosen:
        return str(chosen)
    variable = os.environ.get(ENVIRONMENT_VARIABLE, "").strip().lower()
    aliases = {"0": "none", "false": "none", "no": "none", "1": "changed", "true": "changed", "yes": "changed"}
    if variable:
        mode = aliases.get(variable, variable)
        if mode not in MODES:
            raise pytest.UsageError(f"{ENVIRONMENT_VARIABLE}={variable} is not one of {', '.join(MODES)}")
        return mode
    return "none" if os.environ.get("CI") else "missing"


@pytest.fixture(scope="session")
def otp_renderer() -> Iterator[Renderer]:
    """One otp-render service for the whole session."""
    with Renderer() as renderer:
        yield renderer


@pytest.fixture
def otp_golden(request: pytest.FixtureRequest, otp_renderer: Renderer) -> Callable[..., None]:
    """``otp_golden(spec, name, **tolerances)``: see the module's documentation."""
    configured = request.config.getini("otp_render_goldens")
    folder = Path(request.config.rootpath, configured) if configured else Path(str(request.fspath)).parent / "goldens"
    mode = request.config.stash[_MODE]

    def check(spec: Spec, name: str, **tolerances: Any) -> None:
        __tracebackhide__ = True  # a failure points at the test's line, not at the plugin
        golden = folder / (name if name.endswith(".png") else name + ".png")
        try:
            actual = otp_renderer.render(spec)
        except OTPRenderError as error:  # shown from the test's line: the spec is the test's
            raise error.with_traceback(None) from None
        _GoldenCheck(otp_renderer, golden, actual, mode).run(tolerances)

    return check


@pytest.fixture
def assert_conforms(request: pytest.FixtureRequest, otp_renderer: Renderer) -> Callable[..., ConformResult]:
    """``assert_conforms(screenshot, spec, **options)``: see the module's documentation."""
    unnamed = itertools.count(1)

    def check(screenshot: Image, spec: Spec, *, overlay: Union[bool, str, "os.PathLike[str]", None] = None,
              **options: Any) -> ConformResult:
        __tracebackhide__ = True  # a failure points at the test's line, not at the plugin
        if overlay is True:
            overlay = None  # the usual place
        if isinstance(screenshot, (bytes, bytearray)):
            label = "the screenshot"
            if overlay is None:
                number = next(unnamed)
                folder = Path(request.getfixturevalue("tmp_path"))
                overlay = folder / ("screenshot.overlay.png" if number == 1 else f"screenshot-{number}.overlay.png")
        else:
            label = os.fspath(screenshot) if isinstance(screenshot, (str, os.PathLike)) else "the screenshot"
            if overlay is None and isinstance(screenshot, (str, os.PathLike)):
                overlay = overlay_beside(screenshot)
        target = Path(overlay) if overlay not in (None, False, True) else None  # type: ignore[arg-type]
        try:
            result = otp_renderer.conform(screenshot, spec, overlay=target is not None, **options)
        except RenderError as error:  # the field not found, the screenshot unreadable
            message = error.message if label in error.message else f"{label}: {error.message}"
            raise RenderError(message, error.exit).with_traceback(None) from None
        except OTPRenderError as error:  # shown from the test's line: the spec and options are the test's
            raise error.with_traceback(None) from None
        if result.conforms:
            if target is not None and target.exists():
                target.unlink()
            return result
        lines = list(result.lines) or ["does not conform"]
        message = [f"{label}: {lines[0]}", *lines[1:]]
        if target is not None and result.overlay:
            _GoldenCheck._write(target, result.overlay)
            message.append(f"overlay: {target}")
        pytest.fail("\n".join(message), pytrace=False)

    return check


def overlay_beside(screenshot: Union[str, "os.PathLike[str]"]) -> Path:
    """Where assert_conforms writes a screenshot's overlay: beside it, ``shot.png`` →
    ``shot.overlay.png``."""
    path = Path(screenshot).absolute()
    stem = path.name[:-len(".png")] if path.name.lower().endswith(".png") else path.name
    return path.with_name(stem + ".overlay.png")


class _GoldenCheck:
    """One golden checked: compared, written when the mode says so, artifacts kept or removed."""

    def __init__(self, renderer: Renderer, golden: Path, actual: bytes, mode: str) -> None:
        self.renderer, self.golden, self.actual, self.mode = renderer, golden, actual, mode
        stem = str(golden)[:-len(".png")]
        self.actual_path, self.diff_path = Path(stem + ".actual.png"), Path(stem + ".diff.png")

    def run(self, tolerances: Any) -> None:
        __tracebackhide__ = True
        if not self.golden.exists():
            if self.mode == "none":
                pytest.fail(f"{self.golden}: no golden; run with --otp-update=missing to record it", pytrace=False)
            self._write(self.golden, self.actual)
            pytest.fail(f"{self.golden}: recorded; look at it, then run again", pytrace=False)
        options = dict(tolerances)
        if not options:
            options["exact"] = True
        try:
            result = self.renderer.compare(self.golden, self.actual, diff=True, **options)
        except RenderError as error:  # a golden that is not a PNG
            self._changed(f"{error.message}")
            return
        if result.passed:
            self._remove_artifacts()
            return
        comparison = result.comparison
        if comparison.get("verdict") == "size-mismatch":
            expected, actual = comparison.get("expectedSize", []), comparison.get("actualSize", [])
            summary = f"the size changed from {_size(expected)} to {_size(actual)}"
        else:
            summary = (f"{comparison.get('differentPixels')} of {comparison.get('pixels')} pixels differ "
                       f"({comparison.get('method')}, largest difference {comparison.get('largestDelta', 0):g})")
        self._changed(summary, result.diff)

    def _changed(self, summary: str, diff: Optional[bytes] = None) -> None:
        """A golden the image does not match: rewritten, or kept with the artifacts."""
        if self.mode in ("changed", "all"):
            self._write(self.golden, self.actual)
            self._remove_artifacts()
            pytest.fail(f"{self.golden}: {summary}; updated, look at it, then run again", pytrace=False)
        self._write(self.actual_path, self.actual)
        artifacts = f"actual: {self.actual_path}"
        if diff:
            self._write(self.diff_path, diff)
            artifacts += f", diff: {self.diff_path}"
        pytest.fail(f"{self.golden}: {summary}; {artifacts}; run with --otp-update=changed to accept", pytrace=False)

    def _remove_artifacts(self) -> None:
        for path in (self.actual_path, self.diff_path):
            if path.exists():
                path.unlink()

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        """Writes `data` whole or not at all: a temporary file renamed over `path`."""
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as file:
                file.write(data)
            os.chmod(temporary, 0o666 & ~_umask())
            os.replace(temporary, path)
        except BaseException:
            if os.path.exists(temporary):
                os.unlink(temporary)
            raise


def _umask() -> int:
    """The process's file creation mask (read by setting it, then setting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _size(size: Any) -> str:
    return f"{size[0]}x{size[1]}" if isinstance(size, list) and len(size) == 2 else "?"
