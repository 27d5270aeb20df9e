"""The players of a start-player question cut at their names, not at the commas (s11-alh): "Priya ended up with
five cards. Tom has four, adding up to 22, and Lena also has four but hers add to 21" tells Tom's total in the
clause after his cards, which players.people reads as a part naming nobody. Each part runs from a player's name
(or the speaker's word) to the next; a part before the first name must hold no number."""

from __future__ import annotations

import re

from assistant.worked.players import _NAME, ME_WORD, not_names
from assistant.worked.reading import Text, fold, words


def by_names(text: Text) -> list[tuple[str, Text]] | None:
    """[(the player as written, their part)] in order, or None when a number stands before every name, a name
    comes twice or fewer than two players are told."""
    pronouns = {fold(p, text.lang) for p in words()["pronouns_i"].get(text.lang, [])}
    stop = not_names(text.lang)
    marks: list[tuple[int, str]] = []
    for m in re.finditer(r"[\w']+", text.raw):
        bare = m.group(0).split("'")[0]
        if fold(bare, text.lang) in pronouns:
            marks.append((m.start(), ME_WORD))
        elif _NAME.fullmatch(bare) and fold(bare, text.lang) not in stop:
            marks.append((m.start(), bare))
    if len(marks) < 2:
        return None
    out: list[tuple[str, Text]] = []
    ends = [start for start, _ in marks[1:]] + [len(text.raw)]
    if Text(text.raw[: marks[0][0]], text.lang).numbers:
        return None  # a number before any name: whose it is is not told
    for (start, name), end in zip(marks, ends, strict=True):
        part = Text(text.raw[start:end], text.lang)
        if not part.numbers:
            continue  # "Starting money's dealt.": a capital that holds no hand
        if out and out[-1][0] == name:
            return None
        out.append((name, part))
    names = [n for n, _ in out]
    return out if len(out) >= 2 and len(set(names)) == len(names) else None
