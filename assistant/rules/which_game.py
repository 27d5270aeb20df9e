"""Which of our games a question is about when it names neither: by its things (data/lexicon/game_things.yaml).

Why before ranking: words both games share ("in the middle", 場, wall, colour, line) make the other game's
entries look close, so a money dispute would list Azul's end trigger as its second answer. A question that
speaks of money cards or buildings is Alhambra's, of factories or the floor line Azul's, and is ranked within
that game only. Only a question with no game's things, or with both games' things about equally, stays open to
both (and the answer says so).
"""

from __future__ import annotations

from functools import lru_cache

from assistant import registry
from assistant.rules.concepts import LEXICON_DIR, lexicon, load_yaml

# One game's evidence must be at least this much and this many times the other's to decide: any thing of one game
# but the weakest (0.3: "sideways", "solo", said of other things too) against nothing of the other; a thing of
# each game, about as sure, leaves the question open. On the development sets 0.6 left 18 answer lists mixed, 0.4
# leaves 11, with the same top-1 and top-3 (answer.py's guards undo a wrong decision: no entry of the game reaches
# THRESHOLD, or the other game's best is far more confident).
DECIDES = 0.4
OUTWEIGHS = 1.5
OWN = 1.0  # a game's own component or rule (game_things.yaml): no other game has it


@lru_cache(maxsize=1)
def things() -> dict[str, dict[str, float]]:
    """Per game, its own concepts and how surely each tells it (checked against the lexicon once)."""
    raw = load_yaml(LEXICON_DIR / "game_things.yaml")
    known = lexicon()
    for game, table in raw.items():
        unknown = [c for c in table if c not in known]
        if game not in registry.ids() or unknown:
            raise ValueError(f"game_things.yaml: {game}: unknown game or concepts {unknown}")
    return {game: {c: float(w) for c, w in table.items()} for game, table in raw.items()}


def evidence(concept_ids, least: float = 0.0) -> dict[str, float]:
    """How much the concepts say for each game (only things weighing at least `least`)."""
    named = set(concept_ids)
    return {game: sum(w for c, w in table.items() if c in named and w >= least) for game, table in things().items()}


def own_thing_of(concept_ids) -> str | None:
    """The one game of which the question names an own thing (weight 1.0: money cards, a building, a factory, the
    floor line) when it names none of another game's and the other games' weaker words (the centre, a colour, a
    line, 1枚だけ) do not say more in all: such words, shared by the games, weigh less than a thing only one game
    has ("coger del centro un 4 y un 2 de dinero" is a money question, not Azul's centre)."""
    strong = {game for game, v in evidence(concept_ids, OWN).items() if v > 0}
    if len(strong) != 1:
        return None
    game = next(iter(strong))
    score = evidence(concept_ids)
    return game if all(v <= score[game] for g, v in score.items() if g != game) else None


def game_of(concept_ids) -> str | None:
    """The one game the concepts point to, or None when they point to neither or to both about equally: an own
    thing of one game alone decides (own_thing_of), else the sum of the things, one game's outweighing the other's."""
    own = own_thing_of(concept_ids)
    if own is not None:
        return own
    score = evidence(concept_ids)
    best = max(score, key=score.__getitem__)
    rest = max((v for g, v in score.items() if g != best), default=0.0)
    return best if score[best] >= DECIDES and score[best] >= OUTWEIGHS * rest else None


def belongs_elsewhere(concept_id: str, game: str) -> bool:
    """The concept is another game's own thing: not what a question answered by `game` was understood as."""
    return any(concept_id in table for g, table in things().items() if g != game)
