"""Errors of the command line."""


class CliError(Exception):
    """A user error: printed as one line, exit status 2."""
