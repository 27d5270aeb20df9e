"""Reading a question's situation: the folded text, its numbers (digits and words) and the things it names.

A question is folded once (lower case; in Turkish and Spanish without ç ğ ı ö ş ü and accents, so that text typed
on a phone without them reads the same) and its number words become digits. The words of data/worked/words.yaml
go through the same folding, so a term and the question always meet in one spelling. Nothing here knows a rule:
it only finds words and numbers, and where they are.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Generic, Literal, TypedDict, TypeVar, cast

from assistant.paths import DATA, LANGS, load_yaml

_JA_COUNTERS = "つ枚個人回点列行色段棟軒本目名番位タラ"  # not 度: 一度に is "at once"
_KANJI_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


ByLang = dict[str, list[str]]  # a language's words for one thing
Group = Literal["building_types", "currencies", "colours"]  # the things named by an engine's key
GROUPS: tuple[Group, ...] = ("currencies", "building_types", "colours")


class Words(TypedDict):
    """data/worked/words.yaml as YAML reads it. Every key is text: YAML 1.1 reads an unquoted tr "on" as True
    and "1." as 1.0, so the file quotes them (tests/rules/test_worked_words_shape.py); some values are text
    (ja "二人": "2人"), which the readers put through str()."""

    numbers: dict[str, dict[str, int | str]]
    phrase_kinds: list[str]
    tr_number_suffixes: list[str]
    ordinals: dict[str, dict[str, int]]
    terms: dict[str, ByLang]
    extra_terms: dict[str, ByLang]
    building_types: dict[str, ByLang]
    currencies: dict[str, ByLang]
    colours: dict[str, ByLang]
    pronouns_i: ByLang


@lru_cache(maxsize=1)
def words() -> Words:
    return cast(Words, load_yaml(DATA / "worked" / "words.yaml"))  # its shape: tests/rules/test_worked_words_shape.py


def fold(text: str, lang: str) -> str:
    """Lower case, full-width letters and digits as ASCII; outside Japanese also without diacritics (ı as i)."""
    text = unicodedata.normalize("NFKC", text)
    if lang == "ja":
        return text.lower()
    text = text.replace("İ", "i").replace("I", "i") if lang == "tr" else text
    text = text.lower().replace("ı", "i")
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return text.replace("’", "'")


def _kanji_number(m: re.Match) -> str:
    s = m.group(1)
    if s == "十":
        return "10"
    if s.startswith("十"):
        return str(10 + _KANJI_DIGITS[s[1]])
    if s.endswith("十"):
        return str(10 * _KANJI_DIGITS[s[0]])
    if "十" in s:
        return str(10 * _KANJI_DIGITS[s[0]] + _KANJI_DIGITS[s[2]])
    return str(_KANJI_DIGITS[s])


_KANJI = re.compile(rf"([一二三四五六七八九]?十[一二三四五六七八九]?|[一二三四五六七八九])(?=[{_JA_COUNTERS}])")


@lru_cache(maxsize=len(LANGS))
def _number_pattern(lang: str) -> tuple[re.Pattern, dict[str, str]]:
    table = {fold(str(w), lang): str(v) for w, v in words()["numbers"][lang].items()}
    alts = "|".join(re.escape(w) for w in sorted(table, key=len, reverse=True))
    if lang == "ja":
        return re.compile(f"({alts})"), table
    suffix = ""
    if lang == "tr":
        ends = sorted({fold(s, lang) for s in words()["tr_number_suffixes"]}, key=len, reverse=True)
        suffix = "(?:" + "|".join(re.escape(s) for s in ends) + ")?"
    # a number word right before a digit is an article ("un 8", "bir 8'lik"): left alone (in English "two 3s" is
    # two cards of 3)
    if lang == "en":
        return re.compile(rf"\b({alts})\b"), table
    return re.compile(rf"\b({alts})(?={suffix}\b)(?!{suffix}\s*\d)"), table


def digits(text: str, lang: str) -> str:
    """The folded text with its number words as digits ("three towers" -> "3 towers", "üçer" -> "3er")."""
    text = fold(text, lang)
    if lang == "ja":
        text = _KANJI.sub(_kanji_number, text)
    pattern, table = _number_pattern(lang)
    return pattern.sub(lambda m: table[m.group(1)], text)


@lru_cache(maxsize=4096)
def _term(term: str, lang: str) -> str:
    return digits(term, lang)


def term_pattern(terms: list[str], lang: str) -> re.Pattern:
    return _term_pattern(tuple(terms), lang)


@lru_cache(maxsize=1024)
def _term_pattern(terms: tuple[str, ...], lang: str) -> re.Pattern:
    # a term with a number word matches both ways: "los 2" and, before a digit where the word stays, "los dos"
    forms = {f for t in terms for f in (_term(str(t), lang), fold(str(t), lang))}
    alts = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    if lang == "ja":
        return re.compile(f"(?:{alts})")
    if lang == "tr":  # a Turkish word takes its suffixes: "kuleler", "kulem", "ödedim"
        return re.compile(rf"(?<!\w)(?:{alts})")
    return re.compile(rf"(?<!\w)(?:{alts})(?:e?s)?(?!\w)" if lang in ("en", "es") else rf"\b(?:{alts})\b")


V = TypeVar("V", covariant=True)  # a span's value: the text found (str), a group's key (str) or a number (int)


@dataclass(frozen=True)
class Span(Generic[V]):
    start: int
    end: int
    value: V


@dataclass
class Text:
    """A question as the readers see it: `norm` is folded, with numbers as digits."""

    raw: str
    lang: str
    norm: str = field(init=False)

    def __post_init__(self) -> None:
        self.norm = digits(self.raw, self.lang)

    def terms(self, kind: str) -> list[str]:
        table = words()["terms"].get(kind) or words()["extra_terms"][kind]
        return list(table.get(self.lang, []))

    def find(self, kind: str) -> list[Span[str]]:
        if not self.terms(kind):
            return []
        found = [Span(m.start(), m.end(), m.group(0)) for m in term_pattern(self.terms(kind), self.lang)
                 .finditer(self.norm)]
        if kind in ("points", "point_word") and found:  # "puan" in "puanlama" is a round, not points
            rounds = self.find("round")
            found = [s for s in found if not any(r.start <= s.start < r.end for r in rounds)]
        return found

    def has(self, kind: str) -> bool:
        return bool(self.find(kind))

    @cached_property
    def numbers(self) -> list[Span[int]]:
        """Every whole number, in order (not a part of a word like "3rd" when ordinals are asked for)."""
        phrases = [s for kind in words()["phrase_kinds"] for s in self.find(kind)]
        return [Span(m.start(), m.end(), int(m.group(0))) for m in re.finditer(r"(?<![\d.,])\d{1,3}(?![\d.,]\d)",
                                                                                self.norm)
                if not any(p.start <= m.start() < p.end for p in phrases)]

    def scores(self) -> list[Span[int]]:
        """The numbers that are a score, not a count: "62 points", "tied on 60", "empatados a 54", "67 each"."""
        points = self.find("point_word")
        ties = self.find("tie")
        each = self.find("each_count") + self.find("each")
        return [n for n in self.numbers if any(0 <= p.start - n.end <= 2 for p in points)
                or any(0 <= n.start - t.end <= 6 and not re.search(r"[,;.、。]", self.norm[t.end:n.start])
                       for t in ties)
                or any(0 <= e.start - n.end <= 1 for e in each) and self.lang != "tr"]

    def named(self, group: Group) -> list[Span[str]]:
        """The things of a group (building_types, currencies, colours) named, in order: value = the engine's key."""
        out: list[Span[str]] = []
        for key, by_lang in words()[group].items():
            for m in term_pattern(list(by_lang.get(self.lang, [])), self.lang).finditer(self.norm):
                out.append(Span(m.start(), m.end(), key))
        out.sort(key=lambda s: s.start)
        # a shorter match inside a longer one of another key is the longer one's
        return [s for s in out if not any(o is not s and o.start <= s.start and s.end <= o.end and
                                           (o.end - o.start) > (s.end - s.start) for o in out)]

    def round_read(self, rounds: int) -> tuple[int | None, set[int]]:
        """The scoring round (1 to `rounds`: the game's, its registration's `rounds`) an ordinal or "round N" names
        when exactly one is named, and the starts of the numbers that named it (so that they are not read as
        counts)."""
        told = range(1, rounds + 1)
        found: set[int] = set()
        used: set[int] = set()
        words_at = self.find("round")
        table = {_term(str(k), self.lang): v for k, v in words()["ordinals"][self.lang].items()}
        for word, value in table.items():
            pat = re.escape(word) if self.lang == "ja" else rf"(?<!\w){re.escape(word)}(?!\w)"
            for m in re.finditer(pat, self.norm):
                if value in told and any(abs(r.start - m.end()) <= 12 or abs(m.start() - r.end) <= 12
                                         for r in words_at):
                    found.add(value)
                    used.update(n.start for n in self.numbers if m.start() <= n.start < m.end())
        things = self.named("building_types") + self.find("tiles") + self.find("players") + self.find("point_word")
        weak: list[Span[int]] = []  # "puanlamada 3 kulem": the round's number, or a count of things after it
        for r in words_at:
            for n in self.numbers:
                gap = self.norm[r.end:n.start] if n.start >= r.end else self.norm[n.end:r.start]
                if len(gap) <= 3 and re.fullmatch(r"[\s#.:'a-z]*", gap) and n.value in told:
                    if any(0 <= t.start - n.end <= 2 and not self.norm[n.end:t.start].strip() for t in things):
                        weak.append(n)
                        continue
                    found.add(n.value)
                    used.add(n.start)
        if not found and len({n.value for n in weak}) == 1:  # "round 2 towers": no other round told
            found.add(weak[0].value)
            used.update(n.start for n in weak)
        for n in self.numbers:  # "2回目", "2nd", "2a", "3." next to a round word: ordinals written with digits
            if n.start in used:
                continue
            after = self.norm[n.end:n.end + 3]
            if re.match(r"(回目|度目|st|nd|rd|th|a\b|ª|\.\s|'?inci|'?nci|'?uncu|'?ncu)", after) and any(
                    0 <= r.start - n.end <= 14 or 0 <= n.start - r.end <= 3 for r in words_at) and n.value in told:
                found.add(n.value)
                used.add(n.start)
        return (next(iter(found)) if len(found) == 1 else None), used


ME_WORD = "\0me"  # the speaker ("I", "ben", "yo"), said in answers as the language's own "I"
_SPLIT = re.compile(r"[,;:、。.!?]|\b(?:and|but|while|whereas|ve|ama|y|pero|mientras)\b")
_NAME = re.compile(r"[A-ZÇĞİÖŞÜÁÉÍÓÚÑ][\wçğıöşüáéíóúñ]+")
_NOT_NAMES = {"alhambra", "azul", "dirk", "at", "the", "in", "who", "a", "el", "la", "al", "en", "quien", "oyun",
              "sonunda", "if", "we", "both", "after", "end", "round", "si", "los", "las", "ambos", "what", "how",
              "when", "then", "so", "tie", "ikimiz", "biz", "is", "our", "game"}


# a Japanese player: a name in kanji, katakana or Latin letters (さん, くん...), before は / が / の / : or a number
_JA_NAME = re.compile(r"([\u4e00-\u9fff]{1,4}|[\u30a1-\u30fa\u30fc]{2,8}|[a-z]{2,12})(?:さん|くん|君|ちゃん|様)?"
                      r"(?=は|が|の|も|:|\s*\d)")
_JA_SPLIT = re.compile(r"[、。,;!?・]")


def _people_ja(text: Text) -> list[tuple[str, Text]] | None:
    pronouns = set(words()["pronouns_i"]["ja"])
    stop = {w for group in GROUPS for by in words()[group].values()
            for w in by.get("ja", [])} | {w for kind in ("money", "tiles", "round", "floor", "wall", "line", "tie",
                                                     "leftover", "points", "dealt")
                                          for w in words()["terms"].get(kind, words()["extra_terms"].get(kind, {}))
                                          .get("ja", [])} | {"合計", "全部", "残り", "最後", "ゲーム", "手札", "場"}
    out = []
    norm = text.norm
    bounds = [0, *(p for m in _JA_SPLIT.finditer(norm) for p in (m.start(), m.end())), len(norm)]
    for start, end in zip(bounds[::2], bounds[1::2], strict=True):
        part = norm[start:end]
        told = Text(part, "ja")
        if not told.numbers or all(n in told.scores() for n in told.numbers):
            continue
        digit = re.search(r"\d", part)
        label = part.rfind(":", 0, digit.start() if digit else len(part))
        if label >= 0:  # "スタートプレイヤー:健は5枚で": what the part is about, then the player
            part = part[label + 1:]
            told = Text(part, "ja")
        m = _JA_NAME.match(part.strip())
        name = None
        if m:
            word = m.group(1)
            bare = word
            name = ME_WORD if bare in pronouns else (None if bare in stop or any(s in bare for s in stop) else bare)
        if name is None:
            return None
        out.append((name, told))
    names = [n for n, _ in out]
    if len(out) < 2 or len(set(names)) != len(names):
        return None
    return out


_HAVE = {"en": r"\s+(?:has|had|got|gets|holds|with)\b", "es": r"\s+(?:tiene|tenia|lleva|consiguio|saco)\b",
         "tr": r"'", "ja": r"(?!)"}


@lru_cache(maxsize=len(LANGS))
def _term_words(lang: str) -> frozenset[str]:
    """Every single word of the readers' terms in a language: never a player's name."""
    out: set[str] = set()
    for table in (words()["terms"], words()["extra_terms"]):
        for by in table.values():
            out.update(fold(w, lang) for t in by.get(lang, []) for w in str(t).split())
    return frozenset(out)


def names_another(part: str, lang: str) -> bool:
    """A part of a question names a player other than the speaker: a capitalised word that is no word of the
    games nor the speaker's ("Ana has the marker"), in Japanese a name opening the part before は or が (健は...).
    Over-inclusive on purpose: it only ever keeps a verdict back."""
    mine = {fold(w, lang) for w in [*words()["pronouns_i"][lang], *words()["terms"]["I"][lang]]}
    if lang == "ja":
        name = r"([\u4e00-\u9fff]{1,4}|[\u30a1-\u30fa\u30fc]{2,8})(?:さん|くん|ちゃん)?[はが]"
        stop = {w for by in words()["terms"]["floor"].values() for w in by} | {"床", "今", "場"}
        found = [m.group(1) for m in [re.match(name, part.strip()), re.search(name + "(?:持|取)", part)] if m]
        return any(n not in mine and n not in stop and not n.endswith("マーカー") for n in found)
    return any(_NAME.fullmatch(w.split("'")[0]) and fold(w.split("'")[0], lang) not in _NOT_NAMES | mine
               for w in re.findall(r"[\w']+", part))


def _lower_name(part: str, m: re.Match, bare: str, lang: str, stop: set[str]) -> bool:
    """A name typed in lower case ("ana has 12", "ayse'nin 12", "tom 2"): a word that is no word of the games,
    followed by a verb of having (an apostrophe in Turkish) or right before the part's first number."""
    word = fold(bare, lang)
    if not bare.isalpha() or len(bare) < 2 or word in stop or word in _term_words(lang) or word in _LOWER_NOT_NAMES:
        return False
    rest = part[m.start() + len(bare):]
    return bool(re.match(_HAVE[lang], rest, re.IGNORECASE) or re.match(r"\s\d", rest))


_LOWER_NOT_NAMES = {"has", "have", "had", "only", "just", "also", "too", "then", "now", "still", "tiene", "tengo",
                    "solo", "tambien", "var", "yok", "sadece", "de", "da", "con", "en", "with", "of", "on", "at",
                    "is", "are", "was", "were", "and", "y", "ve", "ile", "por", "para", "le", "la", "el", "los",
                    "las", "un", "una", "bir", "a", "an", "the", "to", "for", "hay", "es", "son", "so", "ok", "okay"}


def people(text: Text) -> list[tuple[str, Text]] | None:
    """The players a question tells apart part by part ("Ana has 12 in blue, I have 9"): each part of the
    sentence that holds numbers must name one player (a capitalised name, or the speaker's own word; in Japanese
    the name that opens the part, 健は..., 由美さんが...), in order; None when a part with numbers names nobody, or
    a name comes twice."""
    if text.lang == "ja":
        return _people_ja(text)
    pronouns = {fold(p, text.lang) for p in words()["pronouns_i"].get(text.lang, [])}
    stop = {fold(w, text.lang) for group in GROUPS
            for by in words()[group].values() for w in by.get(text.lang, [])} | _NOT_NAMES
    out = []
    bounds = [0, *(p for m in _SPLIT.finditer(text.raw) for p in (m.start(), m.end())), len(text.raw)]
    for start, end in zip(bounds[::2], bounds[1::2], strict=True):
        part = text.raw[start:end]
        told = Text(part, text.lang) if part.strip() else None
        if told is None or not told.numbers:
            continue
        scores = told.scores()
        if all(n in scores for n in told.numbers):
            continue  # "we both finished with 62 points", "tied on 60": the score, not a player's part
        # the player: the name (or the speaker's word) nearest before the part's first number ("Starting money:
        # Ana got 4 cards" is Ana's), else the first one after it
        first_digit = re.search(r"\d", part)
        cut = first_digit.start() if first_digit else len(part)
        candidates = []
        for m in re.finditer(r"[\w']+", part):
            bare = m.group(0).split("'")[0]
            if fold(bare, text.lang) in pronouns:
                candidates.append((m.start(), ME_WORD))
            elif (_NAME.fullmatch(bare) and fold(bare, text.lang) not in stop
                  or _lower_name(part, m, bare, text.lang, stop)):
                candidates.append((m.start(), bare))
        before = [c for c in candidates if c[0] < cut]
        after = [c for c in candidates if c[0] >= cut]
        name = before[-1][1] if before else (after[0][1] if after else None)
        if name is None:
            return None
        out.append((name, Text(part, text.lang)))
    names = [n for n, _ in out]
    if len(out) < 2 or len(set(names)) != len(names):
        return None
    return out
