"""Which game a question is about: one of ours (every registered game, known by its registration's names and
aliases: our_games.py), another game (refused), or none named.

A question that names another game, or uses another game's own words (gems, dice, meeples) without naming
Alhambra or Azul, is out of scope even when it shares rule words with them ("gems of one colour" is Splendor,
not Azul's one-colour rule). So is a question about a game this project does not know by name ("in the game
X", "X oyununda", "en el juego X", 「Xというゲーム」), and so is everyday talk (the weather, parking, dinner).
The lists live in data/lexicon/other_games.yaml.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from assistant import regex_cache
from assistant.paths import DEFAULT_LANG, LANGS
from assistant.rules import our_games
from assistant.rules.concepts import LEXICON_DIR, concepts_in, lexicon, load_yaml, term_pattern
from assistant.rules.text import STOP_WORDS, normalise

# A game named but not known: the name is what the capture group holds. The first patterns need words that
# say "game" ("the game X", "X oyununda", "el juego X", 「X」というゲーム); the second (_NAMED_AFTER) only a
# capitalised name where a game's name stands ("playing Cartographers", "se juega al Bohnanza"), so they count
# only when no word of the name is one of the rules' own words (a player's "in Round 2" is no game).
_NAME = r"([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
_NAME_ES = (r"([A-ZÁÉÍÓÚÑ][\wáéíóúñ'’-]*(?:\s+(?:(?:de|del|de\s+la|de\s+las|de\s+los|y)\s+)?"
            r"[A-ZÁÉÍÓÚÑ][\wáéíóúñ'’-]*)*)")
_UNKNOWN = {
    "en": re.compile(r"\b(?:the|a)\s+(?:board\s+|card\s+)?game\s+(?:of\s+|called\s+|named\s+)?[\"“']?" + _NAME),
    "tr": re.compile(
        r"([A-ZÇĞİÖŞÜ][\wçğıöşü'’-]*(?:\s+[A-ZÇĞİÖŞÜ][\wçğıöşü'’-]*)*)\s+(?:diye\s+bir?\s+oyun\w*|"
        r"(?:adlı\s+|isimli\s+)?oyun(?:u|un|unda|unun|una|da|unu))\b"
    ),
    "es": re.compile(
        r"\b(?:el|un)\s+juego\s+(?:de\s+mesa\s+|de\s+cartas\s+)?(?:llamado\s+|que\s+se\s+llama\s+)?[\"“']?" + _NAME_ES
    ),
    "ja": re.compile(
        r"[「『]?([^\s、。「」『』？?]{1,20}?)[」』]?(?:という|っていう|って)[\u30a0-\u30ffー]{0,6}ゲーム"
    ),
}
_NAMED_AFTER = {
    "en": re.compile(r"\b(?:playing|play|played|in|at)\s+" + _NAME + r"(?!['’]s)\b"),
    # Turkish compound "X oyununda" ("in the game X"), lower case too: "uno oyununda", "kelimelik oyununun".
    "tr": re.compile(r"(?<!\w)([^\W\d_]{3,})\s+oyunun(?:da|un|a|dan|daki)\b", re.IGNORECASE),
    "es": re.compile(r"\b(?:jug\w*\s+al?|juega\s+al?|en\s+el|en|del|al)\s+" + _NAME_ES),
}
# A title: two capitalised words or more, maybe joined by "of"/"de"/"del" ("Towers of Zanzibar", "Jardines de
# Córdoba"), opening the question before a colon ("Mosaic Masters: ..."), after "in/playing" (_NAMED_AFTER) or
# before "el juego". Such a title names another game when one of its words is no word of the rules: a player
# capitalising rule words ("in Round 2", "the Summer Pavilion") writes only known words.
_TITLE = (r"([A-ZÁÉÍÓÚÑÇĞİÖŞÜ][\w'’-]+(?:\s+(?:(?:of|the|de|del|de\s+la|de\s+los)\s+)?"
          r"[A-ZÁÉÍÓÚÑÇĞİÖŞÜ][\w'’-]+)+)")
_TITLES = (
    re.compile(r"^\s*(?:(?i:reglas\s+del?|rules\s+(?:of|for))\s+)?[\"“']?" + _TITLE + r"[\"”']?\s*:"),
    re.compile(r"^\s*([^\W\d_]{3,}(?:\s+[^\W\d_]{3,}){0,2})\s*:\s*\S"),  # "calico: ...", "tower bazaar: ..."
    re.compile(r"\b(?i:in|at|playing|play|en|jugando\s+al?|juego\s+al?)\s+" + _TITLE),
    re.compile(_TITLE + r",?\s+(?:el|un)\s+juego\b"),
)
# Capitalised words after "in" that name no game: languages and the rules' sources.
_NOT_GAMES = frozenset({"english", "spanish", "turkish", "japanese", "german", "french", "bga", "board", "arena",
                        "queen", "games", "plan", "b", "i", "ii", "iii"})


def rule_texts(written_in: str | None = None) -> list[str]:
    """Every text of the rule entries and every term of the concept lexicon, in one language or in all four."""
    from assistant.rules import knowledge

    texts = []
    for e in knowledge.entries().values():
        for lang, t in e.texts.items():
            if written_in in (None, lang):
                texts.extend([t.title, t.answer, t.text, t.ruling, *t.examples, *t.questions])
    texts.extend(str(term) for c in lexicon().values() for lang, terms in c.terms.items() for term in terms
                 if written_in in (None, lang))
    return texts


@lru_cache(maxsize=len(LANGS))
def known_words(lang: str) -> frozenset[str]:
    """Every word of the rule entries (all four languages, normalised as for `lang`) and of the concept lexicon.
    Kept on disk beside the index (same key), since every question's words are looked up in it."""
    from assistant.rules import index_cache

    saved = index_cache.load(f"{lang}-words")
    if isinstance(saved, tuple):
        return frozenset(saved) | _NOT_GAMES
    words = _words_of(rule_texts(), lang)
    index_cache.save(f"{lang}-words", tuple(sorted(words)))
    return words | _NOT_GAMES


@lru_cache(maxsize=len(LANGS))
def own_words(lang: str) -> frozenset[str]:
    """The words of the rule texts and lexicon terms written in `lang` only: a title's word is judged in the
    question's language ("Grande" of El Grande is a Spanish rule word, but no English one)."""
    return _words_of(rule_texts(lang), lang) | _NOT_GAMES


def _words_of(texts: list[str], lang: str) -> frozenset[str]:
    return frozenset(re.findall(r"\w+", normalise("\n".join(texts), lang)))


@lru_cache(maxsize=1)
def table_talk_terms() -> dict:
    """data/lexicon/table_talk.yaml: per language, what players say around a rule question."""
    return load_yaml(LEXICON_DIR / "table_talk.yaml")


@lru_cache(maxsize=len(LANGS))
def table_talk(lang: str) -> re.Pattern:
    """The table talk of `lang` (who said what, who is right) as one whole-word pattern."""
    return _pattern_of(table_talk_terms().get(lang) or (), lang) or re.compile(r"(?!)")


def game_names(lang: str) -> frozenset[str]:
    """Other games' names as the list spells them, normalised (カタン, catan): names, never odd words."""
    return frozenset(_canonical(lang))


def _unknown_name(question: str, lang: str) -> str | None:
    """The name of a game this referee does not know, when the question names one (see _UNKNOWN)."""
    text = unicodedata.normalize("NFKC", question)
    unknown = _UNKNOWN.get(lang)
    match = unknown.search(text) if unknown else None
    if match and not any(p.search(match.group(1)) for p in our_games.current().anywhere.values()):
        return match.group(1)
    if lang != "ja":
        for title in _TITLES:
            found = title.search(text)
            words = re.findall(r"\w+", normalise(found.group(1), lang)) if found else []
            if words and not games_named(found.group(1), lang) and any(
                    w not in own_words(lang) and w not in STOP_WORDS.get(lang, ())
                    and not table_talk(lang).fullmatch(w) for w in words):
                return found.group(1)
    after = _NAMED_AFTER.get(lang)
    for found in after.finditer(text) if after else ():
        words = [w for w in re.findall(r"\w+", normalise(found.group(1), lang)) if w not in STOP_WORDS.get(lang, ())]
        if words and not any(w in known_words(lang) for w in words):  # the words are read only when needed
            return found.group(1)
    return None


def games_named(question: str, lang: str) -> set[str]:
    """Our games the question names outright ("in Azul, ...", an Azul edition's title): every registered game by
    its names and aliases, read as data/lexicon/game_names.yaml says (our_games.py). A name as a shade of colour
    ("Azul blue", "azul marino") names no game."""
    known = our_games.current()
    if known.shades is not None:
        question = known.shades.sub(" ", question)
    named = {game for game, recognise in known.by_lang.get(lang, known.by_lang[DEFAULT_LANG]).items()
             if recognise.names(question)}
    wanted = {game for game, ids in known.concepts.items() if ids}
    if wanted - named:
        found = set(concepts_in(question, lang))
        named |= {game for game in wanted if found & set(known.concepts[game])}
    return named


@lru_cache(maxsize=1)
def other_games() -> dict:
    return load_yaml(LEXICON_DIR / "other_games.yaml")


@lru_cache(maxsize=8)
def _other_patterns(lang: str) -> tuple[re.Pattern, re.Pattern | None, re.Pattern | None]:
    """(names matched case-insensitively, names matched as written, the other games' own words)."""
    raw = other_games()
    any_case = {n for n, langs in (raw.get("any_case_in") or {}).items() if lang in langs}
    exact = set(raw.get("exact_case") or ()) - any_case
    unsaid = {n for n, langs in (raw.get("names_not_in") or {}).items() if lang in langs}
    names = [str(n) for group in raw["games"] for n in group if str(n) not in unsaid]
    loose = [_with_suffixes(term_pattern(n, "ja" if _is_japanese(n) else lang), n, lang)
             for n in names if n not in exact]
    strict = [r"(?<!\w)" + re.escape(n) + r"(?!\w)" for n in names if n in exact]
    words = [term_pattern(str(w), lang) for w in (raw.get("words") or {}).get(lang, ())]
    return (
        regex_cache.compile("|".join(f"(?:{p})" for p in loose)),
        regex_cache.compile("|".join(strict)) if strict else None,
        regex_cache.compile("|".join(f"(?:{p})" for p in words)) if words else None,
    )


# Turkish fastens case endings to a name ("okeyde", "rummikubda", "Catan'da", "kingdominoda"): a name of four
# letters or more also matches with up to five letters after it (shorter ones would catch ordinary words).
_TR_SUFFIX = r"(?:['’]?\w{0,5})(?!\w)"


def _with_suffixes(pattern: str, name: str, lang: str) -> str:
    if lang != "tr" or len(name) < 4 or name.endswith("*") or _is_japanese(name) or not pattern.endswith(r"(?!\w)"):
        return pattern
    return pattern[: -len(r"(?!\w)")] + _TR_SUFFIX


@lru_cache(maxsize=8)
def _canonical(lang: str) -> dict[str, str]:
    """A name as matched (normalised: "catán", "satrancta") -> the game's name as the list spells it first."""
    out = {}
    for group in other_games()["games"]:
        for name in group:
            out[normalise(str(name).rstrip("*"), lang)] = str(group[0])
    return out


def _name_of(matched: str, lang: str) -> str:
    """The game's name for a match, stems included ("satrancta" -> "chess"); other words as matched."""
    names = _canonical(lang)
    if matched in names:
        return names[matched]
    stems = [k for k in names if len(k) >= 4 and matched.startswith(k)]
    if stems:
        return names[max(stems, key=len)]
    inside = [k for k in names if len(k) >= 3 and re.search(rf"(?<!\w){re.escape(k)}(?!\w)", matched)]
    return names[max(inside, key=len)] if inside else matched  # "jugando al uno" -> "Uno"


def name_in_language(game: str, question: str, lang: str) -> str:
    """Another game's name as the question's language says it: the name of its list (other_games.yaml) the
    question used ("tavla" for a Turkish "tavlada", 麻雀 for 麻雀, not "backgammon" or "Mahjong"), else in a
    Japanese answer the list's first Japanese name, else `game` as it is (an unknown game's name as written)."""
    group = next((g for g in other_games()["games"] if str(g[0]) == game), None)
    if group is None:
        return game
    norm = normalise(question, lang)
    for name in map(str, group):
        script = "ja" if _is_japanese(name) else lang
        if re.search(_with_suffixes(term_pattern(name, script), name, lang), norm):
            return name.rstrip("*")
    if lang == "ja":
        return next((str(n).rstrip("*") for n in group if _is_japanese(str(n))), game)
    return game


_is_japanese = our_games.is_japanese


@lru_cache(maxsize=16)
def _listed(key: str, lang: str) -> re.Pattern | None:
    """The terms other_games.yaml lists under `key` ("everyday", "landmark") for `lang`, as one pattern."""
    return _pattern_of((other_games().get(key) or {}).get(lang, ()), lang)


def _pattern_of(terms, lang: str) -> re.Pattern | None:
    """Lexicon terms (concepts.term_pattern: whole words, `*` any ending, Japanese anywhere) as one pattern."""
    return regex_cache.compile("|".join(f"(?:{term_pattern(str(t), lang)})" for t in terms)) if terms else None


# A cat in a short question is its subject ("can my cat be the first player marker"); in a rule question of three
# concepts or more it is an aside ("my cat knocked the scoring cards off, where do they go in the money deck?").
# Generic words (a tile, points: weight under SUBJECT_WEIGHT) are no subject of their own: "sell my pavilion
# tiles for real money" speaks of two things, a building and money.
ABSURD_MAX_CONCEPTS = 2
ABSURD_WORDS = 2
SUBJECT_WEIGHT = 0.5


def _subjects(text: str, lang: str) -> int:
    """How many of the text's concepts are a subject (not a generic word such as a tile or points)."""
    lex = lexicon()
    return sum(lex[c].weight >= SUBJECT_WEIGHT for c in concepts_in(text, lang))


def everyday(question: str, lang: str) -> str | None:
    """The everyday word (weather, parking, dinner, a match...) that says the question is not about a game's
    rules, or None. Naming Alhambra or Azul keeps a question in scope whatever else it says, except the
    palace itself (a visit to the Alhambra of Granada is no rule question) and things no rule is about (a cat,
    a wedding: "absurd")."""
    norm = normalise(question, lang)
    for key in ("landmark", "absurd", "absurd_asked"):
        listed = _listed(key, lang)
        found = listed.search(norm) if listed else None
        # the absurd words' own letters are no concept (拭き取る, to wipe off, is no taking); two different absurd
        # words are nonsense whatever rule words surround them ("the grey wall eats the factory on Tuesdays")
        if found and (key != "absurd" or _subjects(listed.sub(" ", norm), lang) <= ABSURD_MAX_CONCEPTS
                      or len({m.group(0) for m in listed.finditer(norm)}) >= ABSURD_WORDS):
            return _as_written(question, norm, found)
    pattern = _listed("everyday", lang)
    if pattern is None or games_named(question, lang):
        return None
    found = pattern.search(norm)
    return _as_written(question, norm, found) if found else None


def _as_written(question: str, norm: str, found: re.Match) -> str:
    """A match in the normalised text as the question wrote it ("lejía", not "lejia"), when normalising kept
    every letter in its place (it folds accents and case one letter for one); else as matched."""
    if len(norm) == len(question):
        return question[found.start():found.end()]
    return found.group(0)


def other_game(question: str, lang: str) -> str | None:
    """Why the question is about another game (the name or word that says so), or None.

    Naming Alhambra or Azul outright keeps a question in scope whatever other words it uses.
    """
    if games_named(question, lang):
        return None
    # a guessed title gives way to everyday talk: "¿Qué tiempo hará mañana en Madrid?" is the weather, not a game
    return listed_other_game(question, lang) or (None if everyday(question, lang) else _unknown_name(question, lang))


@lru_cache(maxsize=8)
def _game_words(lang: str) -> tuple[tuple[str, re.Pattern], ...]:
    """(game, its own words in `lang` as one pattern) for other_games.yaml's `words_of`: komi is Go's, envidar mus's,
    so the refusal names the game, not the word."""
    out = []
    for game, by_lang in (other_games().get("words_of") or {}).items():
        terms = (by_lang or {}).get(lang) or ()
        if terms:
            out.append((str(game), regex_cache.compile("|".join(f"(?:{term_pattern(str(t), lang)})" for t in terms))))
    return tuple(out)


def listed_other_game(question: str, lang: str) -> str | None:
    """Another game the question names from data/lexicon/other_games.yaml (its name or one of its own words), or
    None: the certain part of `other_game`, without the guesses at an unknown title ("X: ..." may be a label)."""
    loose, strict, words = _other_patterns(lang)
    norm = normalise(question, lang)
    for found in (loose.search(norm), strict.search(unicodedata.normalize("NFKC", question)) if strict else None,
                  words.search(norm) if words else None):
        if found:
            return _name_of(found.group(0), lang)
    return next((game for game, pattern in _game_words(lang) if pattern.search(norm)), None)
