"""`otp-render` on PATH: the package's binary, run in place of this process."""

from __future__ import annotations

import os
import sys

from ._binary import binary_path
from ._errors import RenderError


def main() -> None:
    try:
        binary = binary_path()
    except RenderError as error:
        sys.stderr.write(f"otp-render: {error.message}\n")
        sys.exit(70)
    os.execv(binary, [binary] + sys.argv[1:])


if __name__ == "__main__":
    main()
