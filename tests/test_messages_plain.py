"""A message's parameters as plain JSON (assistant.messages.plain): what a turn-by-turn step's `said` is stored as
in the ledger, read back by `detail` into the same sentence in every language."""

import json

import pytest

from assistant.messages import detail, plain, term
from assistant.places import Anchor, Place

CARDS = [term("alhambra.card", currency=term("alhambra.currency.blue"), value=3),
         term("alhambra.card", currency=term("alhambra.currency.green"), value=2)]
CELL = Place("alhambra", ((2, 1),), Anchor((1, 1)))


@pytest.mark.parametrize("lang", ["en", "tr", "es", "ja"])
def test_terms_and_places_stored_as_plain_json_say_the_same_sentence(lang):
    params = {"cards": CARDS, "cells": CELL}
    stored = json.loads(json.dumps({k: plain(v) for k, v in params.items()}))
    for key in ("alhambra.cards-not-in-row", "alhambra.cell-taken"):
        assert detail(key, lang, stored) == detail(key, lang, params)


def test_a_place_keeps_what_its_cells_are_counted_from():
    stored = plain(CELL)
    assert stored == {"place": "alhambra", "cells": [[2, 1]], "anchor": [1, 1, "fountain"]}
    assert detail("alhambra.cell-taken", "en", {"cells": stored}) == "A tile already lies just right of the fountain."
