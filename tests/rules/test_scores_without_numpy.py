"""The answerer scores a question in plain Python (no numpy at answer time: a cold `ask` would pay its import).
The scores must be the matrix arithmetic the index was designed as: here that arithmetic is done again with numpy
on the arrays the index is built from, and the two agree for questions in every language."""

from __future__ import annotations

import numpy as np
import pytest

from assistant.rules import concepts, retrieval

QUESTIONS = {
    "en": ["we both have 3 towers in round 2, who gets what?", "how many tiles fit in the 4th pattern line",
           "paid 9 for an 8 tile, another turn?", "xyzzy"],
    "tr": ["zemin sirasinda 4 karo var, kac puan kaybederim?", "oyun ne zaman biter?"],
    "es": ["¿cuántas fábricas hay con 3 jugadores?", "pague justo, tengo otra accion?"],
    "ja": ["床に4枚と先手マーカー。何点失う？", "同点のときはどうなる？"],
}


def _numpy_scores(question: str, a: dict, lang: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per entry (the best cosine of each view summed with WEIGHTS, the classifier's decision, the concept
    overlap), with the arrays and numpy's own operations."""
    idx = retrieval.from_plain(lang, retrieval.plain(a))
    cols, vals = idx.tfidf.sparse_row(retrieval.analysed_question(question, lang))
    cols, vals = np.array(cols, dtype=np.int64), np.array(vals)
    dense = np.zeros(len(a["vocab"]))
    dense[cols] = vals
    sims = np.zeros(int(a["n_rows"]))
    for f in cols:  # by feature: rows[indptr[f]:indptr[f+1]]
        lo, hi = a["indptr"][f], a["indptr"][f + 1]
        np.add.at(sims, a["rows"][lo:hi], a["vals"][lo:hi] * dense[f])
    similarity = np.zeros(len(a["ids"]))
    for name, w in retrieval.WEIGHTS.items():
        lo, hi = a[f"{name}_span"]
        best = np.maximum.reduceat(sims[lo:hi], a[f"{name}_starts"])
        similarity += w * np.where(a[f"{name}_empty"], 0.0, best)
    decision = a["coef"][:, cols] @ vals + a["intercept"]
    found = concepts.concepts_in(question, lang)
    ccols = [list(a["concept_ids"]).index(c) for c in found if c in list(a["concept_ids"])]
    m, cw, al = a["concept_matrix"], a["concept_weight"], a["alias_concepts"]
    if not ccols:
        return similarity, decision, np.zeros(len(a["ids"]))
    w = cw[ccols]
    core = (m >= 1.0).astype(float)
    # the recall's whole: the curated concepts a question can name (not those told by their parts, `told_by`)
    named = np.array([not concepts.lexicon()[c].told_by for c in a["concept_ids"].tolist()], dtype=float)
    shared = al[:, ccols] @ w
    alias = np.maximum.reduceat(shared / np.maximum(al @ cw + w.sum() - shared, 1e-6), a["alias_concept_starts"])
    concept = (retrieval.COVERAGE * (m[:, ccols] @ w) / w.sum()
               + retrieval.RECALL * (core[:, ccols] @ w) / np.maximum((core * named) @ cw, 1e-6)
               + retrieval.SUBJECT * m[:, ccols[int(np.argmax(w))]] + retrieval.ALIAS * alias
               + retrieval.PRIMARY * np.isin(a["primary"], ccols))
    return similarity, decision, concept


@pytest.mark.parametrize("lang", sorted(QUESTIONS))
def test_plain_python_scores_are_the_index_matrix_arithmetic(lang: str) -> None:
    arrays = retrieval.build_arrays(lang)
    idx = retrieval.from_plain(lang, retrieval.plain(arrays))
    for question in QUESTIONS[lang]:
        got = retrieval.score_all(question, idx)
        similarity, decision, concept = _numpy_scores(question, arrays, lang)
        assert np.allclose(got.similarity(), similarity, atol=1e-5), question
        assert np.allclose([*got.decision, got.none], decision, atol=1e-5), question
        assert np.allclose(got.concept, concept, atol=1e-5), question
