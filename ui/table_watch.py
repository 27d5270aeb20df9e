"""Watching a table without running the page: each phone's browser asks the server for the table's stamp over
plain HTTP (GET /api/table/stamp?t=TOKEN, served beside the app by serve.py: one indexed query, no script run,
nothing sent back to the page) and asks for a rerun only when the stamp differs from the one this phone shows.

The 1 s poll fragment it replaces (ui/table_live.poll) ran the page's script once a second on every open phone,
and every such run was a message the browser had to process: most of an idle phone's server CPU and, with 20
phones on one 2-core machine, what kept the browsers busy (bench/results/table_live.txt). The watcher sits in
the page's body, so the rerun it asks for is the whole page's; a second, silent copy in the board fragment tells
it the stamp after this phone's own tap (a fragment's run), so that its own change never costs a second run.
When the connection to the server drops and comes back (a restart), the watcher reruns the whole page: the new
session holds no fragment yet, and a tap, a fragment's run, would be dropped. It watches the browser's own
connection, not the HTTP route, which a load balancer may send to another replica. Where the route is not
served (the app started as `streamlit run streamlit_app.py`, or under AppTest) `served()` is False and the
page keeps the poll fragment.

The route answers only to a well-formed token that opens a table: anything else is one empty 404, the same for
a wrong, a truncated or a sequential link, so it tells a visitor without the link nothing. A table removed
meanwhile still has a stamp (its removal changed it): the phones holding its link see that it was removed.
"""

from __future__ import annotations

import json
import logging

import streamlit as st

from assistant import api
from assistant.api import ledger as ledger_api

ROUTE = "/api/table/stamp"
EVERY_MS = 500  # twice a second a phone: 0.24-0.37 s of server CPU a phone a minute (bench/results/table_live.txt)
LOG = logging.getLogger("assistant.ledger")
_served = False

JS_BODY = r"""
const shownBy = (window.trTableShown = window.trTableShown || {});  // the stamp each table is shown at here

export default function (component) {
  const { data, setTriggerValue, parentElement } = component;
  const rootNode = parentElement.getRootNode();
  const host = rootNode && rootNode.host ? rootNode.host : parentElement;
  const box = host.closest('[data-testid="stElementContainer"]');
  if (box) box.style.display = 'none';  // nothing to see: no gap in the page either
  const token = data.token;
  shownBy[token] = Math.max(shownBy[token] || 0, Number(data.stamp) || 0);
  if (data.role !== 'watch') return;  // the board's copy only says what this phone shows now
  let w = parentElement.trWatch;
  if (!w) { w = { busy: false, asked: null, askedAt: 0, timer: null }; parentElement.trWatch = w; }
  w.url = URL_PATH + '?t=' + encodeURIComponent(token);
  const running = () => document.querySelector('[data-testid="stStatusWidget"]');
  const ask = (what) => { w.asked = what; w.askedAt = Date.now(); setTriggerValue('changed', what + ' ' + w.askedAt); };
  const tick = async () => {
    if (w.busy || document.hidden || running()) return;  // put away, or a run under way: its result first
    w.busy = true;
    try {
      const r = await fetch(w.url, { cache: 'no-store', credentials: 'same-origin' });
      if (r.ok) {
        const got = await r.json();
        const news = Number(got.stamp) > (shownBy[token] || 0);
        const what = String(got.stamp);
        const again = w.asked !== what || Date.now() - w.askedAt > 3000;  // a rerun asked for and lost: again
        if (news && again && !running()) ask(what);
      }
    } catch (e) { /* the server away for a moment: the next tick asks again */ }
    finally { w.busy = false; }
  };
  if (!w.timer) {
    w.timer = setInterval(tick, EVERY);
    // The connection to the server lost and back (a restart, a network hiccup): the whole page runs again, as
    // the new session (which holds no fragment yet) needs before a tap, a fragment's run, can land.
    const app = document.querySelector('[data-testid="stApp"]');
    if (app) {
      w.link = new MutationObserver(() => {
        const state = app.getAttribute('data-test-connection-state');
        if (state && state !== 'CONNECTED') w.lost = true;
        else if (state === 'CONNECTED' && w.lost) { w.lost = false; ask('reconnected'); }
      });
      w.link.observe(app, { attributes: true, attributeFilter: ['data-test-connection-state'] });
    }
    w.shown = () => { if (!document.hidden) tick(); };
    document.addEventListener('visibilitychange', w.shown);
  }
  return () => {
    clearInterval(w.timer); w.timer = null;
    if (w.link) w.link.disconnect();
    document.removeEventListener('visibilitychange', w.shown);
  };
}
"""
JS = f"const URL_PATH = {json.dumps(ROUTE)};\nconst EVERY = {EVERY_MS};\n" + JS_BODY

_WATCH = st.components.v2.component("table_referee.table_watch", js=JS)


def serve() -> list:
    """The route for st.App (serve.py), and from now on the pages of this process watch through it."""
    from starlette.routing import Route

    global _served
    _served = True
    return [Route(ROUTE, stamp, methods=["GET"])]


def served() -> bool:
    """Whether this process serves the stamp route (else the page polls with a fragment)."""
    return _served


def watch(token: str, shown: int | None) -> None:
    """The watcher, in the page's body (outside every fragment): the rerun it asks for, when the table's stamp
    is past the one this phone shows or the connection came back, is the whole page's, which a new session
    (after a restart) runs where a fragment's rerun would be dropped."""
    _WATCH(key=f"table:watch:{token}", data={"role": "watch", "token": token, "stamp": str(shown or 0)},
           on_changed_change=_nothing, default={"changed": None})


def showing(token: str, shown: int | None) -> None:
    """In the board fragment: the stamp this phone shows after its own tap (a fragment's run, which does not
    redraw the page's watcher), so that its own change is no news to it."""
    _WATCH(key=f"table:shown:{token}", data={"role": "shown", "token": token, "stamp": str(shown or 0)})


def _nothing() -> None:
    """The trigger's rerun is the point; nothing to do before it."""


_NO_STORE = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}


def stamp(request):
    """GET ?t=TOKEN -> {"stamp": "<the table's stamp>"}; 404 {} for any link that opens nothing; 503 {} while
    the database cannot answer (the browser asks again at its next tick)."""
    from starlette.responses import JSONResponse

    try:
        led = _ledger()
        value = api.table.table_version(led, request.query_params.get("t", ""))
    except api.table.NoTable:
        return JSONResponse({}, status_code=404, headers=_NO_STORE)
    except (ledger_api.LedgerError, ledger_api.DatabaseError, OSError, ValueError) as exc:
        LOG.warning("the table's stamp could not be read: %s", type(exc).__name__)
        return JSONResponse({}, status_code=503, headers=_NO_STORE)
    return JSONResponse({"stamp": str(value)}, headers=_NO_STORE)


def _ledger():
    from ui.ledger_widgets import opened

    return opened()
