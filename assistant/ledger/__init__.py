"""The score ledger: games, rounds and their log, kept in a real database (SQLite by default, PostgreSQL by URL).

db.py opens and migrates the database, models.py is the schema, service.py the actions a page takes (one
transaction, one commit each), exports.py the CSV and BG Stats files. Nothing here imports streamlit.
"""
