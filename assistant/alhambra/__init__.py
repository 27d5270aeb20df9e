"""Alhambra: positions, building rules, outer walls, majorities, money and turns (base game and Dirk)."""
