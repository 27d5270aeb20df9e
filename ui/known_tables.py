"""The tables THIS browser created or joined: the only tables its lists (Games played, History, statistics,
exports) may show. Another browser's tables are never listed: a table is reached by its private link only.

The list lives in two places: st.session_state for this session, and the browser's localStorage, so a reload
or a new session in the same browser keeps it. The browser's side is a tiny custom component v2 (no iframe,
nothing fetched, nothing drawn): each run it merges what this session knows into localStorage, drops what was
forgotten, and reports back the tokens the session does not know yet (one rerun, only when there are some).
A page calls `sync()` once a run, at its end, after any `remember` or `forget` (they change the session at once
and the browser at that `sync()`); a fresh session's first run lists the session's tables, and the browser's
report reruns it with the rest.
"""

from __future__ import annotations

import json
import re

import streamlit as st

KNOWN, FORGOTTEN, COMPONENT = "known_tables:tokens", "known_tables:forgotten", "known_tables:browser"
STORAGE_KEY = "table-referee:tables"
MAX_TOKENS = 200  # the ledger reads at most this many of a browser's links (tables.MAX_TOKENS)
# A token as stored: the ledger checks it exactly before any query; this keeps junk out of the browser's list.
TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")

JS_BODY = r"""
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

function stored() {
  try {
    const raw = JSON.parse(window.localStorage.getItem(KEY) || '[]');
    return Array.isArray(raw) ? raw.filter((t) => typeof t === 'string' && TOKEN.test(t)) : [];
  } catch (e) {
    return [];
  }
}

export default function (component) {
  const { data, setStateValue, parentElement } = component;
  const rootNode = parentElement.getRootNode();
  const host = rootNode && rootNode.host ? rootNode.host : parentElement;  // out of the shadow root
  const box = host.closest('[data-testid="stElementContainer"]');
  if (box) box.style.display = 'none';  // nothing to see: no gap in the page either
  const known = data.known || [];
  const drop = new Set(data.forgotten || []);
  const merged = [];
  for (const t of stored().concat(known)) {
    if (!drop.has(t) && !merged.includes(t)) merged.push(t);
  }
  const kept = merged.slice(-MAX);
  try { window.localStorage.setItem(KEY, JSON.stringify(kept)); } catch (e) { /* storage off: this session only */ }
  const have = new Set(known);
  if (kept.some((t) => !have.has(t))) setStateValue('tokens', kept);
}
"""
JS = f"const KEY = {json.dumps(STORAGE_KEY)};\nconst MAX = {MAX_TOKENS};\n" + JS_BODY

_BROWSER = st.components.v2.component("table_referee.known_tables", js=JS)


def _valid(token: object) -> bool:
    return isinstance(token, str) and TOKEN.fullmatch(token) is not None


def _known() -> list[str]:
    return st.session_state.setdefault(KNOWN, [])


def _forgotten() -> set[str]:
    return st.session_state.setdefault(FORGOTTEN, set())


def _merge(reported: object) -> None:
    """Tokens the browser reported, added to the session's (those forgotten here stay forgotten)."""
    if not isinstance(reported, list):
        return
    known, forgotten = _known(), _forgotten()
    for token in reported[-MAX_TOKENS:]:
        if _valid(token) and token not in forgotten and token not in known:
            known.insert(0, token)  # older than what this session remembered itself
    del known[:-MAX_TOKENS]


def _reported() -> None:
    _merge((st.session_state.get(COMPONENT) or {}).get("tokens"))


def remember(token: str) -> None:
    """A table this browser created or joined (its link was opened here)."""
    if not _valid(token):
        return
    known = _known()
    if token in known:
        known.remove(token)
    known.append(token)
    del known[:-MAX_TOKENS]
    _forgotten().discard(token)


def forget(token: str) -> None:
    """Out of this browser's lists (the table itself stays; its link still opens it)."""
    if token in _known():
        _known().remove(token)
    if _valid(token):
        _forgotten().add(token)


def tokens() -> list[str]:
    """This browser's tables, the one remembered last first."""
    return list(reversed(_known()))


def sync() -> None:
    """Once a run: the browser's list merged with the session's (a reload, a new session keep the tables)."""
    result = _BROWSER(key=COMPONENT, data={"known": list(_known()), "forgotten": sorted(_forgotten())},
                      on_tokens_change=_reported, default={"tokens": None})
    _merge(getattr(result, "tokens", None))
