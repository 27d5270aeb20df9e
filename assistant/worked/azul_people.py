"""How many play, told by naming them (session 8): "me, my brother, his wife and her dad", "mi hermana, su novio y
yo", "mis dos primos y mi tía", "ben, annem ve kardeşim", "私と妹と母": the speaker and the people beside them in one
list, each one person (or the count told with them: "mis 2 primos"). Used for the factory displays of a game.
"""

from __future__ import annotations

import re

from assistant.worked.reading import Text

_ME = {"en": {"me", "i", "myself"}, "tr": {"ben", "bende"}, "es": {"yo"}, "ja": {"私", "僕", "俺", "わたし", "自分"}}
_SEP = {"en": r",|\band\b|\bplus\b|-", "tr": r",|\bve\b|\bile\b", "es": r",|\by\b|\be\b", "ja": r"、|と|,"}
# a person told by a word of kinship or company with its possessive ("my brother", "su novio", "annem")
_PERSON = {"en": r"^(?:my|his|her|their|our) (?:\w+ ){0,1}\w+$|^(?:my|his|her|their|our) (\d+) \w+$",
           "tr": r"^(?:benim )?\w+(?:im|um|üm|ım|m)$|^(?:benim )?(\d+) \w+(?:im|um|ım|m)$",
           "es": r"^(?:mi|su|tu|nuestra|nuestro) \w+$|^(?:mis|sus|tus|nuestros|nuestras) (\d+) \w+$",
           "ja": r"^(?:妹|弟|姉|兄|母|父|夫|妻|彼氏|彼女|友達|友人|息子|娘|祖母|祖父|いとこ|家族)$"}
# the words before the list in the part that opens it ("esta noche jugamos mi hermana": "mi hermana")
_OPEN = {"en": r"(\b(?:my|his|her|their|our) .*)$", "tr": r"(\w+)$", "es": r"(\b(?:mi|mis|su|sus|tu|tus) .*)$",
         "ja": r"([^\s、。]{1,3})$"}


# words around a person that tell no one ("mi pareja y yo solos", "me and my wife tonight")
_AROUND = {"en": r"\b(?:alone|tonight|today|only|just|too)\b", "es": r"\b(?:solos|solas|solo|hoy|esta noche|tambien)\b",
           "tr": r"\b(?:birlikte|beraber|bu aksam|bugun|sadece)\b|\s\w*(?:yoruz|acagiz|ecegiz)$",
           "ja": r"(?:で|の\d人).*$|だけ$"}


def _one(item: str, lang: str) -> int | None:
    """How many people one item of the list tells (1, or the count told with them), or None when no person."""
    item = re.sub(_AROUND[lang], "", item.strip(" .:;!?。")).strip()
    if item in _ME[lang]:
        return 1
    m = re.match(_PERSON[lang], item)
    if not m:
        return None
    told = [g for g in m.groups() if g]
    return int(told[0]) if told else 1


def listed(text: Text) -> tuple[int, list[int]] | None:
    """(how many play, the numbers read as people beside the speaker) when one list names the speaker and the
    others, or None."""
    lang = text.lang
    for sentence in re.split(r"[.!?;:。！？]", text.norm):
        items = [i for i in re.split(_SEP[lang], sentence)]
        at = [k for k, i in enumerate(items) if re.sub(_AROUND[lang], "", i.strip(" .")).strip() in _ME[lang]]
        if len(at) != 1:
            continue
        lo = hi = at[0]
        counts = [1]
        while hi + 1 < len(items) and _one(items[hi + 1], lang) is not None:
            hi += 1
            counts.append(_one(items[hi], lang) or 0)
        while lo > 0 and _one(items[lo - 1], lang) is not None:
            lo -= 1
            counts.append(_one(items[lo], lang) or 0)
        if lo > 0:  # the part opening the list: its last words may be a person ("jugamos mi hermana")
            m = re.search(_OPEN[lang], items[lo - 1].strip())
            one = _one(m.group(1), lang) if m else None
            if one is not None:
                counts.append(one)
        if len(counts) > 1:
            return sum(counts), [c for c in counts if c > 1]
    return None
