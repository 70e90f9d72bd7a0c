from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class AkulinaPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    AKULINA_PHASE_UNSPECIFIED: _ClassVar[AkulinaPhase]
    AKULINA_PHASE_ATTACK: _ClassVar[AkulinaPhase]
    AKULINA_PHASE_DEFEND: _ClassVar[AkulinaPhase]
    AKULINA_PHASE_OVER: _ClassVar[AkulinaPhase]
AKULINA_PHASE_UNSPECIFIED: AkulinaPhase
AKULINA_PHASE_ATTACK: AkulinaPhase
AKULINA_PHASE_DEFEND: AkulinaPhase
AKULINA_PHASE_OVER: AkulinaPhase

class AkulinaMove(_message.Message):
    __slots__ = ("attack", "cover", "take")
    ATTACK_FIELD_NUMBER: _ClassVar[int]
    COVER_FIELD_NUMBER: _ClassVar[int]
    TAKE_FIELD_NUMBER: _ClassVar[int]
    attack: AkulinaAttack
    cover: AkulinaCover
    take: AkulinaTake
    def __init__(self, attack: _Optional[_Union[AkulinaAttack, _Mapping]] = ..., cover: _Optional[_Union[AkulinaCover, _Mapping]] = ..., take: _Optional[_Union[AkulinaTake, _Mapping]] = ...) -> None: ...

class AkulinaAttack(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class AkulinaCover(_message.Message):
    __slots__ = ("attack_card", "card")
    ATTACK_CARD_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    attack_card: str
    card: str
    def __init__(self, attack_card: _Optional[str] = ..., card: _Optional[str] = ...) -> None: ...

class AkulinaTake(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class AkulinaOptions(_message.Message):
    __slots__ = ("games", "defender_draws_after_bout", "attack_limited_to_defender_hand")
    GAMES_FIELD_NUMBER: _ClassVar[int]
    DEFENDER_DRAWS_AFTER_BOUT_FIELD_NUMBER: _ClassVar[int]
    ATTACK_LIMITED_TO_DEFENDER_HAND_FIELD_NUMBER: _ClassVar[int]
    games: int
    defender_draws_after_bout: bool
    attack_limited_to_defender_hand: bool
    def __init__(self, games: _Optional[int] = ..., defender_draws_after_bout: _Optional[bool] = ..., attack_limited_to_defender_hand: _Optional[bool] = ...) -> None: ...

class AkulinaState(_message.Message):
    __slots__ = ("players", "dealer", "trump", "hands", "known", "stock", "phase", "attacker", "defender", "places", "rng", "table", "discard", "options", "game", "sheet", "queued", "cut")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    KNOWN_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    DEFENDER_FIELD_NUMBER: _ClassVar[int]
    PLACES_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    TABLE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    players: int
    dealer: int
    trump: str
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    known: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    stock: _containers.RepeatedScalarFieldContainer[str]
    phase: AkulinaPhase
    attacker: int
    defender: int
    places: _containers.RepeatedScalarFieldContainer[int]
    rng: _common_pb2.RngState
    table: _containers.RepeatedCompositeFieldContainer[_common_pb2.TablePair]
    discard: _containers.RepeatedScalarFieldContainer[str]
    options: AkulinaOptions
    game: int
    sheet: _common_pb2.ScoreSheet
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, players: _Optional[int] = ..., dealer: _Optional[int] = ..., trump: _Optional[str] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., known: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., stock: _Optional[_Iterable[str]] = ..., phase: _Optional[_Union[AkulinaPhase, str]] = ..., attacker: _Optional[int] = ..., defender: _Optional[int] = ..., places: _Optional[_Iterable[int]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., table: _Optional[_Iterable[_Union[_common_pb2.TablePair, _Mapping]]] = ..., discard: _Optional[_Iterable[str]] = ..., options: _Optional[_Union[AkulinaOptions, _Mapping]] = ..., game: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...

class AkulinaView(_message.Message):
    __slots__ = ("seat", "players", "dealer", "phase", "to_act", "trump", "stock_count", "hand", "hand_sizes", "known", "hands", "table", "discard", "attacker", "defender", "places", "game", "games", "sheet", "cut")
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
    PLACES_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    GAMES_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    players: int
    dealer: int
    phase: AkulinaPhase
    to_act: int
    trump: str
    stock_count: int
    hand: _containers.RepeatedScalarFieldContainer[str]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    known: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    table: _containers.RepeatedCompositeFieldContainer[_common_pb2.TablePair]
    discard: _containers.RepeatedScalarFieldContainer[str]
    attacker: int
    defender: int
    places: _containers.RepeatedScalarFieldContainer[int]
    game: int
    games: int
    sheet: _common_pb2.ScoreSheet
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, seat: _Optional[int] = ..., players: _Optional[int] = ..., dealer: _Optional[int] = ..., phase: _Optional[_Union[AkulinaPhase, str]] = ..., to_act: _Optional[int] = ..., trump: _Optional[str] = ..., stock_count: _Optional[int] = ..., hand: _Optional[_Iterable[str]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., known: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., table: _Optional[_Iterable[_Union[_common_pb2.TablePair, _Mapping]]] = ..., discard: _Optional[_Iterable[str]] = ..., attacker: _Optional[int] = ..., defender: _Optional[int] = ..., places: _Optional[_Iterable[int]] = ..., game: _Optional[int] = ..., games: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...
