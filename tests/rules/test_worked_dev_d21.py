"""The d21 blind development sets (issue 20; tests/rules/worked_dev_d21_{en,tr,es,ja}.yaml, 30 situations each,
15 Alhambra + 15 Azul, written by helpers from the rule texts alone with the prompt of the frozen set 20, during
session 21; their misses were read, so their figures are upper bounds): every item read right stays right; one
not read yet is a strict xfail, so that reading it right shows."""

from __future__ import annotations

from pathlib import Path

import yaml

from tests.asking import dev_set_tests

ITEMS = [item for lang in ("en", "tr", "es", "ja") for item in yaml.safe_load(
    (Path(__file__).parent / f"worked_dev_d21_{lang}.yaml").read_text(encoding="utf-8"))["items"]]

# not read yet (no verdict), left for later work: a group told "we all have 2" with lower-case names, a claim and
# two questions, buildings all in a reserve, wall scenes told by colours or rows, the floor beside a line's
# overflow, a majority of one holder and explicit zeros in Turkish and Japanese, a claim of six actions, the
# speaker told by a possessive, the market's refill asked, a line kept from last round in Japanese, a colour
# complete told as its five tiles, the next start player told as a story
OPEN = frozenset({
    "d21-en-02", "d21-en-04", "d21-en-05", "d21-en-16", "d21-en-29",
    "d21-tr-10", "d21-tr-15",
    "d21-es-16", "d21-es-17",
    "d21-ja-03", "d21-ja-23", "d21-ja-29",
})


test_worked_dev_d21, test_open_ids_are_in_the_set = dev_set_tests(ITEMS, OPEN)
