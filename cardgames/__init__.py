"""cardgames generated contract package."""
