"""A situation the readers decide is decided even when the rule search would refuse the question (issue 20): the
search scores a bare list of counts low, or takes "ucuncu puanlamada bahceler:" for an unknown game's title,
but the readers' guards decide. Everyday talk, nonsense made of rule words and another game stay refused."""

from assistant import api
from assistant.rules import verdict
from assistant.rules.scope import other_game
from assistant.worked import decide


def test_a_situation_taken_for_an_unknown_games_title_is_decided():
    q = "ucuncu puanlamada bahceler: ben 5, Burak 5, Cem 1 - kac puan?"
    assert other_game(q, "tr")  # the search's guess: a title, so it refuses
    out = api.ask(q)
    # R3 garden 20/12/5: ben and Burak tie first, (20 + 12) / 2 = 16 each; Cem third 5
    assert out["worked"]["answer"] == [16, 16, 5]
    assert out["answers"][0]["rule"] == out["worked"]["rule"]
    assert "out_of_scope" not in out and "message" not in out


def test_a_situation_told_as_a_bare_list_is_decided():
    out = api.ask("primera puntuacion, arcadas: Marta 2, yo 2, Javi 1")
    # R1 arcades 3, first only: Marta and yo tie, 3 / 2 = 1 each; Javi 0
    assert out["worked"]["answer"] == [1, 1, 0]
    assert [a["rule"] for a in out["answers"]] == [out["worked"]["rule"]]
    assert not out.get("off_topic")


def test_nonsense_made_of_rule_words_stays_refused_though_a_reader_would_decide_it():
    q = "how much are the factories wages with 3 players?"
    assert decide(q, "en", "en")[0] is not None  # the factories reader alone would say 7
    out = api.ask(q)
    assert out["answers"] == [] and out["worked"] is None and out["off_topic"]


def test_another_games_situation_stays_refused():
    q = "Carcassonne: second scoring, towers: me 3, Ana 2, points?"
    assert decide(q, "en", "en")[0] is not None
    out = api.ask(q)
    assert out["answers"] == [] and out["worked"] is None and out["out_of_scope"] == "Carcassonne"


def test_only_a_guessed_title_lets_the_readers_decide_a_refused_question():
    assert verdict.may_decide("x", "en", {"message": "no rule"})
    assert verdict.may_decide("Moonlit Harbour: me 3", "en", {"out_of_scope": "Moonlit Harbour"})
    assert not verdict.may_decide("in Catan, me 3", "en", {"out_of_scope": "Catan"})
    assert not verdict.may_decide("x", "en", None)  # answered by the search: nothing to decide here
