"""Loading the rule entries of data/rules: one YAML file per rule id, text in en, tr, es and ja.

An entry cites its sources by key (`sources:`); data/rules/sources.yaml names each source in every language, so
the citation a player reads is built here, once, from data.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from assistant.paths import DEFAULT_LANG, LANGS, RULES_DIR, load_yaml


@dataclass(frozen=True, slots=True)
class Text:
    title: str
    answer: str
    text: str
    ruling: str
    examples: tuple[str, ...]
    questions: tuple[str, ...]


ENTRY_GLOB = "*.*.yaml"  # rule ids are dotted (game.topic); sources.yaml sits beside the entries
SOURCES_FILE = "sources.yaml"


@dataclass(frozen=True, slots=True)
class Entry:
    id: str
    game: str
    source: str  # the citation in English (the `source` of the ask and rules commands)
    related: tuple[str, ...]
    texts: dict[str, Text]
    sources: tuple[str, ...] = ()  # keys of data/rules/sources.yaml, in the order cited
    cited: dict[str, str] | None = None  # the citation by language

    def text_in(self, lang: str | None) -> Text:
        return self.texts.get(lang or DEFAULT_LANG) or self.texts[DEFAULT_LANG]

    def source_in(self, lang: str | None) -> str:
        """The citation in `lang`, as a player reads it (English when the language is missing)."""
        return (self.cited or {}).get(lang or DEFAULT_LANG) or self.source

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


@lru_cache(maxsize=1)
def source_names() -> dict[str, dict[str, str]]:
    """Every citable source by key: its name in each language."""
    raw = load_yaml(RULES_DIR / SOURCES_FILE)
    return {str(k): {lang: str(v[lang]).strip() for lang in LANGS} for k, v in raw.items()}


def citation(keys: tuple[str, ...], lang: str) -> str:
    """The sources' names in `lang`, joined the way that language lists things."""
    names = source_names()
    unknown = [k for k in keys if k not in names]
    if unknown:
        raise KeyError(f"sources {unknown} are not in data/rules/{SOURCES_FILE}")
    return ("、" if lang == "ja" else "; ").join(names[k][lang] for k in keys)


def _load(stem: str, raw: dict) -> Entry:
    if raw.get("id") != stem:
        raise ValueError(f"{stem}.yaml: id {raw.get('id')!r} does not match the file name")
    keys = tuple(str(k) for k in raw.get("sources") or ())
    cited = {lang: citation(keys, lang) for lang in LANGS} if keys else None
    return Entry(
        id=raw["id"],
        game=raw["game"],
        source=cited[DEFAULT_LANG] if cited else str(raw["source"]).strip(),  # free text: the older form
        related=tuple(raw.get("related") or ()),
        texts={lang: _text(raw[lang]) for lang in LANGS if lang in raw},
        sources=keys,
        cited=cited,
    )


def _raw_entries() -> dict[str, dict]:
    """The entries' files as read, by file stem. Kept as JSON beside the index (same data key): parsing the YAML
    of every entry is most of a cold `ask`'s own work, reading JSON a tenth of it."""
    from assistant.rules import index_cache

    cached = index_cache.load_json("entries")
    if isinstance(cached, dict):
        return cached
    raw = {p.stem: load_yaml(p) for p in sorted(RULES_DIR.glob(ENTRY_GLOB))}
    index_cache.save_json("entries", raw)
    return raw


@lru_cache(maxsize=1)
def entries() -> dict[str, Entry]:
    """Every entry by id, loaded once and shared (read-only)."""
    return {e.id: e for e in (_load(stem, raw) for stem, raw in sorted(_raw_entries().items()))}


def games() -> tuple[str, ...]:
    """The games the entries are about, sorted (a registered game may have none: the toy game of the tests)."""
    return tuple(sorted({e.game for e in entries().values()}))


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
