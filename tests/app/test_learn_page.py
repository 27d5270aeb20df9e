"""The Learn page: the guided tour with the seeds' examples checked live, and the legal-or-not quiz."""

from assistant.alhambra import quiz as alhambra_quiz
from assistant.azul import quiz as azul_quiz
from assistant.rules import knowledge
from tests.app.util import page, texts


def svgs(at) -> list[str]:
    return [m for m in texts(at, "markdown") if m.startswith("<svg")]


def step_to(at, n: int):
    for _ in range(n):
        at.button(key="learn:next").click().run()
        assert not at.exception
    return at


def test_tour_steps_advance_and_go_back():
    at = page("learn").run()
    assert not at.exception
    assert at.button(key="learn:prev").disabled
    seen = [at.subheader[0].value]
    while not at.button(key="learn:next").disabled:
        at.button(key="learn:next").click().run()
        seen.append(at.subheader[0].value)
    assert seen == ["What the game is about", "Building your Alhambra", "Walls", "Scoring and ties",
                    "Money and turns"]
    at.button(key="learn:prev:top").click().run()
    assert at.subheader[0].value == "Scoring and ties"


def test_tour_reads_the_knowledge_base_in_the_chosen_language():
    at = page("learn", lang="tr").run()
    overview = knowledge.entry("alhambra.overview").text_in("tr")
    assert f"#### {overview.title}" in texts(at, "markdown")


def test_tour_names_each_rules_source_in_the_chosen_language():
    # The tour's source line was the English one on every page ("Alhambra guide and FAQ (Turkish)").
    at = page("learn", lang="tr").run()
    sources = [c for c in texts(at, "caption") if "Kaynak:" in c]
    assert sources and all("Alhambra rehberi ve SSS" in c and "guide and FAQ" not in c for c in sources)


def test_reachability_example_shows_the_unreachable_problem_then_none():
    # seed 002_65699d3db1d1be26.txt (Japanese help page), examples 1 and 2
    at = step_to(page("learn").run(), 1)
    errors = texts(at, "error")
    assert len(errors) == 1 and "alhambra.build.reachable" in errors[0]
    assert "2 to the right of the fountain" in errors[0]  # the cell in words, not "(2, 0)"
    assert any("around the wall" in s for s in texts(at, "success"))
    first, second = svgs(at)[:2]
    assert 'class="problem"' in first and 'class="problem"' not in second


def test_hole_example_the_last_tile_shuts_in_the_middle():
    at = step_to(page("learn").run(), 1)
    assert not any("no-holes" in e for e in texts(at, "error"))
    at.toggle(key="learn:hole").set_value(True).run()
    assert any("alhambra.build.no-holes" in e and "1 right and 1 down from the fountain" in e
               for e in texts(at, "error"))


def test_closed_ring_scores_twelve():
    at = step_to(page("learn").run(), 2)
    assert any("12 segments, so 12 points" in i for i in texts(at, "info"))
    assert any(s.count('class="outer-wall"') == 12 for s in svgs(at))


def test_tie_examples_are_scored_as_in_the_seeds():
    # seed 000_65cb59398f2be528.txt (Turkish guide: ties) and seed 002 (Japanese help page: final scoring)
    at = step_to(page("learn").run(), 3)
    points = [list(t.value["Points each"]) for t in at.table]
    assert points == [[4, 4, 0], [13, 13, 13], [18, 6, 6], [6, 6], [17, 17, 6]]


def test_azul_tour_draws_the_four_plus_three_example():
    at = page("learn").run()
    at.radio(key="learn:game").set_value("azul").run()
    at = step_to(at, 3)
    assert at.subheader[0].value == "Tiling the wall and scoring"
    assert any("row run 4 + column run 3 = 7 points" in i for i in texts(at, "info"))
    assert any('class="points"' in s and "+7" in s for s in svgs(at))


def seed_where(make, legal: bool) -> int:
    return next(s for s in range(100) if make(s, "You").legal == legal)


def quiz_page(game: str, seed: int, lang: str = "en"):
    at = page("learn", lang=lang, **{"learn__game": game, f"learn__quiz__{game}": {"seed": seed, "answer": None}})
    at.session_state["learn:mode"] = "quiz"
    return at.run()


def test_alhambra_quiz_right_answer_scores_and_explains_the_broken_rule():
    seed = seed_where(alhambra_quiz.alhambra_question, legal=False)
    q = alhambra_quiz.alhambra_question(seed, "You")
    at = quiz_page("alhambra", seed)
    assert not at.exception
    assert 'class="selected"' in svgs(at)[0] and 'class="problem"' not in svgs(at)[0]
    at.button(key="learn:quiz:illegal").click().run()
    assert at.session_state["learn:score:alhambra"] == {"right": 1, "asked": 1}
    # answered: the broken tiles are outlined red, and the blue "last tile" frame no longer covers a red one
    drawn = svgs(at)[0]
    assert 'class="problem"' in drawn and 'class="selected"' not in drawn
    assert any("Right!" in s for s in texts(at, "success"))
    errors = texts(at, "error")
    assert errors and all(any(r in e for r in q.broken) for e in errors)
    assert at.button(key="learn:quiz:legal").disabled
    at.button(key="learn:quiz:next").click().run()
    assert at.session_state["learn:quiz:alhambra"]["answer"] is None
    assert not at.button(key="learn:quiz:legal").disabled


def test_alhambra_quiz_wrong_answer_counts_and_lists_the_rules_that_hold():
    seed = seed_where(alhambra_quiz.alhambra_question, legal=True)
    at = quiz_page("alhambra", seed)
    at.button(key="learn:quiz:illegal").click().run()
    assert at.session_state["learn:score:alhambra"] == {"right": 0, "asked": 1}
    assert any("Not quite" in w for w in texts(at, "warning"))
    assert any("Every rule holds" in s for s in texts(at, "success"))
    assert any("alhambra.build.reachable" in m for m in texts(at, "markdown"))


def test_azul_quiz_in_spanish():
    seed = seed_where(azul_quiz.azul_question, legal=False)
    at = quiz_page("azul", seed, lang="es")
    assert not at.exception
    at.button(key="learn:quiz:illegal").click().run()
    assert at.session_state["learn:score:azul"] == {"right": 1, "asked": 1}
    assert any("¡Correcto!" in s for s in texts(at, "success"))
    assert any("azul.pattern-lines" in e for e in texts(at, "error"))


def test_azul_quiz_numbers_factories_from_1_in_its_question_and_drawing():
    """Issue 16: the quiz asked for "factory 0" under factories drawn 0-4; players count from 1."""
    import re

    seed = next(s for s in range(100) if azul_quiz.azul_question(s, "You").move["from"] == 0)
    q = azul_quiz.azul_question(seed, "You")
    at = quiz_page("azul", seed)
    assert any("from factory 1 and" in m for m in texts(at, "markdown")), texts(at, "markdown")
    table = next(s for s in svgs(at) if 'class="factory"' in s)
    n = len(q.position["factories"])
    labels = re.findall(r'fill="[^"]*">(\d+)</text>', table)[:n]  # the factories' numbers, then the centre's
    assert labels == [str(k) for k in range(1, n + 1)]


def test_the_learn_page_opens_with_a_game_without_tour_or_quiz_registered():
    """Learn offers the games whose registration names a tour or a quiz: the toy game (tests/toy_game.py, none
    of either) is not offered, and the page opens as before."""
    from assistant import games
    from tests.toy_game import GAME as COINS

    games.register(COINS)
    try:
        at = page("learn").run()
        assert not at.exception
        assert list(at.radio(key="learn:game").options) == ["Alhambra", "Azul"]
        assert at.subheader[0].value == "What the game is about"
    finally:
        games.unregister(COINS.id)


def test_the_worked_examples_offered_are_those_the_registered_games_tours_draw(registration_data):
    """The API's worked examples belong to the games: each is one a registered game's tour draws
    (data/learn/tour.yaml), so a game without its tour takes its examples with it, and the others stay."""
    from assistant import api
    from assistant.errors import PositionError

    assert "position" in api.learn_example("offer") and "position" in api.learn_example("ring")
    registration_data("azul", lambda raw: raw.pop("tour"))
    for name in ("offer", "run", "floor"):
        try:
            api.learn_example(name)
        except PositionError as e:
            assert "example" in str(e)
        else:
            raise AssertionError(f"{name}: offered though no registered game's tour draws it")
    assert "position" in api.learn_example("ring") and "ties" in api.learn_example("ties")
