"""The exported JSON Schema is exactly the model (FORMATS.md: "must describe exactly this"): every document of
tests/schema_corpus/bad.yaml (positions and moves of both games) is refused both by the pydantic model (api
raises PositionError) and by the schema that `python -m assistant schema <game>[-move]` prints, and every one of
good.yaml and examples/ is accepted by both.

What JSON Schema cannot say, and the model alone refuses, is marked in the corpus (`only_model`) with one of the
reasons docs/FORMATS.md lists; for those the test requires that the schema does accept the document (so the list
stays exact) and that the model refuses it.
"""

from __future__ import annotations

import copy
import functools
import json
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from assistant import api

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
CORPUS = Path(__file__).resolve().parent / "schema_corpus"
FORMATS = ROOT / "docs" / "FORMATS.md"
# What the exported schema cannot say (docs/FORMATS.md, "What the exported JSON Schema cannot say").
ONLY_MODEL = {
    "an integer written with a fraction",
    "two players of the same name",
    "a joiner or variation selector out of place",
}


@functools.cache
def _example(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def _steps(path: str) -> list:
    return [int(s) if s.lstrip("-").isdigit() else s for s in path.split("/")]


def _document(entry: dict) -> tuple[str, dict, dict | None]:
    """(the schema's name, the document, the position a move is played on, or None for a position)."""
    base = copy.deepcopy(_example(entry["base"])) if "base" in entry else None
    if "move" in entry:
        return f"{base['game']}-move", entry["move"], base
    doc = copy.deepcopy(entry["doc"]) if "doc" in entry else base
    game = doc["game"]  # before the changes, which may take it away
    for path, value in entry.get("set", {}).items():
        *head, last = _steps(path)
        target = functools.reduce(lambda t, k: t[k], head, doc)
        if last == "-":
            target.append(value)
        else:
            target[last] = value
    for path in entry.get("delete", []):
        *head, last = _steps(path)
        del functools.reduce(lambda t, k: t[k], head, doc)[last]
    return game, doc, None


def _corpus(name: str) -> dict[str, dict]:
    entries = yaml.safe_load((CORPUS / name).read_text(encoding="utf-8"))
    out = {}
    for entry in entries:
        schema_name, _, _ = _document(entry)
        key = f"{schema_name}: {entry['note']}"
        assert key not in out, f"{name}: {key} twice"
        out[key] = entry
    return out


BAD = _corpus("bad.yaml")
GOOD = _corpus("good.yaml") | {f"examples/{p.name}": {"note": p.name, "base": p.name}
                               for p in sorted(EXAMPLES.glob("*.json"))}


@functools.cache
def _validator(schema_name: str) -> Draft202012Validator:
    schema = api.schema(schema_name)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def _model_accepts(doc: dict, position: dict | None) -> bool:
    try:
        api.move(position, doc) if position is not None else api.check(doc)
    except api.PositionError:
        return False
    return True


def test_the_corpus_is_large_and_covers_positions_and_moves_of_both_games():
    kinds = {key.split(":")[0] for key in BAD}
    assert kinds == {"alhambra", "azul", "alhambra-move", "azul-move"}
    assert len(BAD) >= 70 and len(GOOD) >= 20
    assert {e.get("only_model") for e in BAD.values()} - {None} == ONLY_MODEL


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_document_is_refused_by_the_model_and_by_the_exported_schema(case):
    schema_name, doc, position = _document(BAD[case])
    assert not _model_accepts(doc, position), f"{case}: the model reads it: it is not a bad document"
    schema_accepts = _validator(schema_name).is_valid(doc)
    if BAD[case].get("only_model"):
        assert schema_accepts, f"{case}: the schema refuses it now: drop its only_model"
    else:
        assert not schema_accepts, f"{case}: the model refuses it but the exported schema accepts it"


@pytest.mark.parametrize("case", sorted(GOOD))
def test_a_good_document_is_accepted_by_the_model_and_by_the_exported_schema(case):
    schema_name, doc, position = _document(GOOD[case])
    assert _model_accepts(doc, position), f"{case}: the model refuses it"
    errors = [e.message[:200] for e in _validator(schema_name).iter_errors(doc)]
    assert not errors, f"{case}: the schema refuses it: {errors}"


@pytest.mark.parametrize("reason", sorted(ONLY_MODEL))
def test_what_the_schema_cannot_say_is_listed_in_formats(reason):
    text = FORMATS.read_text(encoding="utf-8")
    section = text.split("What the exported JSON Schema cannot say", 1)
    assert len(section) == 2, "docs/FORMATS.md has no section on what the schema cannot say"
    assert reason in section[1].split("\n## ", 1)[0]


@pytest.mark.parametrize("schema_name", ["alhambra", "azul", "alhambra-move", "azul-move"])
def test_every_exported_schema_is_a_valid_json_schema(schema_name):
    Draft202012Validator.check_schema(api.schema(schema_name))
