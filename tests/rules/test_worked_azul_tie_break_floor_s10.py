"""Worked answers of Azul's tie-break and floor as players tell them (issue 20, session 10; rules
azul.end.tie-break, azul.floor.penalties): the causes fixed, each in four languages with its hand derivation.
Facts: a tie on points goes to the most complete horizontal rows; floor spaces lose 1 1 2 2 2 3 3, the
first-player marker takes a space; a score never falls below 0."""

from __future__ import annotations

import pytest

from assistant.worked import decide


def answer(q: str, lang: str):
    w = decide(q, lang, lang, "azul")[0]
    return None if w is None else w["answer"]


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # tie 64; "She" is Nora, the one other player named: Nora 2 rows > me 1 -> Nora (never "She")
    ("Nora and I both finished on 64. She has 2 complete horizontal rows, I have 1. Who wins?", "en", "Nora"),
    # tie 71; "He" is Leo: Leo 1 row < me 3 -> I
    ("So Leo and I tied at 71 after bonuses. He only completed 1 horizontal row, I have 3. Who takes it?", "en", "I"),
    # tie 66; "Onun" is Kaan: Kaan 2 rows > me 1 -> Kaan
    ("Kaan ile ikimiz de 66 puanda bitirdik. Onun 2 tam yatay sirasi var, benim 1. Kim kazanir?", "tr", "Kaan"),
    # tie 58; "Ella" is Lucia: Lucia 1 row < me 2 -> yo
    ("Lucia y yo empatamos a 58. Ella tiene 1 fila completa y yo 2. Quien gana?", "es", "yo"),
    # tie 64; 彼女 is 美咲: 美咲 2 rows > me 1 -> 美咲
    ("美咲と私は64点で同点。彼女は横列2本、私は1本。勝者は？", "ja", "美咲"),
])
def test_tie_break_pronoun_is_the_named_player(q: str, lang: str, expected: str) -> None:
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang"), [
    # no player named: who "She" is is not told
    ("We tied on 64. She has 2 complete horizontal rows, I have 1. Who wins?", "en"),
    # two others named (Nora, Ana): "She" could be either
    ("Nora, Ana and I tied on 64. She has 2 complete horizontal rows, I have 1. Who wins?", "en"),
    # Ali and Can: "Onun" could be either
    ("Ali, Can ve ben 60 puanda berabereyiz. Onun 3 tam sirasi var, benim 2. Kim kazanir?", "tr"),
    # no one named beside me: "ella" not told
    ("Empatamos a 58. Ella tiene 1 fila completa y yo 2. Quien gana?", "es"),
    # 美咲 and 健 named, 彼女 and 彼 told: only one other may be told by a pronoun
    ("美咲と健は70点で同点。彼女は横列2本、彼は3本。勝者は？", "ja"),
])
def test_tie_break_pronoun_unresolved_gives_no_verdict(q: str, lang: str) -> None:
    assert answer(q, lang) is None


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # marker + "bir karo" (1 tile) = 2 spaces -> 1+1 = 2; 4 + 0 - 2 = 2 (not 3: the article is one tile)
    ("puanim 4, duvara bu tur hic karo koyamadim, zeminde baslangic tasi ve bir karo var. yeni puanim kac?", "tr", 2),
    # marker + "a tile" = 2 spaces -> 2; 10 + 0 - 2 = 8
    ("I had 10 points, I placed nothing on the wall this round, and my floor has the first player marker and a "
     "tile. What is my score now?", "en", 8),
    # marker + "un azulejo" = 2 spaces -> 2; 7 + 0 - 2 = 5
    ("Llevo 7 puntos, el muro no me dio nada y en el suelo cayeron la ficha de primer jugador y un azulejo. "
     "Con cuantos puntos me quedo?", "es", 5),
])
def test_floor_tile_told_by_article_is_one(q: str, lang: str, expected: int) -> None:
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # marker alone -> 1; "I had 12" is the score, not 12 tiles: 12 - 1 = 11
    ("only thing on my floor is the first player marker. I had 12, what do I have now?", "en", 11),
    # marker alone -> 1; 20 - 1 = 19
    ("the only thing on my floor line is the first player token. I had 20, what do I have now?", "en", 19),
    # marker alone -> 1; 9 - 1 = 8 ("¿cuántos puntos tengo?" asks the new score)
    ("Tenia 9 puntos, no coloque nada en el muro y en el suelo solo tengo la ficha de jugador inicial. "
     "Cuantos puntos tengo?", "es", 8),
    # 15 + 3 - (2 tiles -> 1+1) = 16
    ("Tenia 15 puntos, el muro me dio 3 y en el suelo tengo dos azulejos. Cuantos puntos tengo?", "es", 16),
])
def test_floor_marker_alone_score_told_after(q: str, lang: str, expected: int) -> None:
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # full floor, 7 tiles, marker told absent -> 1+1+2+2+2+3+3 = 14
    ("my floor line is completely full, 7 tiles, no marker. how many points do i lose", "en", 14),
    ("floor line totally full, 7 tiles on it, no first player marker. how many points do I lose?", "en", 14),
])
def test_floor_full_marker_told_absent(q: str, lang: str, expected: int) -> None:
    assert answer(q, lang) == expected


@pytest.mark.parametrize(("q", "lang", "expected"), [
    # "puanim 4" is the score; "sadece bir karo" one tile, marker absent -> 1; 4 - 1 = 3
    ("puanim 4, zeminde sadece bir karo var (baslangic karosu yok). raunt sonu puanim kac olur?", "tr", 3),
    # 9 - 1 = 8
    ("puanim 9, zeminde sadece bir karo var, baslangic tasi bende degil. yeni puanim kac?", "tr", 8),
    # the marker untold is no marker, as every floor count is read (s11, set 9: "una sola ficha en el suelo",
    # "theres 1 tile on my floor" have no marker): 4 - 1 = 3
    ("puanim 4, zeminde sadece bir karo var. raunt sonu puanim kac olur?", "tr", 3),
])
def test_floor_score_then_one_tile_by_article(q: str, lang: str, expected: int | None) -> None:
    assert answer(q, lang) == expected
