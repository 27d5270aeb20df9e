"""data/worked/words.yaml has the shape the readers are typed with (assistant.worked.reading.Words): words() casts
the loaded YAML to it, so mypy trusts it and only this test checks it."""

import types
import typing

from assistant.paths import DATA, load_yaml
from assistant.worked.reading import GROUPS, Words


def _fits(value: object, hint: object) -> bool:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, a) for a in args)
    if origin is dict:
        return isinstance(value, dict) and all(_fits(k, args[0]) and _fits(v, args[1]) for k, v in value.items())
    if origin is list:
        return isinstance(value, list) and all(_fits(v, args[0]) for v in value)
    if hint is int:  # YAML's booleans are ints to Python: not a number here
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, typing.cast(type, hint))


def test_words_yaml_has_the_typed_shape() -> None:
    data = load_yaml(DATA / "worked" / "words.yaml")
    hints = typing.get_type_hints(Words)
    assert set(data) == set(hints)
    wrong = [key for key, hint in hints.items() if not _fits(data[key], hint)]
    assert not wrong, f"words.yaml entries not of their typed shape: {wrong}"


def test_the_named_groups_are_entries_of_the_words() -> None:
    assert set(GROUPS) <= set(typing.get_type_hints(Words))


def test_shape_check_refuses_a_wrong_entry() -> None:
    """The check above can fail: a term list holding a number is not the typed shape."""
    assert not _fits({"round": {"en": ["round", 3]}}, typing.get_type_hints(Words)["terms"])
    assert not _fits({"en": {"one": True}}, typing.get_type_hints(Words)["numbers"])


def test_a_key_yaml_reads_as_a_boolean_or_a_number_is_no_word() -> None:
    """Unquoted, YAML 1.1 reads Turkish "on" (ten) as True and the ordinal "2." as 2.0: such keys are not
    the typed shape, so the words file keeps them quoted."""
    assert not _fits({"tr": {True: 10}}, typing.get_type_hints(Words)["numbers"])
    assert not _fits({"tr": {2.0: 2}}, typing.get_type_hints(Words)["ordinals"])
