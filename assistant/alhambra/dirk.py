"""Dirk, the neutral player of the two-player game (alhambra.variant.two-player), decided once: with how many
players he may play (the registration's `variant_players`, asked by catalogue.dirk_may_play: below the model,
which asks it too), whether a table has him (his pile), where a bought
tile may go, and how many tiles he is due at each point of the game. The model, the moves, the typed-count
scoring, the deal, the ledger and the pages all ask here; none of them restates it.
"""

from __future__ import annotations

from assistant.alhambra.catalogue import DIRK_VARIANT as VARIANT
from assistant.alhambra.catalogue import dirk_may_play as may_play
from assistant.alhambra.catalogue import game
from assistant.alhambra.components import on_table
from assistant.alhambra.table import Table

__all__ = ["VARIANT", "STAGES", "may_play", "plays", "buy_places", "tiles", "bag", "due"]
STAGES = ("start", "after-first-scoring", "after-second-scoring")  # when Dirk is dealt tiles


def plays(table: Table) -> bool:
    """Whether Dirk plays at this table: it has his pile (`dirk`), which a two-player table may leave out."""
    return table.dirk is not None


def buy_places(table: Table) -> tuple[str, ...]:
    """Where a bought tile may go: the buyer's Alhambra or reserve, and Dirk's pile when he plays."""
    return ("alhambra", "reserve") + ((VARIANT,) if plays(table) else ())


def tiles(stage: str, bag: int) -> int:
    """How many tiles Dirk is dealt at `stage` with `bag` tiles in the bag: 6 at the start, 6 after the first
    scoring (fewer when the bag holds fewer), a third of the bag rounded down after the second (data
    `two_player`)."""
    tp = game().two_player
    if stage == "start":
        return min(tp["dirk_start_tiles"], bag)
    if stage == "after-first-scoring":
        return min(tp["dirk_after_first_scoring"], bag)
    if stage == "after-second-scoring":
        return bag // tp["dirk_after_second_scoring_divisor"]
    raise ValueError(f"unknown stage {stage!r}: {', '.join(STAGES)}")


def bag(table: Table) -> int:
    """The tiles still in the bag: the box's building tiles less those on the table (each Alhambra, each
    reserve, Dirk's pile, the market); none when the table holds more than the box (the check names those)."""
    return max(0, sum(game().tiles.values()) - sum(on_table(table).values()))


def due(table: Table) -> dict[str, int]:
    """How many tiles Dirk is due at each stage (STAGES) from the bag this table leaves."""
    left = bag(table)
    return {stage: tiles(stage, left) for stage in STAGES}
