"""The game and variant columns are judged by the game registry, not by the database: drop the `kind` and
`variant` check constraints that listed the names of two games (a game registered later would have needed a
schema change). The service validates both against the registry (assistant.ledger.service.NewGame).

Batch mode, since SQLite cannot drop a constraint in place: the table is copied without it.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""

from __future__ import annotations

from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

DROPPED = {"ck_ledger_games_kind": "kind IN ('alhambra', 'azul')",
           "ck_ledger_games_variant": "variant IN ('base', 'dirk', 'colored', 'grey')"}


def upgrade() -> None:
    with op.batch_alter_table("ledger_games") as batch:
        for name in DROPPED:
            batch.drop_constraint(op.f(name), type_="check")  # op.f: already the final name


def downgrade() -> None:
    with op.batch_alter_table("ledger_games") as batch:
        for name, condition in DROPPED.items():
            batch.create_check_constraint(op.f(name), condition)
