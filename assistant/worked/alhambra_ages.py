"""The players' ages told beside their starting money, for the last tie-break of the start player (the youngest):
"Ali 30 yaşında, Ayşe 25", "Iker tiene 30 años y Vera 19", "Zehra Ali'den küçük", "Vera is younger than Iker",
"由美のほうが私より年下". Only words and where they are: the start player is the engine's (money.start_player with
the ages)."""

from __future__ import annotations

import re

from assistant.worked.patterns import patterns
from assistant.worked.reading import Text, fold, words

_PATTERNS = patterns("alhambra_ages")

_AGE_WORD = _PATTERNS["age_word"]
# (younger, older) as the comparison tells them
_YOUNGER = {
    "en": [(r"(\w+) is younger than (\w+)", 1, 2), (r"(\w+) is older than (\w+)", 2, 1)],
    "tr": [
        (r"(\w+) (\w+?)'?(?:den|dan|ten|tan) (?:daha )?(?:kucuk|genc)", 1, 2),
        (r"(\w+) (\w+?)'?(?:den|dan|ten|tan) (?:daha )?(?:buyuk|yasli)", 2, 1),
    ],
    "es": [(r"(\w+) es m[a]s joven que (\w+)", 1, 2), (r"(\w+) es mayor que (\w+)", 2, 1)],
    "ja": [
        (r"([^\s、。,]+?)(?:のほう|の方)?が([^\s、。,]+?)より(?:年下|若い)", 1, 2),
        (r"([^\s、。,]+?)(?:のほう|の方)?が([^\s、。,]+?)より年上", 2, 1),
    ],
}


# one player told the younger of two, or the youngest ("Raúl es más joven", "Ali daha genç", "カイのほうが若い")
_ONE_YOUNGER = {
    "en": [(r"(\w+) (?:is|am|'s|'m) (?:the )?youngest\b", False),
           (r"(\w+) (?:is|am|'s|'m) (?:the )?younger\b(?! than)", True)],
    "tr": [(r"(\w+?)(?:'?(?:nin|in|un|nun))? (?:en (?:kucu[kg]|genc))", False),
           (r"(\w+) (?:daha )?(?:kucuk|genc)(?:tur|tür|dur|dür)?\b(?!\w)", True)],
    "es": [(r"(\w+) es (?:el |la )?(?:mas joven|menor) de (?:todos|todas|los|las)\b", False),
           (r"(\w+) es (?:el|la) (?:mas joven|menor)\b(?! que)", False),  # s8: "el mas joven", the youngest
           (r"(\w+) es (?:el |la )?(?:mas joven|menor)\b(?! que)", True)],
    "ja": [(r"([^\s、。,]+?)(?:のほう|の方)?が(?:一番|1番|最も)(?:年下|若い)", False),  # s16: 一番 is read 1番
           # s15: "一番年下はダイキ" (reading.digits writes 一番 as 1番): the youngest told after
           (r"(?:1番|一番|最も)(?:年下|若い)(?:の(?:人|子|プレイヤー))?(?:は|が)([^\s、。,]+?)(?:さん|くん|ちゃん)?(?:です|だ)?(?:[、。,]|$)",
            False),
           (r"([^\s、。,]+?)(?:のほう|の方)?が(?:年下|若い)", True)],
}


# s16: an age told in brackets after a name ("さくら(12歳)", "Mia (9 years)", "Ali (30 yaşında)")
_INLINE = re.compile(r"([^\s、。,()（）]+?)\s*[(（]\s*(\d{1,3})\s*(?:歳|才|years?(?: old)?|yrs|y/?o|años|anos|"
                     r"yaşında|yasinda|yaş|yas)\s*[)）]")


def split(text: Text) -> tuple[Text, list[str]]:
    """(the question without its sentences of ages, those sentences folded); an age in brackets after a name is
    taken out of its sentence as an age of its own."""
    inline = [Text(f"{re.sub(r'^(?:と|and|y|ve|ile)', '', m.group(1))} {m.group(2)}", text.lang).norm
              for m in _INLINE.finditer(text.raw)]  # "さくら(12歳)とケン(35歳)": ケン, not とケン
    if inline:
        rest, told = split(Text(_INLINE.sub(r"\1", text.raw), text.lang))
        return rest, told + inline
    parts = re.split(r"(?<=[.!?;。？！])\s*", text.raw)
    aged = [p for p in parts if re.search(_AGE_WORD[text.lang], Text(p, text.lang).norm)]  # s16: "Mia is nine"
    return Text(" ".join(p for p in parts if p not in aged), text.lang), [Text(p, text.lang).norm for p in aged]


def ages(sentences: list[str], names: list[str], lang: str) -> list[float | None]:
    """Each player's age as told (a number, or a rank from a comparison), None when not told."""
    keys = [fold(n, lang) if n != "\0me" else n for n in names]
    mine = {fold(w, lang) for w in words()["pronouns_i"][lang]}

    def index(word: str) -> int | None:
        word = fold(word, lang)
        hits = [i for i, k in enumerate(keys) if k == word or k == "\0me" and word in mine]
        return hits[0] if len(hits) == 1 else None

    out: list[float | None] = [None] * len(names)
    for s in sentences:
        for i, key in enumerate(keys):
            spell = [w for w in mine] if key == "\0me" else [key]
            for w in spell:
                m = re.search(rf"(?<!\w){re.escape(w)}\w*?\D{{0,14}}?(\d{{1,3}})(?![\d番])", s)  # 1番: a rank
                if m and not any(
                    re.search(rf"(?<!\w){re.escape(o)}(?!\w)", s[m.start() + len(w) : m.start(1)])
                    for o in keys
                    if o != key
                ):
                    out[i] = float(m.group(1))
        for pattern, of_two in _ONE_YOUNGER[lang]:  # "Raúl es más joven": the others are older
            for m in re.finditer(pattern, s):
                a = index(m.group(1))
                if a is not None and (len(names) == 2 or not of_two) and all(v is None for v in out):
                    out = [0.0 if i == a else 1.0 for i in range(len(names))]
        for pattern, young, old in _YOUNGER[lang]:
            for m in re.finditer(pattern, s):
                a, b = index(m.group(young)), index(m.group(old))
                if a is not None and b is not None and a != b and out[a] is None and out[b] is None:
                    out[a], out[b] = 0.0, 1.0
    return out
