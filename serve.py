"""The app's server: `streamlit run serve.py`. The pages are streamlit_app.py's, as with `streamlit run
streamlit_app.py`; beside them this serves one small route, the table's stamp that the phones at a table watch
(ui/table_watch), so that an open phone costs the server one indexed query a tick instead of a run of the page."""

import streamlit as st

from ui import table_watch

app = st.App("streamlit_app.py", routes=table_watch.serve())
