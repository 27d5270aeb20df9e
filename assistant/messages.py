"""Sentences for problems, in the player's language.

The title comes from the rule's knowledge-base entry; the detail ("which cells, which players") from a
template in data/messages/<game>.yaml. English is the fallback for a missing translation. Cells reach a
sentence as a Place and are named in words (assistant/places.py), never as coordinates.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from assistant.errors import PositionError
from assistant.places import Anchor, Place, join_words, place_words
from assistant.templates import lang_or_default, template, templates  # noqa: F401 (templates: re-exported)


@dataclass(frozen=True, slots=True)
class Term:
    """A message parameter that is itself words (a building type, "Ayşe's reserve"): translated too."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()


def term(key: str, **params: Any) -> Term:
    return Term(key, tuple(sorted(params.items())))


def plain(value: Any) -> Any:
    """A message parameter as plain JSON, for what is stored and said later (a turn-by-turn step's `said`, kept
    in the ledger's log): a Term as {"term": key, "params": {...}}, a Place as {"place": game, "cells": [[x, y]],
    "anchor": [x, y, kind] or null}; `detail` reads both back, so the sentence is still made in any language."""
    if isinstance(value, Term):
        return {"term": value.key, "params": {k: plain(v) for k, v in value.params}}
    if isinstance(value, Place):
        anchor = None if value.anchor is None else [*value.anchor.cell, value.anchor.kind]
        return {"place": value.game, "cells": [list(c) for c in value.cells], "anchor": anchor}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value


def _unplain(value: Any) -> Any:
    """What `plain` wrote, as the Term or Place it was (anything else as it is)."""
    if isinstance(value, dict) and isinstance(value.get("term"), str):
        params = value.get("params") or {}
        return Term(value["term"], tuple(sorted((k, _unplain(v)) for k, v in params.items())))
    if isinstance(value, dict) and isinstance(value.get("place"), str):
        anchor = value.get("anchor")
        return Place(value["place"], tuple((int(x), int(y)) for x, y in value.get("cells") or ()),
                     None if not anchor else Anchor((int(anchor[0]), int(anchor[1])), str(anchor[2])))
    if isinstance(value, list):
        return [_unplain(v) for v in value]
    return value


def _value(value: Any, lang: str | None) -> Any:
    value = _unplain(value)
    if isinstance(value, Term):
        return detail(value.key, lang, dict(value.params))
    if isinstance(value, Place):
        return place_words(value, lang)
    if isinstance(value, PositionError):
        return error_text(value, lang)
    if isinstance(value, list | tuple) and value and all(isinstance(v, Term) for v in value):
        return join_words([_value(v, lang) for v in value], lang)
    return value


def detail(key: str, lang: str | None, params: dict[str, Any]) -> str:
    """The template `key` in `lang` (English when missing; its plural form for a counted one), its Term and
    Place parameters in words of that language as well."""
    lang = lang_or_default(lang)
    text_template = template(key, lang, params)
    text = text_template.format(**{k: _value(v, lang) for k, v in params.items()})
    # A sentence that opens with a place ("Çeşmenin 2 sağında ...") starts with a capital like any other.
    return text[:1].upper() + text[1:] if text_template.startswith("{cells}") else text


def error_text(exc: PositionError, lang: str | None = None) -> str:
    """A PositionError's line in `lang`: its template filled with its parameters (a nested reason, a Term, in
    that language too); its English line as it is in English (the command line's own words) and when it carries
    no key (a wording no template covers)."""
    if exc.key is None or exc.key not in templates() or lang_or_default(lang) == "en":
        return str(exc)
    return detail(exc.key, lang, exc.params)


def refusal(key: str, **params: Any) -> PositionError:
    """The PositionError whose English line is the template `key` itself: one wording in data/, four languages."""
    return PositionError(detail(key, "en", params), key, params)
