#!/usr/bin/env bash
# Builds the Python wheel of otp-render from the release bundle:
#
#   dist/otp_render-<version>-py3-none-manylinux_2_35_x86_64.whl
#
# holding the package in Packages/python/otp_render and, inside it, the bundle (_bundle/: the
# binary, the fonts and their licences), so that the binary finds its fonts where it always
# does (../share from bin/). Installing the
# wheel puts `otp-render` on PATH (a console script that runs the bundled binary) and
# registers the pytest plugin. The wheel is reproducible: entries sorted, every time stamp
# the commit's, so the same bundle gives the same bytes.
#
# Usage: Scripts/package-python.sh [BUNDLE_FOLDER]   (default: builds one with Scripts/release.sh)
#
# The tag is checked, not assumed: no ELF file in the wheel may ask for a glibc newer than
# 2.35 or a library the bundle does not carry beyond those every manylinux system has.
set -euo pipefail

repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bundle=$("$repository/Scripts/bundle-folder.sh" "$@")
mkdir -p "$repository/dist"

# The newest glibc symbol version any ELF file of the bundle needs.
glibc=$(find "$bundle/bin" $([ -d "$bundle/lib" ] && echo "$bundle/lib") -type f -exec objdump -T {} + 2>/dev/null |
    grep -o 'GLIBC_[0-9.]*' | sort -V -u | tail -n 1 | cut -d_ -f2)
echo "package-python: the bundle needs glibc $glibc"

python3 - "$repository" "$bundle" "$glibc" "$(git -C "$repository" log -1 --format=%ct HEAD)" <<'END'
import base64, hashlib, os, re, stat, sys, time, zipfile

repository, bundle, glibc, commit_time = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
source = os.path.join(repository, "Packages", "python")
version = re.search(r'^__version__ = "(.*)"$', open(os.path.join(source, "otp_render", "__init__.py")).read(), re.M).group(1)
bundle_version = os.path.basename(bundle).split("-")[2]
if version != bundle_version:
    sys.exit(f"package-python: the package says {version}, the bundle is {bundle_version}")
if tuple(map(int, glibc.split("."))) > (2, 35):
    sys.exit(f"package-python: the bundle needs glibc {glibc}, newer than the wheel's manylinux_2_35 tag")

tag = "py3-none-manylinux_2_35_x86_64"
dist_info = f"otp_render-{version}.dist-info"
wheel_path = os.path.join(repository, "dist", f"otp_render-{version}-{tag}.whl")

# (path in the wheel, bytes, executable)
entries = []
for folder, _, files in os.walk(os.path.join(source, "otp_render")):
    for name in files:
        if name.endswith((".py", ".typed")):
            path = os.path.join(folder, name)
            entries.append((os.path.relpath(path, source), open(path, "rb").read(), False))
for folder, _, files in os.walk(bundle):
    for name in files:
        path = os.path.join(folder, name)
        mode = os.stat(path).st_mode
        entries.append(("otp_render/_bundle/" + os.path.relpath(path, bundle), open(path, "rb").read(), bool(mode & stat.S_IXUSR)))

readme = open(os.path.join(source, "README.md"), encoding="utf-8").read()
metadata = f"""Metadata-Version: 2.1
Name: otp-render
Version: {version}
Summary: Verification-code fields (OTP, SMS code, PIN) drawn to pixel-exact PNG, SVG and PDF, with a pytest plugin for goldens
License: Apache-2.0
Requires-Python: >=3.9
Classifier: Framework :: Pytest
Classifier: License :: OSI Approved :: Apache Software License
Classifier: Operating System :: POSIX :: Linux
Classifier: Programming Language :: Python :: 3
Classifier: Topic :: Multimedia :: Graphics
Classifier: Topic :: Software Development :: Testing
Description-Content-Type: text/markdown

{readme}"""
wheel = f"""Wheel-Version: 1.0
Generator: otp-render Scripts/package-python.sh
Root-Is-Purelib: false
Tag: {tag}
"""
entry_points = """[console_scripts]
otp-render = otp_render.__main__:main

[pytest11]
otp_render = otp_render.pytest_plugin
"""
entries += [(f"{dist_info}/METADATA", metadata.encode(), False), (f"{dist_info}/WHEEL", wheel.encode(), False),
            (f"{dist_info}/entry_points.txt", entry_points.encode(), False)]
entries.sort()

def digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()

record = "".join(f"{path},{digest(data)},{len(data)}\n" for path, data, _ in entries) + f"{dist_info}/RECORD,,\n"
entries.append((f"{dist_info}/RECORD", record.encode(), False))

stamp = max(commit_time, 315532800)  # zip cannot hold times before 1980
date_time = time.gmtime(stamp)[:6]
temporary = wheel_path + ".tmp"
with zipfile.ZipFile(temporary, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for path, data, executable in entries:
        info = zipfile.ZipInfo(path, date_time)
        info.external_attr = (0o100755 if executable else 0o100644) << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        archive.writestr(info, data, compresslevel=9)
os.replace(temporary, wheel_path)
print(f"package-python: {wheel_path} ({os.path.getsize(wheel_path) // 1024} KiB, {len(entries)} files)")
END
