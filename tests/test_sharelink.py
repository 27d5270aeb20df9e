"""Positions carried in a URL: round trip, and every bad link refused with a clear line."""

import base64
import zlib

import pytest

from assistant import sharelink
from assistant.errors import PositionError


def test_round_trip_keeps_the_position_exactly():
    pos = {"game": "alhambra", "players": [{"name": "Ayşe 日本", "alhambra": [{"x": 0, "y": 0, "fountain": True}]}]}
    token = sharelink.encode(pos)
    assert token.isascii() and "=" not in token
    assert sharelink.decode(token) == pos


@pytest.mark.parametrize(
    ("token", "needle"),
    [
        ("!!!", "bad encoding"),
        (base64.urlsafe_b64encode(b"not zlib").decode(), "bad compression"),
        (base64.urlsafe_b64encode(zlib.compress(b"[1, 2]")).decode(), "position object"),
        (base64.urlsafe_b64encode(zlib.compress(b"{oops")).decode(), "not valid JSON"),
        ("A" * 70000, "too long"),
    ],
)
def test_bad_links_are_refused(token, needle):
    with pytest.raises(PositionError, match=needle):
        sharelink.decode(token)


def test_a_zip_bomb_is_refused_without_inflating_it_all():
    bomb = zlib.compress(b'{"a": "' + b"x" * (20 * 1024 * 1024) + b'"}', 9)
    token = base64.urlsafe_b64encode(bomb).decode().rstrip("=")
    assert len(token) < 64 * 1024
    with pytest.raises(PositionError, match="1 MiB"):
        sharelink.decode(token)


def test_never_unpickles():
    import pickle

    token = base64.urlsafe_b64encode(zlib.compress(pickle.dumps({"game": "alhambra"}))).decode()
    with pytest.raises(PositionError):
        sharelink.decode(token)
