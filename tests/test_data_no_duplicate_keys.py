"""Every data file says each key once: YAML keeps the last of two equal keys silently, so a second `including:`
in data/worked/words.yaml once replaced the first one's words and changed what Azul's floor reader read (s15)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

DATA = Path(__file__).resolve().parent.parent / "data"


class _UniqueKeys(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # as assistant.paths.load_yaml parses
    pass


def _mapping(loader: _UniqueKeys, node: yaml.MappingNode, deep: bool = False) -> dict:
    keys = [loader.construct_object(k, deep=deep) for k, _ in node.value]
    twice = sorted({str(k) for k in keys if keys.count(k) > 1})
    if twice:
        raise yaml.constructor.ConstructorError(None, None, f"keys given twice: {twice}", node.start_mark)
    return loader.construct_mapping(node, deep=deep)


_UniqueKeys.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


@pytest.mark.parametrize("path", sorted(DATA.rglob("*.yaml")), ids=lambda p: str(p.relative_to(DATA)))
def test_a_data_file_gives_each_key_once(path):
    yaml.load(path.read_text(encoding="utf-8"), Loader=_UniqueKeys)  # noqa: S506 - a SafeLoader subclass


def test_a_key_given_twice_is_caught():
    with pytest.raises(yaml.constructor.ConstructorError):
        yaml.load("a: 1\nb: 2\na: 3\n", Loader=_UniqueKeys)  # noqa: S506
