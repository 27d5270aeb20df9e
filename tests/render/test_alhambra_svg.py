"""The Alhambra drawing: safe with any name, bounded for any position."""


def test_markdown_in_an_alhambra_player_name_cannot_break_the_drawing():
    from assistant.render.alhambra import alhambra_svg

    svg = alhambra_svg([{"x": 0, "y": 0, "fountain": True}], title="Ali *the* _builder_ <b>")
    assert "*" not in svg and "_builder_" not in svg and "<b>" not in svg
    assert "&#42;the&#42;" in svg


def test_tiles_scattered_far_apart_are_drawn_as_a_window_not_millions_of_cells():
    import time

    from assistant.render.alhambra import alhambra_svg

    cells = [{"x": 0, "y": 0, "fountain": True}, {"x": 1000, "y": 1000, "type": "tower", "price": 11, "walls": ""},
             {"x": -1000, "y": 5, "type": "garden", "price": 10, "walls": ""}]
    started = time.perf_counter()
    svg = alhambra_svg(cells, title="A")
    assert time.perf_counter() - started < 0.5
    assert svg.count("<rect") < 2000 and "+2" in svg
