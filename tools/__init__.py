"""Developer tools (code generation); not installed with the package."""
