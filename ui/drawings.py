"""The boards' drawings, kept by what they draw: the render functions of assistant/render are plain (the same
arguments, the same SVG), and a table's page draws the same boards again on every tap and every poll that
found a change (a board that did not change, the box, the market), which was a fifth of a tap's server CPU
(bench/results/table_live.txt). Each is cached here in the process, by its arguments' content, bounded.

The key is the arguments' repr: equal plain data (str, numbers, None, lists, tuples, dicts) drawn again hits,
and any change to a board (a tile, a problem, a selection, a name) is another key, so a cached drawing is never
a stale one. Arguments that are not plain data at the top (a generator, an object) skip the cache."""

from __future__ import annotations

import functools
from collections.abc import Callable

from assistant.render import alhambra, alhambra_money, azul, azul_offer

PLAIN = (str, int, float, bool, type(None), list, tuple, dict)
SIZE = 256  # drawings kept per function: a table's boards at a few selections, for many tables at once


def by_content(fn: Callable[..., str], size: int = SIZE) -> Callable[..., str]:
    """`fn` cached by its arguments' content (their repr), `size` drawings at most (least recently used out)."""

    @functools.lru_cache(maxsize=size)
    def drawn(key: str, args: tuple, kwargs: tuple) -> str:
        return fn(*args, **dict(kwargs))

    @functools.wraps(fn)
    def cached(*args, **kwargs) -> str:
        if not all(isinstance(v, PLAIN) for v in (*args, *kwargs.values())):
            return fn(*args, **kwargs)
        key = repr((args, sorted(kwargs.items())))
        return drawn(key, _Same(args), _Same(tuple(kwargs.items())))

    cached.cache_info = drawn.cache_info  # type: ignore[attr-defined]
    cached.cache_clear = drawn.cache_clear  # type: ignore[attr-defined]
    return cached


class _Same(tuple):
    """The arguments carried to the cached function beside the key without taking part in it: every _Same is
    equal to every other and hashes alike, so the key alone tells the entries apart (lists and dicts are not
    hashable, and the key string already holds their content)."""

    def __eq__(self, other) -> bool:
        return isinstance(other, _Same)

    def __hash__(self) -> int:
        return 0


alhambra_svg = by_content(alhambra.alhambra_svg)
palette_svg = by_content(alhambra.palette_svg)
market_svg = by_content(alhambra.market_svg)
strip_svg = by_content(alhambra.strip_svg)
hand_svg = by_content(alhambra_money.hand_svg)
money_grid_svg = by_content(alhambra_money.money_grid_svg)
azul_board_svg = by_content(azul.azul_board_svg)
offer_svg = by_content(azul_offer.offer_svg)
swatches_svg = by_content(azul.swatches_svg)
