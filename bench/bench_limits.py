"""The question limit (assistant/limits.py): how long a warm `ask` takes for long questions with the cut at
500 characters, and, for comparison, with the cut lifted (the answerer reading the whole text, as before).

    python bench/bench_limits.py        # writes bench/results/question_limit.txt
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant import api  # noqa: E402
from assistant.rules import answer  # noqa: E402

SIZES = (500, 5_000, 20_000, 100_000)
UNCUT_SIZES = (500, 2_000, 5_000, 20_000)  # grows faster than the length: 50,000 took ~100 s


# (text repeated, language); the game is left to the answerer, so naming the game is read too. A rule word
# repeated ("床床床…") is a match per character: 500 matches each reading once compared with every match kept.
TEXTS = {"a sentence repeated": ("How many tiles does a player draw when the bag is empty? ", "en"),
         "one long word": ("a", "en"), "a rule word repeated (ja)": ("床", "ja"), "a count repeated": ("3 ", "en")}


def question(text: str, n: int) -> str:
    return (text * (n // len(text) + 1))[:n]


def seconds(told: tuple[str, str], n: int) -> float:
    text, lang = told
    start = time.process_time()
    api.ask(question(text, n), None, lang)
    return time.process_time() - start


def table(sizes, texts: dict[str, tuple[str, str]]) -> list[str]:
    return [f"  {n:>7,} characters: " + ", ".join(f"{what} {seconds(told, n):.3f} s" for what, told in texts.items())
            for n in sizes]


def main() -> None:
    api.warm_answerer()
    lines = ["CPU seconds of one warm api.ask (no game named; the language given), by question length", "",
             "with the cut at 500:"]
    lines += table(SIZES, TEXTS)
    answer.QUESTION_CHARS = 10**9  # lifted: what the answerer cost before the cut
    before = {k: TEXTS[k] for k in ("a sentence repeated", "one long word")}  # a repeated word: far longer
    lines += ["", "cut lifted (before):"] + table(UNCUT_SIZES, before)
    out = "\n".join(lines) + "\n"
    (ROOT / "bench" / "results" / "question_limit.txt").write_text(out, encoding="utf-8")
    print(out, end="")


if __name__ == "__main__":
    main()
