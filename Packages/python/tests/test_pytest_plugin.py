"""The otp_golden fixture in scratch projects: record, pass, fail with artifacts, update; and the
assert_conforms fixture: pass, fail with the lines and the overlay, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

TEST = '''
def test_field(otp_golden):
    otp_golden({{"preset": "boxed", "value": "{value}"}}, "boxed-code"{options})
'''


def write_test(pytester: pytest.Pytester, value: str = "12", options: str = "") -> None:
    pytester.makepyfile(test_field=TEST.format(value=value, options=options))


@pytest.fixture(autouse=True)
def outside_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.delenv("OTP_RENDER_RECORD", raising=False)


def golden(pytester: pytest.Pytester, name: str = "boxed-code") -> Path:
    return pytester.path / "goldens" / f"{name}.png"


def test_a_first_run_records_and_fails_then_the_next_passes(pytester: pytest.Pytester) -> None:
    write_test(pytester)
    first = pytester.runpytest()
    first.assert_outcomes(failed=1)
    first.stdout.fnmatch_lines(["*goldens/boxed-code.png: recorded; look at it, then run again*"])
    assert golden(pytester).read_bytes().startswith(b"\x89PNG")
    pytester.runpytest().assert_outcomes(passed=1)


def test_a_changed_spec_fails_with_the_actual_and_diff_images(pytester: pytest.Pytester) -> None:
    write_test(pytester)
    pytester.runpytest()
    recorded = golden(pytester).read_bytes()
    write_test(pytester, value="13")
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*boxed-code.png: * pixels differ (exact*; actual: *boxed-code.actual.png, "
                                 "diff: *boxed-code.diff.png; run with --otp-update=changed to accept*"])
    assert golden(pytester).read_bytes() == recorded
    actual, diff = golden(pytester).with_suffix(".actual.png"), golden(pytester).with_suffix(".diff.png")
    assert actual.read_bytes().startswith(b"\x89PNG") and diff.read_bytes().startswith(b"\x89PNG")
    actual_bytes = actual.read_bytes()
    updated = pytester.runpytest("--otp-update=changed")
    updated.assert_outcomes(failed=1)
    updated.stdout.fnmatch_lines(["*boxed-code.png: * pixels differ*; updated, look at it, then run again*"])
    assert golden(pytester).read_bytes() == actual_bytes
    assert not actual.exists() and not diff.exists()
    pytester.runpytest().assert_outcomes(passed=1)


def test_a_tolerance_accepts_a_small_change(pytester: pytest.Pytester) -> None:
    write_test(pytester)
    pytester.runpytest()
    write_test(pytester, value="13", options=", max_diff_pixels=100000")
    pytester.runpytest().assert_outcomes(passed=1)


def test_ci_never_records(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    write_test(pytester)
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*boxed-code.png: no golden; run with --otp-update=missing to record it*"])
    assert not golden(pytester).exists()


def test_the_mode_comes_from_the_environment_and_is_checked(pytester: pytest.Pytester,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    write_test(pytester)
    monkeypatch.setenv("OTP_RENDER_RECORD", "sometimes")
    result = pytester.runpytest()
    result.stderr.fnmatch_lines(["*OTP_RENDER_RECORD=sometimes is not one of none, missing, changed, all*"])
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    monkeypatch.setenv("OTP_RENDER_RECORD", "none")
    pytester.runpytest().assert_outcomes(failed=1)
    assert not golden(pytester).exists()


def test_goldens_in_one_folder_from_the_ini_option(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\notp_render_goldens = snapshots/otp\n")
    write_test(pytester)
    pytester.runpytest()
    assert (pytester.path / "snapshots" / "otp" / "boxed-code.png").exists()


def test_a_golden_that_is_not_a_png_fails_and_is_replaced_only_on_request(pytester: pytest.Pytester) -> None:
    write_test(pytester)
    golden(pytester).parent.mkdir()
    golden(pytester).write_bytes(b"not a png")
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*boxed-code.png*actual: *boxed-code.actual.png*"])
    pytester.runpytest("--otp-update=changed").assert_outcomes(failed=1)
    assert golden(pytester).read_bytes().startswith(b"\x89PNG")


def test_a_bad_spec_fails_the_test_with_the_key(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_field='''
def test_field(otp_golden):
    otp_golden({"preset": "boxed", "cell": {"cornerRadius": -3}}, "bad")
''')
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*SpecError: cell.cornerRadius: -3 must be ≥ 0*"])
    result.stdout.no_fnmatch_line("*otp_render/*.py*")


CONFORM_TEST = '''
from pathlib import Path

import otp_render

SPEC = {{"preset": "boxed", "value": "1234"}}


def test_field(assert_conforms):
    shot = Path("shot.png")
    shot.write_bytes(otp_render.render({{**SPEC, "cell": {{"width": {width}}}}}))
    {call}
'''


def write_conform_test(pytester: pytest.Pytester, width: int = 48, call: str = 'assert_conforms(shot, SPEC, scale=2)') -> None:
    pytester.makepyfile(test_field=CONFORM_TEST.format(width=width, call=call))


def test_a_conforming_screenshot_passes(pytester: pytest.Pytester) -> None:
    write_conform_test(pytester, call='result = assert_conforms("shot.png", SPEC)\n    assert result.found["scale"] == 2')
    pytester.runpytest().assert_outcomes(passed=1)
    assert not (pytester.path / "shot.overlay.png").exists()


def test_a_screenshot_that_does_not_conform_fails_with_the_lines_and_the_overlay(pytester: pytest.Pytester) -> None:
    write_conform_test(pytester, width=46)
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*shot.png: field found at (32, 32) at 2x*", "*does not conform: 1 deviation*",
                                 "*  cell width: 46 pt, spec 48 pt (−2 pt)*", "*overlay: */shot.overlay.png*"])
    result.stdout.no_fnmatch_line("*otp_render/*.py*")
    overlay = pytester.path / "shot.overlay.png"
    assert overlay.read_bytes().startswith(b"\x89PNG")
    write_conform_test(pytester)  # fixed: the stale overlay goes
    pytester.runpytest().assert_outcomes(passed=1)
    assert not overlay.exists()


def test_a_screenshot_as_bytes_has_its_overlay_in_tmp_path(pytester: pytest.Pytester) -> None:
    write_conform_test(pytester, width=46, call='assert_conforms(shot.read_bytes(), SPEC, scale=2, tolerances={"size": 1})')
    result = pytester.runpytest("--basetemp", str(pytester.path / "tmp"))
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*the screenshot: field found at*", "*overlay: */test_field0/screenshot.overlay.png*"])
    assert (pytester.path / "tmp" / "test_field0" / "screenshot.overlay.png").read_bytes().startswith(b"\x89PNG")


def test_a_field_not_found_and_a_bad_tolerance_are_errors(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_fields='''
import otp_render

SPEC = {"preset": "boxed", "value": "1234"}


def test_not_found(assert_conforms, tmp_path):
    blank = tmp_path / "blank.png"
    blank.write_bytes(otp_render.render({"preset": "boxed", "length": 8,
                                         "colors": {"border": "#FFFFFF", "focus": "#FFFFFF", "caret": "#FFFFFF"}}))
    assert_conforms(blank, SPEC, scale=2)


def test_bad_tolerance(assert_conforms):
    assert_conforms(otp_render.render(SPEC), SPEC, tolerances={"colour": 3})
''')
    result = pytester.runpytest()
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(["*RenderError: */blank.png: the field was not found*",
                                 "*SpecError: the key must be one of position, size, width, color*"])
    assert not list(pytester.path.rglob("*.overlay.png"))
