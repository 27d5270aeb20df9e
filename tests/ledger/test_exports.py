"""The exports: a finished play for BG Stats, the CSV tables, and the statistics they are built from."""

from __future__ import annotations

import io
import json
from datetime import UTC, datetime, timedelta, timezone

import pandas as pd
import pytest

from assistant.ledger import exports, service
from assistant.ledger.service import GameView, LedgerError, RoundView
from tests.ledger.util import alhambra_round, azul_round, play

T0 = datetime(2026, 3, 7, 19, 30, tzinfo=UTC)


def game(kind: str, players: tuple[str, ...], rounds: list[tuple[int, ...]], rows=None, finished=True,
         start_seat=0, gid=1) -> GameView:
    """A GameView made by hand: exports and statistics are pure functions of it."""
    rv = tuple(RoundView(i + 1, "typed", T0, None, pts,
                         (rows[i] if rows else (0 if kind == "azul" else None,) * len(players)))
               for i, pts in enumerate(rounds))
    return GameView(gid, f"00000000-0000-0000-0000-{gid:012d}", kind, "base" if kind == "alhambra" else "colored",
                    players, start_seat, T0, T0, T0 + timedelta(minutes=75) if finished else None, 3, rv)


ALH = game("alhambra", ("Ayşe", "Kemal", "Zeynep"), [(10, 12, 1), (20, 18, 2), (30, 30, 3)], start_seat=1)


# --- BG Stats ----------------------------------------------------------------------------------------------------


def test_bgstats_play_file_shape():
    doc = exports.bgstats_play(ALH)
    assert set(doc) == {"about", "games", "players", "locations", "plays"}
    (g,) = doc["games"]
    assert g["name"] == "Alhambra" and g["bggId"] == 6249 and g["highestWins"] is True and g["id"] == 1
    assert [p["name"] for p in doc["players"]] == ["Ayşe", "Kemal", "Zeynep"]
    assert [p["id"] for p in doc["players"]] == [1, 2, 3]
    (play_,) = doc["plays"]
    assert play_["gameRefId"] == g["id"] and play_["playDate"] == "2026-03-07 19:30:00"
    assert play_["durationMin"] == 75 and play_["rounds"] == 3
    by_ref = {p["id"]: p["name"] for p in doc["players"]}
    scores = {by_ref[s["playerRefId"]]: s for s in play_["playerScores"]}
    assert scores["Ayşe"] == {"playerRefId": 1, "score": "60", "winner": True, "rank": 1, "startPlayer": False,
                              "seatOrder": 1, "newPlayer": False}
    assert scores["Kemal"]["winner"] and scores["Kemal"]["rank"] == 1 and scores["Kemal"]["startPlayer"]
    assert scores["Zeynep"]["rank"] == 3 and not scores["Zeynep"]["winner"] and scores["Zeynep"]["score"] == "6"
    json.loads(exports.bgstats_json(ALH))  # valid JSON text


def test_bgstats_azul_id_local_play_date_and_stable_uuids():
    azul = game("azul", ("A", "B"), [(5, 6), (40, 40)], rows=[(0, 0), (2, 1)])
    doc = exports.bgstats_play(azul, tz=timezone(timedelta(hours=9)))
    assert doc["games"][0]["bggId"] == 230802 and doc["games"][0]["name"] == "Azul"
    assert doc["plays"][0]["playDate"] == "2026-03-08 04:30:00"
    assert [(s["rank"], s["winner"]) for s in doc["plays"][0]["playerScores"]] == [(1, True), (2, False)]
    again = exports.bgstats_play(azul, tz=timezone(timedelta(hours=9)))
    assert again == doc  # exporting twice makes the same play, which BG Stats imports once
    other = exports.bgstats_play(game("azul", ("B", "A"), [(1, 1), (9, 9)], rows=[(0, 0), (1, 0)], gid=2))
    assert other["plays"][0]["uuid"] != doc["plays"][0]["uuid"]  # another play
    uuids = {p["name"]: p["uuid"] for p in other["players"]}
    assert [uuids[p["name"]] for p in doc["players"]] == [p["uuid"] for p in doc["players"]]  # same people


def test_bgstats_only_for_finished_games():
    with pytest.raises(LedgerError) as info:
        exports.bgstats_play(game("azul", ("A", "B"), [(5, 6)], finished=False))
    assert info.value.key == "ledger.err.not_finished"


def test_bgstats_from_a_recorded_game(led):
    view = play(led, "azul", ["Ayşe", "美咲"], [azul_round(Ayşe=8, 美咲=9), azul_round(Ayşe=(30, 1), 美咲=(30, 1))])
    doc = json.loads(exports.bgstats_json(view))
    assert [s["winner"] for s in doc["plays"][0]["playerScores"]] == [True, True]
    assert "美咲" in exports.bgstats_json(view)  # names are kept as written
    assert exports.bgstats_filename(view).endswith(".bgsplay")


# --- CSV -----------------------------------------------------------------------------------------------------------


def read_csv(data: bytes) -> pd.DataFrame:
    assert data.startswith(b"\xef\xbb\xbf")  # a BOM, so spreadsheets read UTF-8 names right
    return pd.read_csv(io.BytesIO(data), encoding="utf-8-sig", keep_default_na=False)


def test_csv_of_games_one_row_per_player_with_rounds_score_rank():
    playing = game("azul", ("=HYPERLINK(1)", "Ñu"), [(4, 7)], finished=False, gid=2)
    frame = read_csv(exports.csv_bytes(exports.plays_frame([ALH, playing])))
    assert list(frame.columns) == ["game_id", "game", "variant", "started", "finished", "status", "seat", "player",
                                   "start_player", "round_1", "round_2", "round_3", "score", "complete_rows", "rank",
                                   "winner"]
    assert len(frame) == 5
    ayse = frame[frame.player == "Ayşe"].iloc[0]
    assert [str(ayse[c]) for c in ("round_1", "round_2", "round_3", "score", "rank")] == ["10", "20", "30", "60", "1"]
    assert str(ayse.winner) == "True" and ayse.status == "finished" and ayse.started.startswith("2026-03-07T19:30")
    assert frame[frame.player == "Kemal"].iloc[0].start_player
    azul = frame[frame.game == "azul"]
    assert list(azul.player) == ["'=HYPERLINK(1)", "Ñu"]  # a formula-looking name stays text
    assert list(azul.status) == ["playing", "playing"] and list(azul.round_2) == ["", ""]
    assert list(azul.winner.astype(str)) == ["False", "False"]  # nobody has won a game in play


def test_csv_of_statistics():
    frame = read_csv(exports.csv_bytes(exports.stats_frame(service.player_stats([ALH]))))
    assert list(frame.columns) == ["game", "player", "games", "wins", "average", "best"]
    assert frame.iloc[0].to_dict() == {"game": "alhambra", "player": "Ayşe", "games": 1, "wins": 1, "average": 60.0,
                                       "best": 60}


# --- statistics ----------------------------------------------------------------------------------------------------


def test_statistics_per_game_and_player_over_finished_games():
    g1 = game("alhambra", ("A", "B"), [(10, 5), (10, 5), (10, 5)], gid=1)          # A 30, B 15
    g2 = game("alhambra", ("A", "B", "C"), [(5, 5, 9), (5, 5, 9), (5, 5, 9)], gid=2)  # C 27, A 15, B 15
    g3 = game("alhambra", ("A", "B"), [(40, 40)], finished=False, gid=3)              # not counted
    g4 = game("azul", ("A", "B"), [(10, 10), (50, 50)], rows=[(0, 0), (1, 1)], gid=4)  # shared win
    stats = {(s.game, s.name): s for s in service.player_stats([g1, g2, g3, g4])}
    a = stats[("alhambra", "A")]
    assert (a.games, a.wins, a.average, a.best) == (2, 1, 22.5, 30)
    b = stats[("alhambra", "B")]
    assert (b.games, b.wins, b.average, b.best) == (2, 0, 15.0, 15)
    assert (stats[("alhambra", "C")].games, stats[("alhambra", "C")].wins) == (1, 1)
    assert stats[("azul", "A")].wins == 1 and stats[("azul", "B")].wins == 1
    order = service.player_stats([g1, g2, g3, g4])
    assert [s.game for s in order] == ["alhambra"] * 3 + ["azul"] * 2


def test_statistics_from_the_database(led):
    play(led, "alhambra", ["A", "B"], [alhambra_round(A=10, B=5)] * 3)
    play(led, "alhambra", ["A", "B"], [alhambra_round(A=1, B=5)] * 3)
    play(led, "alhambra", ["A", "B"], [alhambra_round(A=1, B=5)])
    stats = {s.name: s for s in service.player_stats(service.list_games(led))}
    assert (stats["A"].games, stats["A"].wins, stats["A"].best, stats["A"].average) == (2, 1, 30, 16.5)
    assert (stats["B"].games, stats["B"].wins, stats["B"].best, stats["B"].average) == (2, 1, 15, 15.0)
