"""The worked answer beside the rule answers (FORMATS.md "Worked answers"), and when a question the rule search
refused may still be decided: the readers of assistant/worked decide with their own guards, so a situation the
search scores low ("ben 4, Burak 4, Cem 3") is not refused before it is read, while everyday talk, nonsense
made of rule words and another game's questions stay refused."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from assistant.paths import DATA, load_yaml
from assistant.rules import spelling
from assistant.rules.nonsense import odd_words, off_subject
from assistant.rules.retrieval import MAX_QUESTION_CHARS
from assistant.rules.scope import everyday, games_named, listed_other_game
from assistant.worked import decide


def worked(question: str, detected: str, out_lang: str, game: str | None) -> tuple[dict | None, dict | None]:
    """The worked answer and its board (assistant.worked.decide) for the game asked or named; none when the
    question names both games ("if Alhambra had Azul's floor...": no one table)."""
    named = games_named(question, detected)
    if len(named) > 1 and game is None:
        return None, None
    return decide(question, detected, out_lang, game or (next(iter(named)) if len(named) == 1 else None))


def may_decide(question: str, detected: str, refusal: dict | None) -> bool:
    """Whether a question the search refused may still be decided by the readers (their guards then decide): not
    when it is everyday talk, nonsense made of rule words ("microwave the marker"), code or a chant, nor when it
    names a game of the other games' list; yes when no entry was close enough, when it is only a list of words
    that asks nothing ("primera puntuacion, arcadas: Marta 3, yo 3, Javi 1": a situation told as a list), or when
    the refusal only guessed at an unknown game's title ("ucuncu puanlamada bahceler: ben 4, ..." read as one)."""
    if not question.strip() or refusal is None:
        return False
    if refusal.get("off_topic"):
        read = spelling.corrected(question[:MAX_QUESTION_CHARS], detected)
        names, odd = _players_named(question, detected), set(odd_words(read, detected))
        beside = _named_before_counts(question, odd | {refusal.get("reason") or ""})
        if refusal.get("reason") in beside and odd <= names | beside:
            return True  # "arcades - Ann 2, Bob 2, Cat 2": the word refused is a name before its count
        if everyday(read, detected):
            return False
        if refusal.get("reason") in names or (names and refusal.get("reason") in odd and odd <= names):
            return True  # "塔:私2、田中2、佐藤2": every unknown word is a player's name beside a count
        if odd and odd <= _reader_words(detected):
            return True  # "me salieron 9, 7 y 4": words the situation readers know (a deal), their guards decide
        return not off_subject(read, detected)
    other = refusal.get("out_of_scope")
    if other and other in {n.lower() for n in _players_named(question, detected)}:
        return True  # "Gema 3 cartas (25)": a player's name that is also another game's, beside her numbers
    return not (other and (games_named(question, detected) or listed_other_game(question, detected)))


def _reader_words(detected: str) -> frozenset[str]:
    """Every single word of the situation readers' terms (data/worked/words.yaml) in a language, folded."""
    from assistant.worked.players import term_words

    return term_words(detected)


def _players_named(question: str, detected: str) -> set[str]:
    """The names of the players a question tells part by part, each beside numbers (assistant.worked.players)."""
    from assistant.worked.players import people_merged
    from assistant.worked.reading import Text

    found = people_merged(Text(question[:MAX_QUESTION_CHARS], detected))
    return {name for name, _ in found or []}


def _named_before_counts(question: str, odd: set[str]) -> set[str]:
    """Unknown words that stand as players' names right before a count ("arcades - Ann 2, Bob 2, Cat 2",
    "拱廊がアキラ3、私2"): a capitalised word (or one in kana or kanji) followed by its number (session 7: a name
    that is also an everyday word, "Cat", or one the part-by-part reading misses, is no reason to refuse)."""
    out = set()
    for word in odd:
        if not word or not (word[:1].isupper() or not word.isascii()):
            continue
        start = "" if not word.isascii() else r"(?<!\w)"  # "拱廊がアキラ3": no word boundary in Japanese
        # s15: in Japanese a particle may stand between, and a pair before one count ("アヤとダイキは2人とも3枚")
        between = r"(?:と[^\s、。,\d]{1,8}?)?(?:さん|くん|ちゃん)?(?:は|が|も)?" if not word.isascii() else ""
        if re.search(rf"{start}{re.escape(word)}{between}(?:\s*:)?\s*\d", question[:MAX_QUESTION_CHARS]):
            out.add(word)
    return out


def confidence_of(ranked: list[tuple[str, float, float]], rule: str) -> float:
    """The search's confidence in `rule` (0 when it ranked nothing)."""
    return next((conf for r, _, conf in ranked if r == rule), 0.0)


def of_the_verdict(ranked: list[tuple[str, float, float]], rule: str, answers: list[dict],
                   shown: Callable[[list[tuple[str, float, float]]], list[dict]]) -> list[dict]:
    """s21: the answers beside a worked verdict: of the game whose engine decided the situation, when the search
    put the other game's entries among them ("queda una loseta en la casilla azul": the colour read as the game
    Azul; the verdict is Alhambra's market tile), in the search's order but for a rule the verdict puts first
    (data/worked/verdict_first.yaml). None found: [] (the verdict's rule alone is shown then)."""
    game, first = rule.split(".", 1)[0], rule in _verdict_first()
    if not answers or not first and all(a["rule"].split(".", 1)[0] == game for a in answers):
        return answers
    mine = [r for r in ranked if r[0].split(".", 1)[0] == game]
    if first:
        mine = sorted(mine, key=lambda r: r[0] != rule)  # stable: the others keep their order
    return shown(mine) if mine else []


@lru_cache(maxsize=1)
def _verdict_first() -> frozenset[str]:
    return frozenset(load_yaml(DATA / "worked" / "verdict_first.yaml")["first"])
