"""The search structures of the answerer, one per language, and the scores of a question against them.

Three signals, all per entry:
  - similarity: the best cosine similarity of the question to the rows of each view of the entry (its alias
    questions, title, one-line answer, sentences, whole body), added with WEIGHTS. Aliases and sentences are
    scored one row at a time (max) so that one matching question or sentence counts in full.
  - a linear classifier (one-vs-rest SVM) trained on those short rows plus a "no rule" class trained on
    off-topic questions (off_topic.py): it learns which n-grams tell neighbouring entries apart.
  - concepts (concepts.py): how much of the question's concepts the entry is about, across languages.
The arrays are built (with numpy and scikit-learn) once per data version and kept on disk as plain values
(index_cache.py); answering reads them into `array`s and tuples and needs neither.
"""

from __future__ import annotations

import re
import threading
from array import array
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING

from assistant.paths import LANGS
from assistant.rules import concepts, index_cache, knowledge, our_games
from assistant.rules.off_topic import OFF_TOPIC
from assistant.rules.text import analyse
from assistant.rules.vectors import ByFeature, Tfidf, fit, ngram_range, train_classifier

if TYPE_CHECKING:  # numpy builds the index; answering never imports it
    import numpy as np

MAX_QUESTION_CHARS = 500  # a question, not a document: bounds the work a pasted wall of text can cause
WEIGHTS: dict[str, float] = {"alias": 0.25, "title": 0.15, "answer": 0.15, "sentence": 0.15, "body": 0.3}
_VIEWS = tuple(WEIGHTS)
_TAUGHT = ("alias", "title", "answer", "sentence")  # the short texts that each say one thing about one entry
SVM_C = 0.5
NONE = 10_000  # the classifier's label for "no rule": sorts after every entry index
# A game's name is cut from questions and entries alike, or "how does Azul end?" would go to the entries
# that repeat the name most (azul.series); which game is meant is decided apart (scope.py). The names are the
# registration's, with the Turkish endings of data/lexicon/game_names.yaml ("azulda", "Azul’un"): our_games.py.
_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|\n+|(?<=[。！？])")


def analysed(text: str, lang: str) -> str:
    """An entry's text as the index reads it, the names of the games the rules are about cut. Only those: the
    index is kept on disk keyed by the data, so a game registered at run time (a plugin, a test's toy game,
    which has no entries) must not change what it is built from."""
    return analyse(our_games.cut_pattern(knowledge.games()).sub(" ", text), lang)


def analysed_question(question: str, lang: str) -> str:
    """A question as the index reads it: every registered game's names cut."""
    return analyse(our_games.cut_pattern().sub(" ", question), lang)


@dataclass(frozen=True)
class View:
    span: tuple[int, int]  # its rows in the index's row space
    bounds: tuple[int, ...]  # entry i owns rows bounds[i] to bounds[i+1] of the view (the last bound: its end)
    empty: tuple[bool, ...]  # entries with no row of their own (one blank row stands in, scored 0)


@dataclass(frozen=True)
class Index:
    """One language's search structures (see module doc), in plain Python values."""

    lang: str
    ids: tuple[str, ...]
    games: tuple[str, ...]
    tfidf: Tfidf
    rows: ByFeature
    views: dict[str, View]
    coef: array  # float32, features x classes (a feature's weights for every class side by side)
    intercept: tuple[float, ...]  # per class: the entries in order, then "no rule"
    concept_ids: tuple[str, ...]
    concept_col: dict[str, int]
    concept_matrix: tuple[tuple[float, ...], ...]  # entries x concepts, 0..1 (1 = curated)
    concept_weight: tuple[float, ...]  # per concept: lexicon weight x idf over entries
    core_weight: tuple[float, ...]  # per entry: the weight of its curated concepts (matrix 1.0)
    alias_rows: tuple[tuple[int, ...], ...]  # per concept, the alias questions (all languages) naming it
    alias_owner: tuple[int, ...]  # per alias question, its entry
    alias_weight: tuple[float, ...]  # per alias question, the weight of its concepts
    primary: tuple[int, ...]  # per entry, the column of its subject (the first curated concept), -1 for none


def _sentences(text: str) -> list[str]:
    return [s for s in (p.strip() for p in _SENTENCE_END.split(text)) if len(s) > 3]


def _view_texts(e: knowledge.Entry, lang: str) -> dict[str, list[str]]:
    t = e.text_in(lang)
    body = [t.answer, t.text, t.ruling, *t.examples]
    return {"alias": list(t.questions), "title": [t.title], "answer": [t.answer],
            "sentence": [s for part in body for s in _sentences(part)], "body": [" ".join(body)]}


def _concept_arrays(entries: list[knowledge.Entry], hold_out: frozenset[tuple[str, int]]) -> dict[str, np.ndarray]:
    import numpy as np

    ids, rows = concepts.entry_matrix(entries)
    matrix = np.array(rows, dtype=np.float32)
    lex = concepts.lexicon()
    df = (matrix >= concepts.HEAD_STRENGTH / 2).sum(axis=0)
    idf = np.log(1.0 + len(entries) / (1.0 + df))
    weight = np.array([lex[c].weight for c in ids], dtype=np.float32) * idf
    # Every alias question of every entry, in all four languages, as its set of concepts: a question meets
    # the aliases of other languages on concepts (what one language's players ask teaches the others).
    col = {c: j for j, c in enumerate(ids)}
    alias_rows, starts = [], []
    for e in entries:
        starts.append(len(alias_rows))
        for other in e.langs:
            for j, q in enumerate(e.texts[other].questions):
                if (e.id, j) in hold_out:  # in every language: the aliases are translations of each other
                    continue
                row = np.zeros(len(ids), dtype=np.float32)
                row[[col[c] for c in concepts.concepts_in(q, other)]] = 1.0
                alias_rows.append(row)
        if len(alias_rows) == starts[-1]:
            alias_rows.append(np.zeros(len(ids), dtype=np.float32))
    return {"concept_ids": np.array(ids), "concept_matrix": matrix, "concept_weight": weight.astype(np.float32),
            "alias_concepts": np.array(alias_rows), "alias_concept_starts": np.array(starts),
            "primary": np.array([col[concepts.curated()[e.id][0]] if concepts.curated().get(e.id) else -1
                                 for e in entries])}


def build_arrays(lang: str, hold_out: frozenset[tuple[str, int]] = frozenset()) -> dict[str, np.ndarray]:
    """Vectorise every view of every entry, train the classifier, derive the concepts: as plain arrays.

    `hold_out` leaves alias questions out, as (rule id, position), for calibration (bench/bench_ask.py).
    """
    import numpy as np

    entries = sorted(knowledge.entries().values(), key=lambda e: e.id)
    texts, owner, arrays = [], [], {}
    for name in _VIEWS:
        begin, starts, empty = len(texts), [], np.ones(len(entries), dtype=bool)
        for i, e in enumerate(entries):
            rows = _view_texts(e, lang)[name]
            if name == "alias":
                rows = [q for j, q in enumerate(rows) if (e.id, j) not in hold_out]
            starts.append(len(texts) - begin)
            empty[i] = not rows
            texts.extend(analysed(x, lang) for x in rows or [""])
            owner.extend([i] * len(rows) or [-1])
        arrays |= {f"{name}_span": np.array([begin, len(texts)]), f"{name}_starts": np.array(starts),
                   f"{name}_empty": empty}
    none = [analysed(q, lang) for q in OFF_TOPIC.get(lang, ())]
    tfidf, rows = fit(texts + none, lang)
    owner_arr = np.array(owner)
    taught = [i for name in _TAUGHT for i in range(*arrays[f"{name}_span"]) if owner_arr[i] >= 0]
    labels = np.concatenate([owner_arr[taught], np.full(len(none), NONE)])
    classes, coef, intercept = train_classifier([rows[i] for i in taught] + rows[len(texts):], labels,
                                                len(tfidf.vocab), SVM_C)
    assert classes.tolist() == [*range(len(entries)), NONE]  # every entry is taught: its decision is column i
    return arrays | _concept_arrays(entries, hold_out) | ByFeature.arrays(rows[: len(texts)], len(tfidf.vocab)) | {
        "ids": np.array([e.id for e in entries]), "games": np.array([e.game for e in entries]),
        "vocab": np.array(sorted(tfidf.vocab, key=tfidf.vocab.__getitem__)), "idf": np.array(tfidf.idf),
        "n_rows": np.array(len(texts)), "coef": coef, "intercept": intercept,
    }


def plain(a: dict[str, np.ndarray]) -> dict:
    """The arrays of build_arrays as the plain values the answerer reads (and index_cache keeps): large numeric
    arrays as the bytes of an `array`, the rest as tuples; what every question would derive, derived once."""
    import numpy as np

    matrix, weight = a["concept_matrix"], a["concept_weight"]
    aliases = a["alias_concepts"]
    starts = a["alias_concept_starts"].tolist() + [len(aliases)]
    return {
        "ids": tuple(a["ids"].tolist()), "games": tuple(a["games"].tolist()),
        "vocab": tuple(a["vocab"].tolist()), "idf": a["idf"].astype(np.float32).tobytes(),
        "indptr": a["indptr"].astype(np.int64).tobytes(), "rows": a["rows"].astype(np.int32).tobytes(),
        "vals": a["vals"].astype(np.float32).tobytes(), "n_rows": int(a["n_rows"]),
        "views": {n: (tuple(a[f"{n}_span"].tolist()), tuple(a[f"{n}_starts"].tolist()),
                      tuple(a[f"{n}_empty"].tolist())) for n in _VIEWS},
        "coef": np.ascontiguousarray(a["coef"].T, dtype=np.float32).tobytes(),
        "intercept": tuple(a["intercept"].tolist()),
        "concept_ids": tuple(a["concept_ids"].tolist()),
        "concept_matrix": tuple(tuple(row) for row in matrix.tolist()),
        "concept_weight": tuple(weight.tolist()),
        # a situation told by its parts (concepts.Concept.told_by) is no word a question names: its parts count
        "core_weight": tuple((((matrix >= 1.0) & ~_told_columns(a["concept_ids"])).astype(np.float32)
                              @ weight).tolist()),
        "alias_rows": tuple(tuple(np.flatnonzero(aliases[:, j]).tolist()) for j in range(aliases.shape[1])),
        "alias_owner": tuple(i for i in range(len(starts) - 1) for _ in range(starts[i], starts[i + 1])),
        "alias_weight": tuple((aliases @ weight).tolist()),
        "primary": tuple(a["primary"].tolist()),
    }


def _told_columns(concept_ids: np.ndarray) -> np.ndarray:
    """Per concept column, whether it is told by its parts (`told_by`) rather than named by a word."""
    import numpy as np

    lex = concepts.lexicon()
    return np.array([bool(lex[c].told_by) for c in concept_ids.tolist()])


def _array(code: str, raw: bytes) -> array:
    out = array(code)
    out.frombytes(raw)
    return out


def from_plain(lang: str, p: dict) -> Index:
    vocab = p["vocab"]
    lo, hi = ngram_range(lang)
    return Index(
        lang=lang, ids=p["ids"], games=p["games"],
        tfidf=Tfidf(dict(zip(vocab, range(len(vocab)), strict=True)), _array("f", p["idf"]), lo, hi),
        rows=ByFeature(_array("q", p["indptr"]), _array("i", p["rows"]), _array("f", p["vals"]), p["n_rows"]),
        views={n: View(span, (*starts, span[1] - span[0]), empty) for n, (span, starts, empty) in p["views"].items()},
        coef=_array("f", p["coef"]), intercept=p["intercept"],
        concept_ids=p["concept_ids"], concept_col={c: j for j, c in enumerate(p["concept_ids"])},
        concept_matrix=p["concept_matrix"], concept_weight=p["concept_weight"], core_weight=p["core_weight"],
        alias_rows=p["alias_rows"], alias_owner=p["alias_owner"], alias_weight=p["alias_weight"],
        primary=p["primary"],
    )


def build_index(lang: str, hold_out: frozenset[tuple[str, int]] = frozenset()) -> Index:
    return from_plain(lang, plain(build_arrays(lang, hold_out)))


_LOADING = threading.Lock()  # the app warms the index in a background thread while a question may come in


@lru_cache(maxsize=len(LANGS))
def _index(lang: str) -> Index:
    saved = index_cache.load(lang)
    if not isinstance(saved, dict):
        saved = plain(build_arrays(lang))
        index_cache.save(lang, saved)
    return from_plain(lang, saved)


def index(lang: str) -> Index:
    """One language's index: from the disk cache when the data is unchanged, else built (and saved). Loaded
    once per process; a question arriving while a warm-up thread loads it waits for that load, not a second."""
    if _index.cache_info().currsize < len(LANGS):
        with _LOADING:
            return _index(lang)
    return _index(lang)


index.cache_info = _index.cache_info  # type: ignore[attr-defined]
index.cache_clear = _index.cache_clear  # type: ignore[attr-defined]


def needs_build() -> bool:
    """Whether some language's index is neither loaded nor saved for the current data (a build would train)."""
    return _index.cache_info().currsize < len(LANGS) and any(
        (path := index_cache.path_for(lang)) is None or not path.is_file() for lang in LANGS)


def warm() -> None:
    """Load (or build) every language's index now, so that no question waits for it."""
    for lang in LANGS:
        index(lang)


@dataclass(frozen=True)
class Scores:
    """A question against one language's entries: per view the best cosine similarity of each entry, the
    classifier's decision for each entry and for "no rule", and the concept overlap (lists, one value an entry)."""

    views: dict[str, list[float]]
    decision: list[float]
    none: float
    concept: list[float]  # 0..1 per entry
    concepts: tuple[str, ...]  # the question's concepts
    lang: str  # the language it was scored in
    situation: list[float] | None = None  # 1 for an entry about a situation the question tells (situation_of)

    def similarity(self, weights: dict[str, float] | None = None) -> list[float]:
        """The views added with `weights` (WEIGHTS by default: computed once per question, as ranking and
        confidence both read it)."""
        if weights is None or weights == WEIGHTS:
            return list(self._similarity)
        return self._weighted(weights)

    @cached_property
    def _similarity(self) -> tuple[float, ...]:
        return tuple(self._weighted(WEIGHTS))

    def _weighted(self, weights: dict[str, float]) -> list[float]:
        parts = [(w, self.views[name]) for name, w in weights.items()]
        return [sum(w * view[i] for w, view in parts) for i in range(len(self.decision))]


# The parts of the concept overlap (concept_scores), adding up to 1.
COVERAGE, RECALL, SUBJECT, ALIAS, PRIMARY = 0.25, 0.05, 0.15, 0.35, 0.2


def concept_scores(found: list[str], idx: Index) -> list[float]:
    """How well an entry meets the question's concepts, 0..1, three ways: how much of the question's concept
    weight the entry carries (coverage), how much of the entry's curated concepts the question names
    (recall), and whether the entry is about the question's weightiest concept (its subject). So a question
    about a tie in round 2 meets the tie rule (the tie is its subject) before the points table (which
    merely mentions rounds). Besides, the best alias question of the entry sharing the question's concepts
    (their weighted Jaccard overlap), and whether the entry's subject is among them."""
    cols = [idx.concept_col[c] for c in found if c in idx.concept_col]
    n = len(idx.ids)
    if not cols:
        return [0.0] * n
    w = [idx.concept_weight[c] for c in cols]
    total = sum(w)
    shared: dict[int, float] = {}
    for col, weight in zip(cols, w, strict=True):
        for row in idx.alias_rows[col]:
            shared[row] = shared.get(row, 0.0) + weight
    alias = [0.0] * n
    for row, common in shared.items():
        ratio = common / max(idx.alias_weight[row] + total - common, 1e-6)
        owner = idx.alias_owner[row]
        alias[owner] = max(alias[owner], ratio)
    subject = cols[max(range(len(w)), key=w.__getitem__)]  # the first of the weightiest, as argmax
    chosen = set(cols)
    out = []
    for e, row in enumerate(idx.concept_matrix):
        coverage = sum(row[c] * wc for c, wc in zip(cols, w, strict=True)) / total
        recall = sum(wc for c, wc in zip(cols, w, strict=True) if row[c] >= 1.0) / max(idx.core_weight[e], 1e-6)
        out.append(COVERAGE * coverage + RECALL * recall + SUBJECT * row[subject] + ALIAS * alias[e]
                   + PRIMARY * (idx.primary[e] in chosen))
    return out


def score_all(question: str, idx: Index) -> Scores:
    question = question[:MAX_QUESTION_CHARS]
    cols, vals = idx.tfidf.sparse_row(analysed_question(question, idx.lang))
    sims = idx.rows.dot(cols, vals)
    views = {}
    for name, v in idx.views.items():
        part, b = sims[v.span[0] : v.span[1]], v.bounds
        views[name] = [0.0 if v.empty[i] else max(part[b[i] : b[i + 1]]) for i in range(len(v.empty))]
    classes = len(idx.intercept)
    decision = list(idx.intercept)
    for col, val in zip(cols, vals, strict=True):
        weights = idx.coef[col * classes : (col + 1) * classes]
        decision = [d + val * c for d, c in zip(decision, weights, strict=True)]
    found = concepts.concepts_in(question, idx.lang)
    return Scores(views, decision[:-1], decision[-1], concept_scores(found, idx), tuple(found), idx.lang,
                  situation_of(found, idx))


def situation_of(found: list[str], idx: Index) -> list[float]:
    """Per entry, 1 when the question tells a situation (a concept marked `situation`: "I have 4, Sam has 4", "I paid
    9 for an 8") that the entry is curated about, else 0. Such facts say what is asked more surely than the words
    around them ("kac puan aliyoruz" is the majority entry's wording, the equal counts the tie's)."""
    lex = concepts.lexicon()
    told = {c for c in found if c in lex and lex[c].situation}
    curated = concepts.curated()
    return [float(bool(told.intersection(curated.get(i, ())))) for i in idx.ids]
