"""Session 11: a Turkish player's name with its case ending glued on, no apostrophe ("Ahmetin 3 tam satırı var",
"Dirkte 2, Selinde 2", "Burcunun 1"), is the same player as the bare name told elsewhere in the question ("Ahmet
ile Burcu 58'de berabere"). Players type Turkish on phones without the apostrophe a name's ending takes in print
("Ahmet'in", "Selin'de"), so the readers saw "Ahmetin" and "Ahmet" as two players.

An ending is taken off only when the bare name itself is named in the question (or is Dirk): "Seda" and "Hande"
end like a locative ("Se-da", "Han-de") and stay as they are when no "Se" or "Han" is named. Nothing here knows
a rule: only names and their endings.
"""

from __future__ import annotations

import re

from assistant.worked.reading import fold, words

# the case endings a name takes (folded: ü as u, ı as i): genitive, locative, dative, accusative, ablative,
# instrumental, "with" (Dirkli), and "the one of / at" (Ahmetinki, Selindeki)
ENDING = re.compile(r"(?:n?in|n?un|n?de|n?da|te|ta|y?e|y?a|y?i|y?u|n?den|n?dan|ten|tan|y?le|y?la|li|lu|le"
                    r"|n?inki|n?unki|deki|daki|teki|taki)")


def bare(name: str, named: set[str]) -> str | None:
    """The folded bare name `name` (folded) is with an ending, when that bare name is in `named` (folded) or is
    Dirk; else None."""
    for cut in range(len(name) - 1, 1, -1):
        stem, end = name[:cut], name[cut:]
        if (stem in named or stem == "dirk") and ENDING.fullmatch(end):
            return stem
    return None


def merged(names: list[str], raw: str) -> list[str]:
    """`names` (as written) with each glued form replaced by the bare name as written in `raw` ("Ahmetin" ->
    "Ahmet" when "Ahmet" stands in the question); names without a bare form elsewhere stay."""
    written: dict[str, str] = {}
    for w in re.findall(r"[\w']+", raw):
        head = w.split("'")[0]
        if head[:1].isupper():
            written.setdefault(fold(head, "tr"), head)
    out = []
    for name in names:
        stem = bare(fold(name, "tr"), set(written) - {fold(name, "tr")}) if name[:1] != "\0" else None
        out.append(written.get(stem, "Dirk") if stem else located(name))
    return out


_FRONT, _BACK, _HARD = "eiöü", "aıou", "fstkçşhp"


def located(name: str) -> str:
    """A capitalised name as written with the locative glued on, "Zeynepte", "Selinde", "Canda", "Burakta" (X has
    N), as the bare name; only when the ending is the one Turkish gives that stem (its last vowel's harmony, -te
    after a hard consonant) and the stem keeps 3 letters: "Hande" (Han + de: harmony says -da), "Seda", "Eda"
    stay. The genitive is never taken off alone: "Hakanın" and "Ayşenin" end alike once typed without letters
    ("hakanin": Hakan + ın; "aysenin": Ayşe + nin), and "Selin", "Metin" are names; it goes only beside the bare name
    (merged)."""
    if not name[:1].isupper() or len(name) < 5 or name[-2:].lower() not in ("de", "da", "te", "ta"):
        return name
    stem, end = name[:-2], name[-2:].lower()
    vowels = [c for c in stem.lower() if c in _FRONT + _BACK]
    if not vowels or (vowels[-1] in _FRONT) != (end[1] == "e"):
        return name
    if (stem[-1].lower() in _HARD) != (end[0] == "t") or stem[-1].lower() in _FRONT + _BACK and end[0] == "t":
        return name
    return stem


def unsure(name: str, norm: str) -> bool:
    """A name that may be written with its genitive, no bare form read ("Selinin 10 sarısı var": Selin, or a player
    called Selinin?): a name ending in -in/-un right before a count and a thing told as someone's ("sarısı",
    "kulesi", "satırı"). A reader answering with a name says nothing then (tr_names.located never takes it off)."""
    low = fold(name, "tr")
    if len(low) < 5 or not re.search(r"[iu]n$", low):
        return False
    m = re.search(rf"(?<!\w){re.escape(low)}\s+\d+\s+(\w+)", norm)
    colours = {fold(w, "tr") for group in ("colours", "currencies") for by in words()[group].values()
               for w in by.get("tr", [])}  # "Selin 10 sarı": the colour as typed, no possessive
    return bool(m and re.search(r"(?:s[iu]|[^aeiou\s][iu]|leri|lari)$", m.group(1)) and m.group(1) not in colours)
