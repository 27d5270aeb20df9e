"""How many players a question names, to keep back a verdict that left one out.

Why: a reader that misses a player ("Sam has 3 and so do I, Jo has 1", "Ece has two, and I've got the same as
Ece", a count told as a word it does not read) still reads a clean list of counts for the others, and the
engine then scores the wrong table: a confident wrong verdict. Counting the names apart from the reader catches
it: a verdict with one value a player cannot be right when the question names more players than it has values.
Over-inclusive on purpose (a word taken for a name only ever keeps a verdict back). Japanese names are not
capitalised and are left to the readers (players.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

from assistant.paths import DATA, LANGS, load_yaml
from assistant.worked import tr_names
from assistant.worked.players import _NAME, _NOT_NAMES, _NOT_NAMES_OF, term_words
from assistant.worked.reading import GROUPS, fold, words

_OPENS = ".!?:¿¡;"  # after one of these a capitalised word opens a sentence


@lru_cache(maxsize=1)
def _data() -> dict:
    return load_yaml(DATA / "worked" / "mentions.yaml")


@lru_cache(maxsize=len(LANGS))
def _speaker(lang: str) -> re.Pattern:
    said = [*words()["pronouns_i"][lang], *words()["terms"]["I"][lang], *_data()["speaker"].get(lang, [])]
    alts = "|".join(re.escape(fold(w, lang)) for w in sorted(set(said), key=len, reverse=True))
    return re.compile(rf"(?<![\w'])(?:{alts})(?![\w'])")


@lru_cache(maxsize=len(LANGS))
def _follower(lang: str) -> re.Pattern:
    after = "|".join(re.escape(w) for w in _data()["name_followers"].get(lang, []))
    return re.compile(rf"(?:['’]|\s*,|\s*\d|\s+(?:{after})\b)" if after else r"(?:['’]|\s*,|\s*\d)")


@lru_cache(maxsize=len(LANGS))
def _not_names(lang: str) -> frozenset[str]:
    """Words that are no player's name: the language's terms, and the games' things in any language ("Seraglio'da")."""
    things = {fold(w, lang) for group in GROUPS for by in words()[group].values() for g in LANGS if g != "ja"
              for t in by.get(g, []) for w in str(t).split()}
    return frozenset(_NOT_NAMES | _NOT_NAMES_OF.get(lang, set()) | things | term_words(lang))


def speaker_named(question: str, at: int, lang: str) -> bool:
    """The name at `at` is the speaker's own, in brackets after the word for "I" ("I (Sam) have 2", "me (Sam) and
    Priya both on 58")."""
    before = question[:at].rstrip()
    return before.endswith("(") and bool(re.search(rf"(?:{_speaker(lang).pattern})\s*$", fold(before[:-1], lang)))


def named(question: str, lang: str) -> int | None:
    """The players the question names (the speaker and Dirk included), or None in Japanese."""
    if lang == "ja":
        return None
    names = set()
    for m in _NAME.finditer(question):
        base = fold(re.split(r"['’]", m.group(0))[0], lang)
        if base in _not_names(lang) or base == "dirk":
            continue
        before = question[:m.start()].rstrip()
        if speaker_named(question, m.start(), lang):
            continue  # s15: "I (Sam) have 2": the speaker's own name, no other player
        if (not before or before[-1] in _OPENS) and not _follower(lang).match(question, m.end()):
            continue  # a sentence's first word is a name only in a list or before a count
        names.add(base)
    if lang == "tr":  # s11: "Selinde", "Dirkte" beside "Selin", "Dirk": one player each (tr_names.py)
        names = {n for n in names if tr_names.bare(n, names - {n}) is None and tr_names.bare(n, set()) != "dirk"}
    folded = fold(question, lang)
    return len(names) + bool(_speaker(lang).search(folded)) + ("dirk" in folded)


def listed(question: str, lang: str) -> int:
    """s11: the entries of a list told after a colon ("bahçe: ayşe 3, ben 3, mehmet birkaç", "kule: Ali bilmiyorum,
    ben 2, Veli 1"), each a player, with its count or not: a short entry without a number is a player whose count
    was not read (lower-case names, words of "none" or "I don't know" that no reader takes). 0 when no such list
    (an entry of more than three words is no list's)."""
    if lang == "ja":
        return 0
    m = re.search(r":([^.?!:]*)", fold(question, lang))
    if not m:
        return 0
    joins = {"tr": r"\bve\b", "en": r"\band\b", "es": r"\b[ye]\b"}[lang]
    parts = [p.strip() for p in re.split(rf",|;|{joins}", m.group(1)) if p.strip()]
    if any(len(p.split()) > 3 for p in parts):
        return 0  # "I have 2 in my alhambra and 2 more on my reserve": one player's telling, no list of entries
    counted = [p for p in parts if re.search(r"\d", p)]
    games = [w for w in _not_names(lang) if len(w) >= 3]  # "points?", "puanlar ne": the question, no entry
    named_only = [p for p in parts if p not in counted and not any(p.split()[0].startswith(w) for w in games)]
    return len(counted) + len(named_only) if len(counted) >= 2 else 0


def one_left_out(question: str, lang: str, answer: object, players_read: int | None = None) -> bool:
    """A verdict of one value a player (a list), or of one player's share of `players_read` players, for fewer
    players than the question names."""
    read = len(answer) if isinstance(answer, list) else players_read
    if not read:
        return False
    told = max(named(question, lang) or 0, listed(question, lang))
    return told > read
