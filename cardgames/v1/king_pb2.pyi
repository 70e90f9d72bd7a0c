from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class KingTrump(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    KING_TRUMP_UNSPECIFIED: _ClassVar[KingTrump]
    KING_TRUMP_CLUBS: _ClassVar[KingTrump]
    KING_TRUMP_DIAMONDS: _ClassVar[KingTrump]
    KING_TRUMP_HEARTS: _ClassVar[KingTrump]
    KING_TRUMP_SPADES: _ClassVar[KingTrump]

class KingPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    KING_PHASE_UNSPECIFIED: _ClassVar[KingPhase]
    KING_PHASE_NAME_TRUMP: _ClassVar[KingPhase]
    KING_PHASE_PLAY: _ClassVar[KingPhase]
    KING_PHASE_OVER: _ClassVar[KingPhase]

class KingContract(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    KING_CONTRACT_UNSPECIFIED: _ClassVar[KingContract]
    KING_CONTRACT_NO_TRICKS: _ClassVar[KingContract]
    KING_CONTRACT_NO_HEARTS: _ClassVar[KingContract]
    KING_CONTRACT_NO_QUEENS: _ClassVar[KingContract]
    KING_CONTRACT_NO_BOYS: _ClassVar[KingContract]
    KING_CONTRACT_NO_LAST_TWO: _ClassVar[KingContract]
    KING_CONTRACT_NO_KING_OF_HEARTS: _ClassVar[KingContract]
    KING_CONTRACT_SRALASH: _ClassVar[KingContract]
    KING_CONTRACT_TRUMPS: _ClassVar[KingContract]
KING_TRUMP_UNSPECIFIED: KingTrump
KING_TRUMP_CLUBS: KingTrump
KING_TRUMP_DIAMONDS: KingTrump
KING_TRUMP_HEARTS: KingTrump
KING_TRUMP_SPADES: KingTrump
KING_PHASE_UNSPECIFIED: KingPhase
KING_PHASE_NAME_TRUMP: KingPhase
KING_PHASE_PLAY: KingPhase
KING_PHASE_OVER: KingPhase
KING_CONTRACT_UNSPECIFIED: KingContract
KING_CONTRACT_NO_TRICKS: KingContract
KING_CONTRACT_NO_HEARTS: KingContract
KING_CONTRACT_NO_QUEENS: KingContract
KING_CONTRACT_NO_BOYS: KingContract
KING_CONTRACT_NO_LAST_TWO: KingContract
KING_CONTRACT_NO_KING_OF_HEARTS: KingContract
KING_CONTRACT_SRALASH: KingContract
KING_CONTRACT_TRUMPS: KingContract

class KingMove(_message.Message):
    __slots__ = ("name_trump", "play")
    NAME_TRUMP_FIELD_NUMBER: _ClassVar[int]
    PLAY_FIELD_NUMBER: _ClassVar[int]
    name_trump: KingNameTrump
    play: KingPlay
    def __init__(self, name_trump: _Optional[_Union[KingNameTrump, _Mapping]] = ..., play: _Optional[_Union[KingPlay, _Mapping]] = ...) -> None: ...

class KingNameTrump(_message.Message):
    __slots__ = ("suit",)
    SUIT_FIELD_NUMBER: _ClassVar[int]
    suit: KingTrump
    def __init__(self, suit: _Optional[_Union[KingTrump, str]] = ...) -> None: ...

class KingPlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class KingOptions(_message.Message):
    __slots__ = ("deck", "sralash", "king_of_hearts_obligatory", "all_four_play", "stop_early", "zero_sum")
    DECK_FIELD_NUMBER: _ClassVar[int]
    SRALASH_FIELD_NUMBER: _ClassVar[int]
    KING_OF_HEARTS_OBLIGATORY_FIELD_NUMBER: _ClassVar[int]
    ALL_FOUR_PLAY_FIELD_NUMBER: _ClassVar[int]
    STOP_EARLY_FIELD_NUMBER: _ClassVar[int]
    ZERO_SUM_FIELD_NUMBER: _ClassVar[int]
    deck: str
    sralash: bool
    king_of_hearts_obligatory: bool
    all_four_play: bool
    stop_early: bool
    zero_sum: bool
    def __init__(self, deck: _Optional[str] = ..., sralash: _Optional[bool] = ..., king_of_hearts_obligatory: _Optional[bool] = ..., all_four_play: _Optional[bool] = ..., stop_early: _Optional[bool] = ..., zero_sum: _Optional[bool] = ...) -> None: ...

class KingState(_message.Message):
    __slots__ = ("options", "players", "phase", "deal_number", "dealer", "hands", "aside", "sheet", "rng", "trump", "trick", "tricks", "history", "queued")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    ASIDE_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    options: KingOptions
    players: int
    phase: KingPhase
    deal_number: int
    dealer: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    aside: _containers.RepeatedScalarFieldContainer[str]
    sheet: _common_pb2.ScoreSheet
    rng: _common_pb2.RngState
    trump: KingTrump
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    history: _containers.RepeatedCompositeFieldContainer[KingDealRecord]
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, options: _Optional[_Union[KingOptions, _Mapping]] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[KingPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., aside: _Optional[_Iterable[str]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., trump: _Optional[_Union[KingTrump, str]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., history: _Optional[_Iterable[_Union[KingDealRecord, _Mapping]]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class KingDealRecord(_message.Message):
    __slots__ = ("number", "dealer", "contract", "trump", "tricks")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    number: int
    dealer: int
    contract: KingContract
    trump: KingTrump
    tricks: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, number: _Optional[int] = ..., dealer: _Optional[int] = ..., contract: _Optional[_Union[KingContract, str]] = ..., trump: _Optional[_Union[KingTrump, str]] = ..., tricks: _Optional[_Iterable[int]] = ...) -> None: ...

class KingView(_message.Message):
    __slots__ = ("options", "seat", "phase", "deal_number", "dealer", "contract", "active", "to_act", "hands", "hand_sizes", "aside_size", "trump", "trick", "tricks", "sheet", "history")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    ACTIVE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    ASIDE_SIZE_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    options: KingOptions
    seat: int
    phase: KingPhase
    deal_number: int
    dealer: int
    contract: KingContract
    active: _containers.RepeatedScalarFieldContainer[int]
    to_act: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    aside_size: int
    trump: KingTrump
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    sheet: _common_pb2.ScoreSheet
    history: _containers.RepeatedCompositeFieldContainer[KingDealRecord]
    def __init__(self, options: _Optional[_Union[KingOptions, _Mapping]] = ..., seat: _Optional[int] = ..., phase: _Optional[_Union[KingPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., contract: _Optional[_Union[KingContract, str]] = ..., active: _Optional[_Iterable[int]] = ..., to_act: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., aside_size: _Optional[int] = ..., trump: _Optional[_Union[KingTrump, str]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., history: _Optional[_Iterable[_Union[KingDealRecord, _Mapping]]] = ...) -> None: ...
