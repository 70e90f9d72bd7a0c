from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class KosynkaPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    KOSYNKA_PHASE_UNSPECIFIED: _ClassVar[KosynkaPhase]
    KOSYNKA_PHASE_PLAY: _ClassVar[KosynkaPhase]
    KOSYNKA_PHASE_OVER: _ClassVar[KosynkaPhase]

class KosynkaEnding(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    KOSYNKA_ENDING_UNSPECIFIED: _ClassVar[KosynkaEnding]
    KOSYNKA_ENDING_WON: _ClassVar[KosynkaEnding]
    KOSYNKA_ENDING_NO_MOVES: _ClassVar[KosynkaEnding]
    KOSYNKA_ENDING_DEAD: _ClassVar[KosynkaEnding]
    KOSYNKA_ENDING_IDLE: _ClassVar[KosynkaEnding]
    KOSYNKA_ENDING_RESIGNED: _ClassVar[KosynkaEnding]
KOSYNKA_PHASE_UNSPECIFIED: KosynkaPhase
KOSYNKA_PHASE_PLAY: KosynkaPhase
KOSYNKA_PHASE_OVER: KosynkaPhase
KOSYNKA_ENDING_UNSPECIFIED: KosynkaEnding
KOSYNKA_ENDING_WON: KosynkaEnding
KOSYNKA_ENDING_NO_MOVES: KosynkaEnding
KOSYNKA_ENDING_DEAD: KosynkaEnding
KOSYNKA_ENDING_IDLE: KosynkaEnding
KOSYNKA_ENDING_RESIGNED: KosynkaEnding

class KosynkaMove(_message.Message):
    __slots__ = ("tableau_to_tableau", "tableau_to_foundation", "waste_to_tableau", "waste_to_foundation", "draw", "redeal", "resign")
    TABLEAU_TO_TABLEAU_FIELD_NUMBER: _ClassVar[int]
    TABLEAU_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    WASTE_TO_TABLEAU_FIELD_NUMBER: _ClassVar[int]
    WASTE_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    REDEAL_FIELD_NUMBER: _ClassVar[int]
    RESIGN_FIELD_NUMBER: _ClassVar[int]
    tableau_to_tableau: KosynkaTableauToTableau
    tableau_to_foundation: KosynkaTableauToFoundation
    waste_to_tableau: KosynkaWasteToTableau
    waste_to_foundation: KosynkaWasteToFoundation
    draw: KosynkaDraw
    redeal: KosynkaRedeal
    resign: KosynkaResign
    def __init__(self, tableau_to_tableau: _Optional[_Union[KosynkaTableauToTableau, _Mapping]] = ..., tableau_to_foundation: _Optional[_Union[KosynkaTableauToFoundation, _Mapping]] = ..., waste_to_tableau: _Optional[_Union[KosynkaWasteToTableau, _Mapping]] = ..., waste_to_foundation: _Optional[_Union[KosynkaWasteToFoundation, _Mapping]] = ..., draw: _Optional[_Union[KosynkaDraw, _Mapping]] = ..., redeal: _Optional[_Union[KosynkaRedeal, _Mapping]] = ..., resign: _Optional[_Union[KosynkaResign, _Mapping]] = ...) -> None: ...

class KosynkaTableauToTableau(_message.Message):
    __slots__ = ("source", "index", "target")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    INDEX_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    source: int
    index: int
    target: int
    def __init__(self, source: _Optional[int] = ..., index: _Optional[int] = ..., target: _Optional[int] = ...) -> None: ...

class KosynkaTableauToFoundation(_message.Message):
    __slots__ = ("column",)
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    column: int
    def __init__(self, column: _Optional[int] = ...) -> None: ...

class KosynkaWasteToTableau(_message.Message):
    __slots__ = ("column",)
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    column: int
    def __init__(self, column: _Optional[int] = ...) -> None: ...

class KosynkaWasteToFoundation(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class KosynkaDraw(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class KosynkaRedeal(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class KosynkaResign(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class KosynkaOptions(_message.Message):
    __slots__ = ("passes", "idle_limit")
    PASSES_FIELD_NUMBER: _ClassVar[int]
    IDLE_LIMIT_FIELD_NUMBER: _ClassVar[int]
    passes: int
    idle_limit: int
    def __init__(self, passes: _Optional[int] = ..., idle_limit: _Optional[int] = ...) -> None: ...

class KosynkaState(_message.Message):
    __slots__ = ("options", "phase", "layout", "rng", "idle_moves", "best_foundation", "ending", "ceiling")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    LAYOUT_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    IDLE_MOVES_FIELD_NUMBER: _ClassVar[int]
    BEST_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    CEILING_FIELD_NUMBER: _ClassVar[int]
    options: KosynkaOptions
    phase: KosynkaPhase
    layout: _common_pb2.Layout
    rng: _common_pb2.RngState
    idle_moves: int
    best_foundation: int
    ending: KosynkaEnding
    ceiling: int
    def __init__(self, options: _Optional[_Union[KosynkaOptions, _Mapping]] = ..., phase: _Optional[_Union[KosynkaPhase, str]] = ..., layout: _Optional[_Union[_common_pb2.Layout, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., idle_moves: _Optional[int] = ..., best_foundation: _Optional[int] = ..., ending: _Optional[_Union[KosynkaEnding, str]] = ..., ceiling: _Optional[int] = ...) -> None: ...

class KosynkaView(_message.Message):
    __slots__ = ("options", "phase", "ending", "layout", "foundation_cards", "passes_left", "idle_moves", "best_foundation", "ceiling")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    LAYOUT_FIELD_NUMBER: _ClassVar[int]
    FOUNDATION_CARDS_FIELD_NUMBER: _ClassVar[int]
    PASSES_LEFT_FIELD_NUMBER: _ClassVar[int]
    IDLE_MOVES_FIELD_NUMBER: _ClassVar[int]
    BEST_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    CEILING_FIELD_NUMBER: _ClassVar[int]
    options: KosynkaOptions
    phase: KosynkaPhase
    ending: KosynkaEnding
    layout: _common_pb2.LayoutView
    foundation_cards: int
    passes_left: int
    idle_moves: int
    best_foundation: int
    ceiling: int
    def __init__(self, options: _Optional[_Union[KosynkaOptions, _Mapping]] = ..., phase: _Optional[_Union[KosynkaPhase, str]] = ..., ending: _Optional[_Union[KosynkaEnding, str]] = ..., layout: _Optional[_Union[_common_pb2.LayoutView, _Mapping]] = ..., foundation_cards: _Optional[int] = ..., passes_left: _Optional[int] = ..., idle_moves: _Optional[int] = ..., best_foundation: _Optional[int] = ..., ceiling: _Optional[int] = ...) -> None: ...
