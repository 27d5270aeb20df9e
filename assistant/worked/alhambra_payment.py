"""Words of a purchase told in a question that are no card: the change asked about or only granted ("how much
change?", "even tho no change"), the change handed back (the engine's hand after the purchase), the action of the
turn told by its ordinal ("in my fifth action"). Used by alhambra_money; only words and the engine's report."""

from __future__ import annotations

import re

from assistant.games import JSON
from assistant.worked.reading import Span, Text, fold, words


def _action_ordinal(text: Text) -> int | None:
    """The action of the turn told by its ordinal word ("in my fifth action", "beşinci eylem", "quinta acción"):
    its number; 1 when none is told; None when two are."""
    places = {fold(str(k), text.lang): v for k, v in words()["places"][text.lang].items()}
    told = {
        v
        for w, v in places.items()
        for _ in re.finditer(rf"(?<!\w){re.escape(w)}\s+{_ACTION_WORD[text.lang]}", text.norm)
    }
    return 1 if not told else next(iter(told)) if len(told) == 1 else None


_ACTION_WORD = {"en": r"actions?\b", "tr": r"(?:eylem|hamle|aksiyon)", "es": r"acci[o]n", "ja": r"(?:アクション|行動)"}


def _change_asked(text: Text) -> list[Span[str]]:
    """The words of change the question asks about: not change only granted ("even tho no change", "para ustu yok
    biliyorum", "sin cambio", "おつりは出ないけど": the speaker knows none is given and asks something else)."""
    denials = text.find("negation") + text.find("without")
    verb_last = text.lang in ("tr", "ja")
    out = []
    for c in text.find("change"):
        after = text.norm[c.end : c.end + 12]
        denied = (
            any(0 <= d.start - c.end <= 12 for d in denials) or bool(re.search(r"\w(?:mez|maz)\b|ない", after))
            if verb_last
            else any(0 <= c.start - d.end <= 12 for d in denials)
            or bool(re.search(r"\b(?:no|without|sin)\s+$", text.norm[: c.start]))
        )
        if not denied:
            out.append(c)
    return out


def _handed_back(out: JSON) -> int:
    """The money a purchase gave back: the engine's hand after it (the hand held only the cards paid)."""
    return sum(c["value"] for c in out["after"]["players"][0].get("hand", []))


def _takes_money(text: Text) -> bool:
    """A word of taking that takes money: not "take another action"."""
    return any(not re.match(r"\s+(?:\w+\s+)?actions?\b", text.norm[t.end :]) for t in text.find("take"))
