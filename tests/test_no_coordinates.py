"""No sentence a player reads carries a raw coordinate: a sweep of bad positions and illegal moves (examples/ and
generated), every problem message of `check` and `move` in all four languages; and every problem cell is
outlined on the drawing of its board, so the words and the picture point at the same place."""

from __future__ import annotations

import copy
import json
import random
import re
from functools import cache
from pathlib import Path

import pytest

from assistant import api
from assistant.alhambra.generate import grow, shuffled_box
from assistant.azul.components import COLOURS
from assistant.paths import LANGS
from assistant.render.alhambra import alhambra_svg
from assistant.render.azul import azul_board_svg

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))
COORDINATE = re.compile(r"[(\[]\s*-?\d+\s*,\s*-?\d+\s*[)\]]")  # "(1, 0)", "[-1, 2]"
SIDES = "NESW"


def _scramble(rng: random.Random, cells: list[dict]) -> list[dict]:
    """An Alhambra with the kinds of mistakes made at a table: a tile moved away or onto another, walls turned,
    a second fountain, the fountain missing."""
    cells = copy.deepcopy(cells)
    for _ in range(rng.randint(1, 4)):
        c = rng.choice(cells)
        kind = rng.choice(["move", "stack", "turn", "far"])
        if kind == "move":
            c["x"] += rng.choice([-3, -2, 2, 3])
            c["y"] += rng.choice([-2, 0, 2])
        elif kind == "stack":
            other = rng.choice(cells)
            c["x"], c["y"] = other["x"], other["y"]
        elif kind == "turn" and not c.get("fountain"):
            c["walls"] = "".join(s for s in SIDES if rng.random() < 0.4)
        elif kind == "far":
            c["x"] += rng.choice([-30, 40])
    extra = rng.random()
    if extra < 0.15:
        cells.append({"x": rng.randint(-4, 4), "y": rng.randint(-4, 4), "fountain": True})
    elif extra < 0.25:
        cells = [c for c in cells if not c.get("fountain")]
    return cells


@cache
def alhambra_positions() -> tuple[str, ...]:
    """JSON of bad Alhambra positions: two players each, grown from the real tiles, then scrambled."""
    out = []
    for seed in range(24):
        rng = random.Random(seed)
        bag = shuffled_box(rng)
        players = []
        for i, name in enumerate(["Ayşe", "Kemal"]):
            cells, reserve = grow(rng, bag[i * 14:(i + 1) * 14], start=(rng.randint(-3, 3), rng.randint(-3, 3)))
            players.append({"name": name, "alhambra": _scramble(rng, cells), "reserve": reserve})
        if seed % 3 == 0:  # a tile on the table twice
            players[1]["alhambra"].append({**players[0]["alhambra"][-1], "x": 9, "y": 9})
        out.append(json.dumps({"game": "alhambra", "players": players}))
    return tuple(out)


def azul_positions() -> list[dict]:
    """Bad Azul positions: random walls (off-pattern tiles, colours twice on the grey wall), overfull lines and
    floors, conflicts between a line and its wall row, missing and illegal grey placements."""
    out = []
    letters = "BYRKW"
    for seed in range(24):
        rng = random.Random(seed)
        variant = "grey" if seed % 2 else "colored"
        players = []
        for name in ("Ayşe", "Kemal"):
            wall = ["".join(rng.choice(letters + "...") for _ in range(5)) for _ in range(5)]
            lines = []
            for n in range(1, 6):
                count = rng.choice([0, n, n + 1])
                lines.append({"colour": rng.choice(COLOURS), "count": count} if count else {"count": 0})
            floor = [rng.choice(COLOURS) for _ in range(rng.choice([0, 3, 8, 9]))]
            if rng.random() < 0.4:
                floor.insert(0, "first")
            player = {"name": name, "score": 5, "pattern_lines": lines, "wall": wall, "floor": floor}
            if variant == "grey":
                player["placements"] = {str(n): rng.randint(0, 4) for n in range(1, 6) if rng.random() < 0.5}
            players.append(player)
        out.append({"game": "azul", "wall_variant": variant, "players": players, "centre": ["first"]})
    return out


@cache
def _positions() -> tuple[str, ...]:
    return tuple(p.read_text(encoding="utf-8") for p in EXAMPLES) + alhambra_positions() + \
        tuple(json.dumps(p) for p in azul_positions())


def positions() -> list[dict]:
    return [json.loads(p) for p in _positions()]


def alhambra_moves(pos: dict) -> list[dict]:
    """Redesigns that break rules: take away an empty cell or the fountain, add and swap reserve tiles anywhere."""
    out = []
    for p in pos["players"]:
        name, cells, reserve = p["name"], p["alhambra"], p.get("reserve") or []
        fountain = next(([c["x"], c["y"]] for c in cells if c.get("fountain")), [0, 0])
        out.append({"action": "remove", "player": name, "at": [fountain[0] + 7, fountain[1] - 5]})
        out.append({"action": "remove", "player": name, "at": fountain})
        for tile in reserve[:2]:
            spec = {k: tile[k] for k in ("type", "price", "walls")}
            for dx, dy in ((1, 0), (0, -1), (4, 4), (-1, 1)):
                out.append({"action": "add", "player": name, "tile": spec, "at": [fountain[0] + dx, fountain[1] + dy]})
            out.append({"action": "swap", "player": name, "tile": spec, "at": fountain})
    return out


def messages(pos: dict) -> list[tuple[str, dict]]:
    out = []
    for lang in LANGS:
        out += [(lang, p) for p in api.check(pos, lang=lang)["problems"]]
        if pos["game"] == "alhambra":
            for mv in alhambra_moves(pos):
                out += [(lang, p) for p in api.move(pos, mv, lang=lang)["problems"]]
    return out


def test_the_sweep_finds_problems_with_cells_in_every_language():
    found = [(lang, p) for pos in positions() for lang, p in messages(pos) if p["cells"]]
    rules = {p["rule"] for _, p in found}
    assert {lang for lang, _ in found} == set(LANGS)
    # the sweep reaches the rules whose problems point at cells
    assert {"alhambra.build.grid", "alhambra.build.walls-match", "alhambra.build.adjacent",
            "alhambra.build.no-holes", "alhambra.build.fountain", "alhambra.redesign",
            "alhambra.redesign.fountain", "azul.wall-pattern", "azul.variant.grey-wall",
            "azul.pattern-lines.capacity", "azul.floor.full"} <= rules, rules


@pytest.mark.parametrize("index", range(len(EXAMPLES) + 48))
def test_no_problem_message_contains_a_coordinate(index):
    pos = positions()[index]
    for lang, p in messages(pos):
        assert not COORDINATE.search(p["message"]), (lang, p)
        assert p["cells"] == [list(c) for c in p["cells"]]  # the JSON keeps its coordinates (FORMATS.md)


def test_every_alhambra_problem_with_cells_names_where_they_are_from_the_fountain_when_there_is_one():
    for text in alhambra_positions():
        pos = json.loads(text)
        fountains = {p["name"]: sum(bool(c.get("fountain")) for c in p["alhambra"]) for p in pos["players"]}
        for lang, p in messages(pos):
            if lang == "en" and p["cells"]:
                assert "fountain" in p["message"] or "corner of the Alhambra" in p["message"], p
                if fountains[p["player"]] == 1:  # counted from the fountain, never from a corner
                    assert "corner" not in p["message"], p


def test_every_problem_cell_is_outlined_on_its_board():
    for pos in positions():
        boards = {p["name"]: p for p in pos["players"]}
        for p in api.check(pos)["problems"]:
            if not p["cells"]:
                continue
            board = boards[p["player"]]
            cells = {tuple(c) for c in p["cells"]}
            if pos["game"] == "alhambra":
                svg = alhambra_svg(board["alhambra"], problems=cells)
                if "⇱" in svg:  # tiles far apart: only the window around the fountain is drawn
                    continue
            else:
                svg = azul_board_svg(board, pos["wall_variant"], problems=cells)
            assert svg.count('class="problem"') == len(cells), p


def test_no_ui_string_or_message_template_carries_a_coordinate():
    from assistant.i18n import strings
    from assistant.messages import templates

    for table in (strings(), templates()):
        for key, texts in table.items():
            for lang, text in texts.items():
                forms = [text] if isinstance(text, str) else [v for k, v in text.items() if k != "plural"]
                assert not any(COORDINATE.search(f) or "({x}" in f for f in forms), (key, lang)
