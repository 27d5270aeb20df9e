"""`ast.parse` for the tests that read the code: CPython 3.11 may raise "SystemError: AST constructor recursion
depth mismatch" when another thread (a Streamlit script thread an AppTest left running) compiles at the same
moment (the interpreter's AST depth counter is shared between threads there); parsing again then succeeds."""

from __future__ import annotations

import ast
from pathlib import Path

TRIES = 5


def parse(path: Path) -> ast.Module:
    text = path.read_text(encoding="utf-8")
    for _ in range(TRIES - 1):
        try:
            return ast.parse(text)
        except SystemError:
            continue
    return ast.parse(text)
