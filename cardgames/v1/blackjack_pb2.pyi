from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class BlackjackInsurance(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BLACKJACK_INSURANCE_UNSPECIFIED: _ClassVar[BlackjackInsurance]
    BLACKJACK_INSURANCE_NOT_OFFERED: _ClassVar[BlackjackInsurance]
    BLACKJACK_INSURANCE_TAKEN: _ClassVar[BlackjackInsurance]
    BLACKJACK_INSURANCE_REFUSED: _ClassVar[BlackjackInsurance]
    BLACKJACK_INSURANCE_EVEN_MONEY: _ClassVar[BlackjackInsurance]
    BLACKJACK_INSURANCE_EVEN_MONEY_DECLINED: _ClassVar[BlackjackInsurance]

class BlackjackPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BLACKJACK_PHASE_UNSPECIFIED: _ClassVar[BlackjackPhase]
    BLACKJACK_PHASE_BET: _ClassVar[BlackjackPhase]
    BLACKJACK_PHASE_DEALER_BET: _ClassVar[BlackjackPhase]
    BLACKJACK_PHASE_INSURANCE: _ClassVar[BlackjackPhase]
    BLACKJACK_PHASE_PLAY: _ClassVar[BlackjackPhase]
    BLACKJACK_PHASE_OVER: _ClassVar[BlackjackPhase]
BLACKJACK_INSURANCE_UNSPECIFIED: BlackjackInsurance
BLACKJACK_INSURANCE_NOT_OFFERED: BlackjackInsurance
BLACKJACK_INSURANCE_TAKEN: BlackjackInsurance
BLACKJACK_INSURANCE_REFUSED: BlackjackInsurance
BLACKJACK_INSURANCE_EVEN_MONEY: BlackjackInsurance
BLACKJACK_INSURANCE_EVEN_MONEY_DECLINED: BlackjackInsurance
BLACKJACK_PHASE_UNSPECIFIED: BlackjackPhase
BLACKJACK_PHASE_BET: BlackjackPhase
BLACKJACK_PHASE_DEALER_BET: BlackjackPhase
BLACKJACK_PHASE_INSURANCE: BlackjackPhase
BLACKJACK_PHASE_PLAY: BlackjackPhase
BLACKJACK_PHASE_OVER: BlackjackPhase

class BlackjackMove(_message.Message):
    __slots__ = ("bet", "dealer_bet", "no_dealer_bet", "insure", "no_insurance", "even_money", "decline_even_money", "hit", "stand", "double", "split")
    BET_FIELD_NUMBER: _ClassVar[int]
    DEALER_BET_FIELD_NUMBER: _ClassVar[int]
    NO_DEALER_BET_FIELD_NUMBER: _ClassVar[int]
    INSURE_FIELD_NUMBER: _ClassVar[int]
    NO_INSURANCE_FIELD_NUMBER: _ClassVar[int]
    EVEN_MONEY_FIELD_NUMBER: _ClassVar[int]
    DECLINE_EVEN_MONEY_FIELD_NUMBER: _ClassVar[int]
    HIT_FIELD_NUMBER: _ClassVar[int]
    STAND_FIELD_NUMBER: _ClassVar[int]
    DOUBLE_FIELD_NUMBER: _ClassVar[int]
    SPLIT_FIELD_NUMBER: _ClassVar[int]
    bet: BlackjackBet
    dealer_bet: BlackjackDealerBet
    no_dealer_bet: BlackjackNoDealerBet
    insure: BlackjackInsure
    no_insurance: BlackjackNoInsurance
    even_money: BlackjackEvenMoney
    decline_even_money: BlackjackDeclineEvenMoney
    hit: BlackjackHit
    stand: BlackjackStand
    double: BlackjackDouble
    split: BlackjackSplit
    def __init__(self, bet: _Optional[_Union[BlackjackBet, _Mapping]] = ..., dealer_bet: _Optional[_Union[BlackjackDealerBet, _Mapping]] = ..., no_dealer_bet: _Optional[_Union[BlackjackNoDealerBet, _Mapping]] = ..., insure: _Optional[_Union[BlackjackInsure, _Mapping]] = ..., no_insurance: _Optional[_Union[BlackjackNoInsurance, _Mapping]] = ..., even_money: _Optional[_Union[BlackjackEvenMoney, _Mapping]] = ..., decline_even_money: _Optional[_Union[BlackjackDeclineEvenMoney, _Mapping]] = ..., hit: _Optional[_Union[BlackjackHit, _Mapping]] = ..., stand: _Optional[_Union[BlackjackStand, _Mapping]] = ..., double: _Optional[_Union[BlackjackDouble, _Mapping]] = ..., split: _Optional[_Union[BlackjackSplit, _Mapping]] = ...) -> None: ...

class BlackjackBet(_message.Message):
    __slots__ = ("amount",)
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    amount: int
    def __init__(self, amount: _Optional[int] = ...) -> None: ...

class BlackjackDealerBet(_message.Message):
    __slots__ = ("amount",)
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    amount: int
    def __init__(self, amount: _Optional[int] = ...) -> None: ...

class BlackjackNoDealerBet(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BlackjackInsure(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BlackjackNoInsurance(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BlackjackEvenMoney(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BlackjackDeclineEvenMoney(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BlackjackHit(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BlackjackStand(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BlackjackDouble(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BlackjackSplit(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BlackjackOptions(_message.Message):
    __slots__ = ("decks", "penetration", "boxes", "min_stake", "max_stake", "bankroll", "rounds", "target", "pairs", "dealer_blackjack", "dealer_bet")
    DECKS_FIELD_NUMBER: _ClassVar[int]
    PENETRATION_FIELD_NUMBER: _ClassVar[int]
    BOXES_FIELD_NUMBER: _ClassVar[int]
    MIN_STAKE_FIELD_NUMBER: _ClassVar[int]
    MAX_STAKE_FIELD_NUMBER: _ClassVar[int]
    BANKROLL_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    PAIRS_FIELD_NUMBER: _ClassVar[int]
    DEALER_BLACKJACK_FIELD_NUMBER: _ClassVar[int]
    DEALER_BET_FIELD_NUMBER: _ClassVar[int]
    decks: int
    penetration: int
    boxes: int
    min_stake: int
    max_stake: int
    bankroll: int
    rounds: int
    target: int
    pairs: str
    dealer_blackjack: str
    dealer_bet: str
    def __init__(self, decks: _Optional[int] = ..., penetration: _Optional[int] = ..., boxes: _Optional[int] = ..., min_stake: _Optional[int] = ..., max_stake: _Optional[int] = ..., bankroll: _Optional[int] = ..., rounds: _Optional[int] = ..., target: _Optional[int] = ..., pairs: _Optional[str] = ..., dealer_blackjack: _Optional[str] = ..., dealer_bet: _Optional[str] = ...) -> None: ...

class BlackjackState(_message.Message):
    __slots__ = ("players", "boxes", "dealer", "shoe", "discard", "bankrolls", "phase", "box", "hand", "round", "rng", "options", "sheet", "bets", "dealer_bets")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    BOXES_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    SHOE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    BANKROLLS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    BOX_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    BETS_FIELD_NUMBER: _ClassVar[int]
    DEALER_BETS_FIELD_NUMBER: _ClassVar[int]
    players: int
    boxes: _containers.RepeatedCompositeFieldContainer[BlackjackBox]
    dealer: _containers.RepeatedScalarFieldContainer[str]
    shoe: _containers.RepeatedScalarFieldContainer[str]
    discard: _containers.RepeatedScalarFieldContainer[str]
    bankrolls: _containers.RepeatedScalarFieldContainer[int]
    phase: BlackjackPhase
    box: int
    hand: int
    round: int
    rng: _common_pb2.RngState
    options: BlackjackOptions
    sheet: _common_pb2.ScoreSheet
    bets: _containers.RepeatedScalarFieldContainer[int]
    dealer_bets: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, players: _Optional[int] = ..., boxes: _Optional[_Iterable[_Union[BlackjackBox, _Mapping]]] = ..., dealer: _Optional[_Iterable[str]] = ..., shoe: _Optional[_Iterable[str]] = ..., discard: _Optional[_Iterable[str]] = ..., bankrolls: _Optional[_Iterable[int]] = ..., phase: _Optional[_Union[BlackjackPhase, str]] = ..., box: _Optional[int] = ..., hand: _Optional[int] = ..., round: _Optional[int] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., options: _Optional[_Union[BlackjackOptions, _Mapping]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., bets: _Optional[_Iterable[int]] = ..., dealer_bets: _Optional[_Iterable[int]] = ...) -> None: ...

class BlackjackBox(_message.Message):
    __slots__ = ("owner", "stake", "dealer_bet", "insurance", "hands", "net")
    OWNER_FIELD_NUMBER: _ClassVar[int]
    STAKE_FIELD_NUMBER: _ClassVar[int]
    DEALER_BET_FIELD_NUMBER: _ClassVar[int]
    INSURANCE_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    NET_FIELD_NUMBER: _ClassVar[int]
    owner: int
    stake: int
    dealer_bet: int
    insurance: BlackjackInsurance
    hands: _containers.RepeatedCompositeFieldContainer[BlackjackPlayerHand]
    net: int
    def __init__(self, owner: _Optional[int] = ..., stake: _Optional[int] = ..., dealer_bet: _Optional[int] = ..., insurance: _Optional[_Union[BlackjackInsurance, str]] = ..., hands: _Optional[_Iterable[_Union[BlackjackPlayerHand, _Mapping]]] = ..., net: _Optional[int] = ...) -> None: ...

class BlackjackPlayerHand(_message.Message):
    __slots__ = ("cards", "stake", "doubled", "from_split", "done")
    CARDS_FIELD_NUMBER: _ClassVar[int]
    STAKE_FIELD_NUMBER: _ClassVar[int]
    DOUBLED_FIELD_NUMBER: _ClassVar[int]
    FROM_SPLIT_FIELD_NUMBER: _ClassVar[int]
    DONE_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    stake: int
    doubled: bool
    from_split: bool
    done: bool
    def __init__(self, cards: _Optional[_Iterable[str]] = ..., stake: _Optional[int] = ..., doubled: _Optional[bool] = ..., from_split: _Optional[bool] = ..., done: _Optional[bool] = ...) -> None: ...

class BlackjackView(_message.Message):
    __slots__ = ("seat", "players", "phase", "to_act", "boxes", "dealer", "shoe_count", "discard_count", "bankrolls", "box", "hand", "round", "rounds", "bets", "dealer_bets", "sheet")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    BOXES_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    SHOE_COUNT_FIELD_NUMBER: _ClassVar[int]
    DISCARD_COUNT_FIELD_NUMBER: _ClassVar[int]
    BANKROLLS_FIELD_NUMBER: _ClassVar[int]
    BOX_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    BETS_FIELD_NUMBER: _ClassVar[int]
    DEALER_BETS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    seat: int
    players: int
    phase: BlackjackPhase
    to_act: int
    boxes: _containers.RepeatedCompositeFieldContainer[BlackjackBox]
    dealer: _containers.RepeatedScalarFieldContainer[str]
    shoe_count: int
    discard_count: int
    bankrolls: _containers.RepeatedScalarFieldContainer[int]
    box: int
    hand: int
    round: int
    rounds: int
    bets: _containers.RepeatedScalarFieldContainer[int]
    dealer_bets: _containers.RepeatedScalarFieldContainer[int]
    sheet: _common_pb2.ScoreSheet
    def __init__(self, seat: _Optional[int] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[BlackjackPhase, str]] = ..., to_act: _Optional[int] = ..., boxes: _Optional[_Iterable[_Union[BlackjackBox, _Mapping]]] = ..., dealer: _Optional[_Iterable[str]] = ..., shoe_count: _Optional[int] = ..., discard_count: _Optional[int] = ..., bankrolls: _Optional[_Iterable[int]] = ..., box: _Optional[int] = ..., hand: _Optional[int] = ..., round: _Optional[int] = ..., rounds: _Optional[int] = ..., bets: _Optional[_Iterable[int]] = ..., dealer_bets: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ...) -> None: ...
