#!/usr/bin/env python3
"""One request at a time through a pipe: `otp-render serve --stdio`'s `hello` against the
pipe's own round trip (the same line echoed by `cat`), in turn, and the Python package's
`Renderer.render` one call at a time. Medians in microseconds, and images per second.

    Benchmarks/service-latency.py OTP_RENDER_BINARY [ROUND_TRIPS]
"""
import os
import statistics
import subprocess
import sys
import time

binary = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
line = b'{"id": 1, "op": "hello"}\n'


def round_trips(arguments, answer_lines):
    """The median round trip of `line` through a process that answers each with
    `answer_lines` header lines (the service's hello has no payload)."""
    process = subprocess.Popen(arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
    reader = process.stdout
    times = []
    for index in range(count + 100):
        start = time.perf_counter_ns()
        process.stdin.write(line)
        answer = b""
        while answer.count(b"\n") < answer_lines:
            answer += reader.read(65536)
        if index >= 100:
            times.append(time.perf_counter_ns() - start)
    process.stdin.close()
    process.wait()
    return statistics.median(times) / 1000


for turn in range(3):
    pipe = round_trips(["cat"], 1)
    hello = round_trips([binary, "serve", "--stdio"], 1)
    print(f"round trip, median of {count}: cat {pipe:.1f} µs, serve --stdio hello {hello:.1f} µs ({hello / pipe:.2f} x)")

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Packages", "python"))
os.environ["OTP_RENDER_BINARY"] = binary
import otp_render  # noqa: E402

spec = {"preset": "boxed", "value": "1234", "scale": 2}
with otp_render.Renderer() as renderer:
    for _ in range(200):
        renderer.render(spec)
    best = 0.0
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(count):
            renderer.render(spec)
        best = max(best, count / (time.perf_counter() - start))
print(f"Python Renderer.render, one call at a time: {best:.0f} images/s (best of 3 runs of {count})")
