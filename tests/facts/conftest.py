"""A copy of the game data that a test may change: the engines and the pages then read the copy."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import yaml

from assistant.alhambra import catalogue
from assistant.paths import DATA

Edit = Callable[[Callable[[dict], None]], None]


@pytest.fixture
def alhambra_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Edit]:
    """`edit(change)`: apply `change` to a copy of data/alhambra/game.yaml that the engine reads from then on."""
    shutil.copytree(DATA / "alhambra", tmp_path / "alhambra")
    monkeypatch.setattr(catalogue, "DATA", tmp_path)
    game_file = tmp_path / "alhambra" / "game.yaml"

    def edit(change: Callable[[dict], None]) -> None:
        raw = yaml.safe_load(game_file.read_text(encoding="utf-8"))
        change(raw)
        game_file.write_text(yaml.safe_dump(raw, allow_unicode=True), encoding="utf-8")
        catalogue.game.cache_clear()

    catalogue.game.cache_clear()
    yield edit
    catalogue.game.cache_clear()  # the next reader loads the real data again
