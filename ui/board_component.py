"""One clickable drawing for every board: an SVG from assistant/render shown inline (a Streamlit custom
component v2: no iframe, no build step, nothing fetched), whose elements marked `data-target="..."` report a
tap, a click or the Enter key back to Python.

No tap is lost or applied twice (ui/tap_queue): the browser numbers the taps of a group of drawings (one
board's drawings share a group and a handler) and sends those not yet acknowledged as a state value; Python
applies each number once, in order, and acknowledges the last one in the drawing's data. Two taps made
before the app has answered the first both take effect, even on two drawings of the group. A new drawing
waits while the drawing is pressed: swapped under a finger, the press would end on a new element and the
browser's click would name no target (a tap right after a rename was lost so, its rerun redraws the title).

The keyboard: the drawing takes the focus (Tab); the arrow keys move a cursor to the nearest target in that
direction; Enter or Space taps it. The cursor lives in the browser (a module-level map keyed by the
component's key), so a rerun does not lose it.

Pages never read the taps themselves: they pass `on_tap(target)`, run as the widget's callback, before the
script reruns, so one tap costs one rerun and the page draws what the tap changed.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
from collections.abc import Callable

import streamlit as st

from ui import tap_queue
from ui.common import tr

LOG = logging.getLogger("table_referee.app")

# The hover tint only where a pointer hovers: a touch screen keeps :hover on the spot last tapped, and after
# the redraw that spot is another cell, tinted as if chosen (issue 16: a stray "selected" cell at the top-left
# when a tile was chosen first).
CSS = """
.tr-board { outline: none; line-height: 0; touch-action: manipulation; -webkit-tap-highlight-color: transparent; }
.tr-board:focus-visible { box-shadow: 0 0 0 3px #1f77ff66; border-radius: 6px; }
.tr-board svg { max-width: 100%; height: auto; display: block; user-select: none; -webkit-user-select: none; }
.tr-board [data-target] { cursor: pointer; }
.tr-board .hit { fill: transparent; stroke: none; }
@media (hover: hover) and (pointer: fine) { .tr-board .hit:hover { fill: #1f77ff1a; } }
.tr-board [data-target].tr-cursor { stroke: #1f77ff; stroke-width: 4px; stroke-dasharray: 6 3; }
.tr-board:not(:focus) [data-target].tr-cursor { stroke: none; }
@media (max-width: 640px) {
  .tr-board.tr-sticky svg { max-height: 40vh; width: auto; margin: 0 auto; }
}
"""

# A sticky board: on a phone its element container (outside the component's shadow root, so styled from the
# page) stays at the top of the screen while the tiles below it scroll by; on a wider screen, where the
# columns stand side by side, the board's whole column stays in view while the column beside it scrolls.
PAGE_CSS = """@media (max-width: 640px) {
  .tr-sticky-host { position: sticky; top: 3.75rem; z-index: 5; background: var(--tr-bg, #ffffff);
                    box-shadow: 0 6px 8px -6px #00000040; padding-bottom: 4px; }
}
@media (min-width: 641px) {
  .tr-sticky-column { position: sticky; top: 3.75rem; align-self: flex-start; z-index: 5; }
  .tr-sticky-column .tr-board.tr-sticky svg { max-height: 62vh; width: auto; }
}"""

JS_HEAD = "const PAGE_CSS = %s;\n"

JS_BODY = r"""
const memory = new Map();  // component key -> {cursor}
const groups = new Map();  // tap group -> {epoch, n, pending}: the taps not yet acknowledged by Python

function groupOf(name) {
  let g = groups.get(name);
  if (!g) {
    const epoch = Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 10);
    g = { epoch: epoch, n: 0, pending: [] };
    groups.set(name, g);
  }
  return g;
}

function centre(el) {
  const b = el.getBoundingClientRect();
  return [b.left + b.width / 2, b.top + b.height / 2];
}

// The nearest target from `from` in direction (dx, dy): ahead of it, least off the line.
function nearest(els, from, dx, dy) {
  const [x0, y0] = centre(from);
  let best = null, bestScore = Infinity;
  for (const el of els) {
    if (el === from) continue;
    const [x, y] = centre(el);
    const ahead = (x - x0) * dx + (y - y0) * dy;
    if (ahead < 4) continue;
    const off = Math.abs((x - x0) * dy) + Math.abs((y - y0) * dx);
    const score = ahead + 2.5 * off;
    if (score < bestScore) { bestScore = score; best = el; }
  }
  return best;
}

function stickTo(parentElement, on) {
  if (!document.getElementById('tr-sticky-style')) {
    const style = document.createElement('style');
    style.id = 'tr-sticky-style';
    style.textContent = PAGE_CSS;
    document.head.appendChild(style);
  }
  const rootNode = parentElement.getRootNode();
  const host = rootNode && rootNode.host ? rootNode.host : parentElement;
  const box = host.closest('[data-testid="stElementContainer"]');
  if (!box) return;
  box.classList.toggle('tr-sticky-host', !!on);
  const column = box.closest('[data-testid="stColumn"]');
  if (column) column.classList.toggle('tr-sticky-column', !!on);
  const app = document.querySelector('.stApp');
  if (on && app) box.style.setProperty('--tr-bg', getComputedStyle(app).backgroundColor);
}

// A press on the drawing holds back a new drawing until it is released: replaced between press and release,
// the pressed element is gone and the browser's click names no target (a tap lost, e.g. on the first tap
// after a rename, whose rerun redraws the board's title). The click comes first, then the new drawing.
function paint(root) {
  const next = root.trNext;
  root.trNext = null;
  if (next && root.dataset.rev !== next.rev) {
    root.innerHTML = next.svg;
    root.dataset.rev = next.rev;
  }
  if (root.trDraw) root.trDraw();
}

function holdWhilePressed(root) {
  root.trPressed = false;
  const release = () => {
    if (!root.trPressed) return;
    root.trPressed = false;
    setTimeout(() => { if (!root.trPressed) paint(root); }, 0);  // after the click this release makes
  };
  // the press may end outside the drawing, or be taken over by a scroll
  for (const name of ['pointerup', 'pointercancel']) document.addEventListener(name, release, true);
  root.addEventListener('pointerdown', () => {
    root.trPressed = true;
    setTimeout(release, 5000);  // a press never released (the page lost the pointer): draw anyway
  });
}

// The drawing for this screen: a wider variant (more tiles a row, so fewer rows) where the columns stand side
// by side and the drawing's box is at least that variant's `min` px wide; else the phone's drawing.
function pick(data, root) {
  const width = root.getBoundingClientRect().width || 0;
  const wide = window.matchMedia('(min-width: 641px)').matches;
  for (const v of data.variants || []) {
    if (wide && width >= v.min) return { svg: v.svg, rev: v.rev };
  }
  return { svg: data.svg, rev: data.rev };
}

export default function (component) {
  const { data, setStateValue, parentElement } = component;
  let root = parentElement.querySelector('.tr-board');
  if (!root) {
    root = document.createElement('div');
    root.className = 'tr-board';
    root.tabIndex = 0;
    root.setAttribute('role', 'group');
    parentElement.appendChild(root);
    holdWhilePressed(root);
  }
  root.setAttribute('aria-label', data.label || '');
  root.classList.toggle('tr-sticky', !!data.sticky);
  stickTo(parentElement, data.sticky);
  root.dataset.key = data.key;
  root.trNext = pick(data, root);
  if (!root.trPressed) paint(root);
  let mem = memory.get(data.key);
  if (!mem) { mem = { cursor: null }; memory.set(data.key, mem); }
  const group = groupOf(data.group);
  const ack = data.ack || {};
  if (ack.epoch === group.epoch) group.pending = group.pending.filter((t) => t.n > ack.last);
  const targets = () => Array.from(root.querySelectorAll('[data-target]'));
  const find = (t) => targets().find((el) => el.dataset.target === t) || null;
  const draw = () => {
    root.querySelectorAll('.tr-cursor').forEach((el) => el.classList.remove('tr-cursor'));
    const el = mem.cursor && find(mem.cursor);
    if (el) el.classList.add('tr-cursor');
  };
  const send = (target) => {
    if (!data.live) return;
    group.n += 1;
    group.pending.push({ n: group.n, target: target });
    setStateValue('taps', { epoch: group.epoch, taps: group.pending.slice() });
  };
  root.trDraw = draw;
  root.onclick = (e) => {
    const el = e.target.closest('[data-target]');
    if (!el || !root.contains(el)) return;
    mem.cursor = el.dataset.target;
    draw();
    send(mem.cursor);
  };
  root.onkeydown = (e) => {
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const els = targets();
    if (!els.length) return;
    let cur = mem.cursor && find(mem.cursor);
    if (moves[e.key]) {
      e.preventDefault();
      const next = cur ? nearest(els, cur, ...moves[e.key]) : els[0];
      if (next) { mem.cursor = next.dataset.target; draw(); }
    } else if ((e.key === 'Enter' || e.key === ' ') && cur) {
      e.preventDefault();
      send(mem.cursor);
    }
  };
  draw();
}
"""

JS = JS_HEAD % json.dumps(PAGE_CSS) + JS_BODY
_BOARD = st.components.v2.component("table_referee.board", css=CSS, js=JS)


def clickable_svg(svg: str, key: str, on_tap: Callable[[str], None] | None, label: str = "",
                  sticky: bool = False, group: str | None = None,
                  wide: list[tuple[int, str]] | None = None) -> None:
    """Show `svg` (trusted: made by assistant/render, which escapes every user text) and call
    `on_tap(target)` with the `data-target` of each element tapped, once a tap, in tap order, before the next
    run of the page. Drawings given the same `group` must share `on_tap`: any of them may bring the taps of
    all. With `on_tap` None it is a plain drawing: the browser replaces it only when it changed, which a
    rerun of st.markdown (the SVG parsed again as Markdown) does not spare. `wide` [(least width, svg)],
    widest first: the same targets laid out for a laptop, the first whose least width the drawing's box has
    is shown where the columns stand side by side; `svg` is the phone's."""
    group = group or key
    memory = f"taps:{group}"

    def tapped() -> None:
        targets, applied = tap_queue.fresh((st.session_state.get(key) or {}).get("taps"),
                                           st.session_state.get(memory))
        st.session_state[memory] = applied
        for target in targets:
            on_tap(target)

    variants = [{"min": least, "svg": drawing, "rev": rev(drawing)} for least, drawing in wide or []]
    data = {"svg": svg, "rev": rev(svg), "variants": variants, "key": key, "label": label, "sticky": sticky,
            "group": group,
            "live": on_tap is not None, "ack": tap_queue.ack(st.session_state.get(memory))}
    _BOARD(key=key, data=data, on_taps_change=tapped if on_tap is not None else None, width="stretch")


@functools.lru_cache(maxsize=256)
def rev(text: str) -> str:
    """A drawing's revision, by its content: the browser replaces a drawing only when it changed. Kept: the
    drawings are kept too (ui/drawings), and the same string is hashed once, not on every run."""
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def board_fragment(fn: Callable) -> Callable:
    """st.fragment for a page's board area: a tap reruns only it. A rerun of a fragment alone is outside the
    router's last-resort guard, so it carries its own: an unexpected exception is logged with its traceback
    and shown as one friendly line (st.rerun and st.stop are BaseExceptions and pass through)."""

    @functools.wraps(fn)
    def guarded(*args, **kwargs):
        try:
            fn(*args, **kwargs)
        except Exception:  # noqa: BLE001 - the last resort: nothing may show a traceback
            LOG.exception("unexpected failure in %s", fn.__name__)
            st.error(tr("app.page_failed"))

    return st.fragment(guarded)
