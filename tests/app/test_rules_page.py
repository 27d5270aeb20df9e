"""The Rules page: questions answered with the rule cited, ?rule=<id> opens a rule, browsing every rule."""

import pytest

from assistant.rules import knowledge
from tests.app.util import page, shown, texts


def ask(at, question: str):
    at.text_input(key="rules:question").input(question).run()
    assert not at.exception
    return at


def shown_rules(at) -> list[str]:
    """Rule ids cited on the page (each card's caption reads "Rule: `<id>`")."""
    return [c.split("`")[1] for c in texts(at, "caption") if c.startswith("Rule: `")]


def check_links(at) -> set[str]:
    """The pages linked as "checked on": st.page_link's page, or the fallback Markdown link's url path."""
    pages = {p.proto.page for p in at.get("page_link")}
    urls = {m.split("](/")[1].split(")")[0] for m in texts(at, "markdown") if "](/" in m}
    return pages | urls


def title(rule_id: str, lang: str = "en") -> str:
    return knowledge.entry(rule_id).text_in(lang).title


def test_tie_question_cites_the_ties_rule_with_its_answer_text_examples_and_source():
    at = ask(page("rules").run(), "How does tie splitting work?")
    assert "alhambra.scoring.ties" in shown_rules(at)
    md = texts(at, "markdown")
    assert f"#### {title('alhambra.scoring.ties')}" in md
    assert any(m.startswith("**Worked examples**") and "Turkish guide" in m for m in md)
    assert any("Alhambra rulebook" in c and "Queen Games" in c for c in texts(at, "caption") if c.startswith("Source"))
    assert any("This referee's ruling" in i for i in texts(at, "info"))
    assert "Question read as English" in " ".join(texts(at, "caption"))


def test_a_turkish_question_gets_a_turkish_answer():
    at = ask(page("rules").run(), "Beraberlikte puanlar nasıl bölünür?")
    assert "Question read as Turkish" in " ".join(texts(at, "caption"))
    cited = shown_rules(at)
    assert cited and cited[0] == "alhambra.scoring.ties"
    assert f"#### {title(cited[0], 'tr')}" in texts(at, "markdown")
    assert any("Alhambra rehberi ve SSS" in c for c in texts(at, "caption")), "the source named in Turkish"


def test_the_detected_language_is_named_in_the_page_language_not_by_its_own_name():
    # A Spanish page said "Pregunta detectada en English; respuesta en English." and "(Español)" mid-sentence:
    # a language inside a sentence is named in the page's language, lower-case in Spanish.
    at = page("rules", lang="es").run()
    at = ask(at, "How does tie splitting work?")
    assert "Pregunta detectada en inglés; respuesta en inglés." in texts(at, "caption")
    assert "(español)" in at.checkbox(key="rules:app-lang").label


def test_answer_in_the_app_language_when_ticked():
    at = page("rules", lang="es").run()
    at.checkbox(key="rules:app-lang").check().run()
    at.text_input(key="rules:question").input("How does tie splitting work?").run()
    assert not at.exception
    assert f"#### {title('alhambra.scoring.ties', 'es')}" in texts(at, "markdown")


def test_nonsense_says_it_is_not_a_rule_question():
    at = ask(page("rules").run(), "xyzzy plugh qwfp")
    assert not shown_rules(at)
    assert any("Not a rule question." in w for w in texts(at, "warning"))


def test_a_question_too_far_from_every_rule_says_no_rule_found():
    """Ordinary words, nothing odd, but no entry close enough: "No rule found.", not "Not a rule question."."""
    at = ask(page("rules").run(), "how does it all work then")
    assert not shown_rules(at)
    warnings = texts(at, "warning")
    assert any("No rule found." in w for w in warnings) and not any("Not a rule question." in w for w in warnings)


def test_the_question_is_escaped_when_shown():
    at = ask(page("rules").run(), "**bold** <script>alert(1)</script> [x](javascript:1)")
    asked = next(c for c in texts(at, "caption") if c.startswith("You asked"))
    assert "\\*\\*bold\\*\\*" in asked and "\\<script\\>" in asked and "\\[x\\]\\(" in asked


def test_query_parameter_opens_that_rule_with_a_link_to_the_page_that_checks_it():
    at = page("rules")
    at.query_params["rule"] = "azul.floor.penalties"
    at.run()
    assert not at.exception
    assert at.session_state["rules:view"] == "rule"
    assert shown_rules(at) == ["azul.floor.penalties"]
    md = texts(at, "markdown")
    assert f"#### {title('azul.floor.penalties')}" in md
    assert check_links(at) & {"azul", "azul_board"}


def test_check_pages_follow_the_rule_id():
    expected = {"alhambra.build.reachable": "alhambra_board", "alhambra.redesign.fountain": "alhambra_board",
                "alhambra.scoring.wall": "alhambra_board", "alhambra.scoring.ties": "alhambra_scoring",
                "alhambra.money.take": "alhambra_turn", "alhambra.setup.market": "alhambra_turn",
                "azul.tiling.scoring-lines": "azul_board"}
    urls = {"alhambra_board": "alhambra", "alhambra_scoring": "alhambra-scoring", "alhambra_turn": "alhambra-turn",
            "azul_board": "azul"}
    for rule_id, target in expected.items():
        at = page("rules")
        at.query_params["rule"] = rule_id
        at.run()
        assert check_links(at) & {target, urls[target]}, rule_id


def test_an_unknown_rule_id_is_said_beside_the_picker():
    at = page("rules")
    at.query_params["rule"] = "alhambra.no-such-rule"
    at.run()
    assert not at.exception
    assert any("no rule with the id" in e for e in texts(at, "error"))


def test_related_rules_are_buttons_that_open_the_rule():
    at = ask(page("rules").run(), "How does tie splitting work?")
    related = knowledge.entry("alhambra.scoring.ties").related
    keys = [b.key for b in at.button if b.key and b.key.startswith("rules:rel:ask0:alhambra.scoring.ties:")]
    assert [k.rsplit(":", 1)[1] for k in keys] == list(related)
    at.button(key=keys[0]).click().run()
    assert not at.exception
    assert at.session_state["rules:view"] == "rule"
    assert at.query_params["rule"] in (related[0], [related[0]])  # the URL names the opened rule
    assert shown_rules(at) == [related[0]]
    # back to the question: it is still there, with its answers
    at.segmented_control(key="rules:view").set_value("ask").run()
    assert at.text_input(key="rules:question").value == "How does tie splitting work?"
    assert "alhambra.scoring.ties" in shown_rules(at)


def test_browse_lists_every_rule_grouped_by_game_and_topic():
    at = page("rules").run()
    at.segmented_control(key="rules:view").set_value("browse").run()
    assert not at.exception
    labels = [e.label for e in at.expander]
    assert len(labels) == len(knowledge.entries()) == 61
    assert any("`alhambra.scoring.ties`" in label for label in labels)
    assert [s.value for s in at.subheader] == ["Alhambra", "Azul"]
    assert "##### Building rules" in texts(at, "markdown")
    at.radio(key="rules:game").set_value("azul").run()
    azul = [e for e in knowledge.entries().values() if e.game == "azul"]
    assert len(at.expander) == len(azul)


def test_browse_in_japanese_shows_japanese_titles():
    at = page("rules", lang="ja").run()
    at.segmented_control(key="rules:view").set_value("browse").run()
    assert any(title("alhambra.build.reachable", "ja") in e.label for e in at.expander)
    assert at.title[0].value == "ルール"


# --- worked answers: the verdict first (issue 20) ----------------------------------------------------------


def _flat(at) -> list:
    """Every element of the page in the order it is drawn."""
    out: list = []

    def walk(node):
        children = getattr(node, "children", None) or {}
        for child in children.values() if isinstance(children, dict) else children:
            out.append(child)
            walk(child)

    walk(at.main)
    return out


def _verdict_comes_before_the_first_rule(at) -> bool:
    kinds = [type(e).__name__ for e in _flat(at)]
    firsts = [i for i, e in enumerate(_flat(at)) if type(e).__name__ == "Markdown" and e.value.startswith("#### ")]
    return "Success" in kinds and firsts and kinds.index("Success") < firsts[0]


def test_a_tie_told_as_counts_shows_the_verdict_with_its_arithmetic_above_the_rule():
    at = ask(page("rules").run(), "we both have 3 towers in round 2, who gets what?")
    verdicts = shown(at, "success")
    assert verdicts and "(13 + 6) / 2 = 9" in verdicts[0], verdicts
    assert any("Situation read as:" in c and "Scoring 2" in c for c in shown(at, "caption"))
    assert _verdict_comes_before_the_first_rule(at)


def test_a_turkish_floor_question_gets_its_verdict_in_turkish():
    at = ask(page("rules", lang="tr").run(), "Zeminde 4 taş var, başlangıç oyuncusu taşı yok. Kaç puan kaybederim?")
    verdicts = shown(at, "success")
    assert verdicts and "Karar:" in verdicts[0] and "1 + 1 + 2 + 2 = 6 puan" in verdicts[0], verdicts


def test_a_spanish_payment_without_accents_gets_its_verdict_in_spanish():
    at = ask(page("rules", lang="es").run(), "pague 9 por una loseta de 8, tengo otra accion?")
    verdicts = shown(at, "success")
    assert verdicts and "Veredicto:" in verdicts[0] and "9 > 8" in verdicts[0], verdicts


def test_a_japanese_take_question_gets_its_verdict_in_japanese():
    at = ask(page("rules", lang="ja").run(), "お金を3と3で取れますか？")
    verdicts = shown(at, "success")
    assert verdicts and "判定：" in verdicts[0] and "3 + 3 = 6" in verdicts[0], verdicts


def test_an_azul_situation_links_to_the_azul_board_with_its_position():
    at = ask(page("rules").run(), "I have 4 tiles on my floor, no first player marker, how many points do I lose?")
    links = [p.proto for p in at.get("page_link") if p.proto.label.startswith("Open this situation")]
    assert links and links[0].page == "azul" and links[0].query_string.startswith("p=")
    from urllib.parse import parse_qs

    from assistant import api

    opened = api.read_share_token(parse_qs(links[0].query_string)["p"][0])
    assert opened["players"][0]["floor"] == ["blue"] * 4  # the situation read, on the board


def test_a_question_without_a_situation_shows_no_verdict():
    at = ask(page("rules").run(), "How does tie splitting work?")
    assert not texts(at, "success")


def test_each_rule_card_opens_with_a_short_statement_and_keeps_the_rest_behind_more():
    at = ask(page("rules").run(), "we both have 3 towers in round 2, who gets what?")
    cards = [m for m in texts(at, "markdown") if m.startswith("**") and not m.startswith("**Worked")]
    assert cards and all(len(c) <= 300 + 40 for c in cards)  # the statement, bold, with its escapes
    assert [e.label for e in at.expander if e.label.startswith("More:")]


def test_a_ruling_is_shown_once_on_a_page():
    at = ask(page("rules").run(), "How does tie splitting work?")
    infos = [i for i in texts(at, "info") if "This referee's ruling" in i]
    assert len(infos) == len(set(infos))


def test_an_alhambra_payment_links_to_the_turn_check_with_its_hand_and_market():
    at = ask(page("rules").run(), "I paid 9 for an 8 tile, do I get another action?")
    links = [p.proto for p in at.get("page_link") if p.proto.label.startswith("Open this situation")]
    assert links and links[0].page == "alhambra-turn" and links[0].query_string.startswith("p=")


def test_the_verdicts_rule_opens_from_the_verdict_when_no_answer_cites_it():
    at = ask(page("rules", lang="tr").run(), "Para sırasından 2 ve 3 alabilir miyim?")
    buttons = [b for b in at.button if b.key == "rules:worked-rule"]
    if "alhambra.money.take" in [c.split("`")[1] for c in texts(at, "caption") if c.startswith("Kural: `")]:
        assert not buttons  # cited below already: no second way to it
        return
    assert [b.help for b in buttons] == ["alhambra.money.take"]
    buttons[0].click().run()
    assert at.session_state["rules:open"] == "alhambra.money.take"


def test_a_refusal_and_a_ruling_are_headed_in_the_answers_language_not_the_pages():
    # An English page showed "Not a rule question." and "This referee's ruling:" above a Turkish answer.
    at = ask(page("rules").run(), "fabrikalar ne kadar maaş öder?")
    warnings = texts(at, "warning")
    assert warnings and not any("Not a rule question" in w or "No rule found" in w for w in warnings)
    at = ask(page("rules").run(), "Beraberlikte puanlar nasıl bölünür?")
    infos = " ".join(texts(at, "info"))
    assert "Bu hakemin kararı" in infos and "This referee's ruling" not in infos


def test_the_rules_page_opens_with_a_game_without_rules_registered():
    """The games offered are read from the registry when the page runs: a game registered later (the toy game
    of tests/toy_game.py, which has no rules and no pages) is simply not offered, and nothing breaks."""
    from assistant import games
    from tests.toy_game import GAME as COINS

    games.register(COINS)
    try:
        at = page("rules").run()
        assert not at.exception
        assert list(at.radio(key="rules:game").options) == ["All games", "Alhambra", "Azul"]
        at.segmented_control(key="rules:view").set_value("browse").run()
        assert not at.exception
        assert [s.value for s in at.subheader] == ["Alhambra", "Azul"]
    finally:
        games.unregister(COINS.id)


@pytest.mark.parametrize("lang, word", [("en", "both"), ("tr", "iki"), ("es", "ambos"), ("ja", "両方")])
def test_the_any_game_choice_counts_no_games_so_it_stays_true_for_a_third(lang, word):
    """The first game choice means every registered game, however many: its label says "all", never "both"."""
    label = page("rules", lang).run().radio(key="rules:game").options[0]
    assert word not in label.replace("İ", "i").casefold()  # Turkish İ casefolds to i and a dot


def test_a_situation_the_search_alone_refuses_shows_its_verdict_and_its_rule_not_a_refusal():
    # a bare list the search refuses; R1 arcades 3: Marta and yo (3 + 0) / 2 = 1 each, Javi 0
    at = ask(page("rules", lang="es").run(), "primera puntuacion, arcadas: Marta 2, yo 2, Javi 1")
    verdicts = shown(at, "success")
    assert verdicts and "(3 + 0) / 2" in verdicts[0], verdicts
    assert not texts(at, "warning")  # no refusal line
    assert _verdict_comes_before_the_first_rule(at)  # the rule card follows the verdict
