"""Alhambra turn check: the face-up money and a player's hand; is this money take or this purchase legal,
does it earn another action; the market tiles left at the end of the game; and help with the setup
(starting money, start player, scoring cards, Dirk)."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from assistant import api
from assistant.api import PositionError
from assistant.render import esc
from assistant.render.alhambra import tile_svg
from ui.alhambra_buy_cell import buy_cell_picker
from ui.alhambra_money import (
    card_editor,
    card_text,
    chips,
    currencies,
    currency_name,
    money_summary,
    signature,
    square_chip,
)
from ui.alhambra_setup import new_game
from ui.alhambra_widgets import tile_picker, tile_text, type_labels
from ui.common import (
    error_line,
    join_words,
    lang,
    md,
    move,
    page_link,
    rule_link,
    set_position,
    show_problems,
    tr,
    working_copy,
)
from ui.position_io import position_io

GAME = "alhambra"
FACTS = api.facts(GAME)  # currencies, card values, turn limits, players, tiles: from data/alhambra, read each run
title = api.rule_title


# --- small helpers ---------------------------------------------------------------------------------------


def tile_only(t: dict) -> dict:
    return {"type": t["type"], "price": t["price"], "walls": t["walls"]}


def rule_ref(rule_id: str) -> str:
    return f"{tr('common.rule')}: {md(title(rule_id, lang()))} ({rule_link(rule_id)})"


def new_position() -> dict:
    """Two empty Alhambras (the board page's new game) with an empty market and money row to fill in."""
    return {**new_game(2), "market": [], "money_row": []}


def save(pos: dict) -> None:
    set_position(GAME, pos)
    st.rerun()


def checked_move(pos: dict, mv: dict) -> dict | None:
    try:
        return move(pos, mv)
    except PositionError as exc:
        st.error(tr("turn.unreadable", error=md(error_line(exc))))
        return None


# --- the sections ----------------------------------------------------------------------------------------


def take_section(pos: dict, me: dict) -> None:
    st.caption(tr("turn.take_help", limit=FACTS["money"]["take_limit"]))
    row = pos.get("money_row") or []
    if not row:
        st.info(tr("turn.row_empty"))
        return
    labels = [card_text(c) for c in row]
    picked = st.multiselect(tr("turn.take_pick"), range(len(row)), format_func=labels.__getitem__,
                            key=f"turn:take:{signature(row)}", placeholder=tr("turn.buy_pay_placeholder"))
    if not picked:
        st.caption(rule_ref("alhambra.money.take"))
        return
    cards = [row[i] for i in picked]
    st.markdown(chips(cards) + f" &nbsp; {esc(tr('turn.sum', total=sum(c['value'] for c in cards)))}",
                unsafe_allow_html=True)
    out = checked_move(pos, {"action": "take", "player": me["name"], "cards": cards})
    if out is None:
        return
    if out["legal"]:
        st.success(tr("turn.take_legal", name=md(me["name"]), n=len(cards), total=sum(c["value"] for c in cards))
                   + "\n\n" + rule_ref("alhambra.money.take"))
        if st.button(tr("turn.take_apply"), key="turn:take:apply", type="primary"):
            save(out["after"])
    else:
        show_problems(out["problems"])


def market_section(pos: dict) -> None:
    market = pos.get("market") or []
    by_square = {m["currency"]: m for m in market}
    labels = type_labels()
    st.markdown(f"**{tr('turn.market')}**")
    for col, cur in zip(st.columns(4), currencies(), strict=True):
        with col:
            st.markdown(square_chip(cur), unsafe_allow_html=True)
            offer = by_square.get(cur)
            if offer is None:
                st.caption(tr("turn.square_empty"))
                continue
            st.markdown(tile_svg(tile_only(offer), label=labels[offer["type"]]), unsafe_allow_html=True)
            st.caption(tile_text(offer))
            if st.button("✕", key=f"turn:market:clear:{cur}", help=tr("turn.square_clear")):
                pos["market"] = [m for m in market if m["currency"] != cur]
                save(pos)
    # A toggle, not an expander: the tile picker is drawn only while the market is being changed.
    if st.toggle(tr("turn.market_edit"), value=not market, key="turn:market:edit"):
        names = {c: currency_name(c) for c in currencies()}
        square = st.selectbox(tr("turn.square"), currencies(), format_func=names.get, key="turn:market:square")
        tile = tile_picker("turn:market-pick", pos)
        if st.button(tr("turn.market_put"), key="turn:market:put"):
            kept = [m for m in market if m["currency"] != square] + [{"currency": square, **tile}]
            pos["market"] = sorted(kept, key=lambda m: currencies().index(m["currency"]))
            save(pos)


def buy_section(pos: dict, me: dict, who: int) -> None:
    market_section(pos)
    st.divider()
    st.markdown(f"**{tr('turn.buy_title', name=md(me['name']))}**")
    market = pos.get("market") or []
    if not market:
        st.info(tr("turn.market_empty"))
        return
    by_square = {m["currency"]: m for m in market}
    squares = [m["currency"] for m in market]
    hand = me.get("hand") or []
    c1, c2 = st.columns(2)
    offers = {c: f"{currency_name(c)} · {tile_text(by_square[c])}" for c in squares}
    square = c1.selectbox(tr("turn.buy_square"), squares, format_func=offers.get,
                          key=f"turn:buy:square:{'-'.join(squares)}")
    offer = by_square[square]
    cards = [card_text(c) for c in hand]
    pay = c2.multiselect(tr("turn.buy_pay"), range(len(hand)), format_func=cards.__getitem__,
                         key=f"turn:buy:pay:{who}:{signature(hand)}", placeholder=tr("turn.buy_pay_placeholder"))
    if not hand:
        c2.caption(tr("turn.hand_empty"))
    try:
        dests = api.alhambra_buy_places(pos)  # Dirk's pile only where he plays, as the move's check decides
    except PositionError as exc:
        st.error(tr("turn.unreadable", error=md(error_line(exc))))
        return
    d1, d2 = st.columns(2)
    places = {d: tr(f"turn.to.{d}") for d in dests}
    to = d1.radio(tr("turn.buy_to"), dests, format_func=places.get, horizontal=True,
                  key="turn:buy:to")
    number = d2.number_input(tr("turn.buy_action"), min_value=1, max_value=FACTS["max_actions"], value=1,
                             step=1, key="turn:buy:action",
                             help=tr("turn.buy_action_help", max=FACTS["max_actions"]))
    mv: dict = {"action": "buy", "player": me["name"], "square": square, "pay": [hand[i] for i in pay], "to": to,
                "action_number": int(number)}
    if to == "alhambra" and not buy_cell(pos, who, offer, mv):
        return
    if not pay:
        st.info(tr("turn.buy_choose"))
        return
    buy_verdict(pos, me, mv, sum(hand[i]["value"] for i in pay), offer["price"], int(number))


def buy_cell(pos: dict, who: int, offer: dict, mv: dict) -> bool:
    """Where the bought tile goes in the Alhambra: tapped on the drawing (ui/alhambra_buy_cell), legal cells
    lit; puts it into the move. False while no cell is chosen or the position cannot be read."""
    readable, chosen = buy_cell_picker(pos, who, tile_only(offer))
    if chosen is None:
        return False
    mv["at"] = chosen
    return readable


def buy_verdict(pos: dict, me: dict, mv: dict, paid: int, price: int, number: int) -> None:
    """The engine's verdict on the purchase (exact payment earns another action) and the button to make it."""
    st.markdown(chips(mv["pay"]) + " &nbsp; " + esc(tr("turn.paying", paid=paid, price=price)),
                unsafe_allow_html=True)
    out = checked_move(pos, mv)
    if out is None:
        return
    if not out["legal"]:
        show_problems(out["problems"])
        return
    if out["extra_action"]:
        st.success(tr("turn.buy_extra", name=md(me["name"]), n=number, next=number + 1,
                      limit=FACTS["max_actions"]) + "\n\n" + rule_ref("alhambra.buy.exact-payment"))
    else:
        st.success(tr("turn.buy_over", over=paid - price) + "\n\n" + rule_ref("alhambra.buy.no-change") + "\n\n"
                   + rule_ref("alhambra.buy.exact-payment"))
    if st.button(tr("turn.buy_apply"), key="turn:buy:apply", type="primary"):
        save(out["after"])


def end_section(pos: dict) -> None:
    st.caption(tr("turn.end_help"))
    if st.session_state.pop("turn:end:done", False):
        st.success(tr("turn.end_done"))
        page_link("app_pages/alhambra_scoring.py", tr("nav.alhambra_scoring"), ":material/calculate:",
                  "/alhambra-scoring")
    if not pos.get("market"):
        st.info(tr("turn.end_empty"))
        return
    try:
        res = api.alhambra_end_market(pos)
    except PositionError as exc:
        st.error(tr("turn.unreadable", error=md(error_line(exc))))
        return
    square_col, tile_col, result_col = tr("turn.end_square"), tr("turn.end_tile"), tr("turn.end_result")
    rows = []
    for a in res["awards"]:
        # why the tile goes or stays is the engine's (its `reason`); the page words it
        verdicts = {"most": "turn.end_to", "no-money": "turn.end_nobody", "tie": "turn.end_tie"}
        verdict = tr(verdicts[a["reason"]], name=a["winner"] or "")
        money = {tr("turn.end_money", name=name): total for name, total in a["totals"].items()}
        # who gets the tile first, beside its square: as the last column it was cut off at 1400 px once the
        # players' money columns filled the width (issue 16); the money that decided it follows
        rows.append({square_col: currency_name(a["square"]), result_col: verdict, tile_col: tile_text(a["tile"]),
                     **money})
    st.dataframe(pd.DataFrame(rows).set_index(square_col), width="stretch")
    st.caption(rule_ref("alhambra.end.market-tiles"))
    awarded = sum(1 for a in res["awards"] if a["winner"] is not None)
    if st.button(tr("turn.end_apply", n=awarded), key="turn:end:apply", type="primary", disabled=awarded == 0):
        after = res["after"]  # the engine sets it to the last scoring round
        st.session_state["turn:end:done"] = True
        save(after)


@st.cache_data(max_entries=64, show_spinner=False)
def deal(players: int, seed: int, names: tuple[str, ...], ages: tuple[int, ...] | None) -> dict:
    return api.alhambra_setup(players, seed=seed, names=list(names), ages=list(ages) if ages else None)


def start_sentence(start: dict, names: list[str]) -> str:
    tied = [md(n) for n in start["tied"]]
    tied_text = join_words(tied)
    if start["name"] is None:
        key = "turn.start_tied_age" if start["decided_by"] == "age" else "turn.start_tied"
        return tr(key, names=tied_text)
    return tr(f"turn.start_{start['decided_by']}", name=md(start["name"]))


def setup_ages(names: list[str]) -> tuple[int, ...] | None:
    """Each player's age (the youngest may start on a tie), or None until every age is typed."""
    cols = st.columns(len(names))
    typed = [col.number_input(tr("turn.setup_age", name=name), min_value=1, max_value=120, value=None, step=1,
                              key=f"turn:setup:age:{i}")
             for i, (col, name) in enumerate(zip(cols, names, strict=True))]
    if all(a is not None for a in typed):
        return tuple(int(a) for a in typed)
    st.caption(tr("turn.setup_ages_missing"))
    return None


def setup_section() -> None:
    st.caption(tr("turn.setup_help", total=FACTS["money"]["starting_total"]))
    c1, c2, c3 = st.columns(3, vertical_alignment="bottom")
    seats = api.registration(GAME).players  # the box's range (data/alhambra/game.yaml)
    fewest, most = seats.min, seats.max
    players = int(c1.number_input(tr("turn.setup_players"), min_value=fewest, max_value=most, value=3, step=1,
                                  key="turn:setup:players"))
    seed = int(c2.number_input(tr("turn.setup_seed"), min_value=0, max_value=999_999_999, value=1, step=1,
                               key="turn:setup:seed", help=tr("turn.setup_seed_help")))
    with_ages = c3.toggle(tr("turn.setup_ages"), key="turn:setup:with-ages", help=tr("turn.setup_ages_help"))
    names = [tr("alh.default_name", n=i + 1) for i in range(players)]
    ages = setup_ages(names) if with_ages else None
    try:
        setup = deal(players, seed, tuple(names), ages)
    except PositionError as exc:
        st.error(tr("turn.unreadable", error=md(error_line(exc))))
        return

    st.markdown(f"**{tr('turn.setup_hands')}**")
    for name, hand in zip(names, setup["hands"], strict=True):
        total = sum(c["value"] for c in hand)
        st.markdown(f"**{md(name)}** · {esc(tr('turn.setup_hand', n=len(hand), total=total))} &nbsp; {chips(hand)}",
                    unsafe_allow_html=True)
    st.info(start_sentence(setup["start_player"], names) + "\n\n" + rule_ref("alhambra.setup.start-player"))

    st.markdown(f"**{tr('turn.setup_row')}** &nbsp; {chips(setup['money_row'])}", unsafe_allow_html=True)
    st.markdown(f"**{tr('turn.market')}**: "
                + " · ".join(f"{md(currency_name(m['currency']))}: {md(tile_text(m))}" for m in setup["market"]))
    deck = setup["deck"]
    first, second = (i + 1 for i in deck["scoring_cards_at"])
    st.markdown(tr("turn.setup_deck", cards=deck["cards"], first=first, second=second))
    st.caption(rule_ref("alhambra.setup.scoring-cards"))
    if setup.get("dirk"):
        dirk_head = tr("turn.setup_dirk", n=len(setup["dirk"]))
        st.markdown(f"**{dirk_head}**: " + " · ".join(md(tile_text(t)) for t in setup["dirk"]))
        st.caption(rule_ref("alhambra.variant.two-player"))
    st.caption(tr("turn.setup_use_help"))
    if st.button(tr("turn.setup_use"), key="turn:setup:use", type="primary"):
        save(setup["position"])



def dirk_section() -> None:
    """Two-player game: how many tiles Dirk gets at each stage, from the bag's count (the engine's rule)."""
    st.markdown(f"**{tr('turn.dirk_title')}**")
    d1, d2 = st.columns(2)
    dirk_stages = FACTS["dirk_stages"]  # the engine's stages (assistant/alhambra/dirk.py)
    stages = {s: tr(f"turn.dirk_stage.{s}") for s in dirk_stages}
    stage = d1.selectbox(tr("turn.dirk_stage"), dirk_stages, format_func=stages.get,
                         key="turn:dirk:stage")
    bag = int(d2.number_input(tr("turn.dirk_bag"), min_value=0, max_value=FACTS["tiles"], value=50, step=1,
                              key="turn:dirk:bag"))
    try:
        out = api.alhambra_dirk_tiles(stage, bag)
    except PositionError as exc:
        st.error(tr("turn.unreadable", error=md(error_line(exc))))
        return
    st.success(tr("turn.dirk_gets", n=out["tiles"]) + "\n\n" + rule_ref("alhambra.variant.two-player"))


# --- the page ---------------------------------------------------------------------------------------------

def money_panels(pos: dict, me: dict, who: int) -> None:
    """The money row and the chosen player's hand, each with its editor."""
    left, right = st.columns(2, gap="large")
    with left:
        st.subheader(tr("turn.money_row"))
        row = list(pos.get("money_row") or [])
        st.markdown(chips(row), unsafe_allow_html=True)
        # Open until the row is full: four cards are entered one after another (closing it after the first
        # card made the player open it again for each of the other three).
        with st.expander(tr("turn.edit_row"), expanded=len(row) < FACTS["money_row_size"]):
            changed = card_editor(row, "turn:row", limit=FACTS["money_row_size"])
        if changed is not None:
            pos["money_row"] = changed
            save(pos)
    with right:
        st.subheader(tr("turn.hand", name=md(me["name"])))
        hand = list(me.get("hand") or [])
        st.markdown(chips(hand), unsafe_allow_html=True)
        st.caption(money_summary(hand))
        with st.expander(tr("turn.edit_hand"), expanded=False):
            changed = card_editor(hand, f"turn:hand:{who}", limit=None)
        if changed is not None:
            me["hand"] = changed
            save(pos)


def main() -> None:
    st.title(tr("nav.alhambra_turn"))
    st.caption(tr("turn.intro"))

    pos = working_copy(GAME, new_position)

    names = [p["name"] for p in pos["players"]]
    who = st.columns([1, 2])[0].selectbox(tr("turn.player"), range(len(names)), format_func=lambda i: names[i],
                                         key="turn:player", help=tr("turn.player_help"))
    who = min(who or 0, len(names) - 1)
    me = pos["players"][who]

    money_panels(pos, me, who)
    take_tab, buy_tab, end_tab, setup_tab = st.tabs(
        [tr("turn.tab.take"), tr("turn.tab.buy"), tr("turn.tab.end"), tr("turn.tab.setup")])
    with take_tab:
        take_section(pos, me)
    with buy_tab:
        buy_section(pos, me, who)
    with end_tab:
        end_section(pos)
    with setup_tab:
        setup_section()
        st.divider()
        dirk_section()

    position_io(GAME, pos)


main()
