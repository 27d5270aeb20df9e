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
from assistant.worked import guards
from assistant.worked.azul_floor import _MARKER_BY_NUMBER, marker_read, marker_unsure
from assistant.worked.azul_tiles import one_line, run_wall
from assistant.worked.players import names_another, term_words
from assistant.worked.reading import Text, fold
from assistant.worked.say import say, sentence

GAME = "azul"
ME = "P1"
_CUT = {"en": r"\band\b|\bthen\b|\bbut\b", "tr": r"\bve\b|\bama\b", "es": r"\by\b|\bpero\b", "ja": r"けど|けれど"}


def _parts(text: Text) -> list[Text]:
    cut = rf"[,;:!?、。]|\.(?!\d)|{_CUT[text.lang]}"
    parts = [Text(p, text.lang) for p in re.split(cut, text.norm) if p.strip()]
    # "floor: marker + 4 tiles", "zeminde işaretçi ve 3 karo": the floor named, then what lies on it
    out: list[Text] = []
    for part in parts:
        if (
            out
            and out[-1].has("floor")
            and not out[-1].numbers
            and not part.has("wall")
            and not part.has("floor")
            and (part.has("tiles") or part.has("marker"))
        ):
            out[-1] = Text(f"{out[-1].norm} ; {part.norm}", text.lang)
        else:
            out.append(part)
    return out


def _opening_lowered(part: str, lang: str) -> str:
    """A part whose first word, capitalised as a sentence opens, is a word of the readers ("Tenía 2 puntos"): in
    lower case, so that it is not taken for a player's name."""
    m = re.match(r"\s*([^\W\d_]+)", part)
    if m and fold(m.group(1), lang) in term_words(lang):
        return part[: m.start(1)] + m.group(1).lower() + part[m.end(1) :]
    return part


def _told(text: Text) -> tuple[int, int, int] | None:
    """(the score before, the wall's points this round, the floor's tiles), each told once, in parts of their own."""
    before = gain = tiles = None
    for part in _parts(text):
        numbers = part.numbers
        if part.has("floor"):
            if len(numbers) > 1 or tiles is not None:
                return None
            tiles = numbers[0].value if numbers else (0 if part.has("marker") else None)
            if tiles is None:
                return None
        elif part.has("wall"):
            if gain is not None or len(numbers) > 1:
                return None
            if numbers:
                gain = numbers[0].value
            elif part.has("nothing_placed"):
                gain = 0
            else:
                return None
        elif numbers:
            if len(numbers) > 1 or before is not None or part.has("tiles") or part.has("line"):
                return None
            if not (part.has("score_before") or part.has("point_word")):
                return None
            before = numbers[0].value
    if before is None or gain is None or tiles is None:
        return None
    return before, gain, tiles


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
    if not tiles:  # the marker alone: it goes to the floor as a tile would
        return {**position, "centre": [], "players": [{**position["players"][0], "floor": ["first"]}]}
    take = {"action": "take", "player": ME, "from": "centre", "colour": "blue", "line": "floor"}
    return api.move(position, take)["after"]


def _negations_read(text: Text, marker: bool | None) -> bool:
    """Every negation of the question is one this reader read: the wall given nothing ("didn't score anything on
    the wall"), the marker not taken."""
    kept = [
        p.norm
        for p in _parts(text)
        if not (p.has("wall") and p.has("nothing_placed") and not p.numbers)
        and not (p.has("marker") and marker is False)
    ]
    return not guards.negated(Text(" ; ".join(kept), text.lang))


def read(text: Text, lang: str) -> dict | None:
    if not (text.has("wall") and text.has("floor") and (text.has("round_now") or text.has("now"))):
        return None
    by_number = re.search(_MARKER_BY_NUMBER[lang], text.norm)
    if by_number and text.has("marker"):  # "the 1 marker + 3 tiles": the marker named with the 1 printed on it
        text = Text(text.norm[: by_number.start()] + " " + text.norm[by_number.end() :], lang)
    out = _read(text, lang)
    if out is not None and by_number and text.has("marker"):
        out["counts"] = [1]
    return out


def _read(text: Text, lang: str) -> dict | None:
    if text.has("opponent") or text.has("bonus") or marker_unsure(text) or text.has("line") and text.named("colours"):
        return None
    if any(names_another(_opening_lowered(p, text.lang), text.lang) for p in re.split(r"[,;.!?、。]", text.raw)):
        return None  # another player's score or floor told
    told = _told(text)
    if told is None:
        return None
    before, gain, tiles = told
    marker = marker_read(text)
    built = _gain_wall(gain)
    if built is None or tiles > 20 or (tiles == 0 and not marker):
        return None
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
        "negation_read": _negations_read(text, marker),
        "rule": "azul.score.minimum" if me["clamped"] else "azul.floor.penalties",
        "read": sentence([say("round.read", lang, before=before, gain=gain, tiles=tiles, marker=marker_text)], lang),
        "verdict": sentence([verdict], lang),
        "answer": me["score_after_round"],
        "position": after,
    }
