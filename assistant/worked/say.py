"""The sentences of a worked answer, from data/worked/templates.yaml, in the answer's language."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from assistant.azul.components import NAMES as COLOUR_NAMES
from assistant.messages import detail
from assistant.paths import DATA, DEFAULT_LANG, load_yaml


@lru_cache(maxsize=1)
def _templates() -> dict[str, dict[str, str]]:
    return load_yaml(DATA / "worked" / "templates.yaml")


def say(key: str, lang: str, **params: Any) -> str:
    texts = _templates()[key]
    # "space" is "" in Japanese: an empty template is the language's own, not a gap to fill from English
    return (texts[lang] if lang in texts else texts[DEFAULT_LANG]).format(**params)


def join(items: list[str], lang: str) -> str:
    """"a, b and c" in `lang`."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return say("list_sep", lang).join(items[:-1]) + say("list_and", lang) + items[-1]


def sentence(parts: list[str], lang: str) -> str:
    """Parts joined as one sentence (or, in Japanese, sentences), ending with a full stop."""
    text = say("sentence_sep", lang).join(p for p in parts if p)
    return text + say("end", lang)


def building(btype: str, lang: str) -> str:
    return detail(f"alhambra.type.{btype}", lang, {})


def currency(name: str, lang: str) -> str:
    return detail(f"alhambra.currency.{name}", lang, {})


def colour(name: str, lang: str) -> str:
    return COLOUR_NAMES[name][lang]
