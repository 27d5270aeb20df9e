"""A name typed on a page, checked before it reaches a position or the ledger (assistant.names decides),
so a refused name is said beside its box and never makes the position unreadable."""

from __future__ import annotations

import copy

import streamlit as st

from assistant import api
from assistant.i18n import t
from ui.common import position, set_position, tr
from ui.safe_text import md

# The name a board page gives a new player, per game (the key of its translated "Player {n}").
DEFAULT_NAME_KEYS = {"alhambra": "alh.default_name", "azul": "azb.default_name"}


def rename_refusal(new: str, others, empty_key: str, taken_key: str, renaming: bool = True) -> str | None:
    """The translated reason `new` cannot be a player's name next to `others`, or None when it can; when
    `renaming`, it adds that the old name is kept (a new game's form has no old name to keep)."""
    refused = api.name_refusal(new, list(others))
    if refused is None:
        return None
    if refused["problem"] == "empty":
        return tr(empty_key, name="")
    if refused["problem"] == "hidden":
        # "U+202E", not the character's English Unicode name ("RIGHT-TO-LEFT OVERRIDE") on a Spanish page
        code = str(refused["char"]).split(" ", 1)[0]
        said = tr("name.hidden_char", char=code, at=refused["at"])
        return said + tr("score.sentence_sep") + tr("name.old_kept") if renaming else said
    return tr(taken_key, name=md(new))


def first_refusal(names: list[str], empty_key: str, taken_key: str) -> str | None:
    """The reason the first refused name of a list (a new game's players) cannot be, or None."""
    return next((r for i, n in enumerate(names)
                 if (r := rename_refusal(n, names[:i], empty_key, taken_key, renaming=False))), None)


def translate_default_names(old: str, new: str) -> None:
    """On a change of language, the players still called by their default name ("Player 2") take the new
    language's ("Jugador 2"), so an English name does not stay behind in every Spanish sentence. A name
    the players typed is never touched, nor is any name when the new ones would clash with it."""
    for game, key in DEFAULT_NAME_KEYS.items():
        pos = position(game)
        if not pos or not isinstance(pos.get("players"), list):
            continue
        names = [p.get("name") for p in pos["players"]]
        defaults = {t(key, old, n=k): t(key, new, n=k) for k in range(1, len(names) + 10)}
        renamed = [defaults.get(n, n) for n in names]
        unique = all(isinstance(n, str) and api.name_refusal(n, renamed[:i]) is None  # one name each, by
                     for i, n in enumerate(renamed))                                   # assistant.names
        if renamed != names and unique:
            pos = copy.deepcopy(pos)
            for player, name in zip(pos["players"], renamed, strict=True):
                player["name"] = name
            set_position(game, pos)


def name_box(col, label: str, key: str, name: str) -> str:
    """A player's name box under one key for good (`key`), showing `name`; what it holds now.

    A key that follows the name (the box made anew on a rename) left the old box on the page beside the new
    one during the rename's rerun: everything below jumped down ~84 px for a moment, and a tap on the board
    then landed on the wrong spot (audit 2026-11-30, item 1). The box is set to `name` only when the name
    changed elsewhere (a loaded position, the language, starting over), never over what is being typed."""
    was = f"{key}:was"
    if key not in st.session_state or st.session_state.get(was) != name:
        st.session_state[key] = name
        st.session_state[was] = name
    return col.text_input(label, max_chars=40, key=key)

