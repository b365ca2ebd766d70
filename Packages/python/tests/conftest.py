"""The package's tests run against the installed wheel (Scripts/test-python.sh), never the
sources beside them; pytester runs the plugin in scratch projects."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

REPOSITORY = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="session")
def repository() -> Path:
    return REPOSITORY


@pytest.fixture(scope="session")
def command_line() -> str:
    """The `otp-render` the wheel put on PATH."""
    path = shutil.which("otp-render")
    assert path, "otp-render is not on PATH: is the wheel installed in this environment?"
    return path
