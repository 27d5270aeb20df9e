"""A small mutation run over the rules modules: does the test suite notice when a rule is written wrong?

For each rules module, simple mutations (a comparison flipped, `and`/`or` swapped, an integer constant off by
one, `True`/`False` swapped) are applied one at a time to a copy of the tree, and tests run against it, cheapest
first, each stage with -x: the module's own test files (TESTS below, a few seconds), then the rest of its game's
quick tests, then the slow ones (command line, property-based). A mutant some stage fails on is killed (the
stage is printed); one that passes all three survived the game's whole test folder, and each survivor is either
a missing test or an equivalent change (explained in bench/results/mutation*.txt). Selection is deterministic (a
fixed sample per module, seeded by its path) so two runs report the same mutants. No dependency beyond pytest.
CPU heavy: run it alone, under `nice -n 19`.

    python bench/mutate.py [--per-module 12] [--timeout 180] [--only alhambra/walls.py ...]
"""

from __future__ import annotations

import argparse
import io
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import tokenize
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MODULES = {
    "alhambra": ["building", "walls", "scoring", "money", "moves", "components"],
    "azul": ["table", "wall", "floor", "scoring", "check", "offer", "grey", "setup"],
}
# Mutants always run beside the sample: the four that survived the whole suite in issue 17, as (module, the text
# of their line, old token, new token); found by their line's text, so edits elsewhere do not move them.
PINNED = [
    ("alhambra/building", "if x - 1 not in xs or x + 1 not in xs", "1", "0"),  # a false hole, tiles far apart
    ("alhambra/money", "return StartPlayer(idx2[0] if len(idx2) == 1", "==", "!="),  # two youngest of one age
    ("alhambra/components", "if count > deck:", ">", ">="),  # exactly the box's number of a money card
    ("azul/scoring", '"clamped": unclamped < 0,', "<", "<="),  # the clamped flag at exactly 0
]
# The test files that pin each module's rules: the first, cheap stage (relative to tests/<game>/).
TESTS = {
    "alhambra/building": ["test_building.py", "test_moves.py"],
    "alhambra/walls": ["test_walls.py", "test_scoring.py"],
    "alhambra/scoring": ["test_scoring.py", "test_reports.py"],
    "alhambra/money": ["test_money.py", "test_moves.py"],
    "alhambra/moves": ["test_moves.py"],
    "alhambra/components": ["test_model.py"],
    "azul/table": ["test_check.py", "test_scoring.py", "test_model.py"],
    "azul/wall": ["test_tiling.py", "test_scoring.py"],
    "azul/floor": ["test_scoring.py"],
    "azul/scoring": ["test_scoring.py", "test_reports.py"],
    "azul/check": ["test_check.py", "test_grey.py"],
    "azul/offer": ["test_offer.py"],
    "azul/grey": ["test_grey.py"],
    "azul/setup": ["test_setup.py"],
}
# The slow files (command line, property-based) run only when the quick ones let a mutant through.
SLOW = ("test_cli.py", "test_properties.py")
SWAP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==",
        "and": "or", "or": "and", "True": "False", "False": "True"}


@dataclass(frozen=True)
class Mutant:
    path: str  # relative to ROOT, e.g. "assistant/azul/wall.py"
    line: int
    col: int
    old: str
    new: str

    def describe(self) -> str:
        return f"{self.path}:{self.line}:{self.col}: {self.old!r} -> {self.new!r}"


def candidates(path: Path, root: Path = ROOT) -> list[Mutant]:
    """Every token a simple mutation applies to (strings and comments are tokens of their own, so never hit)."""
    rel = path.relative_to(root).as_posix()
    found = []
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
    for tok in tokens:
        (line, col), text = tok.start, tok.string
        if text in SWAP and tok.type in (tokenize.OP, tokenize.NAME):
            found.append(Mutant(rel, line, col, text, SWAP[text]))
        elif tok.type == tokenize.NUMBER and text.isdigit():
            value = int(text)
            new = value + 1 if value == 0 or (line + col) % 2 else value - 1
            found.append(Mutant(rel, line, col, text, str(new)))
    return found


def pinned(module: str, root: Path = ROOT) -> list[Mutant]:
    """The PINNED mutants of a module, located in its current text."""
    path = root / "assistant" / f"{module}.py"
    lines = path.read_text(encoding="utf-8").splitlines()
    out = []
    for mod, text, old, new in PINNED:
        if mod != module:
            continue
        (line,) = [i for i, t in enumerate(lines, 1) if text in t]
        col = lines[line - 1].index(text) + text.index(old)
        out.append(Mutant(path.relative_to(root).as_posix(), line, col, old, new))
    return out


def picked(module: str, per_module: int, root: Path = ROOT) -> list[Mutant]:
    """The module's fixed sample and its pinned mutants, in file order."""
    rel = f"{module}.py"
    chosen = sample(candidates(root / "assistant" / rel, root), per_module, rel)
    return sorted(set(chosen) | set(pinned(module, root)), key=lambda m: (m.line, m.col, m.new))


def sample(all_mutants: list[Mutant], per_module: int, seed: str) -> list[Mutant]:
    """A fixed sample, seeded by the module's name, in file order."""
    if len(all_mutants) <= per_module:
        return all_mutants
    picked = random.Random(seed).sample(range(len(all_mutants)), per_module)
    return [all_mutants[i] for i in sorted(picked)]


def apply(source: str, m: Mutant) -> str:
    lines = source.splitlines(keepends=True)
    text = lines[m.line - 1]
    assert text[m.col:m.col + len(m.old)] == m.old, (m, text)
    lines[m.line - 1] = text[:m.col] + m.new + text[m.col + len(m.old):]
    return "".join(lines)


def run_tests(work: Path, files: list[str], timeout: int) -> bool:
    """True when the tests pass (the mutant survived this stage); a timeout counts as a kill."""
    cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "--no-header", *files]
    try:
        done = subprocess.run(cmd, cwd=work, capture_output=True, timeout=timeout,
                              env={**os.environ, "PYTHONPATH": str(work)})
    except subprocess.TimeoutExpired:
        return False
    return done.returncode == 0


def test_files(work: Path, game: str) -> tuple[list[str], list[str]]:
    every = sorted(p.relative_to(work).as_posix() for p in (work / "tests" / game).glob("test_*.py"))
    quick = [f for f in every if not f.endswith(SLOW)]
    return quick, [f for f in every if f.endswith(SLOW)]


def stages(work: Path, module: str) -> list[tuple[str, list[str]]]:
    """(name, test files) to run in turn: the module's own, the rest of its game's quick ones, the slow ones."""
    game = module.split("/")[0]
    own = [f"tests/{game}/{name}" for name in TESTS[module]]
    quick, slow = test_files(work, game)
    return [("own", own), ("game", [f for f in quick if f not in own]), ("slow", slow)]


def killed_by(work: Path, m: Mutant, module: str, timeout: int, slow: bool = True) -> str | None:
    """The stage whose tests fail on the mutant, or None when it survives them all."""
    target = work / m.path
    original = target.read_text(encoding="utf-8")
    target.write_text(apply(original, m), encoding="utf-8")
    try:
        for name, files in stages(work, module):
            if name == "slow" and not slow:
                continue
            if files and not run_tests(work, files, timeout):
                return name
        return None
    finally:
        target.write_text(original, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-module", type=int, default=12)
    ap.add_argument("--timeout", type=int, default=180)
    ap.add_argument("--only", nargs="*", default=None, help="e.g. alhambra/walls.py")
    ap.add_argument("--list", action="store_true", help="print the mutants picked, run nothing")
    ap.add_argument("--no-slow", action="store_true", help="stop after the game's quick tests (a busy machine)")
    args = ap.parse_args(argv)
    if args.list:
        for game, names in MODULES.items():
            for name in names:
                rel = f"{game}/{name}.py"
                for m in picked(f"{game}/{name}", args.per_module):
                    print(m.describe())
        return 0
    start = time.monotonic()
    totals = [0, 0]
    by_stage: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="mutate-") as tmp:
        work = Path(tmp) / "tree"
        shutil.copytree(ROOT, work, ignore=shutil.ignore_patterns(".git", "__pycache__", ".hypothesis", "results"))
        for game, names in MODULES.items():
            if not run_tests(work, test_files(work, game)[0], args.timeout):
                print(f"tests/{game} fail before any mutation: stop")
                return 2
            for name in names:
                rel = f"{game}/{name}.py"
                if args.only and rel not in args.only:
                    continue
                # read from the copy, so that editing the tree during a run cannot shift a mutant's place
                mutants = picked(f"{game}/{name}", args.per_module, work)
                began = time.monotonic()
                verdicts = [(m, killed_by(work, m, f"{game}/{name}", args.timeout, not args.no_slow)) for m in mutants]
                alive = [m for m, stage in verdicts if stage is None]
                stage_counts = {}
                for _, stage in verdicts:
                    if stage is not None:
                        stage_counts[stage] = stage_counts.get(stage, 0) + 1
                        by_stage[stage] = by_stage.get(stage, 0) + 1
                totals[0] += len(mutants) - len(alive)
                totals[1] += len(alive)
                where = ", ".join(f"{n} by {s}" for s, n in stage_counts.items())
                print(f"assistant/{rel}: {len(mutants)} mutants, {len(mutants) - len(alive)} killed ({where}), "
                      f"{len(alive)} survived ({time.monotonic() - began:.0f} s)", flush=True)
                for m in alive:
                    print(f"  SURVIVED {m.describe()}", flush=True)
    print(f"total: {sum(totals)} mutants, {totals[0]} killed, {totals[1]} survived; killed by stage: "
          f"{by_stage} ({time.monotonic() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
