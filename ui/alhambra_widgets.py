"""Alhambra widgets shared by pages: the tile picker (type, then price, then the printed wall variants,
each drawn), player names, and drawing a board."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

import streamlit as st

from assistant import api
from assistant.i18n import LANGS
from assistant.render.alhambra import alhambra_svg, tile_svg
from ui.alhambra_entry import on_table
from ui.common import lang, tr

FOUNTAIN = "fountain"


def type_name(btype: str) -> str:
    if btype == FOUNTAIN:
        return tr("alh.fountain")
    return api.message(f"alhambra.type.{btype}", lang())


def type_labels() -> dict[str, str]:
    """The names drawn on the tiles, whole (the drawing fits the font to the tile: assistant.render.alhambra);
    kept per language: every drawing asks for them, and api.facts builds the whole box's facts each time."""
    return dict(_type_labels(lang()))


@lru_cache(maxsize=len(LANGS))
def _type_labels(lang_: str) -> tuple[tuple[str, str], ...]:
    return tuple((b, api.message(f"alhambra.type.{b}", lang_)) for b in api.facts("alhambra")["building_types"])


def printed(btype: str, price: int | None = None) -> list[dict]:
    """The distinct printed tiles of a type (and price) with their copies, by price then walls (the facts')."""
    return [t for t in api.facts("alhambra")["catalogue"]
            if t["type"] == btype and (price is None or t["price"] == price)]


def tile_picker(key: str, pos: dict | None = None, allow_fountain: bool = False) -> dict | None:
    """Building type -> price -> wall variant (drawn). Returns a tile dict, {"fountain": True}, or None."""
    types = list(api.facts("alhambra")["building_types"]) + ([FOUNTAIN] if allow_fountain else [])
    names = {b: type_name(b) for b in types}  # labels made now: AppTest formats options outside the run
    btype = st.selectbox(tr("alh.type"), types, format_func=names.get, key=f"{key}:type")
    if btype == FOUNTAIN:
        st.markdown(tile_svg({"fountain": True}), unsafe_allow_html=True)
        return {"fountain": True}
    prices = sorted({tile["price"] for tile in printed(btype)})
    price = st.selectbox(tr("alh.price"), prices, key=f"{key}:price:{btype}")
    variants = printed(btype, price)
    used = on_table(pos) if pos else Counter()
    labels = type_labels()
    cols = st.columns(max(len(variants), 1))
    for i, (col, tile) in enumerate(zip(cols, variants, strict=True)):
        spec = {"type": tile["type"], "price": tile["price"], "walls": tile["walls"]}
        left = tile["copies"] - used[(tile["type"], tile["price"], tile["walls"])]
        with col:
            st.markdown(tile_svg(spec, label=labels[tile["type"]]), unsafe_allow_html=True)
            st.caption(f"{chr(65 + i)} · {walls_words(spec['walls'])} · {tr('alh.unused', n=max(left, 0))}")
    choice = 0
    if len(variants) > 1:
        choice = st.radio(tr("alh.variant"), range(len(variants)), format_func=lambda i: chr(65 + i),
                          horizontal=True, key=f"{key}:variant:{btype}:{price}")
    tile = variants[choice]
    return {"type": tile["type"], "price": tile["price"], "walls": tile["walls"]}


def walls_words(walls: str) -> str:
    """A tile's wall sides as a player reads them on the drawing ("walls: top, left"), not "walls: NW"."""
    if not walls:
        return tr("alh.no_walls")
    return f"{tr('alh.walls')}: " + tr("list.sep").join(tr(f"alh.side.{side}") for side in walls)


def tile_text(tile: dict) -> str:
    if tile.get("fountain"):
        return tr("alh.fountain")
    return f"{type_name(tile['type'])} {tile['price']} ({walls_words(tile['walls'])})"


def board(cells, **kw) -> None:
    st.markdown(alhambra_svg(cells, labels=type_labels(), **kw), unsafe_allow_html=True)


