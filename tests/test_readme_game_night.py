"""The README's "Game night" walkthrough speaks the Table page's own words (issue 18: "in the page's
language"): every label it quotes in bold is a UI string of the app as a player reads it in English, and its
table of the steps in four languages is, row by row, one UI string in en, tr, es and ja. Fails when a label is
renamed in data/i18n and the README is not, or when the README invents a label the page does not show."""

from __future__ import annotations

import re
from pathlib import Path

from assistant.i18n import strings

README = Path(__file__).resolve().parents[1] / "README.md"
LANGS = ("en", "tr", "es", "ja")
PLACEHOLDER = re.compile(r"\s*[（(]?\{[^}]+\}[^)）]*[)）]?")


def section() -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index("### Game night\n")
    return text[start:text.index("\n### ", start + 1)]


def shown(lang: str) -> set[str]:
    """Every UI string in `lang` as the page shows it: whole, without its placeholders, and the part before
    its first colon (a link's or an expander's label followed by its explanation)."""
    out = set()
    for texts in strings().values():
        value = texts.get(lang) if isinstance(texts, dict) else None
        if isinstance(value, str):
            out |= {value, PLACEHOLDER.sub("", value), value.split(":", 1)[0]}
    return out


def test_every_label_the_walkthrough_quotes_in_bold_is_one_the_page_shows():
    bold = [" ".join(b.split()) for b in re.findall(r"\*\*(.+?)\*\*", section(), re.S)]  # across a line break
    labels = [b for b in bold if not b.endswith(".")]  # "1. **Start a table.**": a step's heading
    assert len(labels) >= 10
    english = shown("en")
    assert [label for label in labels if label not in english] == []


def test_the_steps_table_gives_each_label_as_the_page_shows_it_in_every_language():
    lines = section().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("| step |"))
    table = [line for line in lines[start + 2:]]
    table = table[:next((i for i, line in enumerate(table) if not line.startswith("| ")), len(table))]
    rows = [line.strip("|").split(" | ") for line in table]
    assert len(rows) >= 8
    by_lang = {lang: [texts for texts in strings().values() if isinstance(texts, dict)] for lang in LANGS}
    for row in rows:
        cells = [c.strip().replace("\\|", "|") for c in row[1:]]
        assert len(cells) == 4, row
        keys = [texts for texts in by_lang["en"] if _as_in_table(texts.get("en")) == cells[0]]
        assert keys, f"no UI string reads {cells[0]!r} in English"
        assert any([_as_in_table(k.get(lang)) for lang in LANGS] == cells for k in keys), row


def _as_in_table(text: object) -> str | None:
    return text.replace("{n}", "n") if isinstance(text, str) else None
