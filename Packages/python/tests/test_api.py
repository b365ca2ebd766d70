"""render, compare and audit through the service, against the command line's own output."""

from __future__ import annotations

import json
import subprocess
import sysconfig
import threading
import warnings
from pathlib import Path

import pytest

import otp_render
from otp_render import Renderer, RenderError, SpecError

BOXED = {"preset": "boxed", "value": "12"}


def is_spec(path: Path) -> bool:
    """A golden spec, not a design token file beside the specs (as `goldens verify` tells them apart)."""
    return not (path.name.endswith((".tokens.json", ".resolver.json", ".strings.json")) or path.name.startswith("$"))


def golden_specs(repository: Path) -> list:
    folder = repository / "Goldens"
    return sorted(spec for style in folder.iterdir() if style.is_dir() and style.name not in ("sheets", "animations")
                  for spec in style.glob("*.json") if is_spec(spec))


def test_the_package_is_the_installed_wheel() -> None:
    assert Path(otp_render.__file__).is_relative_to(Path(sysconfig.get_paths()["platlib"]))
    assert otp_render.__version__ == "0.1.0"


def test_every_golden_spec_renders_to_the_bytes_of_the_command_line(repository: Path, command_line: str,
                                                                     tmp_path: Path) -> None:
    specs = golden_specs(repository)
    assert len(specs) > 40
    with Renderer(jobs=2) as renderer:
        for index, spec in enumerate(specs):
            output = tmp_path / f"{index}.png"
            subprocess.run([command_line, "render", str(spec), "-o", str(output)], check=True, cwd=spec.parent)
            assert renderer.render(spec) == output.read_bytes(), spec


@pytest.mark.parametrize("format, start", [("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF-")])
def test_a_spec_as_a_mapping_json_text_or_file_in_each_format(format: str, start: bytes, tmp_path: Path) -> None:
    spec_file = tmp_path / "boxed.json"
    spec_file.write_text(json.dumps(BOXED))
    images = {otp_render.render(BOXED, format=format), otp_render.render(json.dumps(BOXED), format=format),
              otp_render.render(spec_file, format=format)}
    assert len(images) == 1
    assert images.pop().startswith(start)


def test_compare_counts_the_pixels_and_draws_the_diff(tmp_path: Path) -> None:
    twelve, thirteen = otp_render.render(BOXED), otp_render.render({"preset": "boxed", "value": "13"})
    (tmp_path / "12.png").write_bytes(twelve)
    same = otp_render.compare(tmp_path / "12.png", twelve, exact=True)
    assert same and same.exit == 0 and same.comparison["verdict"] == "identical" and same.diff is None
    different = otp_render.compare(twelve, thirteen, diff=True)
    assert not different and different.exit == 1 and different.comparison["differentPixels"] > 0
    assert different.diff is not None and different.diff.startswith(b"\x89PNG")
    tolerated = otp_render.compare(twelve, thirteen, max_diff_pixels=different.comparison["differentPixels"])
    assert tolerated.passed
    resized = otp_render.compare(twelve, otp_render.render({**BOXED, "scale": 1}))
    assert resized.exit == 2 and resized.comparison["verdict"] == "size-mismatch"


def test_audit_reports_each_finding() -> None:
    report = otp_render.audit({"preset": "boxed"}, level="AA", states=["empty", "error"])
    assert report["level"] == "AA" and isinstance(report["findings"], list)


@pytest.mark.parametrize("call, key_path, message", [
    (lambda: otp_render.render({"preset": "boxed", "cell": {"cornerRadius": -3}}), "cell.cornerRadius",
     "cell.cornerRadius: -3 must be ≥ 0"),
    (lambda: otp_render.render({"preset": "nope"}), "preset", "preset"),
    (lambda: otp_render.render({"lenght": 6}), "lenght", "lenght"),
    (lambda: otp_render.render('{"preset": "boxed",}'), "spec", "spec: not JSON"),
    (lambda: otp_render.render("[1, 2]"), "spec", "spec: a spec is a JSON object, not list"),
    (lambda: otp_render.render(42), "spec", "spec: a mapping, JSON text or a path, not int"),
    (lambda: otp_render.render(BOXED, format="gif"), "format", "format: 'gif' is not one of png, svg, pdf"),
    (lambda: otp_render.audit(BOXED, level="B"), "level", "is not one of AA, AAA"),
    (lambda: otp_render.render(Path("/no/such/spec.json")), None, "/no/such/spec.json"),
])
def test_a_mistake_is_a_spec_error_naming_the_key(call, key_path, message) -> None:
    with pytest.raises(SpecError) as raised:
        call()
    assert raised.value.exit == 64
    assert raised.value.key_path == key_path
    assert message in raised.value.message and str(raised.value) == raised.value.message


def test_a_spec_with_several_mistakes_lists_them_all(tmp_path: Path) -> None:
    spec = tmp_path / "spec.json"
    spec.write_text('{\n  "lenght": 4,\n  "cell": {"cornerRadus": 8},\n  "style": "boxy"\n}\n')
    with pytest.raises(SpecError) as raised:
        otp_render.render(spec)
    assert raised.value.key_path == "lenght" and raised.value.message.endswith('lenght: unknown key (did you mean "length"?)')
    assert [(p["keyPath"], p["line"]) for p in raised.value.problems] == [("lenght", 2), ("cell.cornerRadus", 3), ("style", 4)]
    with pytest.raises(SpecError) as one:
        otp_render.render({"lenght": 4})
    assert one.value.problems == []


def test_an_image_that_cannot_be_read_is_a_render_error(tmp_path: Path) -> None:
    (tmp_path / "broken.png").write_bytes(b"not a png")
    with pytest.raises(RenderError) as raised:
        otp_render.compare(tmp_path / "broken.png", otp_render.render(BOXED))
    assert raised.value.exit == 3 and "broken.png" in raised.value.message


def test_threads_share_one_renderer() -> None:
    expected = {value: otp_render.render({"preset": "boxed", "value": value}) for value in ("1", "12", "123", "1234")}
    failures = []
    with Renderer() as renderer:
        def work() -> None:
            for _ in range(10):
                for value, image in expected.items():
                    if renderer.render({"preset": "boxed", "value": value}) != image:
                        failures.append(value)
        threads = [threading.Thread(target=work) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert failures == []


def test_a_closed_or_ended_renderer_says_so() -> None:
    renderer = Renderer()
    renderer.close()
    with pytest.raises(RenderError, match="the renderer is closed"):
        renderer.render(BOXED)
    renderer = Renderer()
    renderer._process.kill()  # the service gone, as if killed by the system
    renderer._process.wait()
    with pytest.raises(RenderError, match=r"the otp-render service ended \(exit -9\)"):
        renderer.render(BOXED)
    renderer.close()


def test_a_missing_binary_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTP_RENDER_BINARY", "/no/otp-render")
    with pytest.raises(RenderError, match="/no/otp-render: no otp-render executable there"):
        Renderer()


def test_the_command_on_path_is_the_bundled_binary(command_line: str, tmp_path: Path) -> None:
    version = subprocess.run([command_line, "--version"], capture_output=True, text=True, check=True)
    assert version.stdout.startswith("0.1.0")
    subprocess.run([command_line, "render", "--preset", "boxed", "--value", "12", "-o", "field.png"], cwd=tmp_path,
                   check=True)
    assert (tmp_path / "field.png").read_bytes() == otp_render.render(BOXED)


def test_render_many_keeps_the_order_and_names_the_failing_spec() -> None:
    values = [str(n) for n in range(1, 40)]
    with Renderer() as renderer:
        images = renderer.render_many([{"preset": "boxed", "value": value[:6]} for value in values])
        assert images == [renderer.render({"preset": "boxed", "value": value[:6]}) for value in values]
        with pytest.raises(SpecError) as raised:
            renderer.render_many([BOXED, {"preset": "boxed", "cell": {"cornerRadius": -3}}, BOXED])
        assert raised.value.message == "specs[1]: cell.cornerRadius: -3 must be ≥ 0"
        assert raised.value.key_path == "cell.cornerRadius"
        assert renderer.render(BOXED) == images[11]


def test_a_text_that_does_not_fit_is_a_render_warning() -> None:
    clipped = {"value": "12", "button": {"title": "Send the verification code again", "style": "outlined"}}
    with pytest.warns(otp_render.RenderWarning, match=r'^button "Send the verification code again" is clipped: it reaches [0-9.]+ pt'):
        image = otp_render.render(clipped)
    assert image.startswith(b"\x89PNG")
    with Renderer() as renderer:
        with pytest.warns(otp_render.RenderWarning, match=r"^specs\[1\]: button "):
            renderer.render_many([BOXED, clipped])
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            renderer.render(BOXED)
