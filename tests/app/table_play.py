"""A whole game played at a table through the Table page with AppTest: one AppTest a phone, each interaction a
player makes counted by step and phone (a button pressed, a seat picked, a field typed, a tap). AppTest cannot
tap a drawing, so a tap goes through the very plain function the page's tap handler calls, written to the
table as the page writes it (ui/table_write.apply_tap); the phone's page is run again before it is looked at
or a button is pressed on it (as the poll brings every phone up to date).
Shared by tests/app/test_table_alhambra.py and bench/bench_game_night.py."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from streamlit.testing.v1 import AppTest

from assistant import api
from tests.app import util
from ui import alhambra_entry, alhambra_steps, azul_entry, table_write

TILES = "tiles"  # the taps that enter the boards themselves (tiles built, pattern lines): counted apart


class Table:
    """The table at `token` and the phones open on it; `counts[(step, phone)]`: the interactions made."""

    def __init__(self, led, token: str, lang: str = "en"):
        self.led, self.token, self.lang = led, token, lang
        self.phones: dict[int | None, AppTest] = {}
        self.counts: Counter = Counter()

    def count(self, step: str, phone: int | None, n: int = 1) -> None:
        self.counts[(step, "watching" if phone is None else phone)] += n

    def view(self):
        return api.table.open_table(self.led, self.token)

    def run(self, at: AppTest) -> AppTest:
        at.run()
        assert not at.exception, at.exception
        return at

    def phone(self, seat: int | None, step: str = "setup") -> AppTest:
        """The phone of `seat` (None: watching): opened at the table's link (one scan of its QR code) and its
        seat picked (one choice), the first time."""
        if seat not in self.phones:
            at = util.page("table", self.lang)
            at.query_params["t"] = self.token
            self.run(at)
            self.count(step, seat)
            if seat is not None:
                at.selectbox(key=f"table:seat:{self.token}").set_value(seat)
                self.run(at)
                self.count(step, seat)
            self.phones[seat] = at
        return self.phones[seat]

    def refresh(self, *seats: int | None) -> None:
        """What the poll does on the other phones: their page run again (no interaction)."""
        for seat in seats or list(self.phones):
            self.run(self.phones[seat])

    def press(self, seat: int | None, key: str, step: str) -> AppTest:
        """A button pressed on phone `seat`, its page first brought up to date as the poll would have."""
        at = self.run(self.phone(seat))
        button = at.button(key=key)
        assert not button.disabled, key
        button.click()
        self.run(at)
        self.count(step, seat)
        return at

    def tap(self, seat: int | None, step: str, change: Callable[[dict], tuple[dict, dict | None]],
            taps: int = 1) -> table_write.Outcome:
        """`taps` taps on phone `seat` whose change to the table is `change` (position -> position, selection)."""
        self.phone(seat)
        actor = None if seat is None else self.view().game.players[seat]
        out = table_write.apply_tap(self.led, self.view(), change, actor=actor)
        self.count(step, seat, taps)
        return out  # the phone's page shows it at its next run (press, refresh): the ledger holds it now

    # --- Alhambra ------------------------------------------------------------------------------------------

    def build(self, seat: int, cell: tuple[int, int], tile: dict) -> None:
        """A tile built on a seat's Alhambra: its cell, then the tile in the box (two taps)."""
        target = box_target(tile)

        def change(pos: dict):
            pos, sel = alhambra_entry.tap(pos, seat, None, f"cell:{cell[0]},{cell[1]}")
            return alhambra_entry.tap(pos, seat, sel, target)
        self.tap(seat, TILES, change, taps=2)

    def dirk(self, seat: int | None, target: str, step: str) -> bool:
        """One tap at Dirk's stage (a tile of the box, or one of his); whether it was refused."""
        refused = False
        base = alhambra_steps.base_pile(api.table.table_log(self.led, self.token), self.view().position)

        def change(pos: dict):
            nonlocal refused
            new, refused = alhambra_steps.dirk_tap(pos, target, base)
            return new, None
        self.tap(seat, step, change)
        return refused

    def card(self, seat: int, target: str, step: str = "end: hands") -> str | None:
        """One tap on a phone's money (a card of the grid, or of the hand); the refusal, if any."""
        refusal = None

        def change(pos: dict):
            nonlocal refusal
            new, refusal = alhambra_steps.hand_tap(pos, seat, target, self.lang)
            return new, None
        self.tap(seat, step, change)
        return refusal

    def build_offered(self, seat: int, cell: tuple[int, int], step: str = TILES) -> None:
        """One tap on a lit cell while the offered reserve tile is chosen (the selection the phone shows)."""
        sel = selection(self.phones[seat], seat)

        def change(pos: dict):
            return alhambra_entry.tap(pos, seat, sel, f"cell:{cell[0]},{cell[1]}")
        out = self.tap(seat, step, change)
        self.phones[seat].session_state[f"alh:sel:{seat}"] = out.sel  # as the page's tap handler keeps it

    # --- Azul ----------------------------------------------------------------------------------------------

    def line(self, seat: int, line: int, count: int, colour: str) -> None:
        """A pattern line filled: its slot, then the colour (two taps)."""
        def change(pos: dict):
            pos, sel = azul_entry.tap(pos, seat, None, f"line:{line},{count}")
            return azul_entry.tap(pos, seat, sel, f"colour:{colour}")
        self.tap(seat, TILES, change, taps=2)


def box_target(tile: dict) -> str:
    """A tile of the box as the palette's tap target."""
    return f"tile:{tile['type']}:{tile['price']}:{tile['walls']}"


def selection(at: AppTest, seat: int) -> dict | None:
    """What the seat's phone has chosen on its board (ui/alhambra_board_ui keeps it in the session)."""
    key = f"alh:sel:{seat}"
    return at.session_state[key] if key in at.session_state else None  # noqa: SIM401 (no .get on AppTest's)


def free_cell(pos: dict, seat: int, tile: dict) -> tuple[int, int] | None:
    """A cell where `tile` may legally go in the seat's Alhambra (the engine's `place`), nearest the fountain."""
    cells = api.place(pos, pos["players"][seat]["name"], tile)["positions"]
    return tuple(min(cells, key=lambda c: (abs(c[0]) + abs(c[1]), c))) if cells else None


def start(led, game: str, names: list[str], dirk: bool = False, lang: str = "en") -> Table:
    """A table started on seat 0's phone through the page's form (the game, the player count, each name typed
    once, Dirk ticked), then that phone's seat picked."""
    at = util.page("table", lang)
    at.run()
    counts: Counter = Counter()
    at.radio(key="table:new:game").set_value(game).run()
    counts[("setup", 0)] += 1
    if len(names) != api.registration(game).players.min:
        at.number_input(key=f"table:new:{game}:count").set_value(len(names)).run()
        counts[("setup", 0)] += 1
    for i, name in enumerate(names):
        at.text_input(key=f"table:new:name:{i}").set_value(name)
        counts[("setup", 0)] += 1
    if dirk:
        at.checkbox(key="ledger:new:dirk").check()
        counts[("setup", 0)] += 1
    at.button(key="table:new:start").click().run()
    counts[("setup", 0)] += 1
    assert not at.exception, at.exception
    token = at.query_params["t"]
    table = Table(led, token[0] if isinstance(token, list) else token, lang)
    table.counts = counts
    at.selectbox(key=f"table:seat:{table.token}").set_value(0)
    table.run(at)
    table.count("setup", 0)
    table.phones[0] = at
    return table


def box_tile_that_fits(pos: dict, seat: int) -> tuple[dict, tuple[int, int]] | None:
    """The first tile still in the box with a legal cell in the seat's Alhambra, and that cell."""
    for tile, free in alhambra_entry.in_box(pos):
        if free:
            cell = free_cell(pos, seat, tile)
            if cell is not None:
                return tile, cell
    return None


def build_some(table: Table, seats: range, each: int) -> None:
    for _ in range(each):
        for seat in seats:
            found = box_tile_that_fits(table.view().position, seat)
            if found is not None:
                table.build(seat, found[1], found[0])


def give_dirk(table: Table, step: str, seat: int | None = 0) -> int:
    """Dirk's tiles of this stage given from the box, one tap a tile, until he has what he is due."""
    taps = 0
    while True:
        pos = table.view().position
        base = alhambra_steps.base_pile(api.table.table_log(table.led, table.token), pos)
        due = alhambra_steps.dirk_due(pos, base)
        if due is None or due.done:
            return taps
        tile = next(t for t, free in alhambra_entry.in_box(pos) if free)
        assert not table.dirk(seat, box_target(tile), step)
        taps += 1


MARKET = "end: the market as it lies"  # taps on the market's squares, boards' taps (tiles)


def lay_market(led, view, seed: int = 1):
    """A table starts with an empty market (the deal's is random): the four squares as the players tapped them
    from the box (tile taps, not counted among the interactions), here a deal's market written at once."""
    shared = view.board(None).position | {"market": api.setup("alhambra", len(view.game.players), seed=seed)["market"]}
    return api.table.write_board(led, view.token, None, shared, view.board(None).version)


def play_alhambra(led, names: list[str], hands: list[list[tuple[str, int]]], dirk: bool = False,
                  each: int = 1, lang: str = "en", left: tuple[str, ...] | None = None) -> Table:
    """A whole Alhambra game through the Table page: setup, every phone joined, Dirk's tiles at each stage
    (the six of the start tapped onto his empty pile), `each` tiles built per player between the
    scorings, three scorings, and at the end every phone's hand tapped card by card, the market award and its
    tiles built where they are offered, then the last scoring."""
    table = start(led, "alhambra", names, dirk, lang)
    lay_market(led, table.view())
    seats = range(len(names))
    for seat in seats:
        table.phone(seat)
    if dirk:  # the table starts with Dirk's pile empty (the deal's is random): the six drawn from the bag
        assert table.view().position["dirk"] == []
        give_dirk(table, "dirk: start")
    for number in (1, 2):
        build_some(table, seats, each)
        table.press(0, f"table:score:{table.token}", f"scoring {number}")
        if dirk:
            give_dirk(table, f"dirk: after scoring {number}")
    build_some(table, seats, each)
    assert all(p["hand"] == [] for p in table.view().position["players"])  # a table starts with no hands
    if left is not None:  # the market made as it lies: one tap takes a tile bought since out of its square
        for square in [m["currency"] for m in table.view().position["market"] if m["currency"] not in left]:
            table.tap(0, MARKET, lambda p, sq=square: alhambra_entry.tap(p, 0, None, f"market:{sq}"))
    counted = set(alhambra_steps.counted_currencies(table.view().position))
    for seat, hand in zip(seats, hands, strict=True):
        for currency, value in [card for card in hand if card[0] in counted]:  # the page asks for these only
            assert table.card(seat, f"card:{currency}:{value}") is None
    table.refresh(0)
    table.press(0, f"table:alh:award:{table.token}", "end: award")
    for seat in seats:  # each awarded tile, offered on its winner's phone, built on a lit cell
        table.refresh(seat)
        while (sel := selection(table.phones[seat], seat)) and sel.get("from") == "reserve":
            cell = free_cell(table.view().position, seat, sel["tile"])
            assert cell is not None
            table.build_offered(seat, cell, "end: build the awarded tiles")
            table.refresh(seat)  # the next tile of the reserve is offered on the page's next run
    table.refresh(0)
    table.press(0, f"table:score:{table.token}", "scoring 3")
    return table


def play_azul(led, names: list[str], lang: str = "en") -> Table:
    """A whole Azul game through the Table page: setup, every phone joined, each round every player's first
    pattern line filled with the colour its wall's top row still lacks, "end the round" pressed on one phone,
    until the top rows are complete and the game is over."""
    table = start(led, "azul", names, lang=lang)
    seats = range(len(names))
    for seat in seats:
        table.phone(seat)
    for column in range(azul_entry.SIZE):
        for seat in seats:
            table.line(seat, 1, 1, azul_entry.pattern_colour(0, column))
        table.press(0, f"table:score:{table.token}", f"round {column + 1}")
        if table.view().game.finished:
            break
    return table
