"""Who starts the next Azul round, told by who took first from the centre: "Jo took from the centre first, then Paulo
took from the centre too: who starts next round?", "ortadan ilk Selim aldı, sonra Nur...", "中央から最初に取ったのは
ケイ、その後私も中央から取った".

The player who took first from the centre takes it through assistant.api.move on a table whose centre holds the
first player marker; the engine puts the marker with that player, who starts the next round. The player must be
told in the part that says "first" and "centre" together, one name or the speaker.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.games import JSON
from assistant.worked import azul_floor_list, guards
from assistant.worked.patterns import patterns
from assistant.worked.players import ME_WORD, names_another
from assistant.worked.reading import Span, Text, fold, words
from assistant.worked.say import say, sentence

_PATTERNS = patterns("azul_next_start")

GAME = "azul"
# the order of the takes cuts the parts; "and" does not ("Mia and Tom took first": two players in one part)
_CUT = _PATTERNS["cut"]
_NAME = re.compile(r"[A-ZÇĞİÖŞÜÁÉÍÓÚÑ][\wçğıöşüáéíóúñ]+")
_JA_NAME = re.compile(
    r"のは([\u30a1-\u30fa\u30fc]{2,8}|[\u4e00-\u9fff]{1,4}|[\u3041-\u3096]{2,6})(?:さん|くん|ちゃん)?(?:で|です|でした)?\s*$"
    r"|^\s*([\u30a1-\u30fa\u30fc]{2,8}|[\u4e00-\u9fff]{1,4})(?:さん|くん|ちゃん)?[がは]"
)


def _parts(text: Text) -> list[str]:
    return [p for p in re.split(rf"[,;:.!?、。：]|{_CUT[text.lang]}", text.raw, flags=re.IGNORECASE) if p.strip()]


def _players(part: str, lang: str) -> list[str]:
    """The players a part names: capitalised names (in Japanese the one the part tells), the speaker as ME_WORD."""
    mine = {fold(w, lang) for w in words()["pronouns_i"][lang]}
    if lang == "ja":
        m = _JA_NAME.search(part)
        found = [g for g in (m.groups() if m else ()) if g]
        return [ME_WORD if n in mine else n for n in found] + (
            [ME_WORD] if not found and any(w in part for w in words()["pronouns_i"]["ja"]) else []
        )
    out = []
    tokens = re.findall(r"[\w']+", part)
    for i, w in enumerate(tokens):
        if fold(w, lang) in mine:
            out.append(ME_WORD)
        elif _NAME.fullmatch(w) and names_another(w, lang) and not (i == 0 and (
                fold(w, lang) in _opening_words(lang) or fold(w, lang) in _OPENERS.get(lang, ()))):
            out.append(w)
        elif _lower_subject(w, tokens[i + 1] if i + 1 < len(tokens) else "", lang):
            out.append(w)  # s20: "kaan was the first one", "then elif took": a name typed in lower case
    return list(dict.fromkeys(out))


def _lower_subject(word: str, after: str, lang: str) -> bool:
    """A lower-case word right before a verb of taking or starting ("kaan took", "sude started"), that is no word
    of the rules nor a common word: a player's name."""
    from assistant.worked.players import not_names, term_words

    verbs: str = _PATTERNS["lower_subject_verbs"].get(lang) or ""
    folded = fold(word, lang)
    return bool(verbs) and word.islower() and not word.isdigit() and bool(re.fullmatch(verbs, fold(after, lang))) \
        and folded not in not_names(lang) and folded not in term_words(lang) and folded not in _opening_words(lang) \
        and not re.fullmatch(_PATTERNS["lower_subject_not"][lang], folded)


# s8: words that open a sentence capitalised, no player ("Bu tur ortadan ilk Deniz aldı")
_OPENERS = _PATTERNS["openers"]


def _opening_words(lang: str) -> set[str]:
    from assistant.worked.players import term_words

    return set(term_words(lang))


def _marker_named(part: Text, n: Span[int]) -> bool:
    """ "grabbed the 1 tile", "1 karosunu aldı": the marker, printed with a 1, named by its number."""
    by_number = [m.span() for m in re.finditer(azul_floor_list.BY_NUMBER[part.lang], part.norm)]  # s8: "ficha del 1"
    return n.value == 1 and (any(0 <= t.start - n.end <= 2 for t in part.find("tiles") + part.find("marker")) or any(
        a <= n.start < b for a, b in by_number))


def _two_situations(text: Text) -> bool:
    """ "What if", "instead", "3 or 4" beside the order of the takes: the words of that order ("then", "sonra",
    "luego", "その後") aside, more than one situation."""
    rest = text.norm
    for s in sorted(text.find("sequence"), key=lambda s: -s.start):
        rest = rest[: s.start] + " , " + rest[s.end :]
    return guards.two_situations(Text(rest, text.lang))


def _first_one(told: Text, n: Span[int]) -> bool:
    """s20: "the first one to take from the middle": the "one" of the first player, no number told."""
    return n.value == 1 and bool(re.search(r"\b(?:first|1st)\s+$", told.norm[: n.start]))


def read(text: Text, lang: str) -> dict | None:
    if not (text.has("next_start") or text.has("starts")) or not text.has("next_round") or not text.has("centre"):
        return None
    if text.has("floor") or text.has("opponent") or _two_situations(text):
        return None
    firsts = []
    others: list[str] = []
    for part in _parts(text):
        told = Text(part, text.lang)
        players = _players(part, text.lang)
        if told.has("centre") and told.has("first_word") and (told.has("take") or told.has("azul_take")):
            firsts.append((players, told))
        else:
            others += players
    if (
        len(firsts) != 1
        or len(firsts[0][0]) != 1
        or any(not _marker_named(firsts[0][1], n) and not _first_one(firsts[0][1], n) for n in firsts[0][1].numbers)
    ):
        return None  # who took first from the centre is not told once, of one player
    first = firsts[0][0][0]
    me = words()["pronouns_i"][text.lang][0]
    names = list(dict.fromkeys([first, *others]))
    labels = {n: (me if n == ME_WORD else n) for n in names}
    seats = [labels[n] for n in names] + (["P2"] if len(names) == 1 else [])
    if len(set(seats)) != len(seats) or len(seats) > api.registration("azul").players.max:
        return None
    board = {"score": 0, "pattern_lines": [{"count": 0}] * 5, "wall": ["....."] * 5, "floor": []}
    position: JSON = {
        "game": "azul",
        "wall_variant": "colored",
        "players": [{"name": s, **board} for s in seats],
        "factories": [],
        "centre": ["first", "blue"],
    }
    after = api.move(
        position, {"action": "take", "player": labels[first], "from": "centre", "colour": "blue", "line": 1}
    )["after"]
    holders = [p["name"] for p in after["players"] if "first" in p["floor"] or p.get("first_player_marker")]
    if holders != [labels[first]]:
        return None
    # the numbers of the other parts ("the 1 tile", "iki kere") decide nothing about who took first
    return {
        "rule": "azul.offer.first-player-marker",
        "marker_read": True,
        "sequence_read": True,
        "counts": [n.value for n in text.numbers],
        "read": sentence([say("nextstart.read", lang, name=holders[0])], lang),
        "verdict": sentence([say("nextstart.verdict", lang, name=holders[0])], lang),
        "answer": holders[0],
        "position": position,
    }
