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

class BridgeStrain(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BRIDGE_STRAIN_UNSPECIFIED: _ClassVar[BridgeStrain]
    BRIDGE_STRAIN_CLUBS: _ClassVar[BridgeStrain]
    BRIDGE_STRAIN_DIAMONDS: _ClassVar[BridgeStrain]
    BRIDGE_STRAIN_HEARTS: _ClassVar[BridgeStrain]
    BRIDGE_STRAIN_SPADES: _ClassVar[BridgeStrain]
    BRIDGE_STRAIN_NO_TRUMP: _ClassVar[BridgeStrain]

class BridgeCallKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BRIDGE_CALL_KIND_UNSPECIFIED: _ClassVar[BridgeCallKind]
    BRIDGE_CALL_KIND_PASS: _ClassVar[BridgeCallKind]
    BRIDGE_CALL_KIND_BID: _ClassVar[BridgeCallKind]
    BRIDGE_CALL_KIND_DOUBLE: _ClassVar[BridgeCallKind]
    BRIDGE_CALL_KIND_REDOUBLE: _ClassVar[BridgeCallKind]

class BridgeDoubling(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BRIDGE_DOUBLING_UNSPECIFIED: _ClassVar[BridgeDoubling]
    BRIDGE_DOUBLING_UNDOUBLED: _ClassVar[BridgeDoubling]
    BRIDGE_DOUBLING_DOUBLED: _ClassVar[BridgeDoubling]
    BRIDGE_DOUBLING_REDOUBLED: _ClassVar[BridgeDoubling]
BRIDGE_PHASE_UNSPECIFIED: BridgePhase
BRIDGE_PHASE_AUCTION: BridgePhase
BRIDGE_PHASE_PLAY: BridgePhase
BRIDGE_PHASE_OVER: BridgePhase
BRIDGE_STRAIN_UNSPECIFIED: BridgeStrain
BRIDGE_STRAIN_CLUBS: BridgeStrain
BRIDGE_STRAIN_DIAMONDS: BridgeStrain
BRIDGE_STRAIN_HEARTS: BridgeStrain
BRIDGE_STRAIN_SPADES: BridgeStrain
BRIDGE_STRAIN_NO_TRUMP: BridgeStrain
BRIDGE_CALL_KIND_UNSPECIFIED: BridgeCallKind
BRIDGE_CALL_KIND_PASS: BridgeCallKind
BRIDGE_CALL_KIND_BID: BridgeCallKind
BRIDGE_CALL_KIND_DOUBLE: BridgeCallKind
BRIDGE_CALL_KIND_REDOUBLE: BridgeCallKind
BRIDGE_DOUBLING_UNSPECIFIED: BridgeDoubling
BRIDGE_DOUBLING_UNDOUBLED: BridgeDoubling
BRIDGE_DOUBLING_DOUBLED: BridgeDoubling
BRIDGE_DOUBLING_REDOUBLED: BridgeDoubling

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

class BridgeBid(_message.Message):
    __slots__ = ("level", "strain")
    LEVEL_FIELD_NUMBER: _ClassVar[int]
    STRAIN_FIELD_NUMBER: _ClassVar[int]
    level: int
    strain: BridgeStrain
    def __init__(self, level: _Optional[int] = ..., strain: _Optional[_Union[BridgeStrain, str]] = ...) -> None: ...

class BridgeCall(_message.Message):
    __slots__ = ("kind", "bid")
    KIND_FIELD_NUMBER: _ClassVar[int]
    BID_FIELD_NUMBER: _ClassVar[int]
    kind: BridgeCallKind
    bid: BridgeBid
    def __init__(self, kind: _Optional[_Union[BridgeCallKind, str]] = ..., bid: _Optional[_Union[BridgeBid, _Mapping]] = ...) -> None: ...

class BridgePlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class BridgeMove(_message.Message):
    __slots__ = ("call", "play")
    CALL_FIELD_NUMBER: _ClassVar[int]
    PLAY_FIELD_NUMBER: _ClassVar[int]
    call: BridgeCall
    play: BridgePlay
    def __init__(self, call: _Optional[_Union[BridgeCall, _Mapping]] = ..., play: _Optional[_Union[BridgePlay, _Mapping]] = ...) -> None: ...

class BridgeContract(_message.Message):
    __slots__ = ("bid", "doubling", "declarer")
    BID_FIELD_NUMBER: _ClassVar[int]
    DOUBLING_FIELD_NUMBER: _ClassVar[int]
    DECLARER_FIELD_NUMBER: _ClassVar[int]
    bid: BridgeBid
    doubling: BridgeDoubling
    declarer: int
    def __init__(self, bid: _Optional[_Union[BridgeBid, _Mapping]] = ..., doubling: _Optional[_Union[BridgeDoubling, str]] = ..., declarer: _Optional[int] = ...) -> None: ...

class BridgeTrick(_message.Message):
    __slots__ = ("leader", "cards")
    LEADER_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    leader: int
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, leader: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ...) -> None: ...

class BridgeHand(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class BridgeScoreSheet(_message.Message):
    __slots__ = ("games", "part", "below", "above")
    GAMES_FIELD_NUMBER: _ClassVar[int]
    PART_FIELD_NUMBER: _ClassVar[int]
    BELOW_FIELD_NUMBER: _ClassVar[int]
    ABOVE_FIELD_NUMBER: _ClassVar[int]
    games: _containers.RepeatedScalarFieldContainer[int]
    part: _containers.RepeatedScalarFieldContainer[int]
    below: _containers.RepeatedScalarFieldContainer[int]
    above: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, games: _Optional[_Iterable[int]] = ..., part: _Optional[_Iterable[int]] = ..., below: _Optional[_Iterable[int]] = ..., above: _Optional[_Iterable[int]] = ...) -> None: ...

class BridgeDealRecord(_message.Message):
    __slots__ = ("number", "dealer", "vulnerable", "contract", "tricks", "below", "above")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    VULNERABLE_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    BELOW_FIELD_NUMBER: _ClassVar[int]
    ABOVE_FIELD_NUMBER: _ClassVar[int]
    number: int
    dealer: int
    vulnerable: _containers.RepeatedScalarFieldContainer[bool]
    contract: BridgeContract
    tricks: int
    below: _containers.RepeatedScalarFieldContainer[int]
    above: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, number: _Optional[int] = ..., dealer: _Optional[int] = ..., vulnerable: _Optional[_Iterable[bool]] = ..., contract: _Optional[_Union[BridgeContract, _Mapping]] = ..., tricks: _Optional[int] = ..., below: _Optional[_Iterable[int]] = ..., above: _Optional[_Iterable[int]] = ...) -> None: ...

class BridgeState(_message.Message):
    __slots__ = ("options", "phase", "deal_number", "dealer", "hands", "calls", "contract", "trick", "tricks", "side_tricks", "sheet", "history", "rng")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    CALLS_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    SIDE_TRICKS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    options: BridgeOptions
    phase: BridgePhase
    deal_number: int
    dealer: int
    hands: _containers.RepeatedCompositeFieldContainer[BridgeHand]
    calls: _containers.RepeatedCompositeFieldContainer[BridgeCall]
    contract: BridgeContract
    trick: BridgeTrick
    tricks: _containers.RepeatedCompositeFieldContainer[BridgeTrick]
    side_tricks: _containers.RepeatedScalarFieldContainer[int]
    sheet: BridgeScoreSheet
    history: _containers.RepeatedCompositeFieldContainer[BridgeDealRecord]
    rng: _common_pb2.RngState
    def __init__(self, options: _Optional[_Union[BridgeOptions, _Mapping]] = ..., phase: _Optional[_Union[BridgePhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[BridgeHand, _Mapping]]] = ..., calls: _Optional[_Iterable[_Union[BridgeCall, _Mapping]]] = ..., contract: _Optional[_Union[BridgeContract, _Mapping]] = ..., trick: _Optional[_Union[BridgeTrick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[BridgeTrick, _Mapping]]] = ..., side_tricks: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[BridgeScoreSheet, _Mapping]] = ..., history: _Optional[_Iterable[_Union[BridgeDealRecord, _Mapping]]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ...) -> None: ...

class BridgeView(_message.Message):
    __slots__ = ("options", "seat", "phase", "deal_number", "dealer", "vulnerable", "to_act", "hands", "hand_sizes", "dummy", "calls", "contract", "trick", "last_trick", "side_tricks", "sheet", "history")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    VULNERABLE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    DUMMY_FIELD_NUMBER: _ClassVar[int]
    CALLS_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    LAST_TRICK_FIELD_NUMBER: _ClassVar[int]
    SIDE_TRICKS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    options: BridgeOptions
    seat: int
    phase: BridgePhase
    deal_number: int
    dealer: int
    vulnerable: _containers.RepeatedScalarFieldContainer[bool]
    to_act: int
    hands: _containers.RepeatedCompositeFieldContainer[BridgeHand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    dummy: int
    calls: _containers.RepeatedCompositeFieldContainer[BridgeCall]
    contract: BridgeContract
    trick: BridgeTrick
    last_trick: BridgeTrick
    side_tricks: _containers.RepeatedScalarFieldContainer[int]
    sheet: BridgeScoreSheet
    history: _containers.RepeatedCompositeFieldContainer[BridgeDealRecord]
    def __init__(self, options: _Optional[_Union[BridgeOptions, _Mapping]] = ..., seat: _Optional[int] = ..., phase: _Optional[_Union[BridgePhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., vulnerable: _Optional[_Iterable[bool]] = ..., to_act: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[BridgeHand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., dummy: _Optional[int] = ..., calls: _Optional[_Iterable[_Union[BridgeCall, _Mapping]]] = ..., contract: _Optional[_Union[BridgeContract, _Mapping]] = ..., trick: _Optional[_Union[BridgeTrick, _Mapping]] = ..., last_trick: _Optional[_Union[BridgeTrick, _Mapping]] = ..., side_tricks: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[BridgeScoreSheet, _Mapping]] = ..., history: _Optional[_Iterable[_Union[BridgeDealRecord, _Mapping]]] = ...) -> None: ...
