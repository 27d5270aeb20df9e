"""Where the data lives: one place, so the app, the command line and the tests read the same files; and the one
reader of the games' data files (`data_file`, `derived`, `refresh`: see below)."""

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, ParamSpec, TypeVar, cast

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
RULES_DIR = DATA / "rules"
MESSAGES_DIR = DATA / "messages"
I18N_DIR = DATA / "i18n"

LANGS = ("en", "tr", "es", "ja")
DEFAULT_LANG = "en"


def load_yaml(path: Path):
    """A YAML data file, with PyYAML's C loader when it has one (ten times faster: the command line starts
    cold), and parsed once for its bytes (assistant.yaml_cache). Safe loaders only: data never runs code."""
    from assistant.yaml_cache import cached

    return cached(path, _parse_yaml)


def _parse_yaml(text: str):
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(text, Loader=loader)  # noqa: S506 - a safe loader


def merged_yaml(directory: Path, what: str) -> dict[str, dict[str, str]]:
    """All YAML mappings of a directory merged into one (key -> texts by language); a key defined in two
    files is a mistake worth stopping for."""
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(directory.glob("*.yaml")):
        data = load_yaml(path) or {}
        for key, texts in data.items():
            if key in merged:
                raise ValueError(f"{what} {key!r} defined twice ({path.name})")
            merged[key] = texts
    return merged


# --- game data: one cached reader per file, one way to refresh -----------------------------------------------
# Every fact of a game is read from its file under data/<game>/ through `data_file`, and everything made from
# those facts (the registration, the box's constants, the pydantic models and so the schema) is cached with
# `derived`. `refresh()` forgets all of it at once, so after a data change the engine, the registration, the
# facts and the schema are read again together and can never disagree. The engines (assistant/azul,
# assistant/alhambra) and the registration keep no other copy of a data file.

_DERIVED: list[Callable[[], None]] = []
GAME_DATA = DATA  # where data_file reads from: data/ (a test points it at a changed copy, then refreshes)
T = TypeVar("T")
P = ParamSpec("P")


def derived(build: Callable[P, T]) -> Callable[P, T]:
    """`build` run once per argument and kept until `refresh()`: the one cache of what is made from data files
    (its arguments must be hashable)."""
    cached = lru_cache(maxsize=None)(build)
    _DERIVED.append(cached.cache_clear)
    return cast(Callable[P, T], cached)


@lru_cache(maxsize=64)
def data_file(relative: str) -> Any:
    """The file data/<relative> read once (YAML, or the text of any other file) until `refresh()`. GAME_DATA is
    looked up when the file is read, so a test may point it at a changed copy and then refresh."""
    path = GAME_DATA / relative
    return frozen(load_yaml(path)) if path.suffix == ".yaml" else path.read_text(encoding="utf-8")


def frozen(value: Any) -> Any:
    """Loaded YAML made read-only (mappings behind MappingProxyType, lists as tuples): the cached file is shared
    by every reader, so none may change it for the others."""
    if isinstance(value, dict):
        return MappingProxyType({k: frozen(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(frozen(v) for v in value)
    return value


def refresh() -> None:
    """Read the game data again: every file read by `data_file` and everything `derived` from them is forgotten,
    and the next reader reads the files (at GAME_DATA as it is then) afresh. The one way to change data at run time."""
    data_file.cache_clear()
    for clear in _DERIVED:
        clear()
