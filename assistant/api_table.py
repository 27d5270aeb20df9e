"""The tables as the pages see them (`assistant.api.table`, loaded on first use like `api.ledger`): a game
night's table reached by its private link only. Nothing here takes a game's ledger id, so a sequential number is
never enough to open or change a table; a link that opens nothing gets one line (NoTable) that tells nothing.

Each function takes the open Ledger (`api.ledger.open_ledger()`, one per process) first. Reading: open_table,
table_version (the stamp a page polls), list_tables (the tables of a browser's links), table_log, scored_position
(the boards a recorded round was scored from); `split` (no
ledger) cuts a position into the table's boards. Writing: create_table, write_board (over the board's version),
and over the table's stamp record_scoring, rename_player, remove_table. Turn by turn (issue 19): start_play,
play_step and undo_step over the stamp (a PlayResult: the table, or the engine's problems when refused), and
play_log (the steps in force, PlayEntry, for the log and the replay); TableView.turn is the turn; `plays` (no
ledger) says whether a game can be played so. Games
played's typed rounds by token, over the game's version: load_game, record_round, correct_round (GameConflict).
Refusals are LedgerErrors with a UI string (`key`, `params`).
"""

from __future__ import annotations

from assistant import registry
from assistant.games import turn_rules
from assistant.ledger.db import Ledger, open_ledger
from assistant.ledger.errors import LedgerError
from assistant.ledger.models import SHARED
from assistant.ledger.table_changes import record_scoring, remove_table, rename_player, scored_position
from assistant.ledger.table_games import GameConflict, correct_round, load_game, record_round
from assistant.ledger.table_play import PlayEntry, PlayResult, play_log, play_step, start_play, undo_step
from assistant.ledger.tables import (
    BoardConflict,
    BoardView,
    NoTable,
    TableConflict,
    TableView,
    create_table,
    list_tables,
    open_table,
    split,
    table_log,
    table_version,
    write_board,
)

__all__ = ["Ledger", "open_ledger", "LedgerError", "SHARED", "BoardConflict", "BoardView", "NoTable",
           "TableConflict", "TableView", "create_table", "list_tables", "open_table", "split", "table_log",
           "table_version", "write_board", "record_scoring", "remove_table", "rename_player", "scored_position",
           "GameConflict",
           "load_game", "record_round", "correct_round", "PlayEntry", "PlayResult", "play_log", "play_step",
           "start_play", "undo_step", "plays"]


def plays(kind: str) -> bool:
    """Whether a table of game `kind` can be played turn by turn: its engine has TurnRules (games.turn_rules)."""
    return turn_rules(registry.get(kind)) is not None
