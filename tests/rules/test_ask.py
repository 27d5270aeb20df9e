"""`ask` and `rules` through assistant.api and the command line, held to FORMATS.md."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from assistant import api
from assistant.paths import LANGS, ROOT
from assistant.rules import answer, knowledge

REQUIRED = {"rule", "title", "text", "source"}
NO_RULE = {
    "en": "No rule found for this question; try other words or browse the rules.",
}


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "assistant", *args], cwd=ROOT, capture_output=True, text=True, timeout=60
    )


def test_ask_shape_and_text_from_the_entry() -> None:
    out = api.ask("All seven floor spaces are full, where do more tiles go?")
    assert out["lang"] == "en"
    assert 1 <= len(out["answers"]) <= 3
    assert "message" not in out
    top = out["answers"][0]
    assert top.keys() >= REQUIRED
    assert top["rule"] == "azul.floor.full"
    e = knowledge.entry("azul.floor.full")
    assert top["text"] == knowledge.full_text(e, "en")
    assert top["title"] == e.text_in("en").title and top["source"] == e.source
    scores = [a["score"] for a in out["answers"]]
    assert scores == sorted(scores, reverse=True)


@pytest.mark.parametrize(
    ("question", "lang"),
    [("Zemin sırası doluysa fazla karolar ne oluyor?", "tr"), ("床ラインが満杯のとき、あふれたタイルは？", "ja")],
)
def test_answers_in_the_detected_language(question: str, lang: str) -> None:
    out = api.ask(question)
    assert out["lang"] == lang
    top = out["answers"][0]
    assert top["title"] == knowledge.entry(top["rule"]).text_in(lang).title


def test_given_language_wins_over_the_detected_one() -> None:
    out = api.ask("How many factories with three players?", lang="es")
    assert out["lang"] == "es"
    top = out["answers"][0]
    assert top["rule"] == "azul.setup"
    assert top["text"] == knowledge.full_text(knowledge.entry("azul.setup"), "es")


def test_game_filter_keeps_to_that_game() -> None:
    out = api.ask("how does the game end?", game="azul")
    assert out["answers"] and all(a["rule"].startswith("azul.") for a in out["answers"])
    assert out["answers"][0]["rule"] == "azul.end.trigger"


def test_question_about_the_other_game_finds_nothing() -> None:
    out = api.ask("How many points do I lose for tiles on the floor line?", game="alhambra")
    assert out["answers"] == []
    assert out["message"] == NO_RULE["en"]


def test_naming_the_other_game_finds_nothing() -> None:
    assert api.ask("In Azul, how many factories for two?", game="alhambra")["answers"] == []


@pytest.mark.parametrize("lang", LANGS)
def test_refusal_messages_in_every_language(lang: str) -> None:
    """Everyday talk is no rule question at all; a question no entry is close to gets "no rule found"."""
    out = api.ask("what's the capital of France?", lang=lang)
    off_topic = answer.message("heading_off_topic", lang)
    assert out == {"lang": lang, "answers": [], "worked": None, "off_topic": True, "reason": "capital of",
                   "heading": off_topic, "message": answer.message("off_topic_word", lang, word="capital of")}
    out = api.ask("tile tile tile", lang=lang)  # a chant: no one word is the reason
    assert out == {"lang": lang, "answers": [], "worked": None, "off_topic": True, "heading": off_topic,
                   "message": answer.message("off_topic", lang)}
    out = api.ask("how does it all work then", lang=lang)
    assert out == {"lang": lang, "answers": [], "worked": None, "heading": answer.message("heading_no_rule", lang),
                   "message": answer.no_rule_message(lang)}
    assert len(set(answer.no_rule_message(x) for x in LANGS)) == 4
    assert len(set(answer.message("off_topic", x) for x in LANGS)) == 4
    assert len(set(answer.message("off_topic_word", x, word="w") for x in LANGS)) == 4


@pytest.mark.parametrize("question", ["", "   ", "?!", "x" * 5000])
def test_degenerate_questions_do_not_crash(question: str) -> None:
    out = api.ask(question)
    assert out["lang"] in LANGS and isinstance(out["answers"], list)
    if not out["answers"]:
        assert out["message"]


def test_bad_game_or_lang_is_unreadable_input() -> None:
    with pytest.raises(api.PositionError, match="game"):
        api.ask("tiles?", game="chess")
    with pytest.raises(api.PositionError, match="lang"):
        api.rules(lang="fr")


def test_rules_lists_every_entry_sorted() -> None:
    out = api.rules()
    ids = [r["rule"] for r in out["rules"]]
    assert ids == sorted(knowledge.entries())
    for r in out["rules"]:
        assert REQUIRED | {"langs"} <= r.keys()
        assert r["langs"] == list(LANGS)
        assert r["text"] == knowledge.full_text(knowledge.entry(r["rule"]), "en")


def test_rules_filtered_by_game_and_language() -> None:
    out = api.rules(game="azul", lang="ja")
    assert out["rules"] and all(r["rule"].startswith("azul.") for r in out["rules"])
    assert len(out["rules"]) == sum(e.game == "azul" for e in knowledge.entries().values())
    first = out["rules"][0]
    assert first["title"] == knowledge.entry(first["rule"]).text_in("ja").title


def test_index_is_built_once() -> None:
    answer.warm()
    before = answer.index.cache_info()
    api.ask("can my score go below zero?")
    after = answer.index.cache_info()
    assert after.misses == before.misses and after.hits > before.hits


def test_cli_ask() -> None:
    done = cli("ask", "can my score go below zero?", "--game", "azul")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["lang"] == "en" and out["answers"][0]["rule"] == "azul.score.minimum"


def test_cli_ask_other_game_refused_in_turkish() -> None:
    done = cli("ask", "Satrançta rok nasıl yapılır?")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["lang"] == "tr" and out["answers"] == []
    assert out["message"] == answer.message("other_game", "tr", game=out["out_of_scope_name"])


def test_cli_rules_azul_in_japanese() -> None:
    done = cli("rules", "--game", "azul", "--lang", "ja")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out == api.rules(game="azul", lang="ja")
    assert all(r["rule"].startswith("azul.") for r in out["rules"])


def test_cli_bad_language_exits_2() -> None:
    done = cli("ask", "tiles?", "--lang", "fr")
    assert done.returncode == 2 and "Traceback" not in done.stderr
