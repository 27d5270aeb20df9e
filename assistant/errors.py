"""The one exception a caller sees for unreadable input."""


class PositionError(ValueError):
    """Unreadable input: not JSON, wrong shape, unknown key, impossible value.

    Its message is the single line the command line prints on standard error.
    """
