"""The API's Alhambra table facts, dict in and dict out like the commands: Dirk's tiles, where a bought tile
may go, which tiles lie on the table. The engine decides each (assistant/alhambra/dirk.py, components.py);
pages and the table work read them here instead of counting. assistant.api re-exports every function here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from assistant import arguments as arg
from assistant import registry
from assistant.errors import PositionError
from assistant.games import JSON
from assistant.jsonio import require_object

if TYPE_CHECKING:
    from assistant.alhambra.table import Table


def _table(position: Any, what: str) -> Table:
    """An Alhambra position read into the engine's table (PositionError when unreadable or another game's)."""
    from assistant.alhambra.game import Alhambra

    position = require_object(position, "position")
    if position.get("game") != "alhambra":
        raise PositionError(f"{what}: an Alhambra position is needed")
    return registry.get_as("alhambra", Alhambra).parse(position)


def alhambra_dirk_tiles(stage: str, bag: int) -> JSON:
    """How many tiles Dirk is dealt at `stage` ("start", "after-first-scoring", "after-second-scoring")
    with `bag` tiles left in the bag: 6, 6, then a third of the bag rounded down."""
    from assistant.alhambra import dirk
    from assistant.alhambra.catalogue import game

    stage = arg.text(stage, "stage", 100)
    tiles = sum(game().tiles.values())
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
    from assistant.alhambra import dirk

    table = _table(position, "alhambra_dirk_due")
    if not dirk.plays(table):
        raise PositionError('alhambra_dirk_due: Dirk does not play at this table (no "dirk" pile)')
    return {"bag": dirk.bag(table), "due": dirk.due(table)}


def alhambra_buy_places(position: JSON) -> list[str]:
    """Where a tile bought at this table may go (a buy move's `to`): "alhambra", "reserve", and "dirk" when
    Dirk plays (his pile is on the table), as the move's check decides."""
    from assistant.alhambra import dirk

    return list(dirk.buy_places(_table(position, "alhambra_buy_places")))


def alhambra_tiles_on_table(position: JSON) -> list[JSON]:
    """Each printed tile lying on the table (Alhambras, reserves, Dirk's pile, the market) with how many
    copies lie there: [{"type", "price", "walls", "count"}], in the box's order (api.facts' catalogue)."""
    from assistant.alhambra.catalogue import game, walls_letters
    from assistant.alhambra.components import on_table

    counts = on_table(_table(position, "alhambra_tiles_on_table"))
    g = game()
    order = {t: i for i, t in enumerate(t for b in g.building_types for t in g.variants(b))}
    return [{"type": t.type, "price": t.price, "walls": walls_letters(t.walls), "count": n}
            for t, n in sorted(counts.items(), key=lambda item: (order.get(item[0], len(order)), repr(item[0])))]
