"""Streamlit building blocks shared by the pages (the core in assistant/ never imports streamlit)."""
