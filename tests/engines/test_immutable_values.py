"""Issue 17 item 4: one engine style, immutable values inside. No engine value that is frozen holds a mutable one
(a list, dict, set or Counter would let a caller change a "frozen" position, layout or box under another's feet),
and no engine call changes the position it was given."""

from __future__ import annotations

import dataclasses
import importlib
import json
import pkgutil
import typing
from collections import Counter
from pathlib import Path

import pytest

import assistant.alhambra
import assistant.azul
from assistant.alhambra.table import parse as alhambra_table
from assistant.azul.table import parse as azul_table

ROOT = Path(__file__).resolve().parents[2]
MUTABLE = (list, dict, set, Counter)


# The quiz makers (assistant/<game>/quiz.py) build questions for the Learn page: each question carries JSON
# documents (a position, a move) as the API hands them out, not an engine value that a rule reads.
NOT_ENGINE = {"quiz"}


def _engine_modules():
    for package in (assistant.azul, assistant.alhambra):
        for info in pkgutil.iter_modules(package.__path__):
            if info.name not in NOT_ENGINE:
                yield importlib.import_module(f"{package.__name__}.{info.name}")


def _frozen_dataclasses():
    seen = set()
    for module in _engine_modules():
        for value in vars(module).values():
            if (isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == module.__name__
                    and value.__dataclass_params__.frozen and value not in seen):  # type: ignore[attr-defined]
                seen.add(value)
                yield value


def _mutable_parts(hint) -> list:
    origin = typing.get_origin(hint) or hint
    found = [hint] if isinstance(origin, type) and issubclass(origin, MUTABLE) else []
    for arg in typing.get_args(hint):
        found += _mutable_parts(arg)
    return found


def test_the_scan_sees_every_engine_value():
    names = {cls.__name__ for cls in _frozen_dataclasses()}
    assert {"Table", "Board", "Line", "PlayerTable", "Layout", "Game", "Box", "Tiling", "Suggestion"} <= names


@pytest.mark.parametrize("cls", sorted(_frozen_dataclasses(), key=lambda c: (c.__module__, c.__name__)),
                         ids=lambda c: f"{c.__module__}.{c.__name__}")
def test_no_frozen_engine_value_holds_a_mutable_one(cls):
    hints = typing.get_type_hints(cls)
    bad = {name: hint for name, hint in hints.items() if _mutable_parts(hint)}
    assert not bad, f"{cls.__name__} holds mutable values: {bad}"


def test_a_layout_and_the_boxes_refuse_to_be_changed():
    table = alhambra_table(json.loads((ROOT / "examples" / "alhambra-sample.json").read_text(encoding="utf-8")))
    layout = table.players[0].layout
    with pytest.raises(TypeError):
        layout.grid[(9, 9)] = layout.grid[(0, 0)]  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        layout.fountains = ()  # type: ignore[misc]
    azul = azul_table(json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8")))
    with pytest.raises(dataclasses.FrozenInstanceError):
        azul.players[0].score = 99  # type: ignore[misc]
    assert isinstance(azul.players[0].floor, tuple) and isinstance(azul.players[0].wall, tuple)
    from assistant.alhambra.catalogue import game
    from assistant.azul.components import box

    with pytest.raises(TypeError):
        game().money["take_limit"] = 9  # type: ignore[index]
    with pytest.raises(TypeError):
        box().bonus["column"] = 9  # type: ignore[index]
