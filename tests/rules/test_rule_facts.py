"""The numbers a rule text quotes are the numbers of the data the engines use.

Each entry lists under `facts:` the data values its text quotes: a data file under data/, a key in it and the
value shown. The test reads the value from the data file (so a changed points table, penalty or bonus fails
here until the texts are changed too) and finds the value among the numbers of every language's text.
"""

from __future__ import annotations

import csv
import re
from functools import cache

import pytest
import yaml

from assistant.paths import DATA, LANGS, RULES_DIR
from assistant.rules import knowledge

PATHS = sorted(RULES_DIR.glob(knowledge.ENTRY_GLOB))


@cache
def raw(path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@cache
def data_file(name: str):
    path = DATA / name
    if path.suffix == ".csv":
        with path.open(encoding="utf-8") as fh:
            return tuple(csv.DictReader(fh))
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _walk(node, dotted: str):
    for part in dotted.split("."):
        if isinstance(node, list):
            node = node[int(part)]
        else:
            node = node[int(part)] if part not in node and part.isdigit() else node[part]
    return node


def _rows(rows, where: str):
    field, _, want = where.partition("=")
    return [r for r in rows if r[field] == want] if where else list(rows)


def resolve(name: str, key: str):
    """A value of a data file. YAML: a dotted path, or 'len PATH' / 'sum PATH' of a list.
    CSV (one row a thing): 'count [FIELD=VALUE]', 'min COLUMN [FIELD=VALUE]', 'max COLUMN [FIELD=VALUE]'."""
    data = data_file(name)
    op, *args = key.split()
    if isinstance(data, tuple):
        if op == "count":
            return len(_rows(data, args[0] if args else ""))
        column, where = args[0], args[1] if len(args) > 1 else ""
        values = [int(r[column]) for r in _rows(data, where)]
        return {"min": min, "max": max}[op](values)
    if op in ("len", "sum"):
        return {"len": len, "sum": sum}[op](_walk(data, args[0]))
    return _walk(data, key)


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def quoted(value, text: str) -> bool:
    """A number appears as a number; a list appears as consecutive numbers (signs and separators aside)."""
    seq = value if isinstance(value, list) else [value]
    found = numbers(text)
    return any(found[i:i + len(seq)] == seq for i in range(len(found) - len(seq) + 1))


def shown(path, lang: str) -> str:
    t = raw(path)[lang]
    return "\n".join([str(t.get(k) or "") for k in ("answer", "text", "ruling")] + list(t.get("examples") or ()))


FACTS = [(p, f) for p in PATHS for f in raw(p).get("facts") or ()]


def fact_id(item) -> str:
    path, fact = item
    return f"{path.stem}:{fact['key']}"


@pytest.mark.parametrize("item", FACTS, ids=fact_id)
def test_a_quoted_number_is_the_number_in_the_data(item) -> None:
    path, fact = item
    assert resolve(fact["data"], fact["key"]) == fact["value"], (
        f"{path.stem}: the text quotes {fact['value']} for {fact['data']} {fact['key']}, "
        f"the data says {resolve(fact['data'], fact['key'])}")


@pytest.mark.parametrize("item", FACTS, ids=fact_id)
def test_a_quoted_number_appears_in_every_language(item) -> None:
    path, fact = item
    missing = [lang for lang in LANGS if not quoted(fact["value"], shown(path, lang))]
    assert not missing, f"{path.stem}: {fact['value']} ({fact['key']}) not in the {missing} text"


def test_the_numbers_that_players_ask_about_most_are_pinned() -> None:
    """Points table, floor penalties, bonuses, tiles per colour, factories: each is quoted by some entry's facts."""
    pinned = {(f["data"], f["key"]) for _, f in FACTS}
    needed = {("azul/components.yaml", "floor_penalties"), ("azul/components.yaml", "bonus.row"),
              ("azul/components.yaml", "bonus.column"), ("azul/components.yaml", "bonus.colour"),
              ("azul/components.yaml", "tiles_per_colour"), ("azul/components.yaml", "factories.2"),
              ("azul/components.yaml", "factories.3"), ("azul/components.yaml", "factories.4"),
              ("alhambra/tiles.csv", "count"), ("alhambra/game.yaml", "money.take_limit"),
              ("alhambra/game.yaml", "money.starting_total")}
    needed |= {("alhambra/game.yaml", f"points.{r}.{b}") for r in (1, 2, 3)
               for b in data_file("alhambra/game.yaml")["building_types"]}
    assert not needed - pinned, f"no entry quotes {sorted(needed - pinned)}"


def test_a_changed_data_value_is_caught() -> None:
    """The check can fail: a value missing from a text, or a list with one value dropped, is not found."""
    assert not quoted(7, "Each complete row scores 2 and each colour 10.")
    assert quoted([1, 1, 2, 2, 2, 3, 3], "penalties -1, -1, -2, -2, -2, -3, -3 points")
    assert not quoted([1, 1, 2, 2, 2, 3, 3], "penalties -1, -2, -2, -2, -3, -3")
