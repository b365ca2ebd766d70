"""conform through the service: screenshots made by the package's own render (the spec with one
property changed stands for an implementation that is off), measured against the spec."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import otp_render
from otp_render import ConformResult, Renderer, RenderError, SpecError

SPEC = {"preset": "boxed", "value": "1234"}
NARROWER = {**SPEC, "cell": {"width": 46}}  # every cell 2 pt narrower
# No field at all: a white image wider than the spec's field.
BLANK = {"preset": "boxed", "length": 8, "colors": {"border": "#FFFFFF", "focus": "#FFFFFF", "caret": "#FFFFFF"}}


@pytest.fixture(scope="module")
def shots() -> dict:
    """The screenshots, drawn at 2x (the boxed preset's scale)."""
    return {name: otp_render.render(spec) for name, spec in
            (("faithful", SPEC), ("narrower", NARROWER), ("blank", BLANK))}


def test_a_faithful_screenshot_conforms(shots: dict, tmp_path: Path) -> None:
    (tmp_path / "shot.png").write_bytes(shots["faithful"])
    (tmp_path / "spec.json").write_text(json.dumps(SPEC))
    for screenshot, spec in ((shots["faithful"], SPEC), (tmp_path / "shot.png", tmp_path / "spec.json"),
                             (str(tmp_path / "shot.png"), json.dumps(SPEC))):
        result = otp_render.conform(screenshot, spec, scale=2)
        assert isinstance(result, ConformResult)
        assert result and result.conforms and result.exit == 0 and result.deviations == []
        assert result.found["scale"] == 2 and result.found["x"] == result.found["y"] == 32
        assert result.lines[0].startswith("field found at (32, 32) at 2x")
        assert result.lines[-1] == "conforms: every measured property is within its tolerance"
        assert len(result.measured["cells"]) == 6 and result.overlay is None


def test_a_narrower_cell_is_the_deviation(shots: dict) -> None:
    result = otp_render.conform(shots["narrower"], SPEC, scale=2)
    assert not result and result.exit == 1
    assert result.deviations == [{"element": "cell", "property": "width", "expected": 48, "actual": 46, "unit": "pt"}]
    assert result.report["conforms"] is False and result.report["deviations"] == result.deviations
    assert result.lines[1:] == ["does not conform: 1 deviation", "  cell width: 46 pt, spec 48 pt (−2 pt)"]
    assert str(result) == "\n".join(result.lines)


def test_the_scale_is_found_when_not_given(shots: dict) -> None:
    result = otp_render.conform(shots["narrower"], SPEC, at=(100, 60))
    assert result.found["scale"] == 2 and [d["property"] for d in result.deviations] == ["width"]


def test_a_tolerance_accepts_the_change(shots: dict) -> None:
    assert otp_render.conform(shots["narrower"], SPEC, scale=2, tolerances={"size": 2.5}).conforms


def test_the_overlay_is_written_or_kept(shots: dict, tmp_path: Path) -> None:
    with Renderer() as renderer:
        written = renderer.conform(shots["narrower"], SPEC, scale=2, overlay=tmp_path / "review.png")
        kept = renderer.conform(shots["narrower"], SPEC, scale=2, overlay=True)
    assert written.overlay is not None and written.overlay.startswith(b"\x89PNG")
    assert (tmp_path / "review.png").read_bytes() == written.overlay == kept.overlay
    assert written.deviations == kept.deviations


def test_a_field_not_found_is_a_render_error(shots: dict, tmp_path: Path) -> None:
    with pytest.raises(RenderError) as raised:
        otp_render.conform(shots["blank"], SPEC, scale=2)
    assert raised.value.exit == 3 and raised.value.message.startswith("the field was not found")
    (tmp_path / "broken.png").write_bytes(b"not a png")
    with pytest.raises(RenderError) as unreadable:
        otp_render.conform(tmp_path / "broken.png", SPEC)
    assert unreadable.value.exit == 3 and "broken.png" in unreadable.value.message


@pytest.mark.parametrize("options, key_path, message", [
    ({"tolerances": {"color": -1}}, "tolerances.color", "≥ 0"),
    ({"tolerances": {"colour": 1}}, "tolerances.colour", "must be one of position, size, width, color"),
    ({"tolerances": {"color": "3"}}, "tolerances.color", "must be a number"),
    ({"scale": 9}, "scale", "at most 8"),
    ({"at": (1, 2, 3)}, "at", "must be (x, y)"),
    ({"at": [-1, 2]}, "at", "must be [x, y]"),
])
def test_a_bad_option_is_a_spec_error_naming_the_key(shots: dict, options: dict, key_path: str, message: str) -> None:
    with pytest.raises(SpecError) as raised:
        otp_render.conform(shots["faithful"], SPEC, **options)
    assert raised.value.exit == 64 and raised.value.key_path == key_path
    assert message in raised.value.message


def test_a_bad_spec_is_a_spec_error(shots: dict) -> None:
    with pytest.raises(SpecError) as raised:
        otp_render.conform(shots["faithful"], {"preset": "boxed", "cell": {"cornerRadius": -3}})
    assert raised.value.key_path == "cell.cornerRadius"
    with pytest.raises(SpecError, match="screenshot: a PNG's bytes or a path, not int"):
        otp_render.conform(42, SPEC)
