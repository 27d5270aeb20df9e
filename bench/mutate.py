"""A small mutation run over the rules modules: does the test suite notice when a rule is written wrong?

For each rules module, simple mutations (a comparison flipped, `and`/`or` swapped, an integer constant off by
one, `True`/`False` swapped) are applied one at a time to a copy of the tree, and the game's tests run against
it. A mutant the tests fail on is killed; one they pass on survived, and each survivor is either a missing test
or an equivalent change (explained in bench/results/mutation.txt). Selection is deterministic (a fixed sample
per module) so two runs report the same mutants. No dependency beyond pytest.

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
    "alhambra": ["building", "walls", "scoring", "money", "moves"],
    "azul": ["wall", "floor", "scoring", "check", "offer", "grey"],
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
        return f"{self.path}:{self.line}: {self.old!r} -> {self.new!r}"


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


def survives(work: Path, m: Mutant, game: str, timeout: int) -> bool:
    target = work / m.path
    original = target.read_text(encoding="utf-8")
    target.write_text(apply(original, m), encoding="utf-8")
    try:
        quick, slow = test_files(work, game)
        return run_tests(work, quick, timeout) and run_tests(work, slow, timeout)
    finally:
        target.write_text(original, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-module", type=int, default=12)
    ap.add_argument("--timeout", type=int, default=180)
    ap.add_argument("--only", nargs="*", default=None, help="e.g. alhambra/walls.py")
    args = ap.parse_args(argv)
    start = time.monotonic()
    totals = [0, 0]
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
                picked = sample(candidates(work / "assistant" / rel, work), args.per_module, rel)
                alive = [m for m in picked if survives(work, m, game, args.timeout)]
                totals[0] += len(picked) - len(alive)
                totals[1] += len(alive)
                print(f"assistant/{rel}: {len(picked)} mutants, {len(picked) - len(alive)} killed, "
                      f"{len(alive)} survived", flush=True)
                for m in alive:
                    print(f"  SURVIVED {m.describe()}", flush=True)
    print(f"total: {sum(totals)} mutants, {totals[0]} killed, {totals[1]} survived "
          f"({time.monotonic() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
