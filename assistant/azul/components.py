"""The facts of the physical game, loaded once from data/azul/components.yaml (the single copy).

Everything else derives from the one colour list here: the wall letters, the printed wall pattern and the
pydantic literals, so a colour or a value can never disagree between two modules.
"""

from __future__ import annotations

from typing import Any

from assistant.paths import DATA, LANGS, load_yaml

_RAW: dict[str, Any] = load_yaml(DATA / "azul" / "components.yaml")

COLOURS: tuple[str, ...] = tuple(c["name"] for c in _RAW["colours"])
LETTERS: str = "".join(c["letter"] for c in _RAW["colours"])
LETTER_OF: dict[str, str] = dict(zip(COLOURS, LETTERS, strict=True))
COLOUR_OF: dict[str, str] = dict(zip(LETTERS, COLOURS, strict=True))
COLOUR_INDEX: dict[str, int] = {c: i for i, c in enumerate(COLOURS)}
NAMES: dict[str, dict[str, str]] = {c["name"]: {lang: str(c[lang]) for lang in LANGS} for c in _RAW["colours"]}

SIZE: int = len(COLOURS)  # the wall is SIZE x SIZE, pattern line n holds n tiles, n = 1..SIZE
# Cells of problems on a player board (assistant/azul/__init__.py): the pattern line of row y is [LINE_X, y],
# floor space i is [i, FLOOR_Y].
LINE_X = -1
FLOOR_Y = SIZE
EMPTY: str = _RAW["empty"]
FIRST: str = _RAW["first_player_marker"]
TILES_PER_COLOUR: int = _RAW["tiles_per_colour"]
FLOOR_PENALTIES: tuple[int, ...] = tuple(_RAW["floor_penalties"])
FLOOR_SPACES: int = len(FLOOR_PENALTIES)
FACTORIES: dict[int, int] = {int(k): int(v) for k, v in _RAW["factories"].items()}
TILES_PER_FACTORY: int = _RAW["tiles_per_factory"]
# End-of-game bonuses by what is complete: "row", "column", "colour" (scoring and the pages' texts read this one dict)
BONUS: dict[str, int] = {k: int(v) for k, v in _RAW["bonus"].items()}


def colour_params(colour: str, prefix: str = "colour") -> dict[str, Any]:  # Any: spread beside `anchor`
    """Message parameters naming a colour in every language: {colour} (English), {colour_tr}, ..."""
    names = NAMES[colour]
    return {prefix: names["en"], **{f"{prefix}_{lang}": names[lang] for lang in LANGS if lang != "en"}}
