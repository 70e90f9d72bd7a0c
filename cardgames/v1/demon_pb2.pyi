from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class DemonPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DEMON_PHASE_UNSPECIFIED: _ClassVar[DemonPhase]
    DEMON_PHASE_PLAY: _ClassVar[DemonPhase]
    DEMON_PHASE_OVER: _ClassVar[DemonPhase]

class DemonEnding(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DEMON_ENDING_UNSPECIFIED: _ClassVar[DemonEnding]
    DEMON_ENDING_WON: _ClassVar[DemonEnding]
    DEMON_ENDING_BLOCKED: _ClassVar[DemonEnding]
    DEMON_ENDING_STALLED: _ClassVar[DemonEnding]
    DEMON_ENDING_NO_MOVES: _ClassVar[DemonEnding]
    DEMON_ENDING_IDLE: _ClassVar[DemonEnding]
    DEMON_ENDING_RESIGNED: _ClassVar[DemonEnding]
DEMON_PHASE_UNSPECIFIED: DemonPhase
DEMON_PHASE_PLAY: DemonPhase
DEMON_PHASE_OVER: DemonPhase
DEMON_ENDING_UNSPECIFIED: DemonEnding
DEMON_ENDING_WON: DemonEnding
DEMON_ENDING_BLOCKED: DemonEnding
DEMON_ENDING_STALLED: DemonEnding
DEMON_ENDING_NO_MOVES: DemonEnding
DEMON_ENDING_IDLE: DemonEnding
DEMON_ENDING_RESIGNED: DemonEnding

class DemonMove(_message.Message):
    __slots__ = ("tableau_to_tableau", "tableau_to_foundation", "reserve_to_tableau", "reserve_to_foundation", "waste_to_tableau", "waste_to_foundation", "talon_to_tableau", "talon_to_foundation", "draw", "redeal", "resign")
    TABLEAU_TO_TABLEAU_FIELD_NUMBER: _ClassVar[int]
    TABLEAU_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    RESERVE_TO_TABLEAU_FIELD_NUMBER: _ClassVar[int]
    RESERVE_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    WASTE_TO_TABLEAU_FIELD_NUMBER: _ClassVar[int]
    WASTE_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    TALON_TO_TABLEAU_FIELD_NUMBER: _ClassVar[int]
    TALON_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    REDEAL_FIELD_NUMBER: _ClassVar[int]
    RESIGN_FIELD_NUMBER: _ClassVar[int]
    tableau_to_tableau: DemonTableauToTableau
    tableau_to_foundation: DemonTableauToFoundation
    reserve_to_tableau: DemonReserveToTableau
    reserve_to_foundation: DemonReserveToFoundation
    waste_to_tableau: DemonWasteToTableau
    waste_to_foundation: DemonWasteToFoundation
    talon_to_tableau: DemonTalonToTableau
    talon_to_foundation: DemonTalonToFoundation
    draw: DemonDraw
    redeal: DemonRedeal
    resign: DemonResign
    def __init__(self, tableau_to_tableau: _Optional[_Union[DemonTableauToTableau, _Mapping]] = ..., tableau_to_foundation: _Optional[_Union[DemonTableauToFoundation, _Mapping]] = ..., reserve_to_tableau: _Optional[_Union[DemonReserveToTableau, _Mapping]] = ..., reserve_to_foundation: _Optional[_Union[DemonReserveToFoundation, _Mapping]] = ..., waste_to_tableau: _Optional[_Union[DemonWasteToTableau, _Mapping]] = ..., waste_to_foundation: _Optional[_Union[DemonWasteToFoundation, _Mapping]] = ..., talon_to_tableau: _Optional[_Union[DemonTalonToTableau, _Mapping]] = ..., talon_to_foundation: _Optional[_Union[DemonTalonToFoundation, _Mapping]] = ..., draw: _Optional[_Union[DemonDraw, _Mapping]] = ..., redeal: _Optional[_Union[DemonRedeal, _Mapping]] = ..., resign: _Optional[_Union[DemonResign, _Mapping]] = ...) -> None: ...

class DemonTableauToTableau(_message.Message):
    __slots__ = ("source", "index", "target")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    INDEX_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    source: int
    index: int
    target: int
    def __init__(self, source: _Optional[int] = ..., index: _Optional[int] = ..., target: _Optional[int] = ...) -> None: ...

class DemonTableauToFoundation(_message.Message):
    __slots__ = ("column",)
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    column: int
    def __init__(self, column: _Optional[int] = ...) -> None: ...

class DemonReserveToTableau(_message.Message):
    __slots__ = ("card", "column")
    CARD_FIELD_NUMBER: _ClassVar[int]
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    card: str
    column: int
    def __init__(self, card: _Optional[str] = ..., column: _Optional[int] = ...) -> None: ...

class DemonReserveToFoundation(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class DemonWasteToTableau(_message.Message):
    __slots__ = ("column",)
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    column: int
    def __init__(self, column: _Optional[int] = ...) -> None: ...

class DemonWasteToFoundation(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DemonTalonToTableau(_message.Message):
    __slots__ = ("card", "column")
    CARD_FIELD_NUMBER: _ClassVar[int]
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    card: str
    column: int
    def __init__(self, card: _Optional[str] = ..., column: _Optional[int] = ...) -> None: ...

class DemonTalonToFoundation(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class DemonDraw(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DemonRedeal(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DemonResign(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DemonOptions(_message.Message):
    __slots__ = ("stock_rule", "whole_pile_only", "idle_limit")
    STOCK_RULE_FIELD_NUMBER: _ClassVar[int]
    WHOLE_PILE_ONLY_FIELD_NUMBER: _ClassVar[int]
    IDLE_LIMIT_FIELD_NUMBER: _ClassVar[int]
    stock_rule: str
    whole_pile_only: bool
    idle_limit: int
    def __init__(self, stock_rule: _Optional[str] = ..., whole_pile_only: _Optional[bool] = ..., idle_limit: _Optional[int] = ...) -> None: ...

class DemonState(_message.Message):
    __slots__ = ("options", "phase", "layout", "rng", "pass_changed", "idle_moves", "best_foundation", "ending")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    LAYOUT_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    PASS_CHANGED_FIELD_NUMBER: _ClassVar[int]
    IDLE_MOVES_FIELD_NUMBER: _ClassVar[int]
    BEST_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    options: DemonOptions
    phase: DemonPhase
    layout: _common_pb2.Layout
    rng: _common_pb2.RngState
    pass_changed: bool
    idle_moves: int
    best_foundation: int
    ending: DemonEnding
    def __init__(self, options: _Optional[_Union[DemonOptions, _Mapping]] = ..., phase: _Optional[_Union[DemonPhase, str]] = ..., layout: _Optional[_Union[_common_pb2.Layout, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., pass_changed: _Optional[bool] = ..., idle_moves: _Optional[int] = ..., best_foundation: _Optional[int] = ..., ending: _Optional[_Union[DemonEnding, str]] = ...) -> None: ...

class DemonView(_message.Message):
    __slots__ = ("options", "phase", "ending", "layout", "base", "foundation_cards", "pass_changed", "idle_moves", "best_foundation")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    LAYOUT_FIELD_NUMBER: _ClassVar[int]
    BASE_FIELD_NUMBER: _ClassVar[int]
    FOUNDATION_CARDS_FIELD_NUMBER: _ClassVar[int]
    PASS_CHANGED_FIELD_NUMBER: _ClassVar[int]
    IDLE_MOVES_FIELD_NUMBER: _ClassVar[int]
    BEST_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    options: DemonOptions
    phase: DemonPhase
    ending: DemonEnding
    layout: _common_pb2.LayoutView
    base: str
    foundation_cards: int
    pass_changed: bool
    idle_moves: int
    best_foundation: int
    def __init__(self, options: _Optional[_Union[DemonOptions, _Mapping]] = ..., phase: _Optional[_Union[DemonPhase, str]] = ..., ending: _Optional[_Union[DemonEnding, str]] = ..., layout: _Optional[_Union[_common_pb2.LayoutView, _Mapping]] = ..., base: _Optional[str] = ..., foundation_cards: _Optional[int] = ..., pass_changed: _Optional[bool] = ..., idle_moves: _Optional[int] = ..., best_foundation: _Optional[int] = ...) -> None: ...
