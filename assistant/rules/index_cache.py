"""The answerer's index, built once and kept on disk, keyed by a hash of everything it is built from.

Why: building the four indexes (n-grams of 61 entries, a trained classifier) takes seconds, and the command
line starts cold on every call. The arrays are saved as one file per language in the user's cache directory.
The key hashes the rule entries, the lexicon and the answerer's own source, so editing any of them rebuilds the
index by itself; nothing depends on the entries' wording. When the cache directory cannot be written, the index
is built in memory as before.

The arrays are kept as plain values (bytes of `array`s, tuples, text) with `marshal`, so a cold `ask` reads them
without importing numpy, whose import alone cost about as much CPU as a whole cold `check`; loading runs no code.
"""

from __future__ import annotations

import hashlib
import json
import marshal
import os
import sys
from functools import lru_cache
from pathlib import Path

from assistant.paths import DATA, RULES_DIR
from assistant.yaml_cache import ENV_DIR, write_atomically

_FORMAT = b"rule-index-marshal-1\0"  # what is saved, and how: a change of it changes every key
_SUFFIX = ".marshal"
_RETIRED = (".npz",)  # what earlier versions saved (numpy archives, 3-5 MB a language): dropped on the next save

_SOURCES = ("retrieval.py", "vectors.py", "concepts.py", "off_topic.py", "text.py", "index_cache.py", "scope.py",
            "our_games.py")


def data_files() -> list[Path]:
    """What an index is built from: the entries, the lexicon, and the code that turns them into arrays."""
    here = Path(__file__).resolve().parent
    files = sorted(RULES_DIR.glob("*.yaml")) + sorted((DATA / "lexicon").glob("*.yaml"))
    files += sorted(DATA.glob("*/game.yaml"))  # the games' names and aliases, cut from every text (our_games.py)
    return files + [here / name for name in _SOURCES]


@lru_cache(maxsize=1)
def data_hash() -> str:
    h = hashlib.sha256(_FORMAT + sys.version.encode())  # marshal's format may change with Python
    for path in data_files():
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:20]


def cache_dir() -> Path | None:
    """Where indexes are kept: $TABLE_REFEREE_CACHE_DIR, else the user cache dir (platformdirs)."""
    chosen = os.environ.get(ENV_DIR)
    if chosen:
        return Path(chosen)
    try:
        from platformdirs import user_cache_dir
    except ImportError:  # pragma: no cover - platformdirs is in requirements.txt
        return None
    return Path(user_cache_dir("table-referee")) / "rule-index"


def path_for(lang: str, key: str | None = None) -> Path | None:
    base = cache_dir()
    return None if base is None else base / f"{key or data_hash()}-{lang}{_SUFFIX}"


def load(lang: str) -> object | None:
    """The saved plain value of this language's index (or of another name) for the current data, or None
    (absent, stale, unreadable)."""
    path = path_for(lang)
    if path is None:
        return None
    try:
        return marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None


def _write(target: Path, name: str, data: bytes) -> bool:
    """Write `target` atomically and drop the same file of older data; False when it cannot be written."""
    return write_atomically(target, data, f"*-{name}{target.suffix}")


def save(lang: str, value: object) -> bool:
    """Save an index's plain value (what marshal holds: bytes, numbers, text, tuples, lists, dicts) for the
    current data. False when the directory cannot be written: the caller keeps its in-memory index."""
    path = path_for(lang)
    if path is None or not _write(path, lang, marshal.dumps(value)):
        return False
    _drop_retired(path.parent, lang)
    return True


def _drop_retired(base: Path, lang: str) -> None:
    """Drop this language's indexes in a format no version reads any more (named `<hash>-<lang><suffix>`)."""
    width = len(data_hash())
    for suffix in _RETIRED:
        for old in base.glob(f"*-{lang}{suffix}"):
            stem = old.name[: -len(f"-{lang}{suffix}")]
            if len(stem) == width and all(c in "0123456789abcdef" for c in stem):
                old.unlink(missing_ok=True)


def load_json(name: str) -> object | None:
    """A JSON document saved by save_json for the current data, or None (absent, stale, unreadable)."""
    path = path_for(name)
    if path is None:
        return None
    try:
        return json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def save_json(name: str, document: object) -> bool:
    """Save a JSON document beside the indexes, for the current data; False when unwritable."""
    path = path_for(name)
    return path is not None and _write(path.with_suffix(".json"), name,
                                       json.dumps(document, ensure_ascii=False).encode())
