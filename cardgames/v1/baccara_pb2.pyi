from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class BaccaraPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BACCARA_PHASE_UNSPECIFIED: _ClassVar[BaccaraPhase]
    BACCARA_PHASE_STAKE: _ClassVar[BaccaraPhase]
    BACCARA_PHASE_DRAW: _ClassVar[BaccaraPhase]
    BACCARA_PHASE_BANK: _ClassVar[BaccaraPhase]
    BACCARA_PHASE_OVER: _ClassVar[BaccaraPhase]

class BaccaraChoice(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BACCARA_CHOICE_UNSPECIFIED: _ClassVar[BaccaraChoice]
    BACCARA_CHOICE_WAITING: _ClassVar[BaccaraChoice]
    BACCARA_CHOICE_STOOD: _ClassVar[BaccaraChoice]
    BACCARA_CHOICE_DREW: _ClassVar[BaccaraChoice]
BACCARA_PHASE_UNSPECIFIED: BaccaraPhase
BACCARA_PHASE_STAKE: BaccaraPhase
BACCARA_PHASE_DRAW: BaccaraPhase
BACCARA_PHASE_BANK: BaccaraPhase
BACCARA_PHASE_OVER: BaccaraPhase
BACCARA_CHOICE_UNSPECIFIED: BaccaraChoice
BACCARA_CHOICE_WAITING: BaccaraChoice
BACCARA_CHOICE_STOOD: BaccaraChoice
BACCARA_CHOICE_DREW: BaccaraChoice

class BaccaraMove(_message.Message):
    __slots__ = ("stake", "draw", "stand", "keep_bank", "pass_bank")
    STAKE_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    STAND_FIELD_NUMBER: _ClassVar[int]
    KEEP_BANK_FIELD_NUMBER: _ClassVar[int]
    PASS_BANK_FIELD_NUMBER: _ClassVar[int]
    stake: BaccaraStake
    draw: BaccaraDraw
    stand: BaccaraStand
    keep_bank: BaccaraKeepBank
    pass_bank: BaccaraPassBank
    def __init__(self, stake: _Optional[_Union[BaccaraStake, _Mapping]] = ..., draw: _Optional[_Union[BaccaraDraw, _Mapping]] = ..., stand: _Optional[_Union[BaccaraStand, _Mapping]] = ..., keep_bank: _Optional[_Union[BaccaraKeepBank, _Mapping]] = ..., pass_bank: _Optional[_Union[BaccaraPassBank, _Mapping]] = ...) -> None: ...

class BaccaraStake(_message.Message):
    __slots__ = ("amount",)
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    amount: int
    def __init__(self, amount: _Optional[int] = ...) -> None: ...

class BaccaraDraw(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BaccaraStand(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BaccaraKeepBank(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BaccaraPassBank(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BaccaraOptions(_message.Message):
    __slots__ = ("cover", "draw_rule", "natural_scope", "max_stake", "coups")
    COVER_FIELD_NUMBER: _ClassVar[int]
    DRAW_RULE_FIELD_NUMBER: _ClassVar[int]
    NATURAL_SCOPE_FIELD_NUMBER: _ClassVar[int]
    MAX_STAKE_FIELD_NUMBER: _ClassVar[int]
    COUPS_FIELD_NUMBER: _ClassVar[int]
    cover: int
    draw_rule: str
    natural_scope: str
    max_stake: int
    coups: int
    def __init__(self, cover: _Optional[int] = ..., draw_rule: _Optional[str] = ..., natural_scope: _Optional[str] = ..., max_stake: _Optional[int] = ..., coups: _Optional[int] = ...) -> None: ...

class BaccaraState(_message.Message):
    __slots__ = ("players", "banker", "phase", "turn", "coup", "hands", "stakes", "choices", "shown", "shoe", "discard", "balances", "rng", "options", "sheet", "cut")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    BANKER_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    COUP_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    STAKES_FIELD_NUMBER: _ClassVar[int]
    CHOICES_FIELD_NUMBER: _ClassVar[int]
    SHOWN_FIELD_NUMBER: _ClassVar[int]
    SHOE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    BALANCES_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    players: int
    banker: int
    phase: BaccaraPhase
    turn: int
    coup: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    stakes: _containers.RepeatedScalarFieldContainer[int]
    choices: _containers.RepeatedScalarFieldContainer[BaccaraChoice]
    shown: _containers.RepeatedScalarFieldContainer[bool]
    shoe: _containers.RepeatedScalarFieldContainer[str]
    discard: _containers.RepeatedScalarFieldContainer[str]
    balances: _containers.RepeatedScalarFieldContainer[int]
    rng: _common_pb2.RngState
    options: BaccaraOptions
    sheet: _common_pb2.ScoreSheet
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, players: _Optional[int] = ..., banker: _Optional[int] = ..., phase: _Optional[_Union[BaccaraPhase, str]] = ..., turn: _Optional[int] = ..., coup: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., stakes: _Optional[_Iterable[int]] = ..., choices: _Optional[_Iterable[_Union[BaccaraChoice, str]]] = ..., shown: _Optional[_Iterable[bool]] = ..., shoe: _Optional[_Iterable[str]] = ..., discard: _Optional[_Iterable[str]] = ..., balances: _Optional[_Iterable[int]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., options: _Optional[_Union[BaccaraOptions, _Mapping]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...

class BaccaraView(_message.Message):
    __slots__ = ("seat", "players", "banker", "phase", "to_act", "coup", "coups", "hand", "shown", "hand_sizes", "stakes", "choices", "shoe_count", "discard_count", "balances", "sheet", "cut")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    BANKER_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    COUP_FIELD_NUMBER: _ClassVar[int]
    COUPS_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    SHOWN_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    STAKES_FIELD_NUMBER: _ClassVar[int]
    CHOICES_FIELD_NUMBER: _ClassVar[int]
    SHOE_COUNT_FIELD_NUMBER: _ClassVar[int]
    DISCARD_COUNT_FIELD_NUMBER: _ClassVar[int]
    BALANCES_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    players: int
    banker: int
    phase: BaccaraPhase
    to_act: int
    coup: int
    coups: int
    hand: _containers.RepeatedScalarFieldContainer[str]
    shown: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    stakes: _containers.RepeatedScalarFieldContainer[int]
    choices: _containers.RepeatedScalarFieldContainer[BaccaraChoice]
    shoe_count: int
    discard_count: int
    balances: _containers.RepeatedScalarFieldContainer[int]
    sheet: _common_pb2.ScoreSheet
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, seat: _Optional[int] = ..., players: _Optional[int] = ..., banker: _Optional[int] = ..., phase: _Optional[_Union[BaccaraPhase, str]] = ..., to_act: _Optional[int] = ..., coup: _Optional[int] = ..., coups: _Optional[int] = ..., hand: _Optional[_Iterable[str]] = ..., shown: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., stakes: _Optional[_Iterable[int]] = ..., choices: _Optional[_Iterable[_Union[BaccaraChoice, str]]] = ..., shoe_count: _Optional[int] = ..., discard_count: _Optional[int] = ..., balances: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...
