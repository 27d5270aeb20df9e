"""Sentences for problems, in the player's language.

The title comes from the rule's knowledge-base entry; the detail ("which cells, which players") from a
template in data/messages/<game>.yaml. English is the fallback for a missing translation. Cells reach a
sentence as a Place and are named in words (assistant/places.py), never as coordinates.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from assistant.errors import PositionError
from assistant.places import Place, join_words, place_words
from assistant.templates import lang_or_default, template, templates  # noqa: F401 (templates: re-exported)


@dataclass(frozen=True, slots=True)
class Term:
    """A message parameter that is itself words (a building type, "Ayşe's reserve"): translated too."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()


def term(key: str, **params: Any) -> Term:
    return Term(key, tuple(sorted(params.items())))


def _value(value: Any, lang: str | None) -> Any:
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
