"""Alhambra worked answers read from any phrasing (issue 20, session 13, s13-alh): the helper's dev set
tests/rules/worked_dev_s13_alh.yaml, answers computed by hand from the seeds. Start player (fewest starting cards,
then the lower sum), starting money (draw until 20 or more), a market tile left at the end (most money of its
currency, a tie: ""), majorities with the speaker told in words, taking money (one card, or several totalling at
most 5), paying (its currency, no change, overpaying allowed), at most 5 actions a turn.

Items in OPEN are not read yet: they are expected to give no verdict or a wrong one (xfail, strict), so a fix
shows up as an unexpected pass and must move the item out of OPEN; every other item must give its answer."""

from __future__ import annotations

from pathlib import Path

import yaml

from tests.asking import dev_set_tests

ITEMS = yaml.safe_load((Path(__file__).parent / "worked_dev_s13_alh.yaml").read_text(encoding="utf-8"))["items"]

# not read yet (no verdict, or a wrong one), left for later work
OPEN = frozenset({
    "s13a-en-c2-1", "s13a-en-c2-2", "s13a-en-c2-6", "s13a-en-c2-8",
    "s13a-en-c3-2", "s13a-en-c3-4", "s13a-en-c4-1", "s13a-en-c5-2",
    "s13a-en-c5-4", "s13a-en-c5-5", "s13a-en-c5-7", "s13a-en-c5-8", "s13a-en-c6-6",
    "s13a-en-c7-3", "s13a-en-c7-5",
    "s13a-tr-c2-1", "s13a-tr-c2-2", "s13a-tr-c2-4", "s13a-tr-c2-6", "s13a-tr-c2-8",
    "s13a-tr-c3-4", "s13a-tr-c4-2", "s13a-tr-c4-8",
    "s13a-tr-c5-8", "s13a-tr-c6-5", "s13a-tr-c6-6", "s13a-tr-c7-3", "s13a-tr-c7-5",
    "s13a-tr-c7-6", "s13a-es-c2-1", "s13a-es-c2-2",
    "s13a-es-c2-4", "s13a-es-c2-6", "s13a-es-c2-8", "s13a-es-c3-4",
    "s13a-es-c6-4", "s13a-es-c6-6",
    "s13a-es-c7-3", "s13a-es-c7-5",
    "s13a-ja-c2-1", "s13a-ja-c2-2",
    "s13a-ja-c2-4", "s13a-ja-c2-6", "s13a-ja-c2-8", "s13a-ja-c3-2",
    "s13a-ja-c3-4",
    "s13a-ja-c3-8",
    "s13a-ja-c5-1", "s13a-ja-c6-4", "s13a-ja-c6-5", "s13a-ja-c6-6",
    "s13a-ja-c7-3", "s13a-ja-c7-5", "s13a-ja-c7-6", "s13a-ja-c7-8",
})


test_worked_alhambra_read_s13, test_open_ids_are_in_the_set = dev_set_tests(ITEMS, OPEN)
