"""Answering a rule question from the knowledge base (FORMATS.md: `ask` and `rules`).

Everything is scikit-learn over TF-IDF of character n-grams (char_wb), one index per language: n-grams need
no word segmentation (Japanese), survive Turkish and Spanish suffixes and typos, and cost a sparse product.
Two signals, both from the same vectors:
  - similarity: for each entry, the best cosine similarity of the question to the rows of each view (its
    alias questions, title, one-line answer, sentences, whole body), added with WEIGHTS. Aliases and
    sentences are scored one row at a time (max) so that one matching question or sentence counts in full,
    whatever else the entry says.
  - a linear classifier (LinearSVC) trained on those short rows, plus a "no rule" class trained on
    off-topic questions (off_topic.py). It learns which n-grams tell neighbouring entries apart, which raw
    similarity cannot, and which ones carry no rule at all.
Answers are ranked by similarity + CLASSIFIER_WEIGHT * decision. "No rule found" is decided on the
confidence of the best answer, similarity + 0.5 * (its decision - the "no rule" decision), against a
calibrated THRESHOLD; with `game` given, a question plainly about the other game finds nothing
(OTHER_GAME_MARGIN). Every constant is chosen by `python bench/bench_ask.py --calibrate` on held-out alias
questions and invented off-topic ones, never on tests/rules/questions.yaml.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import yaml
from scipy import sparse
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.svm import LinearSVC

from assistant import arguments, registry
from assistant.errors import PositionError
from assistant.paths import DEFAULT_LANG, I18N_DIR, LANGS
from assistant.rules import knowledge
from assistant.rules.langdetect import detect
from assistant.rules.off_topic import OFF_TOPIC
from assistant.rules.text import analyse

MAX_ANSWERS = 3
MAX_QUESTION_CHARS = 500  # a question, not a document: bounds the work a pasted wall of text can cause

# The views of an entry a question is compared with, and their weights in the similarity. The held-out
# accuracy is flat within +-0.1 of these (bench/bench_ask.py --calibrate); the body weighs most because it
# alone holds every word of the rule.
WEIGHTS: dict[str, float] = {"alias": 0.25, "title": 0.15, "answer": 0.15, "sentence": 0.15, "body": 0.3}
_VIEWS = tuple(WEIGHTS)
# The classifier learns from the short texts that each say one thing about one entry.
_TAUGHT = ("alias", "title", "answer", "sentence")
SVM_C = 0.5
NONE = 10_000  # the classifier's label for "no rule": sorts after every entry index
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
# A question that names Alhambra or Azul is about that game by its own words, so the bar is lower: it is a
# game question in any case, and the worst a weak match can do is show that game's nearest entries.
NAMED_THRESHOLD = 0.25

# A game's name in a question picks that game (rank()); as text it is cut from questions and entries alike,
# or "how does Azul end?" would go to the entries that repeat the name most (azul.series). In Spanish "azul"
# is also the colour blue (of Azul tiles and of Alhambra money alike) and "azulejo" a tile, so there only a
# capitalised "Azul" counts.
_GAME_NAMES = {
    "alhambra": re.compile(r"alhambra|アルハンブラ", re.IGNORECASE),
    "azul": re.compile(r"\bazul\b|アズール", re.IGNORECASE),
}
_AZUL_ES = re.compile(r"\bAzul\b|アズール")
_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|\n+|(?<=[。！？])")


@dataclass(frozen=True)
class _View:
    """Rows of one view for every entry, grouped by entry: entry i owns rows starts[i] to starts[i+1]."""

    matrix: sparse.csr_matrix  # L2-normalised TF-IDF rows
    starts: np.ndarray
    empty: np.ndarray  # entries with no row of their own (one blank row stands in, scored 0)


@dataclass(frozen=True)
class Index:
    """One language's search structures, built once (see index())."""

    lang: str
    ids: tuple[str, ...]
    games: np.ndarray
    vectorizer: TfidfVectorizer
    views: dict[str, _View]
    classifier: LinearSVC


def _vectorizer(lang: str) -> TfidfVectorizer:
    """Character n-grams within word boundaries; Japanese single characters (kanji) carry meaning too."""
    return TfidfVectorizer(
        analyzer="char_wb",
        ngram_range=(1, 3) if lang == "ja" else (2, 4),
        sublinear_tf=True,
        lowercase=False,  # analyse() lowers, the Turkish way where it matters
        dtype=np.float32,
    )


def _analyse(text: str, lang: str) -> str:
    """analyse() once the game names are cut out (see _GAME_NAMES)."""
    for pattern in _game_patterns(lang).values():
        text = pattern.sub(" ", text)
    return analyse(text, lang)


def _sentences(text: str) -> list[str]:
    return [s for s in (p.strip() for p in _SENTENCE_END.split(text)) if len(s) > 3]


def _view_texts(e: knowledge.Entry, lang: str) -> dict[str, list[str]]:
    t = e.text_in(lang)
    body = [t.answer, t.text, t.ruling, *t.examples]
    return {
        "alias": list(t.questions),
        "title": [t.title],
        "answer": [t.answer],
        "sentence": [s for part in body for s in _sentences(part)],
        "body": [" ".join(body)],
    }


def build_index(lang: str, hold_out: frozenset[tuple[str, int]] = frozenset()) -> Index:
    """Vectorise every view of every entry and train the classifier, in one language.

    `hold_out` leaves alias questions out, as (rule id, position): the calibration asks them as unseen
    questions (bench/bench_ask.py --calibrate). The app builds with none left out, once (index()).
    """
    entries = sorted(knowledge.entries().values(), key=lambda e: e.id)
    rows: dict[str, list[str]] = {name: [] for name in _VIEWS}
    owner: dict[str, list[int]] = {name: [] for name in _VIEWS}  # entry of each row, -1 for a stand-in
    starts: dict[str, list[int]] = {name: [] for name in _VIEWS}
    for i, e in enumerate(entries):
        texts = _view_texts(e, lang)
        texts["alias"] = [q for j, q in enumerate(texts["alias"]) if (e.id, j) not in hold_out]
        for name in _VIEWS:
            starts[name].append(len(rows[name]))
            rows[name].extend(_analyse(x, lang) for x in texts[name] or [""])
            owner[name].extend([i] * len(texts[name]) or [-1])
    vec = _vectorizer(lang)
    matrix = vec.fit_transform([x for name in _VIEWS for x in rows[name]])
    views, taught, labels, at = {}, [], [], 0
    for name in _VIEWS:
        part, rows_owner = matrix[at : at + len(rows[name])], np.array(owner[name])
        at += len(rows[name])
        empty = np.ones(len(entries), dtype=bool)
        empty[rows_owner[rows_owner >= 0]] = False
        views[name] = _View(part, np.array(starts[name], dtype=np.intp), empty)
        if name in _TAUGHT:
            taught.append(part[rows_owner >= 0])
            labels.append(rows_owner[rows_owner >= 0])
    none = vec.transform([_analyse(q, lang) for q in OFF_TOPIC.get(lang, ())])
    taught.append(none)
    labels.append(np.full(none.shape[0], NONE))
    classifier = LinearSVC(C=SVM_C, tol=1e-3).fit(sparse.vstack(taught), np.concatenate(labels))
    return Index(lang, tuple(e.id for e in entries), np.array([e.game for e in entries]), vec, views, classifier)


@lru_cache(maxsize=len(LANGS))
def index(lang: str) -> Index:
    """One language's index, built on first use and kept for the life of the process."""
    return build_index(lang)


def ready() -> bool:
    """Whether every language's index is built already (so the app need not say it is preparing)."""
    return index.cache_info().currsize >= len(LANGS)


def warm() -> None:
    """Build every language's index now (the app calls this at start so the first question is fast)."""
    for lang in LANGS:
        index(lang)


@dataclass(frozen=True)
class Scores:
    """A question against one language's entries: per view the best cosine similarity of each entry, and the
    classifier's decision value for each entry."""

    views: dict[str, np.ndarray]
    decision: np.ndarray  # one value per entry
    none: float  # the decision value of "no rule" (assistant/rules/off_topic.py)

    def similarity(self, weights: dict[str, float] | None = None) -> np.ndarray:
        """How close the question is to each entry's own texts, 0..1: what "no rule found" is judged on."""
        return sum(w * self.views[name] for name, w in (weights or WEIGHTS).items())

    def rank(self, weights: dict[str, float] | None = None, classifier_weight: float | None = None) -> np.ndarray:
        """What answers are ordered by: the similarity plus the classifier's say."""
        cw = CLASSIFIER_WEIGHT if classifier_weight is None else classifier_weight
        return self.similarity(weights) + cw * self.decision

    def confidence(self, weights: dict[str, float] | None = None) -> np.ndarray:
        """What THRESHOLD is compared with: the similarity plus how much the classifier prefers the entry
        to "no rule". An off-topic question is far from every text and closer to the off-topic examples."""
        return self.similarity(weights) + CONFIDENCE_CLASSIFIER_WEIGHT * (self.decision - self.none)


def score_all(question: str, idx: Index) -> Scores:
    q = idx.vectorizer.transform([_analyse(question[:MAX_QUESTION_CHARS], idx.lang)])
    views = {}
    for name, v in idx.views.items():
        sims = (v.matrix @ q.T).toarray().ravel()
        views[name] = np.where(v.empty, 0.0, np.maximum.reduceat(sims, v.starts))
    decision = idx.classifier.decision_function(q).ravel()
    return Scores(views, decision[:-1], float(decision[-1]))


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
    """The same checks, in the same words, as every other API function (assistant.arguments)."""
    arguments.game(game, optional=True)
    arguments.lang(lang)


@lru_cache(maxsize=len(LANGS))
def exclusive_words(lang: str) -> dict[str, frozenset[str]]:
    """Per game, the words of its entries (in `lang`) found in at least two of them and in no entry of the
    other game: "pavilion" is Alhambra's, "factory" Azul's. Built once per language."""
    seen: dict[str, dict[str, set[str]]] = {g: {} for g in registry.ids()}
    for e in knowledge.entries().values():
        t = e.text_in(lang)
        words = set(_analyse(" ".join([t.title, t.answer, t.text, *t.questions]), lang).split())
        for w in words:
            if len(w) >= (2 if lang == "ja" else 4):
                seen[e.game].setdefault(w, set()).add(e.id)
    out = {}
    for g in registry.ids():
        others = set().union(*(seen[o].keys() for o in registry.ids() if o != g))
        out[g] = frozenset(w for w, ids in seen[g].items() if len(ids) >= 2 and w not in others)
    return out


def about_other_game(question: str, game: str, lang: str) -> bool:
    """The question uses another game's own words and none of this game's: it is about the other game."""
    words = set(_analyse(question, lang).split())
    excl = exclusive_words(lang)
    mine = words & excl[game]
    theirs = words & set().union(*(excl[g] for g in registry.ids() if g != game))
    return bool(theirs) and not mine


def rank(question: str, game: str | None = None, lang: str | None = None) -> list[tuple[str, float, float]]:
    """Entries of the allowed game(s) as (rule id, ranking score, confidence), best first, no threshold.

    The question is searched in the language it is written in (an English question with lang="ja" is matched
    in English and answered in Japanese); `lang` only decides when the question gives no clue of its own.
    Returns [] when the question is plainly about the other game than `game`: it names only that game or,
    naming none, its confidence there beats the best here by OTHER_GAME_MARGIN.
    """
    detected = detect(question, default=lang or DEFAULT_LANG)
    idx = index(detected)
    found = score_all(question, idx)
    ranking, confidence = found.rank(), found.confidence()
    named = games_named(question, detected)
    if game is not None and named and game not in named:
        return []
    if game is None and len(named) == 1:
        game = next(iter(named))
    allowed = np.ones(len(idx.ids), dtype=bool) if game is None else idx.games == game
    if not named and not allowed.all() and (
        confidence[~allowed].max() - confidence[allowed].max() > OTHER_GAME_MARGIN
        or about_other_game(question, game, detected)
    ):
        return []
    order = [i for i in np.argsort(-ranking, kind="stable") if allowed[i]]
    return [(idx.ids[i], float(ranking[i]), float(confidence[i])) for i in order]


def _answer(rule_id: str, lang: str, score: float) -> dict:
    e = knowledge.entry(rule_id)
    t = e.text_in(lang)
    return {
        "rule": e.id,
        "title": t.title,
        "text": knowledge.full_text(e, lang),
        "source": e.source,
        "answer": t.answer,
        "ruling": t.ruling,
        "examples": list(t.examples),
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
    bar = NAMED_THRESHOLD if games_named(question, detect(question, default=lang or DEFAULT_LANG)) else THRESHOLD
    if ranked and ranked[0][2] >= bar:
        answers = [_answer(r, out_lang, c) for r, _, c in ranked[:MAX_ANSWERS] if c >= SECONDARY]
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
