"""cardgames rules library: pure Python, no gRPC.

Every game is a module with a ``SPEC`` descriptor and the functions
``new_game``, ``legal_moves``, ``apply``, ``score`` and ``view``; see
:mod:`cardgames.games.core.spec` for the protocol and :mod:`cardgames.games.registry` for the list.
"""
