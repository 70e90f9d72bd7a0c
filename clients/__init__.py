"""Client side: a typed Python SDK (:mod:`cardgames.clients.sdk`) and the ``cardgames`` command
(:mod:`cardgames.clients.cli`).

Imports only the generated contract (``cardgames.v1``) and grpc, never the
rules library, so a frontend can use it against a remote server.
"""
