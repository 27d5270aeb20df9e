"""One browser history entry per page change, so that Back returns to the previous page.

The address bar carries the session's positions and language (ui/position_io.keep_in_url), rewritten after
every run and every tap. Streamlit's browser side pushes a new history entry for each change of the query
string alone: a page switch left two to four entries (the page, then each parameter written), the first Back
showed the same page again, and every tap on a board added one more. Here an entry whose path is the one
already shown (only the query string differs) replaces the current entry instead: a new page still adds one,
Back and Forward walk the pages, and the address bar still holds the latest position for a refresh.

The rule is installed when the browser draws it, after the first run of a visit has already written the
address bar: the entries pushed before it (the first page again, with its parameters) are marked as such by
having no `trSeen` in their state, and Back skips them, since they only repeat the page being left.
"""

from __future__ import annotations

import streamlit as st

# Static code (no outside text in it); installed once per document.
SCRIPT = """<script>
(() => {
  if (window.trOneEntryPerPage) return;
  window.trOneEntryPerPage = true;
  const h = window.history, push = h.pushState.bind(h), replace = h.replaceState.bind(h);
  const seen = (state) => Object.assign({}, state || {}, { trSeen: true });
  let shown = window.location.pathname;
  h.pushState = function (state, title, url) {
    const path = new URL(url, window.location.href).pathname;
    const same = path === window.location.pathname;
    shown = path;
    return same ? replace(seen(state), title, url) : push(seen(state), title, url);
  };
  h.replaceState = function (state, title, url) {
    if (url !== undefined && url !== null) shown = new URL(url, window.location.href).pathname;
    return replace(seen(state), title, url);
  };
  replace(seen(h.state), '', window.location.href);  // the entry shown now is this page's one entry
  window.addEventListener('popstate', (e) => {
    const left = shown;
    shown = window.location.pathname;
    if (!(e.state && e.state.trSeen) && shown === left) h.back();  // an entry from before: the same page
  });
})();
</script>"""


def one_entry_per_page() -> None:
    """Install the history rule in the page (an element of no size at the foot of the sidebar)."""
    with st.sidebar:
        st.html(SCRIPT, unsafe_allow_javascript=True)
