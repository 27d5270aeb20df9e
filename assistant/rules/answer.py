"""Answering a rule question from the knowledge base (FORMATS.md: `ask` and `rules`).

Retrieval is scikit-learn TF-IDF over character n-grams (char_wb), one index per language: n-grams need no
word segmentation (Japanese), survive Turkish and Spanish suffixes and typos, and cost a sparse dot product.
Each entry is seen through three views that are scored separately and added with weights:
  - its alias questions (`questions:`), best single match: players ask the way other players asked;
  - its title: short and on topic;
  - its body (answer, text, ruling, examples): long, so it adds recall but would drown the rest if mixed in.
A question is searched in the index of the language it is written in (and of the requested language too,
when `lang` is given and differs), and answered in the requested or detected language.

"No rule found" is a calibrated threshold on the best combined score (see THRESHOLD), plus a test that the
question is not plainly about the other game when `game` is given (see OTHER_GAME_MARGIN).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import yaml
from sklearn.feature_extraction.text import TfidfVectorizer

from assistant.errors import PositionError
from assistant.paths import DEFAULT_LANG, I18N_DIR, LANGS
from assistant.rules import knowledge
from assistant.rules.langdetect import detect, normalise

GAMES = ("alhambra", "azul")
MAX_ANSWERS = 3
MAX_QUESTION_CHARS = 500  # a question, not a document: bounds the work a pasted wall of text can cause

# Weights of the three views in the combined score (alias questions, title, body). Tuned by leave-one-out
# over the alias questions of the knowledge base (bench/bench_ask.py --calibrate), not on the test set.
W_ALIAS, W_TITLE, W_BODY = 0.5, 0.2, 0.3

# The best answer must reach THRESHOLD, or the question gets "no rule found". Chosen with
# `bench/bench_ask.py --calibrate`: every alias question asked with itself left out of the index scores
# above it in nearly all cases, and invented off-topic questions (other games, trivia) score below it.
THRESHOLD = 0.20
# Further answers (places 2 and 3) must reach this much: they are "see also", not noise.
SECONDARY = 0.16
# With `game` given, a question whose best match in the other game beats the best in this game by this
# much is about the other game: no answer rather than the least bad rule of the wrong game.
OTHER_GAME_MARGIN = 0.10

_GAME_NAMES = {"alhambra": ("alhambra", "アルハンブラ"), "azul": ("azul", "アズール")}


@dataclass(frozen=True)
class _Index:
    """One language's vectors: rows of `body` and `title` follow `ids`; `alias` rows are grouped by entry."""

    ids: tuple[str, ...]
    games: np.ndarray
    vectorizer: TfidfVectorizer
    body: object  # scipy sparse matrix, one row per entry
    title: object
    alias: object  # one row per alias question, grouped by entry
    alias_starts: np.ndarray  # first alias row of each entry (np.maximum.reduceat)
    has_alias: np.ndarray


def _vectorizer(lang: str) -> TfidfVectorizer:
    """Character n-grams within word boundaries; Japanese single characters (kanji) carry meaning too."""
    return TfidfVectorizer(
        analyzer="char_wb",
        ngram_range=(1, 3) if lang == "ja" else (2, 4),
        sublinear_tf=True,
        lowercase=False,  # normalise() lowers, the Turkish way where it matters
        preprocessor=None,
        dtype=np.float32,
    )


@lru_cache(maxsize=len(LANGS))
def _index(lang: str) -> _Index:
    """Build one language's index once per process (a few hundred short texts: well under a second)."""
    entries = sorted(knowledge.entries().values(), key=lambda e: e.id)
    bodies, titles, aliases, starts, has_alias = [], [], [], [], []
    for e in entries:
        t = e.text_in(lang)
        bodies.append(normalise(" ".join([t.answer, t.text, t.ruling, *t.examples]), lang))
        titles.append(normalise(t.title, lang))
        starts.append(len(aliases))
        qs = [normalise(q, lang) for q in t.questions] or [""]
        has_alias.append(bool(t.questions))
        aliases.extend(qs)
    vec = _vectorizer(lang).fit(bodies + titles + aliases)
    return _Index(
        ids=tuple(e.id for e in entries),
        games=np.array([e.game for e in entries]),
        vectorizer=vec,
        body=vec.transform(bodies),
        title=vec.transform(titles),
        alias=vec.transform(aliases),
        alias_starts=np.array(starts, dtype=np.intp),
        has_alias=np.array(has_alias),
    )


def warm() -> None:
    """Build every language's index now (the app calls this at start so the first question is fast)."""
    for lang in LANGS:
        _index(lang)


def scores(question: str, lang: str) -> dict[str, float]:
    """Combined similarity of the question to every entry, in the index of `lang`."""
    idx = _index(lang)
    q = idx.vectorizer.transform([normalise(question[:MAX_QUESTION_CHARS], lang)])
    body = (idx.body @ q.T).toarray().ravel()
    title = (idx.title @ q.T).toarray().ravel()
    alias_all = (idx.alias @ q.T).toarray().ravel()
    alias = np.maximum.reduceat(alias_all, idx.alias_starts) * idx.has_alias
    combined = W_ALIAS * alias + W_TITLE * title + W_BODY * body
    return dict(zip(idx.ids, combined.tolist(), strict=True))


def games_named(question: str) -> set[str]:
    """The games a question names outright ("in Azul, ..."): a stronger hint than any n-gram."""
    q = question.lower()
    return {game for game, names in _GAME_NAMES.items() if any(n in q for n in names)}


@lru_cache(maxsize=1)
def _messages() -> dict[str, dict[str, str]]:
    return yaml.safe_load((I18N_DIR / "answer.yaml").read_text(encoding="utf-8"))


def no_rule_message(lang: str) -> str:
    texts = _messages()["no_rule"]
    return texts.get(lang) or texts[DEFAULT_LANG]


def _check_args(game: str | None, lang: str | None) -> None:
    if game is not None and game not in GAMES:
        raise PositionError(f"game: unknown game {game!r}, expected one of {', '.join(GAMES)}")
    if lang is not None and lang not in LANGS:
        raise PositionError(f"lang: unknown language {lang!r}, expected one of {', '.join(LANGS)}")


def rank(question: str, game: str | None = None, lang: str | None = None) -> list[tuple[str, float]]:
    """Every entry of the allowed game(s) with its score, best first, before any threshold.

    Returns [] when the question is plainly about the other game (named, or scoring far better there).
    """
    detected = detect(question)
    combined: dict[str, float] = {}
    for search_lang in dict.fromkeys([detected, lang or detected]):
        for rule_id, s in scores(question, search_lang).items():
            combined[rule_id] = max(s, combined.get(rule_id, 0.0))
    named = games_named(question)
    if game is None and len(named) == 1:
        game = next(iter(named))
    elif game is not None and named and game not in named:
        return []
    ranked = sorted(combined.items(), key=lambda kv: (-kv[1], kv[0]))
    if game is None:
        return ranked
    entries = knowledge.entries()
    inside = [(r, s) for r, s in ranked if entries[r].game == game]
    outside = [s for r, s in ranked if entries[r].game != game]
    if inside and outside and outside[0] - inside[0][1] > OTHER_GAME_MARGIN:
        return []
    return inside


def _answer(rule_id: str, lang: str, score: float) -> dict:
    e = knowledge.entry(rule_id)
    t = e.text_in(lang)
    return {
        "rule": e.id,
        "title": t.title,
        "text": knowledge.full_text(e, lang),
        "source": e.source,
        "answer": t.answer,
        "game": e.game,
        "score": round(score, 4),
        "related": list(e.related),
    }


def ask(question: str, game: str | None = None, lang: str | None = None) -> dict:
    """The `ask` command: up to 3 entries best first, or none and a "no rule found" message."""
    if not isinstance(question, str):
        raise PositionError("question: expected text")
    _check_args(game, lang)
    out_lang = lang or detect(question)
    ranked = rank(question, game, lang) if question.strip() else []
    answers = []
    if ranked and ranked[0][1] >= THRESHOLD:
        answers = [_answer(r, out_lang, s) for r, s in ranked[:MAX_ANSWERS] if s >= SECONDARY]
    out: dict = {"lang": out_lang, "answers": answers}
    if not answers:
        out["message"] = no_rule_message(out_lang)
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
                "source": e.source,
                "langs": e.langs,
            }
        )
    return {"rules": rules}
