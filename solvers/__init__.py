"""Solvers for card games (double-dummy search)."""
