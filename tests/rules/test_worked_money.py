"""Worked answers for Alhambra money: taking cards (alhambra.money.take), paying a price and the extra action
(alhambra.buy.exact-payment, alhambra.buy.no-change, alhambra.buy.currency) and Dirk's tiles
(alhambra.variant.two-player), decided by api.move and api.alhambra_dirk_tiles."""

import pytest

from assistant.worked import worked


def ask(q: str, lang: str) -> dict | None:
    return worked(q, lang, lang)


@pytest.mark.parametrize(("q", "lang", "legal"), [
    ("can I take a 3 and a 3?", "en", False),          # 3 + 3 = 6 > 5
    ("Can I take a 2 and a 3 from the money cards?", "en", True),  # 5
    ("Am I allowed to take a single 9 card?", "en", True),  # one card of any value
    ("can I take two 3s from the money cards?", "en", False),  # two cards of 3
    ("Bir 3 ve bir 3 alabilir miyim?", "tr", False),
    ("¿Puedo coger un 2 y un 2 de dinero?", "es", True),
    ("9のカードを1枚だけ取れますか？", "ja", True),
])
def test_several_money_cards_only_when_they_total_at_most_5(q, lang, legal):
    w = ask(q, lang)
    assert w["rule"] == "alhambra.money.take" and w["answer"] is legal


def test_taking_money_told_as_a_rule_has_no_verdict():
    assert ask("Toplamı 5'i geçmiyorsa birden fazla para kartı alabilir miyim?", "tr") is None
    assert ask("how many money cards can I take in one go?", "en") is None


def test_overpaying_earns_no_extra_action():
    w = ask("I paid 9 for an 8 tile, do I get another action?", "en")
    assert w["rule"] == "alhambra.buy.exact-payment" and w["answer"] is False and "9 > 8" in w["verdict"]


def test_exact_payment_with_two_cards_earns_another_action():
    # 4 + 3 = 7 = the price
    w = ask("I paid a 4 and a 3 for a 7 tile, do I get another action?", "en")
    assert w["answer"] is True and "4 + 3 = 7" in w["read"]


def test_paying_less_than_the_price_is_not_allowed():
    w = ask("Can I pay 5 for a tile costing 7?", "en")
    assert w["rule"] == "alhambra.buy.no-change" and w["answer"] is False


def test_paying_in_another_currency_is_not_allowed():
    w = ask("Yeşil karedeki 8'lik kule için mavi 8 ödeyebilir miyim?", "tr")
    assert w["rule"] == "alhambra.buy.currency" and w["answer"] is False


def test_mixed_currencies_for_one_tile_are_not_allowed():
    w = ask("my friend wants to pay for a 7 cost pavilion with 4 green and 3 yellow, can he", "en")
    assert w["rule"] == "alhambra.buy.currency" and w["answer"] is False


def test_exact_payment_typed_in_spanish_without_accents():
    assert ask("pague 8 justo por una loseta de 8, tengo otra accion?", "es")["answer"] is True


def test_japanese_overpayment():
    assert ask("8のタイルに9払いました。もう1回行動できますか？", "ja")["answer"] is False


def test_the_fifth_action_earns_none_even_when_exact():
    # the most actions in a turn is 5 (data/alhambra/game.yaml turn.max_actions): a 4th exact purchase
    # still earns the 5th; the engine refuses a purchase as the 5th action, so nothing is said then
    assert ask("I paid exactly 6 for a tile costing 6 as my 4th action, do I get another action?", "en")["answer"]
    assert ask("I paid exactly 6 for a tile costing 6 as my 5th action, do I get another action?", "en") is None


def test_dirk_gets_a_third_of_the_bag_after_the_second_scoring():
    # 31 // 3 = 10
    w = ask("after the second scoring there are 31 tiles in the bag, how many tiles does Dirk get?", "en")
    assert w["rule"] == "alhambra.variant.two-player" and w["answer"] == 10


def test_dirk_gets_six_after_the_first_scoring():
    assert ask("After the first scoring how many tiles does Dirk get?", "en")["answer"] == 6


def test_overpaying_gives_no_change():
    # the engine takes the whole card: the hand after holds nothing back
    w = ask("I paid 10 for an 8 tile, do I get 2 back?", "en")
    assert w["rule"] == "alhambra.buy.no-change" and w["answer"] is False
    assert ask("価格6のタイルに8払いました。お釣りはもらえますか？", "ja")["answer"] is False


def test_dirk_gets_six_at_the_start():
    # data/alhambra/game.yaml two_player.dirk_start_tiles
    assert ask("How many tiles does Dirk get at the start?", "en")["answer"] == 6
    assert ask("ダークはゲーム開始時に何枚もらいますか？", "ja")["answer"] == 6
