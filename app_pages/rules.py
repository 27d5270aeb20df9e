"""Rules: ask a question in any of the four languages and read the rules that answer it (the one-line answer,
the full text with the project's ruling, the worked examples, the source, related rules and the page where the
rule is checked); open one rule by id (?rule=<id>, as other pages link it); browse every rule by game and topic.

The rule texts come from the knowledge base (data/rules) through api.rule_entry; the answering goes through
api.ask only. State lives under "rules:" keys; the opened rule is mirrored in the URL.
"""

from __future__ import annotations

import streamlit as st

from assistant import api
from assistant.api import PositionError
from ui.common import error_line, has_text, lang, md, page_link, tr
from ui.query import shown

MAX_CHARS = api.QUESTION_CHARS  # the answerer's own bound on a question (assistant/limits.py)
VIEWS = ("ask", "browse", "rule")
ALL = "all"  # the game picker's first choice: every game's rules


def game_choices() -> tuple[str, ...]:
    """"all", then every registered game that has rules (data/rules), read now: a game registered after this
    page was first imported is offered too, and one without rules (the toy game of the tests) is not."""
    return (ALL, *(g for g in api.games() if api.rule_ids(g)))


def game_label(game: str) -> str:
    """A game's name in the page's language, from its registration; "all" a UI string."""
    return tr(f"rules.game.{ALL}") if game == ALL else api.game_names(lang())[game]


def labels(options, prefix: str) -> dict[str, str]:
    """Option labels fixed now: a format_func must not read the session (AppTest calls it outside a run)."""
    return {o: tr(f"{prefix}.{o}") for o in options}


def _game_of(rule_id: str) -> str | None:
    """The registered game a rule id belongs to (its first part), or None."""
    game = rule_id.split(".")[0]
    return game if game in api.games() else None


def check_page(rule_id: str) -> tuple[str, str, str, str] | None:
    """The page where this rule is checked, as the game's registration says (`pages`: `checks`): (page file,
    navigation title key, url path, icon); None for rules no page checks."""
    game = _game_of(rule_id)
    found = api.registration(game).check_page(rule_id) if game else None
    return None if found is None else (found.path, found.title, f"/{found.route}", found.icon)


def worked_page(game: str | None) -> tuple[str, str, str, str] | None:
    """The page a worked answer's position of this game opens on (the registration's `worked` page)."""
    found = api.registration(game).worked_page if game in api.games() else None
    return None if found is None else (found.path, found.title, f"/{found.route}", found.icon)


def topic_of(rule_id: str) -> str:
    parts = rule_id.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def topic_name(topic: str) -> str:
    key = f"rules.topic.{topic}"
    return tr(key) if has_text(key) else topic.replace("-", " ").capitalize()


def topics_sorted(game: str, topics: set[str]) -> list[str]:
    """The game's topics in its registration's order (`rule_topics`); others after it, alphabetically."""
    order = api.registration(game).rule_topics if game in api.games() else ()
    return sorted(topics, key=lambda t: (order.index(t) if t in order else len(order), t))


@st.cache_data(max_entries=512, show_spinner=False)
def ask(question: str, game: str | None, lang_: str | None) -> dict:
    return api.ask(question, game=game, lang=lang_)


@st.cache_data(max_entries=8, show_spinner=False)
def rule_list(game: str | None, lang_: str) -> list[dict]:
    return api.rules(game=game, lang=lang_)["rules"]


def ensure_index() -> None:
    """The answerer's index is loaded once per process from the disk cache (well under a second); only after
    the rule data changed is it rebuilt (seconds), and then the first visitor sees why they wait."""
    if not api.answerer_ready():
        with st.spinner(tr("rules.preparing")):
            api.warm_answerer()


# --- opening a rule ----------------------------------------------------------------------------------


def open_rule(rule_id: str) -> None:
    """Show this rule in the rule view and put it in the URL, so the address can be shared."""
    st.session_state["rules:open"] = rule_id
    st.session_state["rules:view"] = "rule"
    st.session_state["rules:from-url"] = rule_id
    st.query_params["rule"] = rule_id


def picked() -> None:
    open_rule(st.session_state["rules:pick"])


def view_changed() -> None:
    if st.session_state.get("rules:view") != "rule" and "rule" in st.query_params:
        del st.query_params["rule"]


def follow_url() -> None:
    """?rule=<id>: open that rule, once for each new value of the parameter."""
    wanted = st.query_params.get("rule")
    if not wanted or wanted == st.session_state.get("rules:from-url"):
        return
    st.session_state["rules:from-url"] = wanted
    st.session_state["rules:view"] = "rule"
    if wanted in api.rule_ids():
        st.session_state["rules:open"] = wanted
        st.session_state.pop("rules:bad-id", None)
    else:
        st.session_state["rules:bad-id"] = wanted
        st.session_state.pop("rules:open", None)


# --- drawing a rule ----------------------------------------------------------------------------------


def link_check(rule_id: str) -> None:
    target = check_page(rule_id)
    if target is None:
        return
    path, nav, url, icon = target
    label = tr("rules.checked_on", page=tr(nav))
    page_link(path, label, icon, url)


def related_buttons(entry: dict, lang_: str, where: str) -> None:
    known = set(api.rule_ids())
    related = [r for r in entry["related"] if r in known and r.split(".")[0] == entry["game"]]
    if not related:
        return
    st.markdown(f"**{tr('rules.related')}**")
    cols = st.columns(min(len(related), 3))
    for i, rel in enumerate(related):
        cols[i % len(cols)].button(
            api.rule_title(rel, lang_), key=f"rules:rel:{where}:{entry['id']}:{rel}", on_click=open_rule,
            args=(rel,), icon=":material/link:", help=rel, use_container_width=True)


def rule_body(entry: dict, lang_: str, where: str, rulings: set[str] | None = None,
              ruling_label: str | None = None) -> None:
    """The full text, the project's ruling (once on a page: `rulings` holds those shown already; labelled in the
    answer's language when the answerer gives the label), the worked examples, the source, related rules, the
    check page."""
    st.markdown(md(entry["text"]))
    if entry["ruling"] and (rulings is None or entry["ruling"] not in rulings):
        label = ruling_label or tr("rules.ruling")  # the answerer's own label, in the answer's language
        st.info(f"**{label}** {md(entry['ruling'])}", icon=":material/gavel:")
        if rulings is not None:
            rulings.add(entry["ruling"])
    if entry["examples"]:
        st.markdown(f"**{tr('rules.examples')}**\n\n" + "\n".join(f"- {md(x)}" for x in entry["examples"]))
    st.caption(f"{tr('rules.source')}: {md(entry['cited'])}")
    related_buttons(entry, lang_, where)
    link_check(entry["id"])


SHORT = 300  # the rule's short statement, shown before "more"


def short_statement(entry: dict) -> str:
    """The rule in at most SHORT characters: its one-line answer, else its text cut after a sentence."""
    text = (entry["answer"] or entry["text"]).strip()
    if len(text) <= SHORT:
        return text
    cut = max(text.rfind(end, 0, SHORT) for end in (". ", "。", "! ", "? "))
    return text[:cut + 1] if cut > 0 else text[:SHORT - 1] + "…"


def rule_card(rule_id: str, lang_: str, where: str, full: bool = True, rulings: set[str] | None = None,
              ruling_label: str | None = None) -> None:
    """One rule, citing it: title, id, the short statement, then the body (behind "more" when not `full`)."""
    entry = api.rule_entry(rule_id, lang_)
    with st.container(border=True):
        st.markdown(f"#### {md(entry['title'])}")
        st.caption(f"{tr('common.rule')}: `{rule_id}`")
        st.markdown(f"**{md(short_statement(entry))}**")
        if full:
            rule_body(entry, lang_, where, rulings, ruling_label)
        else:
            with st.expander(tr("rules.more")):
                rule_body(entry, lang_, where, rulings, ruling_label)


def shown_answers(result: dict) -> list[dict]:
    """The answers drawn as cards: the best, and those of its game after it (the other game's are no "see also"),
    unless the answerer says the question is open between the games (`games_open`): then both games'."""
    answers = result["answers"]
    known = set(api.rule_ids())
    both = bool(result.get("games_open"))
    return [a for i, a in enumerate(answers)
            if a["rule"] in known and (both or i == 0 or a["game"] == answers[0]["game"])]


def worked_box(result: dict) -> None:
    """The situation the question told, decided by the engines: what was read, the verdict with its arithmetic,
    the rule that decides it (opened by a button when no answer below cites it), and, where a board shows the
    situation, a link opening it there (a share link: ?p=<position>)."""
    worked = result.get("worked")
    if not worked:
        return
    with st.container(border=True):
        st.caption(tr("rules.read_as", read=md(worked["read"])))
        st.success(f"**{tr('rules.verdict')}** {md(worked['verdict'])}", icon=":material/gavel:")
        rule = worked["rule"]
        if rule in api.rule_ids() and rule not in [a["rule"] for a in shown_answers(result)]:
            st.button(tr("rules.verdict_rule", title=api.rule_title(rule, result["lang"])), key="rules:worked-rule",
                      on_click=open_rule, args=(rule,), icon=":material/description:", help=rule)
        board = result.get("worked_position")
        # the page that shows such a position: a board's floor, line or wall; a turn's hand, money and market
        target = worked_page(board.get("game")) if board else None
        if target is not None:
            path, nav, url, icon = target
            page_link(path, tr("rules.open_board", page=tr(nav)), icon, url, {"p": api.share_token(board)})


def answer_extras(result: dict) -> None:
    """What the answerer understood (the concepts it matched, in the answer's language) and, when the best
    two answers are close, both offered as "Did you mean…", each opening its rule."""
    found = [c["label"] for c in result.get("concepts", [])]
    if found:
        st.caption(tr("rules.concepts", concepts=md(", ".join(found))))
    choices = result.get("did_you_mean") or []
    if len(choices) < 2:
        return
    st.markdown(f"**{tr('rules.did_you_mean')}**")
    cols = st.columns(len(choices))
    for col, choice in zip(cols, choices, strict=True):
        game = _game_of(choice["rule"])
        label = f"{md(game_label(game)) if game else ''} · {md(choice['title'])}"
        col.button(label, key=f"rules:dym:{choice['rule']}", on_click=open_rule, args=(choice["rule"],),
                   icon=":material/arrow_forward:", help=choice["rule"], use_container_width=True)


# --- the page ----------------------------------------------------------------------------------------


def language_in_words(code: str) -> str:
    """A language named in the page's language, as inside a sentence ("detectada en inglés"), not by its
    own name as in the language picker ("English" on a Spanish page)."""
    return tr(f"rules.lang.{code}") if has_text(f"rules.lang.{code}") else code


def ask_view(game: str | None) -> None:
    """A question in any language, answered by api.ask: the rules that answer it, the best one open."""
    if "rules:question" not in st.session_state:  # the widget's state is dropped while another view shows
        st.session_state["rules:question"] = st.session_state.get("rules:q", "")
    if "rules:app-lang" not in st.session_state:
        st.session_state["rules:app-lang"] = st.session_state.get("rules:app-lang-kept", False)
    question = st.text_input(tr("rules.question"), key="rules:question", max_chars=MAX_CHARS,
                             placeholder=tr("rules.placeholder"))
    in_app_lang = st.checkbox(tr("rules.in_app_lang", language=language_in_words(lang())), key="rules:app-lang")
    st.session_state["rules:q"] = question
    st.session_state["rules:app-lang-kept"] = in_app_lang
    if not question.strip():
        st.caption(tr("rules.ask_hint"))
        return
    result = None
    try:
        result = ask(question, game, lang() if in_app_lang else None)
    except PositionError as exc:
        st.error(tr("rules.ask_failed", error=md(error_line(exc))))
    except Exception as exc:  # noqa: BLE001 - a question must never show a traceback
        st.error(tr("common.error_unexpected", error=md(str(exc))))
    if result is None:
        return
    answer_lang = result["lang"]
    worked_box(result)  # the verdict first: on a phone it is what the player reads without scrolling
    st.caption(tr("rules.you_asked", question=md(question)))
    if not in_app_lang:
        st.caption(tr("rules.detected", language=language_in_words(answer_lang)))
    if not result["answers"]:
        head = result["heading"] if result.get("heading") else tr(  # the answerer's own line, in its language
            "rules.other_game" if result.get("out_of_scope") else
            "rules.off_topic" if result.get("off_topic") else "rules.no_rule")
        st.warning(f"**{head}** {md(result.get('message', ''))}", icon=":material/block:")
    answer_extras(result)
    if result.get("games_note"):
        st.info(result["games_note"], icon=":material/call_split:")  # the answerer's own line
    rulings: set[str] = set()
    for i, answer in enumerate(shown_answers(result)):
        rule_card(answer["rule"], answer_lang, where=f"ask{i}", full=False, rulings=rulings,
                  ruling_label=result.get("ruling_label"))


def browse_view(game: str | None) -> None:
    """Every rule by game and topic, each folded until opened."""
    rules = rule_list(game, lang())
    st.caption(tr("rules.browse_count", n=len(rules)))
    for g in (game_choices()[1:] if game is None else (game,)):
        of_game = [r for r in rules if r["rule"].split(".")[0] == g]
        if not of_game:
            continue
        st.subheader(md(game_label(g)))
        for topic in topics_sorted(g, {topic_of(r["rule"]) for r in of_game}):
            st.markdown(f"##### {topic_name(topic)}")
            for r in (r for r in of_game if topic_of(r["rule"]) == topic):
                exp = st.expander(f"{r['title']} · `{r['rule']}`", key=f"rules:exp:{r['rule']}", on_change="rerun")
                with exp:
                    if exp.open:  # content only for the open ones: 61 rules stay a snappy page
                        rule_card(r["rule"], lang(), where="browse")


def rule_view() -> None:
    """One rule, opened by id (a related rule, the URL, the picker)."""
    bad = st.session_state.get("rules:bad-id")
    if bad and not st.session_state.get("rules:open"):
        st.error(tr("rules.unknown_id", rule=md(shown(bad))))
    ids = api.rule_ids()
    current = st.session_state.get("rules:open")
    if current in ids:
        st.session_state["rules:pick"] = current  # the widget follows the opened rule (related, URL)
    st.selectbox(tr("rules.pick"), ids, key="rules:pick", on_change=picked,
                 format_func={i: f"{api.rule_title(i, lang())} · {i}" for i in ids}.get,
                 placeholder=tr("rules.pick_hint"), **({} if current in ids else {"index": None}))
    if current in ids:
        rule_card(current, lang(), where="open")
        st.caption(tr("rules.share", url=f"/rules?rule={current}"))


def main() -> None:
    st.title(tr("nav.rules"))
    ensure_index()
    st.caption(tr("rules.intro"))
    follow_url()
    st.session_state.setdefault("rules:view", "ask")
    top_left, top_right = st.columns([3, 2])
    with top_left:
        view = st.segmented_control(tr("rules.view"), VIEWS, format_func=labels(VIEWS, "rules.view").get,
                                    key="rules:view", required=True, on_change=view_changed,
                                    label_visibility="collapsed") or "ask"
    with top_right:
        choices = game_choices()
        choice = st.radio(tr("rules.game"), choices, format_func={g: game_label(g) for g in choices}.get,
                          horizontal=True, key="rules:game", label_visibility="collapsed")
    game = None if choice == ALL else choice
    if view == "ask":
        ask_view(game)
    elif view == "browse":
        browse_view(game)
    else:
        rule_view()


main()
