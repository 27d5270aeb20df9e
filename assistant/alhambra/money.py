"""Money, turns, setup and the end of the game (alhambra.money.*, alhambra.buy.*, alhambra.setup.*,
alhambra.end.*, alhambra.variant.two-player).

Plain functions on plain values. Anything random takes a `random.Random` so that a caller (the app, a test)
decides the seed, and the same seed always deals the same game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from assistant.alhambra.catalogue import Tile, game
from assistant.alhambra.table import Card, Table

SCORING_1, SCORING_2 = "scoring-1", "scoring-2"


def missing_cards(wanted: Sequence[Card], available: Sequence[Card]) -> list[Card]:
    """The cards of `wanted` that `available` does not hold (as multisets)."""
    left = Counter(available)
    out = []
    for card in wanted:
        if left[card] > 0:
            left[card] -= 1
        else:
            out.append(card)
    return out


def remove_cards(cards: Sequence[Card], source: list[Card]) -> list[Card]:
    rest = list(source)
    for card in cards:
        rest.remove(card)
    return rest


def take_total_ok(cards: Sequence[Card]) -> bool:
    """One card of any value, or several totalling at most 5 (alhambra.money.take); currency is irrelevant."""
    return len(cards) == 1 or sum(v for _, v in cards) <= game().money["take_limit"]


def wrong_currency(pay: Sequence[Card], square: str) -> list[Card]:
    return [c for c in pay if c[0] != square]


def exact(pay: Sequence[Card], price: int) -> bool:
    return sum(v for _, v in pay) == price


def earns_action(pay: Sequence[Card], price: int, action_number: int) -> bool:
    """Exact payment grants another action, up to five actions in one turn (alhambra.buy.exact-payment)."""
    return exact(pay, price) and action_number < game().turn["max_actions"]


# --- setup ------------------------------------------------------------------------------------------


def money_deck(two_player: bool = False) -> list[Card]:
    """The money cards of the game: 108, or 72 with two players (two of each card)."""
    g = game()
    copies = g.money_copies(two_player)
    return [(c, v) for c in g.currencies for v in g.money["values"] for _ in range(copies)]


def deal_starting_money(deck: Sequence[Card], players: int) -> tuple[list[list[Card]], list[Card]]:
    """Deal from the top, one card at a time, to each player in turn until their total is 20 or more."""
    target = game().money["starting_total"]
    hands: list[list[Card]] = []
    pos = 0
    for _ in range(players):
        hand: list[Card] = []
        while sum(v for _, v in hand) < target:
            if pos >= len(deck):
                raise ValueError("the money deck ran out while dealing starting money")
            hand.append(deck[pos])
            pos += 1
        hands.append(hand)
    return hands, list(deck[pos:])


@dataclass(frozen=True)
class StartPlayer:
    index: int | None          # None while players remain tied and no ages were given
    tied: tuple[int, ...]      # the players still tied at the deciding step
    decided_by: str            # "cards", "total", "age" or "tied"


def start_player(hands: Sequence[Sequence[Card]], ages: Sequence[float] | None = None) -> StartPlayer:
    """Fewest cards starts; then the smallest total; then the youngest (alhambra.setup.start-player)."""
    idx = list(range(len(hands)))
    fewest = min(len(hands[i]) for i in idx)
    idx = [i for i in idx if len(hands[i]) == fewest]
    if len(idx) == 1:
        return StartPlayer(idx[0], (), "cards")
    smallest = min(sum(v for _, v in hands[i]) for i in idx)
    idx = [i for i in idx if sum(v for _, v in hands[i]) == smallest]
    if len(idx) == 1:
        return StartPlayer(idx[0], (), "total")
    if ages is None:
        return StartPlayer(None, tuple(idx), "tied")
    youngest = min(ages[i] for i in idx)
    idx2 = [i for i in idx if ages[i] == youngest]
    return StartPlayer(idx2[0] if len(idx2) == 1 else None, tuple(idx2) if len(idx2) > 1 else (), "age")


def stack_scoring_cards(deck: Sequence[Card], rng: random.Random) -> list:
    """Split the deck into five piles as equal as possible, shuffle scoring card 1 into pile 2 and card 2
    into pile 4, and stack them with pile 1 on top (alhambra.setup.scoring-cards). Index 0 is the top."""
    g = game()
    n = g.setup["money_piles"]
    size, extra = divmod(len(deck), n)
    piles: list[list] = []
    start = 0
    for i in range(n):
        end = start + size + (1 if i < extra else 0)
        piles.append(list(deck[start:end]))
        start = end
    for card, pile in ((SCORING_1, g.setup["scoring_card_piles"][1]), (SCORING_2, g.setup["scoring_card_piles"][2])):
        piles[pile - 1].append(card)
    for pile in piles:
        rng.shuffle(pile)
    return [c for pile in piles for c in pile]


@dataclass
class Refill:
    row: list[Card]
    deck: list
    discard: list[Card]
    scorings: list[int]        # scoring rounds triggered (1, 2): score before the next player's turn
    reshuffled: bool


def refill_money_row(row: Sequence[Card], deck: Sequence, discard: Sequence[Card], rng: random.Random) -> Refill:
    """Fill the face-up money back to four at the end of a turn. A scoring card drawn is set aside and the
    row is still filled; an empty deck is rebuilt from the shuffled discard pile (alhambra.money.deck-empty)."""
    size = game().setup["money_row_size"]
    row, deck, discard = list(row), list(deck), list(discard)
    scorings: list[int] = []
    reshuffled = False
    while len(row) < size:
        if not deck:
            if not discard:
                break
            deck = discard
            rng.shuffle(deck)
            discard = []
            reshuffled = True
        card = deck.pop(0)
        if card in (SCORING_1, SCORING_2):
            scorings.append(1 if card == SCORING_1 else 2)
        else:
            row.append(card)
    return Refill(row, deck, discard, scorings, reshuffled)


# --- the end of the game and Dirk ---------------------------------------------------------------------


def game_ends(bag: int, empty_squares: int) -> bool:
    """The game ends when, after a turn, the bag cannot fill the market back to four (alhambra.end.trigger)."""
    return bag < empty_squares


@dataclass(frozen=True)
class MarketAward:
    square: str
    tile: Tile
    winner: str | None                  # None: the tile stays in the market (see `reason`)
    totals: Mapping[str, int]           # each player's money of that currency (read-only)
    reason: str                         # "most": the winner holds the most; "tie": tied for most; "no-money"


def award_market_tiles(table: Table) -> list[MarketAward]:
    """Each tile left in the market goes to the player holding the most money of its square's currency;
    a tie leaves it there. Dirk holds no money, so he never gets one (alhambra.end.market-tiles)."""
    out = []
    for square, tile in table.market or ():
        totals = {p.name: sum(v for c, v in p.hand if c == square) for p in table.players}
        best = max(totals.values(), default=0)
        leaders = [n for n, t in totals.items() if t == best]
        winner = leaders[0] if best > 0 and len(leaders) == 1 else None
        reason = "most" if winner is not None else "no-money" if best == 0 else "tie"
        out.append(MarketAward(square, tile, winner, MappingProxyType(totals), reason))
    return out
