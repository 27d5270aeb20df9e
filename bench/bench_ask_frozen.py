"""The rule answerer measured on the frozen, independent question set bench/ask_frozen.yaml (issue 12).

    python bench/bench_ask_frozen.py                  # as a player asks on the Rules page: no game, no language
    python bench/bench_ask_frozen.py --with-game      # pass the game when the question names it
    python bench/bench_ask_frozen.py --json OUT.json  # also write the figures and every miss
    python bench/bench_ask_frozen.py --set bench/ask_frozen_2.yaml --no-misses   # the second, blind set

The set was written before any answerer change and is never edited to fit results. An answer counts for top-k
when the expected id (or an `also` id) is among the first k rule ids of `answers` (ask returns up to 3, best
first). Refused = `answers` is empty. Answer language = the `lang` field ask returns.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant import api  # noqa: E402

SET = ROOT / "bench" / "ask_frozen.yaml"
LANGS = ("en", "tr", "es", "ja")
CHECK_EXAMPLE = "examples/alhambra-sample.json"


def pct(n: int, d: int) -> float:
    return round(100.0 * n / d, 1) if d else 0.0


def ranked(out: dict) -> list[str]:
    return [a["rule"] for a in out.get("answers", [])]


def run_set(items: list[dict], with_game: bool) -> list[tuple[dict, dict, float]]:
    """Ask every question twice; the first pass warms caches, the second is timed."""
    def one(item: dict) -> dict:
        game = item.get("game") if with_game else None
        return api.ask(item["q"], game=game)

    for item in items:
        one(item)
    results = []
    for item in items:
        t0 = time.perf_counter()
        out = one(item)
        results.append((item, out, (time.perf_counter() - t0) * 1000))
    return results


def cold_start(args: list[str], runs: int = 3) -> float:
    """A new process each run, as a player's command line starts. Bytecode is written (PYTHONDONTWRITEBYTECODE
    dropped from the environment) and one run comes first unmeasured: an installed package has its .pyc files,
    and the check this is compared with is measured the same way."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    command = [sys.executable, "-m", "assistant", *args]
    subprocess.run(command, cwd=ROOT, capture_output=True, check=False, env=env)
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(command, cwd=ROOT, capture_output=True, check=False, env=env)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def figures(results: list[tuple[dict, dict, float]]) -> dict:
    ins = [(i, o) for i, o, _ in results if i["expected"] is not None]
    hit1 = hit3 = false_refusals = 0
    per_lang: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # asked, top-1, top-3
    misses = []
    max_answers = 0
    for item, out in ins:
        ok = {item["expected"], *item.get("also", [])}
        ids = ranked(out)
        max_answers = max(max_answers, len(ids))
        t1, t3 = bool(ids[:1] and ids[0] in ok), bool(ok & set(ids[:3]))
        hit1 += t1
        hit3 += t3
        false_refusals += not ids
        row = per_lang[item["lang"]]
        row[0] += 1
        row[1] += t1
        row[2] += t3
        if not t1:
            misses.append({"lang": item["lang"], "q": item["q"], "expected": item["expected"], "got": ids,
                           "top3": t3})
    refusals = {}
    for kind in sorted({i["kind"] for i, _, _ in results if i.get("kind")}):
        outs = [(i, o) for i, o, _ in results if i.get("kind") == kind]
        refused = sum(not ranked(o) for _, o in outs)
        refusals[kind] = {"asked": len(outs), "refused": refused, "rate": pct(refused, len(outs))}
        misses += [{"lang": i["lang"], "q": i["q"], "expected": None, "got": ranked(o), "kind": kind}
                   for i, o in outs if ranked(o)]
    same_lang = sum(o.get("lang") == i["lang"] for i, o, _ in results)
    lat = sorted(ms for *_, ms in results)
    return {
        "in_scope": len(ins),
        "top1": pct(hit1, len(ins)),
        "top3": pct(hit3, len(ins)),
        "top3_note": "" if max_answers > 1 else "ask returned at most one answer: top-3 = top-1",
        "per_lang": {lang: {"asked": r[0], "top1": pct(r[1], r[0]), "top3": pct(r[2], r[0])}
                     for lang, r in sorted(per_lang.items())},
        "false_refusals": false_refusals,
        "refusals": refusals,
        "answer_lang_rate": pct(same_lang, len(results)),
        "answer_lang_asked": len(results),
        "latency_ms": {"p50": round(statistics.median(lat), 2), "p95": round(lat[int(0.95 * (len(lat) - 1))], 2)},
        "misses": misses,
    }


def show(f: dict, with_game: bool, misses: bool = True) -> None:
    print(f"frozen set {f['set']}; game hint: {'named game passed' if with_game else 'none'}; lang hint: none")
    print(f"in scope: {f['in_scope']}  top-1 {f['top1']}%  top-3 {f['top3']}%  {f['top3_note']}".rstrip())
    print(f"{'lang':6}{'asked':>7}{'top-1':>9}{'top-3':>9}")
    for lang, r in f["per_lang"].items():
        print(f"{lang:6}{r['asked']:>7}{r['top1']:>8}%{r['top3']:>8}%")
    print(f"false refusals of in-scope questions: {f['false_refusals']}/{f['in_scope']}")
    for kind, r in f["refusals"].items():
        print(f"refused, {kind}: {r['refused']}/{r['asked']} ({r['rate']}%)")
    print(f"answer in the question's language: {f['answer_lang_rate']}% of {f['answer_lang_asked']}")
    print(f"latency per question, warm: p50 {f['latency_ms']['p50']} ms, p95 {f['latency_ms']['p95']} ms")
    if "cold" in f:
        c = f["cold"]
        print(f"cold start (median of 3): ask {c['ask_s']} s, check {c['check_s']} s, ratio {c['ratio']}x")
    print(f"misses ({len(f['misses'])}):")
    for m in f["misses"] if misses else []:
        tag = m.get("kind") or ("top-3 ok" if m["top3"] else "")
        print(f"  [{m['lang']}] {m['q']!r}: expected {m['expected']}, got {m['got']} {tag}".rstrip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--with-game", action="store_true", help="pass the game when the question names it")
    parser.add_argument("--json", metavar="OUT", help="write the figures and the misses as JSON")
    parser.add_argument("--set", type=Path, default=SET, help="the frozen set to measure (YAML)")
    parser.add_argument("--no-misses", action="store_true",
                        help="count the misses without printing them (keeps a held-out set unread)")
    parser.add_argument("--no-cold", action="store_true", help="skip the cold-start subprocess timings")
    args = parser.parse_args()
    data = yaml.safe_load(args.set.read_text(encoding="utf-8"))
    items = data["in_scope"] + data["out_of_scope"]
    f = figures(run_set(items, args.with_game))
    f["set"] = args.set.name
    if not args.no_cold:
        ask_s = cold_start(["ask", "how many tiles fit in the 4th pattern line"])
        check_s = cold_start(["check", CHECK_EXAMPLE])
        f["cold"] = {"ask_s": round(ask_s, 2), "check_s": round(check_s, 2), "ratio": round(ask_s / check_s, 1)}
    show(f, args.with_game, misses=not args.no_misses)
    if args.json:
        Path(args.json).write_text(json.dumps(f, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
