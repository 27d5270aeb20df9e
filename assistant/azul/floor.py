"""The floor line: 7 spaces with fixed penalties; whatever falls beyond them goes to the lid at no cost.

Seed 003_b353cfdd82d0d743.txt (Faz 2b, FAQ): penalties -1 -1 -2 -2 -2 -3 -3, the first player marker counts
like a tile, extra tiles go straight to the lid. Project ruling: the marker is never discarded; a player whose
floor line is full keeps it beside the board (`first_player_marker`), where it costs nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.azul.components import box


def penalty(entries: int) -> int:
    """Points lost for a floor line holding this many entries (only the first 7 spaces cost)."""
    return sum(box().floor_penalties[:entries])


def space_penalty(index: int) -> int:
    """Penalty of floor space `index` (0-based); 0 beyond the 7th space."""
    penalties = box().floor_penalties
    return penalties[index] if index < len(penalties) else 0


def add_tiles(floor: Sequence[str], tiles: Sequence[str]) -> tuple[list[str], int]:
    """The floor line after adding tiles to its free spaces, and how many went to the lid instead."""
    room = max(0, box().floor_spaces - len(floor))
    return [*floor, *tiles[:room]], max(0, len(tiles) - room)


def add_marker(floor: Sequence[str]) -> tuple[list[str], bool]:
    """The floor line after taking the first player marker, and whether it stays beside a full floor line."""
    b = box()
    if len(floor) < b.floor_spaces:
        return [*floor, b.first], False
    return list(floor), True
