from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class LionAndSunPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    LION_AND_SUN_PHASE_UNSPECIFIED: _ClassVar[LionAndSunPhase]
    LION_AND_SUN_PHASE_PLAY: _ClassVar[LionAndSunPhase]
    LION_AND_SUN_PHASE_OVER: _ClassVar[LionAndSunPhase]

class LionAndSunEnding(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    LION_AND_SUN_ENDING_UNSPECIFIED: _ClassVar[LionAndSunEnding]
    LION_AND_SUN_ENDING_WON: _ClassVar[LionAndSunEnding]
    LION_AND_SUN_ENDING_NO_MOVES: _ClassVar[LionAndSunEnding]
    LION_AND_SUN_ENDING_DEAD: _ClassVar[LionAndSunEnding]
    LION_AND_SUN_ENDING_RESIGNED: _ClassVar[LionAndSunEnding]
LION_AND_SUN_PHASE_UNSPECIFIED: LionAndSunPhase
LION_AND_SUN_PHASE_PLAY: LionAndSunPhase
LION_AND_SUN_PHASE_OVER: LionAndSunPhase
LION_AND_SUN_ENDING_UNSPECIFIED: LionAndSunEnding
LION_AND_SUN_ENDING_WON: LionAndSunEnding
LION_AND_SUN_ENDING_NO_MOVES: LionAndSunEnding
LION_AND_SUN_ENDING_DEAD: LionAndSunEnding
LION_AND_SUN_ENDING_RESIGNED: LionAndSunEnding

class LionAndSunMove(_message.Message):
    __slots__ = ("slot_to_foundation", "pack_to_foundation", "waste_to_foundation", "fill", "draw", "redeal", "resign")
    SLOT_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    PACK_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    WASTE_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    FILL_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    REDEAL_FIELD_NUMBER: _ClassVar[int]
    RESIGN_FIELD_NUMBER: _ClassVar[int]
    slot_to_foundation: LionAndSunSlotToFoundation
    pack_to_foundation: LionAndSunPackToFoundation
    waste_to_foundation: LionAndSunWasteToFoundation
    fill: LionAndSunFill
    draw: LionAndSunDraw
    redeal: LionAndSunRedeal
    resign: LionAndSunResign
    def __init__(self, slot_to_foundation: _Optional[_Union[LionAndSunSlotToFoundation, _Mapping]] = ..., pack_to_foundation: _Optional[_Union[LionAndSunPackToFoundation, _Mapping]] = ..., waste_to_foundation: _Optional[_Union[LionAndSunWasteToFoundation, _Mapping]] = ..., fill: _Optional[_Union[LionAndSunFill, _Mapping]] = ..., draw: _Optional[_Union[LionAndSunDraw, _Mapping]] = ..., redeal: _Optional[_Union[LionAndSunRedeal, _Mapping]] = ..., resign: _Optional[_Union[LionAndSunResign, _Mapping]] = ...) -> None: ...

class LionAndSunSlotToFoundation(_message.Message):
    __slots__ = ("slot",)
    SLOT_FIELD_NUMBER: _ClassVar[int]
    slot: int
    def __init__(self, slot: _Optional[int] = ...) -> None: ...

class LionAndSunPackToFoundation(_message.Message):
    __slots__ = ("pack",)
    PACK_FIELD_NUMBER: _ClassVar[int]
    pack: int
    def __init__(self, pack: _Optional[int] = ...) -> None: ...

class LionAndSunWasteToFoundation(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LionAndSunFill(_message.Message):
    __slots__ = ("slot", "pack")
    SLOT_FIELD_NUMBER: _ClassVar[int]
    PACK_FIELD_NUMBER: _ClassVar[int]
    slot: int
    pack: int
    def __init__(self, slot: _Optional[int] = ..., pack: _Optional[int] = ...) -> None: ...

class LionAndSunDraw(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LionAndSunRedeal(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LionAndSunResign(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LionAndSunOptions(_message.Message):
    __slots__ = ("total_passes", "packs_spread")
    TOTAL_PASSES_FIELD_NUMBER: _ClassVar[int]
    PACKS_SPREAD_FIELD_NUMBER: _ClassVar[int]
    total_passes: int
    packs_spread: bool
    def __init__(self, total_passes: _Optional[int] = ..., packs_spread: _Optional[bool] = ...) -> None: ...

class LionAndSunState(_message.Message):
    __slots__ = ("options", "phase", "layout", "packs", "slots", "rng", "ending")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    LAYOUT_FIELD_NUMBER: _ClassVar[int]
    PACKS_FIELD_NUMBER: _ClassVar[int]
    SLOTS_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    options: LionAndSunOptions
    phase: LionAndSunPhase
    layout: _common_pb2.Layout
    packs: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pile]
    slots: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pile]
    rng: _common_pb2.RngState
    ending: LionAndSunEnding
    def __init__(self, options: _Optional[_Union[LionAndSunOptions, _Mapping]] = ..., phase: _Optional[_Union[LionAndSunPhase, str]] = ..., layout: _Optional[_Union[_common_pb2.Layout, _Mapping]] = ..., packs: _Optional[_Iterable[_Union[_common_pb2.Pile, _Mapping]]] = ..., slots: _Optional[_Iterable[_Union[_common_pb2.Pile, _Mapping]]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., ending: _Optional[_Union[LionAndSunEnding, str]] = ...) -> None: ...

class LionAndSunView(_message.Message):
    __slots__ = ("options", "phase", "ending", "layout", "packs", "slots", "foundation_cards", "redeals_left")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    LAYOUT_FIELD_NUMBER: _ClassVar[int]
    PACKS_FIELD_NUMBER: _ClassVar[int]
    SLOTS_FIELD_NUMBER: _ClassVar[int]
    FOUNDATION_CARDS_FIELD_NUMBER: _ClassVar[int]
    REDEALS_LEFT_FIELD_NUMBER: _ClassVar[int]
    options: LionAndSunOptions
    phase: LionAndSunPhase
    ending: LionAndSunEnding
    layout: _common_pb2.LayoutView
    packs: _containers.RepeatedCompositeFieldContainer[_common_pb2.ColumnView]
    slots: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pile]
    foundation_cards: int
    redeals_left: int
    def __init__(self, options: _Optional[_Union[LionAndSunOptions, _Mapping]] = ..., phase: _Optional[_Union[LionAndSunPhase, str]] = ..., ending: _Optional[_Union[LionAndSunEnding, str]] = ..., layout: _Optional[_Union[_common_pb2.LayoutView, _Mapping]] = ..., packs: _Optional[_Iterable[_Union[_common_pb2.ColumnView, _Mapping]]] = ..., slots: _Optional[_Iterable[_Union[_common_pb2.Pile, _Mapping]]] = ..., foundation_cards: _Optional[int] = ..., redeals_left: _Optional[int] = ...) -> None: ...
