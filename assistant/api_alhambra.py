"""The API's Alhambra table facts, dict in and dict out like the commands: Dirk's tiles, where a bought tile
may go, which tiles lie on the table. The engine decides each (assistant/alhambra/dirk.py, components.py, reached
through the registered Alhambra's methods); pages and the table work read them here instead of counting.
assistant.api re-exports every function here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from assistant import arguments as arg
from assistant import registry
from assistant.errors import PositionError
from assistant.games import JSON
from assistant.jsonio import require_object

if TYPE_CHECKING:
    from assistant.alhambra.game import Alhambra
    from assistant.alhambra.table import Table


def _alhambra() -> Alhambra:
    from assistant.alhambra.game import Alhambra

    return registry.get_as("alhambra", Alhambra)


def _table(position: Any, what: str) -> Table:
    """An Alhambra position read into the engine's table (PositionError when unreadable or another game's)."""
    position = require_object(position, "position")
    if position.get("game") != "alhambra":
        raise PositionError(f"{what}: an Alhambra position is needed")
    return _alhambra().parse(position)


def alhambra_dirk_tiles(stage: str, bag: int) -> JSON:
    """How many tiles Dirk is dealt at `stage` ("start", "after-first-scoring", "after-second-scoring")
    with `bag` tiles left in the bag: 6, 6, then a third of the bag rounded down."""
    from assistant.alhambra import dirk

    stage = arg.text(stage, "stage", 100)
    tiles = _alhambra().facts().tiles
    if type(bag) is not int or not 0 <= bag <= tiles:
        raise PositionError(f"bag: the number of tiles left in the bag, 0 to {tiles}")
    try:
        return {"stage": stage, "bag": bag, "tiles": dirk.tiles(stage, bag)}
    except ValueError as exc:
        raise PositionError(f"stage: {exc}") from None


def alhambra_dirk_due(position: JSON) -> JSON:
    """How many tiles Dirk is due at each stage of the game at this table: the bag (the box's tiles less the
    Alhambras, reserves, Dirk's pile and the market), and {stage: tiles} for "start", "after-first-scoring"
    and "after-second-scoring" (6, 6, a third of the bag rounded down). PositionError when Dirk does not play."""
    return _alhambra().dirk_due(_table(position, "alhambra_dirk_due"))


def alhambra_buy_places(position: JSON) -> list[str]:
    """Where a tile bought at this table may go (a buy move's `to`): "alhambra", "reserve", and "dirk" when
    Dirk plays (his pile is on the table), as the move's check decides."""
    return _alhambra().buy_places(_table(position, "alhambra_buy_places"))


def alhambra_tiles_on_table(position: JSON) -> list[JSON]:
    """Each printed tile lying on the table (Alhambras, reserves, Dirk's pile, the market) with how many
    copies lie there: [{"type", "price", "walls", "count"}], in the box's order (api.facts' catalogue)."""
    return _alhambra().tiles_on_table(_table(position, "alhambra_tiles_on_table"))
