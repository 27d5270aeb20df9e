"""The players of a worked majority named as the question names them ("Sam 2, Priya 2, me 1": Sam, Priya and
you), so that the verdict reads in the table's words; "player 1", "player 2" only when the names cannot be read
one for each count, in order (a count spread by "both", Dirk among them, a part that names nobody)."""

from __future__ import annotations

from assistant.worked.players import ME_WORD, people
from assistant.worked.reading import Span, Text
from assistant.worked.say import say


def names(text: Text, told: list[Span[int]], values: list[int], dirk_index: int | None) -> list[str] | None:
    """One name per count (ME_WORD for the speaker), when the question's parts name one player each, in the
    order of the counts read, each part holding its player's count."""
    if dirk_index is not None or len(told) != len(values):
        return None
    found = people(text)
    if not found or len(found) != len(values):
        return None
    if any(value not in [n.value for n in part.numbers] for value, (_, part) in zip(values, found, strict=True)):
        return None
    return [name for name, _ in found]


def phrases(text: Text, told: list[Span[int]], values: list[int], shares: list[int], labels: list[str],
            dirk_index: int | None, lang: str) -> tuple[list[str], list[str]]:
    """Each player's count and share in words: by name when the question names them, else by the labels."""
    who = names(text, told, values, dirk_index) or labels
    counts = [say("majority.count_you", lang, count=v) if n == ME_WORD else say("majority.count", lang, name=n, count=v)
              for n, v in zip(who, values, strict=True)]
    got = [say("majority.share_you", lang, points=p) if n == ME_WORD else say("majority.share", lang, name=n, points=p)
           for n, p in zip(who, shares, strict=True)]
    return counts, got
