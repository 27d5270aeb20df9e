"""The current language, translated strings, the positions kept in the session, and cached core data.

Positions live in st.session_state under plain keys (not widget keys), so they survive switching pages.
"""

from __future__ import annotations

import copy
import json

import streamlit as st

from assistant import api
from assistant.i18n import lang_from_locale, strings, t
from ui.safe_text import md


def lang() -> str:
    """The session's language: chosen in the sidebar; at first from a `lang` link parameter (a rule link
    opened in a new tab keeps the language it was made in), else from the browser's locale."""
    if "lang" not in st.session_state:
        asked = st.query_params.get("lang")
        known = api.language_names()
        st.session_state["lang"] = asked if asked in known else lang_from_locale(getattr(st.context, "locale", None))
    return st.session_state["lang"]


def tr(key: str, **params) -> str:
    return t(key, lang(), **params)


def join_words(words: list[str]) -> str:
    """"A", "A and B", "A, B and C" in the session's language (data/i18n/common.yaml: list.*); the words must
    already be escaped. "Deniz, Lucía are tied" read as two names only by punctuation."""
    if len(words) < 2:
        return "".join(words)
    return tr("list.sep").join(words[:-1]) + tr("list.and") + words[-1]


def has_text(key: str) -> bool:
    """Whether data/i18n has a UI string of that key (a rule topic without one is named from its id)."""
    return key in strings()


def position(game: str) -> dict | None:
    return st.session_state.get(f"position:{game}")


def set_position(game: str, pos: dict) -> None:
    """Keep a validated copy; the pages edit their own copy and call this to save."""
    st.session_state[f"position:{game}"] = copy.deepcopy(pos)


def working_copy(game: str, new) -> dict:
    """A copy of the session's position of `game` for a page to edit (saved back with set_position);
    `new()` makes the first one when the session has none."""
    pos = position(game)
    if pos is None:
        pos = new()
        set_position(game, pos)
    return copy.deepcopy(pos)


def follow(key: str, value) -> None:
    """Set the widget `key` to `value` when the position changed elsewhere (a pasted notation, a link, undo),
    never over the player's own change of it. A widget keeps its own value across runs whatever `value=` it
    is given, so a stale count or choice would otherwise be applied to the position just loaded (three
    players pasted, two kept)."""
    was = f"{key}:was"
    if key not in st.session_state or st.session_state.get(was) != value:
        st.session_state[key] = value
        st.session_state[was] = value


def validate(pos: dict) -> str | None:
    """None when the position is readable, else the one-line reason (in the session's language)."""
    try:
        api.parse(pos)
    except api.PositionError as exc:
        return error_line(exc)
    return None


def error_line(exc: api.PositionError) -> str:
    """Why input was refused, in the session's language (outside text inside: show it with md())."""
    return api.error_message(exc, lang())


@st.cache_data(max_entries=256, show_spinner=False)
def _cached(kind: str, text: str, extra: str, lang_: str | None):
    pos, extra_value = json.loads(text), json.loads(extra) if extra else None
    if kind == "check":
        return api.check(pos, lang=lang_)
    if kind == "score":
        return api.score(pos)
    if kind == "place":
        return api.place(pos, extra_value["player"], extra_value["tile"])
    if kind == "move":
        return api.move(pos, extra_value, lang=lang_)
    raise ValueError(kind)


def _key(pos: dict) -> str:
    return json.dumps(pos, sort_keys=True, ensure_ascii=False)


def check(pos: dict) -> dict:
    """api.check, cached on the position's JSON: reruns that change nothing cost nothing."""
    return _cached("check", _key(pos), "", lang())


def score(pos: dict) -> dict:
    return _cached("score", _key(pos), "", None)


def place(pos: dict, player: str, tile: dict) -> dict:
    return _cached("place", _key(pos), json.dumps({"player": player, "tile": tile}), None)


def move(pos: dict, mv: dict) -> dict:
    return _cached("move", _key(pos), json.dumps(mv, sort_keys=True), lang())


def rule_link(rule_id: str) -> str:
    """Markdown link to the rule on the Rules page, in this session's language (it opens in a new tab, so
    the page the player is on keeps its position)."""
    return f"[{rule_id}](/rules?rule={rule_id}&lang={lang()})"


def show_problems(problems: list[dict], empty_text: str | None = None) -> None:
    """Each problem with its rule id and player; the message names the cells in words (the drawing outlines
    them), so no coordinates are shown."""
    if not problems:
        if empty_text:
            st.success(empty_text)
        return
    for p in problems:
        who = f"**{md(p['player'])}** · " if p.get("player") else ""
        st.error(f"{who}{md(p['message'])}\n\n{tr('common.rule')}: `{p['rule']}`")


def page_link(page: str, label: str, icon: str, url: str, query: dict | None = None) -> None:
    """A link to another page of the app (keeping the session); a plain Markdown link to `url` when the page
    runs on its own, outside the router (AppTest of a single page file)."""
    from streamlit.errors import StreamlitPageNotFoundError

    try:
        st.page_link(page, label=label, icon=icon, query_params=query)
    except StreamlitPageNotFoundError:
        suffix = "?" + "&".join(f"{k}={v}" for k, v in query.items()) if query else ""
        st.markdown(f"{icon} [{md(label)}]({url}{suffix})")

