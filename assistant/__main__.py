"""The command line: `python -m assistant check|score|place|move|ask|rules|schema|notation|from-notation ...`
and `python -m assistant ledger backup|restore FILE` (FORMATS.md).

Only parsing and printing: the work is in assistant.api (and assistant.ledger.backup, imported only by the
ledger commands, so the others never load SQLAlchemy). Unreadable input prints one line on standard error and
exits 2, never a traceback; a ledger that refuses or fails prints one line and exits 1.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from assistant import api
from assistant.errors import PositionError
from assistant.jsonio import MAX_BYTES, parse_json, read_source
from assistant.paths import LANGS
from assistant.quoting import clip

EXIT_OK, EXIT_FOUND, EXIT_UNREADABLE = 0, 1, 2
EXIT_LEDGER = 1  # the ledger refused (not empty, no ledger yet) or its database failed


class _LedgerRefused(Exception):
    """A ledger command's refusal or database failure: its one line, exit 1."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # a usage mistake is unreadable input too: exit 2, one line
        raise PositionError(f"usage: {clip(message, 200)} (see python -m assistant --help)")


def _inline_or_file(value: str, what: str):
    """MOVE and --tile take inline JSON or a file path (or - for stdin)."""
    stripped = value.lstrip()
    if stripped.startswith(("{", "[")):
        # back to the bytes the shell gave, so undecodable ones are reported as not UTF-8, not a traceback
        return parse_json(os.fsencode(value), what)
    return read_source(value, what)


def build_parser() -> argparse.ArgumentParser:
    about = "Table Referee: rules checker for " + ", ".join(api.game_names().values())
    p = _Parser(prog="python -m assistant", description=about)
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def lang_opt(sp):
        sp.add_argument("--lang", choices=LANGS, help="language of messages and rule texts")

    c = sub.add_parser("check", help="every rule a position breaks")
    c.add_argument("position", help="position JSON file, or - for standard input")
    lang_opt(c)
    s = sub.add_parser("score", help="score a position")
    s.add_argument("position")
    pl = sub.add_parser("place", help="every cell where a tile may be added")
    pl.add_argument("position")
    pl.add_argument("--player", required=True)
    pl.add_argument("--tile", required=True, help='tile JSON, e.g. {"type":"tower","price":8,"walls":"NE"}')
    m = sub.add_parser("move", help="is this move legal, and what does the position become")
    m.add_argument("position")
    m.add_argument("move", help="move JSON file, inline JSON, or - for standard input")
    lang_opt(m)
    a = sub.add_parser("ask", help="answer a rule question")
    a.add_argument("question")
    a.add_argument("--game", choices=api.games())
    lang_opt(a)
    r = sub.add_parser("rules", help="list the rule entries")
    r.add_argument("--game", choices=api.games())
    lang_opt(r)
    n = sub.add_parser("notation", help="a position in its one-line notation")
    n.add_argument("position", help="position JSON file, or - for standard input")
    fn = sub.add_parser("from-notation", help="the position JSON of a one-line notation")
    fn.add_argument("notation", help="the notation, or - to read it from standard input")
    sc = sub.add_parser("schema", help="JSON Schema of a position format (GAME) or a move format (GAME-move)")
    sc.add_argument("game", choices=api.schema_names())
    lg = sub.add_parser("ledger", help="the score ledger (TABLE_REFEREE_DATABASE_URL or TABLE_REFEREE_DB_PATH)")
    lsub = lg.add_subparsers(dest="ledger_command", required=True, parser_class=_Parser)
    lb = lsub.add_parser("backup", help="every game, round and log entry of the ledger into a new JSON file")
    lb.add_argument("file", help="the backup file to write (must not exist yet)")
    lr = lsub.add_parser("restore", help="a backup file into an empty ledger")
    lr.add_argument("file", help="a file written by `ledger backup`")
    return p


def run(argv: list[str]) -> tuple[dict, int]:
    args = build_parser().parse_args(argv)
    cmd = args.command
    if cmd == "check":
        out = api.check(read_source(args.position, "position"), lang=args.lang)
        return out, EXIT_OK if out["valid"] else EXIT_FOUND
    if cmd == "score":
        return api.score(read_source(args.position, "position")), EXIT_OK
    if cmd == "place":
        if args.position == "-" and args.tile == "-":
            raise PositionError("place: position and tile cannot both come from standard input")
        tile = _inline_or_file(args.tile, "tile")
        return api.place(read_source(args.position, "position"), args.player, tile), EXIT_OK
    if cmd == "move":
        if args.position == "-" and args.move == "-":
            raise PositionError("move: position and move cannot both come from standard input")
        out = api.move(read_source(args.position, "position"), _inline_or_file(args.move, "move"), lang=args.lang)
        return out, EXIT_OK if out["legal"] else EXIT_FOUND
    if cmd == "ask":
        return api.ask(args.question, game=args.game, lang=args.lang), EXIT_OK
    if cmd == "rules":
        return api.rules(game=args.game, lang=args.lang), EXIT_OK
    if cmd == "notation":
        position = read_source(args.position, "position")
        return {"game": api.parse(position)[0], "notation": api.to_notation(position)}, EXIT_OK
    if cmd == "from-notation":
        return api.from_notation(_notation_text(args.notation)), EXIT_OK
    if cmd == "ledger":
        return _ledger(args.ledger_command, args.file), EXIT_OK
    return api.schema(args.game), EXIT_OK


def _ledger(command: str, file: str) -> dict:
    import logging

    from assistant.ledger import backup
    from assistant.ledger.db import database_url, safe_url
    from assistant.ledger.errors import LOG, LedgerError

    # The server's log lines (the file, the driver's text) would be a second line here: ours names the ledger.
    LOG.addHandler(logging.NullHandler())

    try:
        return backup.backup_command(file) if command == "backup" else backup.restore_command(file)
    except backup.BackupError as exc:
        raise PositionError(f"ledger {command}: {exc}") from None
    except LedgerError as exc:
        line = str(exc).splitlines()[0] if str(exc) else exc.key
        raise _LedgerRefused(f"ledger {command}: {line} (ledger: {clip(safe_url(database_url()), 200)})") from None


def _notation_text(value: str) -> str:
    """The notation as given, or read from standard input for `-` (UTF-8, one line, at most 1 MiB)."""
    if value != "-":
        try:
            return os.fsencode(value).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise PositionError(f"notation: not valid UTF-8 (byte {exc.start})") from None
    data = sys.stdin.buffer.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise PositionError("notation: larger than 1 MiB")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PositionError(f"notation: not valid UTF-8 (byte {exc.start})") from None


def main(argv: list[str] | None = None) -> int:
    try:
        out, code = run(sys.argv[1:] if argv is None else argv)
    except PositionError as exc:
        print(str(exc).splitlines()[0] if str(exc) else "unreadable input", file=sys.stderr)
        return EXIT_UNREADABLE
    except _LedgerRefused as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_LEDGER
    try:
        json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:  # the reader (head, a pager) stopped early: not an error of ours
        sys.stderr.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
