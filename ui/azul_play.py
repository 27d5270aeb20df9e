"""Azul turn by turn on the Table page (issue 19; the hook is TableWidgets.play_turn, ui/azul_table): the
factories dealt at the start of a round, then each take in two taps on the phone whose turn it is.

- Deal (phase "deal", on any phone): the colours tapped as they lie, four to a factory, factory after factory,
  a tile tapped again taken back; "Dealt" sends {"step": "deal", "factories": [[colour, ...], ...]}.
- Take (phase "take", active on the turn's player's phone only): a colour tapped in a factory or the centre,
  then a pattern line or the floor on the player's own board sends {"step": "take", "from": 0 | "centre",
  "colour": c, "line": 1-5 | "floor"}. The lines the engine's take move allows for that colour are lit; the
  others can still be tapped, and the engine's refusal is drawn beside the board with its rule.

What a tap means is plain functions (`deal_tap`, `take_tap`: no streamlit), called by the drawings' callback
and by the tests; the page sends what they return. Whose turn it is and what is asked is said on every phone."""

from __future__ import annotations

import json

import streamlit as st

from ui import azul_entry, common
from ui.azul_widgets import colour_name, marks, svg_labels
from ui.board_component import clickable_svg
from ui.common import md, show_problems, tr
from ui.drawings import azul_board_svg, offer_svg, swatches_svg
from ui.safe_text import sentence
from ui.table_seats import Send, cells_of

FACTS = azul_entry.FACTS
COLOURS, FIRST, PER_FACTORY = azul_entry.COLOURS, azul_entry.FIRST, FACTS["tiles_per_factory"]
LINES = (1, 2, 3, 4, 5, "floor")
DEAL_KEY, TAKE_KEY = "azp:deal", "azp:take"
PHONE_ROW, WIDE_ROW, WIDE_MIN = 3, 4, 420  # plates a row: a phone's 358 px; a laptop's column, at least 420 px

Draft = list[list[str]]
Chosen = tuple[int | str, str] | None  # (factory or "centre", colour)


# --- what a tap means (plain functions) ---------------------------------------------------------------------


def factories_for(players: int) -> int:
    """The number of factory displays for this many players (data/azul/components.yaml)."""
    table = FACTS["factories"]
    return int(table.get(players) or table.get(str(players)) or 0)


def blank(n: int) -> Draft:
    return [[] for _ in range(n)]


def filling(draft: Draft) -> int | None:
    """The factory the next colour tapped goes to: the first not yet full."""
    return next((i for i, f in enumerate(draft) if len(f) < PER_FACTORY), None)


def deal_tap(draft: Draft, target: str) -> Draft:
    """"colour:<c>": onto the first factory not yet full; "back:<factory>:<slot>": that tile taken back (the
    next colour fills its place). `draft` is not changed."""
    out = [list(f) for f in draft]
    kind, _, rest = target.partition(":")
    if kind == "colour" and rest in COLOURS:
        i = filling(out)
        if i is not None:
            out[i].append(rest)
    elif kind == "back":
        try:
            i, k = (int(v) for v in rest.split(":"))
        except ValueError:
            return out
        if 0 <= i < len(out) and 0 <= k < len(out[i]):
            del out[i][k]
    return out


def deal_step(draft: Draft) -> dict:
    return {"step": "deal", "factories": [list(f) for f in draft]}


def take_tap(chosen: Chosen, target: str) -> tuple[Chosen, dict | None]:
    """A tap during a take: a colour of a factory or the centre is chosen (the same one again: let go); then a
    line or the floor makes the step. Returns the colour chosen now and the step to send (or None)."""
    kind, _, rest = target.partition(":")
    if kind == "take":
        source, _, colour = rest.partition(":")
        picked: Chosen = ("centre" if source == "centre" else int(source), colour) if source else None
        if source != "centre" and not source.isdigit():
            return chosen, None
        return (None if picked == chosen else picked), None
    if chosen is None or kind not in ("line", "floor"):
        return chosen, None
    line: int | str = "floor" if kind == "floor" else int(rest) if rest.isdigit() else 0
    if line not in LINES:
        return chosen, None
    return chosen, {"step": "take", "from": chosen[0], "colour": chosen[1], "line": line}


def legal_lines(pos: dict, name: str, chosen: Chosen) -> set:
    """The lines (1-5, "floor") that can take the chosen colour: the engine's take move, tried on each."""
    if chosen is None:
        return set()
    source, colour = chosen
    return {line for line in LINES
            if common.move(pos, {"action": "take", "player": name, "from": source, "colour": colour,
                                 "line": line})["legal"]}


def taken(pos: dict, chosen: Chosen) -> int:
    """How many tiles the chosen colour takes (all of that colour where it lies)."""
    if chosen is None:
        return 0
    source, colour = chosen
    factories = pos.get("factories") or []
    if source == "centre":
        where = pos.get("centre") or []
    else:
        where = factories[int(source)] if 0 <= int(source) < len(factories) else []
    return sum(1 for c in where if c == colour)


# --- the widgets ---------------------------------------------------------------------------------------------


def active(pos: dict, turn: dict, seat: int | None) -> bool:
    """Whether this phone makes the step asked now: any phone deals; a take is the turn's player's."""
    if turn.get("phase") == "deal":
        return True
    names = [p["name"] for p in pos["players"]]
    return seat is not None and 0 <= seat < len(names) and names[seat] == turn.get("player")


def on_tap(pos: dict, turn: dict, seat: int | None, send: Send):
    """What a tap on this phone's drawings does (their callback, run before the page's next run): the deal's
    taps change the factories tapped so far; a take's choose a colour, then send the step (on the turn's
    player's phone only: elsewhere nothing)."""
    if not active(pos, turn, seat):
        return lambda target: None
    if turn.get("phase") == "deal":
        n = factories_for(len(pos["players"]))

        def dealt(target: str) -> None:
            st.session_state[DEAL_KEY] = deal_tap(st.session_state.get(DEAL_KEY) or blank(n), target)
        return dealt

    def took(target: str) -> None:
        now, step = take_tap(chosen_now(pos, turn), target)
        st.session_state[TAKE_KEY] = kept(pos, turn, now)
        if step is not None:
            send(step)
    return took


def play_turn(pos: dict, turn: dict, seat: int | None, send: Send, problems: list[dict]) -> None:
    """The step asked now: the deal on any phone, else the take on the turn's player's phone. Whose turn it is
    and its phase (play.phase.azul.<phase>) the Table page says above; the deal names who starts the round."""
    tapped = on_tap(pos, turn, seat, send)
    if turn.get("phase") == "deal":
        starter = turn.get("starter") or turn.get("player")
        if starter:
            st.markdown(sentence(tr("azp.starter", name=f"**{md(starter)}**")))
        deal(pos, seat, tapped, send, problems)
        return
    st.session_state.pop(DEAL_KEY, None)  # a round dealt: the next one starts from empty factories
    take(pos, turn, seat if active(pos, turn, seat) else None, tapped, problems)


def deal(pos: dict, seat: int | None, tapped, send: Send, problems: list[dict]) -> None:
    n = factories_for(len(pos["players"]))
    draft = st.session_state.get(DEAL_KEY)
    if not (isinstance(draft, list) and len(draft) == n):
        draft = blank(n)
        st.session_state[DEAL_KEY] = draft
    nxt = filling(draft)
    st.caption(tr("azp.deal_hint", n=nxt + 1) if nxt is not None else tr("azp.deal_full"))
    group = f"azp:deal:{'watching' if seat is None else seat}"

    def drawn(per_row: int) -> str:
        return offer_svg(draft, [FIRST], per_row=per_row, targets="back", filling=nxt, slots=PER_FACTORY,
                         centre_label=tr("azb.centre"), marks=marks())

    clickable_svg(drawn(PHONE_ROW), "azp:deal:offer", tapped, group=group, label=tr("azp.offer_label"),
                  wide=[(WIDE_MIN, drawn(WIDE_ROW))])
    if nxt is not None:
        names = {c: colour_name(c) for c in COLOURS}
        clickable_svg(swatches_svg(list(COLOURS), names), "azp:deal:colours", tapped, group=group,
                      label=tr("azp.swatch_label"))
    row = st.container(horizontal=True, gap="small")
    # always pressable: when bag and lid hold fewer tiles than the factories take, all of them are dealt (the
    # engine counts the deal against the box and says what does not add up)
    row.button(tr("azp.dealt"), key="azp:dealt", type="primary",
               on_click=lambda: send(deal_step(st.session_state.get(DEAL_KEY) or draft)))
    row.button(tr("azp.deal_clear"), key="azp:deal:clear", disabled=not any(draft),
               on_click=lambda: st.session_state.__setitem__(DEAL_KEY, blank(n)))
    show_problems(problems)


def _fingerprint(pos: dict, turn: dict) -> str:
    """What a chosen colour belongs to: this turn on this offer (a step made anywhere lets it go)."""
    return json.dumps([turn, pos.get("factories"), pos.get("centre")], sort_keys=True)


def kept(pos: dict, turn: dict, chosen: Chosen) -> dict | None:
    """The chosen colour as the session keeps it, with the turn and offer it was chosen on."""
    return None if chosen is None else {"turn": _fingerprint(pos, turn), "source": chosen[0], "colour": chosen[1]}


def chosen_now(pos: dict, turn: dict) -> Chosen:
    held = st.session_state.get(TAKE_KEY)
    if held and held.get("turn") == _fingerprint(pos, turn):
        return held["source"], held["colour"]
    return None


def take(pos: dict, turn: dict, seat: int | None, tapped, problems: list[dict]) -> None:
    """The offer, and on the active phone (`seat`; None elsewhere) the player's own board to tap a line or the
    floor on."""
    chosen = chosen_now(pos, turn) if seat is not None else None
    if turn.get("phase") != "take":
        pass  # the offer is over: the Table page records the round
    elif seat is None:
        st.caption(tr("azp.waiting", name=f"**{md(turn.get('player') or '')}**"))
    elif chosen is None:
        st.caption(tr("azp.take_hint"))
    else:
        source = tr("azp.from_centre") if chosen[0] == "centre" else tr("azp.from_factory", n=int(chosen[0]) + 1)
        st.caption(tr("azp.take_chosen", count=taken(pos, chosen), colour=colour_name(chosen[1]), source=source))
    targets = "take" if seat is not None else None
    group = f"azp:take:{'watching' if seat is None else seat}"

    left, right = st.columns(2, gap="medium")
    with left:
        offer(pos, "azp:take:offer", tapped if seat is not None else None, group, targets, chosen)
    if seat is None:
        return
    with right:
        own_board(pos, seat, legal_lines(pos, pos["players"][seat]["name"], chosen) if chosen else set(),
                  problems, tapped, group)
        show_problems(problems)


def offer(pos: dict, key: str, tapped=None, group: str | None = None, targets: str | None = None,
          chosen: tuple | None = None) -> None:
    """The factories and the centre as they lie (no empty slots), three plates a row on a phone, four on a
    laptop's column; tappable with `targets` ("take"), the colour `chosen` outlined."""
    def drawn(per_row: int) -> str:
        return offer_svg(pos.get("factories") or [], pos.get("centre") or [], per_row=per_row, targets=targets,
                         chosen=chosen, slots=0, centre_label=tr("azb.centre"), marks=marks())
    clickable_svg(drawn(PHONE_ROW), key, tapped, group=group, label=tr("azp.offer_label"),
                  wide=[(WIDE_MIN, drawn(WIDE_ROW))])


def between(pos: dict, key: str) -> None:
    """The factories and the centre as they lie, not tappable, under a key of the caller's (the replay's)."""
    offer(pos, key)


def own_board(pos: dict, seat: int, lit: set, problems: list[dict], tapped, group: str) -> None:
    """The player's board, its lines and floor tap targets, those that can take the chosen colour lit: on a
    phone 44 px lines with a small wall beside them (the offer and the board above the fold together)."""
    me, variant = pos["players"][seat], pos.get("wall_variant", "colored")
    mine = cells_of([p for p in problems if p.get("player") in (None, me["name"])])

    def drawn(**how) -> str:
        return azul_board_svg(me, variant, labels=svg_labels(), marks=marks(), problems=mine,
                              takes=sorted(lit, key=str), **how)

    clickable_svg(drawn(size=39, wall_size=14), f"azp:take:board:{seat}", tapped, group=group,
                  label=tr("azp.board_label", name=me["name"]), wide=[(0, drawn(size=32))])
