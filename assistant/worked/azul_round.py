"""An Azul player's score after a round told with the wall's points: "I had 6 points, scored 3 on my wall this round
and have 4 tiles on the floor: my score now?", "puanım 3, duvara bir şey koyamadım, zeminde işaretçi ve 3 karo var",
"tenia 15, en el muro hice 5 y en el suelo tengo 1 azulejo", "今8点、壁で3点、床に2枚。今何点？".

The points of the wall become one tile whose runs the engine scores that many (checked against its report), the
floor tiles (and the marker) are laid by assistant.api.move; assistant.api.score gives the new score, never below 0.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.azul.components import SIZE
from assistant.games import JSON
from assistant.worked import azul_floor_list, azul_tiles, guards
from assistant.worked.azul_floor import _MARKER_BY_NUMBER, _one_by_article, marker_read, marker_unsure
from assistant.worked.azul_tiles import one_line, run_wall
from assistant.worked.patterns import patterns
from assistant.worked.players import names_another
from assistant.worked.reading import Text
from assistant.worked.say import say, sentence

_PATTERNS = patterns("azul_round")

GAME = "azul"
ME = "P1"
_CUT = _PATTERNS["cut"]


def _parts(text: Text) -> list[Text]:
    cut = rf"[,;:!?、。]|\.(?!\d)|{_CUT[text.lang]}"
    parts = [Text(p, text.lang) for p in re.split(cut, text.norm) if p.strip()]
    # "floor: marker + 4 tiles", "zeminde işaretçi ve 3 karo": the floor named, then what lies on it
    out: list[Text] = []
    for part in parts:
        if out and not out[-1].numbers and re.fullmatch(r"\s*\d+\s*(?:points?|pts|puan|puntos?|点)?\s*", part.norm):
            out[-1] = Text(f"{out[-1].norm} {part.norm}", text.lang)  # s8: "Score before tiling: 3"
            continue
        if (
            out
            and out[-1].has("floor")
            and not out[-1].numbers
            and not part.has("wall")
            and not part.has("floor")
            and (part.has("tiles") or part.has("marker")
                 or part.has("more") and re.fullmatch(r"\s*\d+\s*\S+\s*", part.norm))
        ):  # "en el suelo tengo la ficha inicial y 2 más": the 2 more lie on the floor too
            out[-1] = Text(f"{out[-1].norm} ; {part.norm}", text.lang)
        else:
            out.append(part)
    return out


# The wall's points told by what the tiles placed were worth, without the word "wall" ("placed 1 tile worth 3",
# "coloqué 2 fichas que valieron 3 y 2", "pongo un azulejo que vale 4", "3 puanlık bir karo koydum", "3点のタイルを
# 置いた"): `n` the tiles (when told), `v` their points, one for each tile.
_VALUES = r"\d+(?:\s*(?:\+|and|ve|y|e|と)\s*\d+)*"  # not a comma: "puanım 9, 3 puanlık bir karo"
_WORTH = {
    "en": rf"(?:(?P<n>\d+|an?) (?:new )?(?:tiles?|ones?) (?:that (?:was|were) |which (?:was|were) )?)?(?:worth|"
          rf"that scored|scoring) (?P<v>{_VALUES})(?: points?| pts?)?",
    "tr": rf"(?P<v>{_VALUES}) puan(?:lik|luk| degerinde| eden| getiren)(?: (?P<n>\d+|bir))?",
    "es": rf"(?:(?P<n>\d+|una?) (?:fichas?|azulejos?|losetas?) )?(?:que |y )?(?:vale|valen|valio|valieron|valia|"
          rf"valian|puntuo|puntuaron) (?P<v>{_VALUES})(?: puntos?)?",
    "ja": rf"(?P<v>{_VALUES})点(?:の|ぶんの|分の)(?:タイル|もの)(?:を?(?P<n>\d+)枚)?",
}
# the floor told by what it costs ("my floor costs me 6", "el suelo me quita 4", "zemin 4 puan götürüyor", "床で-4")
_COST = _PATTERNS["cost"]
# the score told once the wall is scored, before the floor: "20 before penalties", "cezadan önce 20", "減点前20点"
_BEFORE_FLOOR = _PATTERNS["before_floor"]


def _worth(text: Text) -> tuple[int | None, Text]:
    """(the wall's points told by what the tiles placed were worth, or None; the text without that telling)."""
    found = list(re.finditer(_WORTH[text.lang], text.norm))
    if len(found) != 1:
        return None, text
    m = found[0]
    values = [int(v) for v in re.findall(r"\d+", m.group("v"))]
    count = m.group("n")
    if count is not None and (int(count) if count.isdigit() else 1) != len(values):
        return None, text  # "2 tiles worth 3": each worth 3, or both together: not sure
    rest = text.norm[: m.start()] + " placed " + text.norm[m.end() :]
    return sum(values), Text(rest, text.lang)


def worth_counts(text: Text) -> list[int]:
    """The numbers read but not stated in `read` itself: the tiles' worth (each tile's points, the tiles' count),
    and the floor's cost ("my floor costs me 6": read as the 4 tiles that cost 6)."""
    found = list(re.finditer(_WORTH[text.lang], text.norm))
    worth = [int(v) for v in re.findall(r"\d+", found[0].group(0))] if _worth(text)[0] is not None else []
    costs = [int(g) for p in _parts(_worth(text)[1]) if p.has("floor")
             for m in re.finditer(_COST[text.lang], p.norm) for g in m.groups() if g]
    return worth + costs


def _floor_tiles(part: Text) -> int | None:
    """The floor's tiles told by the count, or by what the floor costs (the tiles that cost that much)."""
    numbers = part.numbers
    cost = [m for m in re.finditer(_COST[part.lang], part.norm)]
    if cost and len(numbers) == 1 and not part.has("marker"):
        lost = int(next(g for g in cost[0].groups() if g))
        penalties = api.facts("azul")["floor_penalties"]
        sums = [sum(penalties[:k]) for k in range(len(penalties) + 1)]
        return sums.index(lost) if lost in sums and lost == numbers[0].value else None
    if not numbers and _one_by_article(part):
        return 1  # s10: "zeminde başlangıç taşı ve bir karo": a tile told by its article is one tile, not none
    if not numbers and part.has("empty") and not part.has("marker"):
        return 0  # s21: "zemin de boş", "sin nada en el suelo": no tile there
    return numbers[0].value if numbers else (0 if part.has("marker") else None)


def _told(text: Text) -> tuple[int, int, int] | None:
    """(the score before, the wall's points this round, the floor's tiles), each told once, in parts of their own."""
    worth, text = _worth(text)
    before_floor = re.search(_BEFORE_FLOOR[text.lang], text.norm)
    before, tiles = None, None
    gain = 0 if before_floor and worth is None else worth
    parts = _parts(text)
    gain_told = any(_gain_told(p) for p in parts)  # "duvara bir karo koydum, 2 puan geldi": the wall, then its points
    alone = [p for p in parts if not p.has("floor") and azul_tiles.told_alone(p)]  # s21: "etrafında hiç karo yok"
    alone = alone if worth is None and not gain_told else []
    for part in parts:
        numbers = part.numbers
        if len(alone) == 1 and gain is None and (part is alone[0] or part.has("wall") and not numbers):
            gain = azul_tiles.lone_points()  # s21: the one tile placed touches no other
            continue
        if alone and part is alone[0]:
            continue
        if before_floor and re.search(_BEFORE_FLOOR[text.lang], part.norm) and len(numbers) == 1:
            if before is not None:
                return None
            before = numbers[0].value  # "20 before penalties": the wall's points in it already
        elif part.has("floor") and not (numbers or part.has("marker") or part.has("tiles")) and tiles is not None:
            continue  # s8: "what's my score after the floor?": the floor named again, nothing told on it
        elif part.has("floor") and tiles is not None and part.has("more") and len(numbers) == 1 and not (
                part.has("wall") or part.has("marker")):
            tiles += numbers[0].value  # s20: "then 2 more tiles had to go to the floor": on top of those there
        elif part.has("floor") and not (before_floor and not numbers):
            if len(numbers) > 1 or tiles is not None:
                return None
            tiles = _floor_tiles(part)
            if tiles is None:
                return None
        elif _wall_none(part) and not part.has("floor"):
            if gain not in (None, 0):
                return None
            gain = 0
        elif part.has("wall"):
            if gain is not None and (numbers or worth is None) or len(numbers) > 1:
                return None
            if numbers:
                gain = numbers[0].value
            elif part.has("nothing_placed"):
                gain = 0
            elif worth is None and not gain_told:
                return None
        elif gain is None and _gain_told(part):
            gain = numbers[0].value
        elif numbers:
            if len(numbers) > 1 or before is not None or part.has("tiles") or part.has("line"):
                return None
            if not (part.has("score_before") or part.has("point_word")):
                return None
            before = numbers[0].value
    if before is None or gain is None or tiles is None:
        return None
    return before, gain, tiles


def _floor_counts(text: Text, tiles: int) -> list[int]:
    """s20: the floor told in two parts, "6 tiles there, then 2 more went to the floor": each part's count (the
    read says their sum)."""
    told = [p.numbers[0].value for p in _parts(text) if p.has("floor") and len(p.numbers) == 1 and not p.has("wall")]
    return told if len(told) > 1 and sum(told) == tiles else []


def _gain_told(part: Text) -> bool:
    """s18: a part telling the wall's points by what a tile placed gave, one number of points ("my only tile placed
    this round scored 2", "2 puan geldi", "una pieza me dio 2", "タイル置いて2点"), never a count of tiles."""
    numbers = part.numbers
    if len(numbers) != 1 or not part.has("wall_gain") or part.has("line") or part.has("floor"):
        return False
    after = part.norm[numbers[0].end:]
    if re.match(rf"\s*(?:{'|'.join(map(re.escape, part.terms('tiles')))})", after):
        return False  # "2 tiles": a count
    return part.lang != "ja" or after.lstrip().startswith("点")


def _gain_wall(gain: int) -> tuple[list[str], list[dict]] | None:
    """A wall and pattern lines on which tiling scores `gain` points with one tile (row run h, column run v)."""
    if gain == 0:
        return ["." * SIZE] * SIZE, [{"count": 0} for _ in range(SIZE)]
    for h in range(1, SIZE + 1):
        for v in range(1, SIZE + 1):
            if (h + v if h > 1 and v > 1 else max(h, v)) != gain:
                continue
            wall, row, colour = run_wall(h, v)
            return wall, one_line(row, colour)
    return None


def _laid(before: int, built: tuple[list[str], list[dict]], tiles: int, marker: bool) -> JSON:
    """The position once the floor's tiles (and the marker) are taken from the centre to the floor line."""
    wall, lines = built
    position: JSON = {
        "game": "azul",
        "wall_variant": "colored",
        "players": [{"name": ME, "score": before, "pattern_lines": lines, "wall": wall, "floor": []}],
        "factories": [],
        "centre": ["blue"] * tiles + (["first"] if marker else []),
    }
    if not tiles:  # the marker alone: it goes to the floor as a tile would; s21: or nothing there
        return {**position, "centre": [], "players": [{**position["players"][0], "floor": ["first"] if marker else []}]}
    take = {"action": "take", "player": ME, "from": "centre", "colour": "blue", "line": "floor"}
    return api.move(position, take)["after"]


def _wall_none(part: Text) -> bool:
    """A part telling the wall gave nothing ("no wall points", "duvara bir şey koymadım", s8: "I didn't finish any
    line this round", "no he completado ninguna línea"): a negation read here."""
    no_line = re.search(azul_floor_list.NO_LINE[part.lang], part.norm)
    return (part.has("wall") and part.has("nothing_placed") or bool(no_line)) and not (
        part.numbers and not (no_line and [n.value for n in part.numbers] == [0]))


def _negations_read(text: Text, marker: bool | None) -> bool:
    """Every negation of the question is one this reader read: the wall given nothing ("didn't score anything on
    the wall"), the marker not taken."""
    kept = [
        p.norm
        for p in _parts(text)
        if not _wall_none(p)
        and not (p.has("marker") and marker is False)
    ]
    return not guards.negated(Text(" ; ".join(kept), text.lang))


def _asks_now(text: Text) -> bool:
    """The new score asked ("score now?", "me quedo", "puanım kaç olur"; in Japanese the question closing on
    "何点?" after the score before, "今7点、...。何点？")."""
    return text.has("round_now") or text.has("now") or text.lang == "ja" and bool(
        re.search(r"何点[?？]?\s*$", text.norm)) and text.has("score_before")


def read(text: Text, lang: str) -> dict | None:
    floor = azul_floor_list.prepare(text)  # s8: a floor told as colours, the marker told as another's
    out = None if floor is None else _read_told(floor.text, lang, floor.marker_elsewhere)
    if out is None or floor is None:
        return None
    out["counts"] = [*out["counts"], *floor.counts]
    out["marker_read"] = floor.marker_elsewhere or out.pop("marker_laid")  # s21: "took first from the centre" read
    out["sequence_read"] = floor.sequence_read
    return out


# s8: two tiles' points told one by one ("壁に置いた2枚がそれぞれ1点と3点", "2 puntos con un azulejo y 3 con otro",
# "2 with one tile and 3 with the other"): said again the way _WORTH reads
_EACH = {"en": (r"(\d+) (?:points? )?(?:with|from|for) (?:one|a|1) tile and (\d+)(?: points?)? (?:with|from|for) "
                r"(?:another|the other)(?: one| tile)?", r"2 tiles worth \1 and \2"),
         "tr": (r"(?!)", ""),
         "es": (r"(\d+) puntos? con (?:un|una) (?:azulejo|ficha|loseta) y (\d+)(?: puntos?)? con (?:otro|otra)"
                r"(?: (?:azulejo|ficha|loseta))?", r"2 fichas que valieron \1 y \2"),
         "ja": (r"(\d+)枚が(?:それぞれ)?(\d+)点と(\d+)点", r"\2と\3点のタイルを\1枚")}


def _each_said(text: Text) -> Text:
    pattern, said = _EACH[text.lang]
    norm = re.sub(pattern, said, text.norm)
    return text if norm == text.norm else Text(norm, text.lang)


def _read_told(text: Text, lang: str, elsewhere: bool) -> dict | None:
    said = _each_said(text)
    extra = [1] if said is not text and text.lang == "en" else []  # the "one" of "with one tile" is no count
    text = said
    no_line = re.search(azul_floor_list.NO_LINE[text.lang], text.norm)  # s8: "I didn't finish any line"
    wall_told = text.has("wall") or text.has("wall_gain") or no_line or re.search(
        _WORTH[text.lang], text.norm) or re.search(_BEFORE_FLOOR[text.lang], text.norm)
    if not (wall_told and text.has("floor") and _asks_now(text)):
        return None
    by_number = re.search(_MARKER_BY_NUMBER[lang], text.norm)
    if by_number and text.has("marker"):  # "the 1 marker + 3 tiles": the marker named with the 1 printed on it
        text = Text(text.norm[: by_number.start()] + " " + text.norm[by_number.end() :], lang)
    out = _read(text, lang, elsewhere)
    if out is not None and by_number and text.has("marker"):
        out["counts"] = [*out["counts"], 1]
    if out is not None and extra:
        out["counts"] = [*out["counts"], *extra]
    return out


def _read(text: Text, lang: str, elsewhere: bool = False) -> dict | None:
    if text.has("opponent") or text.has("bonus") or text.has("line") and text.named("colours"):
        return None
    if marker_unsure(Text(" ; ".join(p.norm for p in _parts(text) if not _wall_none(p)), text.lang)):
        return None  # a negation beside the marker, other than the wall's "nothing" read here
    opening = azul_floor_list.opening_lowered
    if any(names_another(opening(p, text.lang), text.lang) for p in re.split(r"[,;.!?、。]", text.raw)):
        return None  # another player's score or floor told
    told = _told(text)
    if told is None:
        return None
    before, gain, tiles = told
    marker = False if elsewhere else marker_read(text)
    counts = worth_counts(text) + _floor_counts(text, tiles)
    if marker and tiles and any(p.has("floor") and p.has("including") for p in _parts(text)):
        tiles, counts = tiles - 1, [*counts, tiles]  # s18: "zeminde 6 şey var (işaretçi dahil)": 5 and the marker
    built = _gain_wall(gain)
    lone = tiles == 0 and not marker and gain == azul_tiles.lone_points() and _lone_told(text)
    if built is None or tiles > 20 or (tiles == 0 and not marker and not lone):
        return None
    out = worked(lang, before, gain, tiles, marker, built, counts, _negations_read(text, marker))
    if out is not None and lone:  # s21: a lone tile and an empty floor: the tile's rule decides
        out["rule"] = "azul.tiling.scoring-isolated"
        out["verdict"] = sentence([say("tile.alone", lang)], lang) + say("space", lang) + out["verdict"]
    return None if out is None else {**out, "marker_laid": bool(marker)}


def _lone_told(text: Text) -> bool:
    """s21: one part tells the tile placed touching no other (azul_tiles.told_alone)."""
    return sum(1 for p in _parts(text) if not p.has("floor") and azul_tiles.told_alone(p)) == 1


def worked(lang: str, before: int, gain: int, tiles: int, marker: bool | None, built, counts: list[int],
           negation_read: bool) -> dict | None:
    """The round's score as the engine scores it: the wall's tiles placed as told (`built`), the floor's
    `tiles` and the marker laid, `before` added; None when the engine's wall points are not the `gain` told.
    azul_round reads the situation in one sentence, azul_round_slots part by part (each with the negations it
    read); both answer here."""
    after = _laid(before, built, tiles, bool(marker))
    me = api.score(after)["players"][0]
    if sum(p["points"] for p in me["placed"]) != gain:
        return None  # the engine did not score the wall as told
    lost = -me["floor"]
    summed = " + ".join(str(-e["penalty"]) for e in me["floor_line"]) or "0"
    marker_text = (
        say("floor.with_marker", lang) if marker else (say("floor.without_marker", lang) if marker is False else "")
    )
    verdict = say(
        "round.verdict",
        lang,
        sum=summed,
        lost=lost,
        before=before,
        gain=gain,
        unclamped=me["score_unclamped"],
        score=me["score_after_round"],
    )
    if me["clamped"]:
        verdict += say("floor.clamped", lang)
    return {
        "negation_read": negation_read,
        "rule": "azul.score.minimum" if me["clamped"] else "azul.floor.penalties",
        "read": sentence([say("round.read", lang, before=before, gain=gain, tiles=tiles, marker=marker_text)], lang),
        "verdict": sentence([verdict], lang),
        "answer": me["score_after_round"],
        "position": after,
        "counts": counts,
    }
