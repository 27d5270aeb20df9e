"""Parsed data files kept on disk, keyed by a hash of each file's bytes.

Why: the command line starts cold on every call, and parsing the YAML a rule question needs (the lexicon, the
worked answers' words, the games' components) was about a third of a cold `ask`'s CPU. A file's parsed value is
saved with `marshal` (plain values only: dicts, lists, text, numbers; loading it runs no code) under the hash of
its bytes, so an edited file is parsed again by itself and nothing is ever stale. A value marshal cannot hold (a
date), a directory that cannot be written or a file that cannot be read: the YAML is parsed as before.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

ENV_DIR = "TABLE_REFEREE_CACHE_DIR"  # tests and CI point every cache elsewhere (as the rule index's)
_VERSION = b"yaml-cache-1\0"  # a change of what is saved changes every key


def cache_dir() -> Path | None:
    """$TABLE_REFEREE_CACHE_DIR/data, else the user cache directory's (platformdirs)."""
    chosen = os.environ.get(ENV_DIR)
    if chosen:
        return Path(chosen) / "data"
    try:
        from platformdirs import user_cache_dir
    except ImportError:  # pragma: no cover - platformdirs is in requirements.txt
        return None
    return Path(user_cache_dir("table-referee")) / "data"


def cached(path: Path, parse: Callable[[str], object]) -> object:
    """`parse(text of path)`, from the saved value of these exact bytes when there is one."""
    raw = path.read_bytes()
    base = cache_dir()
    if base is None:
        return parse(raw.decode("utf-8"))
    name = f"{path.parent.name}-{path.stem}"  # data/azul/game.yaml and data/alhambra/game.yaml apart
    target = base / f"{name}-{hashlib.sha256(_VERSION + raw).hexdigest()[:24]}.marshal"
    try:
        return marshal.loads(target.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        pass  # absent or unreadable: parse it
    value = parse(raw.decode("utf-8"))
    try:
        data = marshal.dumps(value)  # type: ignore[arg-type]  # refuses what it cannot hold: ValueError
    except ValueError:
        return value  # holds a value marshal cannot save
    write_atomically(target, data, f"{name}-*.marshal")
    return value


def write_atomically(target: Path, data: bytes, older: str | None = None) -> bool:
    """Write `target` atomically (a half-written file is never read); with `older`, a glob of the same file's
    older values beside it, drop them. An unwritable directory is no error (False): the caller keeps its value."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, target)
        for old in target.parent.glob(older) if older else ():
            if old != target and len(old.name) == len(target.name):
                old.unlink(missing_ok=True)
    except OSError:
        return False
    return True
