"""Problem detail templates of data/messages/azul.yaml: every key in four languages, every key used."""

from __future__ import annotations

import re
import string

import yaml

from assistant.paths import LANGS, MESSAGES_DIR, ROOT, RULES_DIR

TEMPLATES: dict[str, dict[str, str]] = yaml.safe_load((MESSAGES_DIR / "azul.yaml").read_text(encoding="utf-8"))
SOURCE = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "assistant" / "azul").glob("*.py"))
LITERALS = set(re.findall(r'"(azul\.[\w.-]+)"', SOURCE))
RULE_IDS = {p.stem for p in RULES_DIR.glob("azul.*.yaml")}


def forms(text: str | dict) -> list[str]:
    """A template, or each plural form of a counted one ({plural, one, other})."""
    return [text] if isinstance(text, str) else [v for k, v in text.items() if k != "plural"]


def fields(template: str | dict) -> set[str]:
    return {name for form in forms(template) for _, name, _, _ in string.Formatter().parse(form) if name}


def test_every_key_is_prefixed_and_has_every_language():
    for key, texts in TEMPLATES.items():
        assert key.startswith("azul."), key
        assert set(texts) == set(LANGS), key
        assert all(isinstance(f, str) and f.strip() for t in texts.values() for f in forms(t)), key


def test_every_language_uses_the_same_parameters_as_english():
    def base(name: str) -> str:
        return re.sub(r"_(tr|es|ja)$", "", name)

    for key, texts in TEMPLATES.items():
        english = fields(texts["en"])
        for lang in LANGS:
            assert {base(f) for f in fields(texts[lang])} <= english | {"player", "cells"}, (key, lang)


def test_every_template_formats_with_its_parameters():
    for key, texts in TEMPLATES.items():
        for lang, template in texts.items():
            params = {name: "1" for name in fields(template)}
            assert all("{" not in form.format(**params) for form in forms(template)), (key, lang)


def test_every_azul_string_in_the_code_is_a_rule_id_or_a_message_key():
    unknown = LITERALS - RULE_IDS - set(TEMPLATES)
    assert not unknown


def test_every_message_key_is_used_by_the_code():
    assert set(TEMPLATES) <= LITERALS
