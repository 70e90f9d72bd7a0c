"""gRPC servicers: decode -> call the rules library or a solver -> encode."""
