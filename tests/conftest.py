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

from assistant import paths
from assistant.paths import DATA

settings.register_profile("referee", deadline=None)
settings.load_profile("referee")

EditData = Callable[[str, Callable[[dict], None]], None]
EditRegistration = Callable[[str, Callable[[dict], None]], None]


@pytest.fixture
def game_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[EditData]:
    """`edit("<game>/<file>.yaml", change)`: apply `change` to a copy of that data file, through the one way the
    game data changes at run time (assistant.paths: GAME_DATA pointed at a copy of every game's data, then
    `paths.refresh()`). The engines, the registrations, the facts and the schemas all read the copy until the
    test ends; then the real data is read again."""
    for game_dir in DATA.iterdir():
        if (game_dir / "game.yaml").exists():
            shutil.copytree(game_dir, tmp_path / game_dir.name)
    monkeypatch.setattr(paths, "GAME_DATA", tmp_path)

    def edit(relative: str, change: Callable[[dict], None]) -> None:
        path = tmp_path / relative
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        change(raw)
        path.write_text(yaml.safe_dump(raw, allow_unicode=True), encoding="utf-8")
        paths.refresh()

    paths.refresh()
    yield edit
    paths.refresh()  # before monkeypatch restores GAME_DATA: the next reader reads the real data


@pytest.fixture
def registration_data(game_data: EditData) -> EditRegistration:
    """`edit(game, change)`: apply `change` to (a copy of) data/<game>/game.yaml, as `game_data` does."""

    def edit(game: str, change: Callable[[dict], None]) -> None:
        game_data(f"{game}/game.yaml", change)

    return edit
