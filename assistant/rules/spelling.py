"""Questions as players type them, read as the rules write them: one place for the forms that no folding of
accents can meet (text.normalise already folds ç ğ ı ö ş ü and Spanish accents, on both sides).

  - a one-letter slip in a Latin-script word ("piont", "bulding", "chnage"): a word of five letters or
    more that no rule text or lexicon term of any language uses is replaced by the one concept word of the
    question's language it is one slip from (two letters swapped, a letter missing inside it);
  - Japanese typed in hiragana where the rules write kanji or katakana (ゆか, ふんすい, おかね; 4まい):
    data/lexicon/spellings.yaml.
Only the question is rewritten, never the rules: the index stays as built.
"""

from __future__ import annotations

import re
from functools import lru_cache

from assistant.rules.concepts import LEXICON_DIR, lexicon, load_yaml
from assistant.rules.scope import known_words
from assistant.rules.text import STOP_WORDS, normalise

MIN_LEN = 5  # a word of four letters has too many neighbours: "math" is no slip of "match", nor "fist" of "first"
MISSING_MIN_LEN = 6  # a letter missing from a five-letter word is too often another word: "banco" and "blanco"
TR_STEM = 4  # a Turkish word is often a known stem with endings ("kartlarindan"): known when such a prefix is
_LATIN_WORD = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=1)
def _japanese() -> tuple[tuple[re.Pattern, str], ...]:
    table = (load_yaml(LEXICON_DIR / "spellings.yaml") or {}).get("ja") or {}
    out = []
    for typed, written in sorted(table.items(), key=lambda kv: -len(kv[0])):
        regex = typed.startswith("re:")
        pattern = re.compile(typed[3:] if regex else re.escape(typed))
        out.append((pattern, written if regex else written.replace("\\", r"\\")))
    return tuple(out)


@lru_cache(maxsize=4)
def _vocabulary(lang: str) -> frozenset[str]:
    """The words of the language's concept terms (concepts.yaml), stems without their *: what a rule question is
    about. Not every word of the rule texts: "hora" is no slip of "ahora", nor "word" of "words"."""
    out: set[str] = set()
    for concept in lexicon().values():
        for term in concept.terms.get(lang, ()):
            if not term.startswith("re:"):
                out.update(w for w in _LATIN_WORD.findall(normalise(term.replace("*", ""), lang)) if len(w) >= MIN_LEN)
    return frozenset(out)


@lru_cache(maxsize=4)
def _deletions(lang: str) -> dict[str, tuple[str, ...]]:
    """Each vocabulary word with one letter deleted inside it (not its first or last), mapped to the words it
    comes from: a typed word missing that letter is one of these forms."""
    out: dict[str, set[str]] = {}
    for w in _vocabulary(lang):
        for i in range(1, len(w) - 1):
            out.setdefault(w[:i] + w[i + 1:], set()).add(w)
    return {k: tuple(sorted(v)) for k, v in out.items()}


def _swapped(word: str) -> list[str]:
    return [word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1) if word[i] != word[i + 1]]


def _known(word: str, lang: str) -> bool:
    known = known_words(lang)
    return word in known or (lang == "tr" and any(word[:k] in known for k in range(len(word) - 1, TR_STEM - 1, -1)))


def correction(word: str, lang: str) -> str | None:
    """The concept word a typed word is one slip from (two letters swapped, a letter missing inside it), or None:
    known already, too short, no such word, or two. A wrong or extra letter is no slip here: "sueldo" (wage) is a
    word of its own, not "suelo" typed badly, and no list of every word of four languages is at hand."""
    if len(word) < MIN_LEN or word in STOP_WORDS.get(lang, ()) or _known(word, lang):
        return None
    vocabulary = _vocabulary(lang)
    candidates = {w for w in _swapped(word) if w in vocabulary}
    if len(word) >= MISSING_MIN_LEN:
        candidates |= set(_deletions(lang).get(word, ()))
    return next(iter(candidates)) if len(candidates) == 1 else None


# A letter as typed with or without its accent or Turkish form: "siram" meets "sıram", "cuando" meets "cuándo".
_VARIANTS = {"a": "aáà", "e": "eéè", "i": "iíıİ", "o": "oóö", "u": "uúü", "n": "nñ", "c": "cç", "g": "gğ", "s": "sş"}


def _loose(phrase: str) -> str:
    return "".join(f"[{_VARIANTS[c]}]" if c in _VARIANTS else re.escape(c) for c in phrase.lower())


@lru_cache(maxsize=4)
def _phrases(lang: str) -> tuple[tuple[re.Pattern, str], ...]:
    """How players say a rule's words in a Latin-script language (spellings.yaml `phrases`): "cuando me toca"
    is "en mi turno", "my go" is "my turn"; whole words, any case, accents or none."""
    table = ((load_yaml(LEXICON_DIR / "spellings.yaml") or {}).get("phrases") or {}).get(lang) or {}
    return tuple((re.compile(rf"(?<!\w){_loose(typed)}(?!\w)", re.IGNORECASE), written.replace("\\", r"\\"))
                 for typed, written in sorted(table.items(), key=lambda kv: -len(kv[0])))


def corrected(question: str, lang: str) -> str:
    """The question with its slips, players' phrasings and unconverted spellings replaced (see module doc); else
    unchanged."""
    if lang == "ja":
        for pattern, written in _japanese():
            question = pattern.sub(written, question)
        return question
    for pattern, written in _phrases(lang):
        question = pattern.sub(written, question)

    def fix(m: re.Match) -> str:
        raw = m.group()
        if m.start() > 0 and raw[:1].isupper():  # a capitalised word inside a sentence is a name
            return raw
        return correction(normalise(raw, lang), lang) or raw

    return _LATIN_WORD.sub(fix, question)
