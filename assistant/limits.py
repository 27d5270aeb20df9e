"""The limits on outside input, each written once: the core enforces them at every door (the Python API, the
command line, the pages) and the pages read them from here (through assistant.api) for their boxes' max_chars,
so a browser box and the server can never disagree. docs/FORMATS.md, "Limits", says what each one does."""

from __future__ import annotations

from assistant.jsonio import MAX_BYTES
from assistant.names import MAX_LENGTH as NAME_CHARS
from assistant.quoting import LIMIT as QUOTE_CHARS

# A rule question is cut to its first 500 characters before anything reads it (the answerer's regular
# expressions cost time growing faster than the length: uncut, 50,000 characters took ~100 s of CPU).
QUESTION_CHARS = 500
# A notation longer than this is refused before it is split: the largest legal table (six Alhambra players with
# every tile and card, forty-character names escaped three characters each) writes 1,420 characters.
NOTATION_CHARS = 20_000
# The highest score a board or the ledger holds: a bound on what is typed, not a rule (an Azul game ends near 100,
# an Alhambra one under 250); the Azul position model, the ledger and the score boxes of the pages read it.
SCORE_POINTS = 999
# A position file (upload, pasted JSON, standard input) or a decompressed link: over 1 MiB is unreadable.
FILE_BYTES = MAX_BYTES

__all__ = ["QUESTION_CHARS", "NOTATION_CHARS", "FILE_BYTES", "NAME_CHARS", "QUOTE_CHARS", "SCORE_POINTS"]
