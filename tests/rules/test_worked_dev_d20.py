"""The d20 blind development sets (issue 20; tests/rules/worked_dev_d20_{en,tr,es,ja}.yaml and worked_dev_d20b_*,
30 situations each, 15 Alhambra + 15 Azul, written by helpers from the rule texts alone with the prompt of the frozen
set 20, during session 20; their misses were read, so their figures are upper bounds): every item read right stays
right; one not read yet is a strict xfail, so that reading it right shows."""

from __future__ import annotations

from pathlib import Path

import yaml

from tests.asking import dev_set_tests

ITEMS = [item for name in ("d20", "d20b") for lang in ("en", "tr", "es", "ja") for item in yaml.safe_load(
    (Path(__file__).parent / f"worked_dev_{name}_{lang}.yaml").read_text(encoding="utf-8"))["items"]]

# not read yet (no verdict), left for later work: wall scenes told in words, two questions in one, a named
# player's round, a second question's tag
OPEN = frozenset({
    "d20-en-18", "d20-en-24", "d20-tr-20", "d20-tr-29", "d20-ja-16",
    "d20-ja-17", "d20-ja-26",
    "d20b-en-05", "d20b-en-27", "d20b-en-30",
    "d20b-tr-15", "d20b-tr-17", "d20b-tr-18", "d20b-tr-30", "d20b-es-15", "d20b-es-16", "d20b-es-29",
    "d20b-ja-04", "d20b-ja-15", "d20b-ja-16", "d20b-ja-18",
})


test_worked_dev_d20, test_open_ids_are_in_the_set = dev_set_tests(ITEMS, OPEN)
