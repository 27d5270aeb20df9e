"""Word salad: a string of words that asks nothing ("fountain purple tuesday banana wall", "tile tile blue
money round round"), refused rather than answered by whichever rule shares the most words.

Why a shape and not a list: a keyword query ("floor penalties", "tower points round 2") is how players search,
so game words alone are never nonsense. What a player's query never has is all three at once: no function
word or question mark (nothing is asked), several words (four or more), and either words that appear nowhere
in the rules or the lexicon in any language (tuesday, banana) or the same word over and over.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import lru_cache

from assistant.paths import LANGS
from assistant.rules.scope import known_words, rule_texts
from assistant.rules.text import JA_PARTICLES, STOP_WORDS, normalise

MIN_WORDS = 4  # "floor penalties", "azul end bonus": short keyword queries are always read
MIN_UNKNOWN = 2  # one unknown word is a name or a typo; two in a question-less string is salad
_WORD = re.compile(r"[^\W_]+")
_ASKS = re.compile(r"[?？]")
# Turkish asks with a word whose stem is a question word ("kaçar", "hangileri", "nerede", "neden").
_TR_ASKS = re.compile(r"^(?:(?:kac|hangi|nere|nasil|kim)\w*|neden|niye|ne|neler|neyi|neye)$")
# Japanese endings that ask or say something (a sentence, not a list of nouns).
_JA_SENTENCE = re.compile(r"(?:か|かな|の|ます|です|ない|たい|る|た|て|い)[。！!]?$")


@lru_cache(maxsize=1)
def _japanese_text() -> str:
    """Every Japanese text of the rules and the lexicon, for 'does this word occur anywhere'."""
    return normalise("\n".join(rule_texts("ja")), "ja")


def warm() -> None:
    """Read every word list now (about a quarter of a second), so that no player's first question waits."""
    for lang in LANGS:
        known_words(lang)
    _japanese_text()


def _known(word: str, lang: str) -> bool:
    if word.isdigit():
        return True
    if lang == "ja":
        return word in _japanese_text()
    known = known_words(lang)
    if lang == "tr":  # a suffixed form of a known word ("azulda", "kulesi"): some prefix of it is known
        return word in known or any(word[:k] in known for k in range(len(word) - 1, 3, -1))
    return word in known


def _words(question: str, lang: str) -> list[str] | None:
    """The question's words, or None when it has the shape of a sentence (it asks or says something)."""
    text = normalise(question, lang).strip()
    if _ASKS.search(text):
        return None
    if lang == "ja":
        chunks = text.split()
        if any(c in JA_PARTICLES or _JA_SENTENCE.search(c) for c in chunks):
            return None
        return chunks
    words = _WORD.findall(text)
    if any(w in STOP_WORDS.get(lang, ()) or (lang == "tr" and _TR_ASKS.match(w)) for w in words):
        return None
    return words


def word_salad(question: str, lang: str) -> bool:
    """True when the question is a list of words that asks nothing and cannot be a keyword search."""
    words = _words(unicodedata.normalize("NFKC", question), lang)
    if not words or len(words) < MIN_WORDS:
        return False
    unknown = sum(not _known(w, lang) for w in words)
    repeated = any(n >= 2 for w, n in Counter(w for w in words if not w.isdigit()).items())
    return unknown >= MIN_UNKNOWN or repeated
