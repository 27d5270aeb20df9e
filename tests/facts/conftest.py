"""A copy of the game data that a test may change: the engines and the pages then read the copy."""

from __future__ import annotations

from collections.abc import Callable

import pytest

Edit = Callable[[Callable[[dict], None]], None]


@pytest.fixture
def alhambra_data(game_data) -> Edit:
    """`edit(change)`: apply `change` to (a copy of) data/alhambra/game.yaml through the one data reader's refresh
    (tests/conftest.py `game_data`); the engine, the registration, the facts and the schema read it from then on.
    The copy's directory is the test's tmp_path (tiles.csv is at tmp_path / "alhambra" / "tiles.csv")."""

    def edit(change: Callable[[dict], None]) -> None:
        game_data("alhambra/game.yaml", change)

    return edit
