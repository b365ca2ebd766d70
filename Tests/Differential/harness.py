"""Shared by the differential tests: runs `otp-render` on many lookups at once, and counts and
prints agreements and disagreements.

A lookup is a key of the string sources, a locale and the arguments; up to ten of them go into
one spec (one per text slot that may name a key), and one `otp-render strings - --json` call
answers them all, the spec on its standard input. A lookup the CLI refuses (exit 64, naming its
slot) is answered with the error and the others are asked again without it.
"""
from __future__ import annotations

import concurrent.futures
import functools
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from typing import Any

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OTP_RENDER = os.environ.get("OTP_RENDER", os.path.join(REPO, ".build/release/otp-render"))
JOBS = max(2, min(4, os.cpu_count() or 2))
CORPUS = os.path.join(REPO, "..", "shared", "corpus", "strings")

# The texts a spec may take from a key (docs/locales.md), as written and as `strings --json`
# lists them. `button.format` is left out: it is the countdown, filled by `button.remaining`.
SLOTS = ["title", "subtitle", "message.text", "message.error", "message.warning", "message.success",
         "button.title", "button.expiredTitle", "placeholder", "separator.text"]
LISTED = {"title": "title.text", "subtitle": "subtitle.text"}


@dataclass
class Lookup:
    sources: tuple[str, ...]  # the string sources (absolute paths), in order
    locale: str | None
    key: str
    args: dict | list | None = None
    tag: Any = None  # the caller's, handed back with the answer


@dataclass
class Answer:
    lookup: Lookup
    text: str | None = None  # the text as drawn; None when refused
    error: str | None = None  # why it was refused


def _spec(lookups: list[tuple[str, Lookup]]) -> dict:
    spec: dict = {"strings": list(lookups[0][1].sources)}
    for slot, lookup in lookups:
        if lookup.locale is not None:
            spec["locale"] = lookup.locale
        value: Any = {"key": lookup.key}
        if lookup.args is not None:
            value["args"] = lookup.args
        node = spec
        *parents, last = slot.split(".")
        for parent in parents:
            node = node.setdefault(parent, {})
        node[last] = value
    return spec


def _ask(batch: list[Lookup]) -> list[Answer]:
    pending = list(zip(SLOTS, batch))
    answers: dict[int, Answer] = {}
    while pending:
        spec = json.dumps(_spec(pending), ensure_ascii=False)
        run = subprocess.run([OTP_RENDER, "strings", "-", "--json"], input=spec, capture_output=True, text=True)
        if run.returncode == 0:
            texts = json.loads(run.stdout)["texts"]
            for slot, lookup in pending:
                answers[id(lookup)] = Answer(lookup, text=texts.get(LISTED.get(slot, slot), {}).get("text", ""))
            break
        refused = _refused_slot(run.stderr, [slot for slot, _ in pending])
        if refused is None:
            raise RuntimeError(f"otp-render strings failed ({run.returncode}): {run.stderr.strip()}\nspec: {spec}")
        slot, message = refused
        lookup = dict(pending)[slot]
        answers[id(lookup)] = Answer(lookup, error=message)
        pending = [(s, l) for s, l in pending if s != slot]
    return [answers[id(lookup)] for lookup in batch]


def _refused_slot(stderr: str, slots: list[str]) -> tuple[str, str] | None:
    """The slot an error names (`otp-render: <stdin>: title: …`) and the error."""
    for line in stderr.splitlines():
        match = re.match(r"otp-render: <stdin>: ([\w.]+): (.*)", line)
        if match and match.group(1) in slots:
            return match.group(1), match.group(2)
    return None


def look_up(lookups: list[Lookup]) -> list[Answer]:
    """The answers to `lookups`, in order: those of the same sources and locale ten a call."""
    batches: list[list[Lookup]] = []
    groups: dict[tuple, list[Lookup]] = {}
    for lookup in lookups:
        groups.setdefault((lookup.sources, lookup.locale), []).append(lookup)
    for group in groups.values():
        batches += [group[i:i + len(SLOTS)] for i in range(0, len(group), len(SLOTS))]
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        answers = {id(a.lookup): a for batch in pool.map(_ask, batches) for a in batch}
    return [answers[id(lookup)] for lookup in lookups]


def work_folder(prefix: str) -> tempfile.TemporaryDirectory:
    """A temporary folder for fixtures, in memory where there is /dev/shm (thousands of small
    files are written and removed there many times faster than on disk)."""
    shm = "/dev/shm"
    return tempfile.TemporaryDirectory(prefix=prefix, dir=shm if os.access(shm, os.W_OK) else None)


def otp_render(*arguments: str) -> str:
    """Standard output of one `otp-render` command, which must succeed."""
    run = subprocess.run([OTP_RENDER, *arguments], capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError(f"otp-render {' '.join(arguments)} failed ({run.returncode}): {run.stderr.strip()}")
    return run.stdout


@dataclass
class Check:
    """One comparison: its agreements, and its disagreements printed (the first `cap`)."""
    name: str
    agreed: int = 0
    differences: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    cap: int = 20

    def compare(self, what: str, ours: Any, reference: Any) -> bool:
        if ours == reference:
            self.agreed += 1
            return True
        self.differ(what, ours, reference)
        return False

    def differ(self, what: str, ours: Any, reference: Any) -> None:
        show = functools.partial(json.dumps, ensure_ascii=False)
        self.differences.append(f"{what}: ours {show(ours)}, reference {show(reference)}")

    def report(self, what: str) -> bool:
        """Prints `NAME: WHAT: A agree, D differ`, the notes and the first disagreements."""
        print(f"{self.name}: {what}: {self.agreed} agree, {len(self.differences)} differ")
        for note in self.notes:
            print(f"  {note}")
        for line in self.differences[:self.cap]:
            print(f"  DIFFERS {line}")
        if len(self.differences) > self.cap:
            print(f"  … and {len(self.differences) - self.cap} more ({len(self.differences)} in all)")
        return not self.differences


def finish(results: list[bool], skipped: int = 0) -> None:
    """Prints `checks: N passed, M failed` and exits 1 when one failed."""
    failed = results.count(False)
    print(f"checks: {results.count(True)} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    sys.stdout.flush()
    sys.exit(1 if failed else 0)


def require_binary() -> None:
    if not os.access(OTP_RENDER, os.X_OK):
        sys.exit(f"{OTP_RENDER} is not built (set OTP_RENDER, or build it first)")
