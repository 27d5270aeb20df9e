"""The numbers the rule texts state (in all four languages) are the numbers the engines play by: the rule
entries are prose, so they cannot take parameters, but a change in data/ that the texts do not follow fails
here."""

from __future__ import annotations

import re

import pytest
import yaml

from assistant import api
from assistant.paths import LANGS, RULES_DIR


def answers(rule_id: str) -> dict[str, str]:
    raw = yaml.safe_load((RULES_DIR / f"{rule_id}.yaml").read_text(encoding="utf-8"))
    return {lang: raw[lang]["answer"] for lang in LANGS}


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def alhambra() -> dict:
    return api.facts("alhambra")


def azul() -> dict:
    return api.facts("azul")


# rule id -> the numbers its short answer must state, from the data the engine reads
EXPECTED = {
    # +2 a row, +7 a column, +10 a colour with all 5 tiles
    "azul.end.bonuses": lambda: {azul()["bonus"]["row"], azul()["bonus"]["column"], azul()["bonus"]["colour"],
                                 azul()["wall_size"]},
    # -1, -1, -2, -2, -2, -3, -3
    "azul.floor.penalties": lambda: set(azul()["floor_penalties"]),
    "alhambra.money.take": lambda: {alhambra()["money"]["take_limit"]},
    "alhambra.setup.starting-money": lambda: {alhambra()["money"]["starting_total"]},
    "alhambra.variant.two-player-money": lambda: {alhambra()["money"]["cards_two_player"]},
}


@pytest.mark.parametrize("rule_id", sorted(EXPECTED))
@pytest.mark.parametrize("lang", LANGS)
def test_the_numbers_in_a_rule_answer_are_the_data(rule_id, lang):
    # a fact changed in data/ and not in the text (or a text changed alone) leaves a number unstated
    missing = EXPECTED[rule_id]() - set(numbers(answers(rule_id)[lang]))
    assert not missing, (rule_id, lang, missing)


def test_the_components_answer_counts_the_tiles_and_cards_of_the_data():
    facts = alhambra()
    for lang, text in answers("alhambra.components").items():
        stated = numbers(text)
        assert facts["tiles"] in stated and facts["money"]["cards"] in stated, lang
        low, high = facts["money"]["values"]["min"], facts["money"]["values"]["max"]
        assert low in stated and high in stated, lang
