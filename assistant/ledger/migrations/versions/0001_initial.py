"""The ledger's first schema: games, seats, rounds, scores and the append-only event log.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

TZ = sa.DateTime(timezone=True)

SQLITE_TRIGGERS = [
    "CREATE TRIGGER ledger_events_no_update BEFORE UPDATE ON ledger_events "
    "BEGIN SELECT RAISE(ABORT, 'ledger_events is append-only'); END",
    "CREATE TRIGGER ledger_events_no_delete BEFORE DELETE ON ledger_events "
    "BEGIN SELECT RAISE(ABORT, 'ledger_events is append-only'); END",
]
PG_TRIGGERS = [
    "CREATE FUNCTION ledger_events_append_only() RETURNS trigger LANGUAGE plpgsql AS "
    "$$ BEGIN RAISE EXCEPTION 'ledger_events is append-only'; END $$",
    "CREATE TRIGGER ledger_events_append_only BEFORE UPDATE OR DELETE ON ledger_events "
    "FOR EACH ROW EXECUTE FUNCTION ledger_events_append_only()",
]


def upgrade() -> None:
    op.create_table(
        "ledger_games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(length=36), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("variant", sa.String(length=16), nullable=False),
        sa.Column("start_seat", sa.Integer(), nullable=False),
        sa.Column("started_at", TZ, nullable=False),
        sa.Column("updated_at", TZ, nullable=False),
        sa.Column("finished_at", TZ, nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.CheckConstraint("kind IN ('alhambra', 'azul')", name=op.f("ck_ledger_games_kind")),
        sa.CheckConstraint("variant IN ('base', 'dirk', 'colored', 'grey')", name=op.f("ck_ledger_games_variant")),
        sa.CheckConstraint("start_seat >= 0", name=op.f("ck_ledger_games_start_seat")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ledger_games")),
        sa.UniqueConstraint("uid", name=op.f("uq_ledger_games_uid")),
    )
    op.create_index(op.f("ix_ledger_games_started_at"), "ledger_games", ["started_at"])

    op.create_table(
        "ledger_seats",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.CheckConstraint("position >= 0", name=op.f("ck_ledger_seats_position")),
        sa.ForeignKeyConstraint(["game_id"], ["ledger_games.id"], name=op.f("fk_ledger_seats_game_id_ledger_games")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ledger_seats")),
        sa.UniqueConstraint("game_id", "position", name=op.f("uq_ledger_seats_game_id_position")),
        sa.UniqueConstraint("game_id", "name", name=op.f("uq_ledger_seats_game_id_name")),
    )
    op.create_index(op.f("ix_ledger_seats_game_id"), "ledger_seats", ["game_id"])

    op.create_table(
        "ledger_rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("source", sa.String(length=8), nullable=False),
        sa.Column("recorded_at", TZ, nullable=False),
        sa.Column("recorded_by", sa.String(length=40), nullable=True),
        sa.CheckConstraint("number >= 1", name=op.f("ck_ledger_rounds_number")),
        sa.CheckConstraint("source IN ('board', 'typed')", name=op.f("ck_ledger_rounds_source")),
        sa.ForeignKeyConstraint(["game_id"], ["ledger_games.id"], name=op.f("fk_ledger_rounds_game_id_ledger_games")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ledger_rounds")),
        sa.UniqueConstraint("game_id", "number", name=op.f("uq_ledger_rounds_game_id_number")),
    )
    op.create_index(op.f("ix_ledger_rounds_game_id"), "ledger_rounds", ["game_id"])

    op.create_table(
        "ledger_scores",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("seat_id", sa.Integer(), nullable=False),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("complete_rows", sa.Integer(), nullable=True),
        sa.CheckConstraint("points >= 0", name=op.f("ck_ledger_scores_points")),
        sa.CheckConstraint("complete_rows IS NULL OR complete_rows BETWEEN 0 AND 5",
                           name=op.f("ck_ledger_scores_complete_rows")),
        sa.ForeignKeyConstraint(["round_id"], ["ledger_rounds.id"],
                                name=op.f("fk_ledger_scores_round_id_ledger_rounds")),
        sa.ForeignKeyConstraint(["seat_id"], ["ledger_seats.id"], name=op.f("fk_ledger_scores_seat_id_ledger_seats")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ledger_scores")),
        sa.UniqueConstraint("round_id", "seat_id", name=op.f("uq_ledger_scores_round_id_seat_id")),
    )
    op.create_index(op.f("ix_ledger_scores_round_id"), "ledger_scores", ["round_id"])
    op.create_index(op.f("ix_ledger_scores_seat_id"), "ledger_scores", ["seat_id"])

    op.create_table(
        "ledger_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("at", TZ, nullable=False),
        sa.Column("actor", sa.String(length=40), nullable=True),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=True),
        sa.Column("detail", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["ledger_games.id"], name=op.f("fk_ledger_events_game_id_ledger_games")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ledger_events")),
    )
    op.create_index(op.f("ix_ledger_events_game_id"), "ledger_events", ["game_id"])

    dialect = op.get_bind().dialect.name
    for statement in SQLITE_TRIGGERS if dialect == "sqlite" else PG_TRIGGERS if dialect == "postgresql" else []:
        op.execute(statement)


def downgrade() -> None:
    dialect = op.get_bind().dialect.name
    if dialect == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS ledger_events_append_only ON ledger_events")
        op.execute("DROP FUNCTION IF EXISTS ledger_events_append_only()")
    for table in ("ledger_events", "ledger_scores", "ledger_rounds", "ledger_seats", "ledger_games"):
        op.drop_table(table)
