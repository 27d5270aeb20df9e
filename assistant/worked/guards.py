"""Why a situation a reader read may still not be decided: a wrong verdict is worse than none.

Each check looks at the question and at what the reader understood (its `read` sentence and its rule), never at a
rule's numbers: a number of the question that the reading does not state, a negation, two situations ("what if",
"instead"), the things of both games, a question asking for another kind of value than the verdict gives.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal

from assistant import registry
from assistant.paths import LANGS
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text, fold, words

_PATTERNS = patterns("guards")

# what a rule's integer answer counts, against what the question asks for ("how many tiles ...")
_UNIT_OF_RULE = {
    "azul.floor.penalties": "points", "azul.score.minimum": "points", "azul.floor.full": "points",
    "azul.tiling.scoring-lines": "points", "azul.tiling.scoring-isolated": "points", "azul.end.bonuses": "points",
    "alhambra.scoring.majority": "points", "alhambra.scoring.ties": "points", "alhambra.scoring.table": "points",
    "azul.pattern-lines.capacity": "tiles", "alhambra.variant.two-player": "tiles", "azul.setup": "factory",
    "alhambra.turn.actions": "actions",
}
_UNIT_KINDS = {"points": "point_word", "tiles": "tiles", "factory": "factory", "money": "money"}
_ACTIONS = _PATTERNS["actions"]
_TR_NEGATIVE_VERB = re.compile(r"\w(?:madim|medim|madi|medi|mamis|memis|mazsam|mezsem|miyor|muyor|mayacak|meyecek)")


_GAME_OF = _PATTERNS["game_of"]


def told_players(text: Text) -> set[int]:
    """The starts of the numbers that tell how many play: "3 players", "iki kişilik", "partida a dos", "2p"."""
    players = text.find("players")
    out = {n.start for n in text.numbers if any(0 <= p.start - n.end <= 2 for p in players)}
    return out | {m.start(m.lastindex or 0) for m in re.finditer(_GAME_OF[text.lang], text.norm)}


def unaccounted(text: Text, read: str, counts: list[int]) -> bool:
    """True when a number of the question is not stated in what the reader understood ("and I have 13 points"),
    nor one it read as a count of the things told (`counts`: "two 3s")."""
    stated = {int(d) for d in re.findall(r"\d+", read)} | set(counts)
    # "a 2-player game with Dirk": the players of the variant Dirk plays in (the registration's seats), read already
    dirk_seats = registry.get("alhambra").info.seats("dirk") if text.has("dirk") else ()
    told = told_players(text)
    return any(n.value not in stated and not (n.value in dirk_seats and n.start in told) for n in text.numbers)


def floor_named(question: str, lang: str) -> str:
    """s15: the floor line named by its printed penalties ("5 tiles on the -1 -1 -2 strip") as "floor": those
    numbers tell no count."""
    return re.sub(_PATTERNS["floor_by_penalties"][lang], f" {words()['terms']['floor'][lang][0]} ", question)


def choice_asked(question: str, lang: str) -> str:
    """s21: "4 or 5 pts?" at the question's end asks the value, as "how many points?" does: the two values are a
    choice offered, neither a count of the situation nor a second situation; so is a draw offered beside the
    winner asked ("who wins or is it a draw?")."""
    question = re.sub(_PATTERNS["draw_offered"][lang], "?", question)  # "who wins or is it a draw?"
    m = re.search(_PATTERNS["choice_offered"][lang], question)
    if m is None:
        return question
    asks = _PATTERNS["choice_asks"][lang]
    unit = (m.group("unit") or "").lower()
    return question[: m.start()].rstrip() + " " + asks.get(unit, asks[""])


_NAMED_THINGS: tuple[Literal["building_types", "colours", "currencies"], ...] = (
    "building_types", "colours", "currencies")  # the games' things Text.named finds
_THING_WORDS = ("tiles", "floor", "line", "wall", "money", "dirk", "marker")  # and those Text.has finds


def _names_a_thing(part: Text) -> bool:
    return any(part.named(k) for k in _NAMED_THINGS) or any(part.has(k) for k in _THING_WORDS)


def claims_dropped(question: str, lang: str) -> tuple[str, list[Span[int]], Text] | None:
    """s22: (the question without its sentences that report a claim (guards.yaml "claim") and name none of the
    games' things, the numbers of those sentences, the sentences): the claim is what the verdict settles, the
    situation is the rest; None when there is none."""
    parts = [Text(p, lang) for p in re.split(r"(?<=[.!?。？！])\s*", question) if p.strip()]
    dropped = [p for p in parts if re.search(_PATTERNS["claim"][lang], p.norm) and not _names_a_thing(p)
               and not re.search(_PATTERNS["claim_fact"][lang], p.norm)]
    if not dropped or len(dropped) == len(parts):
        return None
    claims = Text(" ".join(p.raw for p in dropped), lang)
    return " ".join(p.raw for p in parts if p not in dropped), claims.numbers, claims


def claim_settled(claims: Text, numbers: list[Span[int]], answer: object, rest: str) -> bool:
    """Every number of the claims dropped is a value the verdict gives, points claimed ("says 5 pts") or told again
    in the `rest` of the question: no count of the situation was dropped with them."""
    given = set(answer) if isinstance(answer, list) else {answer}
    points = claims.find("point_word")
    again = {n.value for n in Text(rest, claims.lang).numbers}
    return all(n.value in given | again or any(0 <= p.start - n.end <= 1 for p in points) for n in numbers)


@lru_cache(maxsize=len(LANGS))
def _thing_colour(lang: str) -> re.Pattern:
    names = sorted({fold(str(t), lang) for kind in ("building_types", "currencies") for by in words()[kind].values()
                    for t in by.get(lang, [])}, key=len, reverse=True)
    bracket = _PATTERNS["thing_colour"][lang]
    return re.compile(rf"(?:{'|'.join(map(re.escape, names))})\w{{0,4}}({bracket})")


def thing_colour_dropped(question: str, lang: str) -> str:
    """s19: a building type or a currency followed by its colour in brackets, as the Japanese rules name them
    ("庭園(緑)", "ディルハム(緑)", "gardens (green)"): the colour restates the thing, it names no currency."""
    folded = fold(question, lang)
    if len(folded) != len(question):
        return question  # the folded text's places are not the question's
    for m in reversed(list(_thing_colour(lang).finditer(folded))):
        question = question[: m.start(1)] + question[m.end(1) :]
    return question


def unread_digits(text: Text) -> bool:
    """s15: a digit of the question inside no number read ("5,5", "9.5": Text.numbers reads no decimal) nor a
    phrase of the words; Alhambra's values are whole, so its readers left a value out (Azul's lists of spaces,
    "1,2,3,4", are read by its readers)."""
    if not re.search(r"\d[.,]\d", text.norm):
        return False
    phrases = [s for kind in words()["phrase_kinds"] for s in text.find(kind)]
    spans = [(n.start, n.end) for n in text.numbers] + [(p.start, p.end) for p in phrases]
    return any(not any(a <= m.start() < b for a, b in spans) for m in re.finditer(r"\d", text.norm))


def _allowed_negation(text: Text, start: int) -> bool:
    """A negation the readers read themselves: the marker not taken, no neighbours, an empty line, no change."""
    if any(s.start <= start < s.end for s in text.find("did_not_fit")):
        return True  # s13: "2 reds that didn't fit", "que no cabían": the floor's tiles, only the negation inside
    verb_last = text.lang in ("tr", "ja")  # "işaret yok", "マーカーなし": the thing comes before its negation
    for kind in ("marker", "alone", "empty", "change", "nobody_else", "left", "right", "above", "below", "complete_row",
                 "complete_column", "complete_colour", "tie", "none_held", "dirk_no_gift",
                 "disagree"):  # s8: "no nos ponemos de acuerdo": the players' disagreement
        if kind == "none_held" and not text.named("building_types"):
            continue  # a player holding none of a building type ("Carla no tiene"); not Azul's "no tiene rojo"
        if kind == "dirk_no_gift" and not text.has("dirk"):
            continue  # "we never gave him any": Dirk's reader reads it
        if any(0 <= start - s.end <= 24 if verb_last else -24 <= s.start - start <= 24 for s in text.find(kind)):
            return True
        if any(s.start <= start < s.end for s in text.find(kind)):  # the negation inside the words: "hiç yok"
            return True
    return False


def negated(text: Text) -> bool:
    """A negation that could turn the situation around ("I didn't pay 9", "no tengo 3 torres")."""
    # es "nos" (us) is the term "no" with the plural ending the term patterns allow: no negation
    spans = [s.start for s in text.find("negation") if not (text.lang == "es" and s.value == "nos")]
    if text.lang == "en":
        spans += [m.start() for m in re.finditer(r"\w(?:n't|nt)\b", text.norm) if m.group(0) not in ("ant",)
                  and re.search(r"(?:do|did|does|is|are|was|were|have|has|had|ca|could|wo|would|should)n'?t\b",
                                text.norm[max(0, m.start() - 8):m.end()])]
    if text.lang == "tr":
        spans += [m.start() for m in _TR_NEGATIVE_VERB.finditer(text.norm)]
    return any(not _allowed_negation(text, s) and not _or_not(text, s) for s in spans)


def _or_not(text: Text, start: int) -> bool:
    """"extra action or not?", "¿otra acción o no?": the question's own either-or at its end, no negation."""
    return bool(re.search(r"\b(?:or|o)\s+$", text.norm[:start])) and bool(
        re.match(r"(?:not|no)\s*[?!.]*\s*$", text.norm[start:]))


_LATER = _PATTERNS["vague_later"]  # s20: "a few turns later", "birkaç tur sonra": a time, not a quantity


def vague(text: Text) -> bool:
    """A quantity told without its number ("a few tiles", "varias fichas", "何枚か") or a number told as a guess
    ("about 20", "20-ish", "yaklaşık 20", "unos 20", "20くらい"): the situation is not told exactly."""
    if any(not re.match(_LATER[text.lang], text.norm[v.end :]) for v in text.find("vague")):
        return True
    gap = "" if text.lang == "ja" else r"\s*"
    for n in text.numbers:
        if any(0 <= n.start - s.end <= 1 and re.fullmatch(gap, text.norm[s.end:n.start])
               for s in text.find("approx_before")):
            return True
        after = text.norm[n.end:n.end + 24]
        if any(re.match(gap + r"(?:'?[a-z]{0,3}\s+)?" + re.escape(w), after) if text.lang != "ja"
               else re.match(r"[枚個人回点つ本棟]?" + re.escape(w), after) for w in _approx_after(text)):
            return True
    return False


def _approx_after(text: Text) -> list[str]:
    from assistant.worked.reading import fold

    return [fold(w, text.lang) for w in text.terms("approx_after")]


def marker_untold(text: Text) -> bool:
    """The speaker took first from the centre ("ortadan ilk ben aldım") and the marker that comes with it is not
    told: the floor is not what the numbers say."""
    if text.has("marker"):
        return False
    # s14: tiles taken from the centre and points asked: the marker came too if they were the first, not told
    lose = [s for s in text.find("lose") if not (text.lang == "tr" and s.value in ("dus", "gider"))]  # tiles go
    return text.has("first_from_centre") or text.has("from_centre") and bool(lose or text.has("point_word"))


def two_situations(text: Text) -> bool:
    """"What if", "instead", "and then": more than one situation, or a change of it; or a question asking which
    round, which no verdict gives."""
    return text.has("hypothetical") or text.has("asks_round") or alternatives(text)


def then_before(text: Text, later: str) -> bool:
    """s21: every word of another situation is a "then" told after a number and before the first word of `later`
    ("he had 3 points and then 5 tiles landed on his floor"): the round told in its order, one situation."""
    found = text.find("hypothetical")
    after = text.find(later)
    return bool(found and after and text.numbers) and all(
        re.fullmatch(_PATTERNS["then"][text.lang], s.value) and text.numbers[0].end <= s.start < after[0].start
        for s in found)


_SECOND_QUESTION = _PATTERNS["second_question"]
_RESTATED = _PATTERNS["restated"]


def two_questions(text: Text) -> bool:
    """Two values asked in one question: a second asking word ("how much", "kaç", "cuánto", "何点", "can I",
    "alabilir") after a question mark, or right after a word joining a second question ("and", "bir de", "y",
    "それと"): one verdict would answer one of them and seem to answer both."""
    asks: list[Span[str]] = []
    who = {s.start for s in text.find("who")}  # s15: "kim" a second question only after a question mark
    for s in sorted(text.find("how_many") + text.find("may") + text.find("who"), key=lambda s: s.start):
        if text.lang == "ja" and text.norm[s.end:s.end + 1] == "も":
            continue  # 何も: nothing, no question
        if not asks or s.start >= asks[-1].end:
            asks.append(s)
    for a, b in zip(asks, asks[1:], strict=False):
        between = text.norm[a.end:b.start]
        if re.search(_RESTATED[text.lang], between):
            continue  # "kaç puan? yani ne kadar kaybederim": the same question said again
        if "?" in between and between.split("?")[-1].strip():
            if re.search(_PATTERNS["tag_question"][text.lang], text.norm[text.norm.rfind("?", 0, b.start) + 1 :]):
                continue  # s20: "...何枚まで取れる？色は違ってもいいんだよね？": agreement sought, no second value
            return True
        if re.search(_SECOND_QUESTION[text.lang], between) and not {a.start, b.start} & who:
            return True  # "quién puntúa y cuánto": one question
    return False


def things_of(text: Text) -> set[str]:
    """The games whose own things the question names: Alhambra's buildings, Dirk and the market, Azul's floor and
    factories."""
    out = set()
    if text.named("building_types") or text.has("dirk") or text.has("market") or text.has("alhambra_own"):
        out.add("alhambra")
    if text.has("floor") or text.has("factory"):
        out.add("azul")
    return out


def names_a_colour(text: Text, game: str) -> bool:
    """The game's name is one of the question's colour or money words ("6 en azul"): it may name no game."""
    spans = text.named("colours") + text.named("currencies")
    return any(text.norm[s.start:s.end].startswith(game) for s in spans)


def alternatives(text: Text) -> bool:
    """Two values told for one thing ("3 or 4 tiles", "3 o 4", "3 ya da 4", "3か4"): not one situation."""
    if re.search(r"\d+\s*(?:or|o|ya da|veya|yoksa|か|または|or maybe)\s*\d", text.norm):
        return True
    # "a 3 and a 3 or a 5 and a 4", "un 3 y un 3 o mejor un 5": up to two short words before the other value
    return text.lang != "ja" and bool(re.search(r"\d+\W*\s(?:or|o|ya da|veya|yoksa)\s+(?:[a-z']{1,7}\s+){1,2}\d",
                                                text.norm))


def both_games(text: Text) -> bool:
    """Alhambra's things (buildings, Dirk) beside Azul's (the floor, factories)."""
    return len(things_of(text)) > 1


# s8: the worth asked right after "how much" ("cuánto vale la ficha", "how much is the tile worth"): points
_WORTH = _PATTERNS["worth"]
_JA_POINTS_ASKED = re.compile(r"何点|(?:得点|点数)(?:を|は)")  # s16: "各自の得点を教えて": the points asked


def asks_other(text: Text, rule: str, unit: str | None = None) -> bool:
    """True when the question names the kind of value it asks for ("how many tiles") and the verdict gives
    another (points). `unit`: what the verdict counts when the reader says so (tiles to the lid under
    azul.floor.full), else the rule's."""
    unit = unit or _UNIT_OF_RULE.get(rule)
    if unit is None:
        return False
    if rule.startswith("alhambra.scoring") and _asks_buildings_or_gap(text):
        return True  # s9: "how many more towers must I buy?", "点差は何点?": not the points
    asked = set()
    if text.lang == "ja":  # s17: "工房(ファクトリー)って何枚": a word's gloss in brackets stands for the word before it
        text = Text(re.sub(r"\([^()]*\)", "", text.norm), text.lang)
    for h in text.find("how_many"):
        if text.lang == "ja":  # s22: within its sentence ("床ラインに3枚。スコアいくつ": the 枚 is told, not asked)
            window = re.split(r"[。？?!！]", text.norm[max(0, h.start - 8):h.start])[-1] + text.norm[h.start:h.end + 2]
        elif text.lang == "tr":
            window = text.norm[h.end:h.end + 10]
        else:
            window = text.norm[h.end:h.end + 18]
        told = Text(window, text.lang)
        factory_tiles = any(t.start == f.end for f in told.find("factory") for t in told.find("tiles"))  # 工場タイル
        # 工場は何枚: factory displays are counted with 枚 as tiles are; 工場のタイルは何枚 asks tiles
        factory_counted = text.lang == "ja" and told.has("factory") and all(
            t.value in ("枚", "個") for t in told.find("tiles"))
        for name, kind in _UNIT_KINDS.items():
            if told.has(kind) and not (name == "tiles" and (factory_tiles or factory_counted)):
                asked.add(name)  # 工場タイル: the factory displays
        if re.search(_ACTIONS[text.lang], window):
            asked.add("actions")
        if re.match(_WORTH.get(text.lang, r"(?!)"), window):
            asked.add("points")  # s8: "¿cuánto vale la ficha nueva?": a tile's worth, in points
        if text.lang == "es" and h.value == "cuantas" and not asked:
            asked.add("tiles")  # "¿cuántas acaban en la tapa?": feminine, so fichas or losetas, not puntos
    if text.lang == "ja" and _JA_POINTS_ASKED.search(text.norm):
        asked.add("points")
    if not asked:
        return False
    if unit == "factory" and "tiles" in asked:
        return True
    return unit not in asked


# session 9 (Alhambra scoring): a gap of points asked ("the difference", "fark", "点差"), not the points
_GAP = _PATTERNS["gap"]


_AMOUNT_ASKED = {"en": ("how much",), "es": ("cuanto", "cuánto"), "tr": ("ne kadar",)}


def _asks_buildings_or_gap(text: Text) -> bool:
    """Session 9: the question asks a number of buildings ("kaç kule daha almalıyım?", "how many towers do I
    need", "塔を何枚買えば": a building type named right after "how many", no word of points with it) or a gap of
    points, not a player's points (a small, additive guard for the Alhambra scoring readers)."""
    if re.search(_GAP[text.lang], text.norm):
        return True
    for h in text.find("how_many"):
        if h.value in _AMOUNT_ASKED.get(text.lang, ()):
            continue  # s17: "how much do I get for arcades?": an amount, the points, never a count of buildings
        window = text.norm[max(0, h.start - 4):h.end + 3] if text.lang == "ja" else text.norm[h.end:h.end + 20]
        told = Text(window, text.lang)
        worth = re.match(_WORTH.get(text.lang, r"(?!)"), text.norm[h.end:h.end + 30]) if text.lang != "ja" else \
            _JA_POINTS_ASKED.search(text.norm)  # s16: "庭園の枚数は... 各自の得点を教えて": points
        if told.named("building_types") and not told.has("point_word") and not worth:
            return True  # s15: "how much is 3rd in towers worth?" asks the place's worth, in points
    return False
