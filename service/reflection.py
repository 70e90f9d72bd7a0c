"""Server reflection under both names clients use: ``grpc.reflection.v1`` and ``grpc.reflection.v1alpha``.

grpcio-reflection 1.81 implements and registers only v1alpha, while current tools (grpcurl, buf curl,
Postman) ask for v1 first.  The v1 protocol is v1alpha under another package: the same messages with
the same field numbers (grpc/grpc ``src/proto/grpc/reflection/v1/reflection.proto``), so the bytes on
the wire are identical.  So v1 is served by the v1alpha servicer itself, behind the v1 method name,
and v1's file descriptor, which reflection must be able to describe too, is v1alpha's renamed.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Iterable
from typing import Any

import grpc
from google.protobuf import descriptor_pb2, descriptor_pool
from grpc_reflection.v1alpha import reflection, reflection_pb2, reflection_pb2_grpc

V1ALPHA_SERVICE_NAME: str = reflection.SERVICE_NAME
V1_PACKAGE = "grpc.reflection.v1"
V1_SERVICE_NAME = f"{V1_PACKAGE}.ServerReflection"
V1_FILE = "grpc/reflection/v1/reflection.proto"
_V1ALPHA_PREFIX = f".{reflection_pb2.DESCRIPTOR.package}."


def v1_file_descriptor() -> descriptor_pb2.FileDescriptorProto:
    """The grpc.reflection.v1 file: v1alpha's, with the package (and every type reference) renamed."""
    proto = descriptor_pb2.FileDescriptorProto()
    reflection_pb2.DESCRIPTOR.CopyToProto(proto)
    proto.name = V1_FILE
    proto.package = V1_PACKAGE
    proto.ClearField("options")  # v1alpha's language options name v1alpha packages
    for message in proto.message_type:
        _rename_references(message)
    for service in proto.service:
        for method in service.method:
            method.input_type = _renamed(method.input_type)
            method.output_type = _renamed(method.output_type)
    return proto


def _renamed(type_name: str) -> str:
    if type_name.startswith(_V1ALPHA_PREFIX):
        return f".{V1_PACKAGE}." + type_name.removeprefix(_V1ALPHA_PREFIX)
    return type_name


def _rename_references(message: descriptor_pb2.DescriptorProto) -> None:
    for field in message.field:
        if field.HasField("type_name"):  # message and enum fields only: a scalar must not get one
            field.type_name = _renamed(field.type_name)
    for nested in message.nested_type:
        _rename_references(nested)


def register_v1_descriptors(pool: descriptor_pool.DescriptorPool | None = None) -> None:
    """Add the v1 file to ``pool`` (the default one) unless it is there already."""
    pool = pool or descriptor_pool.Default()
    if pool is descriptor_pool.Default():
        # A later grpcio-reflection may ship v1: its own module then registers the real file first.
        with contextlib.suppress(ImportError):
            importlib.import_module("grpc_reflection.v1.reflection_pb2")
    try:
        pool.FindFileByName(V1_FILE)
    except KeyError:
        pool.AddSerializedFile(v1_file_descriptor().SerializeToString())


def add_reflection(server: Any, service_names: Iterable[str]) -> tuple[str, ...]:
    """Serve reflection v1 and v1alpha on ``server`` for ``service_names`` (plus both reflection services)."""
    register_v1_descriptors()
    names = (*service_names, V1_SERVICE_NAME, V1ALPHA_SERVICE_NAME)
    servicer = reflection.aio.ReflectionServicer(names)
    reflection_pb2_grpc.add_ServerReflectionServicer_to_server(servicer, server)
    # The same bidirectional stream under the v1 name; v1alpha's classes parse and write v1's bytes.
    v1_method = grpc.stream_stream_rpc_method_handler(
        servicer.ServerReflectionInfo,
        request_deserializer=reflection_pb2.ServerReflectionRequest.FromString,
        response_serializer=reflection_pb2.ServerReflectionResponse.SerializeToString,
    )
    server.add_generic_rpc_handlers(
        (grpc.method_handlers_generic_handler(V1_SERVICE_NAME, {"ServerReflectionInfo": v1_method}),)
    )
    return names
