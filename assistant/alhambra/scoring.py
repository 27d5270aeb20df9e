"""Building majorities for a scoring round, with tie splitting (alhambra.scoring.*).

Per building type, participants with at least one building are ranked by count. Players with equal counts
occupy consecutive places together: they add the points of those places (a place the round does not pay
adds nothing) and split the sum, rounding down; the next player ranks after all of them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Standing:
    name: str
    count: int
    place: int                 # 1-based place; tied players share the first place of their group
    tied_with: tuple[str, ...]  # the others in the same tie group
    places: tuple[int, ...]    # the places the group occupies together
    pot: int                   # the points of those places added up
    points: int                # this participant's share
    parts: tuple[int, ...]     # the points of each of `places` (0 for a place this round does not pay)
    paid_places: int           # how many places this round pays (1st only in round 1, ...)

    @property
    def unpaid(self) -> tuple[int, ...]:
        """The places of the group that this round pays nothing for."""
        return tuple(p for p in self.places if p > self.paid_places)

    def to_json(self) -> dict:
        return {
            "name": self.name,
            "count": self.count,
            "place": self.place,
            "tied_with": list(self.tied_with),
            "places": list(self.places),
            "pot": self.pot,
            "points": self.points,
            "parts": list(self.parts),
            "unpaid": list(self.unpaid),
            "rounded_down": self.pot % (len(self.tied_with) + 1) != 0,
        }


def rank_type(counts: Mapping[str, int], paid: Sequence[int]) -> list[Standing]:
    """Rank the participants of one building type and share out `paid` (points by place, 1st first)."""
    ranked = sorted(((c, n) for n, c in counts.items() if c > 0), key=lambda cn: -cn[0])
    out: list[Standing] = []
    i = 0
    while i < len(ranked):
        count = ranked[i][0]
        j = i
        while j < len(ranked) and ranked[j][0] == count:
            j += 1
        names = [n for _, n in ranked[i:j]]
        places = tuple(range(i + 1, j + 1))
        parts = tuple(paid[p - 1] if p <= len(paid) else 0 for p in places)
        pot = sum(parts)
        share = pot // len(names)
        for name in names:
            out.append(Standing(name, count, i + 1, tuple(n for n in names if n != name), places, pot, share,
                                parts, len(paid)))
        i = j
    return out


def majorities(
    counts: Mapping[str, Mapping[str, int]], table: Mapping[str, Sequence[int]]
) -> dict[str, list[Standing]]:
    """counts[participant][type] -> per type, the standings. `table` is one round's points by type."""
    return {
        btype: rank_type({name: c.get(btype, 0) for name, c in counts.items()}, paid)
        for btype, paid in table.items()
    }
