"""The cross-lingual concept layer: words of four languages mapped to game concepts (data/lexicon).

Character n-grams only see letters: 「同数」 and "tie" share none, nor do "fichas" and "tiles". A curated
lexicon maps what players say, in each language, to one concept ("tie", "floor", "first-player-marker"), so
a question and a rule entry also meet on concepts whatever language either is written in. An entry's
concepts come from a small curated list (data/lexicon/entry_concepts.yaml: what it is about) plus what its
texts mention in all four languages, so a word learnt in one language helps the others.

Matching is longest-first and non-overlapping: "floor line" is the floor, not a pattern line; "first player
marker" is the marker, not the start player; "Summer Pavilion" is an Azul edition, not a building.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from assistant.paths import DATA, DEFAULT_LANG, LANGS, load_yaml
from assistant.rules.text import normalise

LEXICON_DIR = DATA / "lexicon"
_WORDCHAR = re.compile(r"\w")


def term_pattern(term: str, lang: str) -> str:
    """One lexicon term as a regex on normalised text: whole words (Latin script), `*` = any ending,
    a space = any run of spaces, hyphens or apostrophes; Japanese anywhere; "re:" a regex as it is."""
    if term.startswith("re:"):
        return term[3:]
    term = normalise(term, lang).strip()
    if lang == "ja":
        return re.escape(term.replace("*", ""))
    parts = []
    for token in term.split():
        star = token.endswith("*")
        token = token.rstrip("*")
        left = r"(?<!\w)" if _WORDCHAR.match(token[:1]) else ""
        right = r"\w*" if star else (r"(?!\w)" if _WORDCHAR.match(token[-1:]) else "")
        parts.append(left + re.escape(token) + right)
    return r"[\s\-'’]+".join(parts)


@dataclass(frozen=True)
class Concept:
    id: str
    weight: float
    labels: dict[str, str]
    terms: dict[str, tuple[str, ...]]
    implies: tuple[str, ...] = ()  # a situation is also its parts: a tie on towers is a tie and a building
    overrides: tuple[str, ...] = ()  # said together, this one is what is asked: "how many points" for second place
    situation: bool = False  # told by its facts ("I have 4, Sam has 4"): what is asked, not a word said in passing
    # told by its parts, each read on its own in any order: every concept of one group found, and none of `unless`
    # ("who starts" + "the next round" is the marker's holder, whatever words and order say each part)
    told_by: tuple[tuple[str, ...], ...] = ()
    unless: tuple[str, ...] = ()
    part: bool = False  # only a part of what `told_by` reads ("first", "when"): never a concept of the text itself

    def label(self, lang: str) -> str:
        return self.labels.get(lang) or self.labels.get(DEFAULT_LANG) or self.id


@lru_cache(maxsize=1)
def lexicon() -> dict[str, Concept]:
    raw = load_yaml(LEXICON_DIR / "concepts.yaml")
    return {
        cid: Concept(
            id=cid,
            weight=float(spec.get("weight", 1.0)),
            labels=dict(spec.get("label") or {}),
            terms={lang: tuple(str(t) for t in spec.get(lang) or ()) for lang in LANGS},
            implies=tuple(spec.get("implies") or ()),
            overrides=tuple(spec.get("overrides") or ()),
            situation=bool(spec.get("situation", False)),
            told_by=tuple(tuple(group) for group in spec.get("told_by") or ()),
            unless=tuple(spec.get("unless") or ()),
            part=bool(spec.get("part", False)),
        )
        for cid, spec in raw.items()
    }


# Words a player drops into a phrase without changing it ("how do you actually win", "nasıl aslında
# kazanılır"): skipped when matching terms, so that a phrase of the lexicon still matches around them.
FILLERS: dict[str, frozenset[str]] = {
    "en": frozenset({"actually", "really", "basically", "literally", "honestly"}),
    "tr": frozenset({"aslinda", "acaba", "gercekten", "yani"}),
    "es": frozenset({"realmente", "basicamente", "literalmente"}),
}
_TOKEN = re.compile(r"\w+|[^\w\s\-'’]")  # words, and single signs ("+", ":"); hyphens and apostrophes part words


class Matcher:
    """Finds a language's terms in normalised text by whole tokens, a trailing * matching any ending.

    Why not one regex per concept: compiling a few hundred alternations costs ~70 ms on every cold start of
    the command line; dictionaries of first tokens cost ~1 ms and match as fast. Japanese terms are found
    as substrings; "re:" terms stay regexes (there are few).
    """

    def __init__(self, terms: list[tuple[str, str]], lang: str) -> None:
        self.lang = lang
        self.exact: dict[str, list[tuple[tuple[str, ...], str]]] = {}  # first token -> (term tokens, concept)
        self.stems: dict[str, list[tuple[tuple[str, ...], str]]] = {}  # first token is a stem (ends in *)
        self.plain: list[tuple[str, str]] = []  # Japanese: (substring, concept)
        self.stem_words: set[str] = set()  # every token of a term that is a stem ("overpa*" -> overpa), any place
        regexes = []
        for term, cid in terms:
            if term.startswith("re:"):
                regexes.append((re.compile(term[3:]), cid))
                continue
            norm = normalise(term, lang).strip()
            if lang == "ja":
                self.plain.append((norm.replace("*", ""), cid))
                continue
            tokens = _term_tokens(norm)
            self.stem_words.update(t.rstrip("*") for t in tokens if t.endswith("*"))
            if tokens:
                head = tokens[0]
                target = self.stems if head.endswith("*") else self.exact
                target.setdefault(head.rstrip("*"), []).append((tokens, cid))
        self.regexes = regexes

    def spans(self, norm: str) -> list[tuple[int, int, str, int]]:
        """(start, end, concept, specificity): how many letters of the term itself matched, so that of two
        stems covering the same word the longer wins ("puanlamada" is puanlama*, scoring, not puan*, points)."""
        out = [(m.start(), m.end(), cid, m.end() - m.start()) for pat, cid in self.regexes for m in pat.finditer(norm)
               if m.end() > m.start()]
        if self.lang == "ja":
            for sub, cid in self.plain:
                at = norm.find(sub)
                while sub and at >= 0:
                    out.append((at, at + len(sub), cid, len(sub)))
                    at = norm.find(sub, at + 1)
            return out
        fillers = FILLERS.get(self.lang, frozenset())
        toks = [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(norm) if m.group() not in fillers]
        for i, (word, _, _) in enumerate(toks):
            found = list(self.exact.get(word, ()))
            for cut in range(1, len(word) + 1):
                found.extend(self.stems.get(word[:cut], ()))
            for tokens, cid in found:
                if i + len(tokens) <= len(toks) and all(
                    toks[i + k][0].startswith(t[:-1]) if t.endswith("*") else toks[i + k][0] == t
                    for k, t in enumerate(tokens)
                ):
                    out.append((toks[i][1], toks[i + len(tokens) - 1][2], cid, sum(len(t.rstrip("*")) for t in tokens)))
        return out


def _term_tokens(term: str) -> tuple[str, ...]:
    """A term's tokens as the text's (_TOKEN); a word's trailing * stays on its last token."""
    out: list[str] = []
    for word in term.split():
        parts = [m.group() for m in _TOKEN.finditer(word.rstrip("*"))]
        if parts and word.endswith("*"):
            parts[-1] += "*"
        out.extend(parts)
    return tuple(out)


@lru_cache(maxsize=len(LANGS))
def matcher(lang: str) -> Matcher:
    return Matcher([(t, cid) for cid, c in lexicon().items() for t in c.terms.get(lang, ()) if t.strip()], lang)


def longest_first(spans: list[tuple[int, int, str, int]]) -> list[tuple[int, int, str]]:
    """Keep the longest matches; drop a match lying inside a longer one ("line" in "floor line"), but keep two
    that merely cross: in "cuántas cartas de dinero" both "cuántas cartas" (taking money) and "cartas de dinero"
    (money) are meant. Of two on the same letters the more specific term wins (then the first found).

    One sweep by start (longer first at one start): a match lies inside a longer one exactly when a match seen
    before it reaches as far; a question of one repeated word ("床床床…", 500 matches) once compared every match
    with every match kept."""
    best: dict[tuple[int, int], tuple[int, int, str]] = {}
    for i, (start, end, what, specific) in enumerate(spans):
        if (start, end) not in best or specific > best[start, end][0]:
            best[start, end] = (specific, -i, what)
    kept, reach = [], -1
    for (start, end), (_, _, what) in sorted(best.items(), key=lambda kv: (kv[0][0], -kv[0][1])):
        if end > reach:
            kept.append((start, end, what))
        reach = max(reach, end)
    return sorted(kept)


@lru_cache(maxsize=512)
def _found(text: str, lang: str) -> tuple[tuple[int, int, str], ...]:
    return tuple(longest_first(matcher(lang).spans(normalise(text, lang))))


def find(text: str, lang: str) -> list[tuple[int, int, str]]:
    """Every concept the text mentions, as (start, end, concept id) in the normalised text (one question is read
    by several steps: scope, refusal, ranking; each reads the same spans)."""
    return list(_found(text, lang))


def concepts_in(text: str, lang: str) -> list[str]:
    """The concepts of a text, in order of first mention, each once."""
    seen: dict[str, None] = {}
    lex = lexicon()
    for _, _, cid in find(text, lang):
        seen.setdefault(cid, None)
        for part in lex[cid].implies:
            seen.setdefault(part, None)
    for cid in _told_by_parts():  # after every word was read: the parts are concepts of the text, not of a phrase
        c = lex[cid]
        if cid not in seen and any(all(p in seen for p in group) for group in c.told_by) and not any(
                u in seen for u in c.unless):
            seen.setdefault(cid, None)
            for part in c.implies:
                seen.setdefault(part, None)
    dropped = {o for cid in seen for o in lex[cid].overrides} | {cid for cid in seen if lex[cid].part}
    return [cid for cid in seen if cid not in dropped]


@lru_cache(maxsize=1)
def _told_by_parts() -> tuple[str, ...]:
    """The concepts told by their parts (`told_by`), in the lexicon's order."""
    return tuple(cid for cid, c in lexicon().items() if c.told_by)


@lru_cache(maxsize=1)
def curated() -> dict[str, tuple[str, ...]]:
    """data/lexicon/entry_concepts.yaml: per rule id, the concepts that entry is about."""
    raw = load_yaml(LEXICON_DIR / "entry_concepts.yaml") or {}
    known = lexicon()
    for rule_id, ids in raw.items():
        unknown = [c for c in ids if c not in known]
        if unknown:
            raise ValueError(f"entry_concepts.yaml: {rule_id} names unknown concepts {unknown}")
    return {rule_id: tuple(ids) for rule_id, ids in raw.items()}


# How much a concept found in an entry's text (not in its curated list) counts: in its title or one-line
# answer it is close to the subject, in the body it may be an aside. Averaged over the four languages.
HEAD_STRENGTH = 0.5
BODY_STRENGTH = 0.2


def entry_matrix(entries: list) -> tuple[list[str], list[list[float]]]:
    """Concept strengths per entry (0..1): 1 for the curated concepts, else what the texts mention."""
    ids = list(lexicon())
    col = {c: j for j, c in enumerate(ids)}
    core = curated()
    rows = []
    for e in entries:
        row = [0.0] * len(ids)
        for lang in e.langs:
            t = e.texts[lang]
            head = set(concepts_in(f"{t.title}\n{t.answer}", lang))
            body = set(concepts_in("\n".join([t.text, *t.questions]), lang))
            for c in head:
                row[col[c]] += HEAD_STRENGTH / len(e.langs)
            for c in body - head:
                row[col[c]] += BODY_STRENGTH / len(e.langs)
        for c in core.get(e.id, ()):
            row[col[c]] = 1.0
        rows.append(row)
    return ids, rows
