"""The players of a worked majority named as the question names them ("Sam 2, Priya 2, me 1": Sam, Priya and
you), so that the verdict reads in the table's words; "player 1", "player 2" only when the names cannot be read
one for each count, in order (a count spread by "both", Dirk among them, a part that names nobody)."""

from __future__ import annotations

import re

from assistant.worked.patterns import patterns
from assistant.worked.players import _JA_NAME, ME_WORD, me_as_told, not_names, people
from assistant.worked.reading import Span, Text, fold, words
from assistant.worked.say import join, say

_PATTERNS = patterns("majority_names")


def names(text: Text, told: list[Span[int]], values: list[int], dirk_index: int | None) -> list[str] | None:
    """One name per count (ME_WORD for the speaker), when the question's parts name one player each, in the
    order of the counts read, each part holding its player's count."""
    if dirk_index is not None:
        return None
    if len(told) != len(values):
        return by_counts(text, list({c.start: c for c in told}.values()), values)
    found = people(text)
    if not found or len(found) != len(values) or any(
            value not in [n.value for n in part.numbers] for value, (_, part) in zip(values, found, strict=True)):
        return by_counts(text, told, values)
    return [name for name, _ in found]


# what parts one player's count from the next: a stop, a comma, a colon (not "and", which lists players of one count)
_CLAUSE = re.compile(r"[,;:.!?、。]")


def by_counts(text: Text, told: list[Span[int]], values: list[int]) -> list[str] | None:
    """s15: the names told right before each count, in its clause ("round 2 towers: me and Ken 3 each, Yumi 1",
    "塔は私とケンが3枚ずつ、ユミが1枚"): one per player when a count is spread over the players listed before it; None
    unless every player read gets exactly one name, each named once."""
    out: list[tuple[str, int]] = []
    end = 0
    for c in told:
        window = text.norm[end : c.start]
        cut = max((m.end() for m in _CLAUSE.finditer(window)), default=0)
        found = _names_in(text, end + cut, c.start)
        found = [n for i, n in enumerate(found) if not (n == ME_WORD and found[i - 1 : i] == [ME_WORD])]  # "yo tengo"
        out += [(name, c.value) for name in found]
        end = c.end
    named = [n for n, _ in out]
    if [v for _, v in out] != values or len(set(named)) != len(named):
        return None
    return named


def _names_in(text: Text, start: int, end: int) -> list[str]:
    """The players named between two places of the folded question, in order, as the question spells them."""
    window = text.norm[start:end]
    pronouns = {fold(p, text.lang) for p in words()["pronouns_i"].get(text.lang, [])}
    if text.lang == "ja":
        found = [m.group(1) for m in re.finditer(r"(?:^|(?<=[はとがも、\s]))" + _JA_NAME.pattern.replace(
            r"(?=\s*(?:は|が|の|も)|:|\s*\d)", r"(?=\s*(?:は|が|と|も)|\s*\d)"), window)]
        return [ME_WORD if f in pronouns else f for f in found if f in pronouns or f not in not_names("ja")]
    out = []
    stop = not_names(text.lang)
    for m in re.finditer(r"[\w']+", window):
        word = _bare(m.group(0), text.lang)
        if word in pronouns or re.match(_PATTERNS["speaker_possessive"][text.lang], m.group(0)):
            out.append(ME_WORD)
        elif word not in stop and (raw := _as_written(text.raw, word, text.lang)) is not None:
            out.append(raw)
    return out


def _bare(word: str, lang: str) -> str:
    """A name without what follows its apostrophe when that is a suffix ("Deniz'de", "Ana's"); a name that holds one
    stays whole ("O'Brien")."""
    return word.split("'")[0] if lang == "tr" or re.search(r"'s?$", word) else word


def _as_written(raw: str, folded: str, lang: str) -> str | None:
    """The word of the question that folds to `folded`, when it is written capitalised (a name), else None."""
    for m in re.finditer(r"[\w']+", raw):
        word = _bare(m.group(0), lang)
        if word[:1].isupper() and fold(word, lang) == folded:
            return word
    return None


def phrases(text: Text, told: list[Span[int]], values: list[int], shares: list[int], labels: list[str],
            dirk_index: int | None, lang: str) -> tuple[list[str], list[str]]:
    """Each player's count and share in words: by name when the question names them, else by the labels."""
    who = names(text, told, values, dirk_index) or labels
    counts = [say("majority.count_you", lang, count=v) if n == ME_WORD else say("majority.count", lang, name=n, count=v)
              for n, v in zip(who, values, strict=True)]
    got = [say("majority.share_you", lang, points=p) if n == ME_WORD else say("majority.share", lang, name=n, points=p)
           for n, p in zip(who, shares, strict=True)]
    return counts, got


def asked_player(text: Text, told: list[Span[int]], values: list[int], dirk_index: int | None) -> int | None:
    """s15: the one player whose points the asking part names ("how many points does Yumi get?", "Dirk kaç puan
    alıyor?", "Dirkは何点?") after the last number, by their place among the counts; None when it names none or
    several ("cuanto Raul, yo y Eva?")."""
    if not text.numbers:
        return None
    # the last sentence after the last number ("..., Zoe none. points?"): no count; the players listed in it
    # ("¿cuántos puntos nos tocan? (Lucía, yo, Pablo)", "sırayla Burak, Selin, ben") are several, no one asked
    asked = _asking_part(text)
    part = Text(asked, text.lang)
    mine = _names_in(part, 0, len(asked)).count(ME_WORD)
    if dirk_index is not None:  # Dirk alone, not "Dirk dahil", "puntos de Dirk, Elena y mios", "ディルク、私、マイ"
        listed = re.search(r"[,、・]|\b(?:and|y|e|ve|ile)\b|と", asked)
        alone = not mine and not listed and not part.has("all_shares") and not _names_in(part, 0, len(asked))
        if part.has("dirk"):
            return dirk_index if alone else None
        return _beside_dirk(text, told, asked, dirk_index) if len(told) == len(values) and not mine else None
    who = names(text, told, values, None) or []
    hits = [i for i, name in enumerate(who) if name != ME_WORD and _named_in(asked, fold(name, text.lang), text.lang)]
    return hits[0] if len(hits) == 1 and not mine else None


def others_asked(text: Text, told: list[Span[int]], values: list[int]) -> bool:
    """s22: the asking part names another player beside the speaker ("Ben kaç alırım, Tolga kaç alır?"): every
    share is asked, not the speaker's alone."""
    asked = _asking_part(text)
    who = names(text, told, values, None) or []
    return any(name != ME_WORD and _named_in(asked, fold(name, text.lang), text.lang) for name in who)


def _asking_part(text: Text) -> str:
    """The last sentence after the last number ("..., Zoe none. points?"): what the question asks."""
    if not text.numbers:
        return ""
    rest = [p for p in re.split(r"[.!?。？！]", text.norm[text.numbers[-1].end :]) if p.strip(" ,;:、()（）")]
    return rest[-1] if rest else ""


def without_dirk(text: Text, dirk_index: int | None) -> bool:
    """s21: the asking part lists the players but not Dirk ("自分とリョウは何点ずつ?", "how many do me and leo
    get?"): their points, Dirk's left out."""
    if dirk_index is None or not text.numbers:
        return False
    part = Text(_asking_part(text), text.lang)
    listed = re.search(r"[,、・]|\b(?:and|y|e|ve|ile)\b|と", part.norm)
    named = _names_in(part, 0, len(part.norm))  # "自分とリョウは何点ずつ": each of those listed
    return bool(listed) and not part.has("dirk") and bool(named) and (len(named) > 1 or not part.has("all_shares"))


def winner_asked(text: Text, told: list[Span[int]], values: list[int], shares: list[int],
                 dirk_index: int | None) -> tuple[bool, str | None]:
    """s21: (whether the question asks who scores, the one player who does as the question writes them): "Kule
    puanını kim alıyor, ben mi Can mı?", "who gets the tower points?". None when several score, nobody does, or the
    players are not named: no verdict then. Not "who gets what" (every player's points)."""
    asked = Text(_asking_part(text), text.lang)  # "Hannah, who sits on my left, ...": no one asked
    if not asked.has("who") or asked.has("how_many") or re.search(_PATTERNS["who_what"][text.lang], asked.norm):
        return False, None
    scorers = [i for i, p in enumerate(shares) if p > 0]
    who = names(text, told, values, dirk_index)
    if len(scorers) != 1 or who is None:
        return True, None
    return True, me_as_told(text) if who[scorers[0]] == ME_WORD else who[scorers[0]]


def _beside_dirk(text: Text, told: list[Span[int]], asked: str, dirk_index: int) -> int | None:
    """s16: the one player asked beside Dirk ("Dirk tiene 4 jardines, yo 3 y Nico 1. ¿Cuánto saca Nico?", "塔はダーク
    2枚、さくら2枚、自分1枚。さくらには何点入る?"): the count whose clause names the player the asking part names."""
    hits, end = [], 0
    for i, c in enumerate(told):
        piece = re.split(r"[,;:、。.]", text.norm[end:c.start])[-1]
        end = c.end
        if i == dirk_index:
            continue
        said = [re.sub(r"(?:さん|くん|ちゃん)?(?:は|が|の|も)?$", "", piece.strip())] if text.lang == "ja" else [
            w for w in re.findall(r"\w+", piece) if w not in not_names(text.lang)]
        if any(len(n) > 1 and _named_in(asked, n, text.lang) for n in said):
            hits.append(i)
    return hits[0] if len(hits) == 1 else None


def _named_in(part: str, name: str, lang: str) -> bool:
    """The name stands in the part as a word (in Japanese, anywhere: names end in particles there)."""
    return name in part if lang == "ja" else bool(re.search(rf"(?<!\w){re.escape(name)}(?!\w)", part))


def group_text(s: dict, rnd: int, lang: str) -> str:
    """One group of equal counts in words: its place and points, or the tie's pot and shares."""
    n = len(s["tied_with"]) + 1
    if n == 1:
        out = say("majority.alone", lang, count=s["count"], place=s["place"], points=s["points"])
    else:
        exact = f"{s['pot'] / n:.2f}".rstrip("0").rstrip(".").replace(".", say("decimal_mark", lang))
        out = say("majority.tie_rounded" if s["rounded_down"] else "majority.tie", lang, n=n,
                  count=s["count"], places="–".join(map(str, (s["places"][0], s["places"][-1]))),
                  parts=" + ".join(map(str, s["parts"])), points=s["points"], exact=exact)
    if s["unpaid"]:
        out += say("majority.unpaid", lang, round=rnd, unpaid=join(s["unpaid"], lang))
    return out
