"""Table Referee: the rules core for Alhambra and Azul. Pure Python; never imports streamlit."""
