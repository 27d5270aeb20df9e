"""Measuring the answerer on a set of labelled questions: one definition for the test and the benchmark.

A question set is YAML: `questions: [{q, id, lang, game?}]`, `id` null when no rule should be found
(tests/rules/questions.yaml), or `in_scope` and `out_of_scope` lists with `expected` for `id` (the frozen sets).
"""

from __future__ import annotations

import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from assistant.rules.answer import ask


@dataclass(frozen=True)
class Question:
    q: str
    id: str | None
    lang: str
    game: str | None = None
    kind: str | None = None  # "other-game", "nonsense" or "everyday" for questions that must be refused


@dataclass
class Tally:
    """Counts for one language (or all): in-scope hits at 1 and 3, out-of-scope questions left unanswered."""

    asked: int = 0
    top1: int = 0
    top3: int = 0
    out_of_scope: int = 0
    refused: int = 0
    same_lang: int = 0  # answers given in the question's own language
    answered: int = 0

    @property
    def top1_rate(self) -> float:
        return self.top1 / self.asked if self.asked else 1.0

    @property
    def top3_rate(self) -> float:
        return self.top3 / self.asked if self.asked else 1.0


@dataclass
class Report:
    overall: Tally = field(default_factory=Tally)
    by_lang: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    misses: list[tuple[Question, list[str]]] = field(default_factory=list)  # wrong top-1, or answered OOS
    latencies_ms: list[float] = field(default_factory=list)


def load_questions(path: Path) -> list[Question]:
    """A set as `questions: [...]`, or as the frozen sets write it: `in_scope: [...]` and `out_of_scope: [...]`."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    raw = data["questions"] if "questions" in data else data["in_scope"] + data["out_of_scope"]
    return [
        Question(q=r["q"], id=r["id"] if "id" in r else r["expected"], lang=r["lang"], game=r.get("game"),
                 kind=r.get("kind"))
        for r in raw
    ]


def evaluate(questions: list[Question]) -> Report:
    """Ask every question (language detected, as a player would) and tally where the expected id lands."""
    report = Report()
    for question in questions:
        start = time.perf_counter()
        result = ask(question.q, game=question.game)
        got = [a["rule"] for a in result["answers"]]
        report.latencies_ms.append((time.perf_counter() - start) * 1000)
        for tally in (report.overall, report.by_lang[question.lang]):
            tally.answered += 1
            tally.same_lang += result["lang"] == question.lang
            if question.id is None:
                tally.out_of_scope += 1
                tally.refused += not got
            else:
                tally.asked += 1
                tally.top1 += got[:1] == [question.id]
                tally.top3 += question.id in got[:3]
        if (question.id is None and got) or (question.id is not None and got[:1] != [question.id]):
            report.misses.append((question, got))
    return report
