"""Out of scope means out of scope (issue 12, item 3), fourth wave: questions about something the rules never
speak of, code and markup, invented game titles, and "azul" as a shade of blue. Each refusal is paired with rule
questions that look alike (a dispute with a brother, a capitalised rule word, the game named "azul"), so a test
fails both when the refusal is lost and when it spreads to real rule questions. None of these questions is in a
question set."""

from __future__ import annotations

import pytest

from assistant.rules import answer
from assistant.rules.nonsense import odd_words, off_subject
from assistant.rules.scope import games_named, other_game


@pytest.mark.parametrize("question, lang", [
    ("can the fountain fly", "en"),  # fly: no rule text of any language uses it; fountain is half the words
    ("kule uçabilir mi", "tr"),
    ("¿la fuente puede volar?", "es"),
    ("塔は歌えますか", "ja"),  # 歌 occurs in no Japanese rule text
])
def test_a_question_about_what_the_rules_never_speak_of_is_refused(question: str, lang: str) -> None:
    assert off_subject(question, lang)
    assert answer.ask(question)["answers"] == []


@pytest.mark.parametrize("question, lang, rule", [
    ("my brother says I can pay with two currencies, is that right?", "en", "alhambra.buy.currency"),
    ("abim iki farklı parayla ödeyebileceğimi söylüyor, doğru mu?", "tr", "alhambra.buy.currency"),
    ("mi primo dice que se puede pagar con dos monedas, es verdad?", "es", "alhambra.buy.currency"),
    ("友達が2種類のお金で払えると言っていますが本当ですか", "ja", "alhambra.buy.currency"),
])
def test_table_talk_around_a_rule_question_keeps_it_in_scope(question: str, lang: str, rule: str) -> None:
    assert not off_subject(question, lang), odd_words(question, lang)
    assert answer.ask(question)["answers"][0]["rule"] == rule


def test_a_typo_of_a_rule_word_is_not_odd() -> None:
    assert odd_words("how many points for the fountian", "en") == []  # one letter swapped in "fountain"


def test_turkish_says_is_not_splendors_nobles() -> None:
    """"söylüyor" (says) folds to "soyluyor", which began like "soylu" (Splendor's nobles) and was refused."""
    assert other_game("arkadaşım bu turda iki kez satın alabileceğini söylüyor", "tr") is None
    assert other_game("Splendor'da soylular ne zaman gelir", "tr")


@pytest.mark.parametrize("question", [
    "if tiles > 5: floor()",
    "for i in range(5): score += 2",
    '{"tiles": 5}',
    "<b>tower</b>",
    "SELECT * FROM rules;",
])
def test_code_and_markup_are_refused(question: str) -> None:
    assert off_subject(question, "en")
    assert answer.ask(question)["answers"] == []


@pytest.mark.parametrize("question", [
    "let's say I have 3 towers and Bo has 3, who scores?",
    "how many point(s) does a tower give in round 2?",
    "select a tile from the market: can I pay with two currencies?",
])
def test_rule_questions_with_brackets_or_code_words_are_no_code(question: str) -> None:
    assert not off_subject(question, "en")
    assert answer.ask(question)["answers"]


@pytest.mark.parametrize("question, lang, title", [
    ("Castles of Burgundy: how many points for a full region?", "en", "Castles of Burgundy"),
    ("In Towers of Zanzibar can you swap a tile with the market?", "en", "Towers of Zanzibar"),
    ("reglas de Pueblos del Norte el juego de cartas", "es", "Pueblos del Norte"),
])
def test_an_invented_title_with_a_word_no_rule_uses_is_another_game(question: str, lang: str, title: str) -> None:
    assert other_game(question, lang) == title
    assert answer.ask(question)["answers"] == []


@pytest.mark.parametrize("question", [
    "In Round 2 who scores for gardens?",  # capitalised rule words only
    "In Summer Pavilion how do wild tiles work",  # an Azul edition
    "Azul: how many points for a full column?",
    "Playing Azul with Ana and Bo, who starts?",  # players' names
])
def test_capitalised_rule_words_and_names_are_no_title(question: str) -> None:
    assert answer.ask(question)["answers"], question


@pytest.mark.parametrize("question, lang", [
    ("which colour goes with azul blue paint in a bedroom", "en"),
    ("azul mavisi duvar boyası hangi markada var", "tr"),
    ("camisa azul marino con pantalon cafe combina?", "es"),
    ("アズールブルーの服に合う色は？", "ja"),
])
def test_azul_as_a_shade_of_blue_is_everyday_talk(question: str, lang: str) -> None:
    assert "azul" not in games_named(question, lang)
    assert answer.ask(question)["answers"] == []


def test_azul_before_a_rule_question_still_names_the_game() -> None:
    assert games_named("in azul can I put blue tiles on the floor", "en") == {"azul"}


def test_seventh_dev_set_stays_above_its_marks() -> None:
    """Written blind before this wave: 0.975 top-1 and 106/124 refused then (game not passed); with the game
    passed as the app passes it, 0.975 top-1 and 123/124 refused after. No rule question of it may be refused."""
    from pathlib import Path

    from assistant.rules.evaluate import evaluate, load_questions

    report = evaluate(load_questions(Path(__file__).parent / "dev_questions_7.yaml"))
    assert report.overall.top1_rate >= 0.95
    assert report.overall.refused >= 120, report.overall.refused
    assert not [q.q for q, got in report.misses if q.id is not None and not got]


@pytest.mark.parametrize("question, lang", [
    ("🦜🦜 tower 🦜🦜", "en"),  # more emoji than words
    ("🍋🍋 karo 🍋 para 🍋", "tr"),
    ("muro muro muro muro", "es"),  # a word said three times over
    ("ファクトリーファクトリーファクトリー", "ja"),
])
def test_a_chant_of_emoji_or_one_word_is_refused(question: str, lang: str) -> None:
    assert off_subject(question, lang)
    assert answer.ask(question)["answers"] == []


def test_one_emoji_in_a_rule_question_is_no_chant() -> None:
    assert answer.ask("can I take 3 reds from the centre 🤔")["answers"][0]["game"] == "azul"


@pytest.mark.parametrize("question", [
    "in azul can my dog keep the first player marker",  # naming the game does not make a dog a rule
    "alhambrada bir köpek kaç puan eder",
    "¿puedo casarme con el marcador de jugador inicial?",
    "アルハンブラで犬は何点ですか",
])
def test_things_no_rule_is_about_are_refused_even_when_the_game_is_named(question: str) -> None:
    assert answer.ask(question)["answers"] == []


def test_no_absurd_word_is_a_word_of_the_rules() -> None:
    """The list refuses whatever game is named, so none of its words may be one the rules use in that language
    (Dirk is the ghost player: "ghost", "fantasma", "hayalet" must stay out)."""
    from assistant.rules.scope import other_games, own_words, rule_texts
    from assistant.rules.text import normalise

    japanese = normalise("\n".join(rule_texts("ja")), "ja")
    for lang, terms in [*other_games()["absurd"].items(), *other_games()["absurd_asked"].items()]:
        for raw in (str(t) for t in terms):
            term = raw.rstrip("*")
            if lang == "ja":
                assert term not in japanese, term
            elif raw.endswith("*"):  # a stem: no rule word may begin with it ("cant*" would catch "cantidad")
                stem = normalise(term, lang)
                assert not [w for w in own_words(lang) if w.startswith(stem)], term
            else:
                assert normalise(term, lang) not in own_words(lang), term


@pytest.mark.parametrize("question, lang, rule", [
    ("床が7個超えたらどうなんの", "ja", "azul.floor.full"),  # 個超: a kanji run across two words
    ("se pueden poner losetas medio corridas, montadas a caballo entre dos?", "es", "alhambra.build.grid"),
    ("Priya and Ben both have 4 cards after the starting cash, who takes the first turn?", "en",
     "alhambra.setup.start-player"),
])
def test_rule_questions_that_looked_odd_are_answered(question: str, lang: str, rule: str) -> None:
    assert answer.ask(question)["answers"][0]["rule"] == rule


@pytest.mark.parametrize("question, lang, name", [
    ("Deniz Fenerleri diye bi oyun var, orada kule kaç puan", "tr", "Deniz Fenerleri"),
    ("reglas de Castillos de Hielo: cuantas torres puedo construir", "es", "Castillos de Hielo"),
    ("el caballo puede saltar dos casillas?", "es", "caballo"),  # chess's knight, but not "a caballo entre dos"
])
def test_more_ways_of_naming_another_game(question: str, lang: str, name: str) -> None:
    assert other_game(question, lang) == name


def test_a_short_katakana_word_is_known_only_by_all_its_pairs() -> None:
    """カッパ shares カッ with ダカット (a currency) but is no rule word; a long one spelt another way still is."""
    assert odd_words("アルハンブラでカッパって何点になる？", "ja") == ["カッパ"]
    assert odd_words("スタートプレーヤーマーカーは誰がもらう？", "ja") == []


@pytest.mark.parametrize("question, lang, name", [
    ("In Gran Mercado can I swap a tile with the market?", "en", "Gran Mercado"),  # Spanish rule words, in English
    ("wizard tower: when the market runs out does the game end?", "en", "wizard tower"),  # a name before a colon
    ("pueblo perdido: cuantas losetas se roban por turno?", "es", "pueblo perdido"),
])
def test_a_title_is_judged_in_the_questions_own_language(question: str, lang: str, name: str) -> None:
    assert other_game(question, lang) == name
    assert answer.ask(question)["answers"] == []


@pytest.mark.parametrize("question", [
    "quick question: how many tiles fit in the 4th pattern line",  # table talk before the colon
    "round 2: who scores for gardens?",
    "setup: how many factories with 3 players",
    "pregunta rapida: cuantos puntos da la torre",
])
def test_a_players_own_heading_is_no_title(question: str) -> None:
    assert answer.ask(question)["answers"], question


def test_japanese_any_kind_of_game_after_toiu_names_a_game() -> None:
    assert other_game("「星の港」というタイルゲームで、市場が空になったら終わりですか？", "ja") == "星の港"


def test_another_games_name_beside_ours_is_no_odd_word() -> None:
    """「カタンと違って」: Catan is compared with, not asked about; the question names Alhambra."""
    question = "カタンと違って交渉はないですよね？アルハンブラで得点計算はいつ何回ありますか？"
    assert "カタン" not in odd_words(question, "ja")
    assert answer.ask(question)["answers"][0]["rule"] == "alhambra.scoring.when"


def test_a_pet_in_a_long_rule_question_is_an_aside() -> None:
    """The absurd list refuses a short question about a cat, not a rule question of three concepts or more."""
    long = "my cat knocked the scoring cards off the table, where do they go in the money deck at setup in alhambra?"
    assert answer.ask(long)["answers"][0]["rule"] == "alhambra.setup.scoring-cards"
    assert answer.ask("can my cat be the first player marker")["answers"] == []


@pytest.mark.parametrize("question, lang", [
    ("does blue wallpaper make a small room look bigger", "en"),
    ("market kartımdaki puanlar ne zaman siliniyor", "tr"),
    ("que plantas pongo alrededor de una fuente en el jardin", "es"),
    ("青色の壁紙は部屋を狭く見せますか", "ja"),
])
def test_everyday_talk_with_the_games_words_is_refused(question: str, lang: str) -> None:
    assert answer.ask(question)["answers"] == []


@pytest.mark.parametrize("question, lang", [
    ("does the factory dream on sundays", "en"),  # what the rules' things never do, on a weekday
    ("kule pazartesi dans eder mi", "tr"),
    ("la fuente baila los lunes?", "es"),
    ("噴水は月曜日に踊りますか", "ja"),
])
def test_what_the_games_things_never_do_is_refused(question: str, lang: str) -> None:
    assert answer.ask(question)["answers"] == []


def test_eating_a_penalty_is_table_slang_not_nonsense() -> None:
    assert answer.ask("whoever takes from the middle first eats a -1, right?")["answers"][0]["game"] == "azul"


@pytest.mark.parametrize("question, lang", [
    ("explain the floor line", "en"),  # a request verb is table talk, not an odd word
    ("anlat bana zemin", "tr"),
    ("explicame el suelo", "es"),
    ("hmm tiles", "en"),
])
def test_requests_and_interjections_around_a_rule_word_are_not_off_topic(question: str, lang: str) -> None:
    assert not off_subject(question, lang)
    assert answer.ask(question)["answers"]


def test_the_answer_says_whether_it_was_no_rule_question_at_all() -> None:
    """FORMATS.md's `ask` may add detail: `off_topic` for everyday talk and nonsense, `out_of_scope` for another
    game, neither for a rule question no entry answers well enough."""
    assert answer.ask("can my cat be the first player marker")["off_topic"] is True
    assert "off_topic" not in answer.ask("calico: can I stack buttons?")
    assert "off_topic" not in answer.ask("how does it all work then")
    out = answer.ask("does the factory dream on sundays", lang="ja")
    assert out["message"] == answer.message("off_topic_word", "ja", word=out["reason"]) and out["reason"] == "dream"
