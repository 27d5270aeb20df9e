"""Scoring the wall-tiling phase that ends a round, and the end of the game that may follow it.

Seed 003_b353cfdd82d0d743.txt (Puan Hesaplama, Oyun Bitiş Koşulları): the score never drops below 0 after
the floor penalties; the game ends after the round in which someone completes a horizontal row; then +2 a
complete row, +7 a complete column, +10 a colour with all 5 tiles on the wall; a tie goes to more complete
rows, else the victory is shared.

A position that breaks rules other than a grey placement is still scored as well as it can be: a full line
that cannot be tiled (its colour already in the row, or its printed space taken) stays where it is and is
listed in `unplaced`; a line over capacity tiles like a full one (the excess goes to the lid); floor entries
beyond 7 cost nothing. A missing or illegal grey placement for a line that has a legal space cannot be
guessed: PositionError.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate

from assistant.azul.components import box
from assistant.azul.floor import penalty, space_penalty
from assistant.azul.table import Board, Table
from assistant.azul.wall import Line, Tiling, tile_wall
from assistant.errors import PositionError


def complete_rows(wall: Sequence[str]) -> int:
    empty = box().empty
    return sum(empty not in row for row in wall)


def complete_columns(wall: Sequence[str]) -> int:
    b = box()
    return sum(all(row[x] != b.empty for row in wall) for x in range(b.size))


def complete_colours(wall: Sequence[str]) -> int:
    b = box()
    return sum(sum(row.count(letter) for row in wall) >= b.size for letter in b.letters)


@dataclass(frozen=True, slots=True)
class Completed:
    """What a wall has completed; worth its bonus only once the game is over."""

    rows: int
    columns: int
    colours: int

    @property
    def bonus(self) -> int:
        return sum(self.detail.values())

    @property
    def detail(self) -> dict[str, int]:
        """The bonus points of each kind: "rows", "columns", "colours"."""
        bonus = box().bonus
        return {"rows": self.rows * bonus["row"], "columns": self.columns * bonus["column"],
                "colours": self.colours * bonus["colour"]}


def completed(wall: Sequence[str]) -> Completed:
    return Completed(complete_rows(wall), complete_columns(wall), complete_colours(wall))


def game_ends(complete_rows: Sequence[int | None]) -> bool:
    """The game ends after the tiling phase in which any wall gets a complete horizontal row (counts per wall)."""
    return any(rows for rows in complete_rows)


def game_over(walls: Sequence[Sequence[str]]) -> bool:
    return game_ends([complete_rows(w) for w in walls])


def places(standings: Sequence[tuple[str, int, int | None]]) -> list[int]:
    """The place of each (name, final score, complete rows), in the given order. Equal scores share a place and
    the next is skipped (1, 1, 3); among the leaders only, more complete rows win, leaders still tied share it."""
    scores = [s for _, s, _ in standings]
    best = max(scores, default=0)
    leaders = [r or 0 for _, s, r in standings if s == best]
    out = []
    for _, score, rows in standings:
        if score == best:
            out.append(1 + sum(1 for r in leaders if r > (rows or 0)))
        else:
            out.append(1 + sum(1 for s in scores if s > score))
    return out


def winners(standings: Sequence[tuple[str, int, int]]) -> list[str]:
    """Winners among (name, final score, complete rows): those placed first (the tie-break looks at leaders)."""
    return [n for (n, _, _), place in zip(standings, places(standings), strict=True) if place == 1]


def tie_break(standings: Sequence[tuple[str, int, int]]) -> dict | None:
    """How a tie for the lead was settled: the tied leaders' complete rows, who it favoured, whether the win is
    shared; None when one player leads alone."""
    best = max((s for _, s, _ in standings), default=0)
    leaders = [(n, r) for n, s, r in standings if s == best]
    if len(leaders) < 2:
        return None
    won = winners(standings)
    return {"score": best, "tied": [{"name": n, "rows": r} for n, r in leaders], "favoured": won,
            "shared": len(won) > 1}


def lines_of(player: Board) -> tuple[Line, ...]:
    return tuple((ln.colour, ln.count) if ln.count else (None, 0) for ln in player.pattern_lines)


def placements_of(player: Board) -> dict[int, int]:
    return {int(k): v for k, v in player.placements}


def tile_player(pos: Table, player: Board) -> Tiling:
    return tile_wall(player.wall, lines_of(player), pos.grey, placements_of(player) if pos.grey else None)


def _unscorable(index: int, tiling: Tiling) -> PositionError:
    issue = tiling.issues[0]
    legal = ", ".join(map(str, issue.choices))
    where = f"position: players[{index}].placements"
    if issue.column is None:
        return PositionError(
            f"{where}: pattern line {issue.line} ({issue.colour}) is full and needs a wall column (legal: {legal})"
        )
    return PositionError(
        f'{where}."{issue.line}": column {issue.column} is not legal for {issue.colour} in row {issue.line}'
        f" (legal: {legal})"
    )


def _line_dict(line: Line) -> dict:
    colour, count = line
    return {"colour": colour, "count": count} if count else {"count": 0}


def _placed_dict(p) -> dict:
    return {"line": p.line, "column": p.column, "colour": p.colour, "points": p.points, "row": p.line - 1,
            "horizontal": p.horizontal, "vertical": p.vertical, "row_run": [p.span[0], p.span[1]],
            "column_run": [p.span[2], p.span[3]]}


def _player_report(player: Board, tiling: Tiling, over: bool) -> dict:
    """One player's part of the score report: the tiling, the floor, the never-below-0 clamp, the end bonuses
    (counted only when the game is over) and the board after the round."""
    floor = [*player.floor, *tiling.to_floor]
    spaces = box().floor_spaces
    lost = penalty(len(floor))
    unclamped = player.score + tiling.points - lost
    after_round = max(0, unclamped)
    done = completed(tiling.wall)
    bonus = done.bonus if over else 0
    running = list(accumulate((p.points for p in tiling.placed), initial=player.score))[1:]  # after each tile
    return {
        "name": player.name,
        "placed": [{**_placed_dict(p), "score_after": s} for p, s in zip(tiling.placed, running, strict=True)],
        "tiling": tiling.points,
        "floor": -lost,
        "bonus": bonus,
        "score": after_round + bonus,
        "score_before": player.score,
        "score_after_round": after_round,
        "score_unclamped": unclamped,
        "clamped": unclamped < 0,
        "floor_line": [{"entry": e, "penalty": -space_penalty(i)} for i, e in enumerate(floor[:spaces])],
        "floor_overflow": max(0, len(floor) - spaces),
        "unplaced": [{"line": u.line, "colour": u.colour, "rule": u.rule, "to": u.to} for u in tiling.unplaced],
        "wall_after": list(tiling.wall),
        "pattern_lines_after": [_line_dict(ln) for ln in tiling.lines],
        "complete": {"rows": done.rows, "columns": done.columns, "colours": done.colours},
        "bonus_detail": {k: v if over else 0 for k, v in done.detail.items()},
    }


def score_position(pos: Table) -> dict:
    """The `score` report of FORMATS.md, with the explanation the app replays tile by tile.

    Keys beyond FORMATS.md: per placed tile `row` (0-based wall row) and its `horizontal` / `vertical` runs;
    per player `score_before`, `floor_line` (each counted entry and its penalty), `floor_overflow` (entries
    beyond the 7th space, to the lid at no cost), `unplaced` (full lines not tiled, the rule why, and where
    their tiles go), `wall_after`, `pattern_lines_after`, `complete` (rows, columns, colours completed) and
    `bonus_detail` (their points, 0 unless the game is over), `score_after_round` (after the floor, before the
    bonuses), `score_unclamped` (the same without the never-below-0 rule) and `clamped`; per placed tile
    `row_run` / `column_run` (first and last column of its row run, first and last row of its column run) and
    `score_after` (the score once it is on the wall, before the floor: the replay's running score); at
    the top, `first_player`: who holds the first player marker and starts the next round (null if nobody took
    it) and `tie_break` (null unless the game is over with leaders tied on points).
    """
    tilings: list[Tiling] = []
    for i, player in enumerate(pos.players):
        tiling = tile_player(pos, player)
        if tiling.issues:
            raise _unscorable(i, tiling)
        tilings.append(tiling)
    over = game_over([t.wall for t in tilings])
    players = [_player_report(player, tiling, over) for player, tiling in zip(pos.players, tilings, strict=True)]
    standings = [(p["name"], p["score"], p["complete"]["rows"]) for p in players]
    first_player = pos.marker_holder()
    return {
        "game": "azul",
        "players": players,
        "game_over": over,
        "winners": winners(standings) if over else [],
        "tie_break": tie_break(standings) if over else None,
        "first_player": first_player,
    }


def next_round(pos: Table) -> dict:
    """The position once this round's tiles are on the walls, to play the next round from: floors cleared,
    scores updated, grey placements and the marker gone, no factories or centre (the round lays them out).
    PositionError when this round ends the game: there is no next round."""
    report = score_position(pos)
    if report["game_over"]:
        raise PositionError("position: a wall completes a row this round, so the game ends: no next round")
    out: dict = {"game": "azul"}
    if pos.grey:  # the keys in the order of every earlier answer: a default variant is written last
        out["wall_variant"] = pos.wall_variant
    out["players"] = [_next_board(p, res) for p, res in zip(pos.players, report["players"], strict=True)]
    out["wall_variant"] = pos.wall_variant
    return out


def _next_board(p: Board, res: dict) -> dict:
    """One board for the next round; a score of 0 and an empty floor come after the rest, as they always did."""
    out: dict = {"name": p.name}
    if p.score:
        out["score"] = res["score"]
    out["pattern_lines"] = [dict(ln) for ln in res["pattern_lines_after"]]
    out["wall"] = list(res["wall_after"])
    out["floor"] = []
    out["score"] = res["score"]
    return out
