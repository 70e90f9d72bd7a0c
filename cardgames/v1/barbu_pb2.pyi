from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class BarbuContract(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BARBU_CONTRACT_UNSPECIFIED: _ClassVar[BarbuContract]
    BARBU_CONTRACT_NO_TRICKS: _ClassVar[BarbuContract]
    BARBU_CONTRACT_NO_QUEENS: _ClassVar[BarbuContract]
    BARBU_CONTRACT_NO_LAST_TWO: _ClassVar[BarbuContract]
    BARBU_CONTRACT_NO_HEARTS: _ClassVar[BarbuContract]
    BARBU_CONTRACT_NO_KING: _ClassVar[BarbuContract]
    BARBU_CONTRACT_TRUMPS: _ClassVar[BarbuContract]
    BARBU_CONTRACT_DOMINO: _ClassVar[BarbuContract]

class BarbuTrumpSuit(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BARBU_TRUMP_SUIT_UNSPECIFIED: _ClassVar[BarbuTrumpSuit]
    BARBU_TRUMP_SUIT_CLUBS: _ClassVar[BarbuTrumpSuit]
    BARBU_TRUMP_SUIT_DIAMONDS: _ClassVar[BarbuTrumpSuit]
    BARBU_TRUMP_SUIT_HEARTS: _ClassVar[BarbuTrumpSuit]
    BARBU_TRUMP_SUIT_SPADES: _ClassVar[BarbuTrumpSuit]

class BarbuPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BARBU_PHASE_UNSPECIFIED: _ClassVar[BarbuPhase]
    BARBU_PHASE_CONTRACT: _ClassVar[BarbuPhase]
    BARBU_PHASE_DOUBLING: _ClassVar[BarbuPhase]
    BARBU_PHASE_ASSIGN: _ClassVar[BarbuPhase]
    BARBU_PHASE_PLAY: _ClassVar[BarbuPhase]
    BARBU_PHASE_DOMINO: _ClassVar[BarbuPhase]
    BARBU_PHASE_OVER: _ClassVar[BarbuPhase]
BARBU_CONTRACT_UNSPECIFIED: BarbuContract
BARBU_CONTRACT_NO_TRICKS: BarbuContract
BARBU_CONTRACT_NO_QUEENS: BarbuContract
BARBU_CONTRACT_NO_LAST_TWO: BarbuContract
BARBU_CONTRACT_NO_HEARTS: BarbuContract
BARBU_CONTRACT_NO_KING: BarbuContract
BARBU_CONTRACT_TRUMPS: BarbuContract
BARBU_CONTRACT_DOMINO: BarbuContract
BARBU_TRUMP_SUIT_UNSPECIFIED: BarbuTrumpSuit
BARBU_TRUMP_SUIT_CLUBS: BarbuTrumpSuit
BARBU_TRUMP_SUIT_DIAMONDS: BarbuTrumpSuit
BARBU_TRUMP_SUIT_HEARTS: BarbuTrumpSuit
BARBU_TRUMP_SUIT_SPADES: BarbuTrumpSuit
BARBU_PHASE_UNSPECIFIED: BarbuPhase
BARBU_PHASE_CONTRACT: BarbuPhase
BARBU_PHASE_DOUBLING: BarbuPhase
BARBU_PHASE_ASSIGN: BarbuPhase
BARBU_PHASE_PLAY: BarbuPhase
BARBU_PHASE_DOMINO: BarbuPhase
BARBU_PHASE_OVER: BarbuPhase

class BarbuMove(_message.Message):
    __slots__ = ("choose", "choose_trumps", "choose_domino", "double", "decline", "assign", "play", "challenge")
    CHOOSE_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_TRUMPS_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_DOMINO_FIELD_NUMBER: _ClassVar[int]
    DOUBLE_FIELD_NUMBER: _ClassVar[int]
    DECLINE_FIELD_NUMBER: _ClassVar[int]
    ASSIGN_FIELD_NUMBER: _ClassVar[int]
    PLAY_FIELD_NUMBER: _ClassVar[int]
    PASS_FIELD_NUMBER: _ClassVar[int]
    CHALLENGE_FIELD_NUMBER: _ClassVar[int]
    choose: BarbuChoose
    choose_trumps: BarbuChooseTrumps
    choose_domino: BarbuChooseDomino
    double: BarbuDouble
    decline: BarbuDecline
    assign: BarbuAssign
    play: BarbuPlay
    challenge: BarbuChallenge
    def __init__(self, choose: _Optional[_Union[BarbuChoose, _Mapping]] = ..., choose_trumps: _Optional[_Union[BarbuChooseTrumps, _Mapping]] = ..., choose_domino: _Optional[_Union[BarbuChooseDomino, _Mapping]] = ..., double: _Optional[_Union[BarbuDouble, _Mapping]] = ..., decline: _Optional[_Union[BarbuDecline, _Mapping]] = ..., assign: _Optional[_Union[BarbuAssign, _Mapping]] = ..., play: _Optional[_Union[BarbuPlay, _Mapping]] = ..., challenge: _Optional[_Union[BarbuChallenge, _Mapping]] = ..., **kwargs) -> None: ...

class BarbuChoose(_message.Message):
    __slots__ = ("contract",)
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    contract: BarbuContract
    def __init__(self, contract: _Optional[_Union[BarbuContract, str]] = ...) -> None: ...

class BarbuChooseTrumps(_message.Message):
    __slots__ = ("suit",)
    SUIT_FIELD_NUMBER: _ClassVar[int]
    suit: BarbuTrumpSuit
    def __init__(self, suit: _Optional[_Union[BarbuTrumpSuit, str]] = ...) -> None: ...

class BarbuChooseDomino(_message.Message):
    __slots__ = ("rank",)
    RANK_FIELD_NUMBER: _ClassVar[int]
    rank: _common_pb2.Rank
    def __init__(self, rank: _Optional[_Union[_common_pb2.Rank, str]] = ...) -> None: ...

class BarbuDouble(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BarbuDecline(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BarbuAssign(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class BarbuPlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class BarbuPass(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BarbuChallenge(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class BarbuOptions(_message.Message):
    __slots__ = ("full_rotation", "standard_scoring", "must_ruff", "hearts_lead_restriction", "fan_tan", "pairwise_doubling")
    FULL_ROTATION_FIELD_NUMBER: _ClassVar[int]
    STANDARD_SCORING_FIELD_NUMBER: _ClassVar[int]
    MUST_RUFF_FIELD_NUMBER: _ClassVar[int]
    HEARTS_LEAD_RESTRICTION_FIELD_NUMBER: _ClassVar[int]
    FAN_TAN_FIELD_NUMBER: _ClassVar[int]
    PAIRWISE_DOUBLING_FIELD_NUMBER: _ClassVar[int]
    full_rotation: bool
    standard_scoring: bool
    must_ruff: bool
    hearts_lead_restriction: bool
    fan_tan: bool
    pairwise_doubling: bool
    def __init__(self, full_rotation: _Optional[bool] = ..., standard_scoring: _Optional[bool] = ..., must_ruff: _Optional[bool] = ..., hearts_lead_restriction: _Optional[bool] = ..., fan_tan: _Optional[bool] = ..., pairwise_doubling: _Optional[bool] = ...) -> None: ...

class BarbuState(_message.Message):
    __slots__ = ("options", "phase", "deal_number", "dealer", "hands", "used", "doubles", "turn", "sheet", "rng", "trump", "doubler", "trick", "tricks", "rows", "base", "last_card", "finished", "pairs", "queued")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    USED_FIELD_NUMBER: _ClassVar[int]
    DOUBLES_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    DOUBLER_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    ROWS_FIELD_NUMBER: _ClassVar[int]
    BASE_FIELD_NUMBER: _ClassVar[int]
    LAST_CARD_FIELD_NUMBER: _ClassVar[int]
    FINISHED_FIELD_NUMBER: _ClassVar[int]
    PAIRS_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    options: BarbuOptions
    phase: BarbuPhase
    deal_number: int
    dealer: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    used: _containers.RepeatedScalarFieldContainer[BarbuContract]
    doubles: _containers.RepeatedScalarFieldContainer[int]
    turn: int
    sheet: _common_pb2.ScoreSheet
    rng: _common_pb2.RngState
    trump: BarbuTrumpSuit
    doubler: int
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    rows: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    base: _common_pb2.Rank
    last_card: str
    finished: _containers.RepeatedScalarFieldContainer[int]
    pairs: _containers.RepeatedCompositeFieldContainer[BarbuPair]
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, options: _Optional[_Union[BarbuOptions, _Mapping]] = ..., phase: _Optional[_Union[BarbuPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., used: _Optional[_Iterable[_Union[BarbuContract, str]]] = ..., doubles: _Optional[_Iterable[int]] = ..., turn: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., trump: _Optional[_Union[BarbuTrumpSuit, str]] = ..., doubler: _Optional[int] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., rows: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., base: _Optional[_Union[_common_pb2.Rank, str]] = ..., last_card: _Optional[str] = ..., finished: _Optional[_Iterable[int]] = ..., pairs: _Optional[_Iterable[_Union[BarbuPair, _Mapping]]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class BarbuPair(_message.Message):
    __slots__ = ("doubler", "doubled")
    DOUBLER_FIELD_NUMBER: _ClassVar[int]
    DOUBLED_FIELD_NUMBER: _ClassVar[int]
    doubler: int
    doubled: int
    def __init__(self, doubler: _Optional[int] = ..., doubled: _Optional[int] = ...) -> None: ...

class BarbuView(_message.Message):
    __slots__ = ("options", "seat", "phase", "deal_number", "dealer", "to_act", "contract", "trump", "doubler", "used", "doubles", "hands", "hand_sizes", "trick", "tricks", "tricks_won", "rows", "base", "last_card", "finished", "pairs", "totals", "sheet")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    DOUBLER_FIELD_NUMBER: _ClassVar[int]
    USED_FIELD_NUMBER: _ClassVar[int]
    DOUBLES_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    TRICKS_WON_FIELD_NUMBER: _ClassVar[int]
    ROWS_FIELD_NUMBER: _ClassVar[int]
    BASE_FIELD_NUMBER: _ClassVar[int]
    LAST_CARD_FIELD_NUMBER: _ClassVar[int]
    FINISHED_FIELD_NUMBER: _ClassVar[int]
    PAIRS_FIELD_NUMBER: _ClassVar[int]
    TOTALS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    options: BarbuOptions
    seat: int
    phase: BarbuPhase
    deal_number: int
    dealer: int
    to_act: int
    contract: BarbuContract
    trump: BarbuTrumpSuit
    doubler: int
    used: _containers.RepeatedScalarFieldContainer[BarbuContract]
    doubles: _containers.RepeatedScalarFieldContainer[int]
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    tricks_won: _containers.RepeatedScalarFieldContainer[int]
    rows: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    base: _common_pb2.Rank
    last_card: str
    finished: _containers.RepeatedScalarFieldContainer[int]
    pairs: _containers.RepeatedCompositeFieldContainer[BarbuPair]
    totals: _containers.RepeatedScalarFieldContainer[int]
    sheet: _common_pb2.ScoreSheet
    def __init__(self, options: _Optional[_Union[BarbuOptions, _Mapping]] = ..., seat: _Optional[int] = ..., phase: _Optional[_Union[BarbuPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., to_act: _Optional[int] = ..., contract: _Optional[_Union[BarbuContract, str]] = ..., trump: _Optional[_Union[BarbuTrumpSuit, str]] = ..., doubler: _Optional[int] = ..., used: _Optional[_Iterable[_Union[BarbuContract, str]]] = ..., doubles: _Optional[_Iterable[int]] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., tricks_won: _Optional[_Iterable[int]] = ..., rows: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., base: _Optional[_Union[_common_pb2.Rank, str]] = ..., last_card: _Optional[str] = ..., finished: _Optional[_Iterable[int]] = ..., pairs: _Optional[_Iterable[_Union[BarbuPair, _Mapping]]] = ..., totals: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ...) -> None: ...
