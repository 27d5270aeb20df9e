"""How many interactions a whole game needs on the Table page beyond entering the boards themselves (issue 18,
"Speed, limits and proof"; not a test: prints figures and writes bench/results/game_night.txt).

    python bench/bench_game_night.py

Driven through the Table page with AppTest (tests/app/table_play: one AppTest a phone; a button pressed, a
seat picked, a field typed, a box ticked and a tap on a drawing are one interaction each; AppTest cannot tap a
drawing, so a tap goes through the plain function the page's tap handler calls and is written as the page
writes it). Three games: a 4-player Alhambra (setup, three scorings, the end of the game with hands of 6 to 9
cards, the market award and the awarded tiles built; again with issue 18's own 9 cards in all, and with two
market squares left), a 2-player Alhambra with Dirk (his tiles at the start,
after the first and after the second scoring) and a 4-player Azul game (setup, each "end the round", to the
winner). The taps that enter the boards (tiles built, pattern lines) are counted apart, as "tiles"; the taps
giving Dirk his tiles and building the awarded tiles are tiles too, and shown on their own lines. Hands are
entered in parallel, each on its own phone: the sum over the phones and the most on one phone are printed.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.ledger import db  # noqa: E402
from tests.app import table_play  # noqa: E402

OUT = ROOT / "bench" / "results" / "game_night.txt"
NAMES4 = ["Ayşe", "Kemal", "Zeynep", "美咲"]
# the money left in each hand at the end of a 4-player game: 6 to 9 cards (each card once: any deck holds it)
HANDS4 = [[("blue", 1), ("blue", 4), ("green", 2), ("green", 8), ("orange", 3), ("yellow", 5)],
          [("blue", 2), ("blue", 7), ("green", 3), ("orange", 1), ("orange", 6), ("yellow", 2), ("yellow", 9)],
          [("blue", 3), ("blue", 8), ("green", 4), ("green", 9), ("orange", 2), ("orange", 7), ("yellow", 3),
           ("yellow", 6)],
          [("blue", 5), ("blue", 9), ("green", 1), ("green", 5), ("green", 6), ("orange", 4), ("orange", 8),
           ("yellow", 1), ("yellow", 7)]]
# issue 18's own game night: "about 45 interactions for 9 money cards" at the end; the same 9 cards over four hands
HANDS_NIGHT = [[("blue", 4), ("green", 8), ("yellow", 5)], [("blue", 7), ("orange", 6)],
               [("green", 9), ("orange", 2)], [("blue", 9), ("yellow", 7)]]
HANDS2 = [[("blue", 2), ("blue", 6), ("green", 3), ("orange", 5), ("orange", 9), ("yellow", 4), ("yellow", 8)],
          [("blue", 1), ("blue", 7), ("green", 2), ("green", 8), ("orange", 1), ("orange", 6), ("yellow", 3),
           ("yellow", 5)]]
DIRK = "dirk"
# taps that are tiles (boards), not the game's steps
TILE_STEPS = (table_play.TILES, "end: build the awarded tiles", table_play.MARKET)


def tally(counts: Counter) -> tuple[dict[str, Counter], Counter]:
    """{step: {phone: n}} and the totals per phone, in the order the steps came."""
    steps: dict[str, Counter] = {}
    for (step, phone), n in counts.items():
        steps.setdefault(step, Counter())[phone] += n
    per_phone: Counter = Counter()
    for step, phones in steps.items():
        if step not in TILE_STEPS and not step.startswith(DIRK):
            per_phone.update(phones)
    return steps, per_phone


def report(title: str, table: table_play.Table, seconds: float, goal_steps: tuple[str, ...]) -> list[str]:
    steps, per_phone = tally(table.counts)
    view = table.view()
    winners = [s.name for s in view.game.standings if s.winner]
    lines = [f"## {title}", f"finished: {view.game.finished}, rounds recorded: {len(view.game.rounds)}, "
             f"winner(s): {', '.join(winners)}; {seconds:.0f} s through AppTest", "",
             f"{'step':34} {'sum':>5} {'most on one phone':>18}  per phone"]
    for step, phones in steps.items():
        kind = " (tiles)" if step in TILE_STEPS or step.startswith(DIRK) else ""
        by = ", ".join(f"{p}: {n}" for p, n in sorted(phones.items(), key=str))
        lines.append(f"{step + kind:34} {sum(phones.values()):>5} {max(phones.values()):>18}  {by}")
    beyond = sum(per_phone.values())
    lines.append(f"{'beyond the tiles, every step':34} {beyond:>5} {max(per_phone.values()):>18}  "
                 + ", ".join(f"{p}: {n}" for p, n in sorted(per_phone.items(), key=str)))
    goal = {p: 0 for p in per_phone}
    for step in goal_steps:
        for p, n in steps.get(step, Counter()).items():
            goal[p] += n
    lines.append(f"{'scorings + end of game (goal)':34} {sum(goal.values()):>5} {max(goal.values()):>18}")
    return [*lines, ""]


def main() -> None:
    folder = tempfile.mkdtemp(prefix="game-night-")
    os.environ.pop(db.URL_ENV, None)
    os.environ[db.PATH_ENV] = str(Path(folder) / "ledger.db")
    led = db.open_ledger(db.database_url())
    out = ["# Game night: interactions on the Table page beyond the boards themselves",
           f"(bench/bench_game_night.py, {time.strftime('%Y-%m-%d')}; an interaction: a button, a seat picked, a "
           "field typed, a box ticked, a tap)", ""]
    end_steps = ("scoring 1", "scoring 2", "scoring 3", "end: hands", "end: award")
    t0 = time.time()
    four = table_play.play_alhambra(led, NAMES4, HANDS4, each=4)
    out += report("Alhambra, 4 players (4 tiles a player between scorings; hands of 6, 7, 8 and 9 cards; all "
                  "four market squares still hold a tile at the end: every currency counts)", four,
                  time.time() - t0, end_steps)
    t0 = time.time()
    night = table_play.play_alhambra(led, NAMES4, HANDS_NIGHT, each=4)
    out += report("Alhambra, 4 players, issue 18's own night: 9 money cards in the hands at the end (3, 2, 2 and "
                  "2; the tryout typed them in about 45 interactions), all four market squares still holding a "
                  "tile", night, time.time() - t0, end_steps)
    t0 = time.time()
    two_left = table_play.play_alhambra(led, NAMES4, HANDS4, each=4, left=("blue", "orange"))
    out += report("Alhambra, 4 players, the same game, two market squares (blue, orange) still holding a tile "
                  "at the end (the game ends when the market cannot be refilled): only those currencies' cards "
                  "are asked for", two_left, time.time() - t0, end_steps)
    t0 = time.time()
    two = table_play.play_alhambra(led, NAMES4[:2], HANDS2, dirk=True, each=4)
    out += report("Alhambra, 2 players with Dirk (his pile and the hands start empty; hands of 7 and 8)",
                  two, time.time() - t0, end_steps)
    dirk_taps = sum(n for (step, _), n in two.counts.items() if step.startswith(DIRK))
    out.append(f"Dirk's tiles: {dirk_taps} taps, every one a tile (one tap a tile); no interaction beyond them: "
               "the prompt and its number come by themselves.")
    out.append("")
    t0 = time.time()
    azul = table_play.play_azul(led, NAMES4)
    out += report("Azul, 4 players (one pattern line a player a round, to the end of the game)", azul,
                  time.time() - t0, tuple(f"round {n}" for n in range(1, 6)))
    text = "\n".join(out)
    print(text)
    OUT.write_text(text + "\n", encoding="utf-8")
    led.close()


if __name__ == "__main__":
    main()
