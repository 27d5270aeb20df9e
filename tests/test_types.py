"""The game protocol is a type (issue 17): mypy holds every game to `assistant.games.Game`, so a game whose
method takes other arguments than the protocol's is refused before it runs, and the built-in games and the toy
game pass. (CI runs mypy over the whole core; this test shows the check can fail for that reason.)"""

from __future__ import annotations

from pathlib import Path

import pytest

mypy_api = pytest.importorskip("mypy.api")

GOOD = """
from assistant.alhambra.game import GAME as ALHAMBRA
from assistant.azul.game import GAME as AZUL
from assistant.games import Game
from tests.toy_game import GAME as COINS

games: list[Game] = [ALHAMBRA, AZUL, COINS]
"""
BAD = """
from assistant.games import Game
from tests.toy_game import Coins


class Wrong(Coins):
    def score(self, position: object, extra: int) -> dict[str, object]:  # an argument the API never passes
        return {}


game: Game = Wrong()
"""


def test_mypy_holds_every_game_to_the_protocol_and_refuses_one_that_breaks_it(tmp_path: Path) -> None:
    (tmp_path / "good.py").write_text(GOOD, encoding="utf-8")
    (tmp_path / "bad.py").write_text(BAD, encoding="utf-8")
    config = Path(__file__).parents[1] / "pyproject.toml"
    out, _, code = mypy_api.run([str(tmp_path / "good.py"), str(tmp_path / "bad.py"), "--follow-imports=silent",
                                 "--no-incremental", "--config-file", str(config)])
    errors = [line for line in out.splitlines() if ": error:" in line]
    assert code == 1 and errors, out
    assert all(line.startswith(str(tmp_path / "bad.py")) for line in errors), out
    assert any('variable has type "Game"' in line for line in errors), out
