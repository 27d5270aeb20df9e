"""Nonsense that shares the games' words, refused rather than answered by whichever rule shares the most words:
word salad (a string of words that asks nothing: "fountain purple tuesday banana wall", "tile tile blue money
round round"), a question about something the rules never speak of ("can the fountain swim?", "does the floor
line like pizza"), and code or markup ("if tiles > 5: floor()", "<b>tower</b>").

Why a shape and not a list: a keyword query ("floor penalties", "tower points round 2") is how players search,
so game words alone are never nonsense. What a player's query never has is all three at once: no function
word or question mark (nothing is asked), several words (four or more), and either words that appear nowhere
in the rules or the lexicon in any language (tuesday, banana) or the same word over and over.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections import Counter
from functools import lru_cache

from assistant.paths import LANGS
from assistant.rules.concepts import matcher
from assistant.rules.scope import game_names, known_words, rule_texts, table_talk
from assistant.rules.text import JA_PARTICLES, STOP_WORDS, normalise
from assistant.worked.players import lower_names

# A question about something else: at least ODD_SHARE of its words (function words, numbers, names and table talk
# aside) occur in no rule text and no lexicon term of any language, and are no typo of one. A player's real
# question has rule words around the odd one ("my friend says the reserve counts", "can I turn a tile 90
# degrees"): on the development sets the odd share of a rule question is at most a third (1,576 questions), that of
# their nonsense, other-game and everyday questions at least this in 313 of 778.
ODD_SHARE = 0.4
TYPO_MIN_LEN = 6  # "pizza" is not a typo of "pieza", nor "nadar" of "nada"; "fountian" is one of "fountain"
_CODE = re.compile(
    r"[A-Za-z_]\w*\((?:\d*|[^()]*[\"',=][^()]*)\)"  # a call: floor(), range(5), print('hi'); not "tile(s)"
    r"|\w\([A-Za-z_]\w{2,}\)\s*(?:#|;|$)"  # a call ending a line or before a comment: print(score) # ...
    r"|[+\-*/=!<>]=|=>|->|::|[{}]"  # operators and braces
    r"|</?[A-Za-z][\w-]*(?:\s[^<>]*)?>"  # a tag: <b>, </script>
    r"|^\s*(?:select\s+\*|import\s+\w+\s*$|def\s+\w+\s*\()"  # SQL, Python
    r"|[\"'][\w ]+[\"']\s*:\s*[\d\"'\[{]",  # a JSON key and its value
    re.IGNORECASE,
)
_KANJI_RUN = re.compile(r"[\u4e00-\u9fff\u3400-\u4dbf々]+")
_HIRAGANA = re.compile(r"[\u3040-\u309fー]+")
# Pictographs (emoji) and a word said three times over ("tile tile tile", 「タイルタイルタイル」, "ja ja ja").
_EMOJI = re.compile(r"[\u2600-\u27bf\U0001f000-\U0001faff]")
_REPEATED = re.compile(r"(?<!\w)(\w{2,})(?:[\s,.!-]*\1(?!\w)){2,}|([\u30a0-\u30ffー]{2,}|[\u3040-\u309f]{1,})\2{2,}")
_JA_CONTENT = re.compile(r"[\u4e00-\u9fff\u3400-\u4dbf々]+|[\u30a0-\u30ffー]{2,}|[a-z]{2,}")

MIN_WORDS = 4  # "floor penalties", "azul end bonus": short keyword queries are always read
# One word that is no word of the rules nor a typo of one, in a string that asks nothing, is salad: a keyword
# search is made of the rules' words (the development sets' keyword queries have none; their salad one or more).
MIN_UNKNOWN = 1
_WORD = re.compile(r"[^\W_]+")
_ASKS = re.compile(r"[?？]")
# Turkish asks with a word whose stem is a question word ("kaçar", "hangileri", "nerede", "neden"), or with "ne
# yap-" as typed in a hurry ("napıcaz", "napalım", "napmalı").
# s10: a Turkish number with its suffix ("4 ile 2yi", "9luk", "3ten"): a count, never an odd word
_TR_NUMBER = re.compile(r"\d{1,3}'?[a-zçğıöşü]{1,5}")
_TR_ASKS = re.compile(r"^(?:(?:kac|hangi|nere|nasil|kim|nap)\w*|neden|niye|ne|neler|neyi|neye)$")
# Japanese endings that ask or say something (a sentence, not a list of nouns).
_JA_SENTENCE = re.compile(r"(?:か|かな|の|ます|です|ない|たい|る|た|て|い)[。！!]?$")


@lru_cache(maxsize=1)
def _japanese_text() -> str:
    """Every Japanese text of the rules and the lexicon, for 'does this word occur anywhere'."""
    return normalise("\n".join(rule_texts("ja")), "ja")


def warm() -> None:
    """Read every word list now (about half a second), so that no player's first question waits."""
    for lang in LANGS:
        known_words(lang)
        table_talk(lang)
        if lang != "ja":
            _one_deletion(lang)
            _stems(lang)
    _sorted_words("tr")
    _japanese_text()


@lru_cache(maxsize=len(LANGS))
def _one_deletion(lang: str) -> frozenset[str]:
    """Every known word of TYPO_MIN_LEN letters or more, and each with one letter deleted: a word within one
    typing slip (a letter missing, extra, wrong or two swapped) of a known word shares one of these forms."""
    out = set()
    for w in known_words(lang):
        if len(w) >= TYPO_MIN_LEN - 1:
            out.add(w)
            out.update(w[:i] + w[i + 1:] for i in range(len(w)))
    return frozenset(out)


def _typo(word: str, lang: str) -> bool:
    if len(word) < TYPO_MIN_LEN:
        return False
    forms = _one_deletion(lang)
    return word in forms or any(word[:i] + word[i + 1:] in forms for i in range(len(word)))


MIN_STEM = 4  # a lexicon stem of fewer letters ("oda*", "mix*") would make too many words known


@lru_cache(maxsize=len(LANGS))
def _stems(lang: str) -> frozenset[str]:
    """The stems of the lexicon's terms in `lang` (a word ending in *: "overpa*", "redonde*"), as the concept matcher
    reads them (concepts.Matcher.stem_words): any word they begin is the lexicon's word, never an odd one."""
    return frozenset(w for w in matcher(lang).stem_words if len(w) >= MIN_STEM)


def _known(word: str, lang: str) -> bool:
    if word.isdigit():
        return True
    if lang == "ja":  # a run of kanji spans words (7個超えたら -> 個超): known when each of its characters is
        text = _japanese_text()
        if _KANJI_RUN.fullmatch(word):  # or a word of the rules with one character glued on (即終了, 全タイル)
            return all(c in text for c in word) or len(word) > 2 and (word[1:] in text or word[:-1] in text)
        if word in text:
            return True
        if _HIRAGANA.fullmatch(word):  # a word in kana alone shares its pairs with every sentence ("いう", "あい")
            return False
        pairs = [word[i:i + 2] for i in range(len(word) - 1)]  # a long katakana word may be spelt another way
        needed = len(pairs) if len(word) <= 3 else (len(pairs) + 1) // 2  # (プレーヤー); a short one may not (カッパ)
        return bool(pairs) and sum(p in text for p in pairs) >= needed
    known = known_words(lang)
    if any(word[:k] in _stems(lang) for k in range(MIN_STEM, len(word))):  # "overpaid": the lexicon's overpa*
        return True
    if lang == "tr":  # a suffixed form of a known word ("azulda", "kulesi"): some prefix of it is known
        return word in known or any(word[:k] in known for k in range(len(word) - 1, 3, -1)) or _tr_verb(word)
    return word in known


# Turkish verb endings as typed without Turkish letters: past (-dim, -tik, -du), present (-iyor), future (-ecek),
# reported past (-mis), ought (-meli), conditional (-se), with their person endings.
_TR_VERB_END = re.compile(r"(?:[dt][iu](?:m|n|k|niz|nuz|ler|lar)?|[iu]?yor\w*|[ae]c[ae][kg]\w*|m[iu]s\w*"
                          r"|m[ae]li\w*|s[ae](?:m|n|k|niz|ler|lar)?)$")
TR_VERB_STEM = 3  # çek-, al-, koy-: Turkish verb stems are short
# How a verb stem goes on in a word of the rules (çek-ilir, al-ır, koy-abilir, seç-er): the stem of a verb, not of
# a noun ("yüz-de", per cent, is no "yüzdüm").
_TR_VERB_GOES_ON = ("il", "in", "er", "ir", "ar", "ur", "mek", "mak", "me", "ma", "en", "an", "ebil", "abil",
                    "ip", "up", "dig", "tig", "di", "ti", "du", "tu", "iyor", "uyor", "ecek", "acak", "mis", "mus",
                    "se", "sa")


def _tr_verb(word: str) -> bool:
    """A Turkish verb the rules use, in another tense or person ("cektim", I drew: the rules write "çekilir",
    "çeker"): a verb ending after a stem that begins some word of the rules."""
    found = _TR_VERB_END.search(word)
    if not found or found.start() < TR_VERB_STEM:
        return False
    stem = word[:found.start()]
    words = _sorted_words("tr")
    at = bisect.bisect_left(words, stem)
    while at < len(words) and words[at].startswith(stem):
        if words[at][len(stem):].startswith(_TR_VERB_GOES_ON):
            return True
        at += 1
    return False


@lru_cache(maxsize=1)
def _sorted_words(lang: str) -> tuple[str, ...]:
    return tuple(sorted(known_words(lang)))


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
    """True when the question is a list of words that asks nothing and cannot be a keyword search: four words or
    more with one that is no word of the rules and no typo of one ("banana fountain purple seven"), or with one
    said twice; three with both ("asdasd tile tile") or with two odd ones ("かきくけこ 噴水 さしすせそ")."""
    words = _words(unicodedata.normalize("NFKC", question), lang)
    if not words or len(words) < MIN_WORDS - 1:
        return False
    unknown = sum(not _known(w, lang) and not (lang != "ja" and _typo(w, lang)) for w in words)
    repeated = any(n >= 2 for w, n in Counter(w for w in words if not w.isdigit()).items())
    if len(words) < MIN_WORDS:  # three: one odd word and one said twice, or two odd words ("fuga 床 hoge")
        return repeated and unknown >= MIN_UNKNOWN or unknown >= 2 * MIN_UNKNOWN
    return unknown >= MIN_UNKNOWN or repeated


def _content_words(question: str, lang: str) -> list[tuple[str, bool]]:
    """(word, is a name) for the question's words that carry meaning: no function word, number or lone letter.
    A capitalised word inside a sentence is a name (a player, a town), never odd."""
    text = unicodedata.normalize("NFKC", question)
    if lang == "ja":  # 何個, 何位, 何枚: a question word with its counter, not a content word
        return [(w, False) for w in _JA_CONTENT.findall(normalise(text, lang))
                if not w.startswith("何") and w != "第"]  # 第2回: an ordinal's prefix, not a word
    out = []
    stop = STOP_WORDS.get(lang, frozenset())
    named = lower_names(text, lang)  # "sam and me", "jo has 2": players named in lower case
    for i, raw in enumerate(_WORD.findall(text)):
        word = normalise(raw, lang)
        # s10: a Turkish number with its suffix ("2yi", "4u", "9luk") is a count, not a word
        # s22: a number with an ordinal or a degree mark ("90º", "2ª", "3°"; NFKC reads º as o) is a number too
        if len(word) < 2 or word.isdigit() or word in stop or re.fullmatch(r"\d+(?:o|a|°|st|nd|rd|th)", word) or (
                lang == "tr" and (_TR_ASKS.match(word) or _TR_NUMBER.fullmatch(word))):
            continue
        out.append((word, i > 0 and raw[:1].isupper() or word in named))
    return out


def odd_words(question: str, lang: str) -> list[str]:
    """The question's words that no rule text, lexicon term or table talk uses, and that are no typo of one."""
    return _odd(_content_words(question, lang), lang)


def _odd(words: list[tuple[str, bool]], lang: str) -> list[str]:
    names = game_names(lang)
    return [w for w, name in words
            if not name and w not in names and not _known(w, lang) and not table_talk(lang).fullmatch(w)
            and not (lang != "ja" and _typo(w, lang))]


# A word said over and over is a chant when the repetition is at least this share of the question's letters: a
# list inside a sentence ("my floor line shows red, red, red, white and the marker") is told, not chanted.
CHANT_SHARE = 0.34


def _chant(question: str, lang: str, words: int) -> bool:
    """A word (no function word) said three times in a row, making up much of the question (CHANT_SHARE), or
    more emoji than `words`: said, not asked."""
    text = normalise(unicodedata.normalize("NFKC", question), lang)
    letters = max(1, sum(not c.isspace() for c in text))
    for found in _REPEATED.finditer(text):
        word = found.group(1) or found.group(2)
        if (word not in STOP_WORDS.get(lang, ()) and not word.isdigit()
                and sum(not c.isspace() for c in found.group(0)) >= CHANT_SHARE * letters):
            return True
    emoji = len(_EMOJI.findall(question))
    return emoji >= 2 and emoji >= words


def off_subject(question: str, lang: str) -> bool:
    """True for code or markup, a chant, and a question whose words are mostly ones the rules never use
    (ODD_SHARE)."""
    words = _content_words(question, lang)
    if _CODE.search(question) or _chant(question, lang, len(words)):
        return True
    odd = _odd(words, lang)
    return bool(odd) and len(odd) >= ODD_SHARE * len(words)
