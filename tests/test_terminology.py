"""One word for one thing on every page: the UI strings and problem messages use the terms of the edition each
language's rulebook uses (shared/seeds), so a player never wonders whether two words name two things."""

import re

import pytest

from assistant import api
from assistant.i18n import strings, t
from assistant.messages import templates
from assistant.worked.say import _templates as worked_templates
from tests.test_i18n import forms
from ui.ledger_widgets import ROUND, ROUND_KEYS

# (language, word to avoid, the edition's word): the Turkish Azul rulebook calls a pattern line a "Plaket
# sırası" (seed 003); the Learn page and the tap hints said "desen sırası" while the board said "plaket sırası".
# The same rulebook calls an Azul tile a "karo" and the marker the "başlangıç oyuncusu karosu"; the worked answers
# said "taş" ("4 taş", "3 taşlık bir sıra", "başlangıç oyuncusu taşı") under a question that said "karo".
AVOIDED = [("tr", r"desen sıra", "plaket sıra"), ("tr", r"oyuncusu taşı", "oyuncusu karosu"),
           ("tr", r"\btaş(?:lık|a|lar)?\b", "karo"),
           # Dirk: the Japanese rule texts, the scoring and turn pages said "ディルク", the table and the worked answers
           # "ダーク" (a player may type either: data/worked/words.yaml reads both)
           ("ja", r"ダーク", "ディルク"),
           # The Spanish Azul texts call a factory display an "expositor" (tests/rules/test_rule_texts.py); the play
           # page and its messages said "fábrica". The Japanese Alhambra rulebook (seed 002) calls the building
           # market "広場"; the tap hints and the turn messages said "市場" for the same board.
           ("es", r"\bfábricas?\b", "expositor"), ("ja", r"市場", "広場")]


@pytest.mark.parametrize(("lang", "avoided", "used"), AVOIDED)
def test_ui_strings_messages_and_worked_answers_use_the_editions_word(lang, avoided, used):
    found = [key for table in (strings(), templates(), worked_templates()) for key, texts in table.items()
             for form in forms(texts.get(lang, "")) if re.search(avoided, form.lower())]
    assert found == [], f"{avoided!r} instead of {used!r} in {found}"


# --- one word for a round of the score ledger -------------------------------------------------------------------
# An Alhambra "round" is a scoring: the scoring page says "1. puanlama" / "1回目" and the Turkish rule texts
# "puanlama" / Japanese "得点計算"; the Games ledger said "1. tur" / "第1ラウンド" for the same thing, and "tur" is a
# player's turn on the turn-check page. The ledger now reads "<key>.<round_word>" for a game whose round has
# another name (ui/ledger_widgets.round_text, the word from the game's data).
ROUND_WORDS = {"tr": re.compile(r"\btur(?!uncu)", re.IGNORECASE), "ja": re.compile("ラウンド")}


def _round_words() -> dict[str, str]:
    return {g: api.facts(g).get("round_word", ROUND) for g in api.games()}


def test_every_ledger_round_string_has_each_games_own_word():
    variants = {w for w in _round_words().values() if w != ROUND}
    assert variants, "no game names its ledger rounds otherwise: Alhambra's are scorings"
    missing = [f"{key}.{w}" for key in ROUND_KEYS for w in variants if f"{key}.{w}" not in strings()]
    orphans = [k for k in strings() if k.startswith("ledger.") and any(k.endswith(f".{w}") for w in variants)
               and k.rsplit(".", 1)[0] not in ROUND_KEYS]
    assert (missing, orphans) == ([], [])


def test_the_ledger_names_an_alhambra_round_as_the_scoring_page_does():
    assert _round_words()["alhambra"] == "scoring"
    for lang in ("en", "tr", "es", "ja"):
        assert t("ledger.round_n.scoring", lang, n=2) == t("score.round_n", lang, n=2), lang
        assert t("ledger.col.round.scoring", lang) == t("score.round", lang), lang


@pytest.mark.parametrize("lang", sorted(ROUND_WORDS))
def test_no_alhambra_scoring_is_called_a_round_or_a_turn(lang):
    """The Alhambra ledger strings and the scoring page use the scoring word only, never Azul's round word."""
    keys = [f"{k}.scoring" for k in ROUND_KEYS] + [k for k in strings() if k.startswith("score.")]
    found = [k for k in keys for form in forms(strings()[k][lang]) if ROUND_WORDS[lang].search(form)]
    assert found == []


# --- Japanese punctuation -----------------------------------------------------------------------------------------
# Japanese prose sets a remark in full-width parentheses （…） and nothing after 。; the worked answers read
# "0点(3位は第2回得点計算では0点)。 つまり…": ASCII parentheses around Japanese words, and a space after 。 because
# say() filled the Japanese "space" template (an empty string) from English.
_ASCII_PROSE_PARENS = re.compile(r"\([^()]*[^\x00-\x7f][^()]*\)")


def test_japanese_strings_set_prose_in_full_width_parentheses_and_no_space_after_a_full_stop():
    found = [key for table in (strings(), templates(), worked_templates()) for key, texts in table.items()
             for form in forms(texts.get("ja", "")) if _ASCII_PROSE_PARENS.search(form) or "。 " in form]
    assert found == []


def test_a_japanese_worked_verdict_has_no_space_after_a_full_stop():
    worked = api.ask("2回目の得点計算で塔：私3枚、ケン3枚、ユミ1枚。誰が何点？")["worked"]
    assert worked["answer"] == [9, 9, 0]  # (13 + 6) / 2 = 9.5 -> 9 each; 3rd place pays nothing in scoring 2
    assert "。" in worked["verdict"] and "。 " not in worked["verdict"]
