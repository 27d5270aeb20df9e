"""`streamlit run` of the app on a free local port, with a ledger file of its own (or a database URL: two
replicas on one PostgreSQL), for the browser tests."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def serve(db: Path, port: int | None = None, database_url: str | None = None) -> Iterator[tuple[str, float, float]]:
    """(base URL, seconds until healthy, start time); the server is stopped on leaving. `port`: the same port
    again (a restart the open pages reconnect to); `database_url`: the ledger there instead of the file `db`."""
    port = port or free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TABLE_REFEREE_DB_PATH": str(db)}
    env.pop("TABLE_REFEREE_DATABASE_URL", None)
    if database_url:
        env["TABLE_REFEREE_DATABASE_URL"] = database_url
    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "serve.py", "--server.headless", "true",
         "--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                with urllib.request.urlopen(f"{base}/_stcore/health", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                time.sleep(0.2)
        else:
            pytest.fail("streamlit did not become healthy within 60 s")
        yield base, time.perf_counter() - started, started
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
