"""Alhambra money on screen: cards as coloured chips, a hand summed by currency, a card editor. Names come
from the game's messages (api.message), colours from the drawing's look; every text is escaped."""

from __future__ import annotations

import streamlit as st

from assistant import api
from assistant.render import esc
from assistant.render.alhambra import look
from ui.common import lang, tr

DARK_INK = {"yellow", "orange"}  # light card colours take dark text


def currencies() -> tuple[str, ...]:
    return tuple(api.facts("alhambra")["currencies"])  # asked each time: the data may change under a test


def currency_name(cur: str) -> str:
    return api.message(f"alhambra.currency.{cur}", lang())


def card_text(card: dict) -> str:
    return api.message("alhambra.card", lang(), currency=currency_name(card["currency"]), value=card["value"])


def _colours(cur: str) -> tuple[str, str]:
    """A currency's card colour (the drawing's look) and the ink readable on it."""
    return look()["currency_colours"].get(cur, "#888888"), "#1a1a1a" if cur in DARK_INK else "#ffffff"


def chip(card: dict) -> str:
    """One money card as a small coloured chip (HTML; everything escaped)."""
    bg, ink = _colours(card["currency"])
    return (f'<span title="{esc(card_text(card))}" style="display:inline-block;min-width:2.6em;padding:1px 8px;'
            f'margin:2px 4px 2px 0;border-radius:6px;background:{esc(bg)};color:{ink};font-weight:600;'
            f'text-align:center;white-space:nowrap">{esc(card_text(card))}</span>')


def chips(cards: list[dict]) -> str:
    return "".join(chip(c) for c in cards) if cards else f"<em>{esc(tr('turn.no_cards'))}</em>"


def square_chip(cur: str) -> str:
    bg, ink = _colours(cur)
    return (f'<span style="display:inline-block;padding:1px 10px;border-radius:6px;background:{esc(bg)};'
            f'color:{ink};font-weight:600">{esc(currency_name(cur))}</span>')


def money_summary(cards: list[dict]) -> str:
    """"blue 5 · orange 7 · total 12 (3 cards)" as plain text."""
    by = {c: sum(k["value"] for k in cards if k["currency"] == c) for c in currencies()}
    parts = [f"{currency_name(c)} {v}" for c, v in by.items() if v]
    parts.append(tr("turn.total_cards", total=sum(by.values()), n=len(cards)))
    return " · ".join(parts)


def signature(cards: list[dict]) -> str:
    return ".".join(f"{c['currency'][0]}{c['value']}" for c in cards) or "none"


def card_editor(cards: list[dict], key: str, limit: int | None) -> list[dict] | None:
    """Each card: currency and value, ✕ to remove; then a new card to add. Returns the changed list or None.
    Widget keys carry the card, so a changed or removed card never leaves a stale widget behind."""
    names = currencies()
    labels = {c: currency_name(c) for c in names}  # labels fixed now: a format_func must not read the session
    values = api.facts("alhambra")["money"]["values"]
    low, high = values["min"], values["max"]
    for i, c in enumerate(cards):
        a, b, d = st.columns([3, 2, 1], vertical_alignment="bottom")
        tag = f"{key}:{i}:{c['currency']}{c['value']}"
        cur = a.selectbox(tr("turn.currency"), names, index=names.index(c["currency"]), format_func=labels.get,
                          key=f"{tag}:cur", label_visibility="collapsed")
        val = b.number_input(tr("turn.value"), min_value=low, max_value=high, value=c["value"], step=1,
                             key=f"{tag}:val", label_visibility="collapsed")
        if d.button("✕", key=f"{tag}:del", help=tr("turn.remove_card")):
            return cards[:i] + cards[i + 1:]
        if (cur, val) != (c["currency"], c["value"]):
            return cards[:i] + [{"currency": cur, "value": int(val)}] + cards[i + 1:]
    if limit is not None and len(cards) >= limit:
        st.caption(tr("turn.row_full", n=limit))
        return None
    a, b, d = st.columns([3, 2, 1], vertical_alignment="bottom")
    cur = a.selectbox(tr("turn.new_currency"), names, format_func=labels.get, key=f"{key}:new:cur")
    val = b.number_input(tr("turn.new_value", low=low, high=high), min_value=low, max_value=high, value=low, step=1,
                         key=f"{key}:new:val")
    if d.button(tr("turn.add"), key=f"{key}:add"):
        return cards + [{"currency": cur, "value": int(val)}]
    return None
