"""Questions that name players and two numbers each: Azul's tie-break ("we both have 62 points, I have 3 complete
rows and Ana 2, who wins?", decided by api.ranking) and Alhambra's start player ("Ana got 4 cards worth 21, I got 3
cards worth 23, who starts?", decided by the engine's start_player on hands of those counts and totals)."""

from __future__ import annotations

import re
from functools import lru_cache

from assistant import api
from assistant.azul.components import SIZE
from assistant.paths import DATA, load_yaml
from assistant.worked import alhambra_start, guards, mentions, tr_names
from assistant.worked.patterns import patterns
from assistant.worked.players import _NAME, _NOT_NAMES, ME_WORD, people_merged
from assistant.worked.reading import Text, fold, words
from assistant.worked.say import join, say, sentence

_PATTERNS = patterns("table_talk")

GAME = None  # either game: each part below says which


def read(text: Text, lang: str, game: str | None = None) -> dict | None:
    if text.has("wins") and game in (None, "azul") and text.has("complete_row"):
        both = bool(re.search(_PATTERNS["both_named"][text.lang], text.norm))
        return _tie_break(text, lang, told_tie=text.has("tie") or text.has("both") or both)
    cards = text.has("money") or text.has("dealt") or text.lang == "ja" and bool(re.search(r"枚|\d・\d", text.norm))
    if text.has("starts") and cards and game in (None, "alhambra"):
        return alhambra_start.read(text, lang)  # the start player's reading lives with the other Alhambra money
    return None


def _me(text: Text) -> str:
    return words()["pronouns_i"][text.lang][0]


def _tie_break(text: Text, lang: str, told_tie: bool) -> dict | None:
    """The tie told in words ("tied", "both on 62") or by equal scores ("Ana 64, Ben 64"); each player's complete
    rows (a number past the wall's rows is a score)."""
    spoken = _talk_counts(text)
    found = people_merged(spoken)
    if not found or text.named("building_types") or _other_lines(text):
        return None
    if _unplaced(text, found):
        return None
    equal = [n.value for n in text.scores()]  # s8: "健太が70点、美咲も70点": equal scores told are the tie
    told = _told(found, told_tie or len(equal) >= 2 and len(set(equal)) == 1, max(equal, default=_tied_on(text)))
    if told is None:
        return None
    score, rows, behind = told
    if score is None:
        whole = {n.value for n in text.scores()}
        score = whole.pop() if len(whole) == 1 else None
    if any(not 0 <= r <= 5 for _, r in rows):
        return None
    me = _me(text)
    named = [(me if n == ME_WORD else n, r) for n, r in rows]
    # s8: a player told behind the top score takes no part in the tie (their rows need not be told)
    table: list[tuple[str, int, int | None]] = [(n, score or 0, r) for n, r in named]
    places = api.ranking("azul", table + [(me if n == ME_WORD else n, s, 0) for n, s in behind])
    winners = [named[i] for i, p in enumerate(places) if p == 1]
    if len(winners) != 1:
        return None  # still tied: the victory is shared, no one name
    name, best = winners[0]
    rows_text = join([say("tiebreak.person", lang, name=n, rows=r) for n, r in named], lang)
    read_text = (say("tiebreak.read", lang, score=score, rows=rows_text) if score is not None else
                 say("tiebreak.read_noscore", lang, rows=rows_text))
    key = "tiebreak.verdict_you" if name == me else "tiebreak.verdict"
    return {"rule": "azul.end.tie-break", "read": sentence([read_text], lang),
            "verdict": sentence([say(key, lang, name=name, rows=best)], lang), "answer": name,
            "negation_read": spoken.raw != text.raw and not guards.negated(spoken),
            "counts": [s for _, s in behind] + _rows_behind(found, behind)}  # s8: the scores behind the tie


def _tied_on(text: Text) -> int | None:
    """s18: the tie's score told beside the tie word without a word of points ("Selin'le ben 71'de berabere"): the
    one number past the wall's rows in the sentence that tells the tie."""
    tied = {n.value for c in re.split(r"[.;!?。]", text.norm) if Text(c, text.lang).has("tie")
            for n in Text(c, text.lang).numbers if n.value > SIZE}
    return tied.pop() if len(tied) == 1 else None


def _rows_behind(found: list[tuple[str, Text]], behind: list[tuple[str, int]]) -> list[int]:
    """s16: the rows told for a player behind the tie ("私69点で横4本"): no part of the tie-break."""
    return [n.value for name, part in found if name in {b for b, _ in behind} for n in part.numbers
            if n not in part.scores() and n.value <= SIZE]


def _unplaced(text: Text, found: list[tuple[str, Text]]) -> bool:
    """s8: a player named with nothing of theirs told ("and Tom I forget"): whether they are tied is not told."""
    if text.lang == "ja":
        return False
    names = {fold(n, text.lang) for n, _ in found}
    for m in re.finditer(r"[\w']+", text.raw[1:]):
        w, bare = m.group(0), m.group(0).split("'")[0]
        if mentions.speaker_named(text.raw, m.start() + 1, text.lang):
            continue  # s17: "me (Sam) and Priya both on 58": the speaker's own name
        if (_NAME.fullmatch(bare) and fold(bare, text.lang) not in _NOT_NAMES | names
                and fold(bare, text.lang) not in set(words()["pronouns_i"][text.lang])
                and not (text.lang == "tr" and tr_names.bare(fold(bare, "tr"), names))  # s11: "Ahmetin" is Ahmet
                and not re.search(r"[.!?:]\s*$", text.raw[: text.raw.find(w)])):
            return True
    return False


def _told(found: list[tuple[str, Text]], told_tie: bool, tie_score: int | None = None
          ) -> tuple[int | None, list[tuple[str, int]], list[tuple[str, int]]] | None:
    """(the top score told, or None; each tied player's complete rows; the players told below the top score, with
    their scores), or None when not read: a tied player's rows not told as one count, or no tie told."""
    said_of: dict[str, list[int]] = {}
    rows_of: dict[str, list[int]] = {}
    for name, part in found:
        scores = part.scores()
        rows_of[name] = [n.value for n in part.numbers if n not in scores and n.value <= SIZE]
        said_of[name] = [n.value for n in part.numbers if n in scores or n.value > SIZE]
    if any(len(said) > 1 for said in said_of.values()):
        return None
    top = max((said[0] for said in said_of.values() if said), default=None)
    # s18: "Selin'le ben 71'de berabere" told in the speaker's part: the tie's score is the top one told
    from_tie = tie_score is not None and told_tie and (top is None or tie_score >= top)
    if from_tie:
        top = tie_score  # s17: "empate a 63 entre Diego y Sofia, Tomas hizo 60": the tie's score told beside it
    behind = [(name, said[0]) for name, said in said_of.items() if said and said[0] != top]
    rows = []
    for name, _ in found:
        if any(name == b for b, _ in behind):
            continue
        if not said_of[name] and not told_tie:
            return None  # no tie told, and this player's score not told: maybe no tie
        if len(rows_of[name]) != 1:
            return None
        rows.append((name, rows_of[name][0]))
    if behind and not from_tie and any(not said_of[name] for name, _ in rows):
        return None  # scores told for some, none for another: whether that one is tied is not told
    if behind and len(rows) < 2:
        return None  # one player alone on top: no tie to break
    return top, rows, behind


@lru_cache(maxsize=1)
def _talk() -> dict:
    return load_yaml(DATA / "worked" / "azul_talk.yaml")


def _talk_counts(text: Text) -> Text:
    """The question with a count of none said in words as 0 ("I have none", "no tiene ninguna", "hiç tam satırı
    yok") and a third person ("she has 3") as the one other player it names; unchanged when that player is not
    one."""
    talk = _talk()
    raw = text.raw
    nones = "|".join(re.escape(w) for w in talk["none_count"][text.lang])
    if text.lang == "tr":
        raw = re.sub(rf"(?i)\b(?:{nones}|hiç)\b(.{{0,30}}?)\byok\b(?!\s*de[gğ]il)", r"0\1var", raw)
    elif text.lang == "es":
        raw = re.sub(rf"(?i)\bno\s+(tiene|tengo|tenia)\s+(?:{nones})\b", r"\1 0", raw)
    if text.lang != "tr":
        raw = re.sub(rf"(?i)(?<!\w)(?:{nones})(?!\w)", "0", raw)
    # s8: one row told by its article ("bir tam yatay sırası", "a full row", "una fila completa") is 1 row, and
    # "ikisi de 81" is the tie, not a count of 2
    raw = re.sub(_ONE_ROW.get(text.lang, r"(?!)"), "1 ", raw)
    raw = re.sub(r"(?i)\biki(?:si|miz)(?:nin)? de\b", "", raw) if text.lang == "tr" else raw
    if text.lang == "ja":  # s8: "横の列は健太が2つ": the rows are what the part is about, the player follows
        raw = re.sub(r"横(?:一|1)列(?=の|は|が|を)", "横列", raw)  # s19: "横一列の完成数": the word for a row, no count
        for term in sorted(text.terms("complete_row"), key=len, reverse=True):
            raw = raw.replace(term + "は", term + "、")
    if text.lang == "en":
        raw = re.sub(r"(?i)\bno (?=(?:complete|full|horizontal) (?:rows?|lines?)\b)", "0 ", raw)
    others = {w for w in re.findall(r"[\w']+", raw) if _NAME.fullmatch(w.split("'")[0])
              and fold(w, text.lang) not in _NOT_NAMES | set(words()["pronouns_i"][text.lang])}
    pronouns = "|".join(re.escape(w) for w in talk["pronoun_other"][text.lang])
    if len(others) == 1 and text.lang != "ja":
        raw = re.sub(rf"(?i)(?<!\w)(?:{pronouns})(?!\w)", others.pop(), raw)
    return Text(raw, text.lang)


_ONE_ROW = _PATTERNS["one_row"]


def _other_lines(text: Text) -> bool:
    """Columns or colours told beside the rows ("3 columns"): no tie-break counts them (列 of 横列 and 色 of 黄色
    aside)."""
    rows, names = text.find("complete_row"), text.named("colours")
    counted = [s for s in text.find("complete_column") if any(0 <= s.start - n.end <= 3 for n in text.numbers)
               or not re.search(r"\b(?:more|fewer|less)\s*$", text.norm[: s.start])]  # s21: "but more columns"
    return any(not any(r.start <= s.start < r.end for r in rows) for s in counted) or any(
        not any(c.start <= s.start < c.end for c in names) for s in text.find("complete_colour"))
