"""Property tests run without hypothesis' deadline (tests/conftest.py says why)."""

from __future__ import annotations

import ast
from pathlib import Path

from hypothesis import settings

from tests.parsing import parse

TESTS = Path(__file__).resolve().parent


def test_hypothesis_runs_without_a_deadline_by_default():
    assert settings.default.deadline is None


def test_no_property_test_sets_a_deadline_of_its_own():
    """A settings(deadline=...) other than None would bring back the random failures under load."""
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        for node in ast.walk(parse(path)):
            if isinstance(node, ast.Call) and ast.unparse(node.func).split(".")[-1] == "settings":
                for kw in node.keywords:
                    if kw.arg == "deadline" and not (isinstance(kw.value, ast.Constant) and kw.value.value is None):
                        found.append(f"{path.relative_to(TESTS)}:{node.lineno}")
    assert not found, found
