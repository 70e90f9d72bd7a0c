from cardgames.v1 import engine_pb2 as _engine_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class DoubleDummyObjective(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DOUBLE_DUMMY_OBJECTIVE_UNSPECIFIED: _ClassVar[DoubleDummyObjective]
    DOUBLE_DUMMY_OBJECTIVE_TRICKS: _ClassVar[DoubleDummyObjective]
    DOUBLE_DUMMY_OBJECTIVE_POINTS: _ClassVar[DoubleDummyObjective]
    DOUBLE_DUMMY_OBJECTIVE_PENALTIES: _ClassVar[DoubleDummyObjective]

class Vulnerability(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    VULNERABILITY_UNSPECIFIED: _ClassVar[Vulnerability]
    VULNERABILITY_NONE: _ClassVar[Vulnerability]
    VULNERABILITY_NS: _ClassVar[Vulnerability]
    VULNERABILITY_EW: _ClassVar[Vulnerability]
    VULNERABILITY_BOTH: _ClassVar[Vulnerability]

class SolitaireVerdict(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SOLITAIRE_VERDICT_UNSPECIFIED: _ClassVar[SolitaireVerdict]
    SOLITAIRE_VERDICT_WON: _ClassVar[SolitaireVerdict]
    SOLITAIRE_VERDICT_LOST: _ClassVar[SolitaireVerdict]
    SOLITAIRE_VERDICT_BUDGET_EXCEEDED: _ClassVar[SolitaireVerdict]
DOUBLE_DUMMY_OBJECTIVE_UNSPECIFIED: DoubleDummyObjective
DOUBLE_DUMMY_OBJECTIVE_TRICKS: DoubleDummyObjective
DOUBLE_DUMMY_OBJECTIVE_POINTS: DoubleDummyObjective
DOUBLE_DUMMY_OBJECTIVE_PENALTIES: DoubleDummyObjective
VULNERABILITY_UNSPECIFIED: Vulnerability
VULNERABILITY_NONE: Vulnerability
VULNERABILITY_NS: Vulnerability
VULNERABILITY_EW: Vulnerability
VULNERABILITY_BOTH: Vulnerability
SOLITAIRE_VERDICT_UNSPECIFIED: SolitaireVerdict
SOLITAIRE_VERDICT_WON: SolitaireVerdict
SOLITAIRE_VERDICT_LOST: SolitaireVerdict
SOLITAIRE_VERDICT_BUDGET_EXCEEDED: SolitaireVerdict

class DoubleDummyRules(_message.Message):
    __slots__ = ("seats", "sides", "trump", "rank_order", "trump_rank_order", "extra_trumps", "follow_optional", "must_trump", "must_overtrump", "partner_exempt", "no_trump_lead_seat", "objective", "card_points", "trick_points", "last_trick_bonus", "last_tricks", "banned_lead", "penultimate_bonus", "void_overtrump", "repeated_cards", "jokers_never_win", "must_head")
    class CardPointsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    SEATS_FIELD_NUMBER: _ClassVar[int]
    SIDES_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    RANK_ORDER_FIELD_NUMBER: _ClassVar[int]
    TRUMP_RANK_ORDER_FIELD_NUMBER: _ClassVar[int]
    EXTRA_TRUMPS_FIELD_NUMBER: _ClassVar[int]
    FOLLOW_OPTIONAL_FIELD_NUMBER: _ClassVar[int]
    MUST_TRUMP_FIELD_NUMBER: _ClassVar[int]
    MUST_OVERTRUMP_FIELD_NUMBER: _ClassVar[int]
    PARTNER_EXEMPT_FIELD_NUMBER: _ClassVar[int]
    NO_TRUMP_LEAD_SEAT_FIELD_NUMBER: _ClassVar[int]
    OBJECTIVE_FIELD_NUMBER: _ClassVar[int]
    CARD_POINTS_FIELD_NUMBER: _ClassVar[int]
    TRICK_POINTS_FIELD_NUMBER: _ClassVar[int]
    LAST_TRICK_BONUS_FIELD_NUMBER: _ClassVar[int]
    LAST_TRICKS_FIELD_NUMBER: _ClassVar[int]
    BANNED_LEAD_FIELD_NUMBER: _ClassVar[int]
    PENULTIMATE_BONUS_FIELD_NUMBER: _ClassVar[int]
    VOID_OVERTRUMP_FIELD_NUMBER: _ClassVar[int]
    REPEATED_CARDS_FIELD_NUMBER: _ClassVar[int]
    JOKERS_NEVER_WIN_FIELD_NUMBER: _ClassVar[int]
    MUST_HEAD_FIELD_NUMBER: _ClassVar[int]
    seats: int
    sides: _containers.RepeatedScalarFieldContainer[bool]
    trump: str
    rank_order: str
    trump_rank_order: str
    extra_trumps: _containers.RepeatedScalarFieldContainer[str]
    follow_optional: bool
    must_trump: bool
    must_overtrump: bool
    partner_exempt: bool
    no_trump_lead_seat: int
    objective: DoubleDummyObjective
    card_points: _containers.ScalarMap[str, int]
    trick_points: int
    last_trick_bonus: int
    last_tricks: int
    banned_lead: str
    penultimate_bonus: int
    void_overtrump: bool
    repeated_cards: bool
    jokers_never_win: bool
    must_head: bool
    def __init__(self, seats: _Optional[int] = ..., sides: _Optional[_Iterable[bool]] = ..., trump: _Optional[str] = ..., rank_order: _Optional[str] = ..., trump_rank_order: _Optional[str] = ..., extra_trumps: _Optional[_Iterable[str]] = ..., follow_optional: _Optional[bool] = ..., must_trump: _Optional[bool] = ..., must_overtrump: _Optional[bool] = ..., partner_exempt: _Optional[bool] = ..., no_trump_lead_seat: _Optional[int] = ..., objective: _Optional[_Union[DoubleDummyObjective, str]] = ..., card_points: _Optional[_Mapping[str, int]] = ..., trick_points: _Optional[int] = ..., last_trick_bonus: _Optional[int] = ..., last_tricks: _Optional[int] = ..., banned_lead: _Optional[str] = ..., penultimate_bonus: _Optional[int] = ..., void_overtrump: _Optional[bool] = ..., repeated_cards: _Optional[bool] = ..., jokers_never_win: _Optional[bool] = ..., must_head: _Optional[bool] = ...) -> None: ...

class DoubleDummyHand(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class DoubleDummyPosition(_message.Message):
    __slots__ = ("hands", "leader", "played", "rules")
    HANDS_FIELD_NUMBER: _ClassVar[int]
    LEADER_FIELD_NUMBER: _ClassVar[int]
    PLAYED_FIELD_NUMBER: _ClassVar[int]
    RULES_FIELD_NUMBER: _ClassVar[int]
    hands: _containers.RepeatedCompositeFieldContainer[DoubleDummyHand]
    leader: int
    played: _containers.RepeatedScalarFieldContainer[str]
    rules: DoubleDummyRules
    def __init__(self, hands: _Optional[_Iterable[_Union[DoubleDummyHand, _Mapping]]] = ..., leader: _Optional[int] = ..., played: _Optional[_Iterable[str]] = ..., rules: _Optional[_Union[DoubleDummyRules, _Mapping]] = ...) -> None: ...

class SolveDoubleDummyRequest(_message.Message):
    __slots__ = ("state", "explicit", "table_megabytes", "value_only")
    STATE_FIELD_NUMBER: _ClassVar[int]
    EXPLICIT_FIELD_NUMBER: _ClassVar[int]
    TABLE_MEGABYTES_FIELD_NUMBER: _ClassVar[int]
    VALUE_ONLY_FIELD_NUMBER: _ClassVar[int]
    state: _engine_pb2.StateRef
    explicit: DoubleDummyPosition
    table_megabytes: int
    value_only: bool
    def __init__(self, state: _Optional[_Union[_engine_pb2.StateRef, _Mapping]] = ..., explicit: _Optional[_Union[DoubleDummyPosition, _Mapping]] = ..., table_megabytes: _Optional[int] = ..., value_only: _Optional[bool] = ...) -> None: ...

class CardValue(_message.Message):
    __slots__ = ("card", "value")
    CARD_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    card: str
    value: int
    def __init__(self, card: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...

class SolveDoubleDummyResponse(_message.Message):
    __slots__ = ("seat_to_move", "value", "cards", "total", "side", "objective", "nodes")
    SEAT_TO_MOVE_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    OBJECTIVE_FIELD_NUMBER: _ClassVar[int]
    NODES_FIELD_NUMBER: _ClassVar[int]
    seat_to_move: int
    value: int
    cards: _containers.RepeatedCompositeFieldContainer[CardValue]
    total: int
    side: _containers.RepeatedScalarFieldContainer[int]
    objective: DoubleDummyObjective
    nodes: int
    def __init__(self, seat_to_move: _Optional[int] = ..., value: _Optional[int] = ..., cards: _Optional[_Iterable[_Union[CardValue, _Mapping]]] = ..., total: _Optional[int] = ..., side: _Optional[_Iterable[int]] = ..., objective: _Optional[_Union[DoubleDummyObjective, str]] = ..., nodes: _Optional[int] = ...) -> None: ...

class DoubleDummyTableRequest(_message.Message):
    __slots__ = ("pbn", "state", "vulnerability", "dealer")
    PBN_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    VULNERABILITY_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    pbn: str
    state: _engine_pb2.StateRef
    vulnerability: Vulnerability
    dealer: str
    def __init__(self, pbn: _Optional[str] = ..., state: _Optional[_Union[_engine_pb2.StateRef, _Mapping]] = ..., vulnerability: _Optional[_Union[Vulnerability, str]] = ..., dealer: _Optional[str] = ...) -> None: ...

class DeclarerTricks(_message.Message):
    __slots__ = ("declarer", "clubs", "diamonds", "hearts", "spades", "notrump")
    DECLARER_FIELD_NUMBER: _ClassVar[int]
    CLUBS_FIELD_NUMBER: _ClassVar[int]
    DIAMONDS_FIELD_NUMBER: _ClassVar[int]
    HEARTS_FIELD_NUMBER: _ClassVar[int]
    SPADES_FIELD_NUMBER: _ClassVar[int]
    NOTRUMP_FIELD_NUMBER: _ClassVar[int]
    declarer: str
    clubs: int
    diamonds: int
    hearts: int
    spades: int
    notrump: int
    def __init__(self, declarer: _Optional[str] = ..., clubs: _Optional[int] = ..., diamonds: _Optional[int] = ..., hearts: _Optional[int] = ..., spades: _Optional[int] = ..., notrump: _Optional[int] = ...) -> None: ...

class Par(_message.Message):
    __slots__ = ("score", "contracts")
    SCORE_FIELD_NUMBER: _ClassVar[int]
    CONTRACTS_FIELD_NUMBER: _ClassVar[int]
    score: int
    contracts: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, score: _Optional[int] = ..., contracts: _Optional[_Iterable[str]] = ...) -> None: ...

class DoubleDummyTableResponse(_message.Message):
    __slots__ = ("rows", "par", "nodes")
    ROWS_FIELD_NUMBER: _ClassVar[int]
    PAR_FIELD_NUMBER: _ClassVar[int]
    NODES_FIELD_NUMBER: _ClassVar[int]
    rows: _containers.RepeatedCompositeFieldContainer[DeclarerTricks]
    par: Par
    nodes: int
    def __init__(self, rows: _Optional[_Iterable[_Union[DeclarerTricks, _Mapping]]] = ..., par: _Optional[_Union[Par, _Mapping]] = ..., nodes: _Optional[int] = ...) -> None: ...

class SolitaireDeal(_message.Message):
    __slots__ = ("game_id", "options", "seed", "order")
    class OptionsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    options: _containers.ScalarMap[str, str]
    seed: int
    order: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, game_id: _Optional[str] = ..., options: _Optional[_Mapping[str, str]] = ..., seed: _Optional[int] = ..., order: _Optional[_Iterable[str]] = ...) -> None: ...

class SolveSolitaireRequest(_message.Message):
    __slots__ = ("state", "deal", "node_budget")
    STATE_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    NODE_BUDGET_FIELD_NUMBER: _ClassVar[int]
    state: _engine_pb2.StateRef
    deal: SolitaireDeal
    node_budget: int
    def __init__(self, state: _Optional[_Union[_engine_pb2.StateRef, _Mapping]] = ..., deal: _Optional[_Union[SolitaireDeal, _Mapping]] = ..., node_budget: _Optional[int] = ...) -> None: ...

class SolveSolitaireResponse(_message.Message):
    __slots__ = ("game_id", "verdict", "moves", "nodes", "seconds", "method", "note")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    VERDICT_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    NODES_FIELD_NUMBER: _ClassVar[int]
    SECONDS_FIELD_NUMBER: _ClassVar[int]
    METHOD_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    verdict: SolitaireVerdict
    moves: _containers.RepeatedScalarFieldContainer[str]
    nodes: int
    seconds: float
    method: str
    note: str
    def __init__(self, game_id: _Optional[str] = ..., verdict: _Optional[_Union[SolitaireVerdict, str]] = ..., moves: _Optional[_Iterable[str]] = ..., nodes: _Optional[int] = ..., seconds: _Optional[float] = ..., method: _Optional[str] = ..., note: _Optional[str] = ...) -> None: ...
