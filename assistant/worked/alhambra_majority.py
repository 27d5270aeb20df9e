"""Alhambra majorities told as counts: "we both have 3 towers in round 2, who gets what?".

Read: one building type, one scoring round, the counts in the order the question gives them ("both" / "each"
doubles a single count; Dirk's count is the one next to his name). Decided by assistant.api.alhambra_score_counts,
whose standings say every place, tie, pot and share; the verdict quotes them.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.worked import alhambra_asked as asked
from assistant.worked import alhambra_pairs as pairs
from assistant.worked import guards, majority_names
from assistant.worked.alhambra_money import scorings
from assistant.worked.alhambra_reserve import beyond_the_box, box_note, per_head_numbers, reserve_counts, reserve_note
from assistant.worked.alhambra_told import (
    after_nobody_else,
    except_told,
    groups,
    listed_after,
    nobody_else_words,
    others_zero,
    relative,
    unspread,
)
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text
from assistant.worked.say import building, join, say, sentence

GAME = "alhambra"

_ORDINAL = re.compile(r"位|番目|(?:st|nd|rd|th)\b")


def _counts(text: Text, used: set[int]) -> list[Span[int]] | None:
    """The numbers that are building counts: not the round's, not a number of points or of players."""
    points = text.find("point_word") + text.find("players")
    out: list[Span[int]] = []
    for n in text.numbers:
        if n.start in used or _ORDINAL.match(text.norm, n.end) or asked.when(text, n):  # s9: "turn 14"
            continue  # the round's number, or a place ("1位", "3rd"): not a count
        # "13 points", "3 players": not a count
        if any(0 <= p.start - n.end <= 2 and not text.norm[n.end:p.start].strip(" -") for p in points) and not any(
                0 <= t.start - n.end <= 2 for t in text.named("building_types")):
            continue
        out.append(n)
    return out


def situation(text: Text) -> tuple[str, int, list[int], int | None] | None:
    """(building type, round, the counts in the question's order, the index of Dirk's count or None)."""
    types = {s.value for s in text.named("building_types")}
    # the points are asked, or the scoring is only told ("first scoring, arcades: Marta 3, me 3, Javi 1")
    if len(types) != 1 or not (text.has("points") or text.has("how_many") or "?" not in text.norm
                               or _asks_the_scoring(text) or asked.asks_split(text)):
        return None
    rnd, used = text.round_read(scorings())
    if rnd is None or _told_otherwise(text, reserve_read=True) or asked.other_round(text, rnd) or except_told(text):
        return None  # s9: "nobody has one except Lena": alhambra_only's
    counts = _told_counts(text, used)
    reserved, others = reserve_counts(text, counts), others_zero(text, counts)  # s21: "los demás ninguno"
    counts = [c for c in counts if c not in (reserved or []) and c not in others]
    if reserved is None or not counts or relative(text, counts) or any(not 0 <= c.value <= 20 for c in counts) \
            or not any(c.value for c in counts) or after_nobody_else(text, counts):
        return None  # "1 more", "nobody else has more than 1": not told as plain counts
    both = pairs.both_words(text, counts)
    if both:
        spread_both = _both_spread(text, counts, both)
        if spread_both is None:
            return None
        counts = spread_both
    if len(counts) > 1 and not both:  # "Ana and Ben have 2 each": a count told for several players listed before it
        spread = []
        for c in counts:
            zeros = pairs.zero_listed(text, c, _listed(text, c))  # s9: "私とリナは0枚": each one's 0
            if _each_marked(text, c) or _tied_with(text, c) or asked.all_before(text, c) or zeros:
                listed = zeros or _listed(text, c)
                if listed < 2:
                    return None
                spread += [c] * listed
            else:
                spread.append(c)
        counts = spread
    if len(counts) == 1:
        # "we have 3 each" with the number of players told ("3 players", "both"): each has that count
        told = [n.value for n in text.numbers if any(0 <= p.start - n.end <= 2 for p in text.find("players"))]
        each = _each_marked(text, counts[0]) or _tied_at(text, counts[0]) or _all_told(text)
        listed = _listed(text, counts[0]) or listed_after(text, counts[0])  # s16: "herkeste 1er: Ali, Ece ve ben"
        if each and not told and listed:
            told = [listed]
        if not each or len(told) != 1 or text.has("dirk"):
            return None
        counts = counts * told[0]
    dirk_index = None
    dirk_at = text.find("dirk")
    if dirk_at:
        near = {i for d in dirk_at for i in [_beside(text, d, counts)] if i is not None}
        if len(near) != 1 or len(counts) - 1 not in api.registration("alhambra").seats("dirk"):  # players + Dirk
            return None
        dirk_index = near.pop()
    if len(counts) not in api.registration("alhambra").players:  # the box's range (data/alhambra/game.yaml)
        return None
    told_players = {n.value for n in text.numbers if n.start in guards.told_players(text)} | {
        n.value for n in asked.we_are(text)}  # s8: "somos cinco"
    if told_players and told_players != {len(counts) - (dirk_index is not None)} and not text.has("dirk"):
        return None  # "los cuatro tenemos 2" read as fewer players than told
    if beyond_the_box(next(iter(types)), [c.value for c in counts]) or unspread(text, counts):
        return None  # more buildings than the box holds, or a group read as one player: misread
    return next(iter(types)), rnd, [c.value for c in counts], dirk_index


def _both_spread(text: Text, counts: list[Span[int]], both: list[Span[str]]) -> list[Span[int]] | None:
    """"me and Sam both have 3, Lena has 1": the count right after "both" is two players' count (s8: "Rita, Paul and
    Nora each have 2": as many players as are listed before "each have")."""
    doubled = [i for i, c in enumerate(counts) if any(0 <= c.start - b.end <= 12 and not _PUNCT.search(
        text.norm[b.end:c.start]) for b in both)]
    if len(doubled) != 1:
        return None
    word = next(b for b in both if 0 <= counts[doubled[0]].start - b.end <= 12)
    listed = max(2, _listed(text, Span(word.start, word.start, 0))) if word.value.startswith("each") else 2
    return counts[:doubled[0]] + [counts[doubled[0]]] * listed + counts[doubled[0] + 1:]


_GROUP_ASKED, _TOPIC = (patterns("alhambra_majority")[k] for k in ("group_asked", "topic_not_mine"))


def _group_told(text: Text) -> list[Span[int]]:
    """The number of the players asked about, last in the question ("points for each of the 3?", "puntos de los
    3?"): the group, no count."""
    if not text.numbers:
        return []
    last = text.numbers[-1]
    if re.search(_GROUP_ASKED[text.lang], text.norm[:last.start]) and re.fullmatch(r"\s*[?!.]*\s*",
                                                                                  text.norm[last.end:]):
        return [last]
    if text.lang == "tr" and re.match(r"'?(?:umuz|imiz|ümüz|ımız)(?:\s|$)", text.norm[last.end:]) and not re.search(
            r"\d", text.norm[last.end:]):  # "üçümüz kaç puan alır?": the three of us asked about
        return [last]
    return []


def _told_otherwise(text: Text, reserve_read: bool = False) -> bool:
    """Money or tiles, a reserve ("Ana has 2 plus 1 in her reserve": the reserve counts in no majority, its count
    is no player's; `reserve_read`: the caller reads it, alhambra_reserve) or a total score ("how many points does
    Ben get in total?": the other points are not told). A currency named ("green in hand: Ada 7, Bill 9") tells
    money, not buildings."""
    # "the first scoring card", "carta de puntuación", "得点計算カード" (s8: pairs), "out of the money deck": the card
    # that starts a scoring, no money
    money = [m for m in text.find("money") if m not in asked.card_words(text)]
    if asked.pays(text) or money or text.has("tiles") and not (text.has("round") or text.lang == "ja"):
        return True
    if asked.money_colours(text) or text.has("outer_wall") or text.has("wall"):
        return True  # money in a currency, or a wall's length ("my wall is 9 sides and I have 3 towers")
    return text.has("reserve") and not reserve_read or text.has("score_total")


_PUNCT = re.compile(r"[,;.、。()（）:]")


def _beside(text: Text, name: Span[str], counts: list[Span[int]]) -> int | None:
    """The count told with a name: right after it ("Dirk 3", "Dirk has 3", "ダーク4枚"), else right before it."""
    after = [i for i, c in enumerate(counts) if 0 <= c.start - name.end <= 12
             and not _PUNCT.search(text.norm[name.end:c.start])]
    if after:
        return after[0]
    before = [i for i, c in enumerate(counts) if 0 <= name.start - c.end <= 8
              and not _PUNCT.search(text.norm[c.end:name.start])]
    return before[-1] if before else None


def _each_marked(text: Text, count: Span[int]) -> bool:
    """The count is told as each one's ("3 each", "3'er", "3枚ずつ")."""
    if text.lang == "tr":  # a suffix: "3'er", "3er", "ikişer" (2şer)
        return bool(re.match(r"'?(?:er|ar|ser|sar)\b", text.norm[count.end:]))
    asks = text.find("how_many") + text.find("point_word")  # "リオ2 だと何点ずつ": each one's points asked
    # "3 arcadas cada uno": the building's name between the count and "each" is no gap
    named = [t for t in text.named("building_types") if t.start >= count.end]
    return any(0 <= s.start - count.end - _named_between(named, count.end, s.start) <= 8
               and not _PUNCT.search(text.norm[count.end:s.start]) and not any(
        count.end <= a.start < s.start for a in asks) for s in text.find("each_count") + text.find("each"))


def _named_between(named: list[Span[str]], start: int, end: int) -> int:
    """How many characters of building names lie between two places of the question."""
    return sum(t.end - t.start for t in named if start <= t.start and t.end <= end)


def _asks_the_scoring(text: Text) -> bool:
    """The question asks what the scoring gives: in Japanese the round word, は, the question mark
    ("2回目の得点計算は？")."""
    return text.lang == "ja" and text.has("round") and bool(
        re.search(r"(?:計算|決算)(?:の結果)?(?:で)?は\s*\?", text.norm))


def _all_told(text: Text) -> bool:
    """The number of players is told as all of them ("all 4 of us", "todos los 4", "4人全員"): one count is each's."""
    players = [n for n in text.numbers if any(0 <= p.start - n.end <= 2 for p in text.find("players"))]
    return any(0 <= n.start - a.end <= 2 or 0 <= a.start - n.end <= 4 for n in players for a in text.find("all_of"))


def _tied_at(text: Text, count: Span[int]) -> bool:
    """The count is told as a tie's ("Ana and me tied with 3", "esit 3"): a tie word right before it."""
    return any(0 <= count.start - t.end <= 8 and not _PUNCT.search(text.norm[t.end:count.start])
               for t in text.find("tie")) or _tied_with(text, count)


def _tied_with(text: Text, count: Span[int]) -> bool:
    """"Raúl y yo empatados en primero con 3", "birincilikte berabereyiz, 3 ile": a word of a tie, then (in the same
    part) "with" right before the count."""
    return any(0 <= count.start - t.end <= 30 and not _PUNCT.search(text.norm[t.end:count.start]) and re.search(
        r"\b(?:con|with)\s*$", text.norm[t.end:count.start]) for t in text.find("place_tie"))


_JA_LIST = re.compile(r"([^\d、。:()（）]{1,6}?)(?:さん|くん)?と([^\d、。:()（）と]{1,6}?)(?:さん|くん)?"
                      r"(?:が|は|とも|の|で)?$")  # s16: "ヒロシと私で2枚ずつ"


def _listed_ja(text: Text, count: Span[int]) -> int:
    """Two players joined by と right before a count ("塔は私と健が3枚ずつ"): 2, else 0."""
    before = re.split(r"[、。:]", text.norm[:count.start])[-1]
    before = before.split("は")[-1] if before.count("は") == 1 and not before.endswith("は") else before
    stop = {"round", "points", "both", "tiles", "how_many"}
    dotted = re.search(r"([^\d、。:()（）・]{1,6}(?:・[^\d、。:()（）・]{1,6}){1,5})(?:で|が|は|とも)?$", before)
    m = _JA_LIST.search(before)
    if dotted and "・" in dotted.group(1):  # "塔が私・ミキ・ジュンで2枚ずつ": names parted by ・
        names = dotted.group(1).split("・")
        names[-1] = re.sub(r"(?:で|が|は|とも)$", "", names[-1])
        names[0] = re.split(r"[がはで]", names[0])[-1]  # "塔が私": the thing told, then the first player
        if all(n and not Text(n, "ja").named("building_types") and not any(Text(n, "ja").has(k) for k in stop)
               for n in names):
            return len(names)
        return 0
    if not m:
        return 0
    for name in m.groups():
        name = re.split(r"[がはで]", name)[-1]  # "塔が私と健が": the thing told, then the players
        told = Text(name, "ja")
        if not name:
            return 0
        if told.named("building_types") or any(told.has(k) for k in stop) or told.numbers:
            return 0
    return 2


def _listed(text: Text, count: Span[int]) -> int:
    """How many players are listed right before a count ("ben, Ali ve Ayşe 2'şer"; "me, Tom and Ana have 2 each"):
    words parted by commas and "and", none of them a word of the game; 0 when it is not such a list."""
    before = re.split(r"[.:;?!]", text.norm[:count.start])[-1]
    pieces = [p.split() for p in re.split(r",|\band\b|\bve\b|\bile\b|\by\b|と", before)]
    game_words = {s.value for kind in ("round", "points", "both") for s in text.find(kind)}

    def name_like(w: str) -> bool:
        w = w.split("'")[0] if text.lang == "tr" else w  # "Deniz'de": the name, then its suffix
        return w.isalpha() and w not in game_words and not Text(w, text.lang).named("building_types") \
            and not Text(w, text.lang).find("how_many")

    if text.lang == "ja":
        return _listed_ja(text, count) or asked.listed_ja_commas(text, count)  # s8: "大和、蓮、結衣が3枚ずつ"
    # from the count back: the word before it, then single words, then the last word of the first piece
    if not pieces or not pieces[-1] or not name_like(pieces[-1][0]):
        return 0
    found = 1
    for i in range(len(pieces) - 2, -1, -1):
        piece = pieces[i]  # s15: a piece holding a count is another player's ("Burak'ın 4'ü var, Ece ile benim")
        if not piece or not name_like(piece[-1]) or any(ch.isdigit() for w in piece for ch in w):
            break
        found += 1
        if len(piece) != 1:
            break
    return found if found >= 2 else 0


def asks_mine(text: Text, told_end: int | None = None) -> bool:
    """The question part (the last sentence, after the situation told: its last number, or `told_end`) asks for
    the speaker's own share, not everyone's."""
    parts = [p for p in re.split(r"(?<=[.!?。？])\s*", text.norm) if p.strip()]
    counts = [n for n in text.numbers if not _ORDINAL.match(text.norm, n.end)]  # s17: "僕って単独2位だよね": a place
    end = told_end if told_end is not None else counts[-1].end if counts else None
    if not parts or end is None:
        return False
    last = Text(parts[-1], text.lang)
    after = len(text.norm) - len(parts[-1])
    # s13: "何点もらえる？" with no subject before it in its part: the speaker's (Japanese drops "I"; s20: or "僕は")
    unsaid = [s for s in last.find("asks_mine_unsaid") if not re.search(_TOPIC[text.lang], last.norm[:s.start])]
    return any(after + s.start >= end for s in last.find("asks_mine") + unsaid) and not last.has("asks_all") \
        and not asked.asks_listed(text, max(end, after))  # s8: "points for me, Dirk and Lea?": everyone's


def found_counts(text: Text) -> list[Span[int]]:
    """The counts as told, before "both" or "each" spreads one over several players (the reserve's left out)."""
    counts = _told_counts(text, text.round_read(scorings())[1])
    left_out = (reserve_counts(text, counts) or []) + others_zero(text, counts)
    return [c for c in counts if c not in left_out]


def _per_head(text: Text, told: list[Span[int]], shares: list[int], values: list[int]) -> bool:
    """One share asked ("kişi başı kaç?") of a group told by one count and (s21) no names: that share, all equal."""
    return text.has("asks_per_head") and len(told) == 1 and len(set(shares)) == 1 and (
        majority_names.names(text, told, values, None) is None)


def _reserved(text: Text) -> list[int]:
    """The counts told in the reserve (alhambra_reserve): read, in no majority."""
    return [c.value for c in reserve_counts(text, _told_counts(text, text.round_read(scorings())[1])) or []]


def _told_counts(text: Text, used: set[int]) -> list[Span[int]]:
    """The counts told, in order: not the group asked about nor the 1 of "no one else"; a player told with none
    ("has none", "hiç yok") a count of 0."""
    # "los 3 tenemos 2": the 3 tells the players (alhambra_told.groups)
    told = [n for n in text.numbers if any(g.start <= n.start < g.end for g in groups(text))] + asked.we_are(text)
    counts = [c for c in _counts(text, used) or [] if c not in _group_told(text) and c not in nobody_else_words(text)
              and c not in told]
    return pairs.told(text, counts)  # s8: the players told with none, the counts copied ("so do I")


def speaker_index(text: Text, counts: list[Span[int]]) -> int | None:
    """The count told with the speaker's word ("me 2", "ben 3", "yo 2", "私2"), when exactly one is."""
    mine = [s for s in text.find("I") if not any(s.start >= a.start and s.end <= a.end for a in text.find("asks_mine"))]
    near = {i for s in mine for i in [_beside(text, s, counts)] if i is not None}
    near = asked.in_clause(text, mine, counts, near)  # s8: "and I'm second with 3": the part's one count
    return near.pop() if len(near) == 1 else None


def _asked_at(text: Text, told: list[Span[int]], values: list[int], dirk_index: int | None) -> int | None | bool:
    """The one player whose share is asked (None: every share; False: the speaker's, not told apart), of the counts
    `told` (found_counts)."""
    if not asks_mine(text):  # s15: "how many does Yumi get?", "Dirk kaç puan alıyor?": the one the asking part names
        return majority_names.asked_player(text, told, values, dirk_index)
    if majority_names.others_asked(text, told, values):
        return None  # s22: "Ben kaç alırım, Tolga kaç alır?": every share
    at = speaker_index(text, told)
    if at is None or at == dirk_index or len(told) != len(values) and dirk_index is not None:
        return False
    return values.index(told[at].value) if len(told) != len(values) else at  # "Jorge y yo con 3 cada uno": equal


def read(text: Text, lang: str) -> dict | None:
    found = situation(text)
    if found is None:
        return None
    btype, rnd, values, dirk_index = found
    labels, number = [], 0
    for i in range(len(values)):
        if i != dirk_index:
            number += 1
        labels.append(say("majority.dirk", lang) if i == dirk_index else say("majority.player", lang, n=number))
    keys = [f"p{i}" for i in range(len(values))]
    players = {k: {btype: v} for i, (k, v) in enumerate(zip(keys, values, strict=True)) if i != dirk_index}
    dirk = {btype: values[dirk_index]} if dirk_index is not None else None
    report = api.alhambra_score_counts(rnd, players, dirk=dirk, told=True)
    standings = {s["name"]: s for s in report["majorities"][btype]}
    dirk_name = next((n for n in standings if n not in keys), None)  # however the engine names him
    # a player with none of the type is in no standing: no points ("Jo 0")
    shares = [standings[name]["points"] if name in standings else 0
              for name in (dirk_name if i == dirk_index else k for i, k in enumerate(keys))]
    told, reserved = found_counts(text), _reserved(text)  # the counts as told and the reserve's, read once
    at = _asked_at(text, told, values, dirk_index)
    if at is False:
        return None
    groups = list({s["place"]: s for s in report["majorities"][btype]}.values())  # each group once, best first
    used = text.round_read(scorings())[1]  # "2nd scoring": the round's ordinal, no place
    places = [n.value for n in text.numbers if _ORDINAL.match(text.norm, n.end) and n.start not in used]
    tie = any(s["tied_with"] for s in groups)
    if any(p not in {s["place"] for s in groups} for p in places) or text.has("place_tie") and not tie:
        return None  # a place or a tie told that the counts do not give ("私とトモが2枚で2位タイ" read as one 2)
    asked_of = [p for i, p in enumerate(shares) if i != dirk_index] if majority_names.without_dirk(
        text, dirk_index) else shares  # s21: "自分とリョウは何点ずつ?": the players' points, not Dirk's
    who_asked, winner = majority_names.winner_asked(text, told, values, shares, dirk_index)
    if who_asked and (winner is None or at is not None):
        return None  # "who gets the tower points?" of several who score, or of players not named
    count_words, share_words = majority_names.phrases(text, told, values, shares, labels, dirk_index, lang)
    total, counts_text = say("majority.total", lang, shares=join(share_words, lang)), join(count_words, lang)
    return {
        "rule": "alhambra.scoring.ties" if tie else "alhambra.scoring.majority",
        "read": sentence([say("majority.read", lang, round=rnd, type=building(btype, lang), counts=counts_text),
                          *reserve_note(reserved, lang)], lang),
        "verdict": sentence([majority_names.group_text(s, rnd, lang) for s in groups] + [say("majority.zero", lang)]
                            * (0 in values) + box_note(btype, values, lang), lang) + say("space", lang)
        + sentence([total], lang),
        "answer": winner if who_asked else shares[at] if at is not None else shares[0] if _per_head(
            text, told, shares, values) else asked_of,
        # "3 players" is read when it is the number of players whose counts are told
        "counts": [n.value for n in text.numbers if n.value == len(players)
                   and any(0 <= p.start - n.end <= 2 for p in text.find("players"))]
        + [n.value for n in _group_told(text) if n.value == len(values)]
        + [n.value for n in nobody_else_words(text) + others_zero(text, _told_counts(text, used))] + places
        + per_head_numbers(text) + asked.told_aside(text),
        # the numbers read ("player 1" of `read` is a label, not a number read), the reserve's among them
        "stated": [rnd, *values, *reserved],
        "players_read": len(values),  # s18: "Ana también tiene torres" (no count): a player left out of one share
        "negation_read": pairs.negations_read(text, told),  # s8: "hiç bahçem yok" read as a 0
    }
