from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class PreferansStrain(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PREFERANS_STRAIN_UNSPECIFIED: _ClassVar[PreferansStrain]
    PREFERANS_STRAIN_SPADES: _ClassVar[PreferansStrain]
    PREFERANS_STRAIN_CLUBS: _ClassVar[PreferansStrain]
    PREFERANS_STRAIN_DIAMONDS: _ClassVar[PreferansStrain]
    PREFERANS_STRAIN_HEARTS: _ClassVar[PreferansStrain]
    PREFERANS_STRAIN_NO_TRUMP: _ClassVar[PreferansStrain]
    PREFERANS_STRAIN_MISERE: _ClassVar[PreferansStrain]

class PreferansPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PREFERANS_PHASE_UNSPECIFIED: _ClassVar[PreferansPhase]
    PREFERANS_PHASE_OPTIONS: _ClassVar[PreferansPhase]
    PREFERANS_PHASE_AUCTION: _ClassVar[PreferansPhase]
    PREFERANS_PHASE_DISCARD: _ClassVar[PreferansPhase]
    PREFERANS_PHASE_CONTRACT: _ClassVar[PreferansPhase]
    PREFERANS_PHASE_DEFENSE: _ClassVar[PreferansPhase]
    PREFERANS_PHASE_PLAY: _ClassVar[PreferansPhase]
    PREFERANS_PHASE_OVER: _ClassVar[PreferansPhase]

class PreferansDefense(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PREFERANS_DEFENSE_UNSPECIFIED: _ClassVar[PreferansDefense]
    PREFERANS_DEFENSE_WHIST: _ClassVar[PreferansDefense]
    PREFERANS_DEFENSE_PASS: _ClassVar[PreferansDefense]
    PREFERANS_DEFENSE_HALF_WHIST: _ClassVar[PreferansDefense]
    PREFERANS_DEFENSE_OPEN: _ClassVar[PreferansDefense]
    PREFERANS_DEFENSE_CLOSED: _ClassVar[PreferansDefense]
    PREFERANS_DEFENSE_VIEW: _ClassVar[PreferansDefense]
PREFERANS_STRAIN_UNSPECIFIED: PreferansStrain
PREFERANS_STRAIN_SPADES: PreferansStrain
PREFERANS_STRAIN_CLUBS: PreferansStrain
PREFERANS_STRAIN_DIAMONDS: PreferansStrain
PREFERANS_STRAIN_HEARTS: PreferansStrain
PREFERANS_STRAIN_NO_TRUMP: PreferansStrain
PREFERANS_STRAIN_MISERE: PreferansStrain
PREFERANS_PHASE_UNSPECIFIED: PreferansPhase
PREFERANS_PHASE_OPTIONS: PreferansPhase
PREFERANS_PHASE_AUCTION: PreferansPhase
PREFERANS_PHASE_DISCARD: PreferansPhase
PREFERANS_PHASE_CONTRACT: PreferansPhase
PREFERANS_PHASE_DEFENSE: PreferansPhase
PREFERANS_PHASE_PLAY: PreferansPhase
PREFERANS_PHASE_OVER: PreferansPhase
PREFERANS_DEFENSE_UNSPECIFIED: PreferansDefense
PREFERANS_DEFENSE_WHIST: PreferansDefense
PREFERANS_DEFENSE_PASS: PreferansDefense
PREFERANS_DEFENSE_HALF_WHIST: PreferansDefense
PREFERANS_DEFENSE_OPEN: PreferansDefense
PREFERANS_DEFENSE_CLOSED: PreferansDefense
PREFERANS_DEFENSE_VIEW: PreferansDefense

class PreferansMove(_message.Message):
    __slots__ = ("close_pulka", "end_split", "circle", "play_on", "blind", "bid", "moi", "misere", "discard", "announce", "whist", "half_whist_call", "open", "closed", "look", "play")
    CLOSE_PULKA_FIELD_NUMBER: _ClassVar[int]
    END_SPLIT_FIELD_NUMBER: _ClassVar[int]
    CIRCLE_FIELD_NUMBER: _ClassVar[int]
    PLAY_ON_FIELD_NUMBER: _ClassVar[int]
    BLIND_FIELD_NUMBER: _ClassVar[int]
    PASS_FIELD_NUMBER: _ClassVar[int]
    BID_FIELD_NUMBER: _ClassVar[int]
    MOI_FIELD_NUMBER: _ClassVar[int]
    MISERE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    ANNOUNCE_FIELD_NUMBER: _ClassVar[int]
    WHIST_FIELD_NUMBER: _ClassVar[int]
    HALF_WHIST_CALL_FIELD_NUMBER: _ClassVar[int]
    OPEN_FIELD_NUMBER: _ClassVar[int]
    CLOSED_FIELD_NUMBER: _ClassVar[int]
    LOOK_FIELD_NUMBER: _ClassVar[int]
    PLAY_FIELD_NUMBER: _ClassVar[int]
    close_pulka: PreferansClosePulka
    end_split: PreferansEndSplit
    circle: PreferansCircle
    play_on: PreferansPlayOn
    blind: PreferansBlind
    bid: PreferansBid
    moi: PreferansMoi
    misere: PreferansMisere
    discard: PreferansDiscard
    announce: PreferansAnnounce
    whist: PreferansWhist
    half_whist_call: PreferansHalfWhistCall
    open: PreferansOpen
    closed: PreferansClosed
    look: PreferansLook
    play: PreferansPlay
    def __init__(self, close_pulka: _Optional[_Union[PreferansClosePulka, _Mapping]] = ..., end_split: _Optional[_Union[PreferansEndSplit, _Mapping]] = ..., circle: _Optional[_Union[PreferansCircle, _Mapping]] = ..., play_on: _Optional[_Union[PreferansPlayOn, _Mapping]] = ..., blind: _Optional[_Union[PreferansBlind, _Mapping]] = ..., bid: _Optional[_Union[PreferansBid, _Mapping]] = ..., moi: _Optional[_Union[PreferansMoi, _Mapping]] = ..., misere: _Optional[_Union[PreferansMisere, _Mapping]] = ..., discard: _Optional[_Union[PreferansDiscard, _Mapping]] = ..., announce: _Optional[_Union[PreferansAnnounce, _Mapping]] = ..., whist: _Optional[_Union[PreferansWhist, _Mapping]] = ..., half_whist_call: _Optional[_Union[PreferansHalfWhistCall, _Mapping]] = ..., open: _Optional[_Union[PreferansOpen, _Mapping]] = ..., closed: _Optional[_Union[PreferansClosed, _Mapping]] = ..., look: _Optional[_Union[PreferansLook, _Mapping]] = ..., play: _Optional[_Union[PreferansPlay, _Mapping]] = ..., **kwargs) -> None: ...

class PreferansClosePulka(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansEndSplit(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansCircle(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansPlayOn(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansBlind(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansPass(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansBid(_message.Message):
    __slots__ = ("contract",)
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    contract: PreferansContract
    def __init__(self, contract: _Optional[_Union[PreferansContract, _Mapping]] = ...) -> None: ...

class PreferansContract(_message.Message):
    __slots__ = ("level", "strain")
    LEVEL_FIELD_NUMBER: _ClassVar[int]
    STRAIN_FIELD_NUMBER: _ClassVar[int]
    level: int
    strain: PreferansStrain
    def __init__(self, level: _Optional[int] = ..., strain: _Optional[_Union[PreferansStrain, str]] = ...) -> None: ...

class PreferansMoi(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansMisere(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansDiscard(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class PreferansAnnounce(_message.Message):
    __slots__ = ("contract",)
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    contract: PreferansContract
    def __init__(self, contract: _Optional[_Union[PreferansContract, _Mapping]] = ...) -> None: ...

class PreferansWhist(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansHalfWhistCall(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansOpen(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansClosed(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PreferansLook(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class PreferansPlay(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class PreferansOptions(_message.Message):
    __slots__ = ("pulka_target", "initial_gora", "raspas_trick_remiz", "raspas_clean_pulka", "strict_quota", "blind", "elochka", "circle", "raspas_widow", "open_whist", "max_deals")
    PULKA_TARGET_FIELD_NUMBER: _ClassVar[int]
    INITIAL_GORA_FIELD_NUMBER: _ClassVar[int]
    RASPAS_TRICK_REMIZ_FIELD_NUMBER: _ClassVar[int]
    RASPAS_CLEAN_PULKA_FIELD_NUMBER: _ClassVar[int]
    STRICT_QUOTA_FIELD_NUMBER: _ClassVar[int]
    BLIND_FIELD_NUMBER: _ClassVar[int]
    ELOCHKA_FIELD_NUMBER: _ClassVar[int]
    CIRCLE_FIELD_NUMBER: _ClassVar[int]
    RASPAS_WIDOW_FIELD_NUMBER: _ClassVar[int]
    OPEN_WHIST_FIELD_NUMBER: _ClassVar[int]
    MAX_DEALS_FIELD_NUMBER: _ClassVar[int]
    pulka_target: int
    initial_gora: int
    raspas_trick_remiz: int
    raspas_clean_pulka: int
    strict_quota: bool
    blind: bool
    elochka: bool
    circle: str
    raspas_widow: str
    open_whist: str
    max_deals: int
    def __init__(self, pulka_target: _Optional[int] = ..., initial_gora: _Optional[int] = ..., raspas_trick_remiz: _Optional[int] = ..., raspas_clean_pulka: _Optional[int] = ..., strict_quota: _Optional[bool] = ..., blind: _Optional[bool] = ..., elochka: _Optional[bool] = ..., circle: _Optional[str] = ..., raspas_widow: _Optional[str] = ..., open_whist: _Optional[str] = ..., max_deals: _Optional[int] = ...) -> None: ...

class PreferansState(_message.Message):
    __slots__ = ("options", "players", "phase", "deal_number", "dealer", "hands", "widow", "discard", "shown_widow", "auction", "blind", "sheet", "rng", "declarer", "contract", "defense", "trick", "tricks", "markers", "circle_left", "queued", "cut")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    WIDOW_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    SHOWN_WIDOW_FIELD_NUMBER: _ClassVar[int]
    AUCTION_FIELD_NUMBER: _ClassVar[int]
    BLIND_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    DECLARER_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    DEFENSE_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    MARKERS_FIELD_NUMBER: _ClassVar[int]
    CIRCLE_LEFT_FIELD_NUMBER: _ClassVar[int]
    QUEUED_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    options: PreferansOptions
    players: int
    phase: PreferansPhase
    deal_number: int
    dealer: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    widow: _containers.RepeatedScalarFieldContainer[str]
    discard: _containers.RepeatedScalarFieldContainer[str]
    shown_widow: _containers.RepeatedScalarFieldContainer[str]
    auction: _common_pb2.Auction
    blind: _containers.RepeatedScalarFieldContainer[bool]
    sheet: _common_pb2.ScoreSheet
    rng: _common_pb2.RngState
    declarer: int
    contract: PreferansContract
    defense: _containers.RepeatedCompositeFieldContainer[PreferansDefenseCall]
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    markers: _containers.RepeatedScalarFieldContainer[int]
    circle_left: int
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, options: _Optional[_Union[PreferansOptions, _Mapping]] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[PreferansPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., widow: _Optional[_Iterable[str]] = ..., discard: _Optional[_Iterable[str]] = ..., shown_widow: _Optional[_Iterable[str]] = ..., auction: _Optional[_Union[_common_pb2.Auction, _Mapping]] = ..., blind: _Optional[_Iterable[bool]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., declarer: _Optional[int] = ..., contract: _Optional[_Union[PreferansContract, _Mapping]] = ..., defense: _Optional[_Iterable[_Union[PreferansDefenseCall, _Mapping]]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., markers: _Optional[_Iterable[int]] = ..., circle_left: _Optional[int] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...

class PreferansDefenseCall(_message.Message):
    __slots__ = ("seat", "call", "viewed")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CALL_FIELD_NUMBER: _ClassVar[int]
    VIEWED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    call: PreferansDefense
    viewed: int
    def __init__(self, seat: _Optional[int] = ..., call: _Optional[_Union[PreferansDefense, str]] = ..., viewed: _Optional[int] = ...) -> None: ...

class PreferansView(_message.Message):
    __slots__ = ("options", "seat", "players", "phase", "deal_number", "dealer", "to_act", "plays_from", "hands", "hand_sizes", "widow", "widow_size", "shown_widow", "discard", "auction", "blind", "declarer", "contract", "defense", "trick", "tricks", "tricks_won", "markers", "circle_left", "pulka", "gora", "whists", "sheet", "cut")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    PLAYS_FROM_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    WIDOW_FIELD_NUMBER: _ClassVar[int]
    WIDOW_SIZE_FIELD_NUMBER: _ClassVar[int]
    SHOWN_WIDOW_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    AUCTION_FIELD_NUMBER: _ClassVar[int]
    BLIND_FIELD_NUMBER: _ClassVar[int]
    DECLARER_FIELD_NUMBER: _ClassVar[int]
    CONTRACT_FIELD_NUMBER: _ClassVar[int]
    DEFENSE_FIELD_NUMBER: _ClassVar[int]
    TRICK_FIELD_NUMBER: _ClassVar[int]
    TRICKS_FIELD_NUMBER: _ClassVar[int]
    TRICKS_WON_FIELD_NUMBER: _ClassVar[int]
    MARKERS_FIELD_NUMBER: _ClassVar[int]
    CIRCLE_LEFT_FIELD_NUMBER: _ClassVar[int]
    PULKA_FIELD_NUMBER: _ClassVar[int]
    GORA_FIELD_NUMBER: _ClassVar[int]
    WHISTS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    options: PreferansOptions
    seat: int
    players: int
    phase: PreferansPhase
    deal_number: int
    dealer: int
    to_act: int
    plays_from: int
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    widow: _containers.RepeatedScalarFieldContainer[str]
    widow_size: int
    shown_widow: _containers.RepeatedScalarFieldContainer[str]
    discard: _containers.RepeatedScalarFieldContainer[str]
    auction: _common_pb2.Auction
    blind: _containers.RepeatedScalarFieldContainer[bool]
    declarer: int
    contract: PreferansContract
    defense: _containers.RepeatedCompositeFieldContainer[PreferansDefenseCall]
    trick: _common_pb2.Trick
    tricks: _containers.RepeatedCompositeFieldContainer[_common_pb2.Trick]
    tricks_won: _containers.RepeatedScalarFieldContainer[int]
    markers: _containers.RepeatedScalarFieldContainer[int]
    circle_left: int
    pulka: _containers.RepeatedScalarFieldContainer[int]
    gora: _containers.RepeatedScalarFieldContainer[int]
    whists: _containers.RepeatedScalarFieldContainer[int]
    sheet: _common_pb2.ScoreSheet
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, options: _Optional[_Union[PreferansOptions, _Mapping]] = ..., seat: _Optional[int] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[PreferansPhase, str]] = ..., deal_number: _Optional[int] = ..., dealer: _Optional[int] = ..., to_act: _Optional[int] = ..., plays_from: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., widow: _Optional[_Iterable[str]] = ..., widow_size: _Optional[int] = ..., shown_widow: _Optional[_Iterable[str]] = ..., discard: _Optional[_Iterable[str]] = ..., auction: _Optional[_Union[_common_pb2.Auction, _Mapping]] = ..., blind: _Optional[_Iterable[bool]] = ..., declarer: _Optional[int] = ..., contract: _Optional[_Union[PreferansContract, _Mapping]] = ..., defense: _Optional[_Iterable[_Union[PreferansDefenseCall, _Mapping]]] = ..., trick: _Optional[_Union[_common_pb2.Trick, _Mapping]] = ..., tricks: _Optional[_Iterable[_Union[_common_pb2.Trick, _Mapping]]] = ..., tricks_won: _Optional[_Iterable[int]] = ..., markers: _Optional[_Iterable[int]] = ..., circle_left: _Optional[int] = ..., pulka: _Optional[_Iterable[int]] = ..., gora: _Optional[_Iterable[int]] = ..., whists: _Optional[_Iterable[int]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...
