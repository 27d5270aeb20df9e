"""The API's teaching half: the rule answerer's warm-up, rule entries, the guided tour, its worked examples
and the "legal or not?" quiz, dict in and dict out like the commands. assistant.api re-exports every function
here (a page imports only assistant.api), and the API's argument sweep covers them: it takes every function
of assistant.api*.
"""

from __future__ import annotations

import threading

from assistant import arguments as arg
from assistant import registry
from assistant.errors import PositionError
from assistant.i18n import LANG_NAMES


def _example_names() -> tuple[str, ...]:
    """The worked examples the registered games' tours draw (data/learn/tour.yaml, each step's `examples`),
    each once, in tour order: the examples belong to the games, so a game registered or removed brings or takes
    its own, and this module names none."""
    from assistant.learn.tour import tour

    names: list[str] = []
    for game in registry.all_games().values():
        for step in tour().get(game.info.tour or "", ()):
            names += [e for e in step.examples if e not in names]
    return tuple(names)


def language_names() -> dict[str, str]:
    """Each UI language's own name (English, Türkçe, Español, 日本語), by code."""
    return dict(LANG_NAMES)


def rule_ids(game: str | None = None) -> list[str]:
    """The id of every rule entry (data/rules), sorted; only one game's with `game`."""
    from assistant.rules.knowledge import entries

    game = arg.game(game, optional=True)
    return sorted(i for i, e in entries().items() if game is None or e.game == game)


def rule_entry(rule_id: str, lang: str | None = None) -> dict:
    """One rule entry in `lang` (English where a text is missing): title, one-line answer, full text, the
    project's ruling, worked examples, the English citation (`source`), the citation in `lang` (`cited`) and
    the related rule ids."""
    from assistant.rules.knowledge import entries

    rule_id, lang = arg.text(rule_id, "rule_id", 200), arg.lang(lang)
    entry = entries().get(rule_id)
    if entry is None:
        raise PositionError(f"rule_id: no rule {arg.quote(rule_id)}")
    text = entry.text_in(lang)
    return {"id": entry.id, "game": entry.game, "title": text.title, "answer": text.answer, "text": text.text,
            "ruling": text.ruling, "examples": list(text.examples), "source": entry.source,
            "cited": entry.source_in(lang), "related": list(entry.related)}


def quiz_games() -> list[str]:
    """The games with a "legal or not?" quiz: those whose registration lists quiz rules."""
    return [g.id for g in registry.all_games().values() if g.info.quiz_rules]


def learn_games() -> list[str]:
    """The games the Learn page teaches: those whose registration names a guided tour (`tour`, a key of
    data/learn/tour.yaml) or lists quiz rules."""
    from assistant.learn.tour import tour

    quizzes = quiz_games()
    return [g.id for g in registry.all_games().values() if (g.info.tour and g.info.tour in tour()) or g.id in quizzes]


def tour_steps(game: str) -> list[dict]:
    """The guided tour of a game (data/learn/tour.yaml), step by step: its key, the rules it reads and the
    worked examples it draws."""
    from assistant.learn.tour import tour

    steps = tour().get(registry.get(arg.game(game)).info.tour or "", ())  # the registration names its tour
    return [{"key": s.key, "rules": list(s.rules), "examples": list(s.examples)} for s in steps]


def learn_example(name: str, player: str = "Player", variant: bool = False) -> dict:
    """A worked example of the tour, from the seeds (assistant/learn/examples.py), for the engines to check
    and score: {"position"}, plus "move" (the offer), "cells" (the reachability example's named cells, the
    cell that closes the hole) or "ties" (each case: round, building type, counts). `variant` draws the
    second picture: x and y added above B and C, the hole closed."""
    from assistant.learn import examples as ex

    name, player = arg.choice(name, "example", _example_names()), arg.text(player, "player", 100)
    return ex.drawn(name, arg.flag(variant, "variant"), player)


def quiz_question(game: str, seed: int, player: str = "Player") -> dict:
    """The quiz question of `seed` (the same seed, the same question): {"game", "seed", "position", "legal",
    "broken" (the rule ids the engine names)}, plus for Alhambra "cell", "tile" (the last tile put) and
    "before" (the position without it), for Azul "move" (the take asked about)."""
    from assistant import quiz

    game = arg.choice(arg.game(game), "game", tuple(quiz_games()))
    seed, player = arg.whole(seed, "seed", 0, 2**63), arg.text(player, "player", 100)
    return {"game": game, "seed": seed, **quiz.question(game, seed, player)}


def answerer_ready() -> bool:
    """Whether the question answerer's index is built for every language (the first build takes ~1.5 s)."""
    from assistant.rules.answer import ready

    return ready()


def warm_answerer() -> None:
    """Build the question answerer's index for every language now."""
    from assistant.rules.answer import warm

    warm()


def warm_answerer_in_background() -> threading.Thread:
    """Build it in a daemon thread, which is returned (the caller does not wait; see answer.warm_in_background)."""
    from assistant.rules.answer import warm_in_background

    return warm_in_background()
