from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ThousandPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    THOUSAND_PHASE_UNSPECIFIED: _ClassVar[ThousandPhase]
    THOUSAND_PHASE_BIDDING: _ClassVar[ThousandPhase]
    THOUSAND_PHASE_WIDOW: _ClassVar[ThousandPhase]
    THOUSAND_PHASE_PLAY: _ClassVar[ThousandPhase]
    THOUSAND_PHASE_OVER: _ClassVar[ThousandPhase]
THOUSAND_PHASE_UNSPECIFIED: ThousandPhase
THOUSAND_PHASE_BIDDING: ThousandPhase
THOUSAND_PHASE_WIDOW: ThousandPhase
THOUSAND_PHASE_PLAY: ThousandPhase
THOUSAND_PHASE_OVER: ThousandPhase

class ThousandMove(_message.Message):
    __slots__ = ("bid", "concede", "give", "marry", "play", "look", "blind")
    BID_FIELD_NUMBER: _ClassVar[int]
    PASS_FIELD_NUMBER: _ClassVar[int]
    RAISE_FIELD_NUMBER: _ClassVar[int]
    CONCEDE_FIELD_NUMBER: _ClassVar[int]
    GIVE_FIELD_NUMBER: _ClassVar[int]
    MARRY_FIELD_NUMBER: _ClassVar[int]
    PLAY_FIELD_NUMBER: _ClassVar[int]
    LOOK_FIELD_NUMBER: _ClassVar[int]
    BLIND_FIELD_NUMBER: _ClassVar[int]
    bid: ThousandBid
    concede: ThousandConcede
    give: ThousandGive
    marry: ThousandMarry
    play: ThousandPlay
    look: ThousandLook
    blind: ThousandBlind
    def __init__(self, bid: _Optional[_Union[ThousandBid, _Mapping]] = ..., concede: _Optional[_Union[ThousandConcede, _Mapping]] = ..., give: _Optional[_Union[ThousandGive, _Mapping]] = ..., marry: _Optional[_Union[ThousandMarry, _Mapping]] = ..., play: _Optional[_Union[ThousandPlay, _Mapping]] = ..., look: _Optional[_Union[ThousandLook, _Mapping]] = ..., blind: _Optional[_Union[ThousandBlind, _Mapping]] = ..., **kwargs) -> None: ...

class ThousandBid(_message.Message):
    __slots__ = ("points",)
    POINTS_FIELD_NUMBER: _ClassVar[int]
    points: int
    def __init__(self, points: _Optional[int] = ...) -> None: ...

class ThousandPass(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ThousandRaise(_message.Message):
    __slots__ = ("points",)
    POINTS_FIELD_NUMBER: _ClassVar[int]
    points: int
    def __init__(self, points: _Optional[int] = ...) -> None: ...

class ThousandConcede(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ThousandGive(_message.Message):
    __slots__ = ("first", "second")
    FIRST_FIELD_NUMBER: _ClassVar[int]
    SECOND_FIELD_NUMBER: _ClassVar[int]
    first: str
    second: str
    def __init__(self, first: _Optional[str] = ..., second: _Optional[str] = ...) -> None: ...

class ThousandMarry(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class ThousandPlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class ThousandLook(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ThousandBlind(_message.Message):
    __slots__ = ("points",)
    POINTS_FIELD_NUMBER: _ClassVar[int]
    points: int
    def __init__(self, points: _Optional[int] = ...) -> None: ...

class ThousandOptions(_message.Message):
    __slots__ = ("bid_step", "raise_contract", "three_nines_redeal", "concession", "round_to_five", "barrel", "dump_truck", "zero_hands", "blind_bidding", "max_deals")
    BID_STEP_FIELD_NUMBER: _ClassVar[int]
    RAISE_CONTRACT_FIELD_NUMBER: _ClassVar[int]
    THREE_NINES_REDEAL_FIELD_NUMBER: _ClassVar[int]
    CONCESSION_FIELD_NUMBER: _ClassVar[int]
    ROUND_TO_FIVE_FIELD_NUMBER: _ClassVar[int]
    BARREL_FIELD_NUMBER: _ClassVar[int]
    DUMP_TRUCK_FIELD_NUMBER: _ClassVar[int]
    ZERO_HANDS_FIELD_NUMBER: _ClassVar[int]
    BLIND_BIDDING_FIELD_NUMBER: _ClassVar[int]
    MAX_DEALS_FIELD_NUMBER: _ClassVar[int]
    bid_step: int
    raise_contract: bool
    three_nines_redeal: bool
    concession: str
    round_to_five: bool
    barrel: bool
    dump_truck: bool
    zero_hands: bool
    blind_bidding: bool
    max_deals: int
    def __init__(self, bid_step: _Optional[int] = ..., raise_contract: _Optional[bool] = ..., three_nines_redeal: _Optional[bool] = ..., concession: _Optional[str] = ..., round_to_five: _Optional[bool] = ..., barrel: _Optional[bool] = ..., dump_truck: _Optional[bool] = ..., zero_hands: _Optional[bool] = ..., blind_bidding: _Optional[bool] = ..., max_deals: _Optional[int] = ...) -> None: ...

class ThousandState(_message.Message):
    __slots__ = ("options", "players", "phase", "deal_number", "dealer", "hands", "widow", "auction", "declarer", "contract", "shown", "known", "given", "trick", "tricks", "marriages", "sheet", "barrel", "zeros", "rng", "looked", "blind", "queued")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    WIDOW_FIELD_NUMBER: _ClassVar[int]
    AUCTION_FIELD_NUMBER: _ClassVar[int]
    DECLARER_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    SHOWN_FIELD_NUMBER: _ClassVar[int]
    KNOWN_FIELD_NUMBER: _ClassVar[int]
    GIVEN_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    MARRIAGES_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    BARREL_FIELD_NUMBER: _ClassVar[int]
    ZEROS_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    LOOKED_FIELD_NUMBER: _ClassVar[int]
    BLIND_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    options: ThousandOptions
    players: int
    phase: ThousandPhase
    deal_number: int
    dealer: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    widow: _containers.RepeatedScalarFieldContainer[str]
    auction: _common_pb2.Auction
    declarer: int
    contract: int
    shown: _containers.RepeatedScalarFieldContainer[str]
    known: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    given: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    marriages: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    sheet: _common_pb2.ScoreSheet
    barrel: _containers.RepeatedScalarFieldContainer[int]
    zeros: _containers.RepeatedScalarFieldContainer[int]
    rng: _common_pb2.RngState
    looked: _containers.RepeatedScalarFieldContainer[bool]
    blind: bool
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    def __init__(self, options: _Optional[_Union[ThousandOptions, _Mapping]] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[ThousandPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., widow: _Optional[_Iterable[str]] = ..., auction: _Optional[_Union[_common_pb2.Auction, _Mapping]] = ..., declarer: _Optional[int] = ..., contract: _Optional[int] = ..., shown: _Optional[_Iterable[str]] = ..., known: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., given: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., marriages: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., barrel: _Optional[_Iterable[int]] = ..., zeros: _Optional[_Iterable[int]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., looked: _Optional[_Iterable[bool]] = ..., blind: _Optional[bool] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class ThousandView(_message.Message):
    __slots__ = ("options", "seat", "players", "phase", "deal_number", "dealer", "to_act", "hands", "hand_sizes", "widow_size", "auction", "declarer", "contract", "shown", "known", "given", "trick", "tricks", "marriages", "trump", "totals", "barrel", "sheet", "looked", "blind")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    WIDOW_SIZE_FIELD_NUMBER: _ClassVar[int]
    AUCTION_FIELD_NUMBER: _ClassVar[int]
    DECLARER_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    SHOWN_FIELD_NUMBER: _ClassVar[int]
    KNOWN_FIELD_NUMBER: _ClassVar[int]
    GIVEN_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    MARRIAGES_FIELD_NUMBER: _ClassVar[int]
    TRUMP_FIELD_NUMBER: _ClassVar[int]
    TOTALS_FIELD_NUMBER: _ClassVar[int]
    BARREL_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    LOOKED_FIELD_NUMBER: _ClassVar[int]
    BLIND_FIELD_NUMBER: _ClassVar[int]
    options: ThousandOptions
    seat: int
    players: int
    phase: ThousandPhase
    deal_number: int
    dealer: int
    to_act: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    widow_size: int
    auction: _common_pb2.Auction
    declarer: int
    contract: int
    shown: _containers.RepeatedScalarFieldContainer[str]
    known: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    given: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    marriages: _containers.RepeatedCompositeFieldContainer[_common_pb2.Meld]
    trump: str
    totals: _containers.RepeatedScalarFieldContainer[int]
    barrel: _containers.RepeatedScalarFieldContainer[int]
    sheet: _common_pb2.ScoreSheet
    looked: _containers.RepeatedScalarFieldContainer[bool]
    blind: bool
    def __init__(self, options: _Optional[_Union[ThousandOptions, _Mapping]] = ..., seat: _Optional[int] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[ThousandPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., to_act: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., widow_size: _Optional[int] = ..., auction: _Optional[_Union[_common_pb2.Auction, _Mapping]] = ..., declarer: _Optional[int] = ..., contract: _Optional[int] = ..., shown: _Optional[_Iterable[str]] = ..., known: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., given: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., marriages: _Optional[_Iterable[_Union[_common_pb2.Meld, _Mapping]]] = ..., trump: _Optional[str] = ..., totals: _Optional[_Iterable[int]] = ..., barrel: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., looked: _Optional[_Iterable[bool]] = ..., blind: _Optional[bool] = ...) -> None: ...
