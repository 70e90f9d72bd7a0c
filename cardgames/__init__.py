"""cardgames: rules of card games, their solvers and a stateless gRPC service.

The one top-level import name of the project: ``cardgames.games`` (rules library),
``cardgames.solvers``, ``cardgames.service``, ``cardgames.clients`` and the generated contract
``cardgames.v1``.  (In a checkout the first four are links to the top-level folders.)
"""
