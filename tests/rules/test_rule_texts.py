"""What a player reads in a rule entry: named sources, no internals, one title per question, one style per language.

Read as raw YAML, field by field, so a failure names the entry, the language and the offending words.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

import pytest
import yaml

from assistant.paths import LANGS, RULES_DIR
from assistant.rules import knowledge

PATHS = sorted(RULES_DIR.glob(knowledge.ENTRY_GLOB))
SHOWN = ("title", "answer", "text", "ruling")  # plus the examples: every field the Rules page shows


@cache
def raw(path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def shown(path, lang: str) -> str:
    t = raw(path)[lang]
    return "\n".join([str(t.get(k) or "") for k in SHOWN] + [str(e) for e in t.get("examples") or ()])


def offenders(pattern: str, lang: str | None = None, flags: int = 0) -> list[str]:
    """Every (entry, language, match) where the shown text matches `pattern`."""
    found = []
    for path in PATHS:
        for lg in [lang] if lang else LANGS:
            found += [f"{path.stem} [{lg}]: {m.group(0)!r}" for m in re.finditer(pattern, shown(path, lg), flags)]
    return found


def test_every_entry_cites_named_sources_in_every_language() -> None:
    names = knowledge.source_names()
    for path in PATHS:
        keys = raw(path).get("sources")
        assert keys and all(k in names for k in keys), f"{path.stem}: sources {keys} not all in sources.yaml"
        assert "source" not in raw(path), f"{path.stem}: free-text source beside the keys"
    e = knowledge.entry("azul.floor.full")
    assert e.source_in("es") == knowledge.citation(e.sources, "es") != e.source_in("en")


def test_an_entry_with_a_ruling_cites_the_referee_and_one_without_does_not() -> None:
    for path in PATHS:
        has_ruling = bool(str(raw(path)["en"].get("ruling") or "").strip())
        assert has_ruling == ("referee" in raw(path)["sources"]), path.stem


@pytest.mark.parametrize("name, pattern", [
    ("the word seed", r"\bseeds?\b|シード|semilla"),
    ("a file name", r"\b[\w-]+\.(txt|csv|yaml|json|py)\b|reference/"),
    ("a rule id", r"\b(alhambra|azul)\.[a-z-]+\b"),
    ("other software", r"\b(engine|implementation|software|bug|motor|yazılım|implementación)\b|エンジン|実装|バグ"),
    ("the project", r"\bproje\w*|\bproyecto\b|\bproject\b|プロジェクト"),
])
def test_player_text_has_no_internals(name: str, pattern: str) -> None:
    bad = offenders(pattern, flags=re.I)
    assert not bad, f"{name} in text players read:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", LANGS)
def test_every_title_is_unique_in_its_language(lang: str) -> None:
    titles = Counter(raw(p)[lang]["title"].strip().casefold() for p in PATHS)
    assert not [t for t, n in titles.items() if n > 1], f"{lang}: titles shared by two entries"


def test_japanese_uses_full_width_punctuation() -> None:
    # A dot between digits is a decimal point (4.5), and a slash names Plan B Games / Next Move: both stay.
    bad = offenders(r"[,:()?!]|(?<!\d)\.|\.(?!\d)", "ja")
    assert not bad, "ASCII punctuation in Japanese:\n" + "\n".join(bad)


def test_japanese_is_written_in_desu_masu() -> None:
    plain = r"である|だ|ない|する|なる|ある|いる|できる|[うくつぬむるぐぶ]|った|いた|きた|(?<![まで])した|んだ"
    bad = offenders(f"({plain})。", "ja")
    assert not bad, "plain-form sentence endings in Japanese:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang, pattern, one_word", [
    ("ja", r"模様ライン|図案ライン|パターン列", "パターンライン"),
    ("ja", r"壁の段|横の行|横一列|横1行|壁の行", "横列 (a wall row)"),
    ("ja", r"(?<!タイル)配置フェイズ|タイル貼りフェイズ|壁への配置", "タイル配置フェイズ (the tiling phase)"),
    ("tr", r"\braun(?:tan|dan|ddan|dta|tda|tun|tten|tte|tu|ta)\b|\bround\b",
     "raunt, raunda, raundu, rauntta, raunttan"),
    ("es", r"tarjetas? de puntuación", "cartas de puntuación"),
    ("es", r"(?<!oferta de )(?<!oferta de las )\bfábricas?\b",
     "expositor (Azul's factory; 'oferta de las fábricas' names the phase)"),
])
def test_one_word_for_one_thing(lang: str, pattern: str, one_word: str) -> None:
    bad = offenders(pattern, lang, re.I)
    assert not bad, f"{lang}: write {one_word}:\n" + "\n".join(bad)


def test_turkish_azul_round_is_raunt_not_tur() -> None:
    """In Azul a round is a raunt and a player's go a hamle; 'tur' would mix the two up."""
    bad = [b for b in offenders(r"\btur\w*", "tr", re.I) if b.startswith("azul.")]
    assert not bad, "tur for an Azul round:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang, title", [
    ("en", "Azul: Summer Pavilion"), ("tr", "Azul: Yaz Köşkü"), ("es", "Azul: Pabellón de Verano"),
    ("ja", "アズール：サマーパビリオン"),
])
def test_azul_editions_carry_their_title_in_each_language(lang: str, title: str) -> None:
    assert title in shown(RULES_DIR / "azul.series.yaml", lang)
