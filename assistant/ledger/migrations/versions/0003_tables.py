"""A game becomes a table, and the schema holds no game's sizes.

- `ledger_scores.complete_rows` loses its `BETWEEN 0 AND 5` (Azul's wall): the game's registration bounds it
  (the ledger's inputs read it), the database keeps only `>= 0` (issue 17).
- `ledger_games` gets `token`, the table's private link (unique, indexed; every game already in the ledger is
  given a fresh one here), and `removed_at` (a game started by mistake, kept with its log).
- `ledger_boards`: the position as it lies, one row per seat and one (seat -1) for what lies between the players,
  each with its own version.

Down to 0002 the boards and the two columns go (a ledger taken back to an older release has no tables; going up
again gives every game a new token, so links made before the downgrade no longer open).

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

from __future__ import annotations

import secrets

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

TZ = sa.DateTime(timezone=True)
TOKEN_BYTES = 24  # as models.TOKEN_BYTES; a migration keeps its own copy, so a later change cannot rewrite history
TOKEN_LENGTH = 32
OLD_ROWS = "complete_rows IS NULL OR complete_rows BETWEEN 0 AND 5"
NEW_ROWS = "complete_rows IS NULL OR complete_rows >= 0"


def upgrade() -> None:
    with op.batch_alter_table("ledger_scores") as batch:
        batch.drop_constraint(op.f("ck_ledger_scores_complete_rows"), type_="check")
        batch.create_check_constraint(op.f("ck_ledger_scores_complete_rows"), NEW_ROWS)

    with op.batch_alter_table("ledger_games") as batch:
        batch.add_column(sa.Column("token", sa.String(length=TOKEN_LENGTH), nullable=True))
        batch.add_column(sa.Column("removed_at", TZ, nullable=True))
    games = sa.table("ledger_games", sa.column("id", sa.Integer()), sa.column("token", sa.String()))
    conn = op.get_bind()
    for (game_id,) in conn.execute(sa.select(games.c.id)).all():
        conn.execute(games.update().where(games.c.id == game_id).values(token=secrets.token_urlsafe(TOKEN_BYTES)))
    with op.batch_alter_table("ledger_games") as batch:
        batch.alter_column("token", existing_type=sa.String(length=TOKEN_LENGTH), nullable=False)
        batch.create_index(op.f("ix_ledger_games_token"), ["token"], unique=True)

    op.create_table(
        "ledger_boards",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("position", sa.JSON(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("updated_at", TZ, nullable=False),
        sa.Column("updated_by", sa.String(length=40), nullable=True),
        sa.CheckConstraint("seat >= -1", name=op.f("ck_ledger_boards_seat")),
        sa.ForeignKeyConstraint(["game_id"], ["ledger_games.id"], name=op.f("fk_ledger_boards_game_id_ledger_games")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ledger_boards")),
        sa.UniqueConstraint("game_id", "seat", name=op.f("uq_ledger_boards_game_id_seat")),
    )
    op.create_index(op.f("ix_ledger_boards_game_id"), "ledger_boards", ["game_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_ledger_boards_game_id"), table_name="ledger_boards")
    op.drop_table("ledger_boards")
    with op.batch_alter_table("ledger_games") as batch:
        batch.drop_index(op.f("ix_ledger_games_token"))
        batch.drop_column("removed_at")
        batch.drop_column("token")
    with op.batch_alter_table("ledger_scores") as batch:
        batch.drop_constraint(op.f("ck_ledger_scores_complete_rows"), type_="check")
        batch.create_check_constraint(op.f("ck_ledger_scores_complete_rows"), OLD_ROWS)
