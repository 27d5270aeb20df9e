"""Azul: positions, the whole-position check, wall tiling and scoring, the factory offer, grey-wall help.

Cell convention of every Azul problem: cells are [x, y] on the player's board. y 0-4 is the wall row (pattern
line y + 1), x 0-4 the wall column; the pattern line of row y is [-1, y]; floor space i (0-based) is [i, 5].
Problems about the whole table (azul.components, a first player marker in the centre) have player null and
cells [].
"""
