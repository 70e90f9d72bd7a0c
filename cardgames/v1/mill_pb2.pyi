from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class MillSource(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MILL_SOURCE_UNSPECIFIED: _ClassVar[MillSource]
    MILL_SOURCE_STOCK: _ClassVar[MillSource]
    MILL_SOURCE_TALON: _ClassVar[MillSource]

class MillPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MILL_PHASE_UNSPECIFIED: _ClassVar[MillPhase]
    MILL_PHASE_PLAY: _ClassVar[MillPhase]
    MILL_PHASE_REFILL: _ClassVar[MillPhase]
    MILL_PHASE_OVER: _ClassVar[MillPhase]

class MillEnding(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MILL_ENDING_UNSPECIFIED: _ClassVar[MillEnding]
    MILL_ENDING_WON: _ClassVar[MillEnding]
    MILL_ENDING_NO_MOVES: _ClassVar[MillEnding]
    MILL_ENDING_RESIGNED: _ClassVar[MillEnding]
MILL_SOURCE_UNSPECIFIED: MillSource
MILL_SOURCE_STOCK: MillSource
MILL_SOURCE_TALON: MillSource
MILL_PHASE_UNSPECIFIED: MillPhase
MILL_PHASE_PLAY: MillPhase
MILL_PHASE_REFILL: MillPhase
MILL_PHASE_OVER: MillPhase
MILL_ENDING_UNSPECIFIED: MillEnding
MILL_ENDING_WON: MillEnding
MILL_ENDING_NO_MOVES: MillEnding
MILL_ENDING_RESIGNED: MillEnding

class MillMove(_message.Message):
    __slots__ = ("wing_to_ace", "wing_to_king", "talon_to_ace", "talon_to_king", "draw", "transfer", "refill", "resign")
    WING_TO_ACE_FIELD_NUMBER: _ClassVar[int]
    WING_TO_KING_FIELD_NUMBER: _ClassVar[int]
    TALON_TO_ACE_FIELD_NUMBER: _ClassVar[int]
    TALON_TO_KING_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    TRANSFER_FIELD_NUMBER: _ClassVar[int]
    REFILL_FIELD_NUMBER: _ClassVar[int]
    RESIGN_FIELD_NUMBER: _ClassVar[int]
    wing_to_ace: MillWingToAce
    wing_to_king: MillWingToKing
    talon_to_ace: MillTalonToAce
    talon_to_king: MillTalonToKing
    draw: MillDraw
    transfer: MillTransfer
    refill: MillRefill
    resign: MillResign
    def __init__(self, wing_to_ace: _Optional[_Union[MillWingToAce, _Mapping]] = ..., wing_to_king: _Optional[_Union[MillWingToKing, _Mapping]] = ..., talon_to_ace: _Optional[_Union[MillTalonToAce, _Mapping]] = ..., talon_to_king: _Optional[_Union[MillTalonToKing, _Mapping]] = ..., draw: _Optional[_Union[MillDraw, _Mapping]] = ..., transfer: _Optional[_Union[MillTransfer, _Mapping]] = ..., refill: _Optional[_Union[MillRefill, _Mapping]] = ..., resign: _Optional[_Union[MillResign, _Mapping]] = ...) -> None: ...

class MillWingToAce(_message.Message):
    __slots__ = ("wing",)
    WING_FIELD_NUMBER: _ClassVar[int]
    wing: int
    def __init__(self, wing: _Optional[int] = ...) -> None: ...

class MillWingToKing(_message.Message):
    __slots__ = ("wing", "pile")
    WING_FIELD_NUMBER: _ClassVar[int]
    PILE_FIELD_NUMBER: _ClassVar[int]
    wing: int
    pile: int
    def __init__(self, wing: _Optional[int] = ..., pile: _Optional[int] = ...) -> None: ...

class MillTalonToAce(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class MillTalonToKing(_message.Message):
    __slots__ = ("pile",)
    PILE_FIELD_NUMBER: _ClassVar[int]
    pile: int
    def __init__(self, pile: _Optional[int] = ...) -> None: ...

class MillDraw(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class MillTransfer(_message.Message):
    __slots__ = ("pile",)
    PILE_FIELD_NUMBER: _ClassVar[int]
    pile: int
    def __init__(self, pile: _Optional[int] = ...) -> None: ...

class MillRefill(_message.Message):
    __slots__ = ("source",)
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    source: MillSource
    def __init__(self, source: _Optional[_Union[MillSource, str]] = ...) -> None: ...

class MillResign(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class MillOptions(_message.Message):
    __slots__ = ("refill", "forced_kings")
    REFILL_FIELD_NUMBER: _ClassVar[int]
    FORCED_KINGS_FIELD_NUMBER: _ClassVar[int]
    refill: str
    forced_kings: bool
    def __init__(self, refill: _Optional[str] = ..., forced_kings: _Optional[bool] = ...) -> None: ...

class MillState(_message.Message):
    __slots__ = ("options", "phase", "layout", "wings", "kings", "rng", "last_transfer", "ending")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    LAYOUT_FIELD_NUMBER: _ClassVar[int]
    WINGS_FIELD_NUMBER: _ClassVar[int]
    KINGS_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    LAST_TRANSFER_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    options: MillOptions
    phase: MillPhase
    layout: _common_pb2.Layout
    wings: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pile]
    kings: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pile]
    rng: _common_pb2.RngState
    last_transfer: int
    ending: MillEnding
    def __init__(self, options: _Optional[_Union[MillOptions, _Mapping]] = ..., phase: _Optional[_Union[MillPhase, str]] = ..., layout: _Optional[_Union[_common_pb2.Layout, _Mapping]] = ..., wings: _Optional[_Iterable[_Union[_common_pb2.Pile, _Mapping]]] = ..., kings: _Optional[_Iterable[_Union[_common_pb2.Pile, _Mapping]]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., last_transfer: _Optional[int] = ..., ending: _Optional[_Union[MillEnding, str]] = ...) -> None: ...

class MillView(_message.Message):
    __slots__ = ("options", "phase", "ending", "layout", "wings", "kings", "last_transfer", "foundation_cards")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    LAYOUT_FIELD_NUMBER: _ClassVar[int]
    WINGS_FIELD_NUMBER: _ClassVar[int]
    KINGS_FIELD_NUMBER: _ClassVar[int]
    LAST_TRANSFER_FIELD_NUMBER: _ClassVar[int]
    FOUNDATION_CARDS_FIELD_NUMBER: _ClassVar[int]
    options: MillOptions
    phase: MillPhase
    ending: MillEnding
    layout: _common_pb2.LayoutView
    wings: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pile]
    kings: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pile]
    last_transfer: int
    foundation_cards: int
    def __init__(self, options: _Optional[_Union[MillOptions, _Mapping]] = ..., phase: _Optional[_Union[MillPhase, str]] = ..., ending: _Optional[_Union[MillEnding, str]] = ..., layout: _Optional[_Union[_common_pb2.LayoutView, _Mapping]] = ..., wings: _Optional[_Iterable[_Union[_common_pb2.Pile, _Mapping]]] = ..., kings: _Optional[_Iterable[_Union[_common_pb2.Pile, _Mapping]]] = ..., last_transfer: _Optional[int] = ..., foundation_cards: _Optional[int] = ...) -> None: ...
