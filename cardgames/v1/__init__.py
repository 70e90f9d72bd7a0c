"""Generated protobuf code for cardgames.v1 (python -m tools.gen_protos); do not edit."""
