"""The ledger as the pages see it, in one place: open it, act on it, read it back, export it, and the errors
to catch. Pages reach it as `assistant.api.ledger` (api loads this module only when a ledger page asks, so the
command line never imports SQLAlchemy); nothing here decides a rule (the engines do, through the registry).
"""

from __future__ import annotations

from sqlalchemy.exc import SQLAlchemyError as DatabaseError

from assistant.ledger.db import Ledger, database_url, open_ledger, safe_url
from assistant.ledger.errors import ConflictError, LedgerError, NotFoundError
from assistant.ledger.exports import bgstats_filename, bgstats_json, csv_bytes, plays_frame, stats_frame
from assistant.ledger.service import (
    MAX_POINTS,
    MAX_ROWS,
    GameView,
    LogEntry,
    correct_round,
    game_log,
    ledger_facts,
    list_games,
    load_game,
    player_range,
    player_stats,
    record_round,
    round_from_score,
    start_game,
    variants,
)

__all__ = ["DatabaseError", "Ledger", "database_url", "open_ledger", "safe_url", "ConflictError", "LedgerError",
           "NotFoundError", "bgstats_filename", "bgstats_json", "csv_bytes", "plays_frame", "stats_frame",
           "MAX_POINTS", "MAX_ROWS", "GameView", "LogEntry", "correct_round", "game_log", "list_games", "load_game",
           "ledger_facts", "player_range", "player_stats", "record_round", "round_from_score", "start_game", "variants"]
