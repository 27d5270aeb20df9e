"""alhambra.scoring.majority / ties: a verdict of one value a player is kept back when the question names a player
the reader left out (assistant/worked/mentions.py); a question whose players all were read keeps its verdict."""

from __future__ import annotations

import pytest

from assistant import api
from assistant.worked import mentions

LEFT_OUT = [
    # (session 8 reads "so do I", "Rita, Paul and Nora each have two" and "Zeynep'in bir odası var": their cases are
    # in tests/rules/test_worked_majority_counts_told_s8.py; these name a player told with no count)
    # Nora "has the most": no count; read as Rita 2, Paul 1 it would score two players, not three
    ("en", "Final scoring, chambers. Rita has two chambers, Paul has one, and Nora has the most. Points?"),
    # Kim "has plenty": no count
    ("en", "second scoring round. Sam has 3 arcades, Jo has just 1 arcade and Kim has plenty. what does everyone get?"),
    # Zeynep "birkaç odası var" (a few): no count; three players
    ("tr", "ilk puanlama karti cikti. odalarda durum su: Zeynep'in birkac odasi var, Emre'nin uc tane, bende de "
           "iki oda var. odalardan kim kac puan aliyor?"),
]


@pytest.mark.parametrize(("lang", "q"), LEFT_OUT)
def test_a_player_the_reader_left_out_keeps_the_verdict_back(lang, q):
    assert api.ask(q)["worked"] is None


@pytest.mark.parametrize(("lang", "q", "told"), [
    # round 3 chambers 19/11/4 (seed table): Anna 1st 19; Ben, Carl tie 2nd (11+4)/2 = 7; Dora 4th 0
    ("en", "Final scoring, chambers: Anna 5, Ben 3, Carl 3, Dora 1. what does everyone get?", 4),
    ("tr", "Oyun sonu puanlamasında Seraglio'da Murat ile benim ikişer tane var, başka kimsede yok.", 2),
    ("es", "¿Cuántos puntos? Segunda puntuación, jardines: yo 3, Lucía 3 y Pablo 3.", 3),
])
def test_names_are_counted_apart_from_building_words_and_sentence_openers(lang, q, told):
    assert mentions.named(q, lang) == told


def test_a_verdict_for_every_named_player_is_kept():
    # round 2 towers 13/6: me and Karim tie 1st (13+6)/2 = 9 each; Zoe 3rd scores nothing in round 2
    out = api.ask("2nd scoring, towers: me 3, Karim 3, Zoe 1. what do we each get?")
    assert out["worked"] is not None and out["worked"]["answer"] == [9, 9, 0]
    assert not mentions.one_left_out("2nd scoring, towers: me 3, Karim 3, Zoe 1.", "en", [9, 9, 0])
    assert mentions.one_left_out("2nd scoring, towers: me 3, Karim 3, Zoe 1.", "en", [9, 9])
