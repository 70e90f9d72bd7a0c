from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class BusinessTrump(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BUSINESS_TRUMP_UNSPECIFIED: _ClassVar[BusinessTrump]
    BUSINESS_TRUMP_CLUBS: _ClassVar[BusinessTrump]
    BUSINESS_TRUMP_DIAMONDS: _ClassVar[BusinessTrump]
    BUSINESS_TRUMP_HEARTS: _ClassVar[BusinessTrump]
    BUSINESS_TRUMP_SPADES: _ClassVar[BusinessTrump]

class BusinessRole(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BUSINESS_ROLE_UNSPECIFIED: _ClassVar[BusinessRole]
    BUSINESS_ROLE_NONE: _ClassVar[BusinessRole]
    BUSINESS_ROLE_DECLARER: _ClassVar[BusinessRole]
    BUSINESS_ROLE_BANKER: _ClassVar[BusinessRole]
    BUSINESS_ROLE_THIEF: _ClassVar[BusinessRole]
    BUSINESS_ROLE_POLICEMAN: _ClassVar[BusinessRole]
    BUSINESS_ROLE_MAFIA: _ClassVar[BusinessRole]

class BusinessPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BUSINESS_PHASE_UNSPECIFIED: _ClassVar[BusinessPhase]
    BUSINESS_PHASE_AUCTION: _ClassVar[BusinessPhase]
    BUSINESS_PHASE_DISCARD: _ClassVar[BusinessPhase]
    BUSINESS_PHASE_ANNOUNCE: _ClassVar[BusinessPhase]
    BUSINESS_PHASE_ROLES: _ClassVar[BusinessPhase]
    BUSINESS_PHASE_PLAY: _ClassVar[BusinessPhase]
    BUSINESS_PHASE_NEW_TRUMP: _ClassVar[BusinessPhase]
    BUSINESS_PHASE_OVER: _ClassVar[BusinessPhase]
BUSINESS_TRUMP_UNSPECIFIED: BusinessTrump
BUSINESS_TRUMP_CLUBS: BusinessTrump
BUSINESS_TRUMP_DIAMONDS: BusinessTrump
BUSINESS_TRUMP_HEARTS: BusinessTrump
BUSINESS_TRUMP_SPADES: BusinessTrump
BUSINESS_ROLE_UNSPECIFIED: BusinessRole
BUSINESS_ROLE_NONE: BusinessRole
BUSINESS_ROLE_DECLARER: BusinessRole
BUSINESS_ROLE_BANKER: BusinessRole
BUSINESS_ROLE_THIEF: BusinessRole
BUSINESS_ROLE_POLICEMAN: BusinessRole
BUSINESS_ROLE_MAFIA: BusinessRole
BUSINESS_PHASE_UNSPECIFIED: BusinessPhase
BUSINESS_PHASE_AUCTION: BusinessPhase
BUSINESS_PHASE_DISCARD: BusinessPhase
BUSINESS_PHASE_ANNOUNCE: BusinessPhase
BUSINESS_PHASE_ROLES: BusinessPhase
BUSINESS_PHASE_PLAY: BusinessPhase
BUSINESS_PHASE_NEW_TRUMP: BusinessPhase
BUSINESS_PHASE_OVER: BusinessPhase

class BusinessMove(_message.Message):
    __slots__ = ("bid", "discard", "alone", "with_banker", "choose", "change", "new_trump", "play", "play_joker")
    PASS_FIELD_NUMBER: _ClassVar[int]
    BID_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    ALONE_FIELD_NUMBER: _ClassVar[int]
    WITH_BANKER_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_FIELD_NUMBER: _ClassVar[int]
    CHANGE_FIELD_NUMBER: _ClassVar[int]
    NEW_TRUMP_FIELD_NUMBER: _ClassVar[int]
    PLAY_FIELD_NUMBER: _ClassVar[int]
    PLAY_JOKER_FIELD_NUMBER: _ClassVar[int]
    bid: BusinessBid
    discard: BusinessDiscard
    alone: BusinessAlone
    with_banker: BusinessWithBanker
    choose: BusinessChoose
    change: BusinessChange
    new_trump: BusinessNewTrump
    play: BusinessPlay
    play_joker: BusinessPlayJoker
    def __init__(self, bid: _Optional[_Union[BusinessBid, _Mapping]] = ..., discard: _Optional[_Union[BusinessDiscard, _Mapping]] = ..., alone: _Optional[_Union[BusinessAlone, _Mapping]] = ..., with_banker: _Optional[_Union[BusinessWithBanker, _Mapping]] = ..., choose: _Optional[_Union[BusinessChoose, _Mapping]] = ..., change: _Optional[_Union[BusinessChange, _Mapping]] = ..., new_trump: _Optional[_Union[BusinessNewTrump, _Mapping]] = ..., play: _Optional[_Union[BusinessPlay, _Mapping]] = ..., play_joker: _Optional[_Union[BusinessPlayJoker, _Mapping]] = ..., **kwargs) -> None: ...

class BusinessPass(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BusinessBid(_message.Message):
    __slots__ = ("count", "suit")
    COUNT_FIELD_NUMBER: _ClassVar[int]
    SUIT_FIELD_NUMBER: _ClassVar[int]
    count: int
    suit: BusinessTrump
    def __init__(self, count: _Optional[int] = ..., suit: _Optional[_Union[BusinessTrump, str]] = ...) -> None: ...

class BusinessDiscard(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class BusinessAlone(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BusinessWithBanker(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BusinessChoose(_message.Message):
    __slots__ = ("role",)
    ROLE_FIELD_NUMBER: _ClassVar[int]
    role: BusinessRole
    def __init__(self, role: _Optional[_Union[BusinessRole, str]] = ...) -> None: ...

class BusinessChange(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BusinessNewTrump(_message.Message):
    __slots__ = ("suit",)
    SUIT_FIELD_NUMBER: _ClassVar[int]
    suit: BusinessTrump
    def __init__(self, suit: _Optional[_Union[BusinessTrump, str]] = ...) -> None: ...

class BusinessPlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class BusinessPlayJoker(_message.Message):
    __slots__ = ("card", "named")
    CARD_FIELD_NUMBER: _ClassVar[int]
    NAMED_FIELD_NUMBER: _ClassVar[int]
    card: str
    named: str
    def __init__(self, card: _Optional[str] = ..., named: _Optional[str] = ...) -> None: ...

class BusinessOptions(_message.Message):
    __slots__ = ("deck", "talon_open_count", "num_deals")
    DECK_FIELD_NUMBER: _ClassVar[int]
    TALON_OPEN_COUNT_FIELD_NUMBER: _ClassVar[int]
    NUM_DEALS_FIELD_NUMBER: _ClassVar[int]
    deck: str
    talon_open_count: int
    num_deals: int
    def __init__(self, deck: _Optional[str] = ..., talon_open_count: _Optional[int] = ..., num_deals: _Optional[int] = ...) -> None: ...

class BusinessState(_message.Message):
    __slots__ = ("options", "players", "phase", "deal_number", "dealer", "hands", "talon", "sheet", "rng", "discard", "revealed", "calls", "declarer", "bid_count", "bid_suit", "contract", "with_banker_announced", "roles", "trump", "changed", "trick", "trick_named", "tricks_played", "jokers", "played", "last_trick", "last_named", "tricks_won", "declarer_tricks", "history", "queued")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    TALON_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    REVEALED_FIELD_NUMBER: _ClassVar[int]
    CALLS_FIELD_NUMBER: _ClassVar[int]
    DECLARER_FIELD_NUMBER: _ClassVar[int]
    BID_COUNT_FIELD_NUMBER: _ClassVar[int]
    BID_SUIT_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    WITH_BANKER_ANNOUNCED_FIELD_NUMBER: _ClassVar[int]
    ROLES_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    CHANGED_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICK_NAMED_FIELD_NUMBER: _ClassVar[int]
    TRICKS_PLAYED_FIELD_NUMBER: _ClassVar[int]
    JOKERS_FIELD_NUMBER: _ClassVar[int]
    PLAYED_FIELD_NUMBER: _ClassVar[int]
    LAST_TRICK_FIELD_NUMBER: _ClassVar[int]
    LAST_NAMED_FIELD_NUMBER: _ClassVar[int]
    TRICKS_WON_FIELD_NUMBER: _ClassVar[int]
    DECLARER_TRICKS_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    options: BusinessOptions
    players: int
    phase: BusinessPhase
    deal_number: int
    dealer: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    talon: _containers.RepeatedScalarFieldContainer[str]
    sheet: _common_pb2.ScoreSheet
    rng: _common_pb2.RngState
    discard: _containers.RepeatedScalarFieldContainer[str]
    revealed: _containers.RepeatedScalarFieldContainer[str]
    calls: _containers.RepeatedCompositeFieldContainer[BusinessCall]
    declarer: int
    bid_count: int
    bid_suit: BusinessTrump
    contract: int
    with_banker_announced: bool
    roles: _containers.RepeatedScalarFieldContainer[BusinessRole]
    trump: BusinessTrump
    changed: bool
    trick: _common_pb2.Trick
    trick_named: _containers.RepeatedScalarFieldContainer[str]
    tricks_played: int
    jokers: _containers.RepeatedCompositeFieldContainer[BusinessJokerPlay]
    played: _containers.RepeatedScalarFieldContainer[str]
    last_trick: _common_pb2.Trick
    last_named: _containers.RepeatedScalarFieldContainer[str]
    tricks_won: _containers.RepeatedScalarFieldContainer[int]
    declarer_tricks: int
    history: _containers.RepeatedCompositeFieldContainer[BusinessDealRecord]
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, options: _Optional[_Union[BusinessOptions, _Mapping]] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[BusinessPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., talon: _Optional[_Iterable[str]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., discard: _Optional[_Iterable[str]] = ..., revealed: _Optional[_Iterable[str]] = ..., calls: _Optional[_Iterable[_Union[BusinessCall, _Mapping]]] = ..., declarer: _Optional[int] = ..., bid_count: _Optional[int] = ..., bid_suit: _Optional[_Union[BusinessTrump, str]] = ..., contract: _Optional[int] = ..., with_banker_announced: _Optional[bool] = ..., roles: _Optional[_Iterable[_Union[BusinessRole, str]]] = ..., trump: _Optional[_Union[BusinessTrump, str]] = ..., changed: _Optional[bool] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., trick_named: _Optional[_Iterable[str]] = ..., tricks_played: _Optional[int] = ..., jokers: _Optional[_Iterable[_Union[BusinessJokerPlay, _Mapping]]] = ..., played: _Optional[_Iterable[str]] = ..., last_trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., last_named: _Optional[_Iterable[str]] = ..., tricks_won: _Optional[_Iterable[int]] = ..., declarer_tricks: _Optional[int] = ..., history: _Optional[_Iterable[_Union[BusinessDealRecord, _Mapping]]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class BusinessCall(_message.Message):
    __slots__ = ("seat", "count", "suit")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    SUIT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    count: int
    suit: BusinessTrump
    def __init__(self, seat: _Optional[int] = ..., count: _Optional[int] = ..., suit: _Optional[_Union[BusinessTrump, str]] = ...) -> None: ...

class BusinessJokerPlay(_message.Message):
    __slots__ = ("trick", "joker", "named")
    TRICK_FIELD_NUMBER: _ClassVar[int]
    JOKER_FIELD_NUMBER: _ClassVar[int]
    NAMED_FIELD_NUMBER: _ClassVar[int]
    trick: int
    joker: str
    named: str
    def __init__(self, trick: _Optional[int] = ..., joker: _Optional[str] = ..., named: _Optional[str] = ...) -> None: ...

class BusinessDealRecord(_message.Message):
    __slots__ = ("number", "dealer", "declarer", "count", "suit", "with_banker", "caught", "declarer_tricks", "roles", "tricks")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    DECLARER_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    SUIT_FIELD_NUMBER: _ClassVar[int]
    WITH_BANKER_FIELD_NUMBER: _ClassVar[int]
    CAUGHT_FIELD_NUMBER: _ClassVar[int]
    DECLARER_TRICKS_FIELD_NUMBER: _ClassVar[int]
    ROLES_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    number: int
    dealer: int
    declarer: int
    count: int
    suit: BusinessTrump
    with_banker: bool
    caught: bool
    declarer_tricks: int
    roles: _containers.RepeatedScalarFieldContainer[BusinessRole]
    tricks: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, number: _Optional[int] = ..., dealer: _Optional[int] = ..., declarer: _Optional[int] = ..., count: _Optional[int] = ..., suit: _Optional[_Union[BusinessTrump, str]] = ..., with_banker: _Optional[bool] = ..., caught: _Optional[bool] = ..., declarer_tricks: _Optional[int] = ..., roles: _Optional[_Iterable[_Union[BusinessRole, str]]] = ..., tricks: _Optional[_Iterable[int]] = ...) -> None: ...

class BusinessView(_message.Message):
    __slots__ = ("options", "seat", "phase", "deal_number", "dealer", "to_act", "hand", "hands", "hand_sizes", "talon", "talon_size", "revealed", "discard", "calls", "declarer", "bid_count", "bid_suit", "contract", "with_banker_announced", "roles", "trump", "changed", "trick", "trick_named", "last_trick", "last_named", "jokers", "tricks_won", "declarer_tricks", "sheet", "history")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    TALON_FIELD_NUMBER: _ClassVar[int]
    TALON_SIZE_FIELD_NUMBER: _ClassVar[int]
    REVEALED_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    CALLS_FIELD_NUMBER: _ClassVar[int]
    DECLARER_FIELD_NUMBER: _ClassVar[int]
    BID_COUNT_FIELD_NUMBER: _ClassVar[int]
    BID_SUIT_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    WITH_BANKER_ANNOUNCED_FIELD_NUMBER: _ClassVar[int]
    ROLES_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    CHANGED_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICK_NAMED_FIELD_NUMBER: _ClassVar[int]
    LAST_TRICK_FIELD_NUMBER: _ClassVar[int]
    LAST_NAMED_FIELD_NUMBER: _ClassVar[int]
    JOKERS_FIELD_NUMBER: _ClassVar[int]
    TRICKS_WON_FIELD_NUMBER: _ClassVar[int]
    DECLARER_TRICKS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    options: BusinessOptions
    seat: int
    phase: BusinessPhase
    deal_number: int
    dealer: int
    to_act: int
    hand: _common_pb2.Hand
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    talon: _containers.RepeatedScalarFieldContainer[str]
    talon_size: int
    revealed: _containers.RepeatedScalarFieldContainer[str]
    discard: _containers.RepeatedScalarFieldContainer[str]
    calls: _containers.RepeatedCompositeFieldContainer[BusinessCall]
    declarer: int
    bid_count: int
    bid_suit: BusinessTrump
    contract: int
    with_banker_announced: bool
    roles: _containers.RepeatedScalarFieldContainer[BusinessRole]
    trump: BusinessTrump
    changed: bool
    trick: _common_pb2.Trick
    trick_named: _containers.RepeatedScalarFieldContainer[str]
    last_trick: _common_pb2.Trick
    last_named: _containers.RepeatedScalarFieldContainer[str]
    jokers: _containers.RepeatedCompositeFieldContainer[BusinessJokerPlay]
    tricks_won: _containers.RepeatedScalarFieldContainer[int]
    declarer_tricks: int
    sheet: _common_pb2.ScoreSheet
    history: _containers.RepeatedCompositeFieldContainer[BusinessDealRecord]
    def __init__(self, options: _Optional[_Union[BusinessOptions, _Mapping]] = ..., seat: _Optional[int] = ..., phase: _Optional[_Union[BusinessPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., to_act: _Optional[int] = ..., hand: _Optional[_Union[_common_pb2.Hand, _Mapping]] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., talon: _Optional[_Iterable[str]] = ..., talon_size: _Optional[int] = ..., revealed: _Optional[_Iterable[str]] = ..., discard: _Optional[_Iterable[str]] = ..., calls: _Optional[_Iterable[_Union[BusinessCall, _Mapping]]] = ..., declarer: _Optional[int] = ..., bid_count: _Optional[int] = ..., bid_suit: _Optional[_Union[BusinessTrump, str]] = ..., contract: _Optional[int] = ..., with_banker_announced: _Optional[bool] = ..., roles: _Optional[_Iterable[_Union[BusinessRole, str]]] = ..., trump: _Optional[_Union[BusinessTrump, str]] = ..., changed: _Optional[bool] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., trick_named: _Optional[_Iterable[str]] = ..., last_trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., last_named: _Optional[_Iterable[str]] = ..., jokers: _Optional[_Iterable[_Union[BusinessJokerPlay, _Mapping]]] = ..., tricks_won: _Optional[_Iterable[int]] = ..., declarer_tricks: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., history: _Optional[_Iterable[_Union[BusinessDealRecord, _Mapping]]] = ...) -> None: ...
