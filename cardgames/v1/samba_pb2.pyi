from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class SambaMove(_message.Message):
    __slots__ = ("draw", "take_pile", "meld_new", "add_to_meld", "discard", "ask_go_out", "answer", "retract", "end_hand", "lay_run", "extend_run")
    DRAW_FIELD_NUMBER: _ClassVar[int]
    TAKE_PILE_FIELD_NUMBER: _ClassVar[int]
    MELD_NEW_FIELD_NUMBER: _ClassVar[int]
    ADD_TO_MELD_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    ASK_GO_OUT_FIELD_NUMBER: _ClassVar[int]
    ANSWER_FIELD_NUMBER: _ClassVar[int]
    RETRACT_FIELD_NUMBER: _ClassVar[int]
    END_HAND_FIELD_NUMBER: _ClassVar[int]
    LAY_RUN_FIELD_NUMBER: _ClassVar[int]
    EXTEND_RUN_FIELD_NUMBER: _ClassVar[int]
    draw: SambaDraw
    take_pile: SambaTakePile
    meld_new: SambaMeldNew
    add_to_meld: SambaAddToMeld
    discard: SambaDiscard
    ask_go_out: SambaAskGoOut
    answer: SambaAnswer
    retract: SambaRetract
    end_hand: SambaEndHand
    lay_run: SambaLayRun
    extend_run: SambaExtendRun
    def __init__(self, draw: _Optional[_Union[SambaDraw, _Mapping]] = ..., take_pile: _Optional[_Union[SambaTakePile, _Mapping]] = ..., meld_new: _Optional[_Union[SambaMeldNew, _Mapping]] = ..., add_to_meld: _Optional[_Union[SambaAddToMeld, _Mapping]] = ..., discard: _Optional[_Union[SambaDiscard, _Mapping]] = ..., ask_go_out: _Optional[_Union[SambaAskGoOut, _Mapping]] = ..., answer: _Optional[_Union[SambaAnswer, _Mapping]] = ..., retract: _Optional[_Union[SambaRetract, _Mapping]] = ..., end_hand: _Optional[_Union[SambaEndHand, _Mapping]] = ..., lay_run: _Optional[_Union[SambaLayRun, _Mapping]] = ..., extend_run: _Optional[_Union[SambaExtendRun, _Mapping]] = ...) -> None: ...

class SambaDraw(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class SambaTakePile(_message.Message):
    __slots__ = ("naturals", "twos", "jokers")
    NATURALS_FIELD_NUMBER: _ClassVar[int]
    TWOS_FIELD_NUMBER: _ClassVar[int]
    JOKERS_FIELD_NUMBER: _ClassVar[int]
    naturals: int
    twos: int
    jokers: int
    def __init__(self, naturals: _Optional[int] = ..., twos: _Optional[int] = ..., jokers: _Optional[int] = ...) -> None: ...

class SambaMeldNew(_message.Message):
    __slots__ = ("rank", "naturals", "twos", "jokers")
    RANK_FIELD_NUMBER: _ClassVar[int]
    NATURALS_FIELD_NUMBER: _ClassVar[int]
    TWOS_FIELD_NUMBER: _ClassVar[int]
    JOKERS_FIELD_NUMBER: _ClassVar[int]
    rank: _common_pb2.Rank
    naturals: int
    twos: int
    jokers: int
    def __init__(self, rank: _Optional[_Union[_common_pb2.Rank, str]] = ..., naturals: _Optional[int] = ..., twos: _Optional[int] = ..., jokers: _Optional[int] = ...) -> None: ...

class SambaAddToMeld(_message.Message):
    __slots__ = ("rank", "naturals", "twos", "jokers")
    RANK_FIELD_NUMBER: _ClassVar[int]
    NATURALS_FIELD_NUMBER: _ClassVar[int]
    TWOS_FIELD_NUMBER: _ClassVar[int]
    JOKERS_FIELD_NUMBER: _ClassVar[int]
    rank: _common_pb2.Rank
    naturals: int
    twos: int
    jokers: int
    def __init__(self, rank: _Optional[_Union[_common_pb2.Rank, str]] = ..., naturals: _Optional[int] = ..., twos: _Optional[int] = ..., jokers: _Optional[int] = ...) -> None: ...

class SambaDiscard(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class SambaAskGoOut(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class SambaAnswer(_message.Message):
    __slots__ = ("reply",)
    REPLY_FIELD_NUMBER: _ClassVar[int]
    reply: _common_pb2.Reply
    def __init__(self, reply: _Optional[_Union[_common_pb2.Reply, str]] = ...) -> None: ...

class SambaRetract(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class SambaEndHand(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class SambaLayRun(_message.Message):
    __slots__ = ("suit", "low", "length")
    SUIT_FIELD_NUMBER: _ClassVar[int]
    LOW_FIELD_NUMBER: _ClassVar[int]
    LENGTH_FIELD_NUMBER: _ClassVar[int]
    suit: _common_pb2.RunSuit
    low: _common_pb2.Rank
    length: int
    def __init__(self, suit: _Optional[_Union[_common_pb2.RunSuit, str]] = ..., low: _Optional[_Union[_common_pb2.Rank, str]] = ..., length: _Optional[int] = ...) -> None: ...

class SambaExtendRun(_message.Message):
    __slots__ = ("suit", "low", "length")
    SUIT_FIELD_NUMBER: _ClassVar[int]
    LOW_FIELD_NUMBER: _ClassVar[int]
    LENGTH_FIELD_NUMBER: _ClassVar[int]
    suit: _common_pb2.RunSuit
    low: _common_pb2.Rank
    length: int
    def __init__(self, suit: _Optional[_Union[_common_pb2.RunSuit, str]] = ..., low: _Optional[_Union[_common_pb2.Rank, str]] = ..., length: _Optional[int] = ...) -> None: ...

class SambaOptions(_message.Message):
    __slots__ = ("standard_samba", "minimums", "negative_min", "must_ask", "target")
    STANDARD_SAMBA_FIELD_NUMBER: _ClassVar[int]
    MINIMUMS_FIELD_NUMBER: _ClassVar[int]
    NEGATIVE_MIN_FIELD_NUMBER: _ClassVar[int]
    MUST_ASK_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    standard_samba: bool
    minimums: str
    negative_min: int
    must_ask: bool
    target: int
    def __init__(self, standard_samba: _Optional[bool] = ..., minimums: _Optional[str] = ..., negative_min: _Optional[int] = ..., must_ask: _Optional[bool] = ..., target: _Optional[int] = ...) -> None: ...

class SambaState(_message.Message):
    __slots__ = ("players", "dealer", "first_dealer", "order", "sides", "hands", "stock", "pile", "melds", "red_threes", "penalties", "laid", "opened", "phase", "turn", "turn_points", "turn_melded", "took_pile", "taken", "permission", "rng", "options", "deal", "sheet", "last_melds", "last_hands", "queued")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    FIRST_DEALER_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    SIDES_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    PILE_FIELD_NUMBER: _ClassVar[int]
    MELDS_FIELD_NUMBER: _ClassVar[int]
    RED_THREES_FIELD_NUMBER: _ClassVar[int]
    PENALTIES_FIELD_NUMBER: _ClassVar[int]
    LAID_FIELD_NUMBER: _ClassVar[int]
    OPENED_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    TURN_POINTS_FIELD_NUMBER: _ClassVar[int]
    TURN_MELDED_FIELD_NUMBER: _ClassVar[int]
    TOOK_PILE_FIELD_NUMBER: _ClassVar[int]
    TAKEN_FIELD_NUMBER: _ClassVar[int]
    PERMISSION_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    LAST_MELDS_FIELD_NUMBER: _ClassVar[int]
    LAST_HANDS_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    players: int
    dealer: int
    first_dealer: int
    order: _containers.RepeatedScalarFieldContainer[int]
    sides: _containers.RepeatedScalarFieldContainer[int]
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    stock: _containers.RepeatedScalarFieldContainer[str]
    pile: _common_pb2.DiscardPile
    melds: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    red_threes: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    penalties: _containers.RepeatedScalarFieldContainer[int]
    laid: _containers.RepeatedScalarFieldContainer[bool]
    opened: _containers.RepeatedScalarFieldContainer[bool]
    phase: _common_pb2.RummyPhase
    turn: int
    turn_points: int
    turn_melded: bool
    took_pile: bool
    taken: str
    permission: _common_pb2.Permission
    rng: _common_pb2.RngState
    options: SambaOptions
    deal: int
    sheet: _common_pb2.ScoreSheet
    last_melds: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    last_hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, players: _Optional[int] = ..., dealer: _Optional[int] = ..., first_dealer: _Optional[int] = ..., order: _Optional[_Iterable[int]] = ..., sides: _Optional[_Iterable[int]] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., stock: _Optional[_Iterable[str]] = ..., pile: _Optional[_Union[_common_pb2.DiscardPile, _Mapping]] = ..., melds: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., red_threes: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., penalties: _Optional[_Iterable[int]] = ..., laid: _Optional[_Iterable[bool]] = ..., opened: _Optional[_Iterable[bool]] = ..., phase: _Optional[_Union[_common_pb2.RummyPhase, str]] = ..., turn: _Optional[int] = ..., turn_points: _Optional[int] = ..., turn_melded: _Optional[bool] = ..., took_pile: _Optional[bool] = ..., taken: _Optional[str] = ..., permission: _Optional[_Union[_common_pb2.Permission, str]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., options: _Optional[_Union[SambaOptions, _Mapping]] = ..., deal: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., last_melds: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., last_hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class SambaView(_message.Message):
    __slots__ = ("seat", "players", "dealer", "order", "sides", "phase", "to_act", "turn", "hand", "hand_sizes", "hands", "stock_count", "pile", "melds", "red_threes", "penalties", "opened", "minimums", "turn_points", "took_pile", "taken", "permission", "deal", "sheet", "last_melds", "last_hands")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    SIDES_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    STOCK_COUNT_FIELD_NUMBER: _ClassVar[int]
    PILE_FIELD_NUMBER: _ClassVar[int]
    MELDS_FIELD_NUMBER: _ClassVar[int]
    RED_THREES_FIELD_NUMBER: _ClassVar[int]
    PENALTIES_FIELD_NUMBER: _ClassVar[int]
    OPENED_FIELD_NUMBER: _ClassVar[int]
    MINIMUMS_FIELD_NUMBER: _ClassVar[int]
    TURN_POINTS_FIELD_NUMBER: _ClassVar[int]
    TOOK_PILE_FIELD_NUMBER: _ClassVar[int]
    TAKEN_FIELD_NUMBER: _ClassVar[int]
    PERMISSION_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    LAST_MELDS_FIELD_NUMBER: _ClassVar[int]
    LAST_HANDS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    players: int
    dealer: int
    order: _containers.RepeatedScalarFieldContainer[int]
    sides: _containers.RepeatedScalarFieldContainer[int]
    phase: _common_pb2.RummyPhase
    to_act: int
    turn: int
    hand: _containers.RepeatedScalarFieldContainer[str]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    stock_count: int
    pile: _common_pb2.DiscardPile
    melds: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    red_threes: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    penalties: _containers.RepeatedScalarFieldContainer[int]
    opened: _containers.RepeatedScalarFieldContainer[bool]
    minimums: _containers.RepeatedScalarFieldContainer[int]
    turn_points: int
    took_pile: bool
    taken: str
    permission: _common_pb2.Permission
    deal: int
    sheet: _common_pb2.ScoreSheet
    last_melds: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    last_hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    def __init__(self, seat: _Optional[int] = ..., players: _Optional[int] = ..., dealer: _Optional[int] = ..., order: _Optional[_Iterable[int]] = ..., sides: _Optional[_Iterable[int]] = ..., phase: _Optional[_Union[_common_pb2.RummyPhase, str]] = ..., to_act: _Optional[int] = ..., turn: _Optional[int] = ..., hand: _Optional[_Iterable[str]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., stock_count: _Optional[int] = ..., pile: _Optional[_Union[_common_pb2.DiscardPile, _Mapping]] = ..., melds: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., red_threes: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., penalties: _Optional[_Iterable[int]] = ..., opened: _Optional[_Iterable[bool]] = ..., minimums: _Optional[_Iterable[int]] = ..., turn_points: _Optional[int] = ..., took_pile: _Optional[bool] = ..., taken: _Optional[str] = ..., permission: _Optional[_Union[_common_pb2.Permission, str]] = ..., deal: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., last_melds: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., last_hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ...) -> None: ...
