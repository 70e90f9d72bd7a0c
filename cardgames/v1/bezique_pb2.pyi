from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class BeziqueMeldKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BEZIQUE_MELD_KIND_UNSPECIFIED: _ClassVar[BeziqueMeldKind]
    BEZIQUE_MELD_KIND_MARRIAGE: _ClassVar[BeziqueMeldKind]
    BEZIQUE_MELD_KIND_BEZIQUE: _ClassVar[BeziqueMeldKind]
    BEZIQUE_MELD_KIND_QUINT: _ClassVar[BeziqueMeldKind]
    BEZIQUE_MELD_KIND_QUEENS: _ClassVar[BeziqueMeldKind]
    BEZIQUE_MELD_KIND_KINGS: _ClassVar[BeziqueMeldKind]
    BEZIQUE_MELD_KIND_ACES: _ClassVar[BeziqueMeldKind]
    BEZIQUE_MELD_KIND_JACKS: _ClassVar[BeziqueMeldKind]

class BeziqueFamily(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BEZIQUE_FAMILY_UNSPECIFIED: _ClassVar[BeziqueFamily]
    BEZIQUE_FAMILY_TRUMP_QUEENS: _ClassVar[BeziqueFamily]
    BEZIQUE_FAMILY_BEZIQUE_JACKS: _ClassVar[BeziqueFamily]
    BEZIQUE_FAMILY_TRUMP_KINGS: _ClassVar[BeziqueFamily]
    BEZIQUE_FAMILY_TRUMP_ACES: _ClassVar[BeziqueFamily]
    BEZIQUE_FAMILY_TRUMP_JACKS: _ClassVar[BeziqueFamily]
    BEZIQUE_FAMILY_TRUMP_TENS: _ClassVar[BeziqueFamily]

class BeziquePhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BEZIQUE_PHASE_UNSPECIFIED: _ClassVar[BeziquePhase]
    BEZIQUE_PHASE_TRICKS: _ClassVar[BeziquePhase]
    BEZIQUE_PHASE_MELD: _ClassVar[BeziquePhase]
    BEZIQUE_PHASE_PLAY_OUT: _ClassVar[BeziquePhase]
    BEZIQUE_PHASE_OVER: _ClassVar[BeziquePhase]
BEZIQUE_MELD_KIND_UNSPECIFIED: BeziqueMeldKind
BEZIQUE_MELD_KIND_MARRIAGE: BeziqueMeldKind
BEZIQUE_MELD_KIND_BEZIQUE: BeziqueMeldKind
BEZIQUE_MELD_KIND_QUINT: BeziqueMeldKind
BEZIQUE_MELD_KIND_QUEENS: BeziqueMeldKind
BEZIQUE_MELD_KIND_KINGS: BeziqueMeldKind
BEZIQUE_MELD_KIND_ACES: BeziqueMeldKind
BEZIQUE_MELD_KIND_JACKS: BeziqueMeldKind
BEZIQUE_FAMILY_UNSPECIFIED: BeziqueFamily
BEZIQUE_FAMILY_TRUMP_QUEENS: BeziqueFamily
BEZIQUE_FAMILY_BEZIQUE_JACKS: BeziqueFamily
BEZIQUE_FAMILY_TRUMP_KINGS: BeziqueFamily
BEZIQUE_FAMILY_TRUMP_ACES: BeziqueFamily
BEZIQUE_FAMILY_TRUMP_JACKS: BeziqueFamily
BEZIQUE_FAMILY_TRUMP_TENS: BeziqueFamily
BEZIQUE_PHASE_UNSPECIFIED: BeziquePhase
BEZIQUE_PHASE_TRICKS: BeziquePhase
BEZIQUE_PHASE_MELD: BeziquePhase
BEZIQUE_PHASE_PLAY_OUT: BeziquePhase
BEZIQUE_PHASE_OVER: BeziquePhase

class BeziqueMove(_message.Message):
    __slots__ = ("play", "exchange", "declare", "show", "draw")
    PLAY_FIELD_NUMBER: _ClassVar[int]
    EXCHANGE_FIELD_NUMBER: _ClassVar[int]
    DECLARE_FIELD_NUMBER: _ClassVar[int]
    SHOW_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    play: BeziquePlay
    exchange: BeziqueExchange
    declare: BeziqueDeclare
    show: BeziqueShow
    draw: BeziqueDraw
    def __init__(self, play: _Optional[_Union[BeziquePlay, _Mapping]] = ..., exchange: _Optional[_Union[BeziqueExchange, _Mapping]] = ..., declare: _Optional[_Union[BeziqueDeclare, _Mapping]] = ..., show: _Optional[_Union[BeziqueShow, _Mapping]] = ..., draw: _Optional[_Union[BeziqueDraw, _Mapping]] = ...) -> None: ...

class BeziquePlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class BeziqueExchange(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BeziqueDeclare(_message.Message):
    __slots__ = ("kind",)
    KIND_FIELD_NUMBER: _ClassVar[int]
    kind: BeziqueMeldKind
    def __init__(self, kind: _Optional[_Union[BeziqueMeldKind, str]] = ...) -> None: ...

class BeziqueShow(_message.Message):
    __slots__ = ("family", "count")
    FAMILY_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    family: BeziqueFamily
    count: int
    def __init__(self, family: _Optional[_Union[BeziqueFamily, str]] = ..., count: _Optional[int] = ...) -> None: ...

class BeziqueDraw(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BeziqueOptions(_message.Message):
    __slots__ = ("packs", "rank_order", "deals_per_match", "play_out_last_cards")
    PACKS_FIELD_NUMBER: _ClassVar[int]
    RANK_ORDER_FIELD_NUMBER: _ClassVar[int]
    DEALS_PER_MATCH_FIELD_NUMBER: _ClassVar[int]
    PLAY_OUT_LAST_CARDS_FIELD_NUMBER: _ClassVar[int]
    packs: int
    rank_order: str
    deals_per_match: int
    play_out_last_cards: bool
    def __init__(self, packs: _Optional[int] = ..., rank_order: _Optional[str] = ..., deals_per_match: _Optional[int] = ..., play_out_last_cards: _Optional[bool] = ...) -> None: ...

class BeziqueState(_message.Message):
    __slots__ = ("options", "players", "phase", "deal_number", "dealer", "trump", "hands", "exposed", "stock", "face_up", "trick", "pile", "last_winner", "declared_now", "melds", "declarations", "sheet", "rng", "cut", "queued")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    EXPOSED_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    FACE_UP_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    PILE_FIELD_NUMBER: _ClassVar[int]
    LAST_WINNER_FIELD_NUMBER: _ClassVar[int]
    DECLARED_NOW_FIELD_NUMBER: _ClassVar[int]
    MELDS_FIELD_NUMBER: _ClassVar[int]
    DECLARATIONS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    options: BeziqueOptions
    players: int
    phase: BeziquePhase
    deal_number: int
    dealer: int
    trump: str
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    exposed: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    stock: _containers.RepeatedScalarFieldContainer[str]
    face_up: str
    trick: _common_pb2.Trick
    pile: _containers.RepeatedScalarFieldContainer[str]
    last_winner: int
    declared_now: bool
    melds: _containers.RepeatedCompositeFieldContainer[BeziqueSeatMelds]
    declarations: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    sheet: _common_pb2.ScoreSheet
    rng: _common_pb2.RngState
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, options: _Optional[_Union[BeziqueOptions, _Mapping]] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[BeziquePhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., trump: _Optional[str] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., exposed: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., stock: _Optional[_Iterable[str]] = ..., face_up: _Optional[str] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., pile: _Optional[_Iterable[str]] = ..., last_winner: _Optional[int] = ..., declared_now: _Optional[bool] = ..., melds: _Optional[_Iterable[_Union[BeziqueSeatMelds, _Mapping]]] = ..., declarations: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class BeziqueSeatMelds(_message.Message):
    __slots__ = ("counts", "declared", "used", "points")
    COUNTS_FIELD_NUMBER: _ClassVar[int]
    DECLARED_FIELD_NUMBER: _ClassVar[int]
    USED_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    counts: _containers.RepeatedScalarFieldContainer[int]
    declared: _containers.RepeatedScalarFieldContainer[int]
    used: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    points: int
    def __init__(self, counts: _Optional[_Iterable[int]] = ..., declared: _Optional[_Iterable[int]] = ..., used: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., points: _Optional[int] = ...) -> None: ...

class BeziqueView(_message.Message):
    __slots__ = ("options", "seat", "players", "phase", "deal_number", "dealer", "to_act", "trump", "face_up", "stock_count", "hands", "hand_sizes", "exposed", "trick", "pile_count", "declared_now", "melds", "declarations", "totals", "sheet", "cut")
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
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    EXPOSED_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    PILE_COUNT_FIELD_NUMBER: _ClassVar[int]
    DECLARED_NOW_FIELD_NUMBER: _ClassVar[int]
    MELDS_FIELD_NUMBER: _ClassVar[int]
    DECLARATIONS_FIELD_NUMBER: _ClassVar[int]
    TOTALS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    options: BeziqueOptions
    seat: int
    players: int
    phase: BeziquePhase
    deal_number: int
    dealer: int
    to_act: int
    trump: str
    face_up: str
    stock_count: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    exposed: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    trick: _common_pb2.Trick
    pile_count: int
    declared_now: bool
    melds: _containers.RepeatedCompositeFieldContainer[BeziqueSeatMelds]
    declarations: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    totals: _containers.RepeatedScalarFieldContainer[int]
    sheet: _common_pb2.ScoreSheet
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, options: _Optional[_Union[BeziqueOptions, _Mapping]] = ..., seat: _Optional[int] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[BeziquePhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., to_act: _Optional[int] = ..., trump: _Optional[str] = ..., face_up: _Optional[str] = ..., stock_count: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., exposed: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., pile_count: _Optional[int] = ..., declared_now: _Optional[bool] = ..., melds: _Optional[_Iterable[_Union[BeziqueSeatMelds, _Mapping]]] = ..., declarations: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., totals: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...
