"""What the app tests share."""

from __future__ import annotations

import pytest

from assistant.ledger import db


@pytest.fixture
def led(tmp_path, monkeypatch):
    """The pages' ledger: a fresh SQLite file, the same one the test reads and writes from outside."""
    monkeypatch.delenv(db.URL_ENV, raising=False)
    monkeypatch.setenv(db.PATH_ENV, str(tmp_path / "ledger.db"))
    ledger = db.open_ledger(db.database_url())
    yield ledger
    ledger.close()
