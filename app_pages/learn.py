"""Learn: teach a new player. A guided tour of each game (data/learn/tour.yaml) that reads the knowledge-base
texts in the chosen language and draws the seeds' worked examples, checked and scored live by the engines; and
a "legal or not?" quiz whose positions the engines generate (assistant/quiz.py) and whose answers api.check /
api.move give, never the page. State lives under "learn:" keys.
"""

from __future__ import annotations

import random

import pandas as pd
import streamlit as st

from assistant import api
from ui.alhambra_widgets import board as alhambra_board
from ui.alhambra_widgets import tile_text, type_name
from ui.azul_widgets import board as azul_board
from ui.azul_widgets import colour_name, floor_sentence, score_sentence, table, tile_sentence
from ui.common import check, lang, md, move, rule_link, score, tr

MODES = ("tour", "quiz")
# The rule each worked example illustrates: it is drawn right after that rule's text.
EXAMPLE_RULE = {
    "reachability": "alhambra.build.reachable",
    "hole": "alhambra.build.no-holes",
    "ring": "alhambra.scoring.wall",
    "ties": "alhambra.scoring.ties",
    "offer": "azul.offer.factory",
    "run": "azul.tiling.scoring-lines",
    "floor": "azul.floor.penalties",
}


def example_name() -> str:
    return tr("learn.example_player")


def show_problems(problems: list[dict]) -> None:
    """Each broken rule: its message in the player's language, and the rule id linking to the Rules page."""
    for p in problems:  # the message names the cells in words; the drawing outlines them
        st.error(f"{md(p['message'])}\n\n{tr('common.rule')}: {rule_link(p['rule'])}")


def problem_cells(problems: list[dict]) -> list[tuple[int, int]]:
    return [tuple(c) for p in problems for c in p["cells"]]


# --- the tour: rule texts ----------------------------------------------------------------------------


def rule_section(rule_id: str) -> None:
    entry = api.rule_entry(rule_id, lang())
    st.markdown(f"#### {md(entry['title'])}")
    if entry["answer"]:
        st.markdown(f"**{md(entry['answer'])}**")
    st.markdown(md(entry["text"]))
    if entry["ruling"]:
        with st.expander(tr("learn.ruling")):
            st.markdown(md(entry["ruling"]))
    if entry["examples"]:
        st.markdown(f"*{tr('learn.examples')}*\n\n" + "\n".join(f"- {md(x)}" for x in entry["examples"]))
    st.caption(f"{tr('common.rule')}: {rule_link(rule_id)} · {tr('learn.source')}: {md(entry['cited'])}")


# --- the tour: worked examples, drawn and checked live ------------------------------------------------


def checked_board(pos: dict, selected, ok_text: str, verdict_box=None) -> None:
    """An example Alhambra drawn with the cells of its problems, then the verdict (`ok_text` or the problems),
    below it or in `verdict_box`."""
    verdict = check(pos)
    alhambra_board(pos["players"][0]["alhambra"], problems=problem_cells(verdict["problems"]), selected=selected)
    with verdict_box or st.container():
        if verdict["valid"]:
            st.success(ok_text)
        else:
            show_problems(verdict["problems"])


def example_reachability() -> None:
    """Seed 002 (Japanese help page), examples 1 and 2: [A] [B|] [|C], then with x and y above B and C."""
    st.markdown(f"##### {tr('learn.ex.reach.title')}")
    st.caption(tr("learn.ex.reach.cells"))
    cols = st.columns(2)
    for col, with_xy in zip(cols, (False, True), strict=True):
        with col:
            st.markdown(f"**{tr('learn.ex.reach.second' if with_xy else 'learn.ex.reach.first')}**")
            example = api.learn_example("reachability", example_name(), with_xy)
            checked_board(example["position"], tuple(example["cells"]["C"]), tr("learn.ex.reach.ok"))


def example_hole() -> None:
    st.markdown(f"##### {tr('learn.ex.hole.title')}")
    shut = api.learn_example("hole", example_name(), True)
    cell = tuple(shut["cells"]["closer"])
    closer = api.cell_words("alhambra", cell, lang(), api.board_anchor(shut["position"]["players"][0]["alhambra"]))
    closed = st.toggle(tr("learn.ex.hole.toggle", cell=closer), key="learn:hole")
    left, right = st.columns([3, 2])
    with left:
        checked_board(api.learn_example("hole", example_name(), closed)["position"], cell if closed else None,
                      tr("learn.ex.hole.open"), verdict_box=right)


def example_ring() -> None:
    st.markdown(f"##### {tr('learn.ex.ring.title')}")
    pos = api.learn_example("ring", example_name())["position"]
    me = score(pos)["players"][0]
    left, right = st.columns([3, 2])
    with left:
        alhambra_board(pos["players"][0]["alhambra"], wall_segments=me["wall_segments"])
    with right:
        st.info(tr("learn.ex.ring.score", n=me["wall"]))


@st.cache_data(max_entries=16, show_spinner=False)
def tie_result(round_: int, counts: tuple[tuple[str, str, int], ...]) -> dict:
    by_player: dict[str, dict[str, int]] = {}
    for name, btype, n in counts:
        by_player.setdefault(name, {})[btype] = n
    return api.alhambra_score_counts(round_, by_player)


def example_ties() -> None:
    """The seeds' tie examples (Turkish guide, Japanese help page) as small tables, scored by the engine."""
    st.markdown(f"##### {tr('learn.ex.ties.title')}")
    names = [tr("learn.player_n", n=i + 1) for i in range(3)]
    cols = st.columns(2)
    for k, example in enumerate(api.learn_example("ties")["ties"]):
        if k and k % 2 == 0:  # a new row of two, so the tables read in the seeds' order
            cols = st.columns(2)
        round_, btype, counts = example["round"], example["type"], example["counts"]
        key = tuple((names[i], btype, n) for i, n in enumerate(counts))
        standings = tie_result(round_, key)["majorities"][btype]
        rows = []
        for s in standings:
            parts = s["parts"]  # the engine's points of each place the group fills
            split = len(s["places"])
            how = str(s["pot"])
            if split > 1:
                exact = f"{s['pot'] / split:.2f}".rstrip("0").rstrip(".")
                how = f"({' + '.join(map(str, parts))}) ÷ {split} = {exact}"
            rows.append({tr("learn.col.player"): s["name"], tr("learn.col.buildings"): s["count"],
                         tr("learn.col.places"): "–".join(map(str, (s["places"][0], s["places"][-1])))
                         if split > 1 else str(s["places"][0]),
                         tr("learn.col.sum"): how, tr("learn.col.points"): s["points"]})
        with cols[k % 2]:
            name = type_name(btype)
            st.markdown(f"**{tr('learn.ex.ties.case', round=round_, type=name[:1].upper() + name[1:])}**")
            st.table(pd.DataFrame(rows).set_index(tr("learn.col.player")))
    st.caption(tr("learn.ex.ties.note"))


def example_offer() -> None:
    st.markdown(f"##### {tr('learn.ex.offer.title')}")
    offer = api.learn_example("offer", example_name())
    pos, mv = offer["position"], offer["move"]
    after = move(pos, mv)["after"]
    left, right = st.columns(2)
    with left:
        st.markdown(f"**{tr('learn.before')}**")
        table(pos["factories"], pos["centre"])
    with right:
        st.markdown(f"**{tr('learn.after')}**")
        table(after["factories"], after["centre"])
    st.caption(tr("learn.ex.offer.caption", colour=colour_name(mv["colour"]), line=mv["line"]))


def example_run() -> None:
    st.markdown(f"##### {tr('learn.ex.run.title')}")
    pos = api.learn_example("run", example_name())["position"]
    player = pos["players"][0]
    res = score(pos)["players"][0]
    placed = res["placed"][0]
    left, right = st.columns(2)
    with left:
        st.markdown(f"**{tr('learn.before')}**")
        azul_board(player, pos["wall_variant"], highlight=[(-1, placed["row"])])
    with right:
        st.markdown(f"**{tr('learn.after')}**")
        azul_board({**player, "wall": res["wall_after"], "pattern_lines": res["pattern_lines_after"],
                    "score": res["score"]}, pos["wall_variant"], placed_step=placed)
    st.info(tile_sentence(placed))


def example_floor() -> None:
    st.markdown(f"##### {tr('learn.ex.floor.title')}")
    pos = api.learn_example("floor", example_name())["position"]
    res = score(pos)["players"][0]
    left, right = st.columns([3, 2])
    with left:
        azul_board(pos["players"][0], pos["wall_variant"], highlight=[(i, 5) for i in range(len(res["floor_line"]))])
    with right:
        st.info(floor_sentence(res))
        st.write(score_sentence(res, False))


EXAMPLES = {"reachability": example_reachability, "hole": example_hole, "ring": example_ring,
            "ties": example_ties, "offer": example_offer, "run": example_run, "floor": example_floor}


def show_example(name: str) -> None:
    """One worked example in its frame; an engine error is shown there, never as a traceback."""
    with st.container(border=True):
        try:
            EXAMPLES[name]()
        except Exception as exc:  # noqa: BLE001
            st.error(tr("common.error_unexpected", error=md(str(exc))))


def show_step(game: str, step: dict) -> None:
    st.write(tr(f"learn.intro.{game}.{step['key']}"))
    shown = set()
    known = set(api.rule_ids())
    for rule_id in step["rules"]:
        if rule_id in known:
            rule_section(rule_id)
        for name in step["examples"]:
            if EXAMPLE_RULE.get(name) == rule_id and name in EXAMPLES:
                show_example(name)
                shown.add(name)
    for name in step["examples"]:
        if name not in shown and name in EXAMPLES:
            show_example(name)


def go(game: str, delta: int) -> None:
    key = f"learn:step:{game}"
    st.session_state[key] = max(0, min(len(api.tour_steps(game)) - 1, st.session_state.get(key, 0) + delta))


def step_nav(game: str, i: int, where: str) -> None:
    steps = api.tour_steps(game)
    n = len(steps)
    a, b, c = st.columns([1, 3, 1])
    a.button(tr("learn.prev"), key=f"learn:prev{where}", on_click=go, args=(game, -1), disabled=i == 0,
             icon=":material/arrow_back:", use_container_width=True)
    b.progress((i + 1) / n, text=tr("learn.step_of", n=i + 1, total=n,
                                    title=tr(f"learn.step.{game}.{steps[i]['key']}")))
    c.button(tr("learn.next"), key=f"learn:next{where}", on_click=go, args=(game, 1), disabled=i == n - 1,
             icon=":material/arrow_forward:", use_container_width=True)


def show_tour(game: str) -> None:
    all_steps = api.tour_steps(game)
    i = max(0, min(len(all_steps) - 1, st.session_state.get(f"learn:step:{game}", 0)))
    step_nav(game, i, ":top")
    st.subheader(tr(f"learn.step.{game}.{all_steps[i]['key']}"))
    show_step(game, all_steps[i])
    st.divider()
    step_nav(game, i, "")


# --- the quiz ------------------------------------------------------------------------------------------


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


@st.cache_data(max_entries=64, show_spinner=False)
def question(game: str, seed: int, player: str) -> dict:
    return api.quiz_question(game, seed, player)


def quiz_state(game: str) -> dict:
    key = f"learn:quiz:{game}"
    if key not in st.session_state:
        st.session_state[key] = {"seed": new_seed(), "answer": None}
    return st.session_state[key]


def tally(game: str) -> dict:
    return st.session_state.setdefault(f"learn:score:{game}", {"right": 0, "asked": 0})


def answer(game: str, said_legal: bool, truth: bool) -> None:
    state = quiz_state(game)
    if state["answer"] is not None:  # one answer a question
        return
    state["answer"] = said_legal
    t = tally(game)
    t["asked"] += 1
    t["right"] += said_legal == truth


def next_question(game: str) -> None:
    st.session_state[f"learn:quiz:{game}"] = {"seed": new_seed(), "answer": None}


def quiz_alhambra(q: dict, answered: bool) -> list[dict]:
    """Draw the question; return the problems (in the player's language) once answered."""
    verdict = check(q["position"])
    board, cell = q["position"]["players"][0]["alhambra"], tuple(q["cell"])
    where = api.cell_words("alhambra", cell, lang(), api.board_anchor(board))
    st.write(tr("learn.quiz.alhambra.ask", cell=where, tile=tile_text(q["tile"])))
    bad = problem_cells(verdict["problems"]) if answered else []
    # Once answered, a broken last tile is outlined red, not blue: the blue "last tile" frame drawn over it hid
    # the red one the legend promises.
    alhambra_board(board, selected=None if cell in bad else cell, problems=bad)
    st.caption(tr("learn.quiz.alhambra.legend"))
    return verdict["problems"]


def quiz_azul(q: dict, answered: bool) -> list[dict]:
    pos, mv = q["position"], q["move"]
    verdict = move(pos, mv)
    st.write(tr("learn.quiz.azul.ask", colour=colour_name(mv["colour"]), factory=mv["from"] + 1,
                line=mv["line"]))  # the move's index counts from 0, players and the drawing from 1
    table(pos["factories"], pos["centre"])
    bad = problem_cells(verdict["problems"]) if answered else []
    azul_board(pos["players"][0], pos["wall_variant"], highlight=[(-1, mv["line"] - 1)], problems=bad)
    return verdict["problems"]


def show_quiz(game: str) -> None:
    state = quiz_state(game)
    try:
        q = question(game, state["seed"], tr("learn.quiz.player"))
    except Exception as exc:  # noqa: BLE001 - a generator bug must not show a traceback; offer another one
        st.error(tr("common.error_unexpected", error=md(str(exc))))
        st.button(tr("learn.quiz.next"), key="learn:quiz:next", on_click=next_question, args=(game,))
        return
    t = tally(game)
    st.caption(tr("learn.quiz.intro." + game))
    st.metric(tr("learn.quiz.score"), f"{t['right']} / {t['asked']}")
    answered = state["answer"] is not None
    problems = quiz_alhambra(q, answered) if game == "alhambra" else quiz_azul(q, answered)
    a, b, c = st.columns(3)
    a.button(tr("learn.quiz.legal"), key="learn:quiz:legal", on_click=answer, args=(game, True, q["legal"]),
             disabled=answered, icon=":material/check_circle:", use_container_width=True)
    b.button(tr("learn.quiz.illegal"), key="learn:quiz:illegal", on_click=answer, args=(game, False, q["legal"]),
             disabled=answered, icon=":material/cancel:", use_container_width=True)
    c.button(tr("learn.quiz.next"), key="learn:quiz:next", on_click=next_question, args=(game,),
             type="primary" if answered else "secondary", use_container_width=True)
    if not answered:
        return
    truth = tr("learn.quiz.truth_legal" if q["legal"] else "learn.quiz.truth_illegal")
    if state["answer"] == q["legal"]:
        st.success(f"**{tr('learn.quiz.right')}** {truth}", icon=":material/celebration:")
    else:
        st.warning(f"**{tr('learn.quiz.wrong')}** {truth}", icon=":material/help:")
    st.markdown(f"**{tr('learn.quiz.why')}**")
    if problems:
        show_problems(problems)
    else:
        st.success(tr("learn.quiz.all_hold"))
        rules = api.facts(game)["quiz_rules"]  # the quiz's rules, from data/<game>/
        st.markdown("\n".join(f"- {md(api.rule_title(r, lang()))} · {rule_link(r)}" for r in rules))


# --- the page ----------------------------------------------------------------------------------------


def modes(game: str) -> list[str]:
    """What the game offers: a tour when data/learn/tour.yaml has its steps, a quiz when its facts list rules."""
    return [m for m in MODES if (api.tour_steps(game) if m == "tour" else game in api.quiz_games())]


def main() -> None:
    st.title(tr("nav.learn"))
    st.caption(tr("learn.intro"))
    left, right = st.columns([2, 3])
    games = api.learn_games()  # from the registry: every game with a tour or a quiz
    with left:
        chosen = st.radio(tr("learn.game"), games, format_func={g: tr(f"rules.game.{g}") for g in games}.get,
                          horizontal=True, key="learn:game", label_visibility="collapsed")
    offered = modes(chosen)
    with right:
        if st.session_state.get("learn:mode") not in offered:
            st.session_state["learn:mode"] = offered[0]
        mode = st.segmented_control(tr("learn.mode"), offered,
                                    format_func={m: tr(f"learn.mode.{m}") for m in MODES}.get,
                                    key="learn:mode", required=True, label_visibility="collapsed") or offered[0]
    if mode == "tour":
        show_tour(chosen)
    else:
        show_quiz(chosen)


main()
