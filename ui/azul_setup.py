"""The Azul board page's setup: examples, how many players, their names, the wall variant, starting over,
and whose board is shown. These run on a full run of the page only (a tap reruns only the board area,
ui/azul_board_ui), so their widget keys follow what they show (the names, the variant), never the whole
position: a key that changed with every tap would make the next change here look like a new widget."""

from __future__ import annotations

import copy
import hashlib

import streamlit as st

from assistant import api
from ui.azul_widgets import EXAMPLES, example
from ui.common import md, set_position, tr, validate
from ui.names import name_box, rename_refusal
from ui.position_io import position_io

GAME = "azul"


def empty_player(name: str) -> dict:
    """A board as the engine sets up a game (api.setup: no score, empty lines, wall and floor), named `name`."""
    seats = api.registration(GAME).players
    return {**copy.deepcopy(api.setup(GAME, seats.min)["players"][0]), "name": name}


def new_game(players: int = 2, variant: str | None = None, names: list[str] | None = None) -> dict:
    """Empty boards (the engine's setup, without the factories the board page does not hold); `names` keeps
    the players of the game being started over; the registration's first variant unless told."""
    names = names or [tr("azb.default_name", n=i + 1) for i in range(players)]
    return {"game": GAME, "wall_variant": variant or api.registration(GAME).variants[0],
            "players": [empty_player(name) for name in names]}


def save(pos: dict) -> None:
    set_position(GAME, pos)
    st.rerun()


def _sig(*parts: str) -> str:
    return hashlib.sha1("\x00".join(parts).encode("utf-8")).hexdigest()[:10]


def stop_if_unreadable(pos: dict) -> None:
    """Only a hand-made session can hold an unreadable position: say why, offer a fresh start, stop."""
    unreadable = validate(pos)
    if not unreadable:
        return
    st.error(tr("azb.unreadable", error=md(unreadable)))
    if st.button(tr("azb.new_game"), key="azb:reset"):
        save(new_game())
    position_io(GAME, pos)
    st.stop()


def _examples() -> None:
    e1, e2 = st.columns([3, 1], vertical_alignment="bottom")
    chosen = e1.selectbox(tr("azb.example"), EXAMPLES, format_func={e: tr(f"azb.example.{e}") for e in EXAMPLES}.get,
                          key="azb:example")
    if e2.button(tr("azb.load_example"), key="azb:load-example", width="stretch"):
        st.session_state.pop("azb:ended", None)
        save(example(chosen))


def _count_and_variant(pos: dict, key) -> None:
    info = api.registration(GAME)  # the players and the wall variants (data/azul/game.yaml)
    players, variant = pos["players"], pos.get("wall_variant", info.variants[0])
    c1, c2 = st.columns(2)
    # the format also reads a single board (checked alone): the box's fewest players must not refuse it
    n = c1.number_input(tr("azb.player_count"), min_value=min(info.players.min, len(players)),
                        max_value=info.players.max, value=len(players), step=1, key=key("count"))
    if n != len(players):
        while len(players) < n:
            taken = [p["name"] for p in players]
            k = len(players) + 1
            while api.name_refusal(tr("azb.default_name", n=k), taken):  # free as a name (assistant.names)
                k += 1
            players.append(empty_player(tr("azb.default_name", n=k)))
        del players[n:]
        save(pos)
    variants = list(info.variants)
    picked = c2.radio(tr("azb.variant"), variants, index=variants.index(variant) if variant in variants else 0,
                      horizontal=True, format_func={v: tr(f"azb.variant.{v}") for v in variants}.get,
                      key=key("variant"), help=tr("azb.variant_help"))
    if picked != variant:
        pos["wall_variant"] = picked
        if picked == variants[0]:  # the coloured wall: no grey placements
            for p in players:
                p.pop("placements", None)
        save(pos)


def name_key(i: int) -> str:
    """A name box's key is its place, for good (ui/names.name_box): renaming player 1 must not make player
    2's box a new widget, which would drop what is being typed there (type a name, Tab, type the next one)."""
    return f"azb:name:{i}"


def _names(pos: dict) -> None:
    players = pos["players"]
    for i, (col, p) in enumerate(zip(st.columns(len(players)), players, strict=True)):
        new = name_box(col, tr("azb.name", n=i + 1), name_key(i), p["name"])
        if new != p["name"]:
            others = {q["name"] for j, q in enumerate(players) if j != i}
            refused = rename_refusal(new, others, "azb.name_empty", "azb.name_taken")
            if refused:
                col.error(refused)
            else:
                p["name"] = new
                save(pos)


def setup_panel(pos: dict) -> None:
    """Examples, players, wall variant and starting over, in an expander."""
    sig = _sig(pos.get("wall_variant", "colored"), *(p["name"] for p in pos["players"]))
    st.session_state["azb:setup"] = sig

    def key(name: str) -> str:
        return f"azb:set:{sig}:{name}"

    with st.expander(tr("azb.setup"), expanded=False):
        _examples()
        _count_and_variant(pos, key)
        _names(pos)
        if st.button(tr("azb.new_game"), key="azb:new"):
            st.session_state.pop("azb:ended", None)
            save(new_game(variant=pos.get("wall_variant"), names=[p["name"] for p in pos["players"]]))
    if st.session_state.get("azb:applied"):
        st.success(st.session_state.pop("azb:applied"))


def outside_the_box(pos: dict) -> None:
    """One line when the position holds fewer players than a game has: its board is checked and scored as it
    is."""
    seats = api.registration(GAME).players
    if len(pos["players"]) < seats.min:
        st.info(tr("azb.players_short", min=seats.min, max=seats.max))


def whose_board(players: list[dict]) -> int:
    """The board shown; the choice outlives the radio, whose key follows the names (a renamed player must not
    confuse the widget)."""
    who = min(st.session_state.get("azb:who", 0), len(players) - 1)
    who = st.radio(tr("azb.whose_board"), range(len(players)), index=who,
                   format_func=lambda i: md(players[i]["name"]), horizontal=True,
                   key=f"azb:who:{_sig(*(p['name'] for p in players))}")
    st.session_state["azb:who"] = who
    return who
