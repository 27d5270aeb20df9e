"""Large regular expressions compiled once per machine, not once per process.

Why: the command line starts cold on every call, and `re` parsing the answerer's word lists (every other game's
name, the everyday words, the readers' terms: alternations of thousands of words) was the largest part of a cold
`ask` after the imports. Python's compiler turns a pattern into a list of opcodes in pure Python, then hands it to
the C engine (`_sre.compile`); this module keeps that list on disk (marshal: numbers and text only; loading runs no
code), in a file named after the Python build and the engine's magic number, so another Python never reads it.
Any surprise (another interpreter, a damaged file, an unwritable directory) falls back to `re.compile`: the
result is the same pattern object either way (tests/test_regex_cache.py).
"""

from __future__ import annotations

import atexit
import hashlib
import marshal
import re
import sys
from pathlib import Path
from threading import Lock

try:  # CPython's own engine; elsewhere every pattern is compiled by `re`
    import _sre
    from re import _compiler, _parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - another interpreter
    _sre = None

from assistant.yaml_cache import cache_dir, write_atomically

KEEP = 400  # patterns kept on disk, the newest first
MIN_LENGTH = 200  # shorter patterns compile in a few microseconds: not worth a disk entry
_lock = Lock()
_saved: dict | None = None  # what the file holds, read once
_new: dict = {}  # compiled in this process, written at exit


def _file() -> Path | None:
    base = cache_dir()
    if base is None or _sre is None:
        return None
    build = hashlib.sha256(f"{sys.version}|{_sre.MAGIC}|{_sre.CODESIZE}".encode()).hexdigest()[:16]
    return base / f"regex-{build}.marshal"


def _load() -> dict:
    global _saved
    if _saved is None:
        path = _file()
        try:
            _saved = marshal.loads(path.read_bytes()) if path is not None else {}
        except (OSError, ValueError, EOFError, TypeError):
            _saved = {}
        if not isinstance(_saved, dict):
            _saved = {}
    return _saved


def _opcodes(pattern: str, flags: int) -> tuple:
    """What `re._compiler.compile` hands to the C engine, as plain values."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for name, i in groupindex.items():
        indexgroup[i] = name
    # opcodes are int subclasses (named constants): plain ints for marshal
    return (int(flags | parsed.state.flags), [int(c) for c in code], parsed.state.groups - 1, groupindex,
            tuple(indexgroup))


def compile(pattern: str, flags: int = 0) -> re.Pattern:  # noqa: A001 - re.compile's own name, on purpose
    """`re.compile(pattern, flags)`, from the opcodes saved on disk when a long pattern was compiled before."""
    if _sre is None or len(pattern) < MIN_LENGTH or _file() is None:
        return re.compile(pattern, flags)
    key = (pattern, int(flags))
    with _lock:
        found = _load().get(key) or _new.get(key)
    try:
        if found is None:
            found = _opcodes(pattern, flags)
            with _lock:
                _new[key] = found
        all_flags, code, groups, groupindex, indexgroup = found
        return _sre.compile(pattern, all_flags, code, groups, groupindex, indexgroup)
    except Exception:  # noqa: BLE001 - any surprise of the engine's internals: compile as everyone does
        return re.compile(pattern, flags)


@atexit.register
def save() -> None:
    """Write this process's new patterns beside the saved ones (atomically: a half-written file is never read)."""
    path = _file()
    if path is None or not _new:
        return
    with _lock:
        merged = {k: v for k, v in _load().items() if k not in _new} | _new
        merged = dict(list(merged.items())[-KEEP:])  # the newest: patterns of edited word lists fall out
        _new.clear()
    try:
        data = marshal.dumps(merged)
    except ValueError:
        return
    write_atomically(path, data)
