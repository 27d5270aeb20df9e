"""The browser-tab icon, drawn here: a page icon given as ":material/...:" makes the browser fetch it from
a font server on the internet, and the app must work with no network at all."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

INK = (142, 68, 38, 255)  # the terracotta of the Alhambra's walls


@lru_cache(maxsize=1)
def tab_icon() -> Image.Image:
    """A castle silhouette, 64 x 64, on a transparent ground."""
    img = Image.new("RGBA", (64, 64), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rectangle((10, 28, 54, 60), fill=INK)  # the wall
    for left, right in ((8, 20), (26, 38), (44, 56)):  # three towers, each with two merlons
        d.rectangle((left, 14, right, 28), fill=INK)
        d.rectangle((left, 8, left + 3, 14), fill=INK)
        d.rectangle((right - 3, 8, right, 14), fill=INK)
    d.rectangle((27, 42, 37, 60), fill=(0, 0, 0, 0))  # the gate
    d.ellipse((27, 37, 37, 47), fill=(0, 0, 0, 0))
    return img
