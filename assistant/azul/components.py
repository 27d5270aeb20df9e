"""The facts of the physical game: one frozen value (`box()`) made from data/azul/components.yaml.

The file is read through the one data reader (assistant.paths.data_file) and the box is kept until
`paths.refresh()`, exactly as the registration (data/azul/game.yaml) and Alhambra's box are, so the engine, the
registration, the facts and the schema follow a data change together. Everything else derives from the one
colour list here: the wall letters, the printed wall pattern and the pydantic literals, so a colour or a value
can never disagree between two modules. The engine reads `box()` when it runs; the module-level names (COLOURS,
SIZE, ...) are the same facts looked up in the box when asked for, for code outside the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from assistant.paths import LANGS, data_file, derived

# Cells of problems on a player board (assistant/azul/__init__.py): the pattern line of row y is [LINE_X, y],
# floor space i is [i, FLOOR_Y] (FLOOR_Y: the wall's size).
LINE_X = -1


@dataclass(frozen=True, slots=True)
class Box:
    """Azul's box: every fact of components.yaml the engine uses, read-only (tuples and read-only mappings)."""

    colours: tuple[str, ...]
    letters: str  # the letter of each colour, in colour order
    letter_of: Mapping[str, str]
    colour_of: Mapping[str, str]
    colour_index: Mapping[str, int]
    names: Mapping[str, Mapping[str, str]]  # colour -> language -> name
    empty: str
    first: str
    tiles_per_colour: int
    floor_penalties: tuple[int, ...]
    factories: Mapping[int, int]  # players -> factory displays
    tiles_per_factory: int
    bonus: Mapping[str, int]  # end-of-game bonus by what is complete: "row", "column", "colour"
    pattern: tuple[str, ...]  # the printed wall, row by row, as letters

    @property
    def size(self) -> int:
        """The wall is size x size, pattern line n holds n tiles, n = 1..size."""
        return len(self.colours)

    @property
    def floor_spaces(self) -> int:
        return len(self.floor_penalties)


@derived
def box() -> Box:
    """The box, made once from data/azul/components.yaml until `paths.refresh()`."""
    raw = data_file("azul/components.yaml")
    colours = tuple(c["name"] for c in raw["colours"])
    letters = "".join(c["letter"] for c in raw["colours"])
    letter_of = dict(zip(colours, letters, strict=True))
    size = len(colours)
    pattern = tuple("".join(letter_of[colours[(c - r) % size]] for c in range(size)) for r in range(size))
    return Box(
        colours=colours,
        letters=letters,
        letter_of=MappingProxyType(letter_of),
        colour_of=MappingProxyType(dict(zip(letters, colours, strict=True))),
        colour_index=MappingProxyType({c: i for i, c in enumerate(colours)}),
        names=MappingProxyType({c["name"]: MappingProxyType({lang: str(c[lang]) for lang in LANGS})
                                for c in raw["colours"]}),
        empty=raw["empty"],
        first=raw["first_player_marker"],
        tiles_per_colour=raw["tiles_per_colour"],
        floor_penalties=tuple(raw["floor_penalties"]),
        factories=MappingProxyType({int(k): int(v) for k, v in raw["factories"].items()}),
        tiles_per_factory=raw["tiles_per_factory"],
        bonus=MappingProxyType({k: int(v) for k, v in raw["bonus"].items()}),
        pattern=pattern,
    )


def colour_params(colour: str, prefix: str = "colour") -> dict[str, Any]:  # Any: spread beside `anchor`
    """Message parameters naming a colour in every language: {colour} (English), {colour_tr}, ..."""
    names = box().names[colour]
    return {prefix: names["en"], **{f"{prefix}_{lang}": names[lang] for lang in LANGS if lang != "en"}}


# The box's facts under the names code outside the engine imports (render, worked examples, the quiz): looked
# up in the current box when asked for (`components.SIZE`); a `from ... import SIZE` keeps what it got.
_NAMES = {
    "COLOURS": lambda b: b.colours, "LETTERS": lambda b: b.letters, "LETTER_OF": lambda b: b.letter_of,
    "COLOUR_OF": lambda b: b.colour_of, "COLOUR_INDEX": lambda b: b.colour_index, "NAMES": lambda b: b.names,
    "SIZE": lambda b: b.size, "FLOOR_Y": lambda b: b.size, "EMPTY": lambda b: b.empty, "FIRST": lambda b: b.first,
    "TILES_PER_COLOUR": lambda b: b.tiles_per_colour, "FLOOR_PENALTIES": lambda b: b.floor_penalties,
    "FLOOR_SPACES": lambda b: b.floor_spaces, "FACTORIES": lambda b: b.factories,
    "TILES_PER_FACTORY": lambda b: b.tiles_per_factory, "BONUS": lambda b: b.bonus,
}


def __getattr__(name: str) -> Any:
    if name in _NAMES:
        return _NAMES[name](box())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
