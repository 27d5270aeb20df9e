"""Every line the answerer adds around the rules is in the question's language (issue 20, item 5): a refusal's
heading and message, the note that both games are offered, the ruling's label, the concepts it understood. No
English line inside a Turkish, Spanish or Japanese answer. None of these questions is in a question set."""

from __future__ import annotations

import pytest

from assistant.rules import answer

ENGLISH_LINES = ["Not a question about Alhambra or Azul.", "Not a rule question.", "No rule found.",
                 "This referee's ruling:", "backgammon", "Mahjong", "chess"]

QUESTIONS = [
    ("tavlada zar atınca çift gelirse ne olur?", "tr"),
    ("Dirk'in telefon numarası ne?", "tr"),
    ("kim başlar?", "tr"),
    ("bu nasıl çalışıyor o zaman", "tr"),
    ("¿Cómo se enroca en ajedrez?", "es"),
    ("¿se puede meter el marcador de jugador inicial en el microondas?", "es"),
    ("¿quién empieza?", "es"),
    ("麻雀で役満は何点？", "ja"),
    ("ダークの電話番号は？", "ja"),
    ("アルハンブラで同点のときはどうなる？", "ja"),
]


def lines(out: dict) -> list[str]:
    extra = [out.get(k, "") for k in ("heading", "message", "games_note", "ruling_label")]
    return [x for x in extra if x] + [c["label"] for c in out.get("concepts", [])]


@pytest.mark.parametrize("question, lang", QUESTIONS)
def test_no_english_line_inside_an_answer_in_another_language(question: str, lang: str) -> None:
    out = answer.ask(question)
    assert out["lang"] == lang
    assert lines(out), out
    for line in lines(out):
        assert not any(english in line for english in ENGLISH_LINES), line


@pytest.mark.parametrize("question, lang, heading", [
    ("tavlada zar atınca çift gelirse ne olur?", "tr", "heading_other_game"),
    ("¿se puede meter el marcador de jugador inicial en el microondas?", "es", "heading_off_topic"),
    ("how does it all work then", "en", "heading_no_rule"),
])
def test_a_refusal_has_its_heading_in_the_questions_language(question: str, lang: str, heading: str) -> None:
    assert answer.ask(question)["heading"] == answer.message(heading, lang)


def test_the_rulings_label_comes_in_the_answers_language_when_an_answer_has_a_ruling() -> None:
    out = answer.ask("アルハンブラで同点のときはどうなる？")  # the tie rule carries a ruling
    assert out["answers"][0]["rule"] == "alhambra.scoring.ties" and out["answers"][0]["ruling"]
    assert out["ruling_label"] == answer.message("ruling_label", "ja")
    out = answer.ask("how many factories with 3 players?", lang="es")
    assert ("ruling_label" in out) == any(a["ruling"] for a in out["answers"])
