"""The Alhambra board page's setup: a new game, the players (count, names, Dirk) and whose board is shown.
These run only on a full run of the page; the taps rerun only the board area (ui/alhambra_board_ui)."""

from __future__ import annotations

import copy

import streamlit as st

from assistant import api
from ui.common import follow, md, set_position, tr
from ui.names import name_box, rename_refusal

GAME = "alhambra"
DIRK = "dirk"  # the registration's variant with the neutral player, and his pile's key in a position


def dirk_may_play(n: int) -> bool:
    """Whether Dirk may sit at a table of `n` players: the registration's seats of his variant (two)."""
    return n in api.registration(GAME).seats(DIRK)


def empty_player(name: str) -> dict:
    """A player as the engine sets up a game (api.setup: the Alhambra its fountain alone, an empty reserve),
    named `name`, with an empty hand: the board page keeps no money."""
    seats = api.registration(GAME).players
    return {**copy.deepcopy(api.setup(GAME, seats.min)["players"][0]), "name": name, "hand": []}


def new_game(players: int = 2, names: list[str] | None = None) -> dict:
    """Empty Alhambras (only the fountain); `names` keeps the players of the game being started over."""
    names = names or [tr("alh.default_name", n=i + 1) for i in range(players)]
    return {"game": GAME, "round": 1, "players": [empty_player(name) for name in names]}


def save(pos: dict) -> None:
    set_position(GAME, pos)
    st.rerun()


def _count(pos: dict, n: int) -> None:
    """`n` players: new ones get a free default name and an empty Alhambra; Dirk plays only with two."""
    while len(pos["players"]) < n:
        taken = [p["name"] for p in pos["players"]]
        k = len(pos["players"]) + 1
        while api.name_refusal(tr("alh.default_name", n=k), taken):  # free as a name: "player 3" takes "Player 3"
            k += 1
        pos["players"].append(empty_player(tr("alh.default_name", n=k)))
    del pos["players"][n:]
    if not dirk_may_play(n):
        pos.pop("dirk", None)


def _names(pos: dict) -> None:
    cols = st.columns(len(pos["players"]))
    for i, (col, p) in enumerate(zip(cols, pos["players"], strict=True)):
        new = name_box(col, tr("alh.name", n=i + 1), f"alh:name:{i}", p["name"])
        if new != p["name"]:
            others = {q["name"] for j, q in enumerate(pos["players"]) if j != i}
            if DIRK in pos:  # Dirk's name is taken where he plays: the same name by assistant.names, as the engine
                others.add(api.facts(GAME)["dirk"])
            refused = rename_refusal(new, others, "alh.name_empty", "alh.name_taken")
            if refused:
                col.error(refused)
            else:
                p["name"] = new
                save(pos)


def players_panel(pos: dict) -> None:
    """How many players, their names, Dirk in the two-player game, and starting over (names kept)."""
    with st.expander(tr("alh.players"), expanded=False):
        c1, c2 = st.columns([1, 2])
        # the format also reads a single Alhambra (one board checked alone): the box's fewest players would
        # refuse it as the widget's value, and the page would fail for as long as it sits in the address bar
        have = len(pos["players"])
        follow("alh:count", have)
        seats = api.registration(GAME).players  # the box's range (data/alhambra/game.yaml)
        n = c1.number_input(tr("alh.player_count"), min_value=min(seats.min, have),
                            max_value=max(seats.max, have), step=1, key="alh:count")
        if n != len(pos["players"]):
            _count(pos, n)
            save(pos)
        if dirk_may_play(len(pos["players"])):
            follow("alh:dirk", "dirk" in pos)
            dirk_on = c2.checkbox(tr("alh.dirk"), key="alh:dirk", help=tr("alh.dirk_help"))
            if dirk_on != ("dirk" in pos):
                if dirk_on:
                    pos["dirk"] = []
                else:
                    pos.pop("dirk")
                save(pos)
        _names(pos)
        if st.button(tr("alh.new_game"), key="alh:new"):
            save(new_game(names=[p["name"] for p in pos["players"]]) | ({"dirk": []} if "dirk" in pos else {}))


def outside_the_box(pos: dict) -> None:
    """One line when the position holds fewer players than a game has: it is checked and scored as it is."""
    seats = api.registration(GAME).players  # the box's range (data/alhambra/game.yaml)
    if len(pos["players"]) < seats.min:
        st.info(tr("alh.players_short", min=seats.min, max=seats.max))


def whose_board(pos: dict) -> int:
    """The index of the board shown (one past the last player is Dirk's pile)."""
    names = [p["name"] for p in pos["players"]] + (["Dirk"] if "dirk" in pos else [])
    # Other names (a pasted notation, a rename): the browser keeps the radio's choice by its label, and with
    # the old label gone it showed no choice at all; set again, the choice is sent to the browser anew.
    if st.session_state.get("alh:who:names") != names:
        st.session_state["alh:who:names"] = names
        st.session_state["alh:who"] = min(st.session_state.get("alh:who", 0), len(names) - 1)
    who = st.radio(tr("alh.whose_board"), range(len(names)), format_func=lambda i: md(names[i]), horizontal=True,
                   key="alh:who")
    return min(who, len(names) - 1)
