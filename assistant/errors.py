"""The one exception a caller sees for unreadable input."""

from __future__ import annotations

from typing import Any


class PositionError(ValueError):
    """Unreadable input: not JSON, wrong shape, unknown key, impossible value.

    Its message is the single line the command line prints on standard error (always English, the
    contract of docs/FORMATS.md). `key` and `params`, when set, name the same line as a template of
    data/messages (errors.yaml), so a page can say it in the player's language (messages.error_text;
    messages.refusal makes one).
    """

    def __init__(self, message: str, key: str | None = None, params: dict[str, Any] | None = None):
        super().__init__(message)
        self.key = key
        self.params = dict(params or {})
