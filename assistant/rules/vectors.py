"""TF-IDF of character n-grams in plain Python, so that answering needs neither numpy, scipy nor scikit-learn.

Why not scikit-learn's TfidfVectorizer at answer time: importing scikit-learn and scipy costs about a second
of a two-second cold start, for a product of one short question with a few thousand rows; importing numpy alone
costs about as much CPU as a whole cold `check`. Here the rows are stored by feature (for each n-gram, the rows
holding it and their weights, in `array`s read straight from the disk cache), so a question of ~150 n-grams is
scored by walking those lists. numpy and scikit-learn are imported only to train the linear classifier when the
index is (re)built (assistant/rules/index_cache.py keeps the result on disk).
"""

from __future__ import annotations

import math
from array import array
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # numpy is imported where an index is built, never to answer
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
    idf: array  # float32 per column
    lo: int
    hi: int

    def sparse_row(self, text: str) -> tuple[list[int], list[float]]:
        """One text as (columns, L2-normalised weights), sublinear tf: 1 + ln(count)."""
        counts = ngrams(text, self.lo, self.hi)
        vocab, idf = self.vocab, self.idf
        cols = [vocab[g] for g in counts if g in vocab]
        vals = [(1.0 + math.log(c)) * idf[vocab[g]] for g, c in counts.items() if g in vocab]
        norm = math.sqrt(sum(v * v for v in vals)) or 1.0
        return cols, [v / norm for v in vals]


def fit(texts: list[str], lang: str) -> tuple[Tfidf, list[tuple[np.ndarray, np.ndarray]]]:
    """The vocabulary and smooth idf of `texts` (ln((1 + n) / (1 + df)) + 1), and every text's row (as numpy
    arrays: fitting is part of building an index, which trains with numpy)."""
    import numpy as np

    lo, hi = ngram_range(lang)
    counted = [ngrams(t, lo, hi) for t in texts]
    df: Counter = Counter()
    for c in counted:
        df.update(c.keys())
    vocab = {g: i for i, g in enumerate(sorted(df))}
    idf = array("f", [math.log((1 + len(texts)) / (1 + df[g])) + 1 for g in sorted(df)])
    model = Tfidf(vocab, idf, lo, hi)
    rows = [model.sparse_row(t) for t in texts]
    return model, [(np.array(c, dtype=np.int64), np.array(v, dtype=np.float32)) for c, v in rows]


@dataclass(frozen=True)
class ByFeature:
    """Rows stored by column (CSC): rows[indptr[f]:indptr[f+1]] hold feature f with weights vals[...]."""

    indptr: array  # int64
    rows: array  # int32
    vals: array  # float32
    n_rows: int

    @staticmethod
    def arrays(rows: list[tuple[np.ndarray, np.ndarray]], n_features: int) -> dict[str, np.ndarray]:
        """The three arrays of `rows` (numpy: part of building an index)."""
        import numpy as np

        cols = np.concatenate([c for c, _ in rows]) if rows else np.zeros(0, dtype=np.int64)
        vals = np.concatenate([v for _, v in rows]) if rows else np.zeros(0, dtype=np.float32)
        row_of = np.concatenate([np.full(len(c), i, dtype=np.int32) for i, (c, _) in enumerate(rows)]) if rows \
            else np.zeros(0, dtype=np.int32)
        order = np.argsort(cols, kind="stable")
        indptr = np.zeros(n_features + 1, dtype=np.int64)
        np.cumsum(np.bincount(cols, minlength=n_features), out=indptr[1:])
        return {"indptr": indptr, "rows": row_of[order], "vals": vals[order].astype(np.float32)}

    def dot(self, cols: list[int], weights: list[float]) -> list[float]:
        """Every row's dot product with one sparse vector (cosine, rows and vector being L2-normalised)."""
        out = [0.0] * self.n_rows
        indptr, rows, vals = self.indptr, self.rows, self.vals
        for col, weight in zip(cols, weights, strict=True):
            start, end = indptr[col], indptr[col + 1]
            for row, val in zip(rows[start:end], vals[start:end], strict=True):
                out[row] += val * weight
        return out


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
    import numpy as np
    from scipy import sparse
    from sklearn.svm import LinearSVC

    data = np.concatenate([v for _, v in rows])
    indices = np.concatenate([col for col, _ in rows])
    indptr = np.concatenate([[0], np.cumsum([len(col) for col, _ in rows])])
    x = sparse.csr_matrix((data, indices, indptr), shape=(len(rows), n_features))
    model = LinearSVC(C=c, tol=1e-3).fit(x, labels)
    return model.classes_, model.coef_.astype(np.float32), model.intercept_.astype(np.float32)
