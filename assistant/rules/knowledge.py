"""Loading the rule entries of data/rules: one YAML file per rule id, text in en, tr, es and ja."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import yaml

from assistant.paths import DEFAULT_LANG, LANGS, RULES_DIR


@dataclass(frozen=True, slots=True)
class Text:
    title: str
    answer: str
    text: str
    ruling: str
    examples: tuple[str, ...]
    questions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Entry:
    id: str
    game: str
    source: str
    related: tuple[str, ...]
    texts: dict[str, Text]

    def text_in(self, lang: str | None) -> Text:
        return self.texts.get(lang or DEFAULT_LANG) or self.texts[DEFAULT_LANG]

    @property
    def langs(self) -> list[str]:
        return [lang for lang in LANGS if lang in self.texts]


def _text(raw: dict) -> Text:
    return Text(
        title=str(raw["title"]).strip(),
        answer=str(raw.get("answer", "")).strip(),
        text=str(raw.get("text", "")).strip(),
        ruling=str(raw.get("ruling") or "").strip(),
        examples=tuple(str(e).strip() for e in raw.get("examples") or ()),
        questions=tuple(str(q).strip() for q in raw.get("questions") or ()),
    )


def _load(path) -> Entry:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # ten times faster: the command line starts cold
    raw = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)  # noqa: S506 - a safe loader
    if raw.get("id") != path.stem:
        raise ValueError(f"{path.name}: id {raw.get('id')!r} does not match the file name")
    return Entry(
        id=raw["id"],
        game=raw["game"],
        source=str(raw["source"]).strip(),
        related=tuple(raw.get("related") or ()),
        texts={lang: _text(raw[lang]) for lang in LANGS if lang in raw},
    )


@lru_cache(maxsize=1)
def entries() -> dict[str, Entry]:
    """Every entry by id, loaded once and shared (read-only)."""
    return {e.id: e for e in (_load(p) for p in sorted(RULES_DIR.glob("*.yaml")))}


def entry(rule_id: str) -> Entry:
    try:
        return entries()[rule_id]
    except KeyError:
        raise KeyError(f"no rule entry {rule_id!r} in data/rules") from None


def title(rule_id: str, lang: str | None = None) -> str:
    return entry(rule_id).text_in(lang).title


def full_text(e: Entry, lang: str | None) -> str:
    """The text a player reads: the rule, then the ruling this project applies where sources disagree."""
    t = e.text_in(lang)
    return f"{t.text}\n\n{t.ruling}" if t.ruling else t.text
