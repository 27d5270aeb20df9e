"""Alhambra's start player told by the players' starting money (alhambra.setup.start-player): "Ana got 4 cards
worth 21, I got 3 cards worth 23, who starts?", decided by the engine's start_player on hands of those counts and
totals (then the ages, alhambra_ages). Read as players tell it:

- each player's cards and total ("Irene 3 cartas (suma 21)"), the word of cards told once for all ("Rosa tiene 4
  cartas (22), Iker 3 (25)": the others' parts keep the first one's order, "N (T)");
- the cards alone ("佐藤5枚、鈴木4枚、田中6枚"): enough when one holds the fewest (the totals decide nothing then);
- one hand for two players ("Clara y yo tenemos 4 cartas que suman 21 cada uno", "Me and Kate both ended up with
  3 cards totalling 22", "ユイとカイはどちらも4枚で合計20"): the ages decide.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.worked import alhambra_ages
from assistant.worked.alhambra_start_names import by_names
from assistant.worked.patterns import patterns
from assistant.worked.players import _NAME, _NOT_NAMES, ME_WORD, me_as_told, people
from assistant.worked.reading import Span, Text, fold, words
from assistant.worked.say import join, say, sentence

_PATTERNS = patterns("alhambra_start")

Told = tuple[str, int, int | None]  # (the player as written, their cards, their total when told)
OTHERS = "\0others"  # the players not named, told together (never the start player named)


def _me(text: Text) -> str:
    return me_as_told(text)


def _hand(cards: int, total: int | None, high: int) -> list[dict] | None:
    """`cards` money cards adding up to `total` (each 1..high; any total when none is told), or None when no such
    hand exists."""
    total = cards if total is None else total
    if not cards <= total <= high * cards:
        return None
    values = [1] * cards
    left = total - cards
    for i in range(cards):
        step = min(high - 1, left)
        values[i] += step
        left -= step
    return [{"currency": "blue", "value": v} for v in values]


def _counted(part: Text) -> list[Span[int]]:
    """The numbers of a part that count cards: right before a word of money ("3 cartas"), in Japanese before 枚."""
    money = part.find("money") + ([Span(m.start(), m.end(), "枚") for m in re.finditer("枚", part.norm)]
                                  if part.lang == "ja" else [])
    return [n for n in part.numbers if any(0 <= m.start - n.end <= 1 for m in money)]


def _listed(part: Text) -> list[int] | None:
    """s15: the cards a player drew told one by one ("Olu drew 6, 9, 7", "a Diego le salieron 5,5,5,5", "リンは
    5・6・9"): three or more card values, no word counting them, adding up to at least the deal's target."""
    nums, high = part.numbers, api.facts("alhambra")["money"]["values"]["max"]
    if len(nums) < 3 or _counted(part) or part.has("points") or not all(1 <= n.value <= high for n in nums):
        return None
    return [n.value for n in nums] if sum(n.value for n in nums) >= _TARGET() else None


def _each(found: list[tuple[str, Text]], drawn: list[int] | None = None) -> list[Told] | None:
    """Each player's (cards, total) from their own part; a part "Iker 3 (25)" without the word of cards reads as
    the parts that have it ("4 cartas (22)": the count, then the total in brackets). The cards told one by one
    are added to `drawn`."""
    bracketed = all(re.search(r"\d+\s*\w*\s*\(\D*\d+\)", part.norm) for _, part in found)
    out: list[Told] = []
    for name, part in found:
        nums, counted, values = part.numbers, _counted(part), _listed(part)
        if values is not None:
            out.append((name, len(values), sum(values)))
            if drawn is not None:
                drawn.extend(values)
        elif len(nums) == 2 and len(counted) == 1:
            out.append((name, counted[0].value, next(n.value for n in nums if n is not counted[0])))
        elif len(nums) == 2 and not counted and (bracketed or _count_first(found)) and any(
                _counted(p) for _, p in found):  # s10: "Emma has 3 totaling 21" as "3 cards totaling 24"
            out.append((name, nums[0].value, nums[1].value))  # "Iker 3 (25)": as "4 cartas (22)"
        elif len(nums) == 2 and not counted and min(n.value for n in nums) < _TARGET() <= max(
                n.value for n in nums) and any(_counted(p) or p.has("money") for _, p in found):
            small, big = sorted(n.value for n in nums)  # s11: "Tom has four, adding up to 22": the cards below the
            out.append((name, small, big))              # deal's target, the total at or past it
        elif len(nums) == 1 and len(counted) == 1:
            out.append((name, counted[0].value, None))  # "鈴木4枚": the cards alone
        elif len(nums) == 1 and _cards_once(found) and not part.has("points"):
            out.append((name, nums[0].value, None))  # s10: "Pablo 4 cartas, Marta 5 y Lucia solo 3": as the first
        elif len(nums) == 1 and not part.has("points") and nums[0].value < _TARGET() and any(
                _counted(p) for _, p in found):  # s11: "..., Pepe 3 cartas que suman 22 y yo tengo 4": cards, no
            out.append((name, nums[0].value, None))  # total (a total is at least the deal's target)
        else:
            return None
    return out


def _TARGET() -> int:  # noqa: N802 - the deal's target, a fact: the least total a dealt hand holds
    return int(api.facts("alhambra")["money"]["starting_total"])


def _count_first(found: list[tuple[str, Text]]) -> bool:
    """Every part with the word of cards tells the count before the total ("I have 3 cards totaling 24")."""
    told = [(part.numbers, _counted(part)) for _, part in found if _counted(part)]
    return bool(told) and all(len(nums) == 2 and counted[0] is nums[0] for nums, counted in told)


def _cards_once(found: list[tuple[str, Text]]) -> bool:
    """The cards alone, their word told once for all (s10): one number in every part, the first one counted."""
    return all(len(part.numbers) == 1 for _, part in found) and len(_counted(found[0][1])) == 1


# two players named together before the one hand they both hold: "Clara y yo tenemos", "Me and Kate both",
# "ユイとカイはどちらも", "Ali ile ben ikimiz de"
_PAIR = _PATTERNS["pair"]


def _pair(text: Text) -> list[Told] | None:
    """One hand told for two players ("Me and Kate both ended up with 3 cards totalling 22")."""
    m = re.match(_PAIR[text.lang], text.norm)
    both_ja = r"どちらも|どっちも|ともに|2人とも|二人とも|両方とも"
    if not m or not (text.has("both") or text.has("each") or text.has("each_count")
                     or text.lang == "ja" and re.search(both_ja, text.norm)):
        return None
    nums, counted = text.numbers, _counted(text)
    if len(nums) != 2 or len(counted) != 1 or m.end() > nums[0].start:
        return None
    mine = {fold(w, text.lang) for w in words()["pronouns_i"][text.lang]} | {"me", "i", "ben", "yo", "私"}
    names = []
    for word in (m.group(1), m.group(2)):
        # the name as written: "Mía" for the folded "mia" (s15)
        raw = next((w for w in re.findall(r"\w+", text.raw) if fold(w, text.lang) == word), None) \
            if text.lang != "ja" else None
        if word in mine:
            names.append(ME_WORD)
        elif text.lang == "ja" or raw and _NAME.fullmatch(raw) and word not in _NOT_NAMES:
            names.append(raw or word)
        else:
            return None
    if names[0] == names[1]:
        return None
    cards = counted[0].value
    total = next(n.value for n in nums if n is not counted[0])
    return [(names[0], cards, total), (names[1], cards, total)]


_CLAUSE_END = re.compile(r"[,;.、。]")


def _pair_and_rest(text: Text) -> list[Told] | None:
    """s15: one hand for two players, then the others' hands ("Carmen y Pablo tienen 4 cartas y 21 cada uno, Nuria
    4 cartas que suman 24", "アヤとダイキは2人とも3枚で合計22、タロウは4枚"): the pair's clause, then each other's."""
    if text.lang == "ja":  # "初期資金で、さくらとケンが...": the deal named as the topic first
        text = Text(re.sub(_PATTERNS["ja_topic"]["ja"], "", text.norm), "ja")
    nums, m = text.numbers, re.match(_PAIR[text.lang], text.norm)
    if len(nums) < 3 or not m:
        return None
    cut = next((c for c in _CLAUSE_END.finditer(text.raw) if len(Text(text.raw[:c.start()], text.lang).numbers) >= 2),
               None)  # the end of the pair's clause, its count and total told (number words too: "three")
    pair = _pair(Text(text.raw[:cut.start()], text.lang)) if cut else None
    if not pair or cut is None:
        return None
    if text.lang == "ja":  # the pair's clause told for its second player alone opens the parts people() reads
        text = Text(text.norm[m.start(2):], "ja")
        cut = _CLAUSE_END.search(text.raw, text.numbers[1].end) if len(text.numbers) > 1 else None
    after = Text(text.raw[cut.end():], text.lang) if cut else None
    found = people(text) or _spaced_ja(text)
    rest = [(n, p) for n, p in found or [] if after and p.raw in after.raw] or _alone(after)  # the others' parts
    others = _each(rest) if rest and sum(len(p.numbers) for _, p in rest) == len(nums) - 2 else None
    return pair + others if others else None


def _alone(part: Text | None) -> list[tuple[str, Text]]:
    """s16: the one player after a pair ("..., I have 4 cards"): the speaker's word or a name before its number."""
    if part is None or not part.numbers:
        return []
    if part.has("the_others"):  # "ほかの人は5枚": the players not named, as one part
        return [(OTHERS, part)]
    if part.lang == "ja":
        return []
    mine = {fold(w, part.lang) for w in words()["pronouns_i"][part.lang]}
    at = part.raw.find(str(part.numbers[0].value))  # not found when told in words ("I have four cards")
    before = re.findall(r"[\w']+", part.raw[:at] if at > 0 else part.raw)
    for word in before:
        if fold(word, part.lang) in mine:
            return [(ME_WORD, part)]
        if _NAME.fullmatch(word) and fold(word, part.lang) not in _NOT_NAMES:
            return [(word, part)]
    return []


# a total in kanji after 合計 ("4枚で合計二十二"; reading.digits reads kanji only before a counter) (s8)
_KANJI_TOTAL = re.compile(r"(?<=合計)([一二三四五六七八九]?十[一二三四五六七八九]?|[一二三四五六七八九])")


# s11: a hiragana name ending in と right before its number at a part's start ("ゆうと4枚で合計22"): players.people
# reads such a name before a space ("ゆうと 9"), and と before a number is otherwise a particle ("それと1色")
_JA_TO_NAME = re.compile(r"((?:^|[、。:,]\s*)[\u3041-\u3096]{1,5}と)(?=\d)")


def _spaced_ja(text: Text) -> list[tuple[str, Text]] | None:
    """people() of a Japanese start-player question with a space after a hiragana name ending in と, and the deal
    named as its topic dropped ("初期資金はあやが3枚...")."""
    if text.lang != "ja":
        return None
    spaced = _JA_TO_NAME.sub(r"\1 ", re.sub(_PATTERNS["ja_topic"]["ja"], "", text.norm))
    return people(Text(spaced, text.lang)) if spaced != text.norm else None


def read(text: Text, lang: str) -> dict | None:
    if lang == "ja" and _KANJI_TOTAL.search(text.raw):
        from assistant.worked.reading import _kanji_number

        text = Text(_KANJI_TOTAL.sub(_kanji_number, text.raw), lang)
    if lang == "ja" and re.search(r"[:：]\s*[\d０-９]", text.raw):  # s20: "タロウ：4枚で合計22"
        text = Text(re.sub(r"[:：]\s*(?=[\d０-９])", "は", text.raw), lang)
    return _read(text, lang)


def _read(text: Text, lang: str) -> dict | None:
    from assistant.alhambra.money import start_player

    hands_told, age_sentences = alhambra_ages.split(text)  # "Ali 30 yaşında, Ayşe 25": the youngest's tie-break
    if text.lang == "ja":  # s15: "リンは5・6・9": the cards drawn one by one, parted by ・, are one player's
        hands_told = Text(re.sub(r"(?<=\d)\s*[・,、]\s*(?=\d)", "+", hands_told.norm), "ja")
    found = people(hands_told) or _spaced_ja(hands_told)
    drawn: list[int] = []
    told = _pair_and_rest(hands_told) or (_each(found, drawn) if found else _pair(hands_told))
    if not told and hands_told.lang != "ja":  # s11: "Tom has four, adding up to 22": a player's total in the next
        by_name = by_names(hands_told)       # clause; the parts cut at the names instead
        told = _each(by_name, drawn) if by_name else None
    if not told:
        return None
    high = api.facts("alhambra")["money"]["values"]["max"]
    hands = []
    for _, cards, total in told:
        hand = _hand(cards, total, high)
        if hand is None:
            return None
        hands.append([(c["currency"], c["value"]) for c in hand])
    fewest = min(c for _, c, _ in told)
    if [c for _, c, _ in told].count(fewest) > 1 and any(t is None for _, c, t in told if c == fewest):
        return None  # the cards alone, two with the fewest: their totals, not told, decide (s11: a total left
        # untold for a player with more cards decides nothing: "Umut 4 kart aldı" beside two with 3 and totals)
    chosen = start_player(hands)
    names = [n for n, _, _ in told]
    told_ages = alhambra_ages.ages(age_sentences, names, text.lang)
    if chosen.index is None and all(told_ages[i] is not None for i in chosen.tied):
        chosen = start_player(hands, [a if a is not None else 999.0 for a in told_ages])
    if chosen.index is None or told[chosen.index][0] == OTHERS:
        return None  # still tied (the youngest starts, and the ages are not told), or one of the others
    return _said(text, lang, told, chosen.index, chosen.decided_by, told_ages) | {"counts": [
        int(a) for a in told_ages if a is not None] + drawn}  # the ages (the youngest's) and the cards drawn


def _said(text: Text, lang: str, told: list[Told], index: int, decided_by: str, told_ages: list[float | None]
          ) -> dict:
    me = _me(text)
    named = [(me if n == ME_WORD else say("start.others", lang) if n == OTHERS else n, c, t) for n, c, t in told]
    name, cards, total = named[index]
    hands_text = join([say("start.hand", lang, name=n, cards=c, total=t) if t is not None else
                       say("start.hand_cards", lang, name=n, cards=c) for n, c, t in named], lang)
    key = {"cards": "start.cards", "total": "start.total"}.get(decided_by, "start.age")
    verdict = say(key, lang, name=name, cards=cards, total=total)
    return {"rule": "alhambra.setup.start-player", "read": sentence([say("start.read", lang, hands=hands_text)],
                                                                      lang),
            "verdict": sentence([verdict], lang), "answer": name}
