"""The shape of every data/rules entry, read as raw YAML so a missing key cannot hide behind a default."""

from __future__ import annotations

import re
from functools import cache

import pytest
import yaml

from assistant import registry
from assistant.paths import LANGS, RULES_DIR

# The ids of shared/RULE-TOPICS.md (copied here: shared/ is not at a fixed path in CI).
RULE_IDS = [
    "alhambra.overview",
    "alhambra.components",
    "alhambra.setup.market",
    "alhambra.setup.starting-money",
    "alhambra.setup.start-player",
    "alhambra.setup.scoring-cards",
    "alhambra.turn.actions",
    "alhambra.money.take",
    "alhambra.money.deck-empty",
    "alhambra.buy.currency",
    "alhambra.buy.no-change",
    "alhambra.buy.exact-payment",
    "alhambra.buy.placement-timing",
    "alhambra.turn.refill",
    "alhambra.redesign",
    "alhambra.redesign.fountain",
    "alhambra.redesign.swap-position",
    "alhambra.reserve",
    "alhambra.build.fountain",
    "alhambra.build.grid",
    "alhambra.build.orientation",
    "alhambra.build.walls-match",
    "alhambra.build.reachable",
    "alhambra.build.adjacent",
    "alhambra.build.no-holes",
    "alhambra.scoring.when",
    "alhambra.scoring.majority",
    "alhambra.scoring.table",
    "alhambra.scoring.ties",
    "alhambra.scoring.wall",
    "alhambra.end.trigger",
    "alhambra.end.market-tiles",
    "alhambra.end.winner",
    "alhambra.variant.two-player",
    "alhambra.variant.two-player-money",
    "alhambra.expansions",
    "azul.overview",
    "azul.components",
    "azul.setup",
    "azul.offer.factory",
    "azul.offer.centre",
    "azul.offer.first-player-marker",
    "azul.wall-pattern",
    "azul.pattern-lines.capacity",
    "azul.pattern-lines.one-colour",
    "azul.pattern-lines.wall-conflict",
    "azul.pattern-lines.all-to-one-line",
    "azul.pattern-lines.carry-over",
    "azul.tiling.move",
    "azul.tiling.scoring-isolated",
    "azul.tiling.scoring-lines",
    "azul.floor.penalties",
    "azul.floor.full",
    "azul.score.minimum",
    "azul.round.next",
    "azul.end.trigger",
    "azul.end.bonuses",
    "azul.end.tie-break",
    "azul.variant.grey-wall",
    "azul.variant.solo",
    "azul.series",
]
PATHS = sorted(RULES_DIR.glob("*.*.yaml"))  # rule ids are dotted; sources.yaml sits beside them
FILE_IDS = {p.stem for p in PATHS}


@cache
def raw(rule_id: str) -> dict:
    return yaml.safe_load((RULES_DIR / f"{rule_id}.yaml").read_text(encoding="utf-8"))


def en_text_and_ruling(rule_id: str) -> str:
    en = raw(rule_id)["en"]
    return f"{en['text']}\n{en.get('ruling') or ''}"


def test_rule_ids_are_unique_and_61() -> None:
    assert len(RULE_IDS) == len(set(RULE_IDS)) == 61


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_every_topic_has_an_entry(rule_id: str) -> None:
    assert rule_id in FILE_IDS, f"data/rules/{rule_id}.yaml is missing"


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_entry_shape(path) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["id"] == path.stem
    assert data["game"] in registry.ids()
    assert data["id"].startswith(data["game"] + ".")
    sources = data["sources"]  # keys of sources.yaml; the names are checked in test_rule_texts.py
    assert isinstance(sources, list) and sources and all(isinstance(k, str) for k in sources)
    related = data.get("related") or []
    assert isinstance(related, list)
    missing = [r for r in related if r not in FILE_IDS and r not in RULE_IDS]
    assert not missing, f"related ids without an entry: {missing}"
    assert data["id"] not in related
    with_ruling = [lang for lang in LANGS if str(data[lang].get("ruling") or "").strip()]
    assert with_ruling in ([], list(LANGS)), f"ruling in {with_ruling} only: all four languages or none"
    for lang in LANGS:
        assert lang in data, f"no {lang} text"
        t = data[lang]
        for key in ("title", "answer", "text"):
            assert isinstance(t.get(key), str) and t[key].strip(), f"{lang}.{key} empty"
        assert isinstance(t.get("examples"), list), f"{lang}.examples must be a list"
        assert all(isinstance(e, str) and e.strip() for e in t["examples"])
        questions = t.get("questions")
        assert isinstance(questions, list) and len(questions) >= 4, f"{lang}: at least 4 questions"
        assert all(isinstance(q, str) and q.strip() for q in questions)


def test_related_ids_exist_in_the_topic_list() -> None:
    """A related id must be a real topic, not only a file that happens to exist."""
    for path in PATHS:
        assert set(yaml.safe_load(path.read_text(encoding="utf-8")).get("related") or []) <= set(RULE_IDS)


# The rulings this project applies where the seeds are silent or disagree: the checkers rely on them.
def test_no_holes_covers_any_enclosed_region() -> None:
    assert re.search(r"\bany\b[^.]*\b(region|area|space|group)", en_text_and_ruling("alhambra.build.no-holes"), re.I)


def test_wall_scoring_counts_a_closed_ring() -> None:
    text = en_text_and_ruling("alhambra.scoring.wall")
    assert re.search(r"\b(closed|ring|loop)\b", text, re.I)
    assert re.search(r"\b(ring|loop)\b[^.]*\bscores? n\b", text, re.I), "a closed ring of n segments scores n"


def test_dirk_named_for_leftover_market_tiles_or_two_player() -> None:
    text = en_text_and_ruling("alhambra.end.market-tiles") + en_text_and_ruling("alhambra.variant.two-player")
    assert "Dirk" in text


def test_marker_on_a_full_floor_line() -> None:
    text = en_text_and_ruling("azul.floor.full") + en_text_and_ruling("azul.offer.first-player-marker")
    assert re.search(r"marker[^.]*\bfull\b|\bfull\b[^.]*marker", text, re.I)
