"""Benchmark of the rule answerer: index build time, warm latency, accuracy per language.

    python bench/bench_ask.py               # figures over tests/rules/questions.yaml (targets: p95 < 10 ms,
                                            #   build < 2 s, top-1 >= 0.90, top-3 >= 0.97)
    python bench/bench_ask.py --calibrate   # how the weights and THRESHOLD of assistant/rules/answer.py
                                            #   were chosen, on data the test set does not contain

Calibration never looks at tests/rules/questions.yaml. In-scope questions are the knowledge base's own alias
questions in 5 folds: each fold's aliases are left out of an index built without them (IDF, views and
classifier), then asked. Out-of-scope questions are assistant.rules.off_topic.CALIBRATION (other games,
trivia, small talk), which the classifier never trains on.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from assistant.paths import LANGS  # noqa: E402
from assistant.rules import answer, knowledge  # noqa: E402
from assistant.rules.evaluate import evaluate, load_questions  # noqa: E402
from assistant.rules.langdetect import detect  # noqa: E402
from assistant.rules.off_topic import CALIBRATION  # noqa: E402

QUESTIONS = ROOT / "tests" / "rules" / "questions.yaml"


def bench() -> None:
    t0 = time.perf_counter()
    knowledge.entries.cache_clear()
    answer.index.cache_clear()
    knowledge.entries()
    t1 = time.perf_counter()
    answer.warm()
    t2 = time.perf_counter()
    print(f"build: {(t2 - t0) * 1000:.0f} ms (YAML {(t1 - t0) * 1000:.0f} ms, 4 indexes {(t2 - t1) * 1000:.0f} ms)")

    questions = load_questions(QUESTIONS)
    evaluate(questions)  # warm every code path once
    report = evaluate(questions)
    lat = sorted(report.latencies_ms)
    p95 = lat[min(len(lat) - 1, int(0.95 * len(lat)))]
    print(f"latency over {len(lat)} questions, warm: p50 {statistics.median(lat):.2f} ms, p95 {p95:.2f} ms")
    print(f"{'lang':6}{'asked':>7}{'top-1':>8}{'top-3':>8}{'no-rule ok':>12}")
    for name, t in [*sorted(report.by_lang.items()), ("all", report.overall)]:
        print(f"{name:6}{t.asked:>7}{t.top1_rate:>8.3f}{t.top3_rate:>8.3f}{t.refused:>7}/{t.out_of_scope}")
    for q, got in report.misses:
        print(f"  miss {q.lang} {q.id} <- {q.q!r}: {got}")


FOLDS = 5


@dataclass
class Held:
    """One alias question asked of an index built without it."""

    lang: str
    expected: int
    games: np.ndarray
    scores: answer.Scores


def held_out() -> list[Held]:
    """k-fold over alias questions: each fold's aliases are left out of the index (IDF, views, classifier)."""
    out = []
    entries = knowledge.entries()
    for lang in LANGS:
        for fold in range(FOLDS):
            hold = frozenset(
                (e.id, j) for e in entries.values() for j in range(len(e.text_in(lang).questions)) if j % FOLDS == fold
            )
            idx = answer.build_index(lang, hold)
            for rule_id, j in sorted(hold):
                question = entries[rule_id].text_in(lang).questions[j]
                out.append(Held(lang, idx.ids.index(rule_id), idx.games, answer.score_all(question, idx)))
    return out


def off_topic() -> list[answer.Scores]:
    return [answer.score_all(q, answer.index(detect(q))) for q in CALIBRATION]


def _top(s: answer.Scores, w: dict[str, float] | None, cw: float) -> tuple[int, float]:
    """The best-ranked entry and its confidence (what THRESHOLD is compared with)."""
    i = int(np.argmax(s.rank(w, cw)))
    return i, float(s.confidence(w)[i])


def _report(held: list[Held], off: list[answer.Scores], w: dict[str, float] | None, cw: float) -> tuple:
    right = [sim for h in held for i, sim in [_top(h.scores, w, cw)] if i == h.expected]
    top1 = len(right) / len(held)
    off_sims = sorted(_top(s, w, cw)[1] for s in off)
    return top1, right, off_sims


def calibrate() -> None:
    start = time.perf_counter()
    held, off = held_out(), off_topic()
    took = time.perf_counter() - start
    print(f"{len(held)} held-out alias questions ({FOLDS}-fold), {len(off)} off-topic; {took:.0f} s")
    print("\nclassifier weight in the ranking: held-out top-1 | right answers below the off-topic max | off-topic max")
    for cw in (0.0, 0.1, 0.2, 0.33, 0.5, 1.0, 3.0):
        top1, right, off_sims = _report(held, off, None, cw)
        below = sum(x < off_sims[-1] for x in right) / len(held)
        print(f"  {cw:>4}: {top1:.3f} | {below:.3f} | {off_sims[-1]:.3f}")
    cw = answer.CLASSIFIER_WEIGHT
    print("\nview weights (classifier weight fixed): held-out top-1")
    for w in _grid():
        print(f"  {w}: {_report(held, off, w, cw)[0]:.3f}")
    top1, right, off_sims = _report(held, off, None, cw)
    print(f"\nchosen: weights {answer.WEIGHTS}, classifier weight {cw}: held-out top-1 {top1:.3f}")
    pct = np.percentile(right, [1, 2, 3, 4, 5, 10, 25, 50]).round(3).tolist()
    print(f"  confidence of right answers, percentiles 1/2/3/4/5/10/25/50: {pct}")
    print(f"  confidence of off-topic questions' best answer: {[round(x, 3) for x in off_sims]}")
    t = answer.THRESHOLD
    print(
        f"  THRESHOLD {t}: refuses {sum(x < t for x in right) / len(held):.3f} of the held-out questions it ranks"
        f" right, answers {sum(x >= t for x in off_sims)}/{len(off_sims)} off-topic ones"
    )
    s2 = answer.SECONDARY
    second = [
        h
        for h in held
        if int(np.argmax(h.scores.rank())) != h.expected and h.expected in np.argsort(-h.scores.rank())[:3]
    ]
    kept = sum(float(h.scores.confidence()[h.expected]) >= s2 for h in second)
    print(f"  SECONDARY {s2}: keeps {kept}/{len(second)} right answers ranked 2nd or 3rd")
    margins = []
    for h in held:
        conf = h.scores.confidence()
        same = h.games == h.games[h.expected]
        margins.append(float(conf[~same].max() - conf[same].max()))
    m = answer.OTHER_GAME_MARGIN
    print(
        f"  OTHER_GAME_MARGIN {m}: would wrongly refuse {sum(x > m for x in margins)}/{len(held)} held-out"
        f" questions asked with their own game (margin percentiles 90/99/max:"
        f" {np.percentile(margins, [90, 99, 100]).round(3).tolist()})"
    )


def _grid() -> list[dict[str, float]]:
    base = dict(answer.WEIGHTS)
    grid = [base]
    for name in base:
        for delta in (-0.1, 0.1):
            w = dict(base)
            w[name] = round(w[name] + delta, 2)
            if w[name] >= 0:
                grid.append(w)
    return grid


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calibrate", action="store_true", help="show how weights and threshold were chosen")
    calibrate() if parser.parse_args().calibrate else bench()


if __name__ == "__main__":
    main()
