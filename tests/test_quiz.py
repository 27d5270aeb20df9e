"""The "legal or not?" quiz (assistant/quiz.py; the makers in assistant/<game>/quiz.py): every generated
question's answer is what the engines say, the question is a possible table, and the same seed always gives the
same question."""

from collections import Counter

import pytest

from assistant import api
from assistant.alhambra import quiz as alhambra_quiz
from assistant.alhambra.catalogue import game, make_tile
from assistant.azul import quiz as azul_quiz

SEEDS = range(80)


@pytest.fixture(scope="module")
def alhambra_questions():
    return [alhambra_quiz.alhambra_question(seed) for seed in SEEDS]


@pytest.fixture(scope="module")
def azul_questions():
    return [azul_quiz.azul_question(seed) for seed in SEEDS]


# An independent reading of the building rules, written here from the rulebook's words (data/rules/
# alhambra.build.*.yaml) and sharing no code with the engine: the quiz's answer comes from the engine, so it is
# checked against something else. The Alhambra before the last tile obeys every rule (tested below), so only
# the last tile can break one: its walls against its neighbours', the walk from the fountain to it, a hole.
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}  # y grows to the south (FORMATS.md)
BACK = {"N": "S", "S": "N", "E": "W", "W": "E"}


def _walls(q) -> dict[tuple[int, int], str]:
    return {(c["x"], c["y"]): "" if c.get("fountain") else c["walls"] for c in q.position["players"][0]["alhambra"]}


def _walked(walls: dict, start: tuple[int, int]) -> set:
    """Tiles a walker reaches from `start`, tile to tile, through sides open on both tiles."""
    seen, todo = {start}, [start]
    while todo:
        x, y = todo.pop()
        for side, (dx, dy) in STEP.items():
            n = (x + dx, y + dy)
            if n in walls and n not in seen and side not in walls[(x, y)] and BACK[side] not in walls[n]:
                seen.add(n)
                todo.append(n)
    return seen


def _holes(walls: dict) -> set:
    """Empty cells of the bounding box no empty path leads to from the box's edge."""
    xs, ys = [x for x, _ in walls], [y for _, y in walls]
    empty = {(x, y) for x in range(min(xs), max(xs) + 1) for y in range(min(ys), max(ys) + 1)} - walls.keys()
    out = {(x, y) for x, y in empty if x in (min(xs), max(xs)) or y in (min(ys), max(ys))}
    todo = list(out)
    while todo:
        x, y = todo.pop()
        for dx, dy in STEP.values():
            n = (x + dx, y + dy)
            if n in empty and n not in out:
                out.add(n)
                todo.append(n)
    return empty - out


def rules_the_last_tile_breaks(q) -> set[str]:
    walls = _walls(q)
    (x, y), mine = q.cell, walls[q.cell]
    broken = set()
    if any((x + dx, y + dy) in walls and (side in mine) != (BACK[side] in walls[(x + dx, y + dy)])
           for side, (dx, dy) in STEP.items()):
        broken.add("alhambra.build.walls-match")
    fountain = next((c["x"], c["y"]) for c in q.position["players"][0]["alhambra"] if c.get("fountain"))
    if q.cell not in _walked(walls, fountain):
        broken.add("alhambra.build.reachable")
    if _holes(walls):
        broken.add("alhambra.build.no-holes")
    return broken


def assert_each_answer_is(questions, reading) -> None:
    """The quiz's answer (the engine's) is the independent reading: the same broken rules, legal when none,
    and what the generator aimed for."""
    for q in questions:
        expected = reading(q)
        assert set(q.broken) == expected, q.seed
        assert q.legal == (not expected) == q.meant_legal, q.seed


def test_each_alhambra_answer_is_the_rulebooks_reading_of_the_last_tile(alhambra_questions):
    assert_each_answer_is(alhambra_questions, rules_the_last_tile_breaks)


def test_the_rulebook_reading_itself_sees_each_rule_on_a_tiny_alhambra():
    """The reading above on hand-made cases (else the quiz test could pass by both sides missing a rule)."""
    def q(cells, last):
        return type("Q", (), {"cell": last, "position": {"players": [{"alhambra": [
            {"x": 0, "y": 0, "fountain": True}, *({"x": x, "y": y, "walls": w} for (x, y), w in cells.items())]}]}})
    assert rules_the_last_tile_breaks(q({(1, 0): ""}, (1, 0))) == set()
    assert rules_the_last_tile_breaks(q({(1, 0): "W"}, (1, 0))) == {"alhambra.build.walls-match",
                                                                  "alhambra.build.reachable"}
    # [F][B|][|C]: walls meet walls, yet C is cut off (the Japanese help's example 1)
    assert rules_the_last_tile_breaks(q({(1, 0): "E", (2, 0): "W"}, (2, 0))) == {"alhambra.build.reachable"}
    ring = {(1, 0): "", (2, 0): "", (2, 1): "", (2, 2): "", (1, 2): "", (0, 2): "", (0, 1): ""}
    assert rules_the_last_tile_breaks(q(ring, (0, 1))) == {"alhambra.build.no-holes"}  # (1, 1) shut in


def test_every_broken_rule_is_a_building_rule_of_the_last_tile(alhambra_questions):
    for q in alhambra_questions:
        verdict = api.check(q.position)
        assert all(p["rule"].startswith("alhambra.build.") for p in verdict["problems"])
        x, y = q.cell
        around = [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]]
        for p in verdict["problems"]:
            # a hole is reported at the empty cells the last tile shut in, every other rule at the tile itself
            near = around if p["rule"] == "alhambra.build.no-holes" else [[x, y]]
            assert any(c in p["cells"] for c in near), q.seed


def test_the_alhambra_before_the_last_tile_obeys_every_rule(alhambra_questions):
    for q in alhambra_questions:
        assert api.check(q.before())["valid"], q.seed


def test_the_last_tile_is_put_beside_the_alhambra_on_an_empty_cell(alhambra_questions):
    for q in alhambra_questions:
        cells = q.position["players"][0]["alhambra"]
        before = {(c["x"], c["y"]) for c in cells[:-1]}
        assert q.cell not in before
        x, y = q.cell
        assert before & {(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)}
        assert cells[-1] == {"x": x, "y": y, **q.tile}


def test_every_tile_is_a_real_catalogue_tile_used_at_most_as_often_as_printed(alhambra_questions):
    for q in alhambra_questions:
        used = Counter(make_tile(c["type"], c["price"], c["walls"])
                       for c in q.position["players"][0]["alhambra"] if not c.get("fountain"))
        assert all(game().copies(t) >= n for t, n in used.items()), q.seed
        assert alhambra_quiz.MIN_TILES + 1 <= sum(used.values()) <= alhambra_quiz.MAX_TILES + 1


def test_both_answers_come_up_and_not_only_wall_mismatches(alhambra_questions):
    legal = [q.legal for q in alhambra_questions]
    assert 0.3 < sum(legal) / len(legal) < 0.7
    # an unreachable tile whose walls match is the lesson of the Japanese help page (seed 002): it must occur
    assert any(q.broken == ("alhambra.build.reachable",) for q in alhambra_questions)


def test_same_seed_same_alhambra_question():
    assert alhambra_quiz.alhambra_question(1234) == alhambra_quiz.alhambra_question(1234)
    assert alhambra_quiz.alhambra_question(1234, "Ayşe").position["players"][0]["name"] == "Ayşe"
    assert alhambra_quiz.alhambra_question(1) != alhambra_quiz.alhambra_question(2)


def rules_the_take_breaks(q) -> set[str]:
    """The pattern-line rules read from the rulebook: a line holds one colour, and not one its wall row has."""
    line = q.position["players"][0]["pattern_lines"][q.move["line"] - 1]
    row = q.position["players"][0]["wall"][q.move["line"] - 1]
    broken = set()
    if line["count"] and line["colour"] != q.move["colour"]:
        broken.add("azul.pattern-lines.one-colour")
    if api.facts("azul")["letters"][q.move["colour"]] in row:
        broken.add("azul.pattern-lines.wall-conflict")
    return broken


def test_each_azul_answer_is_the_rulebooks_reading_of_the_take(azul_questions):
    assert_each_answer_is(azul_questions, rules_the_take_breaks)
    assert {b for q in azul_questions for b in q.broken} == {"azul.pattern-lines.one-colour",
                                                            "azul.pattern-lines.wall-conflict"}


def test_azul_question_boards_are_possible_positions(azul_questions):
    for q in azul_questions:
        assert api.check(q.position)["valid"], q.seed
        factory = q.position["factories"][q.move["from"]]
        assert q.move["colour"] in factory
        marker = q.position["centre"].count("first") + q.position["players"][0]["floor"].count("first")
        assert marker == 1


def test_azul_answers_are_balanced_and_deterministic(azul_questions):
    legal = [q.legal for q in azul_questions]
    assert 0.3 < sum(legal) / len(legal) < 0.7
    assert azul_quiz.azul_question(77) == azul_quiz.azul_question(77)


def test_the_azul_quiz_table_has_the_factories_the_box_gives_its_smallest_table(game_data):
    """The quiz's table is the registration's smallest (two players) with the box's factories for it
    (data/azul/components.yaml), not a count the quiz writes itself: change the box and the quiz follows."""
    assert {len(azul_quiz.azul_question(seed).position["factories"]) for seed in range(5)} == {5}
    game_data("azul/components.yaml", lambda raw: raw["factories"].update({2: 6}))
    assert {len(azul_quiz.azul_question(seed).position["factories"]) for seed in range(5)} == {6}


def test_the_azul_quiz_table_seats_the_registrations_fewest_players(registration_data):
    registration_data("azul", lambda raw: raw.update(players=[3, 4]))
    assert {len(azul_quiz.azul_question(seed).position["factories"]) for seed in range(5)} == {7}  # 3 players
