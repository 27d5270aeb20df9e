"""The Alhambra drawing: safe with any name, bounded for any position, every label inside its tile."""

import re
import unicodedata

import pytest

from assistant import api
from assistant.paths import LANGS
from assistant.render.alhambra import tile_svg


def test_markdown_in_an_alhambra_player_name_cannot_break_the_drawing():
    from assistant.render.alhambra import alhambra_svg

    svg = alhambra_svg([{"x": 0, "y": 0, "fountain": True}], title="Ali *the* _builder_ <b>")
    assert "*" not in svg and "_builder_" not in svg and "<b>" not in svg
    assert "&#42;the&#42;" in svg


def test_tiles_scattered_far_apart_are_drawn_as_a_window_not_millions_of_cells():
    import time

    from assistant.render.alhambra import alhambra_svg

    cells = [{"x": 0, "y": 0, "fountain": True}, {"x": 1000, "y": 1000, "type": "tower", "price": 11, "walls": ""},
             {"x": -1000, "y": 5, "type": "garden", "price": 10, "walls": ""}]
    started = time.perf_counter()
    svg = alhambra_svg(cells, title="A")
    assert time.perf_counter() - started < 0.5
    assert svg.count("<rect") < 2000 and "+2" in svg


# --- a building type's name stays whole inside its tile ("chamber" of "chambers" was clipped) -------------------


def estimated_width(text: str, font: float) -> float:
    """Pixels, estimated per character: a full-width (CJK) character is 1 em, m/w 0.9 em, any other 0.6 em."""
    return font * sum(1.0 if unicodedata.east_asian_width(c) in "WF" else 0.9 if c in "mwMW" else 0.6 for c in text)


@pytest.mark.parametrize("lang", LANGS)
def test_no_building_name_is_wider_than_its_tile_in_any_language(lang):
    """Every type's name in every language, at every tile size drawn (palette 36, strip 44, market 48, board 56),
    fits inside the tile less its walls (a wall line is 12% of the tile, half of it inside)."""
    for btype in api.facts("alhambra")["building_types"]:
        name = api.message(f"alhambra.type.{btype}", lang)
        for size in (36, 44, 48, 56):
            svg = tile_svg({"type": btype, "price": 10, "walls": "NESW"}, size, label=name)
            found = re.search(r'<text class="type-label"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)</text>', svg)
            assert found and found.group(2) == name, (lang, btype, svg)  # whole, not cut to 9 characters
            inner = size * (1 - 2 * 0.04 - 2 * 0.06)  # the tile less its margin and half a wall each side
            assert estimated_width(name, float(found.group(1))) <= inner, (lang, name, size, found.group(1))
