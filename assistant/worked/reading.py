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

from assistant import regex_cache
from assistant.paths import DATA, LANGS, load_yaml

_JA_COUNTERS = "つ枚個人回点列行色段棟軒本目名番位タラ辺"  # not 度: 一度に is "at once"; 辺: 十五辺, a wall's sides
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
    places: dict[str, dict[str, int]]
    terms: dict[str, ByLang]
    extra_terms: dict[str, ByLang]
    building_types: dict[str, ByLang]
    currencies: dict[str, ByLang]
    colours: dict[str, ByLang]
    pronouns_i: ByLang
    sentence_openers: ByLang  # s18: words that open a sentence and are never a player's name ("Iba", "Bu")
    pronouns_other: ByLang  # s10: she, he, o, ella, 彼女 (players.py resolves them to the player named)


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


def _compounds(lang: str, table: dict[str, str]) -> dict[str, str]:
    """The number words built from others, as each language builds them: "twenty-four" / "twenty four", "yirmi
    dört" / "on dört", "veinticuatro" / "dieciséis" / "treinta y uno" (the words themselves come from words.yaml)."""
    units = {w: int(v) for w, v in table.items() if v.isdigit() and 1 <= int(v) <= 9 and " " not in w}
    tens = {w: int(v) for w, v in table.items() if v.isdigit() and int(v) in range(20, 100, 10) and " " not in w}
    out: dict[str, str] = {}
    if lang == "en":
        for t, tv in tens.items():
            for u, uv in units.items():
                if u != "single":
                    out[f"{t}-{u}"] = out[f"{t} {u}"] = str(tv + uv)
    elif lang == "tr":
        for t, tv in [*tens.items(), *((w, 10) for w, v in table.items() if v == "10")]:
            for u, uv in {**units, "bir": 1}.items():  # "bir" alone is an article, after a ten it is one
                out.setdefault(f"{t} {u}", str(tv + uv))
    elif lang == "es":
        for u, uv in units.items():
            if u in ("uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"):
                out[f"veinti{u}"] = str(20 + uv)
                if uv >= 6:
                    out[f"dieci{u}"] = str(10 + uv)
                for t, tv in tens.items():
                    if tv >= 30:
                        out[f"{t} y {u}"] = str(tv + uv)
    return out


@lru_cache(maxsize=len(LANGS))
def _number_pattern(lang: str) -> tuple[re.Pattern, dict[str, str]]:
    table = {fold(str(w), lang): str(v) for w, v in words()["numbers"][lang].items()}
    table = {**_compounds(lang, table), **table}
    alts = "|".join(re.escape(w) for w in sorted(table, key=len, reverse=True))
    if lang == "ja":
        return regex_cache.compile(f"({alts})"), table
    suffix = ""
    if lang == "tr":
        ends = sorted({fold(s, lang) for s in words()["tr_number_suffixes"]}, key=len, reverse=True)
        suffix = "(?:" + "|".join(re.escape(s) for s in ends) + ")?"
    # a number word right before a digit is an article ("un 8", "bir 8'lik"): left alone (in English "two 3s" is
    # two cards of 3)
    if lang == "en":
        return regex_cache.compile(rf"\b({alts})\b"), table
    return regex_cache.compile(rf"\b({alts})(?={suffix}\b)(?!{suffix}\s*\d)"), table


def digits(text: str, lang: str) -> str:
    """The folded text with its number words as digits ("three towers" -> "3 towers", "üçer" -> "3er")."""
    text = fold(text, lang)
    if lang == "ja":  # s15: "8一枚" is an 8, one card ("8を1枚"), not 81 cards
        text = _KANJI.sub(lambda m: ("を" if m.start() and text[m.start() - 1].isdigit() else "") + _kanji_number(m),
                          text)
    if lang == "en":  # s16: "2p with dirk", "3p game": the players' shorthand
        text = re.sub(r"\b([2-6])p\b(?=\s*(?:game|with|w/|[,.:;)-]|$))", r"\1 players", text)
        text = re.sub(r"\br([1-3])\b(?![.,]\d)", r"round \1", text)  # s18: "2nd scoring (r2)": the round's shorthand
    pattern, table = _number_pattern(lang)
    text = pattern.sub(lambda m: m.group(0) if _front_on(lang, m, text) or table[m.group(1)] == "1" and _pronoun(
        lang, text[:m.start()]) else table[m.group(1)], text)
    article = _article_one(lang)
    return article.sub("1", text) if article else text


def _front_on(lang: str, m: re.Match, text: str) -> bool:
    """Session 8: Turkish "önde" typed without its letters ("5 kuleyle açık ara onde") is no "on" (ten) + "de":
    ten takes back vowels ("onda", "onu", "onar"), so "on" + "de" is always "önde"."""
    below = r"\s+(?:de\s+|da\s+|ve\s+)?(?:ustu|bos|dolu)\b"
    if lang == "tr" and m.group(1) == "alti" and re.match(below, text[m.end():]):
        return True  # s11: "altı üstü boş", "sağı solu boş, altı da boş": a tile's below, no six
    pronoun = r"(?:u|a)\s+(?!tane|kart|karo|puan|bina|para)[a-z]"
    if lang == "tr" and m.group(1) == "on" and re.match(pronoun, text[m.end():]):
        return True  # s16: "onu verirsem", "ona verdim": the pronoun "it", "to him" before a verb, no ten
    return lang == "tr" and m.group(1) == "on" and text[m.end():m.end() + 2] == "de"


def _pronoun(lang: str, before: str) -> bool:
    """s14: "one" right after "that", "which", "cada" (data/worked/words.yaml `pronoun_one_after`) is a pronoun, no
    count of 1: "just that one", "cada uno de los dos primeros"."""
    pattern = _after_pronoun(lang)
    return pattern is not None and bool(pattern.search(before))


@lru_cache(maxsize=len(LANGS))
def _after_pronoun(lang: str) -> re.Pattern | None:
    before = [re.escape(fold(w, lang)) for w in words()["extra_terms"]["pronoun_one_after"].get(lang, [])]
    return re.compile(rf"\b(?:{'|'.join(before)})\s+$") if before else None


@lru_cache(maxsize=len(LANGS))
def _article_one(lang: str) -> re.Pattern | None:
    """The article that is also "one" where a count stands: after a word, then at most a counting word ("tane"),
    then the end of the part (a comma, a full stop, "and", the end): "ben bir.", "yo una,", "Veli bir tane"; before
    a noun it stays an article ("bir bina", "un serrallo")."""
    extra = words()["extra_terms"]
    ones = [fold(w, lang) for w in extra["article_one"].get(lang, [])]
    if not ones:
        return None
    after = "|".join(re.escape(fold(w, lang)) for w in extra["count_word"].get(lang, []))
    ends = r"\s*(?:[,.;:!?)]|$|\s(?:ve|ile|y|e)\s)"
    return re.compile(rf"(?<=\w )(?:{'|'.join(map(re.escape, ones))})(?=(?:\s+(?:{after}))?{ends})")


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
        return regex_cache.compile(f"(?:{alts})")
    if lang == "tr":  # a Turkish word takes its suffixes: "kuleler", "kulem", "ödedim"
        return regex_cache.compile(rf"(?<!\w)(?:{alts})")
    return regex_cache.compile(rf"(?<!\w)(?:{alts})(?:e?s)?(?!\w)" if lang in ("en", "es") else rf"\b(?:{alts})\b")


@lru_cache(maxsize=1)
def _composed_data() -> dict:
    return cast(dict, load_yaml(DATA / "worked" / "composed.yaml"))


@lru_cache(maxsize=64)
def _composed_pattern(kind: str, lang: str) -> re.Pattern | None:
    """s14: a kind told by words of classes put together (data/worked/composed.yaml), one pattern per language."""
    data = _composed_data()
    forms = data["kinds"].get(kind, {}).get(lang, [])
    if not forms:
        return None
    classes = {name: "(?:" + "|".join(sorted((str(w) for w in by_lang.get(lang, [])), key=len, reverse=True)) + ")"
               for name, by_lang in data["classes"].items()}
    alts = "|".join("(?:" + re.sub(r"\{([a-z_]+)\}", lambda m: classes.get(m.group(1), m.group(0)), f) + ")"
                    for f in forms)
    return regex_cache.compile(alts if lang == "ja" else rf"(?<!\w)(?:{alts})(?!\w)")


def _composed(kind: str, lang: str, norm: str, found: list[Span[str]]) -> list[Span[str]]:
    """The spans of `kind` with its composed phrases added; a term inside a composed phrase is that phrase."""
    pattern = _composed_pattern(kind, lang)
    if pattern is None:
        return found
    extra = [Span(m.start(), m.end(), m.group(0)) for m in pattern.finditer(norm) if m.end() > m.start()]
    if not extra:
        return found
    kept = [s for s in found if not any(e.start <= s.start and s.end <= e.end and (e.start, e.end) != (s.start, s.end)
                                        for e in extra)]
    new = [e for e in extra if not any(s.start <= e.start and e.end <= s.end for s in kept)]
    return sorted(kept + new, key=lambda s: s.start)


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
    _found: dict[str, list[Span[str]]] = field(init=False, default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.norm = digits(self.raw, self.lang)

    def terms(self, kind: str) -> list[str]:
        table = words()["terms"].get(kind) or words()["extra_terms"][kind]
        return list(table.get(self.lang, []))

    def find(self, kind: str) -> list[Span[str]]:
        """Where the words of `kind` occur (each kind looked for once per text: the readers ask the same often)."""
        if kind not in self._found:
            self._found[kind] = self._find(kind)
        return self._found[kind]

    def _find(self, kind: str) -> list[Span[str]]:
        terms = self.terms(kind)
        if not terms and _composed_pattern(kind, self.lang) is None:
            return []
        found = [Span(m.start(), m.end(), m.group(0)) for m in term_pattern(terms, self.lang)
                 .finditer(self.norm)] if terms else []
        if self.lang == "tr" and kind == "round" and found:  # "el" (a round) takes only its suffixes: not "Elif"
            found = [s for s in found if len(s.value) > 2 or re.fullmatch(
                r"(?:de|da|i|in|inde|ler|lerde|e|a)?", re.findall(r"^\w*", self.norm[s.end:])[0])]
        if kind in ("points", "point_word") and found:  # "puan" in "puanlama" is a round, not points
            rounds = self.find("round")
            found = [s for s in found if not any(r.start <= s.start < r.end for r in rounds)]
        if kind == "line" and found:  # s16: "sıra" (a pattern line) in "ceza sırası" (the floor) is the floor's
            floors = self.find("floor")
            found = [s for s in found if not any(f.start <= s.start and s.end <= f.end for f in floors)]
        found = _composed(kind, self.lang, self.norm, found)  # s14: "the start token", "ficha de inicio"
        if found and kind != "inside_words" and self.terms("inside_words"):  # "段" (a line) in "値段" (a price)
            inside = self.find("inside_words")
            found = [s for s in found if not any(w.start <= s.start and s.end <= w.end and (w.start, w.end) != (
                s.start, s.end) for w in inside)]
        return found

    def has(self, kind: str) -> bool:
        return bool(self.find(kind))

    @cached_property
    def numbers(self) -> list[Span[int]]:
        """Every whole number, in order (not a part of a word like "3rd" when ordinals are asked for)."""
        phrases = [s for kind in words()["phrase_kinds"] for s in self.find(kind)]
        # s15: "5,5,5,5" is a list of single values (a decimal has one comma): each digit a number
        found = [Span(m.start(), m.end(), int(m.group(0))) for m in re.finditer(r"(?<![\d.,])\d{1,3}(?![\d.,]\d)",
                                                                                 self.norm)]
        found += [Span(c.start() + m.start(), c.start() + m.end(), int(m.group(0)))
                  for c in re.finditer(r"(?<![\d.,])\d(?:,\d){2,}(?![\d.]|,\d)", self.norm)
                  for m in re.finditer(r"\d", c.group(0))]
        return sorted((n for n in found if not any(p.start <= n.start < p.end for p in phrases)),
                      key=lambda n: n.start)

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

    def _ja_time(self, found: set[int], used: set[int], told: range) -> None:
        """"2回目、塔が...": a Japanese "Nth time" opening the question (after "3人プレイ、" too), with no round word,
        is the Nth scoring."""
        m = re.match(r"\s*(?:\d人(?:プレイ|戦)[、,:\s]*)?(?:第)?(\d)回目?(?:[、,:\s]|の(?!得点|決算))", self.norm)
        if not found and m and int(m.group(1)) in told:
            found.add(int(m.group(1)))
            used.update(n.start for n in self.numbers if n.start == m.start(1))

    def round_read(self, rounds: int) -> tuple[int | None, set[int]]:
        """The scoring round (1 to `rounds`: the game's, its registration's `rounds`) an ordinal or "round N" names
        when exactly one is named, and the starts of the numbers that named it (so that they are not read as
        counts)."""
        told = range(1, rounds + 1)
        found: set[int] = set()
        used: set[int] = set()
        words_at = self.find("round")
        # "Ece'nin 2. oyun sonu puanlaması": the count ends its sentence; the end of the game names the round
        finals = self.find("final_round")

        def final_between(start: int, end: int) -> bool:
            return any(start <= f.start <= end for f in finals)

        table = {_term(str(k), self.lang): v for k, v in words()["ordinals"][self.lang].items()}
        for word, value in table.items():
            pat = re.escape(word) if self.lang == "ja" else rf"(?<!\w){re.escape(word)}(?!\w)"
            for m in re.finditer(pat, self.norm):
                if value in told and any((abs(r.start - m.end()) <= 12
                                          and not final_between(m.end(), r.start))
                                         or abs(m.start() - r.end) <= 12 for r in words_at):
                    found.add(value)
                    used.update(n.start for n in self.numbers if m.start() <= n.start < m.end())
        things = self.named("building_types") + self.find("tiles") + self.find("players") + self.find("point_word")
        weak: list[Span[int]] = []  # "puanlamada 3 kulem": the round's number, or a count of things after it
        numbered = {s.start: s.end for s in self.find("round_number")}  # "scoring number 1"
        for r in words_at:
            for n in self.numbers:
                gap = self.norm[r.end:n.start] if n.start >= r.end else self.norm[n.end:r.start]
                if n.start >= r.end and r.end + 1 in numbered:
                    gap = self.norm[numbered[r.end + 1]:n.start]
                if len(gap) <= 3 and re.fullmatch(r"[\s#.:'a-z]*", gap) and n.value in told:
                    if any(0 <= t.start - n.end <= 2 and not self.norm[n.end:t.start].strip() for t in things):
                        weak.append(n)
                        continue
                    found.add(n.value)
                    used.add(n.start)
        if not found and len({n.value for n in weak}) == 1:  # "round 2 towers": no other round told
            found.add(weak[0].value)
            used.update(n.start for n in weak)
        self._ja_time(found, used, told)
        if not found and self.has("final_round"):  # "end of game, seraglios": the last scoring
            found.add(rounds)
        for n in self.numbers:  # "2回目", "2nd", "2a", "3." next to a round word: ordinals written with digits
            if n.start in used:
                continue
            after = self.norm[n.end:n.end + 3]
            if re.match(r"(回目|度目|st|nd|rd|th|a\b|ª|\.\s|'?inci|'?nci|'?uncu|'?ncu)", after) and any(
                    (0 <= r.start - n.end <= 14 and (not final_between(n.end, r.start) or n.value == rounds))
                    or 0 <= n.start - r.end <= 3 for r in words_at) and n.value in told:  # s22: "3回目(ゲーム終了時)"
                found.add(n.value)
                used.add(n.start)
        return (next(iter(found)) if len(found) == 1 else None), used
