"""The answerer's index is built once and kept on disk, keyed by a hash of what it is built from."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from assistant.rules import index_cache, retrieval

ROOT = Path(__file__).resolve().parents[2]


def test_hash_changes_when_a_data_file_changes(tmp_path, monkeypatch) -> None:
    data = tmp_path / "entry.yaml"
    data.write_text("a: 1\n", encoding="utf-8")
    monkeypatch.setattr(index_cache, "data_files", lambda: [data])
    index_cache.data_hash.cache_clear()
    try:
        before = index_cache.data_hash()
        data.write_text("a: 2\n", encoding="utf-8")
        index_cache.data_hash.cache_clear()
        assert index_cache.data_hash() != before
    finally:
        index_cache.data_hash.cache_clear()


def test_saved_index_is_found_for_the_same_data_and_not_for_changed_data(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(index_cache.ENV_DIR, str(tmp_path))
    monkeypatch.setattr(index_cache, "data_hash", lambda: "old")
    assert index_cache.save("en", {"x": [1, 2, 3]})
    assert index_cache.load("en") == {"x": [1, 2, 3]}
    monkeypatch.setattr(index_cache, "data_hash", lambda: "new")
    assert index_cache.load("en") is None  # stale: the caller rebuilds
    assert index_cache.save("en", {"x": [4]})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new-en.marshal"]  # the old version is dropped


def test_an_index_saved_by_an_earlier_version_as_npz_is_dropped_and_nothing_else(tmp_path, monkeypatch) -> None:
    """Before the plain-value format, indexes were numpy archives of 3-5 MB a language: the next save of that
    language drops them; another language's, or a file of someone else's in a chosen directory, stays."""
    monkeypatch.setenv(index_cache.ENV_DIR, str(tmp_path))
    old_hash = "0123456789abcdef0123"
    for name in (f"{old_hash}-en.npz", f"{old_hash}-tr.npz", "holiday-en.npz"):
        (tmp_path / name).write_bytes(b"x")
    assert index_cache.save("en", {"x": [1]})
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted([f"{index_cache.data_hash()}-en.marshal", f"{old_hash}-tr.npz", "holiday-en.npz"])


def test_an_unwritable_cache_falls_back_to_an_index_in_memory(tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv(index_cache.ENV_DIR, str(blocker / "cache"))
    assert index_cache.save("en", {"x": [1]}) is False
    retrieval.index.cache_clear()
    try:
        idx = retrieval.index("en")
        assert len(idx.ids) > 50
    finally:
        retrieval.index.cache_clear()


def test_a_cold_ask_loads_the_kept_index_without_numpy_scikit_learn_or_scipy() -> None:
    retrieval.warm()  # the session's cache directory now holds every language's index
    code = (
        "import json, sys; from assistant import api; out = api.ask('how many points for a floor tile?');"
        "print(json.dumps([out['answers'][0]['rule'], sorted(m for m in sys.modules if m.split('.')[0]"
        " in ('sklearn', 'scipy', 'numpy'))]))"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**os.environ})
    assert done.returncode == 0, done.stderr
    rule, heavy = json.loads(done.stdout)
    assert rule == "azul.floor.penalties" and heavy == []


def test_the_entries_read_from_the_cache_are_the_entries_of_the_yaml(tmp_path, monkeypatch) -> None:
    """knowledge keeps the entries' files as JSON beside the index: a cold `ask` reads them instead of the YAML."""
    from assistant.rules import knowledge

    monkeypatch.setenv(index_cache.ENV_DIR, str(tmp_path))
    knowledge.entries.cache_clear()
    try:
        from_yaml = knowledge.entries()  # no cache yet: read from data/rules and saved
        assert list(tmp_path.glob("*-entries.json"))
        knowledge.entries.cache_clear()
        assert knowledge.entries() == from_yaml  # read back from the JSON
    finally:
        knowledge.entries.cache_clear()


def test_a_stale_entries_document_is_not_read(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(index_cache.ENV_DIR, str(tmp_path))
    monkeypatch.setattr(index_cache, "data_hash", lambda: "old")
    assert index_cache.save_json("entries", {"x": 1})
    monkeypatch.setattr(index_cache, "data_hash", lambda: "new")
    assert index_cache.load_json("entries") is None
