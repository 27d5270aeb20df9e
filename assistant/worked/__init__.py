"""Worked answers (FORMATS.md "Worked answers"): the situation a question tells, decided by the engines.

Each reader module reads one kind of situation (a majority, a payment, a floor line...) into a small position
or move, asks assistant.api, and words the engine's report. A reader returns None when it does not read its
kind of situation with confidence; when two readers both claim a question, nothing is said either (a wrong
verdict is worse than none).
"""

from __future__ import annotations

import json

from assistant.errors import PositionError
from assistant.worked import (
    alhambra_alone,
    alhambra_currency,
    alhambra_group,
    alhambra_majority,
    alhambra_market,
    alhambra_money,
    alhambra_only,
    alhambra_places,
    alhambra_table,
    alhambra_turn,
    alhambra_walls,
    azul_carry,
    azul_cells,
    azul_centre,
    azul_coords,
    azul_empty_wall,
    azul_end,
    azul_end_named,
    azul_end_trigger,
    azul_floor,
    azul_lid,
    azul_line_done,
    azul_line_lid,
    azul_lines,
    azul_next_start,
    azul_overflow_lid,
    azul_round,
    azul_round_lid,
    azul_round_slots,
    azul_runs,
    azul_tiles,
    azul_wall_colours,
    azul_wall_rows,
    azul_wall_scene,
    azul_wall_strings,
    guards,
    mentions,
    table_talk,
    tr_names,
)
from assistant.worked.reading import Text

READERS = (alhambra_majority, alhambra_places, alhambra_market, alhambra_money, alhambra_table, alhambra_walls,
           alhambra_turn, alhambra_group, alhambra_currency, alhambra_alone, azul_floor, azul_lines, azul_tiles,
           azul_end, table_talk, azul_wall_rows, azul_round, azul_lid, azul_runs, azul_next_start, azul_cells,
           azul_empty_wall, azul_wall_colours,
           azul_carry,  # session 7: a line kept for the next round
           azul_end_trigger, azul_centre, azul_line_lid,  # s7: the game's end, a factory's rest, a full line's lid
           azul_coords,  # s8: a tile's points told by a list of filled wall spaces
           alhambra_only,  # s9: one player alone with a type, the others told with none
           azul_round_slots,  # s11: a round's score read part by part where azul_round.py reads nothing
           azul_wall_strings,  # s14: a tile's points told by its wall rows as strings of spaces
           azul_overflow_lid,  # s22: a take past its line onto a nearly full floor: the lid
           azul_line_done)  # s22: a tile completing its wall row or column, the other line by its neighbours
# s17: readers asked only when no reader above reads the question (a looser reading, never a second claim)
FALLBACKS = (azul_wall_scene, azul_round_lid, azul_end_named)


POSITION = "position"  # a reader's board of the situation, when one fits: for the page's link, not in `worked`
COUNTS = "counts"  # numbers a reader read as counts of the things told ("two 3s"), not stated in `read`
STATED = "stated"  # the numbers a reader read, when its `read` also holds labels ("player 1")
SEQUENCE_READ = "sequence_read"  # True when the reader read "then", "sonra", "その後" as the order of one situation
MARKER_READ = "marker_read"  # True when the reader read "first from the centre" itself (the marker comes along)
UNIT = "unit"  # what an integer answer counts when not the rule's ("tiles": to the lid under azul.floor.full)
PLAYERS_READ = "players_read"  # s18: how many players a reader read, when its answer is one player's share
NEGATION_READ = "negation_read"  # True when the reader read every negation of the question itself ("no black")
KEYS = ("rule", "read", "verdict", "answer")


def worked(question: str, read_lang: str, out_lang: str, game: str | None = None) -> dict | None:
    """The worked answer of a question read in `read_lang` and said in `out_lang`, or None.

    `game`: the game the question is about when known (a reader of the other game says nothing)."""
    return decide(question, read_lang, out_lang, game)[0]


def decide(question: str, read_lang: str, out_lang: str, game: str | None = None) -> tuple[dict | None, dict | None]:
    """(the worked answer with exactly the keys of FORMATS.md, or None; the position it was decided on when a
    board shows it, or None).

    s22: a sentence reporting a claim ("we think 12 for tom", guards.claims_dropped) is read both ways: with it and
    without it. Without it is the verdict when only that reading decides, or when the two differ and the claim's
    numbers are the verdict's own (the claim settled); two different verdicts otherwise give none."""
    out = _decide(question, read_lang, out_lang, game)
    claimless = guards.claims_dropped(question, read_lang) if question and len(question) <= 500 else None
    if claimless is None:
        return out
    alt = _decide(claimless[0], read_lang, out_lang, game)
    if alt[0] is None or out[0] is not None and out[0]["answer"] == alt[0]["answer"]:
        return out
    return alt if guards.claim_settled(claimless[2], claimless[1], alt[0]["answer"], claimless[0]) else (None, None)


def _decide(question: str, read_lang: str, out_lang: str, game: str | None) -> tuple[dict | None, dict | None]:
    if not question or len(question) > 500:
        return None, None
    question = guards.thing_colour_dropped(guards.floor_named(question, read_lang), read_lang)
    question = guards.choice_asked(question, read_lang)
    text = Text(question, read_lang)
    negated, untold, twice = guards.negated(text), guards.marker_untold(text), guards.two_situations(text)
    if guards.both_games(text) or guards.vague(text) or guards.two_questions(text):
        return None, None
    things = guards.things_of(text)
    if game is not None and game not in things and guards.names_a_colour(text, game):
        game = next(iter(things)) if things else None  # "Pedro tiene 6 en azul", "la casilla azul" name no game
    if game is None and len(things) == 1:  # s7: only one game's own things named (Azul's floor, a building): that
        game = next(iter(things))          # game's ("pongo un azulejo que vale 3 ... el suelo" is no payment)
    found = _found(READERS, text, out_lang, game) or _found(FALLBACKS, text, out_lang, game)
    if len({(f["rule"], json.dumps(f["answer"])) for f in found}) == 1:
        found = found[:1]  # s21: two readers of one situation, one verdict ("full floor" and "round" readers)
    if len(found) != 1:
        return None, None
    # the reading must state every number of the question, and give the kind of value asked for
    one = found[0]
    if negated and not one.get(NEGATION_READ):
        return None, None  # a negation that could turn the situation around, which the reader did not read
    if twice and not one.get(SEQUENCE_READ):
        return None, None  # "what if", "instead", "3 or 4": more than one situation
    if untold and not one.get(MARKER_READ):
        return None, None  # the marker that comes with taking first from the centre, not read
    read = " ".join(map(str, one[STATED])) if STATED in one else one["read"]
    if guards.unaccounted(text, read, one.get(COUNTS, [])) or guards.asks_other(text, one["rule"], one.get(UNIT)):
        return None, None
    if one["rule"].startswith("alhambra.") and guards.unread_digits(text):
        return None, None
    if mentions.one_left_out(question, read_lang, one["answer"], one.get(PLAYERS_READ)):
        return None, None  # a value a player, for fewer players than the question names: one was not read
    if read_lang == "tr" and isinstance(one["answer"], str) and tr_names.unsure(one["answer"], text.norm):
        return None, None  # s11: "Selinin 10 sarısı var": Selin, or a player called Selinin (tr_names.py)
    return {k: found[0][k] for k in KEYS}, found[0].get(POSITION)


def _found(readers: tuple, text: Text, lang: str, game: str | None) -> list[dict]:
    """What each reader of the game (or of either) reads the question as."""
    found = []
    for reader in readers:
        if game is not None and reader.GAME not in (None, game):
            continue
        try:
            out = reader.read(text, lang, game) if reader.GAME is None else reader.read(text, lang)
        except PositionError:  # the engine could not take the situation as read: no verdict
            out = None
        if out is not None:
            found.append(out)
    return found
