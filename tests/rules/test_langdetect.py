"""Language detection and normalisation: the answerer searches, and answers, in what these return."""

from __future__ import annotations

import pytest

from assistant.rules.langdetect import detect
from assistant.rules.text import normalise


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("How many points is a tower worth?", "en"),
        ("can I pay with two currencies", "en"),
        ("", "en"),
        ("???", "en"),
        ("Kule kaç puan ediyor?", "tr"),
        ("İlk oyuncu kim?", "tr"),  # dotted capital İ
        ("KIRMIZI KARO NEREYE GİDER", "tr"),  # capitals only, dotless I
        ("kac puan alirim", "tr"),  # Turkish typed without its letters
        ("Dirk ne zaman bina alır", "tr"),
        ("Fabrikadan aldığım karolar", "tr"),
        ("cesmedeki aslan mermerden mi yapilmis", "tr"),  # a passive reported past typed without ş
        ("¿Cuántos puntos da una torre?", "es"),
        ("cuantos puntos da una torre", "es"),  # no accents
        ("que pasa si no puedo pagar", "es"),
        ("Tengo la línea de suelo llena", "es"),
        ("床ラインがいっぱいのとき", "ja"),
        ("タイルは何枚？", "ja"),
        ("ﾀｲﾙは何枚", "ja"),  # half-width katakana
        ("お金", "ja"),  # hiragana only
        ("噴水", "ja"),  # kanji only
    ],
)
def test_detect(text: str, lang: str) -> None:
    assert detect(text) == lang


def test_turkish_casing_before_lowering() -> None:
    # str.lower() turns İ into "i" plus a combining dot; Turkish lower case gives a plain i.
    assert normalise("İKİ", "tr") == "iki"
    assert "\u0307" not in normalise("İSTANBUL", "en")
    # Dotless I is ı in Turkish, then folded to i like every ı, so "KIRMIZI", "kırmızı", "kirmizi" meet.
    assert normalise("KIRMIZI", "tr") == normalise("kırmızı", "tr") == normalise("kirmizi", "tr") == "kirmizi"


def test_folding_lets_unaccented_typing_match() -> None:
    assert normalise("¿Qué pasa?", "es") == normalise("¿que pasa?", "es")
    assert normalise("nasıl ödüyorum", "tr") == "nasil oduyorum"


def test_japanese_width_is_normalised_and_kana_kept() -> None:
    assert normalise("ﾀｲﾙ", "ja") == "タイル"
    assert normalise("ＡＢＣ１２３", "ja") == "abc123"
    assert normalise("ガ", "ja") == "ガ"  # the voicing mark must survive: no accent folding for Japanese


@pytest.mark.parametrize("text, lang", [
    ("ｊｋｌｊｋｌ", "ja"),  # full-width letters come from a Japanese keyboard
    ("１１１", "ja"),
    ("www.google.com.tr", "tr"),  # a web address tells its country
    ("https://example.jp/", "ja"),
    ("receta de paella valenciana", "es"),  # "receta": Spanish everyday list only; "de" is shared
    ("jardin torre patata siete nubes", "es"),  # words of the Spanish rule texts only
    ("deneme", "tr"),  # how a Turkish player tests the box
    ("prueba", "es"),
    ("jajajaja", "es"),  # how Spanish laughs in writing
    ("lol", "en"),
])
def test_text_without_telltale_letters_gets_its_language_from_other_clues(text: str, lang: str) -> None:
    assert detect(text, default="en") == lang


def test_text_with_no_clue_at_all_keeps_the_callers_language() -> None:
    assert detect("🎲🎲🎲", default="tr") == "tr"
    assert detect("qwe qwe", default="es") == "es"


# --- a game's name with a Turkish ending: built from the registered games, not listed in langdetect.py ---------


@pytest.mark.parametrize("word", ["azulda", "azulun", "alhambrada", "alhambranın", "ALHAMBRADA"])
def test_our_games_names_with_a_turkish_ending_are_turkish(word):
    assert detect(word, default="es") == "tr"


def test_a_registered_games_name_with_its_turkish_endings_is_turkish(monkeypatch):
    """The toy game (tests/toy_game.py), registered after import, with `language_endings` in its name facts:
    "coinsda" is then a Turkish word, with no edit of the detector."""
    from assistant import games
    from assistant.rules import our_games
    from tests.toy_game import GAME as COINS

    assert detect("coinsda", default="es") == "es"  # no clue: not registered
    facts = {**our_games.particulars(), "coins": {"tr": {"language_endings": ["da"]}}}
    monkeypatch.setattr(our_games, "particulars", lambda: facts)
    games.register(COINS)
    try:
        assert detect("coinsda", default="es") == "tr"
    finally:
        games.unregister(COINS.id)
    assert detect("coinsda", default="es") == "es"


def test_a_games_name_with_a_turkish_ending_tells_nothing_once_its_name_facts_drop_the_endings(monkeypatch):
    """The detector's game words come only from the name facts (data/lexicon/game_names.yaml): without Azul's
    `language_endings`, "azulda" is no Turkish word and the caller's default stands."""
    from assistant.rules import our_games

    facts = {**our_games.particulars(), "azul": {k: v for k, v in our_games.particulars()["azul"].items()
                                                 if k != "tr"}}
    monkeypatch.setattr(our_games, "particulars", lambda: facts)
    assert detect("azulda", default="es") == "es"
    assert detect("alhambrada", default="es") == "tr"
