"""Dirk's tiles in a two-player game: how many he is dealt at a stage (6 at the start, 6 right after scoring 1, a
third of the bag after scoring 2), or what he holds after it ("in all", "Dirk'in kaç karosu var"): every deal up
to the stage, plus the tiles the players told they gave him ("we gave him 2"; "we never gave him any": none).
Decided by assistant.api.alhambra_dirk_tiles, stage by stage."""

from __future__ import annotations

import re

from assistant import api
from assistant.worked import guards
from assistant.worked.reading import Span, Text
from assistant.worked.say import say, sentence


def read(text: Text, lang: str, rounds: int) -> dict | None:
    if not (text.has("tiles") or text.has("how_many")) or _points_asked(text):
        return None
    rnd, used = text.round_read(rounds)
    if rnd is None and text.has("dealt") and not text.find("round"):
        rnd = 0  # "how many tiles does Dirk get at the start?"
    stages = api.facts("alhambra")["dirk_stages"]  # the engine's: the start, then after each scoring but the last
    if rnd is None or not 0 <= rnd < len(stages):
        return None
    gifts = _gifts(text)
    if gifts is None or gifts and not text.has("dirk_total"):
        return None
    told = guards.told_players(text)
    rest = [n for n in text.numbers if n.start not in used and n.start not in told and n.start not in gifts]
    if len(rest) > 1:
        return None
    box = api.facts("alhambra")["tiles"]
    deal_told = []
    if rest and rnd in (0, 1) and rest[0].value == api.alhambra_dirk_tiles(stages[0], box)["tiles"]:
        deal_told, rest = [rest[0].value], []  # "Dirk başta 6 karo aldı": a deal told, as the rules deal it
    if rest:
        bag = rest[0].value
    elif rnd in (0, 1):
        bag = box
    else:
        return None
    stage = stages[rnd]
    tiles = api.alhambra_dirk_tiles(stage, bag)["tiles"]
    verdict = say(f"dirk.verdict.{stage}", lang, bag=bag, tiles=tiles)
    if rnd > 0 and text.has("dirk_total"):  # what he holds after the stage: every deal up to it
        deals = [api.alhambra_dirk_tiles(s, bag)["tiles"] for s in stages[: rnd + 1]]
        verdict, tiles = _total(text, lang, deals, sum(gifts.values()))
    read_text = say("dirk.read" if rest else "dirk.read_stage", lang, stage=say(f"dirk.stage.{stage}", lang), bag=bag)
    return {
        "rule": "alhambra.variant.two-player",
        "read": sentence([read_text], lang),
        "verdict": sentence([verdict], lang),
        "answer": tiles,
        "counts": [n.value for n in text.numbers if n.start in used or n.start in gifts] + deal_told,
    }


def _total(text: Text, lang: str, deals: list[int], given: int) -> tuple[str, int]:
    parts, dealt = " + ".join(map(str, deals)), sum(deals)
    if given:
        return say(
            "dirk.verdict.total_gifts", lang, parts=parts, dealt=dealt, gifts=given, tiles=dealt + given
        ), dealt + given
    key = "dirk.verdict.total_none_given" if text.has("dirk_no_gift") else "dirk.verdict.total"
    return say(key, lang, parts=parts, tiles=dealt), dealt


def _gifts(text: Text) -> dict[int, int] | None:
    """{start: tiles} of the gifts told, each the one number beside its verb ("gave him 2", "ona 2 bina verdik",
    "2枚渡した"); {} when none is told or none given is told; None when a gift's number is not read."""
    refused = text.find("dirk_no_gift")
    gifts = [g for g in text.find("dirk_gift") if not any(r.start <= g.start < r.end for r in refused)]
    out: dict[int, int] = {}
    for g in gifts:
        near = [n for n in text.numbers if _beside(text, g, n)]
        if len(near) != 1:
            return None
        out[near[0].start] = near[0].value
    return out


def _beside(text: Text, verb: Span[str], n: Span[int]) -> bool:
    """The number within a few words of its verb: after it in English and Spanish, before it in Turkish and
    Japanese."""
    if text.lang in ("tr", "ja"):
        return 0 <= verb.start - n.end <= 12 and not any(c in text.norm[n.end : verb.start] for c in ",、。.")
    return 0 <= n.start - verb.end <= 12 and not any(c in text.norm[verb.end : n.start] for c in ",;.")


def _points_asked(text: Text) -> bool:
    """Points named in the question's last sentence (what is asked: "how many points does Dirk get?"); points told
    before ("puanları yazdık": we wrote the scores down) are no part of Dirk's share."""
    last = max([m.end() for m in re.finditer(r"[.!。](?=\s*\S)", text.norm)], default=0)
    return any(p.start >= last for p in text.find("point_word"))
