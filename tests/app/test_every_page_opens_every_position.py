"""Every position the format allows opens on every page (issue 16): the fewest players (one) with empty boards
and the most (the registry's maximum) with full boards and the longest names, carried in the address bar as
a refresh or a shared link leaves them, in every language. No page may fail, and the board pages always draw
their repair tools (the notation box, the upload, undo, starting over), so a position that sits in the
address bar can always be put right."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from assistant import api
from assistant.i18n import t
from assistant.paths import LANGS
from tests.app.util import ROOT

PAGES = ["home", "alhambra_board", "alhambra_scoring", "alhambra_turn", "azul_board", "rules", "learn", "games",
         "history"]
# what each page must always draw: the notation box (text input), the upload, undo, starting over (buttons)
REPAIR = {
    "alhambra_board": {"text_input": ["io:notation:alhambra"], "button": ["alh:undo", "alh:new"],
                       "uploader": ["io:upload:alhambra"]},
    "azul_board": {"text_input": ["io:notation:azul"], "button": ["azb:undo", "azb:new"],
                   "uploader": ["io:upload:azul"]},
    "alhambra_scoring": {"text_input": ["io:notation:alhambra"], "uploader": ["io:upload:alhambra"]},
    "alhambra_turn": {"text_input": ["io:notation:alhambra"], "uploader": ["io:upload:alhambra"]},
    "home": {"uploader": ["home:upload"]},
}
LONGEST = 40  # a player name's limit (FORMATS.md)


def _name(i: int, lang: str) -> str:
    stem = {"en": "Player", "tr": "Oyuncuğ", "es": "Jugadora", "ja": "プレイヤー"}[lang]
    return (f"{stem} {i + 1} " * LONGEST)[:LONGEST]


def alhambras(players: int, full: bool, lang: str) -> dict:
    """`players` Alhambras: the fountain alone, or every tile of the box dealt out among them (a 3x3 block and
    the rest in the reserves), with full hands, market and money row."""
    facts = api.facts("alhambra")
    tiles = [{"type": k["type"], "price": k["price"], "walls": k["walls"]}
             for k in facts["catalogue"] for _ in range(k["copies"])]
    ring = [(x, y) for y in (-1, 0, 1) for x in (-1, 0, 1) if (x, y) != (0, 0)]
    out = []
    for i in range(players):
        mine = tiles[i::players] if full else []
        built = zip(ring, mine, strict=False)  # the first eight around the fountain
        cells = [{"x": 0, "y": 0, "fountain": True}] + [{"x": x, "y": y, **tile} for (x, y), tile in built]
        out.append({"name": _name(i, lang), "alhambra": cells, "reserve": mine[len(ring):],
                    "hand": [{"currency": c, "value": v} for c in facts["currencies"] for v in (1, 9)] if full else []})
    pos = {"game": "alhambra", "players": out}
    if full:
        pos |= {"round": facts["rounds"],
                "market": [{"currency": c, **tiles[k]} for k, c in enumerate(facts["currencies"])],
                "money_row": [{"currency": c, "value": 5} for c in facts["currencies"]]}
    return pos


def azul_boards(players: int, full: bool, lang: str) -> dict:
    """`players` Azul boards: empty, or every wall space, pattern line and floor space filled, with full
    factories and centre."""
    f = api.facts("azul")
    size, letters = f["wall_size"], f["letters"]
    players_out = []
    for i in range(players):
        if full:
            wall = ["".join(letters[c] for c in row) for row in f["pattern"]]
            lines = [{"colour": f["colours"][n % size], "count": n + 1} for n in range(size)]
            floor = [f["first_player_marker"]] * (i == 0) + [f["colours"][0]] * (f["floor_spaces"] - (i == 0))
        else:
            wall, lines, floor = [f["empty"] * size] * size, [{"count": 0}] * size, []
        players_out.append({"name": _name(i, lang), "score": 240 if full else 0, "pattern_lines": lines,
                            "wall": wall, "floor": floor})
    pos = {"game": "azul", "wall_variant": "colored", "players": players_out}
    if full:
        pos |= {"factories": [[f["colours"][k % size]] * f["tiles_per_factory"] for k in range(f["factories"][4])],
                "centre": [f["colours"][k % size] for k in range(15)]}
    return pos


CASES = {
    "smallest": lambda lang: (alhambras(1, False, lang), azul_boards(1, False, lang)),
    "largest": lambda lang: (alhambras(api.registration("alhambra").players.max, True, lang),
                             azul_boards(api.registration("azul").players.max, True, lang)),
}


def _drawn(at: AppTest, page: str) -> list[str]:
    missing = []
    need = REPAIR.get(page, {})
    for kind, keys in need.items():
        if kind == "uploader":
            have = {getattr(e.proto, "id", "") for e in at.get("file_uploader")}
            missing += [k for k in keys if not any(k in h for h in have)]
        else:
            have = {e.key for e in getattr(at, kind)}
            missing += [k for k in keys if k not in have]
    return missing


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", CASES)
def test_every_page_opens_the_smallest_and_largest_positions_with_its_repair_tools(case, lang):
    alhambra, azul = CASES[case](lang)
    for pos in (alhambra, azul):
        assert api.check(pos)  # readable: the format allows it
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.session_state["lang"] = lang
    at.query_params["alhambra"] = api.share_token(alhambra)
    at.query_params["azul"] = api.share_token(azul)
    at.run()
    assert at.session_state["position:alhambra"] == alhambra  # taken from the address bar, not started afresh
    assert at.session_state["position:azul"] == azul
    failed = t("app.page_failed", lang)
    for page in PAGES:
        at.switch_page(f"app_pages/{page}.py")
        at.run()
        assert not at.exception, (page, [e.value for e in at.exception])
        assert failed not in [e.value for e in at.error], page
        assert not _drawn(at, page), (page, _drawn(at, page))
        if page in SHORT_NOTE and case == "smallest":  # one player: the page says what a game needs, in a line
            key, game = SHORT_NOTE[page]
            box = api.facts(game)["players"]
            assert t(key, lang, min=box["min"], max=box["max"]) in [e.value for e in at.info], page


SHORT_NOTE = {"alhambra_board": ("alh.players_short", "alhambra"), "azul_board": ("azb.players_short", "azul")}


@pytest.mark.parametrize("how", ["notation", "link"])
def test_a_one_player_alhambra_by_notation_or_link_opens_and_can_be_repaired(how):
    """The position of issue 16 (`alhambra | Ana: @0,0 F`), pasted or opened from a link: the page shows it
    and then takes a two-player notation in its place."""
    from tests.app.util import page

    one = api.from_notation("alhambra | Ana: @0,0 F")
    at = page("alhambra_board")
    if how == "link":
        at.query_params["p"] = api.share_token(one)
    at.run()
    if how == "notation":
        at.text_input(key="io:notation:alhambra").input("alhambra | Ana: @0,0 F")
        at.button(key="FormSubmitter:io:notation:alhambra:form-" + t("io.notation_apply", "en")).click().run()
    assert at.session_state["position:alhambra"] == one
    assert not at.exception and t("app.page_failed", "en") not in [e.value for e in at.error]
    at.run()  # and again: it sits in the session (and the address bar) now
    assert not at.exception and t("app.page_failed", "en") not in [e.value for e in at.error]
    at.text_input(key="io:notation:alhambra").input("alhambra | Ana: @0,0 F | Bo: @0,0 F")
    at.button(key="FormSubmitter:io:notation:alhambra:form-" + t("io.notation_apply", "en")).click().run()
    assert [p["name"] for p in at.session_state["position:alhambra"]["players"]] == ["Ana", "Bo"]
