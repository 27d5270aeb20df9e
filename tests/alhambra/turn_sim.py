"""A whole Alhambra game played through the TurnRules (assistant/alhambra/turns.py), as a table would: the real
bag and money deck kept here (the engine never sees them), every step handed to `step` as JSON. For the property
tests; the players pick random steps and fall back to a one-card take when the engine refuses one."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from assistant.alhambra.catalogue import game
from assistant.alhambra.components import on_table
from assistant.alhambra.deal import deal
from assistant.alhambra.game import GAME
from assistant.alhambra.money import SCORING_1, SCORING_2, money_deck, stack_scoring_cards
from assistant.alhambra.table import parse
from assistant.games import PlayStep


def card(c) -> dict:
    return {"currency": c[0], "value": c[1]}


@dataclass
class Sim:
    rng: random.Random
    position: dict
    turn: dict
    bag: list
    deck: list
    discard: list = field(default_factory=list)
    steps: list[tuple[dict, PlayStep]] = field(default_factory=list)
    scorings: int = 0

    def play(self, step: dict) -> PlayStep:
        out = GAME.play.step(self.position, self.turn, step)
        self.steps.append((step, out))
        if not out.problems:
            self.position, self.turn = out.position, out.turn
        return out

    def tiles_accounted(self) -> int:
        """Tiles on the table, held (at the end of the game, the market tiles awarded and not yet built too) and
        in the bag: always the box's 54."""
        awarded = sum(len(a["tiles"]) for a in self.turn.get("awarded") or [])
        return sum(on_table(parse(self.position)).values()) + len(self.turn["held"]) + awarded + len(self.bag)

    def money_in_play(self) -> int:
        p = self.position
        return sum(c["value"] for q in p["players"] for c in q["hand"]) + sum(c["value"] for c in p["money_row"])

    def me(self) -> dict:
        return next(p for p in self.position["players"] if p["name"] == self.turn["player"])


def new_game(seed: int, players: int) -> Sim:
    rng = random.Random(seed)
    dealt = deal(players, seed=seed)
    position = dict(dealt["position"], round=1)
    start = GAME.play.start(position)
    if start.problems:  # a tie only ages break: the first of them starts
        start = GAME.play.start(position, starter=dealt["start_player"]["tied"][0])
    assert not start.problems, start.problems
    box = Counter(game().tiles.elements())
    box.subtract(on_table(parse(position)))
    bag = list(box.elements())
    rng.shuffle(bag)
    deck = Counter(money_deck(two_player="dirk" in position))
    deck.subtract((c["currency"], c["value"]) for p in position["players"] for c in p["hand"])
    deck.subtract((c["currency"], c["value"]) for c in position["money_row"])
    rest = list(deck.elements())
    rng.shuffle(rest)
    return Sim(rng, start.position, start.turn, bag, stack_scoring_cards(rest, rng))


def _payment(hand: list[dict], square: str, price: int) -> list[dict] | None:
    """Cards of the square's currency paying at least the price, exactly when a subset does (small hands)."""
    cards = sorted((c for c in hand if c["currency"] == square), key=lambda c: -c["value"])
    best: list[dict] | None = None
    for mask in range(1, 1 << min(len(cards), 10)):
        pick = [c for i, c in enumerate(cards) if mask >> i & 1]
        total = sum(c["value"] for c in pick)
        if total == price:
            return pick
        if total > price and (best is None or total < sum(c["value"] for c in best)):
            best = pick
    return best


def act(sim: Sim) -> PlayStep:
    me, rng = sim.me(), sim.rng
    if rng.random() < 0.6:
        for square in rng.sample(list(sim.position["market"]), len(sim.position["market"])):
            pay = _payment(me["hand"], square["currency"], square["price"])
            if pay:
                out = sim.play({"step": "buy", "square": square["currency"], "pay": pay})
                if not out.problems:
                    return out
    if rng.random() < 0.1 and len(me["alhambra"]) > 1:
        built = rng.choice([c for c in me["alhambra"] if not c.get("fountain")])
        out = sim.play({"step": "remove", "at": [built["x"], built["y"]]})
        if not out.problems:
            return out
    row = sim.position["money_row"]
    return sim.play({"step": "take", "cards": [rng.choice(row)]})


def place(sim: Sim) -> PlayStep:
    tile = sim.rng.choice(sim.turn["held"])
    cells = GAME.place(parse(sim.position), sim.turn["player"], tile)["positions"]
    if cells and sim.rng.random() < 0.9:
        return sim.play({"step": "place", "tile": tile, "to": "alhambra", "at": sim.rng.choice(cells)})
    return sim.play({"step": "place", "tile": tile, "to": "reserve"})


def refill(sim: Sim) -> PlayStep:
    lying = {m["currency"] for m in sim.position["market"]}
    empty = [c for c in game().currencies if c not in lying]
    bag_empty = len(sim.bag) < len(empty)
    market = {c: (sim.bag.pop().to_json() if sim.bag else None) for c in empty}
    money, scoring = [], False
    while len(sim.position["money_row"]) + len(money) < game().setup["money_row_size"]:
        if not sim.deck:
            sim.deck, sim.discard = sim.discard, []
            sim.rng.shuffle(sim.deck)
        drawn = sim.deck.pop(0)
        if drawn in (SCORING_1, SCORING_2):
            scoring = True
        else:
            money.append(card(drawn))
    out = sim.play({"step": "refill", "market": market, "money": money, "scoring": scoring, "bag_empty": bag_empty})
    if out.scoring and not out.over:  # what the ledger does: the scoring recorded, the boards carried over
        sim.scorings += 1
        sim.position = dict(sim.position, round=sim.position["round"] + 1)
        sim.turn = GAME.play.after_scoring(sim.position, sim.turn)
    return out


def dirk(sim: Sim) -> PlayStep:
    """Dirk's tiles right after a scoring, drawn from the bag (6, then a third of the bag)."""
    due = 6 if sim.position["round"] == 2 else len(sim.bag) // 3
    return sim.play({"step": "dirk", "tiles": [sim.bag.pop().to_json() for _ in range(min(due, len(sim.bag)))]})


def next_step(sim: Sim) -> PlayStep:
    """One step of the player whose turn it is, by the phase; money paid goes to the discard pile."""
    phase, name = sim.turn["phase"], sim.turn["player"]
    before = Counter((c["currency"], c["value"]) for c in sim.me()["hand"])
    out = {"act": act, "place": place, "refill": refill, "dirk": dirk}[phase](sim)
    if phase == "act" and not out.problems:
        after = next(p for p in out.position["players"] if p["name"] == name)
        sim.discard.extend((before - Counter((c["currency"], c["value"]) for c in after["hand"])).elements())
    return out
