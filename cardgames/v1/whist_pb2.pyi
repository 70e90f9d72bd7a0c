from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class WhistPenaltyKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    WHIST_PENALTY_KIND_UNSPECIFIED: _ClassVar[WhistPenaltyKind]
    WHIST_PENALTY_KIND_POINTS: _ClassVar[WhistPenaltyKind]
    WHIST_PENALTY_KIND_TRICKS: _ClassVar[WhistPenaltyKind]

class WhistPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    WHIST_PHASE_UNSPECIFIED: _ClassVar[WhistPhase]
    WHIST_PHASE_PLAY: _ClassVar[WhistPhase]
    WHIST_PHASE_PENALTY: _ClassVar[WhistPhase]
    WHIST_PHASE_OVER: _ClassVar[WhistPhase]
WHIST_PENALTY_KIND_UNSPECIFIED: WhistPenaltyKind
WHIST_PENALTY_KIND_POINTS: WhistPenaltyKind
WHIST_PENALTY_KIND_TRICKS: WhistPenaltyKind
WHIST_PHASE_UNSPECIFIED: WhistPhase
WHIST_PHASE_PLAY: WhistPhase
WHIST_PHASE_PENALTY: WhistPhase
WHIST_PHASE_OVER: WhistPhase

class WhistMove(_message.Message):
    __slots__ = ("play", "penalty")
    PLAY_FIELD_NUMBER: _ClassVar[int]
    PENALTY_FIELD_NUMBER: _ClassVar[int]
    play: WhistPlay
    penalty: WhistPenalty
    def __init__(self, play: _Optional[_Union[WhistPlay, _Mapping]] = ..., penalty: _Optional[_Union[WhistPenalty, _Mapping]] = ...) -> None: ...

class WhistPlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class WhistPenalty(_message.Message):
    __slots__ = ("kind",)
    KIND_FIELD_NUMBER: _ClassVar[int]
    kind: WhistPenaltyKind
    def __init__(self, kind: _Optional[_Union[WhistPenaltyKind, str]] = ...) -> None: ...

class WhistOptions(_message.Message):
    __slots__ = ("rubbers", "no_trump", "permissive", "full_history")
    RUBBERS_FIELD_NUMBER: _ClassVar[int]
    NO_TRUMP_FIELD_NUMBER: _ClassVar[int]
    PERMISSIVE_FIELD_NUMBER: _ClassVar[int]
    FULL_HISTORY_FIELD_NUMBER: _ClassVar[int]
    rubbers: int
    no_trump: bool
    permissive: bool
    full_history: bool
    def __init__(self, rubbers: _Optional[int] = ..., no_trump: _Optional[bool] = ..., permissive: _Optional[bool] = ..., full_history: _Optional[bool] = ...) -> None: ...

class WhistState(_message.Message):
    __slots__ = ("options", "players", "phase", "deal_number", "rubber", "dealer", "hands", "trump_card", "sheet", "rng", "trick", "tricks", "revokes", "history", "results", "queued")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    RUBBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    TRUMP_CARD_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    REVOKES_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    options: WhistOptions
    players: int
    phase: WhistPhase
    deal_number: int
    rubber: int
    dealer: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    trump_card: str
    sheet: _common_pb2.ScoreSheet
    rng: _common_pb2.RngState
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    revokes: _containers.RepeatedCompositeFieldContainer[WhistRevoke]
    history: _containers.RepeatedCompositeFieldContainer[WhistDealRecord]
    results: _containers.RepeatedCompositeFieldContainer[WhistRubberResult]
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, options: _Optional[_Union[WhistOptions, _Mapping]] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[WhistPhase, str]] = ..., deal_number: _Optional[int] = ..., rubber: _Optional[int] = ..., dealer: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., trump_card: _Optional[str] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., revokes: _Optional[_Iterable[_Union[WhistRevoke, _Mapping]]] = ..., history: _Optional[_Iterable[_Union[WhistDealRecord, _Mapping]]] = ..., results: _Optional[_Iterable[_Union[WhistRubberResult, _Mapping]]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class WhistRevoke(_message.Message):
    __slots__ = ("position", "trick", "penalty")
    POSITION_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    PENALTY_FIELD_NUMBER: _ClassVar[int]
    position: int
    trick: int
    penalty: WhistPenaltyKind
    def __init__(self, position: _Optional[int] = ..., trick: _Optional[int] = ..., penalty: _Optional[_Union[WhistPenaltyKind, str]] = ...) -> None: ...

class WhistDealRecord(_message.Message):
    __slots__ = ("number", "rubber", "dealer", "trump_card", "tricks")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    RUBBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TRUMP_CARD_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    number: int
    rubber: int
    dealer: int
    trump_card: str
    tricks: int
    def __init__(self, number: _Optional[int] = ..., rubber: _Optional[int] = ..., dealer: _Optional[int] = ..., trump_card: _Optional[str] = ..., tricks: _Optional[int] = ...) -> None: ...

class WhistRubberResult(_message.Message):
    __slots__ = ("rubber", "winner", "totals", "settlement")
    RUBBER_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    TOTALS_FIELD_NUMBER: _ClassVar[int]
    SETTLEMENT_FIELD_NUMBER: _ClassVar[int]
    rubber: int
    winner: int
    totals: _containers.RepeatedScalarFieldContainer[int]
    settlement: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, rubber: _Optional[int] = ..., winner: _Optional[int] = ..., totals: _Optional[_Iterable[int]] = ..., settlement: _Optional[_Iterable[int]] = ...) -> None: ...

class WhistView(_message.Message):
    __slots__ = ("options", "seat", "phase", "deal_number", "rubber", "dealer", "seating", "to_act", "plays_from", "hands", "hand_sizes", "trump_card", "trick", "recent_tricks", "side_tricks", "games", "part_score", "revokes", "sheet", "history", "results")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    RUBBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    SEATING_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    PLAYS_FROM_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    TRUMP_CARD_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    RECENT_TRICKS_FIELD_NUMBER: _ClassVar[int]
    SIDE_TRICKS_FIELD_NUMBER: _ClassVar[int]
    GAMES_FIELD_NUMBER: _ClassVar[int]
    PART_SCORE_FIELD_NUMBER: _ClassVar[int]
    REVOKES_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    options: WhistOptions
    seat: int
    phase: WhistPhase
    deal_number: int
    rubber: int
    dealer: int
    seating: _containers.RepeatedScalarFieldContainer[int]
    to_act: int
    plays_from: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    trump_card: str
    trick: _common_pb2.Trick
    recent_tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    side_tricks: _containers.RepeatedScalarFieldContainer[int]
    games: _containers.RepeatedScalarFieldContainer[int]
    part_score: _containers.RepeatedScalarFieldContainer[int]
    revokes: _containers.RepeatedCompositeFieldContainer[WhistRevoke]
    sheet: _common_pb2.ScoreSheet
    history: _containers.RepeatedCompositeFieldContainer[WhistDealRecord]
    results: _containers.RepeatedCompositeFieldContainer[WhistRubberResult]
    def __init__(self, options: _Optional[_Union[WhistOptions, _Mapping]] = ..., seat: _Optional[int] = ..., phase: _Optional[_Union[WhistPhase, str]] = ..., deal_number: _Optional[int] = ..., rubber: _Optional[int] = ..., dealer: _Optional[int] = ..., seating: _Optional[_Iterable[int]] = ..., to_act: _Optional[int] = ..., plays_from: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., trump_card: _Optional[str] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., recent_tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., side_tricks: _Optional[_Iterable[int]] = ..., games: _Optional[_Iterable[int]] = ..., part_score: _Optional[_Iterable[int]] = ..., revokes: _Optional[_Iterable[_Union[WhistRevoke, _Mapping]]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., history: _Optional[_Iterable[_Union[WhistDealRecord, _Mapping]]] = ..., results: _Optional[_Iterable[_Union[WhistRubberResult, _Mapping]]] = ...) -> None: ...
