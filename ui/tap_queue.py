"""Exactly-once taps. A tap sent as a trigger value is lost when a second tap comes before the app has
answered the first (Streamlit keeps only the newest trigger of a widget while a rerun is in flight). So the
drawing's JavaScript numbers every tap (1, 2, 3, ... in one `epoch`, a random id made when the page's script
module starts) and keeps the ones not yet acknowledged, sending all of them as a state value on every tap; a
newer state value holds every older tap still waiting, so nothing is lost when one replaces another.
Python applies each number at most once, in order, and sends back the last one applied (the ack), which
lets the browser forget the taps done.

Plain functions of the payload and of what was applied so far (a small dict kept in st.session_state): no
streamlit here, so the tests check exactly what the component's callback does.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

MAX_TAPS = 200  # far more than a player taps before an answer; a bigger payload is not from our drawing


class Tap(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)
    n: StrictInt = Field(ge=1)
    target: StrictStr = Field(max_length=200)


class Taps(BaseModel):
    """The state value the drawing sends: its epoch and the taps it has not seen acknowledged."""
    model_config = ConfigDict(extra="ignore", frozen=True)
    epoch: StrictStr = Field(min_length=1, max_length=64)
    taps: list[Tap] = Field(max_length=MAX_TAPS)


def read(payload: object) -> Taps | None:
    """The payload from the browser, or None when it is not one (nothing is applied then)."""
    try:
        return Taps.model_validate(payload)
    except ValidationError:
        return None


def fresh(payload: object, applied: dict | None) -> tuple[list[str], dict | None]:
    """The targets to apply now, in tap order, each number once, and what has been applied afterwards.

    `applied` is {"epoch": str, "last": int} (None before the first tap). A payload from another epoch (the
    page's script started again: a reload, a new session) starts its count afresh."""
    taps = read(payload)
    if taps is None:
        return [], applied
    last = applied["last"] if applied and applied.get("epoch") == taps.epoch else 0
    todo: dict[int, str] = {}
    for tap in taps.taps:
        if tap.n > last:
            todo.setdefault(tap.n, tap.target)
    order = sorted(todo)
    return [todo[n] for n in order], {"epoch": taps.epoch, "last": order[-1] if order else last}


def ack(applied: dict | None) -> dict:
    """What the drawing is told was applied (it forgets those taps)."""
    return {"epoch": (applied or {}).get("epoch"), "last": (applied or {}).get("last", 0)}
