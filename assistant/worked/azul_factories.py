"""Azul's factory displays for a number of players ("how many factories with three players", "somos 2"), and the
round's tiles on them, as assistant.api.azul_start_round deals them."""

from __future__ import annotations

import re

from assistant import api
from assistant.worked import azul_people
from assistant.worked.reading import Span, Text
from assistant.worked.say import say, sentence


def _tiles_asked(text: Text) -> bool:
    """The tiles on the factories asked, not the factories: "how many tiles", "kaç karo", "cuántos azulejos", "何枚"."""
    if text.lang == "ja":  # 工場タイル: the factory displays themselves
        displays = re.search(r"(?:工場|工房|ファクトリー)タイル", text.norm)
        return "何枚" in text.norm and "タイル" in text.norm and not displays
    tiles = text.find("factory_tiles")
    return any(0 <= t.start - h.end <= 12 for h in text.find("how_many") for t in tiles)


def _per_factory(text: Text) -> bool:
    """"each factory", "her fabrika", "cada fábrica", "各工房" asked, not told with its count ("各工房にタイル4枚")."""
    each = r"(?:\b(?:each|every|per|her|cada)\s+(?:\w+\s+)?|各|1つの)$"
    return len(text.numbers) == 1 and any(re.search(each, text.norm[max(0, f.start - 12):f.start])
                                          for f in text.find("factory"))


def factories(text: Text, lang: str) -> dict | None:
    """The factory displays (or the round's tiles) for the number of players told or named."""
    played = azul_people.play_counts(text)  # s11: "jugamos solo dos"
    if not text.has("how_many") or not (text.has("players") or played or azul_people.listed(text)):
        return None
    players_at = text.find("players")
    counts = [n for n in text.numbers if any(0 <= p.start - n.end <= 2 for p in players_at) or n.start in played
              or text.lang == "es" and re.search(r"\bsomos\s*$", text.norm[: n.start])]  # "somos 2"
    named = azul_people.listed(text)  # s8: "mi hermana, su novio y yo"
    if named is not None and counts:
        if len(counts) != 1 or counts[0].value != named[0]:
            return None  # "three of us: me and my brother": the count told and the people named differ
        named = None
    if named is not None:
        n, beside = named
        # a total told agrees ("we're four - me, my brother..."), the counts told with people are theirs
        if any(m.value != n and m.value not in beside for m in text.numbers):
            return None
        return _factories_of(text, lang, n, [m.value for m in text.numbers])
    if len(counts) != 1:
        return None
    return _factories_of(text, lang, counts[0].value, None, counts[0])


def _factories_of(text: Text, lang: str, n: int, told: list[int] | None, count: Span[int] | None = None
                  ) -> dict | None:
    """The factory displays for `n` players; `told`: the numbers read already when the players were named."""
    seats = api.registration("azul").players
    if not seats.min <= n <= seats.max:
        return None
    factories = api.azul_start_round(n)["factories"]
    each = {len(f) for f in factories}
    if told is not None:
        return {"rule": "azul.setup", "read": sentence([say("factories.read", lang, players=n)], lang),
                "verdict": sentence([say("factories.verdict", lang, players=n, factories=len(factories))], lang),
                "answer": len(factories), "counts": sorted(set(told) | each)} if not _tiles_asked(text) else None
    # "各工房にタイル4枚": the tiles of one factory may be told, as the engine deals them
    if any(m is not count and m.value not in each for m in text.numbers) or len(text.numbers) > 2:
        return None
    out = {"rule": "azul.setup", "read": sentence([say("factories.read", lang, players=n)], lang),
           "verdict": sentence([say("factories.verdict", lang, players=n, factories=len(factories))], lang),
           "answer": len(factories), "counts": sorted(each)}
    if _tiles_asked(text):
        if len(each) != 1 or _per_factory(text):
            return None  # "how many tiles does each factory hold": one factory's, not the round's
        tiles = sum(len(f) for f in factories)
        out["verdict"] = sentence([say("factories.verdict", lang, players=n, factories=len(factories))
                                   + say("factories.tiles", lang, factories=len(factories), each=each.pop(),
                                         tiles=tiles)], lang)
        out.update(answer=tiles, unit="tiles")
    elif len(text.numbers) > 1:
        return None
    return out
