from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class MacaoPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MACAO_PHASE_UNSPECIFIED: _ClassVar[MacaoPhase]
    MACAO_PHASE_PLAY: _ClassVar[MacaoPhase]
    MACAO_PHASE_OVER: _ClassVar[MacaoPhase]
MACAO_PHASE_UNSPECIFIED: MacaoPhase
MACAO_PHASE_PLAY: MacaoPhase
MACAO_PHASE_OVER: MacaoPhase

class MacaoMove(_message.Message):
    __slots__ = ("replace_zero", "draw", "stand")
    REPLACE_ZERO_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    STAND_FIELD_NUMBER: _ClassVar[int]
    replace_zero: MacaoReplaceZero
    draw: MacaoDraw
    stand: MacaoStand
    def __init__(self, replace_zero: _Optional[_Union[MacaoReplaceZero, _Mapping]] = ..., draw: _Optional[_Union[MacaoDraw, _Mapping]] = ..., stand: _Optional[_Union[MacaoStand, _Mapping]] = ...) -> None: ...

class MacaoReplaceZero(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class MacaoDraw(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class MacaoStand(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class MacaoOptions(_message.Message):
    __slots__ = ("stake", "tie_rule", "banks", "coups")
    STAKE_FIELD_NUMBER: _ClassVar[int]
    TIE_RULE_FIELD_NUMBER: _ClassVar[int]
    BANKS_FIELD_NUMBER: _ClassVar[int]
    COUPS_FIELD_NUMBER: _ClassVar[int]
    stake: int
    tie_rule: str
    banks: int
    coups: int
    def __init__(self, stake: _Optional[int] = ..., tie_rule: _Optional[str] = ..., banks: _Optional[int] = ..., coups: _Optional[int] = ...) -> None: ...

class MacaoState(_message.Message):
    __slots__ = ("players", "banker", "phase", "turn", "hands", "drew", "stood", "shown", "shoe", "discard", "balances", "rng", "coup", "bank", "last", "last_coup", "options", "sheet", "cut")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    BANKER_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    DREW_FIELD_NUMBER: _ClassVar[int]
    STOOD_FIELD_NUMBER: _ClassVar[int]
    SHOWN_FIELD_NUMBER: _ClassVar[int]
    SHOE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    BALANCES_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    COUP_FIELD_NUMBER: _ClassVar[int]
    BANK_FIELD_NUMBER: _ClassVar[int]
    LAST_FIELD_NUMBER: _ClassVar[int]
    LAST_COUP_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    players: int
    banker: int
    phase: MacaoPhase
    turn: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    drew: _containers.RepeatedScalarFieldContainer[bool]
    stood: _containers.RepeatedScalarFieldContainer[bool]
    shown: bool
    shoe: _containers.RepeatedScalarFieldContainer[str]
    discard: _containers.RepeatedScalarFieldContainer[str]
    balances: _containers.RepeatedScalarFieldContainer[int]
    rng: _common_pb2.RngState
    coup: int
    bank: int
    last: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    last_coup: bool
    options: MacaoOptions
    sheet: _common_pb2.ScoreSheet
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, players: _Optional[int] = ..., banker: _Optional[int] = ..., phase: _Optional[_Union[MacaoPhase, str]] = ..., turn: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., drew: _Optional[_Iterable[bool]] = ..., stood: _Optional[_Iterable[bool]] = ..., shown: _Optional[bool] = ..., shoe: _Optional[_Iterable[str]] = ..., discard: _Optional[_Iterable[str]] = ..., balances: _Optional[_Iterable[int]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., coup: _Optional[int] = ..., bank: _Optional[int] = ..., last: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., last_coup: _Optional[bool] = ..., options: _Optional[_Union[MacaoOptions, _Mapping]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...

class MacaoView(_message.Message):
    __slots__ = ("seat", "players", "banker", "phase", "to_act", "hand", "hands", "hand_sizes", "drew", "stood", "shoe_count", "discard", "balances", "last", "coup", "bank", "banks", "sheet", "cut")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    BANKER_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    DREW_FIELD_NUMBER: _ClassVar[int]
    STOOD_FIELD_NUMBER: _ClassVar[int]
    SHOE_COUNT_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    BALANCES_FIELD_NUMBER: _ClassVar[int]
    LAST_FIELD_NUMBER: _ClassVar[int]
    COUP_FIELD_NUMBER: _ClassVar[int]
    BANK_FIELD_NUMBER: _ClassVar[int]
    BANKS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    players: int
    banker: int
    phase: MacaoPhase
    to_act: int
    hand: _containers.RepeatedScalarFieldContainer[str]
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    drew: _containers.RepeatedScalarFieldContainer[bool]
    stood: _containers.RepeatedScalarFieldContainer[bool]
    shoe_count: int
    discard: _containers.RepeatedScalarFieldContainer[str]
    balances: _containers.RepeatedScalarFieldContainer[int]
    last: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    coup: int
    bank: int
    banks: int
    sheet: _common_pb2.ScoreSheet
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, seat: _Optional[int] = ..., players: _Optional[int] = ..., banker: _Optional[int] = ..., phase: _Optional[_Union[MacaoPhase, str]] = ..., to_act: _Optional[int] = ..., hand: _Optional[_Iterable[str]] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., drew: _Optional[_Iterable[bool]] = ..., stood: _Optional[_Iterable[bool]] = ..., shoe_count: _Optional[int] = ..., discard: _Optional[_Iterable[str]] = ..., balances: _Optional[_Iterable[int]] = ..., last: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., coup: _Optional[int] = ..., bank: _Optional[int] = ..., banks: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...
