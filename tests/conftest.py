"""Fixtures every test directory may use."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import yaml

from assistant import games
from assistant.paths import DATA

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
