"""What an Alhambra table asks above the boards (the Table page's `stage` hook, ui/table_seats): which step the
game is at and what to do next; Dirk's tiles at the start and after the first and second scoring, given by
taps on the box with "k of N given"; at the end of the game this phone's hand tapped card by card in a grid,
and one button awarding the leftover market tiles, each with who gets it and why. Every change is written to
the table through the Table page's `apply` (ui/table_write); the rules are the engine's (ui/alhambra_steps)."""

from __future__ import annotations

import streamlit as st

from assistant import api
from ui import alhambra_board_ui as board_ui
from ui import alhambra_steps as steps
from ui.alhambra_money import currency_name, money_summary
from ui.alhambra_widgets import tile_text, type_labels
from ui.board_component import clickable_svg
from ui.common import join_words, lang, md, tr
from ui.drawings import hand_svg, money_grid_svg, strip_svg  # cached by content
from ui.safe_text import sentence
from ui.table_seats import Apply


def _note_key(token: str) -> str:
    return f"table:alh:note:{token}"


def base(led, view) -> list[dict]:
    """Dirk's pile as this stage began, read from the table's log once per stage and kept in the session (the
    log changes at each scoring only as far as this is concerned)."""
    key = f"table:alh:dirk-base:{view.token}:{len(view.game.rounds)}"
    if key not in st.session_state:
        st.session_state[key] = steps.base_pile(api.table.table_log(led, view.token), view.position)
    return st.session_state[key]


def stage(led, view, seat: int | None, apply: Apply) -> None:
    pos = view.position
    last = steps.recorded(pos) == steps.scorings() - 1
    pile = base(led, view) if steps.dirk_plays(pos) else []
    due = steps.dirk_due(pos, pile)
    award = steps.market_award(pos) if last else None
    now = steps.step(pos, due, award)
    st.info(sentence(tr(f"table.alh.step.{now}", n=steps.recorded(pos) + 1, button=tr("table.score_now.scoring"))))
    note = st.session_state.pop(_note_key(view.token), None)
    if note:
        st.error(note)
    if due is not None:
        dirk_section(view.token, pos, due, pile, apply)
    if last and seat is not None:
        hand_section(view.token, pos, seat, apply)
    if last:
        award_section(view.token, award, apply)


def dirk_section(token: str, pos: dict, due: steps.DirkDue, pile: list[dict], apply: Apply) -> None:
    """Dirk's pile; while he is owed tiles at this stage, the box to give them from."""
    st.subheader(tr("table.alh.dirk_pile"))
    who = len(pos["players"])  # alhambra_entry's board index of Dirk's pile

    def tap(target: str) -> None:
        refused = False

        def change(p: dict, sel: dict | None) -> tuple[dict, dict | None]:
            nonlocal refused
            new, refused = steps.dirk_tap(p, target, pile)
            return new, sel
        apply(change)
        if refused:
            st.session_state[_note_key(token)] = tr("table.alh.dirk_too_many", n=due.due)

    st.caption(tr(f"table.alh.dirk_due.{due.stage}", n=due.due, bag=due.bag) + " "
               + tr("table.alh.dirk_given", k=due.given, n=due.due))
    if pos.get("dirk"):
        clickable_svg(strip_svg(pos["dirk"], "dirk", labels=type_labels()), "table:alh:dirk-pile", tap,
                      group=board_ui.group(who), label=tr("be.strip_label"))
    if due.done:
        st.success(tr("table.alh.dirk_done", n=due.due))
        return
    board_ui.palette(pos, who, "table:alh:dirk-box", tap=tap)


def hand_section(token: str, pos: dict, seat: int, apply: Apply) -> None:
    """This phone's hand at the end of the game: the cards held (a tap takes one out) and the deck's grid (a
    tap adds that card); a card the deck cannot give is refused with the engine's reason."""
    me = pos["players"][seat]
    hand = list(me.get("hand") or [])
    st.subheader(tr("table.alh.hand", name=md(me["name"])))
    st.caption(tr("table.alh.hand_help"))

    def tap(target: str) -> None:
        refusal = None

        def change(p: dict, sel: dict | None) -> tuple[dict, dict | None]:
            nonlocal refusal
            new, refusal = steps.hand_tap(p, seat, target, lang())
            return new, sel
        apply(change)
        if refusal:
            st.session_state[_note_key(token)] = refusal

    facts = api.facts(steps.GAME)
    names = {c: currency_name(c) for c in facts["currencies"]}
    counted = steps.counted_currencies(pos)
    if not counted:  # no tile left in the market: the hands decide nothing
        st.caption(tr("table.alh.hand_not_needed"))
        return
    st.caption(tr("table.alh.hand_counted", currencies=join_words([names[c] for c in counted])))
    group = f"table:alh:hand:{seat}"
    if hand:
        st.caption(money_summary(hand))
        clickable_svg(hand_svg(hand, names), f"table:alh:hand-cards:{seat}", tap, group=group,
                      label=tr("table.alh.hand_label"))
        st.button(tr("table.alh.hand_clear"), key=f"table:alh:hand-clear:{seat}", help=tr("table.alh.hand_clear_help"),
                  on_click=apply, args=(lambda p, s: (steps.cleared(p, seat), s),))
    else:
        st.caption(tr("table.alh.hand_empty"))
    values = facts["money"]["values"]
    grid = money_grid_svg([(c, names[c]) for c in counted], list(range(values["min"], values["max"] + 1)),
                          [(c["currency"], c["value"]) for c in hand])
    clickable_svg(grid, f"table:alh:money-grid:{seat}", tap, group=group, label=tr("table.alh.grid_label"))


def award_text(a: dict) -> str:
    """One leftover market tile: where it goes and why, in words, from the engine's award (its reason and the
    money each holds of the square's currency); names are shown as text."""
    currency = currency_name(a["square"])
    totals = " · ".join(f"{md(name)} {total}" for name, total in a["totals"].items())
    what = {"currency": currency, "tile": tile_text(a["tile"]), "totals": totals}
    if a["reason"] == "most":
        return tr("table.alh.award.most", name=f"**{md(a['winner'])}**", **what)
    if a["reason"] == "tie":
        top = max(a["totals"].values())
        tied = join_words([md(n) for n, v in a["totals"].items() if v == top])
        return tr("table.alh.award.tie", names=tied, amount=top, **what)
    return tr("table.alh.award.no-money", **what)


def award_section(token: str, award: dict | None, apply: Apply) -> None:
    """The engine's award of the leftover market tiles and the one button that writes it to the table."""
    st.subheader(tr("table.alh.market"))
    if award is None:
        st.caption(tr("table.alh.market_empty"))
        return
    for a in award["awards"]:
        st.markdown("- " + award_text(a))
    n = steps.pending(award)
    st.button(tr("table.alh.award_button", n=n), key=f"table:alh:award:{token}", type="primary", disabled=n == 0,
              on_click=apply, args=(lambda p, s: (steps.awarded(p)[0], s),))
