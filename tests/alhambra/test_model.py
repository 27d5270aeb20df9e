"""The position format at the boundary (FORMATS.md) and the components check (alhambra.components)."""

import pytest

from assistant import api
from tests.alhambra.util import Box, cell, fountain, position, rules_of


def test_schema_export_forbids_unknown_keys_everywhere():
    schema = api.schema("alhambra")
    assert schema["additionalProperties"] is False
    for name in ("PlacedTile", "TileSpec", "Card", "AlhambraPlayer", "MarketTile"):
        assert schema["$defs"][name]["additionalProperties"] is False
    assert schema["properties"]["players"]["maxItems"] == 6


@pytest.mark.parametrize(
    ("pos", "needle"),
    [
        ({"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": 0, "y": 0, "fountain": True,
                                                                      "walls": "N"}]}]}, "fountain has no walls"),
        ({"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": 0, "y": 0, "type": "tower"}]}]},
         "needs price, walls"),
        ({"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": 0, "y": 0, "type": "tower", "price": 8,
                                                                      "walls": "NN"}]}]}, "once"),
        ({"game": "alhambra", "players": [{"name": "A"}, {"name": "A"}]}, "share the name"),
        ({"game": "alhambra", "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}], "dirk": []}, "two-player"),
        ({"game": "alhambra", "players": [{"name": "A", "hand": [{"currency": "red", "value": 3}]}]}, "currency"),
        ({"game": "alhambra", "players": [{"name": "A", "hand": [{"currency": "blue", "value": 10}]}]}, "value"),
        ({"game": "alhambra", "round": 4, "players": [{"name": "A"}]}, "round"),
        ({"game": "alhambra", "players": []}, "players"),
        ({"game": "alhambra", "players": [{"name": "A"}], "market": [
            {"currency": "blue", "type": "tower", "price": 8, "walls": ""},
            {"currency": "blue", "type": "tower", "price": 9, "walls": ""}]}, "market"),
    ],
)
def test_impossible_values_are_unreadable_with_the_field_named(pos, needle):
    with pytest.raises(api.PositionError, match=needle):
        api.check(pos)


def test_a_tile_the_game_does_not_have_is_a_components_problem():
    out = api.check(position(("A", [fountain(), cell(1, 0, {"type": "tower", "price": 8, "walls": ""})])))
    assert rules_of(out) == ["alhambra.components"]
    assert out["problems"][0]["cells"] == [[1, 0]]
    assert "tower" in out["problems"][0]["message"]


def test_more_copies_of_a_tile_than_the_game_has_across_the_table():
    box = Box()
    t = box.take("NE", "tower")
    pos = position(("A", [fountain(), cell(1, 0, t)]), ("B", [fountain()]))
    pos["players"][1]["reserve"] = [t]
    pos["market"] = [{"currency": "blue", **t}]
    out = api.check(pos)
    assert rules_of(out) == ["alhambra.components"]
    p = out["problems"][0]
    assert p["player"] is None and "3" in p["message"] and "A" in p["message"] and "B" in p["message"]


def test_money_cards_over_the_deck_and_over_the_two_player_deck():
    card = {"currency": "blue", "value": 5}
    pos = position(("A", [fountain()]), ("B", [fountain()]), dirk=[])
    pos["players"][0]["hand"] = [card, card, card]
    assert rules_of(api.check(pos)) == ["alhambra.variant.two-player-money"]
    pos["players"][1]["hand"] = [card]
    assert rules_of(api.check(pos)) == ["alhambra.components"]


def test_exactly_the_box_number_of_a_money_card_is_no_problem():
    # alhambra.components / alhambra.variant.two-player-money: the deck holds each card 3 times (2 with two
    # players); as many as the deck holds is fine, one more is the problem, and with two players a third copy is
    # the two-player rule, not the box's
    card = {"currency": "green", "value": 4}
    three = position(("A", [fountain()]), ("B", [fountain()]), ("C", [fountain()]))
    three["players"][0]["hand"] = [card, card]
    three["money_row"] = [card]
    assert rules_of(api.check(three)) == []
    three["players"][2]["hand"] = [card]
    assert rules_of(api.check(three)) == ["alhambra.components"]
    two = position(("A", [fountain()]), ("B", [fountain()]), dirk=[])
    two["players"][0]["hand"] = [card, card]
    assert rules_of(api.check(two)) == []
    two["money_row"] = [card]
    assert rules_of(api.check(two)) == ["alhambra.variant.two-player-money"]


def test_messages_come_in_the_requested_language_with_the_rule_title():
    box = Box()
    pos = position(("Ayşe", [fountain(), cell(2, 0, box.take(""))]))
    msgs = {lang: api.check(pos, lang=lang)["problems"][0]["message"] for lang in ("en", "tr", "es", "ja")}
    assert "2 to the right of the fountain" in msgs["en"] and "full side" in msgs["en"]
    assert "kenar" in msgs["tr"] and "lado" in msgs["es"] and "辺" in msgs["ja"]
    from assistant.rules.knowledge import title

    for lang, msg in msgs.items():
        assert msg.startswith(title("alhambra.build.adjacent", lang))


def test_check_output_is_json_serialisable_and_stable():
    import json

    box = Box()
    pos = position(("B", [fountain(), cell(3, 0, box.take(""))]), ("A", [fountain(), cell(0, 2, box.take(""))]))
    first = api.check(pos)
    assert json.loads(json.dumps(first)) == first == api.check(pos)
    assert [p["player"] for p in first["problems"]] == ["A", "B"]


def test_a_turned_tile_is_reported_as_rotated_with_its_printed_walls():
    # tower 8 is printed with walls N, E, S; entered with E, S, W it is the same tile turned a quarter
    out = api.check(position(("A", [fountain(), cell(1, 0, {"type": "tower", "price": 8, "walls": "ESW"})])))
    rules = rules_of(out)
    assert "alhambra.build.orientation" in rules and "alhambra.components" not in rules
    msg = next(p["message"] for p in out["problems"] if p["rule"] == "alhambra.build.orientation")
    assert "NES" in msg


# --- wrong types are unreadable, never coerced (FORMATS.md: "wrong shape ... impossible value" exits 2) -----

def _one(**tile):
    return {"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": 0, "y": 0, "fountain": True},
                                                                         {"x": 1, "y": 0, **tile}]}]}


@pytest.mark.parametrize(
    ("pos", "needle"),
    [
        ({"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": "0", "y": 0, "fountain": True}]}]},
         r"players\[0\]\.alhambra\[0\]\.x"),
        ({"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": 0.0, "y": 0, "fountain": True}]}]},
         r"players\[0\]\.alhambra\[0\]\.x"),
        ({"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": True, "y": 0, "fountain": True}]}]},
         r"players\[0\]\.alhambra\[0\]\.x"),
        ({"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": 0, "y": 0, "fountain": 1}]}]},
         r"players\[0\]\.alhambra\[0\]\.fountain"),
        ({"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": 0, "y": 0, "fountain": "true"}]}]},
         r"players\[0\]\.alhambra\[0\]\.fountain"),
        (_one(type="tower", price="13", walls="E"), r"players\[0\]\.alhambra\[1\]\.price"),
        ({"game": "alhambra", "players": [{"name": "A", "hand": [{"currency": "blue", "value": "3"}]}]},
         r"players\[0\]\.hand\[0\]\.value"),
        ({"game": "alhambra", "players": [{"name": "A", "hand": [{"currency": "blue", "value": True}]}]},
         r"players\[0\]\.hand\[0\]\.value"),
        ({"game": "alhambra", "round": True, "players": [{"name": "A"}]}, "round"),
        ({"game": "alhambra", "round": 2.0, "players": [{"name": "A"}]}, "round"),
        ({"game": "alhambra", "round": "2", "players": [{"name": "A"}]}, "round"),
    ],
)
def test_a_value_of_the_wrong_json_type_is_unreadable_not_coerced(pos, needle):
    # "3" is not 3, 1.0 is not 1, true is not 1: a position file with such values is the wrong shape
    with pytest.raises(api.PositionError, match=needle):
        api.check(pos) if "round" not in pos else api.score(pos)


def test_a_move_or_tile_of_the_wrong_json_type_is_unreadable_not_coerced():
    pos = {"game": "alhambra", "players": [{"name": "A", "alhambra": [{"x": 0, "y": 0, "fountain": True}],
                                            "hand": [{"currency": "blue", "value": 3}]}],
           "market": [{"currency": "blue", "type": "pavilion", "price": 3, "walls": "SW"}]}
    with pytest.raises(api.PositionError, match=r"move: remove\.at"):
        api.move(pos, {"action": "remove", "player": "A", "at": ["1", 0]})
    with pytest.raises(api.PositionError, match=r"move: buy\.action_number"):
        api.move(pos, {"action": "buy", "player": "A", "square": "blue", "pay": [{"currency": "blue", "value": 3}],
                       "to": "reserve", "action_number": "2"})
    with pytest.raises(api.PositionError, match=r"tile: price"):
        api.place(pos, "A", {"type": "tower", "price": "13", "walls": "E"})
    # a JSON array is still a fine [x, y]
    assert api.move(pos, {"action": "remove", "player": "A", "at": [0, 0]})["legal"] is False
