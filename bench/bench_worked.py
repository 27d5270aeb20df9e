"""Benchmark of worked answers (FORMATS.md "Worked answers") on a set of situations.

    python bench/bench_worked.py --set tests/rules/worked_dev.yaml            # per language, then the misses
    python bench/bench_worked.py --set FILE --no-misses                       # counts only, never the questions

The set is YAML: `items:`, each with `id, lang, game, rule, q, answer`; `answer: null` means that no verdict is
expected. Each question goes through assistant.api.ask as a player would ask it (no language or game given).
Per language: right (a verdict equal to the answer), wrong (a verdict that differs, or one where none was
expected), none (no verdict where one was expected), quiet (null expected and none given); right% is right over
the items with an answer, wrong% wrong over all items. Targets (issue 20):
right >= 90%, wrong <= 2%, every language >= 80%.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from assistant import api  # noqa: E402
from assistant.paths import LANGS  # noqa: E402


def same(a, b) -> bool:
    """Equal as JSON values: true is not 1, [9, 9] is not [9]."""
    return json.dumps(a) == json.dumps(b)


def judge(item: dict) -> tuple[str, object]:
    """(outcome, the verdict's answer) of one item: right, wrong, none or quiet (null expected, none given)."""
    worked = api.ask(item["q"]).get("worked")
    expected = item.get("answer")
    if worked is None:
        return ("quiet" if expected is None else "none"), None
    if expected is None:
        return "wrong", worked["answer"]
    return ("right" if same(worked["answer"], expected) else "wrong"), worked["answer"]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--set", required=True, help="YAML file of situations")
    p.add_argument("--no-misses", action="store_true", help="print only the counts, never a question")
    args = p.parse_args(argv)
    items = yaml.safe_load(Path(args.set).read_text(encoding="utf-8"))["items"]
    counts: dict[str, Counter] = {lang: Counter() for lang in LANGS}
    misses = []
    for item in items:
        outcome, got = judge(item)
        counts[item["lang"]][outcome] += 1
        counts[item["lang"]]["expected"] += item.get("answer") is not None
        if outcome in ("wrong", "none"):
            misses.append((item, outcome, got))
    total = Counter()
    print(f"{'lang':5} {'items':>5} {'right':>6} {'wrong':>6} {'none':>5} {'quiet':>6} {'right%':>7} {'wrong%':>7}")
    for lang in [*LANGS, "all"]:
        c = total if lang == "all" else counts[lang]
        if lang != "all":
            total.update(c)
        n = sum(v for k, v in c.items() if k != "expected")
        right_pct = 100 * c["right"] / c["expected"] if c["expected"] else 0.0
        wrong_pct = 100 * c["wrong"] / n if n else 0.0
        print(f"{lang:5} {n:5} {c['right']:6} {c['wrong']:6} {c['none']:5} {c['quiet']:6} {right_pct:7.1f} "
              f"{wrong_pct:7.1f}")
    if not args.no_misses and misses:
        print("\nmisses:")
        for item, outcome, got in misses:
            print(f"  {item['id']} {outcome}: expected {json.dumps(item.get('answer'))}, got {json.dumps(got)}"
                  f" -- {item['q']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
