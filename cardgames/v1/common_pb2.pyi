from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Zone(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ZONE_UNSPECIFIED: _ClassVar[Zone]
    ZONE_DECK: _ClassVar[Zone]
    ZONE_HAND: _ClassVar[Zone]
    ZONE_STOCK: _ClassVar[Zone]
    ZONE_TABLE: _ClassVar[Zone]
    ZONE_TRICK: _ClassVar[Zone]
    ZONE_WON: _ClassVar[Zone]
    ZONE_DISCARD: _ClassVar[Zone]
    ZONE_TABLEAU: _ClassVar[Zone]
    ZONE_FOUNDATION: _ClassVar[Zone]
    ZONE_WASTE: _ClassVar[Zone]
    ZONE_RESERVE: _ClassVar[Zone]
    ZONE_TALON: _ClassVar[Zone]
    ZONE_MELDS: _ClassVar[Zone]
    ZONE_WIDOW: _ClassVar[Zone]
    ZONE_POT: _ClassVar[Zone]

class CallKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CALL_KIND_UNSPECIFIED: _ClassVar[CallKind]
    CALL_KIND_PASS: _ClassVar[CallKind]
    CALL_KIND_BID: _ClassVar[CallKind]
    CALL_KIND_DOUBLE: _ClassVar[CallKind]
    CALL_KIND_REDOUBLE: _ClassVar[CallKind]

class Strain(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    STRAIN_UNSPECIFIED: _ClassVar[Strain]
    STRAIN_CLUBS: _ClassVar[Strain]
    STRAIN_DIAMONDS: _ClassVar[Strain]
    STRAIN_HEARTS: _ClassVar[Strain]
    STRAIN_SPADES: _ClassVar[Strain]
    STRAIN_NO_TRUMP: _ClassVar[Strain]

class Doubling(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DOUBLING_UNSPECIFIED: _ClassVar[Doubling]
    DOUBLING_UNDOUBLED: _ClassVar[Doubling]
    DOUBLING_DOUBLED: _ClassVar[Doubling]
    DOUBLING_REDOUBLED: _ClassVar[Doubling]

class Outcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    OUTCOME_UNSPECIFIED: _ClassVar[Outcome]
    OUTCOME_UNDECIDED: _ClassVar[Outcome]
    OUTCOME_WIN: _ClassVar[Outcome]
    OUTCOME_LOSS: _ClassVar[Outcome]
    OUTCOME_DRAW: _ClassVar[Outcome]
    OUTCOME_NEUTRAL: _ClassVar[Outcome]

class Rank(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RANK_UNSPECIFIED: _ClassVar[Rank]
    RANK_TWO: _ClassVar[Rank]
    RANK_THREE: _ClassVar[Rank]
    RANK_FOUR: _ClassVar[Rank]
    RANK_FIVE: _ClassVar[Rank]
    RANK_SIX: _ClassVar[Rank]
    RANK_SEVEN: _ClassVar[Rank]
    RANK_EIGHT: _ClassVar[Rank]
    RANK_NINE: _ClassVar[Rank]
    RANK_TEN: _ClassVar[Rank]
    RANK_JACK: _ClassVar[Rank]
    RANK_QUEEN: _ClassVar[Rank]
    RANK_KING: _ClassVar[Rank]
    RANK_ACE: _ClassVar[Rank]
    RANK_JOKER: _ClassVar[Rank]

class Reply(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REPLY_UNSPECIFIED: _ClassVar[Reply]
    REPLY_YES: _ClassVar[Reply]
    REPLY_NO: _ClassVar[Reply]

class RummyPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RUMMY_PHASE_UNSPECIFIED: _ClassVar[RummyPhase]
    RUMMY_PHASE_DRAW: _ClassVar[RummyPhase]
    RUMMY_PHASE_MELD: _ClassVar[RummyPhase]
    RUMMY_PHASE_OPENING: _ClassVar[RummyPhase]
    RUMMY_PHASE_ANSWER: _ClassVar[RummyPhase]
    RUMMY_PHASE_OVER: _ClassVar[RummyPhase]

class Permission(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PERMISSION_UNSPECIFIED: _ClassVar[Permission]
    PERMISSION_NONE: _ClassVar[Permission]
    PERMISSION_ASKED: _ClassVar[Permission]
    PERMISSION_YES: _ClassVar[Permission]
    PERMISSION_NO: _ClassVar[Permission]

class RunSuit(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RUN_SUIT_UNSPECIFIED: _ClassVar[RunSuit]
    RUN_SUIT_CLUBS: _ClassVar[RunSuit]
    RUN_SUIT_DIAMONDS: _ClassVar[RunSuit]
    RUN_SUIT_HEARTS: _ClassVar[RunSuit]
    RUN_SUIT_SPADES: _ClassVar[RunSuit]
ZONE_UNSPECIFIED: Zone
ZONE_DECK: Zone
ZONE_HAND: Zone
ZONE_STOCK: Zone
ZONE_TABLE: Zone
ZONE_TRICK: Zone
ZONE_WON: Zone
ZONE_DISCARD: Zone
ZONE_TABLEAU: Zone
ZONE_FOUNDATION: Zone
ZONE_WASTE: Zone
ZONE_RESERVE: Zone
ZONE_TALON: Zone
ZONE_MELDS: Zone
ZONE_WIDOW: Zone
ZONE_POT: Zone
CALL_KIND_UNSPECIFIED: CallKind
CALL_KIND_PASS: CallKind
CALL_KIND_BID: CallKind
CALL_KIND_DOUBLE: CallKind
CALL_KIND_REDOUBLE: CallKind
STRAIN_UNSPECIFIED: Strain
STRAIN_CLUBS: Strain
STRAIN_DIAMONDS: Strain
STRAIN_HEARTS: Strain
STRAIN_SPADES: Strain
STRAIN_NO_TRUMP: Strain
DOUBLING_UNSPECIFIED: Doubling
DOUBLING_UNDOUBLED: Doubling
DOUBLING_DOUBLED: Doubling
DOUBLING_REDOUBLED: Doubling
OUTCOME_UNSPECIFIED: Outcome
OUTCOME_UNDECIDED: Outcome
OUTCOME_WIN: Outcome
OUTCOME_LOSS: Outcome
OUTCOME_DRAW: Outcome
OUTCOME_NEUTRAL: Outcome
RANK_UNSPECIFIED: Rank
RANK_TWO: Rank
RANK_THREE: Rank
RANK_FOUR: Rank
RANK_FIVE: Rank
RANK_SIX: Rank
RANK_SEVEN: Rank
RANK_EIGHT: Rank
RANK_NINE: Rank
RANK_TEN: Rank
RANK_JACK: Rank
RANK_QUEEN: Rank
RANK_KING: Rank
RANK_ACE: Rank
RANK_JOKER: Rank
REPLY_UNSPECIFIED: Reply
REPLY_YES: Reply
REPLY_NO: Reply
RUMMY_PHASE_UNSPECIFIED: RummyPhase
RUMMY_PHASE_DRAW: RummyPhase
RUMMY_PHASE_MELD: RummyPhase
RUMMY_PHASE_OPENING: RummyPhase
RUMMY_PHASE_ANSWER: RummyPhase
RUMMY_PHASE_OVER: RummyPhase
PERMISSION_UNSPECIFIED: Permission
PERMISSION_NONE: Permission
PERMISSION_ASKED: Permission
PERMISSION_YES: Permission
PERMISSION_NO: Permission
RUN_SUIT_UNSPECIFIED: RunSuit
RUN_SUIT_CLUBS: RunSuit
RUN_SUIT_DIAMONDS: RunSuit
RUN_SUIT_HEARTS: RunSuit
RUN_SUIT_SPADES: RunSuit

class Event(_message.Message):
    __slots__ = ("move_played", "cards_moved", "card_turned", "trick_won", "deal_scored", "deal_started", "turn_passed", "match_over")
    MOVE_PLAYED_FIELD_NUMBER: _ClassVar[int]
    CARDS_MOVED_FIELD_NUMBER: _ClassVar[int]
    CARD_TURNED_FIELD_NUMBER: _ClassVar[int]
    TRICK_WON_FIELD_NUMBER: _ClassVar[int]
    DEAL_SCORED_FIELD_NUMBER: _ClassVar[int]
    DEAL_STARTED_FIELD_NUMBER: _ClassVar[int]
    TURN_PASSED_FIELD_NUMBER: _ClassVar[int]
    MATCH_OVER_FIELD_NUMBER: _ClassVar[int]
    move_played: MovePlayed
    cards_moved: CardsMoved
    card_turned: CardTurned
    trick_won: TrickWon
    deal_scored: DealScored
    deal_started: DealStarted
    turn_passed: TurnPassed
    match_over: MatchOver
    def __init__(self, move_played: _Optional[_Union[MovePlayed, _Mapping]] = ..., cards_moved: _Optional[_Union[CardsMoved, _Mapping]] = ..., card_turned: _Optional[_Union[CardTurned, _Mapping]] = ..., trick_won: _Optional[_Union[TrickWon, _Mapping]] = ..., deal_scored: _Optional[_Union[DealScored, _Mapping]] = ..., deal_started: _Optional[_Union[DealStarted, _Mapping]] = ..., turn_passed: _Optional[_Union[TurnPassed, _Mapping]] = ..., match_over: _Optional[_Union[MatchOver, _Mapping]] = ...) -> None: ...

class MovePlayed(_message.Message):
    __slots__ = ("seat", "move_id", "label", "public_move_id", "public_label")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOVE_ID_FIELD_NUMBER: _ClassVar[int]
    LABEL_FIELD_NUMBER: _ClassVar[int]
    PUBLIC_MOVE_ID_FIELD_NUMBER: _ClassVar[int]
    PUBLIC_LABEL_FIELD_NUMBER: _ClassVar[int]
    seat: int
    move_id: str
    label: str
    public_move_id: str
    public_label: str
    def __init__(self, seat: _Optional[int] = ..., move_id: _Optional[str] = ..., label: _Optional[str] = ..., public_move_id: _Optional[str] = ..., public_label: _Optional[str] = ...) -> None: ...

class CardsMoved(_message.Message):
    __slots__ = ("source", "target", "count", "cards", "visible_to", "face_up")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    VISIBLE_TO_FIELD_NUMBER: _ClassVar[int]
    FACE_UP_FIELD_NUMBER: _ClassVar[int]
    source: Place
    target: Place
    count: int
    cards: _containers.RepeatedScalarFieldContainer[str]
    visible_to: _containers.RepeatedScalarFieldContainer[int]
    face_up: bool
    def __init__(self, source: _Optional[_Union[Place, _Mapping]] = ..., target: _Optional[_Union[Place, _Mapping]] = ..., count: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ..., visible_to: _Optional[_Iterable[int]] = ..., face_up: _Optional[bool] = ...) -> None: ...

class Place(_message.Message):
    __slots__ = ("zone", "seat", "index")
    ZONE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    INDEX_FIELD_NUMBER: _ClassVar[int]
    zone: Zone
    seat: int
    index: int
    def __init__(self, zone: _Optional[_Union[Zone, str]] = ..., seat: _Optional[int] = ..., index: _Optional[int] = ...) -> None: ...

class CardTurned(_message.Message):
    __slots__ = ("place", "card")
    PLACE_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    place: Place
    card: str
    def __init__(self, place: _Optional[_Union[Place, _Mapping]] = ..., card: _Optional[str] = ...) -> None: ...

class TrickWon(_message.Message):
    __slots__ = ("seat", "number", "cards", "leader")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    LEADER_FIELD_NUMBER: _ClassVar[int]
    seat: int
    number: int
    cards: _containers.RepeatedScalarFieldContainer[str]
    leader: int
    def __init__(self, seat: _Optional[int] = ..., number: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ..., leader: _Optional[int] = ...) -> None: ...

class DealScored(_message.Message):
    __slots__ = ("deal", "points", "label")
    DEAL_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    LABEL_FIELD_NUMBER: _ClassVar[int]
    deal: int
    points: _containers.RepeatedScalarFieldContainer[int]
    label: str
    def __init__(self, deal: _Optional[int] = ..., points: _Optional[_Iterable[int]] = ..., label: _Optional[str] = ...) -> None: ...

class DealStarted(_message.Message):
    __slots__ = ("deal", "dealer")
    DEAL_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    deal: int
    dealer: int
    def __init__(self, deal: _Optional[int] = ..., dealer: _Optional[int] = ...) -> None: ...

class TurnPassed(_message.Message):
    __slots__ = ("seat", "what")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    WHAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    what: str
    def __init__(self, seat: _Optional[int] = ..., what: _Optional[str] = ...) -> None: ...

class MatchOver(_message.Message):
    __slots__ = ("summary",)
    SUMMARY_FIELD_NUMBER: _ClassVar[int]
    summary: str
    def __init__(self, summary: _Optional[str] = ...) -> None: ...

class Hand(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class Trick(_message.Message):
    __slots__ = ("leader", "cards", "winner_seat")
    LEADER_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    WINNER_SEAT_FIELD_NUMBER: _ClassVar[int]
    leader: int
    cards: _containers.RepeatedScalarFieldContainer[str]
    winner_seat: int
    def __init__(self, leader: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ..., winner_seat: _Optional[int] = ...) -> None: ...

class Pile(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class Column(_message.Message):
    __slots__ = ("down", "up")
    DOWN_FIELD_NUMBER: _ClassVar[int]
    UP_FIELD_NUMBER: _ClassVar[int]
    down: _containers.RepeatedScalarFieldContainer[str]
    up: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, down: _Optional[_Iterable[str]] = ..., up: _Optional[_Iterable[str]] = ...) -> None: ...

class Meld(_message.Message):
    __slots__ = ("cards", "kind", "owner", "points")
    CARDS_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    OWNER_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    kind: str
    owner: int
    points: int
    def __init__(self, cards: _Optional[_Iterable[str]] = ..., kind: _Optional[str] = ..., owner: _Optional[int] = ..., points: _Optional[int] = ...) -> None: ...

class Pot(_message.Message):
    __slots__ = ("amount", "eligible")
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    ELIGIBLE_FIELD_NUMBER: _ClassVar[int]
    amount: int
    eligible: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, amount: _Optional[int] = ..., eligible: _Optional[_Iterable[int]] = ...) -> None: ...

class Call(_message.Message):
    __slots__ = ("kind", "bid")
    KIND_FIELD_NUMBER: _ClassVar[int]
    BID_FIELD_NUMBER: _ClassVar[int]
    kind: CallKind
    bid: Bid
    def __init__(self, kind: _Optional[_Union[CallKind, str]] = ..., bid: _Optional[_Union[Bid, _Mapping]] = ...) -> None: ...

class Bid(_message.Message):
    __slots__ = ("level", "strain")
    LEVEL_FIELD_NUMBER: _ClassVar[int]
    STRAIN_FIELD_NUMBER: _ClassVar[int]
    level: int
    strain: Strain
    def __init__(self, level: _Optional[int] = ..., strain: _Optional[_Union[Strain, str]] = ...) -> None: ...

class Contract(_message.Message):
    __slots__ = ("bid", "doubling", "declarer")
    BID_FIELD_NUMBER: _ClassVar[int]
    DOUBLING_FIELD_NUMBER: _ClassVar[int]
    DECLARER_FIELD_NUMBER: _ClassVar[int]
    bid: Bid
    doubling: Doubling
    declarer: int
    def __init__(self, bid: _Optional[_Union[Bid, _Mapping]] = ..., doubling: _Optional[_Union[Doubling, str]] = ..., declarer: _Optional[int] = ...) -> None: ...

class AuctionCall(_message.Message):
    __slots__ = ("seat", "bid")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    BID_FIELD_NUMBER: _ClassVar[int]
    seat: int
    bid: int
    def __init__(self, seat: _Optional[int] = ..., bid: _Optional[int] = ...) -> None: ...

class ScoreSheet(_message.Message):
    __slots__ = ("columns", "sections", "rows", "denominator")
    COLUMNS_FIELD_NUMBER: _ClassVar[int]
    SECTIONS_FIELD_NUMBER: _ClassVar[int]
    ROWS_FIELD_NUMBER: _ClassVar[int]
    DENOMINATOR_FIELD_NUMBER: _ClassVar[int]
    columns: _containers.RepeatedScalarFieldContainer[str]
    sections: _containers.RepeatedScalarFieldContainer[str]
    rows: _containers.RepeatedCompositeFieldContainer[SheetRow]
    denominator: int
    def __init__(self, columns: _Optional[_Iterable[str]] = ..., sections: _Optional[_Iterable[str]] = ..., rows: _Optional[_Iterable[_Union[SheetRow, _Mapping]]] = ..., denominator: _Optional[int] = ...) -> None: ...

class SheetRow(_message.Message):
    __slots__ = ("deal", "label", "points", "section")
    DEAL_FIELD_NUMBER: _ClassVar[int]
    LABEL_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    SECTION_FIELD_NUMBER: _ClassVar[int]
    deal: int
    label: str
    points: _containers.RepeatedScalarFieldContainer[int]
    section: str
    def __init__(self, deal: _Optional[int] = ..., label: _Optional[str] = ..., points: _Optional[_Iterable[int]] = ..., section: _Optional[str] = ...) -> None: ...

class Score(_message.Message):
    __slots__ = ("terminal", "deal", "match", "outcomes", "summary", "places", "breakdown", "denominator")
    TERMINAL_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    MATCH_FIELD_NUMBER: _ClassVar[int]
    OUTCOMES_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_FIELD_NUMBER: _ClassVar[int]
    PLACES_FIELD_NUMBER: _ClassVar[int]
    BREAKDOWN_FIELD_NUMBER: _ClassVar[int]
    DENOMINATOR_FIELD_NUMBER: _ClassVar[int]
    terminal: bool
    deal: _containers.RepeatedScalarFieldContainer[int]
    match: _containers.RepeatedScalarFieldContainer[int]
    outcomes: _containers.RepeatedScalarFieldContainer[Outcome]
    summary: str
    places: _containers.RepeatedScalarFieldContainer[int]
    breakdown: _containers.RepeatedCompositeFieldContainer[ScoreLine]
    denominator: int
    def __init__(self, terminal: _Optional[bool] = ..., deal: _Optional[_Iterable[int]] = ..., match: _Optional[_Iterable[int]] = ..., outcomes: _Optional[_Iterable[_Union[Outcome, str]]] = ..., summary: _Optional[str] = ..., places: _Optional[_Iterable[int]] = ..., breakdown: _Optional[_Iterable[_Union[ScoreLine, _Mapping]]] = ..., denominator: _Optional[int] = ...) -> None: ...

class ScoreLine(_message.Message):
    __slots__ = ("label", "values")
    LABEL_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    label: str
    values: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, label: _Optional[str] = ..., values: _Optional[_Iterable[int]] = ...) -> None: ...

class RngState(_message.Message):
    __slots__ = ("seed", "counter")
    SEED_FIELD_NUMBER: _ClassVar[int]
    COUNTER_FIELD_NUMBER: _ClassVar[int]
    seed: int
    counter: int
    def __init__(self, seed: _Optional[int] = ..., counter: _Optional[int] = ...) -> None: ...

class ExplicitDeal(_message.Message):
    __slots__ = ("order", "hands", "rest", "notation")
    ORDER_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    REST_FIELD_NUMBER: _ClassVar[int]
    NOTATION_FIELD_NUMBER: _ClassVar[int]
    order: _containers.RepeatedScalarFieldContainer[str]
    hands: _containers.RepeatedCompositeFieldContainer[Hand]
    rest: _containers.RepeatedScalarFieldContainer[str]
    notation: str
    def __init__(self, order: _Optional[_Iterable[str]] = ..., hands: _Optional[_Iterable[_Union[Hand, _Mapping]]] = ..., rest: _Optional[_Iterable[str]] = ..., notation: _Optional[str] = ...) -> None: ...

class DeckOrder(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class Layout(_message.Message):
    __slots__ = ("columns", "foundations", "stock", "waste", "queue", "reserve", "redeals", "turned")
    COLUMNS_FIELD_NUMBER: _ClassVar[int]
    FOUNDATIONS_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    WASTE_FIELD_NUMBER: _ClassVar[int]
    QUEUE_FIELD_NUMBER: _ClassVar[int]
    RESERVE_FIELD_NUMBER: _ClassVar[int]
    REDEALS_FIELD_NUMBER: _ClassVar[int]
    TURNED_FIELD_NUMBER: _ClassVar[int]
    columns: _containers.RepeatedCompositeFieldContainer[Column]
    foundations: _containers.RepeatedCompositeFieldContainer[Pile]
    stock: _containers.RepeatedScalarFieldContainer[str]
    waste: _containers.RepeatedScalarFieldContainer[str]
    queue: _containers.RepeatedScalarFieldContainer[str]
    reserve: _containers.RepeatedScalarFieldContainer[str]
    redeals: int
    turned: bool
    def __init__(self, columns: _Optional[_Iterable[_Union[Column, _Mapping]]] = ..., foundations: _Optional[_Iterable[_Union[Pile, _Mapping]]] = ..., stock: _Optional[_Iterable[str]] = ..., waste: _Optional[_Iterable[str]] = ..., queue: _Optional[_Iterable[str]] = ..., reserve: _Optional[_Iterable[str]] = ..., redeals: _Optional[int] = ..., turned: _Optional[bool] = ...) -> None: ...

class LayoutView(_message.Message):
    __slots__ = ("columns", "foundations", "stock_count", "waste", "queue_count", "reserve", "redeals", "turned", "stock", "queue")
    COLUMNS_FIELD_NUMBER: _ClassVar[int]
    FOUNDATIONS_FIELD_NUMBER: _ClassVar[int]
    STOCK_COUNT_FIELD_NUMBER: _ClassVar[int]
    WASTE_FIELD_NUMBER: _ClassVar[int]
    QUEUE_COUNT_FIELD_NUMBER: _ClassVar[int]
    RESERVE_FIELD_NUMBER: _ClassVar[int]
    REDEALS_FIELD_NUMBER: _ClassVar[int]
    TURNED_FIELD_NUMBER: _ClassVar[int]
    STOCK_FIELD_NUMBER: _ClassVar[int]
    QUEUE_FIELD_NUMBER: _ClassVar[int]
    columns: _containers.RepeatedCompositeFieldContainer[ColumnView]
    foundations: _containers.RepeatedCompositeFieldContainer[Pile]
    stock_count: int
    waste: _containers.RepeatedScalarFieldContainer[str]
    queue_count: int
    reserve: _containers.RepeatedScalarFieldContainer[str]
    redeals: int
    turned: bool
    stock: _containers.RepeatedScalarFieldContainer[str]
    queue: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, columns: _Optional[_Iterable[_Union[ColumnView, _Mapping]]] = ..., foundations: _Optional[_Iterable[_Union[Pile, _Mapping]]] = ..., stock_count: _Optional[int] = ..., waste: _Optional[_Iterable[str]] = ..., queue_count: _Optional[int] = ..., reserve: _Optional[_Iterable[str]] = ..., redeals: _Optional[int] = ..., turned: _Optional[bool] = ..., stock: _Optional[_Iterable[str]] = ..., queue: _Optional[_Iterable[str]] = ...) -> None: ...

class ColumnView(_message.Message):
    __slots__ = ("down_count", "up", "down")
    DOWN_COUNT_FIELD_NUMBER: _ClassVar[int]
    UP_FIELD_NUMBER: _ClassVar[int]
    DOWN_FIELD_NUMBER: _ClassVar[int]
    down_count: int
    up: _containers.RepeatedScalarFieldContainer[str]
    down: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, down_count: _Optional[int] = ..., up: _Optional[_Iterable[str]] = ..., down: _Optional[_Iterable[str]] = ...) -> None: ...

class TablePair(_message.Message):
    __slots__ = ("attack", "cover")
    ATTACK_FIELD_NUMBER: _ClassVar[int]
    COVER_FIELD_NUMBER: _ClassVar[int]
    attack: str
    cover: str
    def __init__(self, attack: _Optional[str] = ..., cover: _Optional[str] = ...) -> None: ...

class CutCard(_message.Message):
    __slots__ = ("round", "seat", "card")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    round: int
    seat: int
    card: str
    def __init__(self, round: _Optional[int] = ..., seat: _Optional[int] = ..., card: _Optional[str] = ...) -> None: ...

class Auction(_message.Message):
    __slots__ = ("order", "calls", "min_raise", "equal_for_senior", "equal_for_first_bidder")
    ORDER_FIELD_NUMBER: _ClassVar[int]
    CALLS_FIELD_NUMBER: _ClassVar[int]
    MIN_RAISE_FIELD_NUMBER: _ClassVar[int]
    EQUAL_FOR_SENIOR_FIELD_NUMBER: _ClassVar[int]
    EQUAL_FOR_FIRST_BIDDER_FIELD_NUMBER: _ClassVar[int]
    order: _containers.RepeatedScalarFieldContainer[int]
    calls: _containers.RepeatedCompositeFieldContainer[AuctionCall]
    min_raise: int
    equal_for_senior: bool
    equal_for_first_bidder: bool
    def __init__(self, order: _Optional[_Iterable[int]] = ..., calls: _Optional[_Iterable[_Union[AuctionCall, _Mapping]]] = ..., min_raise: _Optional[int] = ..., equal_for_senior: _Optional[bool] = ..., equal_for_first_bidder: _Optional[bool] = ...) -> None: ...

class Betting(_message.Message):
    __slots__ = ("committed", "level", "folded", "all_in", "acted", "raises")
    COMMITTED_FIELD_NUMBER: _ClassVar[int]
    LEVEL_FIELD_NUMBER: _ClassVar[int]
    FOLDED_FIELD_NUMBER: _ClassVar[int]
    ALL_IN_FIELD_NUMBER: _ClassVar[int]
    ACTED_FIELD_NUMBER: _ClassVar[int]
    RAISES_FIELD_NUMBER: _ClassVar[int]
    committed: _containers.RepeatedScalarFieldContainer[int]
    level: int
    folded: _containers.RepeatedScalarFieldContainer[bool]
    all_in: _containers.RepeatedScalarFieldContainer[bool]
    acted: _containers.RepeatedScalarFieldContainer[bool]
    raises: int
    def __init__(self, committed: _Optional[_Iterable[int]] = ..., level: _Optional[int] = ..., folded: _Optional[_Iterable[bool]] = ..., all_in: _Optional[_Iterable[bool]] = ..., acted: _Optional[_Iterable[bool]] = ..., raises: _Optional[int] = ...) -> None: ...

class DiscardPile(_message.Message):
    __slots__ = ("cards", "frozen")
    CARDS_FIELD_NUMBER: _ClassVar[int]
    FROZEN_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    frozen: bool
    def __init__(self, cards: _Optional[_Iterable[str]] = ..., frozen: _Optional[bool] = ...) -> None: ...
