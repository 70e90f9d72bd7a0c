from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class OwnTrumpsTrumpSuit(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    OWN_TRUMPS_TRUMP_SUIT_UNSPECIFIED: _ClassVar[OwnTrumpsTrumpSuit]
    OWN_TRUMPS_TRUMP_SUIT_CLUBS: _ClassVar[OwnTrumpsTrumpSuit]
    OWN_TRUMPS_TRUMP_SUIT_DIAMONDS: _ClassVar[OwnTrumpsTrumpSuit]
    OWN_TRUMPS_TRUMP_SUIT_HEARTS: _ClassVar[OwnTrumpsTrumpSuit]
    OWN_TRUMPS_TRUMP_SUIT_SPADES: _ClassVar[OwnTrumpsTrumpSuit]

class OwnTrumpsPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    OWN_TRUMPS_PHASE_UNSPECIFIED: _ClassVar[OwnTrumpsPhase]
    OWN_TRUMPS_PHASE_CHOOSE: _ClassVar[OwnTrumpsPhase]
    OWN_TRUMPS_PHASE_ATTACK: _ClassVar[OwnTrumpsPhase]
    OWN_TRUMPS_PHASE_BUILD: _ClassVar[OwnTrumpsPhase]
    OWN_TRUMPS_PHASE_DEFEND: _ClassVar[OwnTrumpsPhase]
    OWN_TRUMPS_PHASE_OVER: _ClassVar[OwnTrumpsPhase]
OWN_TRUMPS_TRUMP_SUIT_UNSPECIFIED: OwnTrumpsTrumpSuit
OWN_TRUMPS_TRUMP_SUIT_CLUBS: OwnTrumpsTrumpSuit
OWN_TRUMPS_TRUMP_SUIT_DIAMONDS: OwnTrumpsTrumpSuit
OWN_TRUMPS_TRUMP_SUIT_HEARTS: OwnTrumpsTrumpSuit
OWN_TRUMPS_TRUMP_SUIT_SPADES: OwnTrumpsTrumpSuit
OWN_TRUMPS_PHASE_UNSPECIFIED: OwnTrumpsPhase
OWN_TRUMPS_PHASE_CHOOSE: OwnTrumpsPhase
OWN_TRUMPS_PHASE_ATTACK: OwnTrumpsPhase
OWN_TRUMPS_PHASE_BUILD: OwnTrumpsPhase
OWN_TRUMPS_PHASE_DEFEND: OwnTrumpsPhase
OWN_TRUMPS_PHASE_OVER: OwnTrumpsPhase

class OwnTrumpsMove(_message.Message):
    __slots__ = ("choose", "attack", "lay_pair", "giveaway", "beat", "take")
    CHOOSE_FIELD_NUMBER: _ClassVar[int]
    ATTACK_FIELD_NUMBER: _ClassVar[int]
    LAY_PAIR_FIELD_NUMBER: _ClassVar[int]
    GIVEAWAY_FIELD_NUMBER: _ClassVar[int]
    BEAT_FIELD_NUMBER: _ClassVar[int]
    TAKE_FIELD_NUMBER: _ClassVar[int]
    choose: OwnTrumpsChoose
    attack: OwnTrumpsAttack
    lay_pair: OwnTrumpsLayPair
    giveaway: OwnTrumpsGiveaway
    beat: OwnTrumpsBeat
    take: OwnTrumpsTake
    def __init__(self, choose: _Optional[_Union[OwnTrumpsChoose, _Mapping]] = ..., attack: _Optional[_Union[OwnTrumpsAttack, _Mapping]] = ..., lay_pair: _Optional[_Union[OwnTrumpsLayPair, _Mapping]] = ..., giveaway: _Optional[_Union[OwnTrumpsGiveaway, _Mapping]] = ..., beat: _Optional[_Union[OwnTrumpsBeat, _Mapping]] = ..., take: _Optional[_Union[OwnTrumpsTake, _Mapping]] = ...) -> None: ...

class OwnTrumpsChoose(_message.Message):
    __slots__ = ("suit",)
    SUIT_FIELD_NUMBER: _ClassVar[int]
    suit: OwnTrumpsTrumpSuit
    def __init__(self, suit: _Optional[_Union[OwnTrumpsTrumpSuit, str]] = ...) -> None: ...

class OwnTrumpsAttack(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class OwnTrumpsLayPair(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class OwnTrumpsGiveaway(_message.Message):
    __slots__ = ("card",)
    CARD_FIELD_NUMBER: _ClassVar[int]
    card: str
    def __init__(self, card: _Optional[str] = ...) -> None: ...

class OwnTrumpsBeat(_message.Message):
    __slots__ = ("attack_card", "card")
    ATTACK_CARD_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    attack_card: str
    card: str
    def __init__(self, attack_card: _Optional[str] = ..., card: _Optional[str] = ...) -> None: ...

class OwnTrumpsTake(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class OwnTrumpsOptions(_message.Message):
    __slots__ = ("games", "protection")
    GAMES_FIELD_NUMBER: _ClassVar[int]
    PROTECTION_FIELD_NUMBER: _ClassVar[int]
    games: int
    protection: str
    def __init__(self, games: _Optional[int] = ..., protection: _Optional[str] = ...) -> None: ...

class OwnTrumpsState(_message.Message):
    __slots__ = ("players", "dealer", "hands", "known", "trumps", "phase", "attacker", "defender", "places", "rng", "table", "discard", "options", "game", "sheet", "queued", "cut")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    KNOWN_FIELD_NUMBER: _ClassVar[int]
    TRUMPS_FIELD_NUMBER: _ClassVar[int]
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
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    known: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    trumps: _containers.RepeatedCompositeFieldContainer[OwnTrumpsOwnTrump]
    phase: OwnTrumpsPhase
    attacker: int
    defender: int
    places: _containers.RepeatedScalarFieldContainer[int]
    rng: _common_pb2.RngState
    table: _containers.RepeatedCompositeFieldContainer[_common_pb2.TablePair]
    discard: _containers.RepeatedScalarFieldContainer[str]
    options: OwnTrumpsOptions
    game: int
    sheet: _common_pb2.ScoreSheet
    queued: _containers.RepeatedCompositeFieldContainer[_common_pb2.DeckOrder]
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, players: _Optional[int] = ..., dealer: _Optional[int] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., known: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., trumps: _Optional[_Iterable[_Union[OwnTrumpsOwnTrump, _Mapping]]] = ..., phase: _Optional[_Union[OwnTrumpsPhase, str]] = ..., attacker: _Optional[int] = ..., defender: _Optional[int] = ..., places: _Optional[_Iterable[int]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., table: _Optional[_Iterable[_Union[_common_pb2.TablePair, _Mapping]]] = ..., discard: _Optional[_Iterable[str]] = ..., options: _Optional[_Union[OwnTrumpsOptions, _Mapping]] = ..., game: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., queued: _Optional[_Iterable[_Union[_common_pb2.DeckOrder, _Mapping]]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...

class OwnTrumpsOwnTrump(_message.Message):
    __slots__ = ("seat", "suit")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SUIT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    suit: OwnTrumpsTrumpSuit
    def __init__(self, seat: _Optional[int] = ..., suit: _Optional[_Union[OwnTrumpsTrumpSuit, str]] = ...) -> None: ...

class OwnTrumpsView(_message.Message):
    __slots__ = ("seat", "players", "dealer", "phase", "to_act", "hand", "hand_sizes", "known", "hands", "trumps", "table", "discard", "attacker", "defender", "places", "game", "games", "decided", "sheet", "cut")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    KNOWN_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    TRUMPS_FIELD_NUMBER: _ClassVar[int]
    TABLE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    DEFENDER_FIELD_NUMBER: _ClassVar[int]
    PLACES_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    GAMES_FIELD_NUMBER: _ClassVar[int]
    DECIDED_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    players: int
    dealer: int
    phase: OwnTrumpsPhase
    to_act: int
    hand: _containers.RepeatedScalarFieldContainer[str]
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    known: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    hands: _containers.RepeatedCompositeFieldContainer[_common_pb2.Hand]
    trumps: _containers.RepeatedCompositeFieldContainer[OwnTrumpsOwnTrump]
    table: _containers.RepeatedCompositeFieldContainer[_common_pb2.TablePair]
    discard: _containers.RepeatedScalarFieldContainer[str]
    attacker: int
    defender: int
    places: _containers.RepeatedScalarFieldContainer[int]
    game: int
    games: int
    decided: int
    sheet: _common_pb2.ScoreSheet
    cut: _containers.RepeatedCompositeFieldContainer[_common_pb2.CutCard]
    def __init__(self, seat: _Optional[int] = ..., players: _Optional[int] = ..., dealer: _Optional[int] = ..., phase: _Optional[_Union[OwnTrumpsPhase, str]] = ..., to_act: _Optional[int] = ..., hand: _Optional[_Iterable[str]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., known: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., hands: _Optional[_Iterable[_Union[_common_pb2.Hand, _Mapping]]] = ..., trumps: _Optional[_Iterable[_Union[OwnTrumpsOwnTrump, _Mapping]]] = ..., table: _Optional[_Iterable[_Union[_common_pb2.TablePair, _Mapping]]] = ..., discard: _Optional[_Iterable[str]] = ..., attacker: _Optional[int] = ..., defender: _Optional[int] = ..., places: _Optional[_Iterable[int]] = ..., game: _Optional[int] = ..., games: _Optional[int] = ..., decided: _Optional[int] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., cut: _Optional[_Iterable[_Union[_common_pb2.CutCard, _Mapping]]] = ...) -> None: ...
