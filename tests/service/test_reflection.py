"""What a non-Python client needs: reflection v1 and v1alpha, and the google.rpc protos vendored under proto/."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import descriptor_pb2, descriptor_pool
from google.protobuf.message import Message
from google.protobuf.message_factory import GetMessageClass
from google.rpc import code_pb2, error_details_pb2, status_pb2
from grpc_reflection.v1alpha import reflection_pb2

from cardgames.service.reflection import V1_SERVICE_NAME, register_v1_descriptors, v1_file_descriptor

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = {"v1": "grpc.reflection.v1", "v1alpha": "grpc.reflection.v1alpha"}
SERVICES = {
    "cardgames.v1.GameEngine",
    "cardgames.v1.Solver",
    "grpc.health.v1.Health",
    "grpc.reflection.v1.ServerReflection",
    "grpc.reflection.v1alpha.ServerReflection",
}


def _reflection_classes(version: str) -> tuple[type[Message], type[Message]]:
    register_v1_descriptors()
    pool = descriptor_pool.Default()
    package = PACKAGES[version]
    request = GetMessageClass(pool.FindMessageTypeByName(f"{package}.ServerReflectionRequest"))
    response = GetMessageClass(pool.FindMessageTypeByName(f"{package}.ServerReflectionResponse"))
    return request, response


def _ask(target: str, version: str, **request_fields: Any) -> Any:
    """One request on a reflection stream of ``version``, with that version's own message classes."""
    request_class, response_class = _reflection_classes(version)
    with grpc.insecure_channel(target) as channel:
        call: Callable[..., Any] = channel.stream_stream(
            f"/{PACKAGES[version]}.ServerReflection/ServerReflectionInfo",
            request_serializer=request_class.SerializeToString,
            response_deserializer=response_class.FromString,
        )
        replies = list(call(iter([request_class(**request_fields)]), timeout=10))
    assert len(replies) == 1
    return replies[0]


def _files(reply: Any) -> dict[str, descriptor_pb2.FileDescriptorProto]:
    files = {}
    for data in reply.file_descriptor_response.file_descriptor_proto:
        proto = descriptor_pb2.FileDescriptorProto.FromString(data)
        files[proto.name] = proto
    return files


@pytest.mark.parametrize("version", ["v1", "v1alpha"])
def test_reflection_lists_every_service(target: str, version: str) -> None:
    reply = _ask(target, version, list_services="")
    assert {service.name for service in reply.list_services_response.service} == SERVICES


@pytest.mark.parametrize("version", ["v1", "v1alpha"])
def test_reflection_describes_the_contract(target: str, version: str) -> None:
    files = _files(_ask(target, version, file_containing_symbol="cardgames.v1.GameEngine"))
    engine = files["cardgames/v1/engine.proto"]
    assert {method.name for method in engine.service[0].method} >= {"NewGame", "LegalMoves", "Apply", "View"}
    messages = {message.name: message for message in engine.message_type}
    assert "seat_token" in {field.name for field in messages["ViewRequest"].field}
    assert "seat_tokens" in {field.name for field in messages["NewGameResponse"].field}
    assert set(engine.dependency) <= set(files) | {"google/protobuf/any.proto"}, "dependencies come along"
    unknown = _ask(target, version, file_containing_symbol="cardgames.v1.Nope")
    assert unknown.error_response.error_code == grpc.StatusCode.NOT_FOUND.value[0]


@pytest.mark.parametrize("version", ["v1", "v1alpha"])
def test_reflection_describes_itself_in_both_versions(target: str, version: str) -> None:
    for package in PACKAGES.values():
        files = _files(_ask(target, version, file_containing_symbol=f"{package}.ServerReflection"))
        (proto,) = [f for f in files.values() if f.package == package]
        assert proto.service[0].name == "ServerReflection"


def test_v1_descriptor_is_v1alpha_renamed() -> None:
    v1 = v1_file_descriptor()
    alpha = descriptor_pb2.FileDescriptorProto()
    reflection_pb2.DESCRIPTOR.CopyToProto(alpha)
    assert v1.package == "grpc.reflection.v1" and v1.name == "grpc/reflection/v1/reflection.proto"
    assert [m.name for m in v1.message_type] == [m.name for m in alpha.message_type]
    for ours, theirs in zip(v1.message_type, alpha.message_type, strict=True):
        assert [(f.name, f.number, f.type) for f in ours.field] == [(f.name, f.number, f.type) for f in theirs.field]
        assert not any("v1alpha" in f.type_name for f in ours.field)
    assert f"{v1.package}.{v1.service[0].name}" == V1_SERVICE_NAME


@pytest.mark.skipif(shutil.which("buf", path=str(ROOT / ".venv" / "bin")) is None and shutil.which("buf") is None,
                    reason="buf is not installed")
@pytest.mark.parametrize("protocol", ["grpc-v1", "grpc-v1alpha"])
def test_buf_curl_lists_the_methods_through_reflection(target: str, protocol: str) -> None:
    """An independent client (buf curl, Go) through each reflection protocol."""
    buf = shutil.which("buf", path=str(ROOT / ".venv" / "bin")) or shutil.which("buf")
    assert buf is not None
    done = subprocess.run(
        [buf, "curl", "--protocol", "grpc", "--reflect-protocol", protocol, "--list-methods", f"http://{target}"],
        capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "cardgames.v1.GameEngine/NewGame" in done.stdout.split()


# -- the google.rpc protos under proto/ ------------------------------------------------------------------------


VENDORED = ROOT / "proto" / "google" / "rpc"


def _compiled(names: list[str]) -> dict[str, descriptor_pb2.DescriptorProto]:
    """Compile the vendored files with protoc (the one grpcio-tools ships) and return their messages by name.

    protoc runs in a subprocess: its extension carries a libprotobuf of its own, and once it is loaded
    in this process, importing ortools (tests/solvers) aborts the interpreter.
    """
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "set.pb"
        script = (
            "import sys, pathlib, grpc_tools; from grpc_tools import protoc; "
            "include = pathlib.Path(grpc_tools.__file__).parent / '_proto'; "
            "sys.exit(protoc.main(['protoc', f'-I{include}', *sys.argv[1:]]))"
        )
        args = [f"-I{ROOT / 'proto'}", f"--descriptor_set_out={out}", *names]
        done = subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        files = descriptor_pb2.FileDescriptorSet.FromString(out.read_bytes())
    return {f"{f.package}.{m.name}": m for f in files.file for m in f.message_type}


def test_vendored_google_rpc_protos_are_what_the_server_sends() -> None:
    for name in ("status.proto", "error_details.proto", "code.proto"):
        text = (VENDORED / name).read_text(encoding="utf-8")
        assert "Licensed under the Apache License, Version 2.0" in text and "package google.rpc;" in text, name
    messages = _compiled(["google/rpc/status.proto", "google/rpc/error_details.proto", "google/rpc/code.proto"])
    for runtime in (status_pb2.Status, error_details_pb2.ErrorInfo, error_details_pb2.BadRequest):
        compiled = messages[runtime.DESCRIPTOR.full_name]
        expected = [(f.name, f.number) for f in runtime.DESCRIPTOR.fields]
        assert [(f.name, f.number) for f in compiled.field] == expected, runtime.DESCRIPTOR.full_name
    assert code_pb2.Code.Value("PERMISSION_DENIED") == 7 and "README.md" in {p.name for p in VENDORED.iterdir()}


def test_buf_lint_skips_the_vendored_files() -> None:
    config = (ROOT / "proto" / "buf.yaml").read_text(encoding="utf-8")
    assert "ignore:" in config and "- google" in config
