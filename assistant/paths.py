"""Where the data lives: one place, so the app, the command line and the tests read the same files."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
RULES_DIR = DATA / "rules"
MESSAGES_DIR = DATA / "messages"
I18N_DIR = DATA / "i18n"

LANGS = ("en", "tr", "es", "ja")
DEFAULT_LANG = "en"
