"""The gRPC service: thin servicers over the rules library and the solvers."""
