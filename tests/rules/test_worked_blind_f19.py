"""The s19 blind set bench/worked_frozen_19.yaml (issue 20; 144 situations written from the rule texts alone),
spent as a development set once its figures were taken (README, session 19); session 20 read from it the readings
of tests/rules/test_worked_s20.py. Every item read right stays right, every null item stays without a verdict;
one not read yet is a strict xfail, so that reading it right shows."""

from __future__ import annotations

from pathlib import Path

import yaml

from tests.asking import dev_set_tests

ITEMS = yaml.safe_load((Path(__file__).parents[2] / "bench" / "worked_frozen_19.yaml").read_text(encoding="utf-8"))[
    "items"
]

# not read yet (no verdict, or a wrong one), left for later work
OPEN = frozenset({
    "f19-en-16", "f19-en-17", "f19-tr-01", "f19-tr-11", "f19-tr-23", "f19-es-17",
    "f19-ja-14",
})


test_worked_blind_f19, test_open_ids_are_in_the_set = dev_set_tests(ITEMS, OPEN)
