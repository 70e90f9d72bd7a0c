from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class PokerPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    POKER_PHASE_UNSPECIFIED: _ClassVar[PokerPhase]
    POKER_PHASE_BET_FIRST: _ClassVar[PokerPhase]
    POKER_PHASE_DRAW: _ClassVar[PokerPhase]
    POKER_PHASE_BET_SECOND: _ClassVar[PokerPhase]
    POKER_PHASE_OVER: _ClassVar[PokerPhase]
    POKER_PHASE_ARRANGE: _ClassVar[PokerPhase]
POKER_PHASE_UNSPECIFIED: PokerPhase
POKER_PHASE_BET_FIRST: PokerPhase
POKER_PHASE_DRAW: PokerPhase
POKER_PHASE_BET_SECOND: PokerPhase
POKER_PHASE_OVER: PokerPhase
POKER_PHASE_ARRANGE: PokerPhase

class PokerMove(_message.Message):
    __slots__ = ("open", "call", "check", "fold", "draw", "stand_pat", "put", "commit")
    OPEN_FIELD_NUMBER: _ClassVar[int]
    CALL_FIELD_NUMBER: _ClassVar[int]
    RAISE_FIELD_NUMBER: _ClassVar[int]
    CHECK_FIELD_NUMBER: _ClassVar[int]
    FOLD_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    STAND_PAT_FIELD_NUMBER: _ClassVar[int]
    PUT_FIELD_NUMBER: _ClassVar[int]
    COMMIT_FIELD_NUMBER: _ClassVar[int]
    open: PokerOpen
    call: PokerCall
    check: PokerCheck
    fold: PokerFold
    draw: PokerDraw
    stand_pat: PokerStandPat
    put: PokerPut
    commit: PokerCommit
    def __init__(self, open: _Optional[_Union[PokerOpen, _Mapping]] = ..., call: _Optional[_Union[PokerCall, _Mapping]] = ..., check: _Optional[_Union[PokerCheck, _Mapping]] = ..., fold: _Optional[_Union[PokerFold, _Mapping]] = ..., draw: _Optional[_Union[PokerDraw, _Mapping]] = ..., stand_pat: _Optional[_Union[PokerStandPat, _Mapping]] = ..., put: _Optional[_Union[PokerPut, _Mapping]] = ..., commit: _Optional[_Union[PokerCommit, _Mapping]] = ..., **kwargs) -> None: ...

class PokerOpen(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PokerCall(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PokerRaise(_message.Message):
    __slots__ = ("to",)
    TO_FIELD_NUMBER: _ClassVar[int]
    to: int
    def __init__(self, to: _Optional[int] = ...) -> None: ...

class PokerCheck(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PokerFold(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PokerDraw(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class PokerStandPat(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PokerPut(_message.Message):
    __slots__ = ("card", "position")
    CARD_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    card: str
    position: int
    def __init__(self, card: _Optional[str] = ..., position: _Optional[int] = ...) -> None: ...

class PokerCommit(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PokerOptions(_message.Message):
    __slots__ = ("variant", "ace_low_straight", "five_of_a_kind_top", "no_limit_growth", "max_raises", "stake", "deals", "jackpot_ante", "quintet_by_rounds")
    VARIANT_FIELD_NUMBER: _ClassVar[int]
    ACE_LOW_STRAIGHT_FIELD_NUMBER: _ClassVar[int]
    FIVE_OF_A_KIND_TOP_FIELD_NUMBER: _ClassVar[int]
    NO_LIMIT_GROWTH_FIELD_NUMBER: _ClassVar[int]
    MAX_RAISES_FIELD_NUMBER: _ClassVar[int]
    STAKE_FIELD_NUMBER: _ClassVar[int]
    DEALS_FIELD_NUMBER: _ClassVar[int]
    JACKPOT_ANTE_FIELD_NUMBER: _ClassVar[int]
    QUINTET_BY_ROUNDS_FIELD_NUMBER: _ClassVar[int]
    variant: str
    ace_low_straight: bool
    five_of_a_kind_top: bool
    no_limit_growth: bool
    max_raises: int
    stake: int
    deals: int
    jackpot_ante: int
    quintet_by_rounds: bool
    def __init__(self, variant: _Optional[str] = ..., ace_low_straight: _Optional[bool] = ..., five_of_a_kind_top: _Optional[bool] = ..., no_limit_growth: _Optional[bool] = ..., max_raises: _Optional[int] = ..., stake: _Optional[int] = ..., deals: _Optional[int] = ..., jackpot_ante: _Optional[int] = ..., quintet_by_rounds: _Optional[bool] = ...) -> None: ...

class PokerState(_message.Message):
    __slots__ = ("players", "dealer", "phase", "actor", "hands", "stock", "discards", "mucked", "betting", "rng", "options", "opener", "drawn", "deal", "carried", "sheet", "last", "cut", "previous_discards", "queued", "arrangements", "revealed")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    DISCARDS_FIELD_NUMBER: _ClassVar[int]
    MUCKED_FIELD_NUMBER: _ClassVar[int]
    BETTING_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    OPENER_FIELD_NUMBER: _ClassVar[int]
    DRAWN_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    CARRIED_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    LAST_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    PREVIOUS_DISCARDS_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    ARRANGEMENTS_FIELD_NUMBER: _ClassVar[int]
    REVEALED_FIELD_NUMBER: _ClassVar[int]
    players: int
    dealer: int
    phase: PokerPhase
    actor: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    stock: _containers.RepeatedScalarFieldContainer[str]
    discards: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    mucked: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    betting: _common_pb2.Betting
    rng: _common_pb2.RngState
    options: PokerOptions
    opener: int
    drawn: _containers.RepeatedScalarFieldContainer[int]
    deal: int
    carried: int
    sheet: _common_pb2.ScoreSheet
    last: PokerShowdown
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    previous_discards: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    arrangements: _containers.RepeatedCompositeFieldContainer[PokerArrangement]
    revealed: int
    def __init__(self, players: _Optional[int] = ..., dealer: _Optional[int] = ..., phase: _Optional[_Union[PokerPhase, str]] = ..., actor: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., stock: _Optional[_Iterable[str]] = ..., discards: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., mucked: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., betting: _Optional[_Union[_common_pb2.Betting, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., options: _Optional[_Union[PokerOptions, _Mapping]] = ..., opener: _Optional[int] = ..., drawn: _Optional[_Iterable[int]] = ..., deal: _Optional[int] = ..., carried: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., last: _Optional[_Union[PokerShowdown, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ..., previous_discards: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ..., arrangements: _Optional[_Iterable[_Union[PokerArrangement, _Mapping]]] = ..., revealed: _Optional[int] = ...) -> None: ...

class PokerShowdown(_message.Message):
    __slots__ = ("deal", "shown", "won", "pots", "summary")
    DEAL_FIELD_NUMBER: _ClassVar[int]
    SHOWN_FIELD_NUMBER: _ClassVar[int]
    WON_FIELD_NUMBER: _ClassVar[int]
    POTS_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_FIELD_NUMBER: _ClassVar[int]
    deal: int
    shown: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    won: _containers.RepeatedScalarFieldContainer[int]
    pots: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pot]
    summary: str
    def __init__(self, deal: _Optional[int] = ..., shown: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., won: _Optional[_Iterable[int]] = ..., pots: _Optional[_Iterable[_Union[_common_pb2.Pot, _Mapping]]] = ..., summary: _Optional[str] = ...) -> None: ...

class PokerArrangement(_message.Message):
    __slots__ = ("aside", "unplaced", "positions", "committed")
    ASIDE_FIELD_NUMBER: _ClassVar[int]
    UNPLACED_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_FIELD_NUMBER: _ClassVar[int]
    COMMITTED_FIELD_NUMBER: _ClassVar[int]
    aside: _containers.RepeatedScalarFieldContainer[str]
    unplaced: _containers.RepeatedScalarFieldContainer[str]
    positions: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    committed: bool
    def __init__(self, aside: _Optional[_Iterable[str]] = ..., unplaced: _Optional[_Iterable[str]] = ..., positions: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., committed: _Optional[bool] = ...) -> None: ...

class PokerView(_message.Message):
    __slots__ = ("seat", "players", "dealer", "phase", "to_act", "hand", "hand_sizes", "discarded", "previous_discarded", "stock_count", "committed", "level", "folded", "all_in", "pots", "opener", "drawn", "balances", "deal", "deals", "carried", "sheet", "last", "aside", "arrangement", "placed", "committed_hands", "revealed_hands")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    DISCARDED_FIELD_NUMBER: _ClassVar[int]
    PREVIOUS_DISCARDED_FIELD_NUMBER: _ClassVar[int]
    STOCK_COUNT_FIELD_NUMBER: _ClassVar[int]
    COMMITTED_FIELD_NUMBER: _ClassVar[int]
    LEVEL_FIELD_NUMBER: _ClassVar[int]
    FOLDED_FIELD_NUMBER: _ClassVar[int]
    ALL_IN_FIELD_NUMBER: _ClassVar[int]
    POTS_FIELD_NUMBER: _ClassVar[int]
    OPENER_FIELD_NUMBER: _ClassVar[int]
    DRAWN_FIELD_NUMBER: _ClassVar[int]
    BALANCES_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    DEALS_FIELD_NUMBER: _ClassVar[int]
    CARRIED_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    LAST_FIELD_NUMBER: _ClassVar[int]
    ASIDE_FIELD_NUMBER: _ClassVar[int]
    ARRANGEMENT_FIELD_NUMBER: _ClassVar[int]
    PLACED_FIELD_NUMBER: _ClassVar[int]
    COMMITTED_HANDS_FIELD_NUMBER: _ClassVar[int]
    REVEALED_HANDS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    players: int
    dealer: int
    phase: PokerPhase
    to_act: int
    hand: _containers.RepeatedScalarFieldContainer[str]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    discarded: _containers.RepeatedScalarFieldContainer[str]
    previous_discarded: _containers.RepeatedScalarFieldContainer[str]
    stock_count: int
    committed: _containers.RepeatedScalarFieldContainer[int]
    level: int
    folded: _containers.RepeatedScalarFieldContainer[bool]
    all_in: _containers.RepeatedScalarFieldContainer[bool]
    pots: _containers.RepeatedCompositeFieldContainer[_common_pb2.Pot]
    opener: int
    drawn: _containers.RepeatedScalarFieldContainer[int]
    balances: _containers.RepeatedScalarFieldContainer[int]
    deal: int
    deals: int
    carried: int
    sheet: _common_pb2.ScoreSheet
    last: PokerShowdown
    aside: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    arrangement: PokerArrangement
    placed: _containers.RepeatedScalarFieldContainer[int]
    committed_hands: _containers.RepeatedScalarFieldContainer[bool]
    revealed_hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    def __init__(self, seat: _Optional[int] = ..., players: _Optional[int] = ..., dealer: _Optional[int] = ..., phase: _Optional[_Union[PokerPhase, str]] = ..., to_act: _Optional[int] = ..., hand: _Optional[_Iterable[str]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., discarded: _Optional[_Iterable[str]] = ..., previous_discarded: _Optional[_Iterable[str]] = ..., stock_count: _Optional[int] = ..., committed: _Optional[_Iterable[int]] = ..., level: _Optional[int] = ..., folded: _Optional[_Iterable[bool]] = ..., all_in: _Optional[_Iterable[bool]] = ..., pots: _Optional[_Iterable[_Union[_common_pb2.Pot, _Mapping]]] = ..., opener: _Optional[int] = ..., drawn: _Optional[_Iterable[int]] = ..., balances: _Optional[_Iterable[int]] = ..., deal: _Optional[int] = ..., deals: _Optional[int] = ..., carried: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., last: _Optional[_Union[PokerShowdown, _Mapping]] = ..., aside: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., arrangement: _Optional[_Union[PokerArrangement, _Mapping]] = ..., placed: _Optional[_Iterable[int]] = ..., committed_hands: _Optional[_Iterable[bool]] = ..., revealed_hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ...) -> None: ...
