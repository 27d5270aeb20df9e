"""Worked answers for a place's points (alhambra.scoring.table), the most actions in a turn
(alhambra.turn.actions) and the starting deal (alhambra.setup.starting-money), decided by the engines."""

import pytest

from assistant import api
from assistant.worked import worked


def ask(q: str, lang: str) -> dict | None:
    return worked(q, lang, lang)


@pytest.mark.parametrize(("q", "lang", "points"), [
    ("how much is first place in gardens worth in round 1?", "en", 5),       # round 1 garden [5]
    ("How many points does second place in towers get in the third scoring?", "en", 13),  # round 3 [21, 13, 6]
    ("how many points for third place in pavilions in round 2?", "en", 0),   # round 2 pays two places
    ("2. puanlamada kulede ikinci olan kaç puan alır?", "tr", 6),            # round 2 tower [13, 6]
    ("¿Cuántos puntos da el segundo puesto en jardines en la tercera puntuación?", "es", 12),
    ("第3回得点計算で庭園の2位は何点？", "ja", 12),
])
def test_a_place_pays_the_points_of_the_round_table(q, lang, points):
    w = ask(q, lang)
    assert w["rule"] == "alhambra.scoring.table" and w["answer"] == points


@pytest.mark.parametrize(("q", "lang"), [
    ("how many actions can I take at most in one turn?", "en"), ("Bir turda en fazla kaç eylem yapabilirim?", "tr"),
    ("¿Cuántas acciones puedo hacer como máximo en un turno?", "es"), ("1手番で最大何回行動できますか？", "ja"),
])
def test_at_most_five_actions_in_a_turn(q, lang):
    # data/alhambra/game.yaml turn.max_actions, found by playing exact purchases until one earns none
    assert ask(q, lang)["answer"] == 5


def test_which_actions_is_no_count():
    assert ask("¿Qué acciones puedo hacer en mi turno?", "es") is None


@pytest.mark.parametrize(("q", "lang", "more"), [
    ("I was dealt 7, 8 and 4 as starting money, do I get another card?", "en", True),   # 19 < 20
    ("Başlangıç parası olarak 9, 9 ve 5 dağıtıldı, bir kart daha alır mıyım?", "tr", False),  # 23
    ("Al principio me repartieron 6, 6 y 7, ¿me dan otra carta?", "es", True),           # 19
    ("初期資金として9と8と4が配られました。もう1枚もらえますか？", "ja", False),              # 21
])
def test_starting_money_is_dealt_until_it_reaches_20(q, lang, more):
    w = ask(q, lang)
    assert w["rule"] == "alhambra.setup.starting-money" and w["answer"] is more


def test_the_most_actions_are_played_up_to_the_action_number_limit_of_the_data(game_data):
    # turn.max_actions past the old fixed loop (1-9): every action number the move may name is tried
    def change(raw):
        raw["turn"]["max_actions"], raw["limits"]["action_number"] = 10, 12

    game_data("alhambra/game.yaml", change)
    assert ask("how many actions can I take at most in one turn?", "en")["answer"] == 10


def test_a_round_is_one_of_the_scorings_the_registration_has(game_data):
    # a fourth scoring in the points table: "round 4" names it; with the real three it names none
    assert ask("how much is first place in gardens worth in round 4?", "en") is None

    def change(raw):
        raw["points"][4] = {t: [p + 1 for p in ps] for t, ps in raw["points"][3].items()}

    game_data("alhambra/game.yaml", change)
    assert api.registration("alhambra").rounds == 4
    w = ask("how much is first place in gardens worth in round 4?", "en")
    assert w["rule"] == "alhambra.scoring.table" and w["answer"] == api.facts("alhambra")["points"][4]["garden"][0]
