"""The one player an Azul question is told of (moved out of azul_round_slots.py in session 14, and read in Turkish
and Spanish too): "Tom had 14 ... he took the marker ... Tom's score?", "Ayşe ortadan ilk aldı ... Ayşe kaç puan
kaybeder?", "Marta fue la primera en tomar del centro ... ¿cuánto pierde?": a question told of one named player
only, with no word of the speaker's, is said as the speaker's own, so that the floor's readers do not take the
marker for somebody else's."""

from __future__ import annotations

import re

from assistant.worked import azul_floor_list, azul_gain
from assistant.worked.players import names_another
from assistant.worked.reading import Text, fold

JA_NAME = r"(?:^|[、。\s])([\u4e00-\u9fff]{1,4}|[\u30a1-\u30fa\u30fc]{2,8})(?:さん|くん|ちゃん)?[はが]"
# the speaker's own words: a pronoun, a possessive, in Turkish and Spanish a verb in the first person ("kaybederim",
# "aldım", "pierdo"): with one of them, a player named is somebody else
_MINE = {"en": r"\b(?:i|i'm|im|me|my|mine)\b",
         "tr": r"\b(?:ben|benim|bende|bana|puanim|zeminim\w*)\b"
               r"|\w+(?:d[iu]m|t[iu]m|r[iu]m|yorum|[cg]e[gk]im|[cg]a[gk]im)\b",
         # not "sumo", "gano", "tomo": typed without the accent they are "sumó", "ganó", "tomó" (he, she)
         "es": r"\b(?:yo|mi|me|tengo|llevo|pierdo|cojo|cogi|pongo|puse|saque|tome|perdere|perderia|tuve|hice|"
               r"coloque|meto|agarre|robe|fui|soy|estoy)\b",
         "ja": r"私|僕|俺|自分"}

# the speaker's own words that stand for the one player named, per language: (the name's endings, the word)
_SAID = {"en": ((r"'s\b", "my"), (r"\b", "I")),
         "tr": ((r"'?(?:n[iı]n|[iıuü]n)\b", "benim"), (r"'?y?[ea]\b", "bana"), (r"'?(?:d[ea])\b", "bende"),
                (r"\b", "ben")),
         "es": ((r"\b", "yo"),)}
_PRONOUNS = {"en": ((r"he|she", "I"), (r"his|her", "my"), (r"him", "me"))}


def as_speaker(text: Text, asked: bool = False) -> Text:
    """A question told of one named player only, by name and pronouns ("Tom had 14 ... He took the first player
    token ... his floor ... What's Tom's score?", "Ayşe ortadan ilk aldı ... Ayşe kaç puan kaybeder?"), said as
    the speaker's own; any other question as it is. `asked`: only when the name is told again where the
    question asks ("Ayşe ... Ayşe kaç puan kaybeder?"; "¿Ana tiene ...? cuánto pierde" may ask of the listener)."""
    if text.lang not in _SAID or re.search(_MINE[text.lang], text.norm) or named_another(text):
        return text
    told = names(text)
    if len(told) != 1:
        return text
    name, raw = re.escape(next(iter(told))), text.raw
    if asked and len(re.findall(rf"\b{name}", raw)) < 2:
        return text  # "Ana: the marker and 1 tile on the floor. points lost?": whose points is not told
    for ending, mine in _SAID[text.lang]:
        raw = re.sub(rf"\b{name}{ending}", mine, raw)
    for said, mine in _PRONOUNS.get(text.lang, ()):
        raw = re.sub(rf"\b(?:{said})\b", mine, raw, flags=re.IGNORECASE)
    return Text(raw, text.lang)


def names(text: Text) -> set[str]:
    """The capitalised words of the question that name a player (not a word opening a sentence); s21: in English,
    a word typed lower-case that opens the question before a verb, told again by "she" or "he" ("sofia only has 3
    pts and she has 5 tiles on the floor")."""
    openers = {fold(w, text.lang) for w in azul_gain._PATTERNS["openers"][text.lang]}
    found = {w for w in re.findall(r"(?<!\w)[A-ZÇĞİÖŞÜÁÉÍÓÚÑ][^\W\d_']+", text.raw) if fold(w, text.lang) not in openers
             and names_another(w, text.lang)}
    lower = re.match(r"\s*([a-z]{3,})(?=\s+(?:only\s+|just\s+)?(?:has|had|is|was|got|took|scored)\b)", text.raw)
    if not found and lower and re.search(r"\b(?:she|he)\b", text.norm) and names_another(
            lower.group(1).capitalize(), text.lang):
        found = {lower.group(1)}
    return found


def named_another(text: Text) -> bool:
    """Another player told beside the speaker; a single player named (and their pronouns: "Tom had 14 ... his
    wall tiles gave him 6 ... Tom's score?"), with no word of the speaker's, is the one asked of."""
    openers = {fold(w, text.lang) for w in azul_gain._PATTERNS["openers"][text.lang]}
    named = []
    for part in re.split(r"[,;.!?、。:]", text.raw):
        part = azul_floor_list.opening_lowered(part, text.lang)
        first = re.match(r"\s*([^\W\d_]+)", part)
        if first and fold(first.group(1), text.lang) in openers:
            part = part[: first.start(1)] + first.group(1).lower() + part[first.end(1):]
        if names_another(part, text.lang):
            named.append(part)
    if not named:
        return False
    if text.lang == "ja":  # 健太は8点 ... 健太は何点になる: one name opening its parts, the speaker never told
        ja_names = {m.group(1) for p in named for m in re.finditer(JA_NAME, p)}
        return len(ja_names) != 1 or bool(re.search(_MINE["ja"], text.norm))
    told = {w for p in named for w in re.findall(r"(?<!\w)[A-ZÇĞİÖŞÜÁÉÍÓÚÑ][^\W\d_]+", p)}
    mine = re.search(_MINE[text.lang], text.norm)
    return len(told) != 1 or bool(mine)


