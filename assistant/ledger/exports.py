"""The ledger leaves the app in two forms: CSV tables (for spreadsheets) and a BG Stats play file.

BG Stats imports a ".bgsplay" JSON document shaped like its own export: top-level `games`, `players`,
`locations` and `plays`, the play's `playerScores` pointing at players and the game by `playerRefId` and
`gameRefId`. Each play carries `playDate` ("YYYY-MM-DD HH:MM:SS", local time), `durationMin`, `rounds`, and per
player `score` (a string, as BG Stats writes it), `winner`, `rank`, `startPlayer`, `seatOrder` and `newPlayer`.
Games carry their BoardGameGeek id (`bggId`; Alhambra 6249, Azul 230802), from the game's ledger facts
(`bgstats` in data/<game>/, assistant.ledger.inputs.LedgerFacts). UUIDs are derived from the game's
id and the player's name, so exporting the same play twice imports it once.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Sequence
from datetime import UTC, tzinfo

import pandas as pd

from assistant.ledger.service import GameView, LedgerError, PlayerStats, ledger_facts

NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "table-referee/ledger")
ABOUT = ("This is a Play file that can be read by Board Game Stats. It was exported by Table Referee; open it "
         "with Board Game Stats to import the play.")
_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def _uuid(*parts: str) -> str:
    return str(uuid.uuid5(NAMESPACE, "/".join(parts))).upper()


def _cell(text: str) -> str:
    """A name for a spreadsheet: a leading = + - @ would run as a formula there (CSV injection), so it is
    quoted with an apostrophe, the way spreadsheets show text that looks like a formula."""
    return "'" + text if text.startswith(_FORMULA) else text


def bgstats_play(game: GameView, tz: tzinfo = UTC) -> dict:
    """A finished play as a BG Stats import document (see the module docstring); `tz` is the players' zone."""
    if not game.finished:
        raise LedgerError("ledger.err.not_finished", f"game {game.id} is not finished", game=game.id)
    meta = ledger_facts(game.kind).bgstats
    players = [{"id": i + 1, "uuid": _uuid("player", name), "name": name, "isAnonymous": False}
               for i, name in enumerate(game.players)]
    finished = game.finished_at or game.started_at  # a finished game has its time (checked above)
    duration = max(0, round((finished - game.started_at).total_seconds() / 60))
    scores = sorted(game.standings, key=lambda s: s.seat)
    play = {
        "uuid": _uuid("play", game.uid),
        "playDate": game.started_at.astimezone(tz).strftime("%Y-%m-%d %H:%M:%S"),
        "gameRefId": 1,
        "durationMin": duration,
        "rounds": len(game.rounds),
        "ignored": False,
        "manualWinner": False,
        "usesTeams": False,
        "scoringSetting": 0,
        "rating": 0,
        "playImages": "[]",
        "playerScores": [
            {"playerRefId": s.seat + 1, "score": str(s.score), "winner": s.winner, "rank": s.rank,
             "startPlayer": s.seat == game.start_seat, "seatOrder": s.seat + 1, "newPlayer": False}
            for s in scores
        ],
    }
    return {
        "about": ABOUT,
        "games": [{"id": 1, "uuid": _uuid("game", game.kind), "name": meta.name, "bggId": meta.bgg_id,
                   "bggYear": meta.bgg_year, "highestWins": True, "noPoints": False, "cooperative": False,
                   "usesTeams": False}],
        "players": players,
        "locations": [],
        "plays": [play],
    }


def bgstats_json(game: GameView, tz: tzinfo = UTC) -> str:
    return json.dumps(bgstats_play(game, tz), ensure_ascii=False, indent=2)


def bgstats_filename(game: GameView) -> str:
    return f"{game.kind}-{game.started_at.strftime('%Y%m%d')}-{game.id}.bgsplay"


def plays_frame(games: Sequence[GameView], tz: tzinfo = UTC) -> pd.DataFrame:
    """One row per game and player: when, which game, seat, start player, per-round points, score, rank."""
    most = max((len(g.rounds) for g in games), default=0)
    rows = []
    for g in games:
        places = {s.seat: s for s in g.standings}
        for seat, name in enumerate(g.players):
            row = {
                "game_id": g.id,
                "game": g.kind,
                "variant": g.variant,
                "started": g.started_at.astimezone(tz).isoformat(timespec="seconds"),
                "finished": g.finished_at.astimezone(tz).isoformat(timespec="seconds") if g.finished_at else "",
                "status": "finished" if g.finished else "playing",
                "seat": seat + 1,
                "player": _cell(name),
                "start_player": seat == g.start_seat,
            }
            for n in range(1, most + 1):
                row[f"round_{n}"] = g.rounds[n - 1].points[seat] if n <= len(g.rounds) else pd.NA
            row |= {"score": places[seat].score, "complete_rows": places[seat].complete_rows,
                    "rank": places[seat].rank, "winner": places[seat].winner and g.finished}
            rows.append(row)
    columns = ["game_id", "game", "variant", "started", "finished", "status", "seat", "player", "start_player",
               *(f"round_{n}" for n in range(1, most + 1)), "score", "complete_rows", "rank", "winner"]
    frame = pd.DataFrame(rows, columns=columns)
    for col in ("complete_rows", *(f"round_{n}" for n in range(1, most + 1))):
        frame[col] = frame[col].astype("Int64")
    return frame


def stats_frame(stats: Sequence[PlayerStats]) -> pd.DataFrame:
    rows = [{"game": s.game, "player": _cell(s.name), "games": s.games, "wins": s.wins,
             "average": round(s.average, 2), "best": s.best} for s in stats]
    return pd.DataFrame(rows, columns=["game", "player", "games", "wins", "average", "best"])


def csv_bytes(frame: pd.DataFrame) -> bytes:
    """UTF-8 with a byte order mark, so spreadsheet programs read Ayşe and 日本語 names right."""
    return frame.to_csv(index=False).encode("utf-8-sig")
