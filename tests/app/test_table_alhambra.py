"""Alhambra from setup to the winner on the Table page (issue 18, item 3), with AppTest: Dirk's tiles asked
for with the number he is due at each stage, the hands tapped card by card on each phone, the leftover market
tiles awarded and offered for building at their legal cells, and whole games played through the page to the
winner. Taps go through the plain functions the page's tap handlers call (tests/app/table_play)."""

from __future__ import annotations

from assistant import api
from assistant.i18n import t
from tests.app import table_play, util
from tests.hostile import HOSTILE
from ui import alhambra_entry

BOX = alhambra_entry.box_tiles()
SQUARES = ("blue", "green", "orange", "yellow")


def captions(at) -> str:
    return " ".join(c.value for c in at.caption)


def dirk_table(led, seed: int = 1) -> table_play.Table:
    view = api.table.create_table(led, {"game": "alhambra", "players": ["Ayşe", "Kemal"], "variant": "dirk"}, seed=seed)
    return table_play.Table(led, view.token)


def test_dirk_s_prompt_says_six_at_the_start_and_six_after_the_first_scoring(led):
    table = dirk_table(led)
    at = table.phone(None)
    assert t("table.alh.dirk_due.start", "en", n=6) in captions(at)
    assert t("table.alh.dirk_given", "en", k=0, n=6) in captions(at)  # his pile starts empty: the deal's is random
    assert "table:alh:dirk-box" in util.boards(at)
    assert table_play.give_dirk(table, "dirk: start") == 6  # six taps on the box, one a tile
    table.refresh(None)
    assert len(table.view().position["dirk"]) == 6 and "table:alh:dirk-box" not in util.boards(at)  # done: play on
    table.press(None, f"table:score:{table.token}", "scoring 1")
    assert t("table.alh.dirk_due.after-first-scoring", "en", n=6) in captions(at)
    assert t("table.alh.dirk_given", "en", k=0, n=6) in captions(at)
    assert "table:alh:dirk-box" in util.boards(at) and [i.value for i in at.info] == [t("table.alh.step.dirk", "en")]


def test_dirk_s_prompt_after_the_second_scoring_is_a_third_of_the_bag_and_a_tile_past_it_is_refused(led):
    table = dirk_table(led)
    view = table.view()
    # 12 tiles on Dirk's pile, 4 in the market, 7 and 5 in the reserves: 28 of the 54 lie on the table, 26 are
    # in the bag; a third of 26, rounded down, is 8 (alhambra.variant.two-player)
    shared = {k: v for k, v in view.position.items() if k not in ("game", "players")}
    shared |= {"dirk": BOX[:12], "market": [{"currency": c, **tile} for c, tile in zip(SQUARES, BOX[12:16],
                                                                                      strict=True)]}
    api.table.write_board(led, table.token, None, shared, view.board(None).version)
    for seat, tiles in ((0, BOX[16:23]), (1, BOX[23:28])):
        board = table.view().board(seat)
        api.table.write_board(led, table.token, seat, {**board.position, "reserve": tiles}, board.version)
    for number in (1, 2):
        at = table.press(None, f"table:score:{table.token}", f"scoring {number}")
    assert t("table.alh.dirk_due.after-second-scoring", "en", n=8, bag=26) in captions(at)
    for tile in BOX[28:36]:
        assert not table.dirk(None, table_play.box_target(tile), "dirk")
        assert t("table.alh.dirk_due.after-second-scoring", "en", n=8, bag=26) in captions(table.run(at))
    assert t("table.alh.dirk_given", "en", k=8, n=8) in captions(at)
    assert t("table.alh.dirk_done", "en", n=8) in [s.value for s in at.success]
    before = table.view().position
    assert table.dirk(None, table_play.box_target(BOX[36]), "dirk")  # a ninth: refused, nothing written
    assert table.view().position == before
    table.dirk(None, "dirk:12", "dirk")  # one given taken back: 7 of 8, the box is offered again
    assert t("table.alh.dirk_given", "en", k=7, n=8) in captions(table.run(at))
    assert "table:alh:dirk-box" in util.boards(at)


def four_players(led) -> table_play.Table:
    view = api.table.create_table(led, {"game": "alhambra", "players": ["Ayşe", "Kemal", "Ana", "美咲"]}, seed=2)
    view = table_play.lay_market(led, view, seed=2)
    for _ in range(2):
        view = api.table.record_scoring(led, view.token, view.stamp)
    return table_play.Table(led, view.token)


def test_each_phone_enters_its_hand_by_taps_on_the_grid_and_sees_it_as_cards(led):
    table = four_players(led)
    at = table.phone(2)
    assert t("table.alh.hand", "en", name="Ana") in [h.value for h in at.subheader]
    assert table.view().position["players"][2]["hand"] == []  # a table starts with no hands: the deal is random
    for card in ("card:blue:3", "card:blue:3", "card:green:9"):
        assert table.card(2, card) is None
    table.run(at)
    drawn = util.boards(at)
    assert drawn["table:alh:hand-cards:2"].count('data-target="hand:') == 3
    assert "×2" in drawn["table:alh:money-grid:2"] and drawn["table:alh:money-grid:2"].count("data-target=") == 36
    assert table.view().position["players"][2]["hand"] == [{"currency": "blue", "value": 3}] * 2 + [
        {"currency": "green", "value": 9}]
    table.card(2, "hand:0")
    assert table.view().position["players"][2]["hand"] == [{"currency": "blue", "value": 3},
                                                           {"currency": "green", "value": 9}]


def test_the_market_award_is_written_to_the_table_and_its_tiles_offered_at_their_legal_cells_only(led):
    table = four_players(led)
    view = table.view()
    hands = [[("blue", 9)], [("blue", 2), ("green", 5)], [("green", 5)], [("yellow", 1)]]
    for seat, hand in enumerate(hands):
        board = view.board(seat)
        view = api.table.write_board(led, table.token, seat, {**board.position, "hand": [
            {"currency": c, "value": v} for c, v in hand]}, board.version)
    market = {a["currency"]: a for a in view.position["market"]}
    at = table.phone(None)
    shown = " ".join(m.value for m in at.markdown)
    assert "to **Ayşe**, who holds the most blue (Ayşe 9 · Kemal 2 · Ana 0 · 美咲 0)" in shown
    assert "stays in the market, Kemal and Ana tie with 5 green each" in shown
    assert "stays in the market, nobody holds any orange" in shown
    table.press(None, f"table:alh:award:{table.token}", "end: award")
    after = table.view().position
    tile = {k: market["blue"][k] for k in ("type", "price", "walls")}
    assert after["players"][0]["reserve"] == [tile]
    assert after["players"][3]["reserve"] == [{k: market["yellow"][k] for k in ("type", "price", "walls")}]
    assert sorted(a["currency"] for a in after["market"]) == ["green", "orange"]
    ayse = table.phone(0)
    assert table_play.selection(ayse, 0) == {"tile": tile, "from": "reserve", "index": 0}
    legal = api.place(after, "Ayşe", tile)["positions"]
    assert legal and util.boards(ayse)["alh:board:0"].count('class="legal"') == len(legal)
    assert [i.value for i in ayse.info] == [t("table.alh.step.end_build", "en")]


def winners_of(view) -> list[str]:
    return [s.name for s in view.game.standings if s.winner]


def test_a_two_player_game_with_dirk_is_played_through_the_page_to_the_winner(led):
    hands = [[("blue", 3), ("green", 9), ("orange", 2)], [("orange", 4), ("yellow", 6)]]
    table = table_play.play_alhambra(led, ["Ayşe", "Kemal"], hands, dirk=True)
    view = table.view()
    assert view.game.finished and len(view.game.rounds) == 3 and view.game.variant == "dirk"
    assert len(view.position["dirk"]) >= 12  # his six at the start, six after scoring 1, a third after scoring 2
    at = table.phones[0]
    over = [s.value for s in at.success if s.value.startswith("The game is over")]
    assert over and all(w in over[0] for w in winners_of(view))
    assert not [b for b in at.button if b.key == f"table:score:{table.token}"]


def test_a_four_player_game_is_played_through_the_page_to_the_winner(led):
    hands = [[("blue", 5), ("blue", 6)], [("green", 7)], [("orange", 8), ("yellow", 1)], [("yellow", 9)]]
    table = table_play.play_alhambra(led, ["Ayşe", "Kemal", "Ana", "美咲"], hands)
    view = table.view()
    assert view.game.finished and len(view.game.rounds) == 3
    top = max(s.score for s in view.game.standings)
    assert {s.name for s in view.game.standings if s.score == top} == set(winners_of(view))
    assert any(winners_of(view)[0] in s.value for s in table.phones[0].success)
    assert table.counts[("end: award", 0)] == 1 and table.counts[("scoring 3", 0)] == 1


def test_hostile_names_in_the_award_and_the_hand_s_heading_are_shown_as_text(led):
    names = HOSTILE[:4]
    view = api.table.create_table(led, {"game": "alhambra", "players": names}, seed=2)
    view = table_play.lay_market(led, view, seed=2)
    for _ in range(2):
        view = api.table.record_scoring(led, view.token, view.stamp)
    for seat in range(4):
        board = view.board(seat)
        hand = [{"currency": "blue", "value": 9 - seat}]
        view = api.table.write_board(led, view.token, seat, {**board.position, "hand": hand}, board.version)
    table = table_play.Table(led, view.token)
    at = table.phone(0)
    lines = [util.as_shown(m.value) for m in at.markdown if m.value.startswith("- ")]
    assert any(f"to **{names[0]}**, who holds the most blue ({names[0]} 9 · {names[1]} 8" in line for line in lines)
    assert [util.as_shown(h.value) for h in at.subheader if h.value.startswith("Your money")] == [
        t("table.alh.hand", "en", name=names[0])]
    escaped = " ".join(m.value for m in at.markdown if m.value.startswith("- "))
    assert "](https://evil.example" not in escaped and "**bold**" not in escaped


def test_the_hand_grid_offers_only_the_currencies_of_the_market_squares_still_holding_a_tile(led):
    """alhambra.end: a leftover tile goes to the most money of its square's currency, so only those currencies'
    cards decide anything (9 values a currency: two squares left, 18 cards; none left, no grid at all)."""
    table = four_players(led)
    shared = table.view().board(None)
    left = [m for m in shared.position["market"] if m["currency"] in ("blue", "yellow")]
    view = api.table.write_board(led, table.token, None, shared.position | {"market": left}, shared.version)
    at = table.phone(1)
    grid = util.boards(at)["table:alh:money-grid:1"]
    assert grid.count("data-target=") == 18 and "card:blue:1" in grid and "card:green:1" not in grid
    names = [api.message(f"alhambra.currency.{c}", "en") for c in ("blue", "yellow")]
    assert t("table.alh.hand_counted", "en", currencies=f"{names[0]} and {names[1]}") in [c.value for c in at.caption]
    shared = view.board(None)
    api.table.write_board(led, table.token, None, shared.position | {"market": []}, shared.version)
    table.refresh(1)
    assert "table:alh:money-grid:1" not in util.boards(at)
    assert t("table.alh.hand_not_needed", "en") in [c.value for c in at.caption]
