"""Alhambra played turn by turn on the Table page (issue 19; the hooks of ui/table_seats, filled in by
ui/alhambra_table): before play, the market, the money row and each hand tapped once from the real table;
then, on the phone whose turn it is, each step in two or three taps: take (the money row's cards, "Take"),
buy (a square, its payment proposed from the hand, "Buy"), redesign (the Alhambra and the reserve), the
bought tiles placed (a lit cell, or the reserve), the refill (the box, the deck's grid, "Done"). Every step is
handed to the Table page's `send`; the engine's refusal is drawn beside what was tapped, with its rule. What a
tap does is ui/alhambra_play_taps (plain functions); the other phones see whose turn it is and what is asked."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import partial

import streamlit as st

from assistant import api
from ui import alhambra_board_ui as board_ui
from ui import alhambra_play_taps as taps
from ui import alhambra_steps as steps
from ui.alhambra_entry import currencies, in_box
from ui.alhambra_money import currency_name, money_summary
from ui.alhambra_widgets import type_labels, type_name
from ui.board_component import clickable_svg
from ui.common import lang, md, show_problems, tr
from ui.drawings import alhambra_svg, hand_svg, market_svg, money_grid_svg, palette_svg, strip_svg
from ui.table_seats import Apply, Send, cells_of

WHERE = {"take": "take", "buy": "buy", "refill": "refill"}  # a step's kind -> the widget it was tapped on
OPEN_HANDS = "table:alh:open-hands"  # this phone shows every hand (a teaching table), not only the counts


def _who(seat: int | None) -> str:
    return "watch" if seat is None else str(seat)


def pick_key(seat: int | None) -> str:
    return f"table:alh:play:{_who(seat)}"


def last_key(seat: int | None) -> str:
    return f"table:alh:play-last:{_who(seat)}"


def group(seat: int | None) -> str:
    """One tap group (one handler) for every play drawing of this phone (ui/board_component)."""
    return f"table:alh:play-taps:{_who(seat)}"


def current(seat: int | None, turn: dict) -> taps.Pick:
    return taps.fresh(st.session_state.get(pick_key(seat)), turn)


def sent(seat: int | None, send: Send, step: dict | None) -> None:
    """Hand a step to the Table page, remembering where it was tapped (its refusal is drawn there)."""
    if step is None:
        return
    st.session_state[last_key(seat)] = WHERE.get(step["step"], "board")
    send(step)


def tap(pos: dict, turn: dict, seat: int | None, send: Send, target: str) -> None:
    """A tap on a play drawing of this phone (the drawings' callback; the tests call it too)."""
    pick = current(seat, turn)
    phase = turn.get("phase")
    if phase == "act":
        pick, step = taps.act_tap(pos, turn, pick, target)
    elif phase == "place":
        pick, step = taps.place_tap(pos, turn, pick, target)
    elif phase == "refill":
        pick, step = taps.refill_tap(pos, pick, target)
    elif phase == "dirk":
        pick, step = taps.dirk_tap(pos, pick, target)
    else:
        return
    st.session_state[pick_key(seat)] = pick
    sent(seat, send, step)


def press(pos: dict, turn: dict, seat: int | None, send: Send, make: Callable[[taps.Pick], dict | None]) -> None:
    """A button's step, made from what was tapped (the buttons' callback)."""
    sent(seat, send, make(current(seat, turn)))


def names() -> dict[str, str]:
    return {c: currency_name(c) for c in currencies()}


def play_turn(pos: dict, turn: dict, seat: int | None, send: Send, problems: list[dict]) -> None:
    """The step widgets on the phone whose turn it is (whose turn and the phase are the Table page's line, from
    play.phase.alhambra.<phase>); the other phones see the market, the money row and the hands' counts."""
    players = [p["name"] for p in pos.get("players") or []]
    active = seat is not None and seat < len(players) and players[seat] == turn.get("player")
    if not active:
        watch(pos, turn, seat)
        return
    where = st.session_state.get(last_key(seat)) if problems else None
    handler = lambda target: tap(pos, turn, seat, send, target)  # noqa: E731 - one handler a phone
    phase = turn.get("phase")
    if phase == "act":
        act(pos, turn, seat, send, handler, problems, where)
    elif phase == "place":
        place(pos, turn, seat, send, handler, problems)
    elif phase == "refill":
        refill(pos, turn, seat, send, handler, problems)
    elif phase == "dirk":
        dirk(pos, turn, seat, send, handler, problems)
    elif problems:
        show_problems(problems)
    hands(pos, seat)


def _beside(here: str, where: str | None, problems: list[dict]) -> None:
    """The refusal of this phone's last step, under the widget it was tapped on."""
    if problems and where == here:
        show_problems(problems)


def act(pos: dict, turn: dict, seat: int, send: Send, handler, problems: list[dict], where: str | None) -> None:
    pick = current(seat, turn)
    args = (pos, turn, seat, send)
    if problems and where not in ("take", "buy", "board"):  # a refusal this phone cannot place: at the top
        show_problems(problems)
    held_strip(turn, None, tappable=False)
    take, buy = st.columns(2, gap="medium")  # side by side on a laptop; on a phone, stacked in this order
    with take:
        st.subheader(tr("play.alh.take"))
        st.caption(tr("play.alh.take_help", limit=api.facts(steps.GAME)["money"]["take_limit"]))
        money_row(pos, seat, pick["cards"], handler)
        st.button(tr("play.alh.take_button"), key=f"table:alh:play-take:{seat}", type="primary",
                  disabled=not pick["cards"], on_click=press, args=(*args, lambda p: taps.take_step(pos, p)))
        _beside("take", where, problems)
    with buy:
        st.subheader(tr("play.alh.buy"))
        st.caption(tr("play.alh.buy_help"))
        market(pos, seat, pick["square"], handler)
        mine = taps.hand(pos, turn.get("player"))
        if pick["square"] is not None:
            paying(pos, mine, pick)
        hand_cards(mine, seat, pick["pay"], handler)
        st.button(tr("play.alh.buy_button"), key=f"table:alh:play-buy:{seat}", type="primary",
                  disabled=pick["square"] is None,
                  on_click=press, args=(*args, lambda p: taps.buy_step(pos, turn, p)))
        _beside("buy", where, problems)
    with st.expander(tr("play.alh.redesign"), expanded=where == "board" or pick["board"] is not None):
        st.caption(tr("play.alh.redesign_help"))
        sel = pick["board"]
        board(pos, turn, seat, sel, sel["tile"] if sel and "tile" in sel else None, handler, problems)
        me = next(p for p in pos["players"] if p["name"] == turn["player"])
        st.caption(f"**{tr('alh.reserve')}**")
        if me.get("reserve"):
            chosen = sel.get("index") if sel and sel.get("from") == "reserve" else None
            clickable_svg(strip_svg(me["reserve"], "reserve", selected=chosen, labels=type_labels()),
                          f"table:alh:play-reserve:{seat}", handler, group=group(seat), label=tr("be.strip_label"))
        else:
            st.caption(tr("alh.none_yet"))
        st.button(tr("be.to_reserve"), key=f"table:alh:play-remove:{seat}", disabled=not (sel and "placed" in sel),
                  on_click=press, args=(*args, taps.remove_step))
        _beside("board", where, problems)


def paying(pos: dict, mine: list[dict], pick: taps.Pick) -> None:
    """What the chosen cards pay for the chosen square's tile: exact (another action) or not."""
    tile = taps.square_tile(pos, pick["square"]) or {"price": 0}
    total = sum(mine[j]["value"] for j in pick["pay"] if j < len(mine))
    key = "play.alh.paying_exact" if total == tile["price"] else "play.alh.paying"
    st.caption(tr(key, total=total, price=tile["price"], square=currency_name(pick["square"])))


def money_row(pos: dict, seat: int | None, chosen: list[int], handler) -> None:
    cards = taps.row(pos)
    st.caption(f"**{tr('play.alh.money_row')}**")
    if not cards:
        st.caption(tr("turn.no_cards"))
        return
    clickable_svg(hand_svg(cards, names(), prefix="row", selected=tuple(chosen)), f"table:alh:play-row:{_who(seat)}",
                  handler, group=group(seat), label=tr("play.alh.money_row"))


def market_squares(pos: dict) -> list[tuple[str, str, dict | None]]:
    """Each market square as the drawing takes it: its currency, its name in this phone's words, its tile."""
    return [(c, currency_name(c), taps.square_tile(pos, c)) for c in currencies()]


def market(pos: dict, seat: int | None, chosen: str | None, handler, sticky: bool = False) -> None:
    """The market squares; `sticky`: kept in view on a phone while the box below it scrolls (the refill)."""
    squares = market_squares(pos)
    st.caption(f"**{tr('be.market')}**")
    clickable_svg(market_svg(squares, selected=chosen, labels=type_labels()), f"table:alh:play-market:{_who(seat)}",
                  handler, group=group(seat), label=tr("be.market"), sticky=sticky)


def hand_cards(cards: list[dict], seat: int | None, chosen: list[int], handler) -> None:
    st.caption(f"**{tr('table.alh.hand_label')}** · {money_summary(cards)}" if cards else tr("table.alh.hand_empty"))
    if cards:
        clickable_svg(hand_svg(cards, names(), selected=tuple(chosen)), f"table:alh:play-hand:{_who(seat)}",
                      handler, group=group(seat), label=tr("table.alh.hand_label"))


def board(pos: dict, turn: dict, seat: int, sel: dict | None, tile: dict | None, handler,
          problems: list[dict]) -> None:
    """The player's Alhambra, tappable, the cells where `tile` may legally go lit (the engine's `place`)."""
    name = turn["player"]
    me = next(p for p in pos["players"] if p["name"] == name)
    legal = board_ui.legal_cells(pos, name, {"tile": tile}) if tile else []
    chosen = tuple(sel["placed"]) if sel and "placed" in sel else None
    svg = alhambra_svg(me["alhambra"], problems=cells_of(problems), legal=legal, selected=chosen,
                       wall_segments=board_ui.wall_segments(pos, name), labels=type_labels(), title=name,
                       clickable=True)
    if tile:
        st.caption(tr("play.alh.lit", n=len(legal)))
    clickable_svg(svg, f"table:alh:play-board:{seat}", handler, group=group(seat),
                  label=tr("be.board_label", name=name), sticky=True)


def held_strip(turn: dict, chosen: int | None, tappable: bool, handler=None, seat: int | None = None) -> None:
    tiles = taps.held(turn)
    if not tiles:
        return
    st.caption(f"**{tr('play.alh.held')}**")
    clickable_svg(strip_svg(tiles, "held", selected=chosen, labels=type_labels()), f"table:alh:play-held:{_who(seat)}",
                  handler if tappable else None, group=group(seat), label=tr("play.alh.held"))


def place(pos: dict, turn: dict, seat: int, send: Send, handler, problems: list[dict]) -> None:
    """The bought tiles placed: one chosen (the first at once), its legal cells lit on the board."""
    pick = current(seat, turn)
    j = taps.chosen_held(turn, pick)
    st.caption(tr("play.alh.award_help" if turn.get("end") else "play.alh.place_help"))
    held_strip(turn, j, True, handler, seat)
    tile = taps.held(turn)[j] if j is not None else None
    board(pos, turn, seat, None, tile, handler, problems)
    args = (pos, turn, seat, send)
    row = st.container(horizontal=True, gap="small")
    row.button(tr("be.to_reserve"), key=f"table:alh:play-place-reserve:{seat}", disabled=j is None,
               on_click=press, args=(*args, lambda p: taps.place_elsewhere(turn, p, "reserve")))
    if "dirk" in pos:
        row.button(tr("play.alh.to_dirk"), key=f"table:alh:play-place-dirk:{seat}", disabled=j is None,
                   on_click=press, args=(*args, lambda p: taps.place_elsewhere(turn, p, "dirk")))
    show_problems(problems)


def palette(pos: dict, seat: int | None, key: str, handler, grp: str) -> None:
    """The tiles still in the box, by building type (faint: on the table), as on the board page."""
    tiles: dict[str, list] = {}
    for tile, left in in_box(pos):
        tiles.setdefault(tile["type"], []).append((tile, left))
    named = [(type_name(t), group_) for t, group_ in tiles.items()]
    wide = [(board_ui.WHOLE_ROWS, palette_svg(named, per_row=max(len(t) for _, t in named))),
            (0, palette_svg(named, per_row=9))]
    st.caption(f"**{tr('be.box')}**")
    clickable_svg(palette_svg(named), key, handler, group=grp, label=tr("be.palette_label"), wide=wide)


def refill(pos: dict, turn: dict, seat: int, send: Send, handler, problems: list[dict]) -> None:
    """The end of the turn: the new tiles for the empty squares, the new money cards, the two flags, "Done"."""
    pick = current(seat, turn)
    shown = taps.preview(pos, pick)
    empty = taps.empty_squares(pos)
    st.caption(tr("play.alh.refill_market", k=len(pick["refill"]), n=len(empty)))
    market(shown, seat, pick["square"], handler, sticky=True)
    if len(pick["refill"]) < len(empty):
        palette(shown, seat, f"table:alh:play-box:{seat}", handler, group(seat))
    due = taps.money_due(pos)
    st.caption(tr("play.alh.refill_money", k=len(pick["money"]), n=due))
    if pick["money"]:
        clickable_svg(hand_svg(pick["money"], names(), prefix="new"), f"table:alh:play-new:{seat}", handler,
                      group=group(seat), label=tr("play.alh.money_row"))
    if len(pick["money"]) < due:
        grid(taps.row(shown), f"table:alh:play-grid:{seat}", handler, group(seat))
    this = hashlib.sha1(pick["turn"].encode("utf-8")).hexdigest()[:12]  # the flags start unset each turn
    scoring, bag = f"table:alh:play-scoring:{seat}:{this}", f"table:alh:play-bag:{seat}:{this}"
    st.toggle(tr("play.alh.scoring_card"), key=scoring)
    st.checkbox(tr("play.alh.bag_empty"), key=bag)

    def step(p: taps.Pick) -> dict:  # the flags as they are when "Done" is pressed
        return taps.refill_step(pos, p, bool(st.session_state.get(scoring)), bool(st.session_state.get(bag)))
    st.button(tr("play.alh.done"), key=f"table:alh:play-done:{seat}", type="primary", on_click=press,
              args=(pos, turn, seat, send, step))
    show_problems(problems)


def dirk(pos: dict, turn: dict, seat: int, send: Send, handler, problems: list[dict]) -> None:
    """Right after a scoring of the two-player game: the tiles Dirk is dealt from the bag, tapped from the box."""
    pick = current(seat, turn)
    st.caption(tr("play.alh.dirk_help", k=len(pick["dirk"])))
    if pick["dirk"]:
        clickable_svg(strip_svg(pick["dirk"], "dirk", labels=type_labels()), f"table:alh:play-dirk:{seat}", handler,
                      group=group(seat), label=tr("play.alh.dirk_tiles"))
    palette(taps.dirk_preview(pos, pick), seat, f"table:alh:play-box:{seat}", handler, group(seat))
    st.button(tr("play.alh.done"), key=f"table:alh:play-dirk-done:{seat}", type="primary", on_click=press,
              args=(pos, turn, seat, send, taps.dirk_step))
    show_problems(problems)


def grid(lying: list[dict], key: str, handler, grp: str) -> None:
    """The deck's grid, a currency a column and a value a row; the cards lying out carry their count."""
    values = api.facts(steps.GAME)["money"]["values"]
    svg = money_grid_svg([(c, currency_name(c)) for c in currencies()], list(range(values["min"], values["max"] + 1)),
                         [(c["currency"], c["value"]) for c in lying])
    clickable_svg(svg, key, handler, group=grp, label=tr("table.alh.grid_label"))


def watch(pos: dict, turn: dict, seat: int | None) -> None:
    """Another phone: the market, the money row and the held tiles as they lie, not tappable."""
    held_strip(turn, None, tappable=False, seat=seat)
    left, right = st.columns(2, gap="medium")
    with left:
        market(pos, seat, None, None)
    with right:
        money_row(pos, seat, [], None)
    hands(pos, seat)


def hands(pos: dict, seat: int | None) -> None:
    """Each player's money: this phone's own cards, the others' as a count (every hand when the table is
    played open, for teaching: this phone's choice)."""
    shown = st.session_state.get(OPEN_HANDS, False)
    lines = []
    for i, p in enumerate(pos.get("players") or []):
        cards = list(p.get("hand") or [])
        what = money_summary(cards) if (shown or i == seat) and cards else tr("play.alh.cards", n=len(cards))
        lines.append(f"- **{md(p['name'])}** · {what}")
    st.caption(f"**{tr('play.alh.hands')}**")
    st.markdown("\n".join(lines))
    st.toggle(tr("play.alh.open_hands"), key=OPEN_HANDS)


# --- before play ---------------------------------------------------------------------------------------------


def square_key(seat: int | None) -> str:
    return f"table:alh:setup-square:{_who(seat)}"


def setup_market_tap(seat: int | None, apply: Apply, target: str) -> None:
    """A tap on the market or the box before play (the drawings' callback; the tests call it too)."""
    def change(p: dict, sel: dict | None) -> tuple[dict, dict | None]:
        new, st.session_state[square_key(seat)] = taps.setup_market_tap(p, square, target)
        return new, sel
    square = st.session_state.get(square_key(seat))
    apply(change)


def setup_row_tap(apply: Apply, target: str) -> None:
    apply(lambda p, sel: (taps.setup_row_tap(p, target), sel))


def setup_hand_tap(seat: int, apply: Apply, target: str) -> None:
    apply(lambda p, sel: (steps.hand_tap(p, seat, target, lang())[0], sel))


def play_setup(pos: dict, seat: int | None, apply: Apply) -> None:
    """The table as it lies before the first turn, tapped once: the market's squares from the box, the money
    row's cards from the grid (any phone), and this phone's hand as dealt."""
    st.subheader(tr("play.alh.setup"))
    st.caption(tr("play.alh.setup_help"))
    setup_market(pos, seat, st.session_state.get(square_key(seat)), partial(setup_market_tap, seat, apply))
    row_tap = partial(setup_row_tap, apply)
    st.caption(tr("play.alh.setup_row", k=len(taps.row(pos)), n=taps.money_row_size()))
    cards = taps.row(pos)
    row_group = f"table:alh:setup-row:{_who(seat)}"
    if cards:
        clickable_svg(hand_svg(cards, names(), prefix="row"), f"table:alh:setup-row-cards:{_who(seat)}", row_tap,
                      group=row_group, label=tr("play.alh.money_row"))
    if len(cards) < taps.money_row_size():
        grid(cards, f"table:alh:setup-row-grid:{_who(seat)}", row_tap, row_group)
    if seat is not None and seat < len(pos.get("players") or []):
        setup_hand(pos, seat, apply)


def setup_market(pos: dict, seat: int | None, square: str | None, market_tap) -> None:
    empty = taps.empty_squares(pos)
    st.caption(tr("play.alh.setup_market", k=len(currencies()) - len(empty), n=len(currencies())))
    grp = f"table:alh:setup-market:{_who(seat)}"
    squares = market_squares(pos)
    clickable_svg(market_svg(squares, selected=square, labels=type_labels()), f"table:alh:setup-squares:{_who(seat)}",
                  market_tap, group=grp, label=tr("be.market"), sticky=True)
    if empty:
        palette(pos, seat, f"table:alh:setup-box:{_who(seat)}", market_tap, grp)


def setup_hand(pos: dict, seat: int, apply: Apply) -> None:
    """This phone's hand as dealt: the deck's grid (a tap adds the card) and the hand (a tap takes it back)."""
    me = pos["players"][seat]
    cards = list(me.get("hand") or [])
    st.caption(tr("play.alh.setup_hand", name=md(me["name"])))
    hand_tap = partial(setup_hand_tap, seat, apply)
    grp = f"table:alh:setup-hand:{seat}"
    if cards:
        st.caption(money_summary(cards))
        clickable_svg(hand_svg(cards, names()), f"table:alh:setup-hand-cards:{seat}", hand_tap, group=grp,
                      label=tr("table.alh.hand_label"))
    grid(cards, f"table:alh:setup-hand-grid:{seat}", hand_tap, grp)
