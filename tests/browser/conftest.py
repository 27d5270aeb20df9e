"""The `streamlit run` server fixture of test_app_in_browser.py, shared with every browser test module."""

from tests.browser.test_app_in_browser import app  # noqa: F401
