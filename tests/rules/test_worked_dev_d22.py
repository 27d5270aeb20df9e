"""The d22 blind development sets (issue 20; tests/rules/worked_dev_d22_{en,tr,es,ja}.yaml, 30 situations each,
15 Alhambra + 15 Azul, written by helpers from the rule texts alone with the d21 prompt (new ids), during
session 22; their misses were read, so their figures are upper bounds): every item read right stays right; one
not read yet is a strict xfail, so that reading it right shows."""

from __future__ import annotations

from pathlib import Path

import yaml

from tests.asking import dev_set_tests

ITEMS = [item for lang in ("en", "tr", "es", "ja") for item in yaml.safe_load(
    (Path(__file__).parent / f"worked_dev_d22_{lang}.yaml").read_text(encoding="utf-8"))["items"]]

# not read yet (no verdict), left for later work: a scoring's points with the wall and several types at once, cards
# held then offered as one payment, wall scenes told by colours or by a row's columns, a tile at a row's far end with
# its column's counts, a first round's two tiles in one column, a run beyond a gap, two questions ("biz üçümüz kaçar
# ... hepsini sırayla", "3位の1点って...？...の点数は？"), the market's refill asked, a full floor with more past it
# and the score after the wall
OPEN = frozenset({
    "d22-en-06", "d22-en-10", "d22-en-16", "d22-en-17", "d22-en-18",
    "d22-tr-03", "d22-tr-14",
    "d22-es-18",
    "d22-ja-03", "d22-ja-05", "d22-ja-16", "d22-ja-18", "d22-ja-30",
})


test_worked_dev_d22, test_open_ids_are_in_the_set = dev_set_tests(ITEMS, OPEN)
