"""The ledger's schema as typed SQLAlchemy 2 models. Alembic migrations create it; nothing calls create_all.

A game has seats (its players, in seating order), rounds (one per scoring), scores (one per seat and round)
and an append-only event log. `games.version` is the optimistic lock: every change to a game bumps it, and
a change made against an older version is refused instead of overwriting what another session saved.

A game is also a table (migration 0003): its unguessable `token` is the only way the table pages reach it
(the integer id stays inside the ledger), and its boards (one per seat, and one for what lies between the
players) hold the position as it lies, each with a version of its own, so two phones entering two boards
never conflict and two phones changing one board never overwrite each other silently.
"""

from __future__ import annotations

import secrets
from datetime import UTC, datetime
from typing import Any
from uuid import uuid4

from sqlalchemy import (
    JSON,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    TypeDecorator,
    UniqueConstraint,
    event,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

NAME_LENGTH = 40
TOKEN_BYTES = 24  # 192 random bits: a table's link cannot be guessed (at least 128 asked, issue 18)
TOKEN_LENGTH = 32  # token_urlsafe(24): 32 characters of A-Z a-z 0-9 - _
SHARED = -1  # the board of what lies between the players (market, Dirk, factories, the scoring number)
# The board row of a table played turn by turn (table_play.py): its position is the turn, so the turn is versioned
# and in the stamp like any board, without a schema change. No game seats this many; the board lists skip it.
TURN = 9999
PREFIX = "ledger_"  # a club may share one database with other tools: our tables say whose they are

# Named constraints, so migrations name them the same on SQLite and PostgreSQL.
NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def now() -> datetime:
    return datetime.now(UTC)


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


class UTCDateTime(TypeDecorator[datetime]):
    """Aware UTC datetimes in, aware UTC datetimes out, on both backends (SQLite keeps no time zone)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("ledger times must carry a time zone")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class Game(Base):
    __tablename__ = PREFIX + "games"
    __table_args__ = (
        CheckConstraint("start_seat >= 0", name="start_seat"),
        Index("ix_ledger_games_token", "token", unique=True),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uid: Mapped[str] = mapped_column(String(36), unique=True, default=lambda: str(uuid4()))
    kind: Mapped[str] = mapped_column(String(16))
    variant: Mapped[str] = mapped_column(String(16))
    start_seat: Mapped[int] = mapped_column(Integer)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=now, index=True)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=now)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    version: Mapped[int] = mapped_column(Integer, nullable=False)
    # the table's private link (secrets.token_urlsafe, TOKEN_BYTES): unique, looked up on every poll
    token: Mapped[str] = mapped_column(String(TOKEN_LENGTH), default=new_token)
    # a game started by mistake: kept with its log, out of the lists, statistics and exports
    removed_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)

    seats: Mapped[list[Seat]] = relationship(back_populates="game", order_by="Seat.position",
                                             cascade="save-update, merge")
    rounds: Mapped[list[Round]] = relationship(back_populates="game", order_by="Round.number",
                                               cascade="save-update, merge")
    events: Mapped[list[Event]] = relationship(back_populates="game", order_by="Event.id",
                                               cascade="save-update, merge")

    __mapper_args__ = {"version_id_col": version}


class Seat(Base):
    """A player of one game. Names are per game (no accounts): statistics group by the name."""

    __tablename__ = PREFIX + "seats"
    __table_args__ = (
        UniqueConstraint("game_id", "position"),
        UniqueConstraint("game_id", "name"),
        CheckConstraint("position >= 0", name="position"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey(PREFIX + "games.id"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))

    game: Mapped[Game] = relationship(back_populates="seats")


class Round(Base):
    """One scoring: Alhambra's rounds 1-3, or one Azul round."""

    __tablename__ = PREFIX + "rounds"
    __table_args__ = (
        UniqueConstraint("game_id", "number"),
        CheckConstraint("number >= 1", name="number"),
        CheckConstraint("source IN ('board', 'typed')", name="source"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey(PREFIX + "games.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    source: Mapped[str] = mapped_column(String(8))
    recorded_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=now)
    recorded_by: Mapped[str | None] = mapped_column(String(NAME_LENGTH), nullable=True)

    game: Mapped[Game] = relationship(back_populates="rounds")
    scores: Mapped[list[Score]] = relationship(back_populates="round", cascade="save-update, merge",
                                               order_by="Score.seat_id")


class Score(Base):
    """Alhambra: the points of that scoring round. Azul: the score after that round, and complete rows."""

    __tablename__ = PREFIX + "scores"
    __table_args__ = (
        UniqueConstraint("round_id", "seat_id"),
        CheckConstraint("points >= 0", name="points"),
        # no game's wall size here (issue 17): the game's registration bounds it, through the ledger's inputs
        CheckConstraint("complete_rows IS NULL OR complete_rows >= 0", name="complete_rows"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey(PREFIX + "rounds.id"), index=True)
    seat_id: Mapped[int] = mapped_column(ForeignKey(PREFIX + "seats.id"), index=True)
    points: Mapped[int] = mapped_column(Integer)
    complete_rows: Mapped[int | None] = mapped_column(Integer, nullable=True)

    round: Mapped[Round] = relationship(back_populates="scores")
    seat: Mapped[Seat] = relationship()


class Board(Base):
    """What lies in front of one seat (its player's part of the position, without the name, which is the seat's),
    or at seat SHARED what lies between the players: JSON as the API reads it. `version` counts the writes."""

    __tablename__ = PREFIX + "boards"
    __table_args__ = (
        UniqueConstraint("game_id", "seat"),
        CheckConstraint(f"seat >= {SHARED}", name="seat"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey(PREFIX + "games.id"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    position: Mapped[dict[str, Any]] = mapped_column(JSON)
    version: Mapped[int] = mapped_column(Integer, nullable=False)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=now)
    updated_by: Mapped[str | None] = mapped_column(String(NAME_LENGTH), nullable=True)

    __mapper_args__ = {"version_id_col": version}


class Event(Base):
    """The game's log: who did what when, with old and new values. Rows are only ever added (the database
    refuses UPDATE and DELETE on this table, see the initial migration)."""

    __tablename__ = PREFIX + "events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey(PREFIX + "games.id"), index=True)
    at: Mapped[datetime] = mapped_column(UTCDateTime(), default=now)
    actor: Mapped[str | None] = mapped_column(String(NAME_LENGTH), nullable=True)
    kind: Mapped[str] = mapped_column(String(16))
    round_number: Mapped[int | None] = mapped_column(Integer, nullable=True)
    detail: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)

    game: Mapped[Game] = relationship(back_populates="events")


@event.listens_for(Event, "before_update")
@event.listens_for(Event, "before_delete")
def _append_only(_mapper, _connection, target: Event) -> None:
    raise ValueError(f"the game log is append-only (event {target.id})")
