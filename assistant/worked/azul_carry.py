"""Whether a pattern line that is not full keeps its tiles for the next round: "line 5 has 4 yellow when the round
ends. do those 4 stay there for next round?", "Mi línea 3 tiene 2 de 3 fichas al acabar la ronda. ¿Pierdo esas
fichas?", "tur sonunda 4. sıramda 2 mavi var, kalır mı?", "ラウンド終了時、4段目に赤が2枚。次のラウンドまで残る？".

The line becomes a pattern line holding those tiles on an empty wall; assistant.api.score tiles the round and
reports the pattern lines after it: a line that is not full is not tiled and keeps its tiles.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.azul.components import SIZE
from assistant.worked import guards
from assistant.worked.azul_lines import line_told
from assistant.worked.azul_tiles import ME
from assistant.worked.azul_wall_talk import clauses, talk
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text
from assistant.worked.say import say, sentence

_PATTERNS = patterns("azul_carry")

GAME = "azul"
# the line's size told beside what it holds ("2 de 3", "2 of 3", "3'te 2", "3枚中2枚")
_OF_SIZE = _PATTERNS["of_size"]


def _held(text: Text, line: int, used: set[int]) -> list[int] | None:
    """The counts told of what the line holds (every number but the line's own and its size told as "of 3")."""
    out: list[int] = []
    numbers = [n for n in text.numbers if n.start not in used]
    for i, n in enumerate(numbers):
        prev = numbers[i - 1] if i else None
        nxt = numbers[i + 1] if i + 1 < len(numbers) else None
        if n.value == line and text.lang in ("en", "es") and prev is not None and re.match(
                _OF_SIZE[text.lang], text.norm[prev.end:n.start]):
            continue  # "2 of 3": the line's size
        if n.value == line and text.lang in ("tr", "ja") and nxt is not None and re.match(
                _OF_SIZE[text.lang], text.norm[n.end:nxt.start]):
            continue  # "3'te 2", "3枚中2枚": the line's size
        if out and re.match(_PATTERNS["short"][text.lang], text.norm[n.end:]) and n.value == line - out[-1]:
            continue  # s22: "4 reds, one short": the gap to a full line, no tiles held
        out.append(n.value)
    return out or None


def read(text: Text, lang: str) -> dict | None:
    stays, lost = bool(talk(text, "stays_asked")), bool(talk(text, "lost_asked"))
    if stays == lost or not (talk(text, "round_end") or text.has("next_round")):
        return None
    if text.has("floor") or text.has("how_many") or _told_full(text) or text.has("lid") or text.has("wall") or (
            text.named("building_types") or text.has("money") or talk(text, "game_ends_asked")):
        return None  # a full line, the lid, the floor, a count asked: other readers
    line, used = line_told(text)
    if line is None:
        return None
    held = _held(text, line, used)
    if held is None or len(set(held)) != 1 or not 1 <= held[0] < line <= SIZE:
        return None
    count = held[0]
    named = {c.value for c in text.named("colours")}
    if len(named) > 1:
        return None
    name = named.pop() if named else "blue"  # the colour does not change what stays: blue when none is told
    lines: list[dict[str, str | int]] = [{"count": 0} for _ in range(SIZE)]
    lines[line - 1] = {"colour": name, "count": count}
    position = {"game": "azul", "wall_variant": "colored",
                "players": [{"name": ME, "score": 0, "pattern_lines": lines, "wall": ["." * SIZE] * SIZE,
                             "floor": []}]}
    after = api.score(position)["players"][0]["pattern_lines_after"][line - 1]
    kept = after.get("count") == count
    if not kept:
        return None  # the engine tiled the line: not the situation read
    told = say("carry.read", lang, line=line, count=count)
    return {"rule": "azul.pattern-lines.carry-over", "read": sentence([told], lang),
            "verdict": sentence([say("carry.verdict", lang, line=line, count=count)], lang),
            "answer": stays, "position": position,
            "counts": [count, line, line - count], "negation_read": _negations_read(text),  # s22: the gap told
            "sequence_read": _next_round_only(text)}


def _next_round_only(text: Text) -> bool:
    """s21: every word of another situation is the next round the question asks about ("sonraki tura kalır mı?")."""
    rounds = text.find("next_round")
    return all(any(r.start <= h.start < r.end or h.start <= r.start < h.end for r in rounds)
               for h in text.find("hypothetical"))


# the line told not full ("sıra dolmadı", "it's not full", "no está llena", "埋まっていない"): read as its count
_FULL_STEM = _PATTERNS["full_stem"]


def _told_full(text: Text) -> bool:
    """A word of a full line outside a clause telling it not full (s21: "mi línea 5 tiene 3 negras, no está llena":
    the count told again)."""
    return text.has("full") and not all(guards.negated(Text(c, text.lang)) for _, c in clauses(text)
                                        if Text(c, text.lang).has("full"))


def tells_full(clause: str, lang: str) -> bool:
    """A clause telling a line full or not ("no está llena", "porque no la completé"): a line's state, told by its
    count already."""
    return bool(re.search(_FULL_STEM[lang], clause))


def _negations_read(text: Text) -> bool:
    """Every negation lies in a clause telling the line not full (what the count says already)."""
    kept = [c for _, c in clauses(text) if not tells_full(c, text.lang)]
    return not guards.negated(Text(" ; ".join(kept), text.lang))
