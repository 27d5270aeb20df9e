"""The end-of-game money drawings (assistant/render/alhambra_money): every card of the grid and of the hand is
a touch target of at least 44 px on a phone (the drawings are shown at their own size: four columns fit a
390 px screen), one target a card."""

from __future__ import annotations

import re

from assistant.render.alhambra_money import hand_svg, money_grid_svg

TOUCH = 44
HIT = re.compile(r'<rect[^>]*data-target="([^"]+)"[^>]*width="([\d.]+)" height="([\d.]+)"')


def targets(svg: str) -> list[tuple[str, float, float]]:
    return [(t, float(w), float(h)) for t, w, h in HIT.findall(svg)]


def test_every_card_of_the_grid_is_a_44_px_target_and_four_columns_fit_a_phone():
    currencies = [("blue", "blue"), ("green", "green"), ("orange", "orange"), ("yellow", "yellow")]
    svg = money_grid_svg(currencies, range(1, 10))
    found = targets(svg)
    assert len(found) == 36 and len({t for t, _, _ in found}) == 36
    assert all(w >= TOUCH and h >= TOUCH for _, w, h in found)
    assert float(re.search(r'viewBox="0 0 ([\d.]+)', svg).group(1)) <= 358  # 390 px less the page's margins


def test_every_card_of_a_hand_is_a_44_px_target():
    found = targets(hand_svg([{"currency": "blue", "value": 3}] * 9, {"blue": "blue"}))
    assert [t for t, _, _ in found] == [f"hand:{j}" for j in range(9)]
    assert all(w >= TOUCH and h >= TOUCH for _, w, h in found)
