"""The factory offer drawn to be tapped (assistant/render/azul_offer) and the board's take targets: what each
tap names, 44 px targets on a phone, and a phone's take board within its 358 px."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

from assistant.paths import ROOT
from assistant.render.azul import azul_board_svg
from assistant.render.azul_offer import offer_svg

MIDGAME = json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8"))
PHONE = 358  # px: a 390 px phone's content width
TARGET = 44  # px: the least touch target


def hits(svg: str) -> dict[str, list[tuple[float, float]]]:
    """Each tap target's name and the (width, height) of its hit areas."""
    out: dict[str, list[tuple[float, float]]] = {}
    for m in re.finditer(r'<rect class="hit" data-target="([^"]+)"[^>]* width="([\d.]+)" height="([\d.]+)"', svg):
        out.setdefault(m.group(1), []).append((float(m.group(2)), float(m.group(3))))
    return out


def width(svg: str) -> float:
    return float(re.search(r'<svg [^>]*width="([\d.]+)"', svg).group(1))


def test_a_take_names_each_colour_of_each_factory_and_of_the_centre_never_the_marker():
    # the example's factories: 1 blue blue red white, 2 empty, 3 yellow black black white, 4 empty, 5 red red red
    # blue; centre white yellow yellow blue
    svg = offer_svg(MIDGAME["factories"], [*MIDGAME["centre"], "first"], targets="take", slots=0)  # as a take draws
    ET.fromstring(svg)
    names = set(hits(svg))
    assert {"take:0:blue", "take:0:red", "take:0:white", "take:2:black", "take:4:red", "take:4:blue"} <= names
    assert {"take:centre:white", "take:centre:yellow", "take:centre:blue"} <= names
    assert not any(n.startswith(("take:1:", "take:3:")) or n.endswith(":first") for n in names)


def test_the_offer_tiles_are_44_px_targets_and_three_factories_fit_a_phone():
    svg = offer_svg(MIDGAME["factories"], MIDGAME["centre"], targets="take", per_row=3)
    assert all(w >= TARGET and h >= TARGET for areas in hits(svg).values() for w, h in areas)
    assert width(svg) <= PHONE


def test_a_dealt_tile_is_named_by_its_factory_and_slot_to_take_it_back():
    svg = offer_svg([["red", "blue"], []], ["first"], targets="back", filling=0)
    assert set(hits(svg)) == {"back:0:0", "back:0:1"}
    assert svg.count('class="slot"') == 2 + 4  # the empty places still to fill
    assert 'stroke-dasharray="6 4"' in svg  # the factory the next colour goes to


def test_a_drawing_only_offer_has_no_targets():
    assert "data-target" not in offer_svg(MIDGAME["factories"], MIDGAME["centre"])


def test_the_chosen_colour_is_outlined_where_it_lies():
    svg = offer_svg(MIDGAME["factories"], MIDGAME["centre"], targets="take", chosen=(0, "blue"))
    assert svg.count('class="chosen"') == 2  # factory 1 holds two blue tiles
    svg = offer_svg(MIDGAME["factories"], MIDGAME["centre"], targets="take", chosen=("centre", "yellow"))
    assert svg.count('class="chosen"') == 1  # the centre's yellow drawn once, with its count


def test_a_take_board_has_a_target_per_line_and_the_floor_and_lights_those_given():
    svg = azul_board_svg(MIDGAME["players"][0], size=39, wall_size=14, takes=[3, "floor"])
    ET.fromstring(svg)
    targets = hits(svg)
    assert set(targets) == {"line:1", "line:2", "line:3", "line:4", "line:5", "floor"}
    assert all(h >= TARGET for areas in targets.values() for _, h in areas)
    assert svg.count('class="lit"') == 2
    assert width(svg) <= PHONE  # the small wall beside 44 px lines: no shrinking on a phone


def test_no_take_targets_without_a_take():
    assert "data-target" not in azul_board_svg(MIDGAME["players"][0])
