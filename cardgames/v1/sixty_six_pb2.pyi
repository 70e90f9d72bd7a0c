from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class SixtySixPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SIXTY_SIX_PHASE_UNSPECIFIED: _ClassVar[SixtySixPhase]
    SIXTY_SIX_PHASE_STOCK: _ClassVar[SixtySixPhase]
    SIXTY_SIX_PHASE_PLAY: _ClassVar[SixtySixPhase]
    SIXTY_SIX_PHASE_OVER: _ClassVar[SixtySixPhase]
SIXTY_SIX_PHASE_UNSPECIFIED: SixtySixPhase
SIXTY_SIX_PHASE_STOCK: SixtySixPhase
SIXTY_SIX_PHASE_PLAY: SixtySixPhase
SIXTY_SIX_PHASE_OVER: SixtySixPhase

class SixtySixMove(_message.Message):
    __slots__ = ("exchange", "close", "claim", "marry", "play")
    EXCHANGE_FIELD_NUMBER: _ClassVar[int]
    CLOSE_FIELD_NUMBER: _ClassVar[int]
    CLAIM_FIELD_NUMBER: _ClassVar[int]
    MARRY_FIELD_NUMBER: _ClassVar[int]
    PLAY_FIELD_NUMBER: _ClassVar[int]
    exchange: SixtySixExchange
    close: SixtySixClose
    claim: SixtySixClaim
    marry: SixtySixMarry
    play: SixtySixPlay
    def __init__(self, exchange: _Optional[_Union[SixtySixExchange, _Mapping]] = ..., close: _Optional[_Union[SixtySixClose, _Mapping]] = ..., claim: _Optional[_Union[SixtySixClaim, _Mapping]] = ..., marry: _Optional[_Union[SixtySixMarry, _Mapping]] = ..., play: _Optional[_Union[SixtySixPlay, _Mapping]] = ...) -> None: ...

class SixtySixExchange(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class SixtySixClose(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class SixtySixClaim(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class SixtySixMarry(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class SixtySixPlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class SixtySixOptions(_message.Message):
    __slots__ = ("target", "auto_claim", "exchange_face_down_only", "must_head", "last_trick_ten", "perfect_memory")
    TARGET_FIELD_NUMBER: _ClassVar[int]
    AUTO_CLAIM_FIELD_NUMBER: _ClassVar[int]
    EXCHANGE_FACE_DOWN_ONLY_FIELD_NUMBER: _ClassVar[int]
    MUST_HEAD_FIELD_NUMBER: _ClassVar[int]
    LAST_TRICK_TEN_FIELD_NUMBER: _ClassVar[int]
    PERFECT_MEMORY_FIELD_NUMBER: _ClassVar[int]
    target: int
    auto_claim: bool
    exchange_face_down_only: bool
    must_head: bool
    last_trick_ten: bool
    perfect_memory: bool
    def __init__(self, target: _Optional[int] = ..., auto_claim: _Optional[bool] = ..., exchange_face_down_only: _Optional[bool] = ..., must_head: _Optional[bool] = ..., last_trick_ten: _Optional[bool] = ..., perfect_memory: _Optional[bool] = ...) -> None: ...

class SixtySixState(_message.Message):
    __slots__ = ("options", "players", "phase", "deal_number", "dealer", "trump", "hands", "known", "stock", "face_up", "closed_by", "trick", "tricks", "marriages", "locked", "sheet", "rng", "cut", "queued")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    KNOWN_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    FACE_UP_FIELD_NUMBER: _ClassVar[int]
    CLOSED_BY_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    MARRIAGES_FIELD_NUMBER: _ClassVar[int]
    LOCKED_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    options: SixtySixOptions
    players: int
    phase: SixtySixPhase
    deal_number: int
    dealer: int
    trump: str
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    known: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    stock: _containers.RepeatedScalarFieldContainer[str]
    face_up: str
    closed_by: int
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    marriages: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    locked: int
    sheet: _common_pb2.ScoreSheet
    rng: _common_pb2.RngState
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, options: _Optional[_Union[SixtySixOptions, _Mapping]] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[SixtySixPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., trump: _Optional[str] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., known: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., stock: _Optional[_Iterable[str]] = ..., face_up: _Optional[str] = ..., closed_by: _Optional[int] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., marriages: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., locked: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class SixtySixView(_message.Message):
    __slots__ = ("options", "seat", "players", "phase", "deal_number", "dealer", "to_act", "trump", "face_up", "stock_count", "closed_by", "hands", "hand_sizes", "known", "trick", "tricks", "tricks_won", "marriages", "game_points", "sheet", "cut")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    FACE_UP_FIELD_NUMBER: _ClassVar[int]
    STOCK_COUNT_FIELD_NUMBER: _ClassVar[int]
    CLOSED_BY_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    KNOWN_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    TRICKS_WON_FIELD_NUMBER: _ClassVar[int]
    MARRIAGES_FIELD_NUMBER: _ClassVar[int]
    GAME_POINTS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    options: SixtySixOptions
    seat: int
    players: int
    phase: SixtySixPhase
    deal_number: int
    dealer: int
    to_act: int
    trump: str
    face_up: str
    stock_count: int
    closed_by: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    known: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    tricks_won: _containers.RepeatedScalarFieldContainer[int]
    marriages: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    game_points: _containers.RepeatedScalarFieldContainer[int]
    sheet: _common_pb2.ScoreSheet
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, options: _Optional[_Union[SixtySixOptions, _Mapping]] = ..., seat: _Optional[int] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[SixtySixPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., to_act: _Optional[int] = ..., trump: _Optional[str] = ..., face_up: _Optional[str] = ..., stock_count: _Optional[int] = ..., closed_by: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., known: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., tricks_won: _Optional[_Iterable[int]] = ..., marriages: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., game_points: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...
