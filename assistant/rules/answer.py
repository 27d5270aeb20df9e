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

import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import yaml
from sklearn.feature_extraction.text import TfidfVectorizer

from assistant.errors import PositionError
from assistant.paths import DEFAULT_LANG, I18N_DIR, LANGS
from assistant.rules import knowledge
from assistant.rules.langdetect import detect
from assistant.rules.text import analyse

GAMES = ("alhambra", "azul")
MAX_ANSWERS = 3
MAX_QUESTION_CHARS = 500  # a question, not a document: bounds the work a pasted wall of text can cause

# The views of an entry that a question is compared with; each gives the entry the best cosine similarity of
# its rows (max), and the entry's score is their weighted sum. Tuned by leave-one-out over the alias
# questions of the knowledge base (bench/bench_ask.py --calibrate), not on the test set.
WEIGHTS: dict[str, float] = {"alias": 0.4, "title": 0.15, "sentence": 0.2, "body": 0.25}

# The best answer must reach THRESHOLD, or the question gets "no rule found". Chosen with
# `bench/bench_ask.py --calibrate`: see there for the distributions it separates.
THRESHOLD = 0.20
# Further answers (places 2 and 3) must reach this much: they are "see also", not noise.
SECONDARY = 0.16
# With `game` given, a question whose best match in the other game beats the best in this game by this
# much is about the other game: no answer rather than the least bad rule of the wrong game.
OTHER_GAME_MARGIN = 0.10

# A game's name in a question picks that game; as text it would only pull towards the entries that repeat
# it most, so it is cut from the question before the search. In Spanish "azul" is also the colour blue (of
# Azul tiles and of Alhambra money alike) and "azulejo" a tile, so there only a capitalised "Azul" counts.
_GAME_NAMES = {
    "alhambra": re.compile(r"alhambra|アルハンブラ", re.IGNORECASE),
    "azul": re.compile(r"\bazul\b|アズール", re.IGNORECASE),
}
_AZUL_ES = re.compile(r"\bAzul\b|アズール")
_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|\n+|(?<=[。！？])")


@dataclass(frozen=True)
class _View:
    """Rows of one view for every entry, grouped by entry: entry i owns rows starts[i] to starts[i+1]."""

    matrix: object  # scipy sparse, L2-normalised TF-IDF rows
    starts: np.ndarray
    empty: np.ndarray  # entries with no row of their own (one blank row stands in, scored 0)


@dataclass(frozen=True)
class _Index:
    ids: tuple[str, ...]
    games: np.ndarray
    vectorizer: TfidfVectorizer
    views: dict[str, _View]


def _vectorizer(lang: str) -> TfidfVectorizer:
    """Character n-grams within word boundaries; Japanese single characters (kanji) carry meaning too."""
    return TfidfVectorizer(
        analyzer="char_wb",
        ngram_range=(1, 3) if lang == "ja" else (2, 4),
        sublinear_tf=True,
        lowercase=False,  # analyse() lowers, the Turkish way where it matters
        dtype=np.float32,
    )


def _sentences(text: str) -> list[str]:
    return [s for s in (p.strip() for p in _SENTENCE_END.split(text)) if len(s) > 3]


def _view_texts(e: knowledge.Entry, lang: str) -> dict[str, list[str]]:
    t = e.text_in(lang)
    body = [t.answer, t.text, t.ruling, *t.examples]
    return {
        "alias": list(t.questions),
        "title": [t.title],
        "sentence": [s for part in body for s in _sentences(part)],
        "body": [" ".join(body)],
    }


@lru_cache(maxsize=len(LANGS))
def _index(lang: str) -> _Index:
    """Build one language's index once per process (a few thousand short texts: well under a second)."""
    entries = sorted(knowledge.entries().values(), key=lambda e: e.id)
    per_entry = [_view_texts(e, lang) for e in entries]
    rows: dict[str, list[str]] = {name: [] for name in WEIGHTS}
    starts: dict[str, list[int]] = {name: [] for name in WEIGHTS}
    empty: dict[str, list[bool]] = {name: [] for name in WEIGHTS}
    for texts in per_entry:
        for name in WEIGHTS:
            starts[name].append(len(rows[name]))
            empty[name].append(not texts[name])
            rows[name].extend(analyse(x, lang) for x in texts[name] or [""])
    vec = _vectorizer(lang).fit([x for name in WEIGHTS for x in rows[name]])
    views = {
        name: _View(vec.transform(rows[name]), np.array(starts[name], dtype=np.intp), np.array(empty[name]))
        for name in WEIGHTS
    }
    return _Index(tuple(e.id for e in entries), np.array([e.game for e in entries]), vec, views)


def warm() -> None:
    """Build every language's index now (the app calls this at start so the first question is fast)."""
    for lang in LANGS:
        _index(lang)


def views(question: str, lang: str) -> dict[str, np.ndarray]:
    """The question's cosine similarity to every row of every view of one language's index."""
    idx = _index(lang)
    question = question[:MAX_QUESTION_CHARS]
    for pattern in _game_patterns(lang).values():
        question = pattern.sub(" ", question)
    q = idx.vectorizer.transform([analyse(question, lang)]).T
    return {name: (v.matrix @ q).toarray().ravel() for name, v in idx.views.items()}


def combine(lang: str, sims: dict[str, np.ndarray], weights: dict[str, float] | None = None) -> np.ndarray:
    """One score per entry: the weighted sum over views of the entry's best row in each."""
    idx = _index(lang)
    total = np.zeros(len(idx.ids))
    for name, w in (weights or WEIGHTS).items():
        v = idx.views[name]
        total += w * np.where(v.empty, 0.0, np.maximum.reduceat(sims[name], v.starts))
    return total


def scores(question: str, lang: str) -> dict[str, float]:
    """Combined similarity of the question to every entry, in the index of `lang`."""
    return dict(zip(_index(lang).ids, combine(lang, views(question, lang)).tolist(), strict=True))


def _game_patterns(lang: str) -> dict[str, re.Pattern]:
    return {**_GAME_NAMES, "azul": _AZUL_ES} if lang == "es" else _GAME_NAMES


def games_named(question: str, lang: str) -> set[str]:
    """The games a question names outright ("in Azul, ..."): a stronger hint than any n-gram."""
    return {game for game, pattern in _game_patterns(lang).items() if pattern.search(question)}


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
    named = games_named(question, detected)
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
