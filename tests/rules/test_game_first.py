"""The game first (issue 20, item 2): a question that names neither game is ranked within the game its things
belong to (money cards, buildings, the fountain: Alhambra; factories, pattern lines, the floor line: Azul), so words
both games share ("in the middle", 場, wall, colour) do not pull in the other game's entries. Only a question with
no game's things (or both games' alike) gets both games' answers, and says so. None of these questions is in a
question set."""

from __future__ import annotations

import pytest

from assistant.paths import LANGS
from assistant.rules import answer, which_game
from assistant.rules.concepts import concepts_in


@pytest.mark.parametrize("question, game", [
    ("I took money cards from the middle, is that fine?", "alhambra"),
    ("can I swap a building in the middle of my city with one in the reserve?", "alhambra"),
    ("ortadaki para kartlarından kaç tane alabilirim?", "alhambra"),
    ("¿las cartas de dinero del centro se reponen al final del turno?", "alhambra"),
    ("場のお金カードは何枚取れる？", "alhambra"),
    ("the wall of my city has a gap, does the longest wall still count?", "alhambra"),
    ("can I take tiles from the middle after someone took from a factory?", "azul"),
    ("a colour already on my wall, can it go on that pattern line?", "azul"),
    ("zemin hattında 3 karo var, kaç puan kaybederim?", "azul"),
    ("¿puedo poner fichas de un color en la línea de suelo a propósito?", "azul"),
    ("場の中央から取ったらスタートプレイヤーマーカーはどうなる？", "azul"),
])
def test_a_question_is_answered_within_the_game_of_its_things(question: str, game: str) -> None:
    out = answer.ask(question)
    assert out["answers"], question
    assert {a["game"] for a in out["answers"]} == {game}, [a["rule"] for a in out["answers"]]
    assert "games_open" not in out


@pytest.mark.parametrize("question", [
    "when does the game end?",
    "who goes first?",
    "kim başlar?",
    "¿quién empieza?",
])
def test_a_question_of_no_game_offers_both_and_says_so(question: str) -> None:
    out = answer.ask(question)
    assert len({a["game"] for a in out["answers"]}) == 2, [a["rule"] for a in out["answers"]]
    assert out["games_open"] is True and out["games_note"] == answer.message("games_open", out["lang"])


def test_the_note_that_both_games_are_offered_exists_in_every_language() -> None:
    assert {lang: bool(answer.message("games_open", lang)) for lang in LANGS} == dict.fromkeys(LANGS, True)
    assert len({answer.message("games_open", lang) for lang in LANGS}) == len(LANGS)


def test_strong_things_of_each_game_leave_the_question_open() -> None:
    # money (Alhambra) and the floor line (Azul) say as much for each game: no game is decided
    assert which_game.game_of(["money", "floor"]) is None
    assert which_game.game_of(["money", "colour"]) == "alhambra"  # a weak Azul word against a strong Alhambra one
    assert which_game.game_of(["tie", "points", "wall"]) is None  # both games' words only


def test_a_game_decided_by_its_things_yields_to_a_far_better_entry_of_the_other_game() -> None:
    # "yapicaz" (we'll do) once read as a building (yapı): the misread must not refuse an Azul question
    out = answer.ask("torba bitti yeni tur icin tas kalmadi ne yapicaz")
    assert out["answers"][0]["rule"] == "azul.round.next"


@pytest.mark.parametrize("question, rule", [
    ("who goes first in Alhambra?", "alhambra.setup.start-player"),
    ("how many points do I lose for four tiles on the floor line?", "azul.floor.penalties"),
    ("can I pay 9 for a building that costs 8?", "alhambra.buy.no-change"),
])
def test_see_also_answers_are_of_the_best_answers_game_and_bear_on_it(question: str, rule: str) -> None:
    out = answer.ask(question)
    assert out["answers"][0]["rule"] == rule
    best = out["answers"][0]
    for other in out["answers"][1:]:
        assert other["game"] == best["game"]
        assert (other["rule"].split(".")[:2] == rule.split(".")[:2] or other["rule"] in best["related"]
                or other["score"] >= answer.RELATED_SHARE * best["score"]), other["rule"]


@pytest.mark.parametrize("question, lang, wrong", [
    ("I took 2 money cards from the middle, ok?", "en", {"centre"}),  # the centre is Azul's
    ("how many points do I lose for 4 tiles on the floor line?", "en", {"points-table"}),  # Alhambra's table
    ("床に4枚あると何点失う？", "ja", {"points-table"}),
])
def test_understood_as_names_no_concept_of_the_other_game(question: str, lang: str, wrong: set[str]) -> None:
    out = answer.ask(question)
    shown = {c["id"] for c in out["concepts"]}
    assert shown and not shown & wrong, shown
    assert set(concepts_in(question, lang)) & wrong  # the question did say it: the filter is what drops it


def test_taking_is_not_called_taking_tiles_on_a_money_question() -> None:
    out = answer.ask("how many money cards can I take?")
    assert out["answers"][0]["rule"] == "alhambra.money.take"
    assert all("tile" not in c["label"] for c in out["concepts"])
