"""Azul's "legal or not?" quiz (data/azul/game.yaml `quiz`): a player board in mid-game and a take from a
factory onto a pattern line that is, with probability 1/2, allowed. The answer a player is graded against is
what the engine's move says (assistant/quiz.py); one `random.Random(seed)`, so the same seed always gives the
same question."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from assistant.azul.components import COLOURS, LETTER_OF, SIZE
from assistant.azul.setup import full_bag, start_round
from assistant.azul.wall import pattern_colour
from assistant.games import load_info
from assistant.quiz import verdict as _verdict


@dataclass(frozen=True)
class AzulQuestion:
    """One Azul question: a table and one player's board, and a take from a factory onto a pattern line."""

    seed: int
    position: dict  # with "factories" and "centre"
    move: dict  # {"action": "take", "player", "from": factory index, "colour", "line": 1-5}
    meant_legal: bool
    legal: bool  # the truth: api.move(position, move)["legal"]
    broken: tuple[str, ...] = field(default=())


def _azul_board(rng: random.Random) -> tuple[list[str], list[dict]]:
    """A coloured wall part-filled as a mid-game board looks, and pattern lines that agree with it."""
    wall = ["".join(LETTER_OF[pattern_colour(y, x)] if rng.random() < 0.3 else "." for x in range(SIZE))
            for y in range(SIZE)]
    lines: list[dict] = []
    for y in range(SIZE):
        free = [c for c in COLOURS if LETTER_OF[c] not in wall[y]]
        if free and rng.random() < 0.6:
            lines.append({"colour": rng.choice(free), "count": rng.randint(1, y + 1)})
        else:
            lines.append({"count": 0})
    return wall, lines


def _takes(wall: list[str], lines: list[dict], factories: list[list[str]]) -> tuple[list[dict], list[dict]]:
    """Every take from a factory onto a pattern line, split into (legal, illegal) as the rules say."""
    good: list[dict] = []
    bad: list[dict] = []
    for i, factory in enumerate(factories):
        for colour in sorted(set(factory)):
            for y, line in enumerate(lines):
                clash = (line["count"] and line["colour"] != colour) or LETTER_OF[colour] in wall[y]
                (bad if clash else good).append({"from": i, "colour": colour, "line": y + 1})
    return good, bad


def azul_question(seed: int, player: str = "Player") -> AzulQuestion:
    """The question for `seed`: the table, the board, a take, and the verdict of api.move."""
    rng = random.Random(seed)
    meant_legal = rng.random() < 0.5
    # the smallest table the registration allows (two players), with the factories the box gives it
    players = load_info("azul").players.min
    while True:
        wall, lines = _azul_board(rng)
        factories = start_round(players, full_bag(), (), random.Random(rng.randrange(2**31))).table()["factories"]
        emptied = rng.randrange(3)  # some factories already taken this round: their rest lies in the centre
        centre: list[str] = []
        for k in range(emptied):
            gone = factories[k]
            keep = rng.choice(sorted(set(gone)))
            centre += [c for c in gone if c != keep]
            factories[k] = []
        good, bad = _takes(wall, lines, factories)
        choices = good if meant_legal else bad
        if choices:
            break
    take = rng.choice(choices)
    mine = bool(emptied) and rng.random() < 0.3  # this player already took from the centre, marker and all
    floor = ["first"] if mine else []
    if not mine:
        centre = ["first", *centre]
    position = {
        "game": "azul",
        "wall_variant": "colored",
        "players": [{"name": player, "score": rng.randint(0, 30), "pattern_lines": lines, "wall": wall,
                     "floor": floor}],
        "factories": factories,
        "centre": centre,
    }
    move = {"action": "take", "player": player, **take}
    verdict = _verdict(position, move)
    return AzulQuestion(
        seed=seed,
        position=position,
        move=move,
        meant_legal=meant_legal,
        legal=not verdict,
        broken=verdict,
    )



def quiz(seed: int, player: str) -> dict:
    """The question maker, as JSON values."""
    q = azul_question(seed, player)
    return {"position": q.position, "legal": q.legal, "broken": list(q.broken), "move": q.move}
