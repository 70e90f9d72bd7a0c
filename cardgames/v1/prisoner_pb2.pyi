from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class PrisonerPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRISONER_PHASE_UNSPECIFIED: _ClassVar[PrisonerPhase]
    PRISONER_PHASE_DEALING: _ClassVar[PrisonerPhase]
    PRISONER_PHASE_OVER: _ClassVar[PrisonerPhase]

class PrisonerEnding(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRISONER_ENDING_UNSPECIFIED: _ClassVar[PrisonerEnding]
    PRISONER_ENDING_WON: _ClassVar[PrisonerEnding]
    PRISONER_ENDING_LOST: _ClassVar[PrisonerEnding]
    PRISONER_ENDING_RESIGNED: _ClassVar[PrisonerEnding]
PRISONER_PHASE_UNSPECIFIED: PrisonerPhase
PRISONER_PHASE_DEALING: PrisonerPhase
PRISONER_PHASE_OVER: PrisonerPhase
PRISONER_ENDING_UNSPECIFIED: PrisonerEnding
PRISONER_ENDING_WON: PrisonerEnding
PRISONER_ENDING_LOST: PrisonerEnding
PRISONER_ENDING_RESIGNED: PrisonerEnding

class PrisonerMove(_message.Message):
    __slots__ = ("deal", "resign")
    DEAL_FIELD_NUMBER: _ClassVar[int]
    RESIGN_FIELD_NUMBER: _ClassVar[int]
    deal: PrisonerDeal
    resign: PrisonerResign
    def __init__(self, deal: _Optional[_Union[PrisonerDeal, _Mapping]] = ..., resign: _Optional[_Union[PrisonerResign, _Mapping]] = ...) -> None: ...

class PrisonerDeal(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrisonerResign(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrisonerOptions(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrisonerState(_message.Message):
    __slots__ = ("options", "phase", "top_row", "left", "middle", "right", "stock", "rng", "ending")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TOP_ROW_FIELD_NUMBER: _ClassVar[int]
    LEFT_FIELD_NUMBER: _ClassVar[int]
    MIDDLE_FIELD_NUMBER: _ClassVar[int]
    RIGHT_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    options: PrisonerOptions
    phase: PrisonerPhase
    top_row: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pile]
    left: _common_pb2.Pile
    middle: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pile]
    right: _common_pb2.Pile
    stock: _containers.RepeatedScalarFieldContainer[str]
    rng: _common_pb2.RngState
    ending: PrisonerEnding
    def __init__(self, options: _Optional[_Union[PrisonerOptions, _Mapping]] = ..., phase: _Optional[_Union[PrisonerPhase, str]] = ..., top_row: _Optional[_Iterable[_Union[_common_pb2.Pile, _Mapping]]] = ..., left: _Optional[_Union[_common_pb2.Pile, _Mapping]] = ..., middle: _Optional[_Iterable[_Union[_common_pb2.Pile, _Mapping]]] = ..., right: _Optional[_Union[_common_pb2.Pile, _Mapping]] = ..., stock: _Optional[_Iterable[str]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., ending: _Optional[_Union[PrisonerEnding, str]] = ...) -> None: ...

class PrisonerView(_message.Message):
    __slots__ = ("options", "phase", "ending", "top_row", "left", "middle", "right", "stock_count", "rounds", "gathered", "stock")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    TOP_ROW_FIELD_NUMBER: _ClassVar[int]
    LEFT_FIELD_NUMBER: _ClassVar[int]
    MIDDLE_FIELD_NUMBER: _ClassVar[int]
    RIGHT_FIELD_NUMBER: _ClassVar[int]
    STOCK_COUNT_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    GATHERED_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    options: PrisonerOptions
    phase: PrisonerPhase
    ending: PrisonerEnding
    top_row: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pile]
    left: _common_pb2.Pile
    middle: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pile]
    right: _common_pb2.Pile
    stock_count: int
    rounds: int
    gathered: int
    stock: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, options: _Optional[_Union[PrisonerOptions, _Mapping]] = ..., phase: _Optional[_Union[PrisonerPhase, str]] = ..., ending: _Optional[_Union[PrisonerEnding, str]] = ..., top_row: _Optional[_Iterable[_Union[_common_pb2.Pile, _Mapping]]] = ..., left: _Optional[_Union[_common_pb2.Pile, _Mapping]] = ..., middle: _Optional[_Iterable[_Union[_common_pb2.Pile, _Mapping]]] = ..., right: _Optional[_Union[_common_pb2.Pile, _Mapping]] = ..., stock_count: _Optional[int] = ..., rounds: _Optional[int] = ..., gathered: _Optional[int] = ..., stock: _Optional[_Iterable[str]] = ...) -> None: ...
