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


def test_junk_after_the_zlib_stream_is_refused_like_any_bad_link():
    packed = zlib.compress(b'{"game": "azul"}') + b"j" * 300
    token = base64.urlsafe_b64encode(packed).decode().rstrip("=")
    with pytest.raises(PositionError, match="bad compression"):
        sharelink.decode(token)


def test_a_stream_cut_short_is_refused():
    packed = zlib.compress(b'{"game": "azul", "players": []}')[:-6]
    with pytest.raises(PositionError, match="bad compression"):
        sharelink.decode(base64.urlsafe_b64encode(packed).decode().rstrip("="))


def test_standard_base64_is_another_alphabet_and_refused():
    pos = {"game": "azul", "players": [{"name": "?" * 40}] * 4}
    token = sharelink.encode(pos)
    standard = token.replace("-", "+").replace("_", "/")
    assert standard != token  # the sample has characters that differ between the two alphabets
    for other in (standard, token + "====", "=" + token):
        with pytest.raises(PositionError, match="bad encoding"):
            sharelink.decode(other)
    assert sharelink.decode(token) == pos == sharelink.decode(token + "=" * (-len(token) % 4))  # exact padding


@pytest.mark.parametrize("value", [{"game": "\ud800"}, {"game": {1, 2}}, {"game": object()}, {"game": float("nan")},
                                   {1: 2, "1": 3}, {"a": "x" * (1024 * 1024 + 1)}])
def test_a_value_no_link_can_carry_is_a_position_error(value):
    with pytest.raises(PositionError, match="link"):
        sharelink.encode(value)
