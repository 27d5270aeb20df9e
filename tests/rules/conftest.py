"""The answerer's disk cache goes to a temporary directory for the test session: tests never read or
write the user's cache, and the command-line tests (subprocesses) find the index the session built."""

from __future__ import annotations

import os

import pytest

from assistant.rules import index_cache


@pytest.fixture(scope="session", autouse=True)
def rule_index_cache(tmp_path_factory):
    before = os.environ.get(index_cache.ENV_DIR)
    os.environ[index_cache.ENV_DIR] = str(tmp_path_factory.mktemp("rule-index"))
    yield
    if before is None:
        os.environ.pop(index_cache.ENV_DIR, None)
    else:
        os.environ[index_cache.ENV_DIR] = before
