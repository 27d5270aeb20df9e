"""Home: the jobs, and a shared link that opens its position (or says clearly why it cannot)."""

import json

from streamlit.testing.v1 import AppTest

from assistant import sharelink
from tests.app.util import ROOT, shown, texts

SAMPLE = json.loads((ROOT / "examples" / "alhambra-sample.json").read_text(encoding="utf-8"))


def home(query: dict | None = None, lang: str = "en") -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.session_state["lang"] = lang
    for k, v in (query or {}).items():
        at.query_params[k] = v
    return at.run()


def test_home_lists_every_job_with_a_link():
    at = home()
    assert not at.exception
    labels = [link.label for link in at.page_link]
    for name in ("Alhambra board", "Alhambra scoring", "Alhambra turn check", "Azul board", "Rules", "Learn"):
        assert name in labels


def test_a_shared_link_opens_its_position_in_the_session():
    at = home({"p": sharelink.encode(SAMPLE)})
    assert at.session_state["position:alhambra"] == SAMPLE
    assert any("Opened the shared Alhambra position" in s for s in texts(at, "success"))


def test_a_shared_link_leads_to_the_board_page_of_its_own_game():
    azul = json.loads((ROOT / "examples" / "azul-midgame-2p.json").read_text(encoding="utf-8"))
    at = home({"p": sharelink.encode(azul)})
    assert any("Opened the shared Azul position" in s for s in texts(at, "success"))
    onward = [link for link in at.page_link if link.icon == ":material/arrow_forward:"]
    assert [(link.label, link.page) for link in onward] == [("Azul board", "azul")]  # its route


def test_a_broken_link_says_why_and_loads_nothing():
    at = home({"p": "not-a-position"})
    assert "position:alhambra" not in at.session_state
    assert any("could not be opened" in e for e in texts(at, "error"))


def test_a_link_with_an_impossible_position_is_refused_with_the_field_named():
    bad = {"game": "alhambra", "players": [{"name": "A", "shoe": 1}]}
    at = home({"p": sharelink.encode(bad)})
    assert any("players[0].shoe" in e for e in shown(at, "error"))


def test_the_language_of_a_link_is_used_for_a_new_session():
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.query_params["lang"] = "es"
    at.run()
    assert at.session_state["lang"] == "es" and at.title[0].value == "Árbitro de Mesa"


def test_the_address_bar_keeps_the_positions_so_a_refresh_loses_nothing():
    at = home({"p": sharelink.encode(SAMPLE)})
    token = at.query_params["alhambra"]
    assert "p" not in at.query_params and sharelink.decode(token) == SAMPLE
    # a refresh: a new session opened on the same address
    fresh = home({"alhambra": token, "lang": at.query_params["lang"]})
    assert fresh.session_state["position:alhambra"] == SAMPLE


def test_an_edit_is_written_back_into_the_address():
    from tests.app.util import page

    # the tile at (0, 1) chosen on the drawing (as a tap would), then "Take away"
    at = page("alhambra_board", position__alhambra=SAMPLE, **{"alh:sel:0": {"placed": [0, 1]}}).run()
    at.button(key="alh:take").click().run()
    kept = sharelink.decode(at.query_params["alhambra"])
    assert all((c["x"], c["y"]) != (0, 1) for c in kept["players"][0]["alhambra"])


def test_a_broken_link_opened_on_a_board_page_says_why_there_and_only_once():
    # A share link is made on a board page (its address is that page's), so a link cut short by a chat app
    # lands there: it used to show empty boards and say nothing (the reason was kept for the home page).
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.session_state["lang"] = "en"
    at.run()
    at.query_params["p"] = "not-a-position"
    at.switch_page("app_pages/alhambra_board.py").run()
    failed = [e for e in texts(at, "error") if "The shared link could not be opened" in e]
    assert len(failed) == 1
    at.run()  # a rerun of the page (a tap) with the link still in the address bar keeps saying it
    assert sum("The shared link could not be opened" in e for e in texts(at, "error")) == 1


def test_a_file_over_1_mib_is_refused_by_its_size_in_the_page_language():
    at = home(lang="es")
    at.file_uploader(key="home:upload").set_value(("photo.json", b" " * (3 * 1024 * 1024), "application/json"))
    at.run()
    errors = shown(at, "error")
    assert any("3.0 MiB" in e and "1 MiB" in e and "archivo de posición" in e for e in errors), errors
    assert "position:alhambra" not in at.session_state


def test_streamlit_own_upload_limit_sits_well_above_the_app_limit():
    import tomllib

    from assistant.limits import FILE_BYTES

    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8"))
    assert config["server"]["maxUploadSize"] * 1024 * 1024 >= 8 * FILE_BYTES  # the app's message, not Streamlit's
