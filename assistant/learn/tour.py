"""The guided tour's steps, from data/learn/tour.yaml: which rule entries and worked examples each shows."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from assistant.paths import DATA, load_yaml

TOUR_FILE = DATA / "learn" / "tour.yaml"


@dataclass(frozen=True)
class Step:
    game: str
    key: str
    rules: tuple[str, ...]
    examples: tuple[str, ...]


@lru_cache(maxsize=1)
def tour() -> dict[str, tuple[Step, ...]]:
    """Every game's steps in order, loaded once."""
    raw = load_yaml(TOUR_FILE)
    return {
        game: tuple(Step(game, str(s["step"]), tuple(s.get("rules") or ()), tuple(s.get("examples") or ()))
                    for s in steps)
        for game, steps in raw.items()
    }


def steps(game: str) -> tuple[Step, ...]:
    return tour()[game]
