from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class BridgePhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BRIDGE_PHASE_UNSPECIFIED: _ClassVar[BridgePhase]
    BRIDGE_PHASE_AUCTION: _ClassVar[BridgePhase]
    BRIDGE_PHASE_PLAY: _ClassVar[BridgePhase]
    BRIDGE_PHASE_OVER: _ClassVar[BridgePhase]
BRIDGE_PHASE_UNSPECIFIED: BridgePhase
BRIDGE_PHASE_AUCTION: BridgePhase
BRIDGE_PHASE_PLAY: BridgePhase
BRIDGE_PHASE_OVER: BridgePhase

class BridgeMove(_message.Message):
    __slots__ = ("call", "play")
    CALL_FIELD_NUMBER: _ClassVar[int]
    PLAY_FIELD_NUMBER: _ClassVar[int]
    call: _common_pb2.Call
    play: BridgePlay
    def __init__(self, call: _Optional[_Union[_common_pb2.Call, _Mapping]] = ..., play: _Optional[_Union[BridgePlay, _Mapping]] = ...) -> None: ...

class BridgePlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class BridgeOptions(_message.Message):
    __slots__ = ("scoring", "old_undertricks", "unfinished_rubber_bonus", "boards", "max_deals")
    SCORING_FIELD_NUMBER: _ClassVar[int]
    OLD_UNDERTRICKS_FIELD_NUMBER: _ClassVar[int]
    UNFINISHED_RUBBER_BONUS_FIELD_NUMBER: _ClassVar[int]
    BOARDS_FIELD_NUMBER: _ClassVar[int]
    MAX_DEALS_FIELD_NUMBER: _ClassVar[int]
    scoring: str
    old_undertricks: bool
    unfinished_rubber_bonus: bool
    boards: int
    max_deals: int
    def __init__(self, scoring: _Optional[str] = ..., old_undertricks: _Optional[bool] = ..., unfinished_rubber_bonus: _Optional[bool] = ..., boards: _Optional[int] = ..., max_deals: _Optional[int] = ...) -> None: ...

class BridgeState(_message.Message):
    __slots__ = ("options", "phase", "deal_number", "dealer", "hands", "sheet", "rng", "calls", "contract", "trick", "tricks", "history", "queued")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    CALLS_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    options: BridgeOptions
    phase: BridgePhase
    deal_number: int
    dealer: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    sheet: _common_pb2.ScoreSheet
    rng: _common_pb2.RngState
    calls: _containers.RepeatedCompositeFieldContainer[_common_pb2.Call]
    contract: _common_pb2.Contract
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    history: _containers.RepeatedCompositeFieldContainer[BridgeDealRecord]
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, options: _Optional[_Union[BridgeOptions, _Mapping]] = ..., phase: _Optional[_Union[BridgePhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., calls: _Optional[_Iterable[_Union[_common_pb2.Call, _Mapping]]] = ..., contract: _Optional[_Union[_common_pb2.Contract, _Mapping]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., history: _Optional[_Iterable[_Union[BridgeDealRecord, _Mapping]]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class BridgeDealRecord(_message.Message):
    __slots__ = ("number", "dealer", "vulnerable", "contract", "tricks")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    VULNERABLE_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    number: int
    dealer: int
    vulnerable: _containers.RepeatedScalarFieldContainer[bool]
    contract: _common_pb2.Contract
    tricks: int
    def __init__(self, number: _Optional[int] = ..., dealer: _Optional[int] = ..., vulnerable: _Optional[_Iterable[bool]] = ..., contract: _Optional[_Union[_common_pb2.Contract, _Mapping]] = ..., tricks: _Optional[int] = ...) -> None: ...

class BridgeView(_message.Message):
    __slots__ = ("options", "seat", "phase", "deal_number", "dealer", "vulnerable", "to_act", "plays_from", "hands", "hand_sizes", "dummy", "calls", "contract", "trick", "last_trick", "side_tricks", "games", "part_score", "sheet", "history")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    VULNERABLE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    PLAYS_FROM_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    DUMMY_FIELD_NUMBER: _ClassVar[int]
    CALLS_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    LAST_TRICK_FIELD_NUMBER: _ClassVar[int]
    SIDE_TRICKS_FIELD_NUMBER: _ClassVar[int]
    GAMES_FIELD_NUMBER: _ClassVar[int]
    PART_SCORE_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    options: BridgeOptions
    seat: int
    phase: BridgePhase
    deal_number: int
    dealer: int
    vulnerable: _containers.RepeatedScalarFieldContainer[bool]
    to_act: int
    plays_from: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    dummy: int
    calls: _containers.RepeatedCompositeFieldContainer[_common_pb2.Call]
    contract: _common_pb2.Contract
    trick: _common_pb2.Trick
    last_trick: _common_pb2.Trick
    side_tricks: _containers.RepeatedScalarFieldContainer[int]
    games: _containers.RepeatedScalarFieldContainer[int]
    part_score: _containers.RepeatedScalarFieldContainer[int]
    sheet: _common_pb2.ScoreSheet
    history: _containers.RepeatedCompositeFieldContainer[BridgeDealRecord]
    def __init__(self, options: _Optional[_Union[BridgeOptions, _Mapping]] = ..., seat: _Optional[int] = ..., phase: _Optional[_Union[BridgePhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., vulnerable: _Optional[_Iterable[bool]] = ..., to_act: _Optional[int] = ..., plays_from: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., dummy: _Optional[int] = ..., calls: _Optional[_Iterable[_Union[_common_pb2.Call, _Mapping]]] = ..., contract: _Optional[_Union[_common_pb2.Contract, _Mapping]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., last_trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., side_tricks: _Optional[_Iterable[int]] = ..., games: _Optional[_Iterable[int]] = ..., part_score: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., history: _Optional[_Iterable[_Union[BridgeDealRecord, _Mapping]]] = ...) -> None: ...
