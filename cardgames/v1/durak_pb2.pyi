from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class DurakPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DURAK_PHASE_UNSPECIFIED: _ClassVar[DurakPhase]
    DURAK_PHASE_ATTACK: _ClassVar[DurakPhase]
    DURAK_PHASE_DEFEND: _ClassVar[DurakPhase]
    DURAK_PHASE_THROW_IN: _ClassVar[DurakPhase]
    DURAK_PHASE_AFTER_TAKE: _ClassVar[DurakPhase]
    DURAK_PHASE_OVER: _ClassVar[DurakPhase]
DURAK_PHASE_UNSPECIFIED: DurakPhase
DURAK_PHASE_ATTACK: DurakPhase
DURAK_PHASE_DEFEND: DurakPhase
DURAK_PHASE_THROW_IN: DurakPhase
DURAK_PHASE_AFTER_TAKE: DurakPhase
DURAK_PHASE_OVER: DurakPhase

class DurakMove(_message.Message):
    __slots__ = ("attack", "cover", "take", "throw_in", "done")
    ATTACK_FIELD_NUMBER: _ClassVar[int]
    COVER_FIELD_NUMBER: _ClassVar[int]
    TAKE_FIELD_NUMBER: _ClassVar[int]
    THROW_IN_FIELD_NUMBER: _ClassVar[int]
    DONE_FIELD_NUMBER: _ClassVar[int]
    PASS_FIELD_NUMBER: _ClassVar[int]
    attack: DurakAttack
    cover: DurakCover
    take: DurakTake
    throw_in: DurakThrowIn
    done: DurakDone
    def __init__(self, attack: _Optional[_Union[DurakAttack, _Mapping]] = ..., cover: _Optional[_Union[DurakCover, _Mapping]] = ..., take: _Optional[_Union[DurakTake, _Mapping]] = ..., throw_in: _Optional[_Union[DurakThrowIn, _Mapping]] = ..., done: _Optional[_Union[DurakDone, _Mapping]] = ..., **kwargs) -> None: ...

class DurakAttack(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class DurakCover(_message.Message):
    __slots__ = ("attack_card", "card")
    ATTACK_CARD_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    attack_card: str
    card: str
    def __init__(self, attack_card: _Optional[str] = ..., card: _Optional[str] = ...) -> None: ...

class DurakTake(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DurakThrowIn(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class DurakDone(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DurakPass(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DurakOptions(_message.Message):
    __slots__ = ("games",)
    GAMES_FIELD_NUMBER: _ClassVar[int]
    games: int
    def __init__(self, games: _Optional[int] = ...) -> None: ...

class DurakState(_message.Message):
    __slots__ = ("players", "dealer", "trump", "hands", "known", "stock", "table", "discard", "phase", "attacker", "defender", "thrower", "limit", "bout", "places", "rng", "options", "game", "sheet", "queued")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    KNOWN_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    TABLE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    DEFENDER_FIELD_NUMBER: _ClassVar[int]
    THROWER_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    BOUT_FIELD_NUMBER: _ClassVar[int]
    PLACES_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    players: int
    dealer: int
    trump: str
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    known: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    stock: _containers.RepeatedScalarFieldContainer[str]
    table: _containers.RepeatedCompositeFieldContainer[DurakPair]
    discard: _containers.RepeatedScalarFieldContainer[str]
    phase: DurakPhase
    attacker: int
    defender: int
    thrower: int
    limit: int
    bout: int
    places: _containers.RepeatedScalarFieldContainer[int]
    rng: _common_pb2.RngState
    options: DurakOptions
    game: int
    sheet: _common_pb2.ScoreSheet
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, players: _Optional[int] = ..., dealer: _Optional[int] = ..., trump: _Optional[str] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., known: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., stock: _Optional[_Iterable[str]] = ..., table: _Optional[_Iterable[_Union[DurakPair, _Mapping]]] = ..., discard: _Optional[_Iterable[str]] = ..., phase: _Optional[_Union[DurakPhase, str]] = ..., attacker: _Optional[int] = ..., defender: _Optional[int] = ..., thrower: _Optional[int] = ..., limit: _Optional[int] = ..., bout: _Optional[int] = ..., places: _Optional[_Iterable[int]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., options: _Optional[_Union[DurakOptions, _Mapping]] = ..., game: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class DurakPair(_message.Message):
    __slots__ = ("attack", "cover")
    ATTACK_FIELD_NUMBER: _ClassVar[int]
    COVER_FIELD_NUMBER: _ClassVar[int]
    attack: str
    cover: str
    def __init__(self, attack: _Optional[str] = ..., cover: _Optional[str] = ...) -> None: ...

class DurakView(_message.Message):
    __slots__ = ("seat", "players", "dealer", "phase", "to_act", "trump", "stock_count", "hand", "hand_sizes", "known", "hands", "table", "discard", "attacker", "defender", "thrower", "limit", "bout", "places", "game", "games", "sheet")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    STOCK_COUNT_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    KNOWN_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    TABLE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    DEFENDER_FIELD_NUMBER: _ClassVar[int]
    THROWER_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    BOUT_FIELD_NUMBER: _ClassVar[int]
    PLACES_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    GAMES_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    seat: int
    players: int
    dealer: int
    phase: DurakPhase
    to_act: int
    trump: str
    stock_count: int
    hand: _containers.RepeatedScalarFieldContainer[str]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    known: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    table: _containers.RepeatedCompositeFieldContainer[DurakPair]
    discard: _containers.RepeatedScalarFieldContainer[str]
    attacker: int
    defender: int
    thrower: int
    limit: int
    bout: int
    places: _containers.RepeatedScalarFieldContainer[int]
    game: int
    games: int
    sheet: _common_pb2.ScoreSheet
    def __init__(self, seat: _Optional[int] = ..., players: _Optional[int] = ..., dealer: _Optional[int] = ..., phase: _Optional[_Union[DurakPhase, str]] = ..., to_act: _Optional[int] = ..., trump: _Optional[str] = ..., stock_count: _Optional[int] = ..., hand: _Optional[_Iterable[str]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., known: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., table: _Optional[_Iterable[_Union[DurakPair, _Mapping]]] = ..., discard: _Optional[_Iterable[str]] = ..., attacker: _Optional[int] = ..., defender: _Optional[int] = ..., thrower: _Optional[int] = ..., limit: _Optional[int] = ..., bout: _Optional[int] = ..., places: _Optional[_Iterable[int]] = ..., game: _Optional[int] = ..., games: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ...) -> None: ...
