"""Azul turn by turn (assistant/azul/turns.py): the deal, the takes in seat order, the end of the offer, the next
round's starter (seed 003_b353cfdd82d0d743.txt: Faz 1, Bileşenler, Sonraki Raunda Hazırlık)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant import api
from assistant.azul.components import box
from assistant.azul.game import GAME
from assistant.azul.setup import full_bag, start_round
from assistant.errors import PositionError
from assistant.games import PlayStep, turn_rules
from assistant.messages import detail
from assistant.paths import LANGS
from tests.azul.util import PATTERN, lines, player, position, printed

RULES = turn_rules(GAME)
NAMES = ("Ana", "Ben", "Cem", "Deniz")
FACTORIES = [["red", "red", "blue", "white"], ["black", "black", "black", "yellow"], ["blue"] * 4,
             ["yellow", "yellow", "white", "white"], ["red", "black", "blue", "yellow"]]  # five: two players


def table(n: int = 2, *, variant: str = "colored", **boards: dict) -> dict:
    """Empty boards for the first n seats (a seat's board given by name replaces its empty one)."""
    return position(*(boards.get(name, player(name)) for name in NAMES[:n]), variant=variant)


def dealt(n: int = 2, factories=None, variant: str = "colored", **boards: dict) -> PlayStep:
    """The table of n seats once the factories are dealt (FACTORIES, or these), Ana starting."""
    begun = RULES.start(table(n, variant=variant, **boards))
    out = RULES.step(begun.position, begun.turn, {"step": "deal", "factories": factories or FACTORIES})
    assert out.problems == [], out.problems
    return out


def take(before: PlayStep, source, colour: str, line) -> PlayStep:
    return RULES.step(before.position, before.turn, {"step": "take", "from": source, "colour": colour, "line": line})


def board(step: PlayStep, name: str) -> dict:
    assert step.position is not None
    return next(p for p in step.position["players"] if p["name"] == name)


def rules_of(step: PlayStep) -> list[str]:
    return [p.rule for p in step.problems]


def bag_deal(n: int, seed: int) -> list[list[str]]:
    return [list(f) for f in start_round(n, full_bag(), (), random.Random(seed)).factories]


# --- the deal ---------------------------------------------------------------------------------------------------

def test_the_first_round_starts_with_the_deal_and_the_first_seat_when_nobody_is_named():
    out = RULES.start(table(3))
    assert out.problems == []
    assert out.turn == {"player": None, "phase": "deal", "starter": "Ana", "marker": None, "lid": 0}


def test_a_named_starter_takes_first_after_the_deal():
    begun = RULES.start(table(3), starter="Cem")
    out = RULES.step(begun.position, begun.turn, {"step": "deal", "factories": bag_deal(3, 1)})
    assert out.turn is not None and out.turn["player"] == out.turn["starter"] == "Cem"
    assert out.said == ("azul.play.dealt", {"player": "Cem"})


@pytest.mark.parametrize(("players", "factories"), [(2, 5), (3, 7), (4, 9)])  # seed: 2 -> 5, 3 -> 7, 4 -> 9
def test_setup_deals_the_factories_of_the_player_count_with_the_marker_alone_in_the_centre(players, factories):
    out = dealt(players, bag_deal(players, 7))
    assert out.position is not None
    assert len(out.position["factories"]) == factories
    assert all(len(f) == 4 for f in out.position["factories"])
    assert out.position["centre"] == ["first"]
    assert out.turn == {"player": "Ana", "phase": "take", "starter": "Ana", "marker": None, "lid": 0}


@pytest.mark.parametrize(("players", "wrong"), [(2, 4), (2, 6), (3, 5), (4, 7)])
def test_setup_refuses_a_deal_of_another_number_of_factories(players, wrong):
    begun = RULES.start(table(players))
    factories = (bag_deal(4, 3) * 2)[:wrong]
    out = RULES.step(begun.position, begun.turn, {"step": "deal", "factories": factories})
    assert rules_of(out) == ["azul.setup"]
    assert out.problems[0].key == "azul.play.deal-count"
    assert out.position is None and out.turn is None


def test_setup_refuses_a_factory_that_is_not_dealt_exactly_four_tiles():
    begun = RULES.start(table(2))
    factories = [f[:] for f in FACTORIES]
    factories[1] = factories[1][:3]
    factories[3] = [*factories[3], "red"]
    out = RULES.step(begun.position, begun.turn, {"step": "deal", "factories": factories})
    assert [(p.rule, p.params["factory"], p.params["count"]) for p in out.problems] == [
        ("azul.setup", 2, 3), ("azul.setup", 4, 5)]  # said as the drawing numbers them, from 1


def test_components_refuse_a_deal_of_more_red_than_the_boards_leave_in_the_box():
    # Ana's wall holds the red of all five rows (5); Ben's holds row 1's red (1) and his lines 2-5 hold 1 + 2 +
    # 3 + 4 red (10): 16 of the 20 red tiles lie on the boards, 4 are left, and the deal has 2 + 4 + 1 = 7.
    red = [(x, y) for y in range(5) for x in range(5) if PATTERN[y][x] == "R"]
    ana = player("Ana", wall=printed(*red))
    ben = player("Ben", wall=printed(red[0]), pattern=lines(l2=("red", 1), l3=("red", 2), l4=("red", 3),
                                                             l5=("red", 4)))
    begun = RULES.start(table(2, Ana=ana, Ben=ben))
    assert begun.problems == [] and begun.turn is not None and begun.turn["phase"] == "deal"
    factories = [*FACTORIES[:2], ["red"] * 4, *FACTORIES[3:]]
    out = RULES.step(begun.position, begun.turn, {"step": "deal", "factories": factories})
    assert rules_of(out) == ["azul.components"]
    assert out.problems[0].key == "azul.play.deal-over-box"
    assert (out.problems[0].params["count"], out.problems[0].params["left"]) == (7, 4)
    fits = [*FACTORIES[:2], ["blue"] * 4, *FACTORIES[3:]]  # 2 + 1 = 3 red: within the 4 left
    assert RULES.step(begun.position, begun.turn, {"step": "deal", "factories": fits}).problems == []


def short_boards() -> dict:
    """Four walls with four tiles in every row (column 1 empty): 80 tiles, 16 of each colour, so bag and lid
    hold 20 tiles together, 4 of each colour, and the nine factories of four players would take 36."""
    cells = [(x, y) for y in range(5) for x in range(1, 5)]
    return {name: player(name, wall=printed(*cells)) for name in NAMES}


def test_when_bag_and_lid_run_short_every_tile_left_is_dealt_and_the_rest_of_the_factories_stay_empty():
    begun = RULES.start(table(4, **short_boards()))
    left = [c for c in box().colours for _ in range(4)]  # 4 of each colour, 20 in all
    factories = [left[i:i + 4] for i in range(0, 20, 4)] + [[]] * 4
    out = RULES.step(begun.position, begun.turn, {"step": "deal", "factories": factories})
    assert out.problems == []


def test_round_next_refuses_a_short_deal_that_leaves_tiles_in_the_bag():
    begun = RULES.start(table(4, **short_boards()))
    left = [c for c in box().colours for _ in range(4)]
    factories = [left[i:i + 4] for i in range(0, 16, 4)] + [[]] * 5  # 16 of the 20 tiles left
    out = RULES.step(begun.position, begun.turn, {"step": "deal", "factories": factories})
    assert rules_of(out) == ["azul.round.next"]
    assert (out.problems[0].params["left"], out.problems[0].params["count"]) == (20, 16)


def test_a_deal_names_only_colours_the_game_has():
    begun = RULES.start(table(2))
    with pytest.raises(PositionError, match=r"^step: factories\[0\]\[1\]: .*'blue'"):
        RULES.step(begun.position, begun.turn, {"step": "deal", "factories": [["red", "pink"]]})


# --- the take ---------------------------------------------------------------------------------------------------

def test_offer_factory_take_moves_the_tiles_onto_the_line_and_the_rest_to_the_centre():
    out = take(dealt(), 0, "red", 3)
    assert out.problems == []
    assert board(out, "Ana")["pattern_lines"][2] == {"colour": "red", "count": 2}
    assert out.position is not None
    assert out.position["factories"][0] == [] and out.position["centre"] == ["first", "blue", "white"]
    assert out.turn == {"player": "Ben", "phase": "take", "starter": "Ana", "marker": None, "lid": 0}
    assert out.said == ("azul.play.took.factory", {
        "player": "Ana", "count": 2, "factory": 1, "line": 3, "colour": "red", "colour_tr": "kırmızı",
        "colour_es": "rojo", "colour_ja": "赤"})
    assert detail(*out.said[:1], "en", dict(out.said[1])) == "Ana took 2 red from factory 1 onto line 3."
    assert out.scoring is False and out.over is False


def test_first_player_marker_goes_with_the_first_take_from_the_centre_and_later_takes_leave_it():
    first = take(take(dealt(), 0, "red", 3), "centre", "blue", 1)
    assert board(first, "Ben")["floor"] == ["first"]
    assert first.turn is not None and first.turn["marker"] == "Ben"
    assert first.said is not None and first.said[0] == "azul.play.took.marker"
    assert detail(first.said[0], "en", dict(first.said[1])) == (
        "Ben took 1 blue from the centre onto line 1, and the first player marker.")
    later = take(first, "centre", "white", 2)
    assert board(later, "Ana")["floor"] == []
    assert later.said is not None and later.said[0] == "azul.play.took.centre"
    assert later.turn is not None and later.turn["marker"] == "Ben"


def test_all_to_one_line_sends_the_excess_to_the_floor_and_says_how_many():
    out = take(dealt(), 2, "blue", 1)  # four blue onto line 1: one on the line, three to the floor
    assert board(out, "Ana")["floor"] == ["blue"] * 3
    assert out.said is not None and out.said[0] == "azul.play.took.factory-spill"
    assert out.said[1]["spilled"] == 3
    assert detail(out.said[0], "en", dict(out.said[1])) == (
        "Ana took 4 blue from factory 3 onto line 1, 3 of them to the floor line.")


def test_a_take_to_the_floor_line_is_said_so():
    out = take(dealt(), 1, "black", "floor")
    assert board(out, "Ana")["floor"] == ["black"] * 3
    assert out.said is not None and out.said[0] == "azul.play.took.factory-floor"
    assert detail(out.said[0], "en", dict(out.said[1])) == "Ana took 3 black from factory 2 to the floor line."


def test_floor_full_sends_the_tiles_beyond_the_seventh_space_to_the_lid_and_the_turn_counts_them():
    step = take(dealt(), 2, "blue", "floor")  # Ana: 4 blue on the floor
    step = take(step, 0, "red", 2)  # Ben
    step = take(step, 1, "black", "floor")  # Ana: 3 black, 7 entries: the floor line is full
    assert step.turn is not None and step.turn["lid"] == 0
    step = take(step, 4, "red", 1)  # Ben
    out = take(step, 3, "yellow", "floor")  # Ana: 2 yellow, no space left: both to the lid
    assert board(out, "Ana")["floor"] == ["blue"] * 4 + ["black"] * 3
    assert out.turn is not None and out.turn["lid"] == 2


def test_one_colour_refuses_a_take_onto_a_line_of_another_colour_with_the_engines_rule():
    ana = player("Ana", pattern=lines(l3=("blue", 1)))
    out = take(dealt(Ana=ana), 0, "red", 3)
    assert rules_of(out) == ["azul.pattern-lines.one-colour"]
    assert out.problems[0].key == "azul.one-colour" and out.problems[0].player == "Ana"
    assert out.position is None and out.turn is None and out.said is None


def test_wall_conflict_refuses_a_colour_whose_wall_row_has_it():
    ana = player("Ana", wall=printed((2, 0)))  # row 1's red space
    out = take(dealt(Ana=ana), 0, "red", 1)
    assert rules_of(out) == ["azul.pattern-lines.wall-conflict"]


def test_offer_factory_refuses_a_colour_the_factory_does_not_hold():
    out = take(dealt(), 2, "red", 1)
    assert rules_of(out) == ["azul.offer.factory"]


def test_turns_pass_clockwise_in_seat_order_from_the_starter_and_wrap_around():
    begun = RULES.start(table(3), starter="Ben")
    step = RULES.step(begun.position, begun.turn, {"step": "deal", "factories": bag_deal(3, 5)})
    order = []
    for _ in range(4):
        assert step.turn is not None and step.position is not None
        order.append(step.turn["player"])
        i, factory = next((i, f) for i, f in enumerate(step.position["factories"]) if f)
        step = take(step, i, factory[0], "floor")
    assert order == ["Ben", "Cem", "Ana", "Ben"]


def test_the_take_is_made_by_the_turns_player_and_a_step_naming_one_is_unreadable():
    with pytest.raises(PositionError, match=r"^step: player: unknown field"):
        RULES.step(dealt().position, dealt().turn, {"step": "take", "from": 0, "colour": "red", "line": 1,
                                                    "player": "Ben"})


@pytest.mark.parametrize(("step", "field"), [
    ({"step": "take", "from": "middle", "colour": "red", "line": 1}, "from"),
    ({"step": "take", "from": 0, "colour": "red", "line": 6}, "line"),
    ({"step": "take", "from": 0, "colour": "red"}, "line"),
    ({"step": "pass"}, "step"),
    ({"factories": []}, "step"),
])
def test_a_malformed_step_is_one_line_naming_its_field(step, field):
    before = dealt()
    with pytest.raises(PositionError) as caught:
        RULES.step(before.position, before.turn, step)
    assert str(caught.value).startswith(f"step: {field}: ") and "\n" not in str(caught.value)


def test_a_turn_of_an_unknown_phase_is_unreadable():
    before = dealt()
    assert before.turn is not None
    with pytest.raises(PositionError, match=r"^turn: phase: "):
        RULES.step(before.position, {**before.turn, "phase": "refill"}, {"step": "deal", "factories": FACTORIES})


def test_the_words_of_a_step_are_plain_json_the_log_can_store():
    step = take(take(dealt(), 0, "red", 3), "centre", "blue", 1)
    assert step.said is not None
    assert json.loads(json.dumps([step.said[0], step.said[1]])) == [step.said[0], dict(step.said[1])]
    assert json.loads(json.dumps(step.turn)) == step.turn


def test_a_turn_naming_nobody_at_the_table_is_unreadable():
    before = dealt()
    assert before.turn is not None
    with pytest.raises(PositionError, match=r"^turn: player: no player named"):
        RULES.step(before.position, {**before.turn, "player": "Zeynep"}, {"step": "take", "from": 0,
                                                                          "colour": "red", "line": 1})


# --- phases -----------------------------------------------------------------------------------------------------

def test_setup_refuses_a_take_before_the_factories_are_dealt():
    begun = RULES.start(table(2))
    out = RULES.step(begun.position, begun.turn, {"step": "take", "from": 0, "colour": "red", "line": 1})
    assert rules_of(out) == ["azul.setup"] and out.problems[0].key == "azul.play.not-dealt"


def test_round_next_refuses_a_second_deal_while_the_offer_runs():
    before = dealt()
    out = RULES.step(before.position, before.turn, {"step": "deal", "factories": FACTORIES})
    assert rules_of(out) == ["azul.round.next"] and out.problems[0].key == "azul.play.dealt-already"


def test_start_on_dealt_factories_is_the_take_of_the_starter():
    pos = {**table(2), "factories": FACTORIES, "centre": ["first"]}
    out = RULES.start(pos, starter="Ben")
    assert out.turn == {"player": "Ben", "phase": "take", "starter": "Ben", "marker": None, "lid": 0}


def test_round_next_start_refuses_a_round_played_out_and_not_yet_scored():
    for ana in (player("Ana", floor=["red"]), player("Ana", pattern=lines(l2="red"))):  # a floor, a full line
        out = RULES.start(table(2, Ana=ana))
        assert rules_of(out) == ["azul.round.next"] and out.problems[0].key == "azul.play.score-first"
        assert out.turn is None


def test_grey_wall_start_mid_offer_lets_a_full_line_wait_for_its_column():
    ana = player("Ana", pattern=lines(l1="red"), floor=["first"])  # the column is chosen at the tiling
    pos = {**table(2, Ana=ana, variant="grey"), "factories": FACTORIES[1:], "centre": ["blue"]}
    out = RULES.start(pos)
    assert out.problems == []
    assert out.turn == {"player": "Ana", "phase": "take", "starter": "Ana", "marker": "Ana", "lid": 0}


def test_start_refuses_a_table_whose_boards_break_a_rule():
    ana = player("Ana", pattern=lines(l2=("red", 3)))  # 3 tiles on a line of 2
    out = RULES.start(table(2, Ana=ana))
    assert rules_of(out) == ["azul.pattern-lines.capacity"] and out.turn is None


# --- the end of the offer and the next round ---------------------------------------------------------------------

def one_take(step: PlayStep, rng: random.Random | None = None) -> PlayStep:
    """A random legal take (a line the engine refuses gives way to the floor line, always open), or with no
    `rng` the first tile's colour of the first source that holds one, to the floor line."""
    assert step.position is not None
    sources = [(i, f) for i, f in enumerate(step.position["factories"]) if f]
    centre = [t for t in step.position["centre"] if t != "first"]
    if centre:
        sources.append(("centre", centre))
    source, tiles = rng.choice(sources) if rng else sources[0]
    colour = rng.choice(tiles) if rng else tiles[0]
    after = take(step, source, colour, rng.choice([1, 2, 3, 4, 5, "floor"]) if rng else "floor")
    if after.problems:
        assert set(rules_of(after)) <= {"azul.pattern-lines.one-colour", "azul.pattern-lines.wall-conflict"}
        after = take(step, source, colour, "floor")
    assert after.problems == []
    return after


def play_out(step: PlayStep, rng: random.Random | None = None) -> tuple[PlayStep, int]:
    """Takes (`one_take`) until the offer is over: the last step, and how many takes it took."""
    takes = 0
    while not step.scoring:
        step, takes = one_take(step, rng), takes + 1
    return step, takes


def test_the_end_of_the_offer_makes_the_scoring_due_and_refuses_every_step_until_it_is_recorded():
    last, _ = play_out(dealt())
    assert last.scoring is True and last.over is False
    assert last.turn is not None and last.turn["phase"] == "scoring" and last.turn["player"] is None
    out = RULES.step(last.position, last.turn, {"step": "deal", "factories": FACTORIES})
    assert rules_of(out) == ["azul.round.next"] and out.problems[0].key == "azul.play.offer-over"


def test_end_trigger_a_last_take_that_completes_a_wall_row_makes_that_scoring_end_the_game():
    # Ana's wall row 1 holds blue, yellow, black, white: its red space is empty; a red on line 1 fills it.
    ana = player("Ana", wall=printed((0, 0), (1, 0), (3, 0), (4, 0)))
    step = dealt(Ana=ana, factories=[["red", "red", "red", "red"], ["blue"] * 4, ["black"] * 4, ["white"] * 4,
                                     ["yellow"] * 4])
    step = take(step, 0, "red", 1)  # Ana: one red on line 1, three to the floor; the rest to nobody's centre
    last, _ = play_out(step)
    assert last.scoring is True and last.over is True
    assert last.turn is not None and last.turn["phase"] == "over"
    out = RULES.step(last.position, last.turn, {"step": "deal", "factories": FACTORIES})
    assert rules_of(out) == ["azul.end.trigger"] and out.problems[0].key == "azul.play.game-over"


def test_grey_wall_a_line_waiting_for_its_column_that_fills_the_rows_last_space_ends_the_game():
    # Ana's grey wall row 1 holds blue, yellow, red, black: white on line 1 can only go to column 5, so
    # once the offer is over the scoring due fills that row whatever column she will choose.
    ana = player("Ana", wall=["BYRK.", ".....", ".....", ".....", "....."])
    monochrome = [["white"] * 4, *([c] * 4 for c in ("blue", "yellow", "red", "black"))]
    step = dealt(Ana=ana, factories=monochrome, variant="grey")
    step = take(step, 0, "white", 1)
    assert board(step, "Ana")["pattern_lines"][0] == {"colour": "white", "count": 1}
    last, _ = play_out(step)
    assert last.scoring is True and last.over is True


def test_grey_wall_refuses_a_colour_its_wall_row_already_holds():
    ana = player("Ana", wall=[".R...", ".....", ".....", ".....", "....."])
    out = take(dealt(Ana=ana, variant="grey"), 0, "red", 1)
    assert rules_of(out) == ["azul.pattern-lines.wall-conflict"]


def test_after_scoring_the_marker_holder_starts_the_next_deal_unless_a_starter_is_given():
    step = take(take(dealt(), 0, "red", 3), "centre", "blue", 1)  # Ben takes the marker
    last, _ = play_out(step)
    assert last.turn is not None and last.turn["marker"] == "Ben"
    carried = GAME.next_round(last.position)  # record_scoring's carry-over: the marker is gone from the boards
    assert RULES.after_scoring(carried, last.turn) == {
        "player": None, "phase": "deal", "starter": "Ben", "marker": None, "lid": 0}
    assert RULES.after_scoring(carried, last.turn, starter="Ana")["starter"] == "Ana"


def test_after_scoring_without_a_marker_taken_this_rounds_starter_starts_again():
    monochrome = [[c] * 4 for c in box().colours]  # no factory leaves anything in the centre
    begun = RULES.start(table(2), starter="Ben")
    step = RULES.step(begun.position, begun.turn, {"step": "deal", "factories": monochrome})
    last, takes = play_out(step)
    assert takes == 5 and last.position is not None and last.position["centre"] == ["first"]
    assert RULES.after_scoring(GAME.next_round(last.position), last.turn)["starter"] == "Ben"


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (4, 12)])
def test_a_whole_round_is_played_through_from_the_deal_to_the_next_deal(players, seed):
    rng = random.Random(seed)
    begun = RULES.start(table(players))
    step = RULES.step(begun.position, begun.turn, {"step": "deal", "factories": bag_deal(players, seed)})
    last, takes = play_out(step, rng)
    # every take removes at least one tile from the offer: at most 4 tiles x 5 or 9 factories
    assert 0 < takes <= 4 * len(step.position["factories"])
    assert last.position is not None and api.check(last.position)["problems"] == []
    holder = next(p["name"] for p in last.position["players"] if "first" in p["floor"]
                  or p.get("first_player_marker"))
    carried = GAME.next_round(last.position)
    following = RULES.after_scoring(carried, last.turn)
    assert following["phase"] == "deal" and following["starter"] == holder
    # the next deal comes from what the boards leave of the box (bag and lid together)
    on_boards = Counter(box().colour_of[t] for p in carried["players"] for row in p["wall"] for t in row if t != ".")
    for p in carried["players"]:
        for ln in p["pattern_lines"]:
            if ln["count"]:
                on_boards[ln["colour"]] += ln["count"]
    bag = [c for c in box().colours for _ in range(box().tiles_per_colour - on_boards[c])]
    factories = [list(f) for f in start_round(players, bag, (), rng).factories]
    again = RULES.step(carried, following, {"step": "deal", "factories": factories})
    assert again.problems == [] and again.turn is not None and again.turn["player"] == holder


def test_every_step_word_is_said_in_every_language():
    step = dealt()
    for source, colour, line in [(0, "red", 3), ("centre", "blue", 1), (2, "blue", 2), (1, "black", "floor")]:
        step = take(step, source, colour, line)
        assert step.said is not None
        for lang in LANGS:
            text = detail(step.said[0], lang, dict(step.said[1]))
            assert "{" not in text and ("Ana" in text or "Ben" in text), (lang, text)


@settings(deadline=None, max_examples=60)
@given(st.sampled_from([2, 3, 4]), st.randoms(use_true_random=False))
def test_random_legal_takes_keep_every_tile_and_end_the_offer(players, rng):
    """factories + centre + pattern lines + floors + the lid hold the tiles dealt, after every take; the offer
    ends within as many takes as tiles were dealt (a take removes at least one)."""
    begun = RULES.start(table(players))
    step = RULES.step(begun.position, begun.turn,
                      {"step": "deal", "factories": bag_deal(players, rng.randrange(1 << 30))})
    dealt_tiles = sum(len(f) for f in step.position["factories"])

    def tiles(s: PlayStep) -> int:
        assert s.position is not None and s.turn is not None
        pos = s.position
        on_boards = sum(ln["count"] for p in pos["players"] for ln in p["pattern_lines"])
        floors = sum(t != "first" for p in pos["players"] for t in p["floor"])
        offer = sum(len(f) for f in pos["factories"]) + sum(t != "first" for t in pos["centre"])
        return on_boards + floors + offer + s.turn["lid"]

    takes = 0
    while not step.scoring:
        before = tiles(step)
        step = one_take(step, rng)
        takes += 1
        assert tiles(step) == before == dealt_tiles
        assert takes <= dealt_tiles
    markers = Counter(t for p in step.position["players"] for t in p["floor"])["first"]
    assert markers + step.position["centre"].count("first") == 1
