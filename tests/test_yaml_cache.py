"""The parsed-YAML cache (assistant.yaml_cache): a data file is parsed once for its bytes, never served stale, and
a cache that cannot be used costs nothing but the parse."""

from __future__ import annotations

import datetime

import pytest

from assistant import paths, yaml_cache


@pytest.fixture
def counted(monkeypatch, tmp_path):
    """Point the cache at a fresh directory and count the real parses."""
    monkeypatch.setenv(yaml_cache.ENV_DIR, str(tmp_path / "cache"))
    calls = []
    real = paths._parse_yaml

    def parse(text):
        calls.append(text)
        return real(text)

    monkeypatch.setattr(paths, "_parse_yaml", parse)
    return calls


def test_a_data_file_is_parsed_once_for_its_bytes(counted, tmp_path):
    f = tmp_path / "points.yaml"
    f.write_text("tower: {1: 8, 2: 1}\nnames: [Ana, Ben]\n", encoding="utf-8")
    first = paths.load_yaml(f)
    second = paths.load_yaml(f)
    assert first == second == {"tower": {1: 8, 2: 1}, "names": ["Ana", "Ben"]}  # int keys stay ints
    assert len(counted) == 1
    assert first is not second  # each caller gets its own value to change


def test_an_edited_file_is_parsed_again_never_stale(counted, tmp_path):
    f = tmp_path / "points.yaml"
    f.write_text("bonus: 2\n", encoding="utf-8")
    assert paths.load_yaml(f) == {"bonus": 2}
    f.write_text("bonus: 7\n", encoding="utf-8")
    assert paths.load_yaml(f) == {"bonus": 7}
    assert len(counted) == 2
    assert len(list((tmp_path / "cache" / "data").glob("*-points-*.marshal"))) == 1  # the old value is dropped


def test_same_named_files_of_two_games_are_kept_apart(counted, tmp_path):
    for game, n in (("alhambra", 6), ("azul", 4)):
        (tmp_path / game).mkdir()
        (tmp_path / game / "game.yaml").write_text(f"players: {n}\n", encoding="utf-8")
    for _ in range(2):
        assert paths.load_yaml(tmp_path / "alhambra" / "game.yaml") == {"players": 6}
        assert paths.load_yaml(tmp_path / "azul" / "game.yaml") == {"players": 4}
    assert len(counted) == 2


def test_a_damaged_cache_file_is_parsed_again(counted, tmp_path):
    f = tmp_path / "words.yaml"
    f.write_text("a: [1, 2]\n", encoding="utf-8")
    paths.load_yaml(f)
    for saved in (tmp_path / "cache" / "data").glob("*.marshal"):
        saved.write_bytes(b"\x00garbage")
    assert paths.load_yaml(f) == {"a": [1, 2]}
    assert len(counted) == 2


def test_an_unwritable_cache_costs_only_the_parse(monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory", encoding="utf-8")
    monkeypatch.setenv(yaml_cache.ENV_DIR, str(blocker / "cache"))
    f = tmp_path / "x.yaml"
    f.write_text("k: v\n", encoding="utf-8")
    assert paths.load_yaml(f) == {"k": "v"}
    assert paths.load_yaml(f) == {"k": "v"}


def test_a_value_marshal_cannot_hold_is_returned_and_not_saved(counted, tmp_path):
    f = tmp_path / "dated.yaml"
    f.write_text("when: 2026-12-02\n", encoding="utf-8")
    assert paths.load_yaml(f) == {"when": datetime.date(2026, 12, 2)}
    assert not list((tmp_path / "cache" / "data").glob("*.marshal"))


def _canonical(value):
    """The value with each set as its sorted members: a set has no order, and one rebuilt from the cache may
    iterate otherwise than the parser's (data/worked/patterns holds sets of words)."""
    if isinstance(value, (set, frozenset)):
        return ("set", sorted(map(repr, value)))
    if isinstance(value, dict):
        return {k: _canonical(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_canonical(v) for v in value]
    return value


def test_every_data_file_of_the_project_round_trips(monkeypatch, tmp_path):
    """The cached value of each real data file is the fresh parse's, types and order alike (repr compares both;
    sets by their members)."""
    monkeypatch.setenv(yaml_cache.ENV_DIR, str(tmp_path / "cache"))
    files = sorted(paths.DATA.rglob("*.yaml"))
    assert files
    for f in files:
        fresh = paths._parse_yaml(f.read_text(encoding="utf-8"))
        paths.load_yaml(f)  # parsed and saved
        assert repr(_canonical(paths.load_yaml(f))) == repr(_canonical(fresh)), f.name  # read back from the cache
