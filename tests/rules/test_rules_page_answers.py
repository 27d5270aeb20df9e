"""The Rules page shows what the answerer understood, offers "Did you mean…", and says why another game's
question gets no answer."""

from __future__ import annotations

from tests.app.util import page, texts


def ask(at, question: str):
    at.text_input(key="rules:question").input(question).run()
    assert not at.exception
    return at


def test_did_you_mean_offers_both_games_ends_and_a_click_opens_one() -> None:
    at = ask(page("rules").run(), "when does the game end?")
    assert "**Did you mean…**" in texts(at, "markdown")
    offered = {b.key: b for b in at.button if b.key and b.key.startswith("rules:dym:")}
    assert set(offered) == {"rules:dym:alhambra.end.trigger", "rules:dym:azul.end.trigger"}
    assert offered["rules:dym:azul.end.trigger"].label.startswith("Azul · ")
    offered["rules:dym:azul.end.trigger"].click().run()
    assert at.session_state["rules:view"] == "rule" and at.session_state["rules:open"] == "azul.end.trigger"


def test_matched_concepts_are_shown_in_the_chosen_language() -> None:
    at = page("rules", lang="tr").run()
    at.checkbox(key="rules:app-lang").check().run()
    ask(at, "How many points do tiles on the floor line cost?")
    assert any(c.startswith("Anlaşılan: ") and "zemin sırası" in c for c in texts(at, "caption"))


def test_another_games_question_is_refused_with_the_reason() -> None:
    at = ask(page("rules").run(), "In Splendor can I take two gems of one colour?")
    warning = " ".join(texts(at, "warning"))
    assert "Not a question about Alhambra or Azul." in warning and "Splendor" in warning
