"""Settings for the whole suite. Hypothesis runs without a deadline: no property test here is about timing,
and on a loaded machine (CI, several jobs on two cores) the default 200 ms deadline fails tests at random. A
test whose point is timing measures it itself (e.g. tests/alhambra/test_building.py's far-apart tiles)."""

from hypothesis import settings

settings.register_profile("referee", deadline=None)
settings.load_profile("referee")
