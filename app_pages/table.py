"""Table: one table, every phone (issue 18). Start a game, share its link and QR code, each player enters
their own board on their own phone, every phone sees every board, the verdicts and the standings; score
now; remove a table started by mistake. The page names no game (ui/table_page, ui/table_live)."""

from __future__ import annotations

from ui import table_page

table_page.main()
