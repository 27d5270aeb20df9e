"""Hostile player names and the small positions that carry them, shared by the AppTest and real-browser sweeps."""

HOSTILE = ["![](https://evil.example/r.png)", "[click](https://evil.example)", "**bold** _it_", "$x^2$",
           "http://evil.example/x", "O'Brien & Co"]


def alhambra(names: list[str]) -> dict:
    """A round-1 Alhambra per name: the fountain and a tower beside it, a blue 3 in hand."""
    return {"game": "alhambra", "round": 1, "players": [
        {"name": n, "alhambra": [{"x": 0, "y": 0, "fountain": True},
                                 {"x": 1, "y": 0, "type": "tower", "price": 11, "walls": ""}],
         "hand": [{"currency": "blue", "value": 3}]} for n in names]}


def azul(names: list[str]) -> dict:
    """An Azul board per name with one red tile on the first pattern line."""
    lines = [{"colour": "red", "count": 1}] + [{"count": 0}] * 4
    return {"game": "azul", "players": [{"name": n, "pattern_lines": lines, "wall": ["....."] * 5} for n in names]}
