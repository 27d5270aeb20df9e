"""Our games' names as the answerer recognises them, built from the registration of every registered game.

Why here and not as patterns per game: a game is one registration (docs/ADDING-A-GAME.md), so a game added or
registered by a test (tests/toy_game.py) is recognised by its `names` (four languages) and `aliases` without
editing the answerer. By default a name matches as whole words in any language (a Japanese one anywhere; in
Turkish a name of four letters or more may carry a case ending, as other games' names do in scope.py). What is
particular about one name (Alhambra inside a longer word, Azul also Spanish for blue, its Turkish endings, "Azul
blue" as a shade) is data: data/lexicon/game_names.yaml, read once and applied the same way to every game.
The patterns are compiled once per set of registered names and rebuilt when that set changes.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from assistant import registry
from assistant.paths import DATA, LANGS, load_yaml

# (game id, its names and aliases, each once), in the registry's order (sorted by id)
Names = tuple[tuple[str, tuple[str, ...]], ...]
_TR_ENDING = r"(?:['’]?\w{0,5})(?!\w)"  # any Turkish ending of up to five letters, as scope.py allows other games
_TR_MIN_LETTERS = 4  # shorter names with any ending would catch ordinary words


@lru_cache(maxsize=1)
def particulars() -> dict[str, dict[str, Any]]:
    """data/lexicon/game_names.yaml: per game id, what is particular about its names (see the file's header)."""
    return load_yaml(DATA / "lexicon" / "game_names.yaml") or {}


def is_japanese(text: str) -> bool:
    return any(unicodedata.name(c, "").startswith(("CJK", "HIRAGANA", "KATAKANA")) for c in text)


def registered_names() -> Names:
    """Every registered game's names in the four languages, then its aliases, each once (case aside)."""
    out = []
    for game_id, game in registry.all_games().items():
        info = game.info
        seen: set[str] = set()
        names = []
        for text in [*(info.names[lang] for lang in LANGS), *(a for lang in LANGS for a in info.aliases.get(lang, ()))]:
            text = text.strip()
            if text and text.casefold() not in seen:
                seen.add(text.casefold())
                names.append(text)
        out.append((game_id, tuple(names)))
    return tuple(out)


def _words(text: str) -> str:
    """A name or phrase as a regex: its words escaped, any run of spaces between them, `*` any ending."""
    return r"\s+".join(re.escape(w.rstrip("*")) + (r"\w*" if w.endswith("*") else "") for w in text.split())


def _any(patterns: Iterable[str]) -> str:
    return "|".join(f"(?:{p})" for p in patterns)


def _latin(names: tuple[str, ...]) -> list[str]:
    return [n for n in names if not is_japanese(n)]


def _japanese(names: tuple[str, ...]) -> list[str]:
    return [re.escape(n) for n in names if is_japanese(n)]


def _latin_name(name: str, rules: dict, lang: str | None, endings: Iterable[str] = ()) -> str:
    """One Latin-script name as a regex: whole words (or inside words), with the given endings or, in Turkish,
    any short ending."""
    core = _words(name)
    if rules.get("inside_words"):
        return core
    endings = list(endings)
    if endings:
        return rf"(?<!\w){core}(?:['’]?(?:{'|'.join(map(re.escape, endings))}))?(?!\w)"
    if lang == "tr" and len(name) >= _TR_MIN_LETTERS:
        return rf"(?<!\w){core}{_TR_ENDING}"
    return rf"(?<!\w){core}(?!\w)"


def _plain(names: tuple[str, ...], rules: dict, lang: str | None) -> str:
    """Every name of a game in `lang` (None: in any language, no ending) where the name is no ordinary word."""
    endings = (rules.get(lang) or {}).get("endings") or () if lang else ()
    return _any([_latin_name(n, rules, lang, endings) for n in _latin(names)] + _japanese(names))


def _context(ctx: dict, name: str) -> str:
    """One `after` rule of a language: the words, maybe a joining word, then the name (see game_names.yaml)."""
    start = r"(?:^|[¿¡.!?,;:]\s*)" if ctx.get("opening") else r"(?<!\w)"
    then = ""
    if ctx.get("then"):
        then = rf"(?:{'|'.join(_words(w) for w in ctx['then'])})\s+"
        then = f"(?:{then})?" if ctx.get("then_optional") else then
    not_next = ctx.get("not_followed_by")
    tail = rf"(?!\s+(?:{'|'.join(_words(w) for w in not_next)})(?!\w))" if not_next else ""
    return rf"(?i:{start}(?:{'|'.join(_words(w) for w in ctx['words'])})\s+{then}(?:{name})(?!\w){tail})"


def _as_written(names: tuple[str, ...], spec: dict) -> str:
    """A name that is also an ordinary word of the language: as spelled, in capitals, or in its contexts."""
    latin = _latin(names)
    name = "|".join(_words(n) for n in latin)
    parts = [rf"(?<!\w){_words(n)}(?!\w)" for n in latin] + [_words(n.upper()) for n in latin] + _japanese(names)
    parts += [_context(ctx, name) for ctx in spec.get("after") or ()]
    if spec.get("before_colon"):
        parts.append(rf"(?i:(?<!\w)(?:{name})\s*:)")
    return "|".join(parts)


@dataclass(frozen=True)
class ClauseEnd:
    """The name closing a clause after one of some words is the game, unless the clause speaks of paying."""

    tail: re.Pattern
    unless: re.Pattern | None

    def names(self, question: str) -> bool:
        found = self.tail.search(question)
        if found is None:
            return False
        return not (self.unless and self.unless.search(question[: found.start()]))


def _clause_end(names: tuple[str, ...], spec: dict) -> ClauseEnd | None:
    if not spec.get("words") or not _latin(names):
        return None
    name = "|".join(_words(n) for n in _latin(names))
    tail = re.compile(rf"(?i)(?<!\w)(?:{'|'.join(_words(w) for w in spec['words'])})\s+(?:{name})\s*(?:[?!.,;]|$)")
    stems = spec.get("unless")
    return ClauseEnd(tail, re.compile(rf"(?i)(?:{'|'.join(map(re.escape, stems))})\w*[^?!.,;]*$") if stems else None)


@dataclass(frozen=True)
class Recogniser:
    """How one game is recognised in one language: its pattern, and maybe a clause-end rule."""

    pattern: re.Pattern
    clause_end: ClauseEnd | None = None

    def names(self, question: str) -> bool:
        return bool(self.pattern.search(question)) or bool(self.clause_end and self.clause_end.names(question))


def _shade(names: tuple[str, ...], shades: list[str]) -> list[str]:
    """A name followed by a shade word ("Azul blue"; a Japanese shade fastened to the Japanese name)."""
    latin_shades = [_words(s) for s in shades if not is_japanese(s)]
    ja_shades = [re.escape(s) for s in shades if is_japanese(s)]
    out = []
    if latin_shades and _latin(names):
        out.append(rf"(?<!\w)(?:{'|'.join(_words(n) for n in _latin(names))})\s+(?:{'|'.join(latin_shades)})(?!\w)")
    if ja_shades and _japanese(names):
        out.append(rf"(?:{'|'.join(_japanese(names))})(?:{'|'.join(ja_shades)})")
    return out


@dataclass(frozen=True)
class Compiled:
    """Every recogniser for one set of registered names."""

    by_lang: dict[str, dict[str, Recogniser]]  # language -> game id -> recogniser
    anywhere: dict[str, re.Pattern]  # game id -> its names in any language, no ending (an unknown game's name)
    shades: re.Pattern | None  # a name as a shade of colour, in any language: names no game
    concepts: dict[str, tuple[str, ...]]  # game id -> the concepts that name it (its editions)


def _recogniser(names: tuple[str, ...], rules: dict, lang: str) -> Recogniser:
    spec = rules.get(lang) or {}
    if spec.get("as_written"):
        return Recogniser(re.compile(_as_written(names, spec)), _clause_end(names, spec.get("clause_end") or {}))
    return Recogniser(re.compile(_plain(names, rules, lang), re.IGNORECASE))


@lru_cache(maxsize=4)
def compiled(names: Names) -> Compiled:
    """The recognisers of these names (cached: the registry changes only when a game is registered)."""
    data = particulars()
    shades = [p for game, ns in names for p in _shade(ns, list((data.get(game) or {}).get("shades") or ()))]
    return Compiled(
        by_lang={lang: {game: _recogniser(ns, data.get(game) or {}, lang) for game, ns in names} for lang in LANGS},
        anywhere={game: re.compile(_plain(ns, data.get(game) or {}, None), re.IGNORECASE) for game, ns in names},
        shades=re.compile(_any(shades), re.IGNORECASE) if shades else None,
        concepts={game: tuple((data.get(game) or {}).get("concepts") or ()) for game, _ in names},
    )


def current() -> Compiled:
    """The recognisers of the games registered now."""
    return compiled(registered_names())


@lru_cache(maxsize=8)
def _cut_pattern(names: Names) -> re.Pattern:
    data = particulars()
    parts = []
    for game, ns in names:
        rules = data.get(game) or {}
        parts += [_latin_name(n, rules, None, rules.get("index_endings") or ()) for n in _latin(ns)] + _japanese(ns)
    return re.compile(_any(parts) if parts else r"(?!)", re.IGNORECASE)


def cut_pattern(games: Iterable[str] | None = None) -> re.Pattern:
    """The names (with `index_endings`) of the registered games, or of those of `games`, as one pattern to cut
    from a text (retrieval.py: a game's name pulls toward no entry)."""
    keep = None if games is None else frozenset(games)
    return _cut_pattern(tuple((g, ns) for g, ns in registered_names() if keep is None or g in keep))
