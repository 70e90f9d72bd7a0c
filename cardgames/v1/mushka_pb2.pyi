from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class MushkaPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MUSHKA_PHASE_UNSPECIFIED: _ClassVar[MushkaPhase]
    MUSHKA_PHASE_EXCHANGE: _ClassVar[MushkaPhase]
    MUSHKA_PHASE_TRUMP_CARD: _ClassVar[MushkaPhase]
    MUSHKA_PHASE_PLAY: _ClassVar[MushkaPhase]
    MUSHKA_PHASE_OVER: _ClassVar[MushkaPhase]

class MushkaStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MUSHKA_STATUS_UNSPECIFIED: _ClassVar[MushkaStatus]
    MUSHKA_STATUS_WAITING: _ClassVar[MushkaStatus]
    MUSHKA_STATUS_PASSED: _ClassVar[MushkaStatus]
    MUSHKA_STATUS_PLAYING: _ClassVar[MushkaStatus]
MUSHKA_PHASE_UNSPECIFIED: MushkaPhase
MUSHKA_PHASE_EXCHANGE: MushkaPhase
MUSHKA_PHASE_TRUMP_CARD: MushkaPhase
MUSHKA_PHASE_PLAY: MushkaPhase
MUSHKA_PHASE_OVER: MushkaPhase
MUSHKA_STATUS_UNSPECIFIED: MushkaStatus
MUSHKA_STATUS_WAITING: MushkaStatus
MUSHKA_STATUS_PASSED: MushkaStatus
MUSHKA_STATUS_PLAYING: MushkaStatus

class MushkaMove(_message.Message):
    __slots__ = ("keep", "exchange", "take", "leave", "play")
    PASS_FIELD_NUMBER: _ClassVar[int]
    KEEP_FIELD_NUMBER: _ClassVar[int]
    EXCHANGE_FIELD_NUMBER: _ClassVar[int]
    TAKE_FIELD_NUMBER: _ClassVar[int]
    LEAVE_FIELD_NUMBER: _ClassVar[int]
    PLAY_FIELD_NUMBER: _ClassVar[int]
    keep: MushkaKeep
    exchange: MushkaExchange
    take: MushkaTake
    leave: MushkaLeave
    play: MushkaPlay
    def __init__(self, keep: _Optional[_Union[MushkaKeep, _Mapping]] = ..., exchange: _Optional[_Union[MushkaExchange, _Mapping]] = ..., take: _Optional[_Union[MushkaTake, _Mapping]] = ..., leave: _Optional[_Union[MushkaLeave, _Mapping]] = ..., play: _Optional[_Union[MushkaPlay, _Mapping]] = ..., **kwargs) -> None: ...

class MushkaPass(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class MushkaKeep(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class MushkaExchange(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class MushkaTake(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class MushkaLeave(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class MushkaPlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class MushkaOptions(_message.Message):
    __slots__ = ("short_deck_players", "games", "max_deals", "bust_on_overshoot", "permissive_revokes", "trick_history")
    SHORT_DECK_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    GAMES_FIELD_NUMBER: _ClassVar[int]
    MAX_DEALS_FIELD_NUMBER: _ClassVar[int]
    BUST_ON_OVERSHOOT_FIELD_NUMBER: _ClassVar[int]
    PERMISSIVE_REVOKES_FIELD_NUMBER: _ClassVar[int]
    TRICK_HISTORY_FIELD_NUMBER: _ClassVar[int]
    short_deck_players: int
    games: int
    max_deals: int
    bust_on_overshoot: bool
    permissive_revokes: bool
    trick_history: str
    def __init__(self, short_deck_players: _Optional[int] = ..., games: _Optional[int] = ..., max_deals: _Optional[int] = ..., bust_on_overshoot: _Optional[bool] = ..., permissive_revokes: _Optional[bool] = ..., trick_history: _Optional[str] = ...) -> None: ...

class MushkaState(_message.Message):
    __slots__ = ("options", "players", "phase", "game", "deal_number", "game_deal", "dealer", "trump", "table_card", "hands", "stock", "discards", "status", "exchanged", "turn", "sheet", "rng", "trick", "tricks", "revokes", "queued")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    GAME_DEAL_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    TABLE_CARD_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    DISCARDS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    EXCHANGED_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    REVOKES_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    options: MushkaOptions
    players: int
    phase: MushkaPhase
    game: int
    deal_number: int
    game_deal: int
    dealer: int
    trump: str
    table_card: str
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    stock: _containers.RepeatedScalarFieldContainer[str]
    discards: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    status: _containers.RepeatedScalarFieldContainer[MushkaStatus]
    exchanged: _containers.RepeatedScalarFieldContainer[int]
    turn: int
    sheet: _common_pb2.ScoreSheet
    rng: _common_pb2.RngState
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    revokes: _containers.RepeatedScalarFieldContainer[int]
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, options: _Optional[_Union[MushkaOptions, _Mapping]] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[MushkaPhase, str]] = ..., game: _Optional[int] = ..., deal_number: _Optional[int] = ..., game_deal: _Optional[int] = ..., dealer: _Optional[int] = ..., trump: _Optional[str] = ..., table_card: _Optional[str] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., stock: _Optional[_Iterable[str]] = ..., discards: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., status: _Optional[_Iterable[_Union[MushkaStatus, str]]] = ..., exchanged: _Optional[_Iterable[int]] = ..., turn: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., revokes: _Optional[_Iterable[int]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class MushkaView(_message.Message):
    __slots__ = ("options", "seat", "players", "phase", "game", "deal_number", "dealer", "to_act", "trump", "table_card", "stock_count", "hands", "hand_sizes", "discards", "discard_sizes", "status", "exchanged", "trick", "tricks", "tricks_won", "counts", "ledger", "revokes", "sheet")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    TABLE_CARD_FIELD_NUMBER: _ClassVar[int]
    STOCK_COUNT_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    DISCARDS_FIELD_NUMBER: _ClassVar[int]
    DISCARD_SIZES_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    EXCHANGED_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    TRICKS_WON_FIELD_NUMBER: _ClassVar[int]
    COUNTS_FIELD_NUMBER: _ClassVar[int]
    LEDGER_FIELD_NUMBER: _ClassVar[int]
    REVOKES_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    options: MushkaOptions
    seat: int
    players: int
    phase: MushkaPhase
    game: int
    deal_number: int
    dealer: int
    to_act: int
    trump: str
    table_card: str
    stock_count: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    discards: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    discard_sizes: _containers.RepeatedScalarFieldContainer[int]
    status: _containers.RepeatedScalarFieldContainer[MushkaStatus]
    exchanged: _containers.RepeatedScalarFieldContainer[int]
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    tricks_won: _containers.RepeatedScalarFieldContainer[int]
    counts: _containers.RepeatedScalarFieldContainer[int]
    ledger: _containers.RepeatedScalarFieldContainer[int]
    revokes: _containers.RepeatedScalarFieldContainer[int]
    sheet: _common_pb2.ScoreSheet
    def __init__(self, options: _Optional[_Union[MushkaOptions, _Mapping]] = ..., seat: _Optional[int] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[MushkaPhase, str]] = ..., game: _Optional[int] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., to_act: _Optional[int] = ..., trump: _Optional[str] = ..., table_card: _Optional[str] = ..., stock_count: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., discards: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., discard_sizes: _Optional[_Iterable[int]] = ..., status: _Optional[_Iterable[_Union[MushkaStatus, str]]] = ..., exchanged: _Optional[_Iterable[int]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., tricks_won: _Optional[_Iterable[int]] = ..., counts: _Optional[_Iterable[int]] = ..., ledger: _Optional[_Iterable[int]] = ..., revokes: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ...) -> None: ...
