"""TF-IDF of character n-grams in plain numpy, so that answering needs neither scipy nor scikit-learn.

Why not scikit-learn's TfidfVectorizer at answer time: importing scikit-learn and scipy costs about a second
of a two-second cold start, for a product of one short question with a few thousand rows. Here the rows are
stored by feature (for each n-gram, the rows holding it and their weights), so a question of ~150 n-grams
is scored with one gather and one bincount. scikit-learn is imported only to train the linear classifier
when the index is (re)built (assistant/rules/index_cache.py keeps the result on disk).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

import numpy as np


def ngrams(text: str, lo: int, hi: int) -> Counter:
    """Character n-grams inside words padded with a space (as scikit-learn's char_wb): n-grams need no word
    segmentation (Japanese runs), and survive Turkish and Spanish suffixes and typos."""
    out: Counter = Counter()
    for word in text.split():
        padded = f" {word} "
        for n in range(lo, hi + 1):
            if len(padded) < n:
                break
            for i in range(len(padded) - n + 1):
                out[padded[i : i + n]] += 1
    return out


def ngram_range(lang: str) -> tuple[int, int]:
    """Japanese single characters (kanji) carry meaning too; alphabets need two letters or more."""
    return (1, 3) if lang == "ja" else (2, 4)


@dataclass(frozen=True)
class Tfidf:
    """A fitted vocabulary: n-gram -> column, and each column's inverse document frequency."""

    vocab: dict[str, int]
    idf: np.ndarray
    lo: int
    hi: int

    def sparse_row(self, text: str) -> tuple[np.ndarray, np.ndarray]:
        """One text as (columns, L2-normalised weights), sublinear tf: 1 + ln(count)."""
        counts = ngrams(text, self.lo, self.hi)
        cols = [self.vocab[g] for g in counts if g in self.vocab]
        if not cols:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
        tf = np.array([1.0 + math.log(c) for g, c in counts.items() if g in self.vocab], dtype=np.float32)
        vals = tf * self.idf[cols]
        vals /= np.linalg.norm(vals) or 1.0
        return np.array(cols, dtype=np.int64), vals.astype(np.float32)


def fit(texts: list[str], lang: str) -> tuple[Tfidf, list[tuple[np.ndarray, np.ndarray]]]:
    """The vocabulary and smooth idf of `texts` (ln((1 + n) / (1 + df)) + 1), and every text's row."""
    lo, hi = ngram_range(lang)
    counted = [ngrams(t, lo, hi) for t in texts]
    df: Counter = Counter()
    for c in counted:
        df.update(c.keys())
    vocab = {g: i for i, g in enumerate(sorted(df))}
    idf = np.array([math.log((1 + len(texts)) / (1 + df[g])) + 1 for g in sorted(df)], dtype=np.float32)
    model = Tfidf(vocab, idf, lo, hi)
    return model, [model.sparse_row(t) for t in texts]


@dataclass(frozen=True)
class ByFeature:
    """Rows stored by column (CSC): rows[indptr[f]:indptr[f+1]] hold feature f with weights vals[...]."""

    indptr: np.ndarray
    rows: np.ndarray
    vals: np.ndarray
    n_rows: int

    @classmethod
    def from_rows(cls, rows: list[tuple[np.ndarray, np.ndarray]], n_features: int) -> ByFeature:
        cols = np.concatenate([c for c, _ in rows]) if rows else np.zeros(0, dtype=np.int64)
        vals = np.concatenate([v for _, v in rows]) if rows else np.zeros(0, dtype=np.float32)
        row_of = np.concatenate([np.full(len(c), i, dtype=np.int32) for i, (c, _) in enumerate(rows)]) if rows \
            else np.zeros(0, dtype=np.int32)
        order = np.argsort(cols, kind="stable")
        indptr = np.zeros(n_features + 1, dtype=np.int64)
        np.cumsum(np.bincount(cols, minlength=n_features), out=indptr[1:])
        return cls(indptr, row_of[order], vals[order].astype(np.float32), len(rows))

    def dot(self, cols: np.ndarray, weights: np.ndarray) -> np.ndarray:
        """Every row's dot product with one sparse vector (cosine, rows and vector being L2-normalised)."""
        if len(cols) == 0:
            return np.zeros(self.n_rows, dtype=np.float32)
        starts, ends = self.indptr[cols], self.indptr[cols + 1]
        picks = np.concatenate([np.arange(s, e) for s, e in zip(starts.tolist(), ends.tolist(), strict=True)])
        scale = np.repeat(weights, ends - starts)
        return np.bincount(self.rows[picks], weights=self.vals[picks] * scale, minlength=self.n_rows)


def import_training_libraries() -> None:
    """Import what training needs (scikit-learn, and with it SciPy, pandas and narwhals) in the caller's
    thread. The app calls it before its warm-up thread builds an index: Python's per-module import locks can
    deadlock when that thread imports these while a page's thread imports the same libraries for a table."""
    from scipy import sparse  # noqa: F401
    from sklearn.svm import LinearSVC  # noqa: F401


def train_classifier(rows: list[tuple[np.ndarray, np.ndarray]], labels: np.ndarray, n_features: int,
                     c: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A linear SVM (one-vs-rest) over the rows: (classes, coef [classes x features], intercept).

    Only this needs scikit-learn, and only while the index is built; answering uses the weights.
    """
    from scipy import sparse
    from sklearn.svm import LinearSVC

    data = np.concatenate([v for _, v in rows])
    indices = np.concatenate([col for col, _ in rows])
    indptr = np.concatenate([[0], np.cumsum([len(col) for col, _ in rows])])
    x = sparse.csr_matrix((data, indices, indptr), shape=(len(rows), n_features))
    model = LinearSVC(C=c, tol=1e-3).fit(x, labels)
    return model.classes_, model.coef_.astype(np.float32), model.intercept_.astype(np.float32)
