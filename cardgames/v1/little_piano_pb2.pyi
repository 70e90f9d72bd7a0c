from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class LittlePianoPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    LITTLE_PIANO_PHASE_UNSPECIFIED: _ClassVar[LittlePianoPhase]
    LITTLE_PIANO_PHASE_STOCK: _ClassVar[LittlePianoPhase]
    LITTLE_PIANO_PHASE_RESERVE: _ClassVar[LittlePianoPhase]
    LITTLE_PIANO_PHASE_OVER: _ClassVar[LittlePianoPhase]

class LittlePianoEnding(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    LITTLE_PIANO_ENDING_UNSPECIFIED: _ClassVar[LittlePianoEnding]
    LITTLE_PIANO_ENDING_WON: _ClassVar[LittlePianoEnding]
    LITTLE_PIANO_ENDING_NO_MOVES: _ClassVar[LittlePianoEnding]
    LITTLE_PIANO_ENDING_DEAD: _ClassVar[LittlePianoEnding]
    LITTLE_PIANO_ENDING_STALLED: _ClassVar[LittlePianoEnding]
    LITTLE_PIANO_ENDING_IDLE: _ClassVar[LittlePianoEnding]
    LITTLE_PIANO_ENDING_RESIGNED: _ClassVar[LittlePianoEnding]
LITTLE_PIANO_PHASE_UNSPECIFIED: LittlePianoPhase
LITTLE_PIANO_PHASE_STOCK: LittlePianoPhase
LITTLE_PIANO_PHASE_RESERVE: LittlePianoPhase
LITTLE_PIANO_PHASE_OVER: LittlePianoPhase
LITTLE_PIANO_ENDING_UNSPECIFIED: LittlePianoEnding
LITTLE_PIANO_ENDING_WON: LittlePianoEnding
LITTLE_PIANO_ENDING_NO_MOVES: LittlePianoEnding
LITTLE_PIANO_ENDING_DEAD: LittlePianoEnding
LITTLE_PIANO_ENDING_STALLED: LittlePianoEnding
LITTLE_PIANO_ENDING_IDLE: LittlePianoEnding
LITTLE_PIANO_ENDING_RESIGNED: LittlePianoEnding

class LittlePianoMove(_message.Message):
    __slots__ = ("tableau_to_tableau", "tableau_to_foundation", "waste_to_tableau", "waste_to_foundation", "reserve_to_tableau", "reserve_to_foundation", "foundation_to_tableau", "draw", "turn_talon", "redeal", "resign")
    TABLEAU_TO_TABLEAU_FIELD_NUMBER: _ClassVar[int]
    TABLEAU_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    WASTE_TO_TABLEAU_FIELD_NUMBER: _ClassVar[int]
    WASTE_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    RESERVE_TO_TABLEAU_FIELD_NUMBER: _ClassVar[int]
    RESERVE_TO_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    FOUNDATION_TO_TABLEAU_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    TURN_TALON_FIELD_NUMBER: _ClassVar[int]
    REDEAL_FIELD_NUMBER: _ClassVar[int]
    RESIGN_FIELD_NUMBER: _ClassVar[int]
    tableau_to_tableau: LittlePianoTableauToTableau
    tableau_to_foundation: LittlePianoTableauToFoundation
    waste_to_tableau: LittlePianoWasteToTableau
    waste_to_foundation: LittlePianoWasteToFoundation
    reserve_to_tableau: LittlePianoReserveToTableau
    reserve_to_foundation: LittlePianoReserveToFoundation
    foundation_to_tableau: LittlePianoFoundationToTableau
    draw: LittlePianoDraw
    turn_talon: LittlePianoTurnTalon
    redeal: LittlePianoRedeal
    resign: LittlePianoResign
    def __init__(self, tableau_to_tableau: _Optional[_Union[LittlePianoTableauToTableau, _Mapping]] = ..., tableau_to_foundation: _Optional[_Union[LittlePianoTableauToFoundation, _Mapping]] = ..., waste_to_tableau: _Optional[_Union[LittlePianoWasteToTableau, _Mapping]] = ..., waste_to_foundation: _Optional[_Union[LittlePianoWasteToFoundation, _Mapping]] = ..., reserve_to_tableau: _Optional[_Union[LittlePianoReserveToTableau, _Mapping]] = ..., reserve_to_foundation: _Optional[_Union[LittlePianoReserveToFoundation, _Mapping]] = ..., foundation_to_tableau: _Optional[_Union[LittlePianoFoundationToTableau, _Mapping]] = ..., draw: _Optional[_Union[LittlePianoDraw, _Mapping]] = ..., turn_talon: _Optional[_Union[LittlePianoTurnTalon, _Mapping]] = ..., redeal: _Optional[_Union[LittlePianoRedeal, _Mapping]] = ..., resign: _Optional[_Union[LittlePianoResign, _Mapping]] = ...) -> None: ...

class LittlePianoTableauToTableau(_message.Message):
    __slots__ = ("source", "index", "target")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    INDEX_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    source: int
    index: int
    target: int
    def __init__(self, source: _Optional[int] = ..., index: _Optional[int] = ..., target: _Optional[int] = ...) -> None: ...

class LittlePianoTableauToFoundation(_message.Message):
    __slots__ = ("column",)
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    column: int
    def __init__(self, column: _Optional[int] = ...) -> None: ...

class LittlePianoWasteToTableau(_message.Message):
    __slots__ = ("column",)
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    column: int
    def __init__(self, column: _Optional[int] = ...) -> None: ...

class LittlePianoWasteToFoundation(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LittlePianoReserveToTableau(_message.Message):
    __slots__ = ("card", "column")
    CARD_FIELD_NUMBER: _ClassVar[int]
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    card: str
    column: int
    def __init__(self, card: _Optional[str] = ..., column: _Optional[int] = ...) -> None: ...

class LittlePianoReserveToFoundation(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class LittlePianoFoundationToTableau(_message.Message):
    __slots__ = ("foundation", "column")
    FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    foundation: int
    column: int
    def __init__(self, foundation: _Optional[int] = ..., column: _Optional[int] = ...) -> None: ...

class LittlePianoDraw(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LittlePianoTurnTalon(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LittlePianoRedeal(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LittlePianoResign(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LittlePianoOptions(_message.Message):
    __slots__ = ("stock_rule", "decks", "idle_limit")
    STOCK_RULE_FIELD_NUMBER: _ClassVar[int]
    DECKS_FIELD_NUMBER: _ClassVar[int]
    IDLE_LIMIT_FIELD_NUMBER: _ClassVar[int]
    stock_rule: str
    decks: int
    idle_limit: int
    def __init__(self, stock_rule: _Optional[str] = ..., decks: _Optional[int] = ..., idle_limit: _Optional[int] = ...) -> None: ...

class LittlePianoState(_message.Message):
    __slots__ = ("options", "phase", "layout", "rng", "pass_changed", "idle_moves", "best_foundation", "ending", "ceiling")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    LAYOUT_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    PASS_CHANGED_FIELD_NUMBER: _ClassVar[int]
    IDLE_MOVES_FIELD_NUMBER: _ClassVar[int]
    BEST_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    CEILING_FIELD_NUMBER: _ClassVar[int]
    options: LittlePianoOptions
    phase: LittlePianoPhase
    layout: _common_pb2.Layout
    rng: _common_pb2.RngState
    pass_changed: bool
    idle_moves: int
    best_foundation: int
    ending: LittlePianoEnding
    ceiling: int
    def __init__(self, options: _Optional[_Union[LittlePianoOptions, _Mapping]] = ..., phase: _Optional[_Union[LittlePianoPhase, str]] = ..., layout: _Optional[_Union[_common_pb2.Layout, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., pass_changed: _Optional[bool] = ..., idle_moves: _Optional[int] = ..., best_foundation: _Optional[int] = ..., ending: _Optional[_Union[LittlePianoEnding, str]] = ..., ceiling: _Optional[int] = ...) -> None: ...

class LittlePianoView(_message.Message):
    __slots__ = ("options", "phase", "ending", "layout", "foundation_cards", "idle_moves", "pass_changed", "best_foundation", "ceiling")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    LAYOUT_FIELD_NUMBER: _ClassVar[int]
    FOUNDATION_CARDS_FIELD_NUMBER: _ClassVar[int]
    IDLE_MOVES_FIELD_NUMBER: _ClassVar[int]
    PASS_CHANGED_FIELD_NUMBER: _ClassVar[int]
    BEST_FOUNDATION_FIELD_NUMBER: _ClassVar[int]
    CEILING_FIELD_NUMBER: _ClassVar[int]
    options: LittlePianoOptions
    phase: LittlePianoPhase
    ending: LittlePianoEnding
    layout: _common_pb2.LayoutView
    foundation_cards: int
    idle_moves: int
    pass_changed: bool
    best_foundation: int
    ceiling: int
    def __init__(self, options: _Optional[_Union[LittlePianoOptions, _Mapping]] = ..., phase: _Optional[_Union[LittlePianoPhase, str]] = ..., ending: _Optional[_Union[LittlePianoEnding, str]] = ..., layout: _Optional[_Union[_common_pb2.LayoutView, _Mapping]] = ..., foundation_cards: _Optional[int] = ..., idle_moves: _Optional[int] = ..., pass_changed: _Optional[bool] = ..., best_foundation: _Optional[int] = ..., ceiling: _Optional[int] = ...) -> None: ...
