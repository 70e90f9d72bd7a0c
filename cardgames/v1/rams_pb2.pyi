from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class RamsPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RAMS_PHASE_UNSPECIFIED: _ClassVar[RamsPhase]
    RAMS_PHASE_EXCHANGE: _ClassVar[RamsPhase]
    RAMS_PHASE_TRUMP_CARD: _ClassVar[RamsPhase]
    RAMS_PHASE_FLUSH: _ClassVar[RamsPhase]
    RAMS_PHASE_PLAY: _ClassVar[RamsPhase]
    RAMS_PHASE_OVER: _ClassVar[RamsPhase]

class RamsStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RAMS_STATUS_UNSPECIFIED: _ClassVar[RamsStatus]
    RAMS_STATUS_WAITING: _ClassVar[RamsStatus]
    RAMS_STATUS_PASSED: _ClassVar[RamsStatus]
    RAMS_STATUS_PLAYING: _ClassVar[RamsStatus]
RAMS_PHASE_UNSPECIFIED: RamsPhase
RAMS_PHASE_EXCHANGE: RamsPhase
RAMS_PHASE_TRUMP_CARD: RamsPhase
RAMS_PHASE_FLUSH: RamsPhase
RAMS_PHASE_PLAY: RamsPhase
RAMS_PHASE_OVER: RamsPhase
RAMS_STATUS_UNSPECIFIED: RamsStatus
RAMS_STATUS_WAITING: RamsStatus
RAMS_STATUS_PASSED: RamsStatus
RAMS_STATUS_PLAYING: RamsStatus

class RamsMove(_message.Message):
    __slots__ = ("keep", "exchange", "jacks", "take", "leave", "flush", "play_on", "play")
    PASS_FIELD_NUMBER: _ClassVar[int]
    KEEP_FIELD_NUMBER: _ClassVar[int]
    EXCHANGE_FIELD_NUMBER: _ClassVar[int]
    JACKS_FIELD_NUMBER: _ClassVar[int]
    TAKE_FIELD_NUMBER: _ClassVar[int]
    LEAVE_FIELD_NUMBER: _ClassVar[int]
    FLUSH_FIELD_NUMBER: _ClassVar[int]
    PLAY_ON_FIELD_NUMBER: _ClassVar[int]
    PLAY_FIELD_NUMBER: _ClassVar[int]
    keep: RamsKeep
    exchange: RamsExchange
    jacks: RamsJacks
    take: RamsTake
    leave: RamsLeave
    flush: RamsFlush
    play_on: RamsPlayOn
    play: RamsPlay
    def __init__(self, keep: _Optional[_Union[RamsKeep, _Mapping]] = ..., exchange: _Optional[_Union[RamsExchange, _Mapping]] = ..., jacks: _Optional[_Union[RamsJacks, _Mapping]] = ..., take: _Optional[_Union[RamsTake, _Mapping]] = ..., leave: _Optional[_Union[RamsLeave, _Mapping]] = ..., flush: _Optional[_Union[RamsFlush, _Mapping]] = ..., play_on: _Optional[_Union[RamsPlayOn, _Mapping]] = ..., play: _Optional[_Union[RamsPlay, _Mapping]] = ..., **kwargs) -> None: ...

class RamsPass(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class RamsKeep(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class RamsExchange(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class RamsJacks(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class RamsTake(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class RamsLeave(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class RamsFlush(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class RamsPlayOn(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class RamsPlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class RamsOptions(_message.Message):
    __slots__ = ("start", "short_deck_players", "flush", "dealer_may_leave", "jacks_finish", "games", "max_deals", "permissive_revokes", "trick_history")
    START_FIELD_NUMBER: _ClassVar[int]
    SHORT_DECK_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    FLUSH_FIELD_NUMBER: _ClassVar[int]
    DEALER_MAY_LEAVE_FIELD_NUMBER: _ClassVar[int]
    JACKS_FINISH_FIELD_NUMBER: _ClassVar[int]
    GAMES_FIELD_NUMBER: _ClassVar[int]
    MAX_DEALS_FIELD_NUMBER: _ClassVar[int]
    PERMISSIVE_REVOKES_FIELD_NUMBER: _ClassVar[int]
    TRICK_HISTORY_FIELD_NUMBER: _ClassVar[int]
    start: str
    short_deck_players: int
    flush: str
    dealer_may_leave: bool
    jacks_finish: str
    games: int
    max_deals: int
    permissive_revokes: bool
    trick_history: str
    def __init__(self, start: _Optional[str] = ..., short_deck_players: _Optional[int] = ..., flush: _Optional[str] = ..., dealer_may_leave: _Optional[bool] = ..., jacks_finish: _Optional[str] = ..., games: _Optional[int] = ..., max_deals: _Optional[int] = ..., permissive_revokes: _Optional[bool] = ..., trick_history: _Optional[str] = ...) -> None: ...

class RamsState(_message.Message):
    __slots__ = ("options", "players", "phase", "game", "deal_number", "game_deal", "dealer", "trump", "table_card", "dealt", "hands", "stock", "discards", "status", "exchanged", "turn", "sheet", "rng", "shown", "previous_shown", "flush_declined", "trick", "tricks", "revoked", "queued")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    GAME_DEAL_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    TABLE_CARD_FIELD_NUMBER: _ClassVar[int]
    DEALT_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    DISCARDS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    EXCHANGED_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    SHOWN_FIELD_NUMBER: _ClassVar[int]
    PREVIOUS_SHOWN_FIELD_NUMBER: _ClassVar[int]
    FLUSH_DECLINED_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    REVOKED_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    options: RamsOptions
    players: int
    phase: RamsPhase
    game: int
    deal_number: int
    game_deal: int
    dealer: int
    trump: str
    table_card: str
    dealt: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    stock: _containers.RepeatedScalarFieldContainer[str]
    discards: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    status: _containers.RepeatedScalarFieldContainer[RamsStatus]
    exchanged: _containers.RepeatedScalarFieldContainer[int]
    turn: int
    sheet: _common_pb2.ScoreSheet
    rng: _common_pb2.RngState
    shown: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    previous_shown: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    flush_declined: _containers.RepeatedScalarFieldContainer[int]
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    revoked: _containers.RepeatedScalarFieldContainer[str]
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, options: _Optional[_Union[RamsOptions, _Mapping]] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[RamsPhase, str]] = ..., game: _Optional[int] = ..., deal_number: _Optional[int] = ..., game_deal: _Optional[int] = ..., dealer: _Optional[int] = ..., trump: _Optional[str] = ..., table_card: _Optional[str] = ..., dealt: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., stock: _Optional[_Iterable[str]] = ..., discards: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., status: _Optional[_Iterable[_Union[RamsStatus, str]]] = ..., exchanged: _Optional[_Iterable[int]] = ..., turn: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., shown: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., previous_shown: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., flush_declined: _Optional[_Iterable[int]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., revoked: _Optional[_Iterable[str]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class RamsView(_message.Message):
    __slots__ = ("options", "seat", "players", "phase", "game", "deal_number", "dealer", "to_act", "trump", "table_card", "stock_count", "hands", "dealt", "hand_sizes", "discards", "discard_sizes", "status", "exchanged", "shown", "previous_shown", "flush_declined", "trick", "tricks", "tricks_won", "revoked", "counts", "ledger", "sheet")
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
    DEALT_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    DISCARDS_FIELD_NUMBER: _ClassVar[int]
    DISCARD_SIZES_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    EXCHANGED_FIELD_NUMBER: _ClassVar[int]
    SHOWN_FIELD_NUMBER: _ClassVar[int]
    PREVIOUS_SHOWN_FIELD_NUMBER: _ClassVar[int]
    FLUSH_DECLINED_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    TRICKS_WON_FIELD_NUMBER: _ClassVar[int]
    REVOKED_FIELD_NUMBER: _ClassVar[int]
    COUNTS_FIELD_NUMBER: _ClassVar[int]
    LEDGER_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    options: RamsOptions
    seat: int
    players: int
    phase: RamsPhase
    game: int
    deal_number: int
    dealer: int
    to_act: int
    trump: str
    table_card: str
    stock_count: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    dealt: _common_pb2.Hand
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    discards: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    discard_sizes: _containers.RepeatedScalarFieldContainer[int]
    status: _containers.RepeatedScalarFieldContainer[RamsStatus]
    exchanged: _containers.RepeatedScalarFieldContainer[int]
    shown: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    previous_shown: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    flush_declined: _containers.RepeatedScalarFieldContainer[int]
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    tricks_won: _containers.RepeatedScalarFieldContainer[int]
    revoked: _containers.RepeatedScalarFieldContainer[str]
    counts: _containers.RepeatedScalarFieldContainer[int]
    ledger: _containers.RepeatedScalarFieldContainer[int]
    sheet: _common_pb2.ScoreSheet
    def __init__(self, options: _Optional[_Union[RamsOptions, _Mapping]] = ..., seat: _Optional[int] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[RamsPhase, str]] = ..., game: _Optional[int] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., to_act: _Optional[int] = ..., trump: _Optional[str] = ..., table_card: _Optional[str] = ..., stock_count: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., dealt: _Optional[_Union[_common_pb2.Hand, _Mapping]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., discards: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., discard_sizes: _Optional[_Iterable[int]] = ..., status: _Optional[_Iterable[_Union[RamsStatus, str]]] = ..., exchanged: _Optional[_Iterable[int]] = ..., shown: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., previous_shown: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., flush_declined: _Optional[_Iterable[int]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., tricks_won: _Optional[_Iterable[int]] = ..., revoked: _Optional[_Iterable[str]] = ..., counts: _Optional[_Iterable[int]] = ..., ledger: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ...) -> None: ...
