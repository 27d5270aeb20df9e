"""Learn: teach a new player. A guided tour of each game (data/learn/tour.yaml) that reads the knowledge-base
texts in the chosen language and draws the seeds' worked examples, checked and scored live by the engines; and
a "legal or not?" quiz whose positions the engines generate (assistant/quiz.py) and whose answers api.check /
api.move give, never the page. State lives under "learn:" keys.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from types import ModuleType

import streamlit as st

from assistant import api
from ui.common import lang, md, rule_link, tr
from ui.learn_parts import show_problems

MODES = ("tour", "quiz")


def drawings(game: str) -> ModuleType | None:
    """The game's own part of the Learn page, ui/<game>_learn.py: its worked examples (`EXAMPLES`: name ->
    (the rule it illustrates, its drawing)) and the drawing of its quiz questions (`quiz`); None when it has
    none (its tour then reads the rule texts only, and it offers no quiz)."""
    name = f"ui.{game}_learn"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:  # the module is there but breaks: say so
            raise
        return None


def examples(game: str) -> dict:
    found = drawings(game)
    return dict(getattr(found, "EXAMPLES", {})) if found else {}


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


def show_example(draw: Callable[[], None]) -> None:
    """One worked example in its frame; an engine error is shown there, never as a traceback."""
    with st.container(border=True):
        try:
            draw()
        except Exception as exc:  # noqa: BLE001
            st.error(tr("common.error_unexpected", error=md(str(exc))))


def show_step(game: str, step: dict) -> None:
    st.write(tr(f"learn.intro.{game}.{step['key']}"))
    shown = set()
    known = set(api.rule_ids())
    drawn = examples(game)
    for rule_id in step["rules"]:
        if rule_id in known:
            rule_section(rule_id)
        for name in step["examples"]:
            if name in drawn and drawn[name][0] == rule_id:
                show_example(drawn[name][1])
                shown.add(name)
    for name in step["examples"]:
        if name not in shown and name in drawn:
            show_example(drawn[name][1])


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
    problems = drawings(game).quiz(q, answered)  # type: ignore[union-attr]  # modes() offers a quiz with one
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
        rules = api.registration(game).quiz_rules  # the quiz's rules, from the game's registration
        st.markdown("\n".join(f"- {md(api.rule_title(r, lang()))} · {rule_link(r)}" for r in rules))


# --- the page ----------------------------------------------------------------------------------------


def modes(game: str) -> list[str]:
    """What the game offers, by its registration: a tour when it names one (`tour`, data/learn/tour.yaml) with
    steps, a quiz when it lists quiz rules (`quiz_rules`, with its question maker `quiz`) and has a drawing."""
    info = api.registration(game)
    offers = {"tour": bool(info.tour and api.tour_steps(game)),
              "quiz": bool(info.quiz_rules) and hasattr(drawings(game), "quiz")}
    return [m for m in MODES if offers[m]]


def main() -> None:
    st.title(tr("nav.learn"))
    st.caption(tr("learn.intro"))
    left, right = st.columns([2, 3])
    games = [g for g in api.learn_games() if modes(g)]  # from the registry: every game with a tour or a quiz
    names = api.game_names(lang())
    with left:
        chosen = st.radio(tr("learn.game"), games, format_func={g: names[g] for g in games}.get,
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
