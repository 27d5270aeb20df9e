"""Fixtures every test directory may use, and settings for the whole suite. Hypothesis runs without a deadline: no
property test here is about timing, and on a loaded machine (CI, several jobs on two cores) the default 200 ms
deadline fails tests at random. A test whose point is timing measures it itself (e.g.
tests/alhambra/test_building.py's far-apart tiles)."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import yaml
from hypothesis import settings

from assistant import games
from assistant.paths import DATA

settings.register_profile("referee", deadline=None)
settings.load_profile("referee")

EditRegistration = Callable[[str, Callable[[dict], None]], None]


@pytest.fixture
def registration_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[EditRegistration]:
    """`edit(game, change)`: apply `change` to a copy of data/<game>/game.yaml; registrations (and the facts,
    the ledger and setup, which read them) come from the copy through the one loader until the test ends."""

    def edit(game: str, change: Callable[[dict], None]) -> None:
        shutil.copytree(DATA / game, tmp_path / game, dirs_exist_ok=True)
        path = tmp_path / game / "game.yaml"
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        change(raw)
        path.write_text(yaml.safe_dump(raw, allow_unicode=True), encoding="utf-8")
        monkeypatch.setattr(games, "DATA", tmp_path)
        games.load_info.cache_clear()

    yield edit
    games.load_info.cache_clear()  # before monkeypatch restores DATA: the next reader loads the real data
