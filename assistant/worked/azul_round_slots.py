"""An Azul player's score after a round read part by part (session s11), where azul_round.py's stricter reading
finds nothing: each part of the question is given its role by the words it holds (azul_gain.py), then

- the score before: the one number of the parts that tell neither the wall nor the floor ("before this round I had
  thirty-one", "Empecé la ronda con 18", "今十二点で"), or the score once the wall is scored ("after tiling I'm on
  15", "duvar döşemeden sonra puanım 9": the wall's points are in it);
- the wall's points: every number of the wall's parts that is no count of tiles ("worth 1, 2 and 5", "a 4 and a
  2", "3点と4点", "biri 1 biri 4 puan getirdi", "al alicatar saqué 7"), or nothing told as nothing;
- the floor: its one count of tiles, "one" told by an article ("una sola ficha", "tek karo"), or the marker alone;
  the marker read as azul_floor.marker_read reads it.

Each must be told exactly once; any number left over, or a floor whose tiles are not counted ("some tiles"), gives
no verdict. The position is azul_round.py's (the wall's points as one tile's runs, the floor laid by the engine).
"""

from __future__ import annotations

import re

from assistant import api
from assistant.worked import azul_floor, azul_floor_list, azul_gain, azul_lid, azul_round, guards
from assistant.worked.azul_floor import marker_read, marker_unsure
from assistant.worked.azul_gain import AFTER, FLOOR, WALL, Part, cue
from assistant.worked.azul_speaker import JA_NAME as _JA_NAME
from assistant.worked.azul_speaker import as_speaker as _as_speaker
from assistant.worked.azul_speaker import named_another as _named_another
from assistant.worked.azul_speaker import names as _names
from assistant.worked.reading import Span, Text
from assistant.worked.say import say, sentence

GAME = "azul"
_ONE = azul_gain._PATTERNS["one_tile"]


def _asks_now(text: Text) -> bool:
    """The new score asked, and no count of tiles ("タイルは何枚残る？")."""
    return (azul_round._asks_now(text) or cue(text, "asks")) and not cue(text, "asks_tiles")


def _scored(part: Text) -> list[Span[int]]:
    """The numbers of a floor's part that are a score ("いま5点で床に5枚", "I'm on 4 points with 6 tiles on my
    floor"): right before the word for points, no cost told ("my floor costs me 8": azul_round.py's reading)."""
    return [n for n in part.numbers if any(0 <= p.start - n.end <= 1 for p in part.find("point_word"))]


def _floor_tiles(floor: list[Part], marker: bool | None) -> tuple[int, list[int]] | None:
    """(the floor's tiles, the numbers read as counts beside them), or None when not counted once."""
    if any(re.search(azul_round._COST[p.text.lang], p.text.norm) for p in floor if p.text.numbers):
        return None  # "my floor costs me 8": azul_round.py's reading
    numbers = [n for p in floor for n in p.text.numbers if n not in _scored(p.text)]
    if len(numbers) > 1:
        return None
    lang = floor[0].text.lang
    if numbers and any(not p.text.numbers and not p.text.has("marker") and p.text.find("tiles") for p in floor):
        return None  # "3 tiles plus the starting player tile": a tile told beside the count, not counted by it
    if numbers:
        return numbers[0].value, []
    marks = [m for p in floor for m in p.text.find("marker")]
    ones = [p for p in floor if re.search(_ONE[lang], p.text.norm) and not p.text.has("marker")]
    if len(ones) == 1:
        return 1, []
    tiles = [t for p in floor if not p.text.has("marker") for t in p.text.find("tiles") + p.text.named("colours")]
    alone = any(p.text.has("only") or re.search(azul_floor_list.NOTHING_ELSE[lang], p.text.norm) for p in floor)
    if marker and alone and not tiles and marks:
        return 0, []  # the marker alone, told so ("that was the only thing on his floor", "マーカーだけ")
    return None


def _wall(wall: list[Part]) -> tuple[int, list[int]] | None:
    """(the wall's points this round, the counts of tiles placed told beside them) from the wall's parts."""
    values: list[int] = []
    placed: list[int] = []
    none = False
    for part in wall:
        if azul_round._wall_none(part.text) or azul_gain.wall_none(part.text):
            none = True
            continue
        for n in part.text.numbers:
            (placed if azul_gain.tile_counted(n, part.text) else values).append(n.value)
    if none and values or len(placed) > 1 or placed and values and placed[0] != len(values):
        return None  # "2 tiles worth 3": each 3, or both together: not sure
    if not values and not none:
        return None
    return sum(values), [*placed, *values] if len(values) > 1 or placed else placed


def _told(text: Text) -> tuple[int, int, int, list[int]] | None:
    """(the score before, the wall's points, the floor's tiles, the numbers read as counts), or None. With no wall
    told at all the wall gave nothing, as the floor readers read it ("いま5点で床に5枚ある。最終的に何点?")."""
    rounds = azul_gain.round_numbers(text)
    plain = azul_gain.without_rounds(text)
    found = azul_gain.parts(plain)
    floor = [p for p in found if p.role == FLOOR]
    wall = [p for p in found if p.role == WALL]
    after = [p for p in found if p.role == AFTER]
    before = [p for p in found if p.role not in (FLOOR, WALL, AFTER) and p.text.numbers]
    before += [p for p in floor if _scored(p.text)]
    if not floor or len(before) + len(after) != 1 or after and wall:
        return None
    start = (after or before)[0].text
    score = _scored(start) if start in [p.text for p in floor] else start.numbers
    if len(score) != 1 or azul_gain.tile_counted(score[0], start):
        return None
    if before and not (start.has("score_before") or start.has("score_have") or start.has("point_word") or
                       cue(start, "start")):
        return None
    gain: tuple[int, list[int]] | None = (0, []) if after or not wall else _wall(wall)
    tiles = _floor_tiles(floor, marker_read(plain))
    if gain is None or tiles is None:
        return None
    return score[0].value, gain[0], tiles[0], [*rounds, *gain[1], *tiles[1], *azul_gain.pair_ones(plain)]


def read(text: Text, lang: str) -> dict | None:
    asks = _asks_now(text) or text.has("lose") and not text.has("how_many") or _asks_lost(text)
    if not (text.has("floor") and asks) or azul_round.read(text, lang) is not None:
        return None
    if azul_floor.read(text, lang) is not None:
        return None  # the floor's own reading ("after tiling 18, the marker and 3 tiles"): one claim, not two
    named = bool(_names(text)) or text.lang == "ja" and bool(re.search(_JA_NAME, text.raw))
    ones = [1 for m in re.finditer(azul_gain._PATTERNS["marker_variant"][lang], text.norm) if "1" in m.group(0)]
    text = _as_speaker(azul_gain.marker_said(text))  # "Tom ... he took the marker": Tom's own, not an opponent's
    if text.has("opponent") or text.has("bonus") or text.has("line") and text.named("colours"):
        return None
    full = text.has("full") or bool(re.search(azul_lid._FILLED[lang], text.norm))
    if re.search(_ORDINAL, azul_gain.without_rounds(text).norm):
        return None  # "床の7枚目", "the 6th floor space": one space's penalty, not a floor of that many tiles
    floor = azul_floor_list.prepare(text)
    if floor is None or floor.marker_elsewhere or floor.sequence_read:
        return None
    text = floor.text
    kept = [p.text.norm for p in azul_gain.parts(text) if not (azul_round._wall_none(p.text) or
                                                               azul_gain.wall_none(p.text))]
    if marker_unsure(Text(" ; ".join(kept), lang)):
        return None  # a negation beside the marker, other than the wall's "nothing" read here
    if _named_another(text):
        return None
    if not _asks_now(text):
        # "Ana: the marker and 1 tile on the floor": another's floor, kept back
        return None if named else _lost(text, lang, full, [*floor.counts, *ones])
    told = _told(text)
    if told is None:
        return None
    before, gain, tiles, counts = told
    marker = marker_read(text)
    built = azul_round._gain_wall(gain)
    if built is None or tiles > 20 or (tiles == 0 and not marker):
        return None
    if full and tiles + bool(marker) != api.facts("azul")["floor_spaces"]:
        return None  # "my floor is full with the marker": full, and what lies there not counted to its spaces
    out = azul_round.worked(lang, before, gain, tiles, marker, built, [*counts, *floor.counts, *ones],
                            _negations_read(text, marker))
    return None if out is None else {**out, "sequence_read": guards.then_before(text, "floor")}


def _asks_lost(text: Text) -> bool:
    """The floor's points lost asked ("cuánto me quitan", "how many points do I lose", "puntos perdidos"), no count of
    tiles."""
    asked = text.has("how_many") or text.has("point_word") or bool(re.search(r"[?？]\s*$", text.norm))
    return (text.has("lose") or cue(text, "lost")) and asked and not cue(text, "asks_tiles")


def _lost(text: Text, lang: str, full: bool, counts: list[int]) -> dict | None:
    """s11: the floor alone, its points lost asked ("Solo tengo un azulejo en el suelo más la ficha de primer
    jugador. ¿Cuánto me quitan?", "tengo el suelo lleno: 6 azulejos y la ficha de jugador inicial"): no score, no
    wall told; the tiles counted once, or one by its article, the marker read as azul_floor reads it."""
    if not _asks_lost(text):
        return None
    found = azul_gain.parts(azul_gain.without_rounds(text))
    floor = [p for p in found if p.role == FLOOR]
    if not floor or any(p.role != FLOOR and p.text.numbers for p in found) or any(p.role in (WALL, AFTER)
                                                                                  for p in found):
        return None
    marker = marker_read(text)
    if marker is None and azul_floor.first_mine(text):
        marker = True  # "fui el primero en coger del centro": the marker comes along
    tiles = _floor_tiles(floor, marker)
    if tiles is None or tiles[0] > 20 or tiles[0] == 0 and not marker:
        return None
    if full and tiles[0] + bool(marker) != api.facts("azul")["floor_spaces"]:
        return None
    after = azul_round._laid(0, azul_round._gain_wall(0) or ([], []), tiles[0], bool(marker))
    me = api.score(after)["players"][0]
    line = me["floor_line"]
    lost = -me["floor"]
    summed = " + ".join(str(-e["penalty"]) for e in line) or "0"
    verdict = say("floor.verdict", lang, entries=len(line), sum=summed, lost=lost)
    if tiles[0] + bool(marker) > len(line):
        verdict += say("floor.lid", lang, lid=tiles[0] + bool(marker) - len(line))
    marker_text = say("floor.with_marker", lang) if marker else (
        say("floor.without_marker", lang) if marker is False else "")
    return {"negation_read": _negations_read(text, marker), "rule": "azul.floor.penalties",
            "read": sentence([say("floor.read", lang, tiles=tiles[0], marker=marker_text)], lang),
            "verdict": sentence([verdict], lang), "answer": lost, "position": after, "counts": counts,
            "marker_read": marker is not None}


def _negations_read(text: Text, marker: bool | None) -> bool:
    """Every negation is one read here: the wall giving nothing (azul_round's words or this module's), the
    marker told absent."""
    kept = [p.text.norm for p in azul_gain.parts(text) if not (
        azul_round._wall_none(p.text) or azul_gain.wall_none(p.text) or p.text.has("marker") and marker is False)]
    return not guards.negated(Text(" ; ".join(kept), text.lang))


_ORDINAL = (r"\d(?:st|nd|rd|th|番目|枚目|個目|つ目|º|ª)|\d\.? ?(?:hane|yer|bosluk)(?!\w*\s*de dolu)"  # "4. yer", not
            r"|\d(?:o|a) (?:casilla|hueco|espacio)")  # "7 hanesi de dolu" (all 7 full)
