"""What the Rules and Learn pages read from a game's registration (data/<game>/game.yaml): the page each rule
is checked on, the page a worked answer opens, the order of the rule topics, the tour and the quiz."""

from __future__ import annotations

import json

import pydantic
import pytest

from assistant import api
from assistant.games import GameInfo


@pytest.mark.parametrize(("rule_id", "route"), [
    ("alhambra.build.no-holes", "alhambra"),
    ("alhambra.components", "alhambra"),
    ("alhambra.scoring.wall", "alhambra"),  # an id listed wins over its topic (scoring)
    ("alhambra.scoring.ties", "alhambra-scoring"),
    ("alhambra.variant.two-player", "alhambra-scoring"),
    ("alhambra.variant.two-player-money", "alhambra-turn"),
    ("alhambra.buy.exact-payment", "alhambra-turn"),
    ("alhambra.overview", None),  # no page checks it
    ("azul.floor.penalties", "azul"),  # "*": every rule of the game
    ("azul.overview", "azul"),
])
def test_the_page_a_rule_is_checked_on_is_the_registrations(rule_id, route):
    found = api.registration(rule_id.split(".")[0]).check_page(rule_id)
    assert (found.route if found else None) == route


def test_a_worked_answer_opens_the_page_its_registration_names():
    assert api.registration("alhambra").worked_page.route == "alhambra-turn"  # a hand, money and a market
    assert api.registration("azul").worked_page.route == "azul"


def test_every_topic_of_a_games_rules_is_in_its_registered_order():
    for game in api.games():
        topics = {r.split(".")[1] for r in api.rule_ids(game) if r.count(".")}
        assert topics <= set(api.registration(game).rule_topics), game


def test_two_pages_for_worked_answers_are_refused():
    raw = api.registration("azul").model_dump(mode="json")
    page = raw["pages"][0]
    raw["pages"] = [page, {**page, "path": "app_pages/other.py", "route": "other", "board": False}]
    with pytest.raises(pydantic.ValidationError, match="worked"):
        GameInfo.model_validate_json(json.dumps(raw))


def test_the_tour_and_quiz_offered_are_the_registrations():
    for game in api.learn_games():
        info = api.registration(game)
        assert api.tour_steps(game) and info.tour
        assert (game in api.quiz_games()) == bool(info.quiz_rules)
