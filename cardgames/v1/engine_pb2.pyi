from cardgames.v1 import akulina_pb2 as _akulina_pb2
from cardgames.v1 import baccara_pb2 as _baccara_pb2
from cardgames.v1 import barbu_pb2 as _barbu_pb2
from cardgames.v1 import bezique_pb2 as _bezique_pb2
from cardgames.v1 import blackjack_pb2 as _blackjack_pb2
from cardgames.v1 import bridge_pb2 as _bridge_pb2
from cardgames.v1 import business_pb2 as _business_pb2
from cardgames.v1 import canasta_pb2 as _canasta_pb2
from cardgames.v1 import common_pb2 as _common_pb2
from cardgames.v1 import demon_pb2 as _demon_pb2
from cardgames.v1 import durak_pb2 as _durak_pb2
from cardgames.v1 import king_pb2 as _king_pb2
from cardgames.v1 import kosynka_pb2 as _kosynka_pb2
from cardgames.v1 import liars_bills_pb2 as _liars_bills_pb2
from cardgames.v1 import lion_and_sun_pb2 as _lion_and_sun_pb2
from cardgames.v1 import little_piano_pb2 as _little_piano_pb2
from cardgames.v1 import macao_pb2 as _macao_pb2
from cardgames.v1 import mill_pb2 as _mill_pb2
from cardgames.v1 import mushka_pb2 as _mushka_pb2
from cardgames.v1 import own_trumps_pb2 as _own_trumps_pb2
from cardgames.v1 import poker_pb2 as _poker_pb2
from cardgames.v1 import preferans_pb2 as _preferans_pb2
from cardgames.v1 import prisoner_pb2 as _prisoner_pb2
from cardgames.v1 import rams_pb2 as _rams_pb2
from cardgames.v1 import samba_pb2 as _samba_pb2
from cardgames.v1 import sixty_six_pb2 as _sixty_six_pb2
from cardgames.v1 import thousand_pb2 as _thousand_pb2
from cardgames.v1 import whist_pb2 as _whist_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Chance(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CHANCE_UNSPECIFIED: _ClassVar[Chance]
    CHANCE_DETERMINISTIC: _ClassVar[Chance]
    CHANCE_EXPLICIT_STOCHASTIC: _ClassVar[Chance]

class Information(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    INFORMATION_UNSPECIFIED: _ClassVar[Information]
    INFORMATION_PERFECT: _ClassVar[Information]
    INFORMATION_IMPERFECT: _ClassVar[Information]

class OptionKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    OPTION_KIND_UNSPECIFIED: _ClassVar[OptionKind]
    OPTION_KIND_BOOL: _ClassVar[OptionKind]
    OPTION_KIND_INT: _ClassVar[OptionKind]
    OPTION_KIND_CHOICE: _ClassVar[OptionKind]
CHANCE_UNSPECIFIED: Chance
CHANCE_DETERMINISTIC: Chance
CHANCE_EXPLICIT_STOCHASTIC: Chance
INFORMATION_UNSPECIFIED: Information
INFORMATION_PERFECT: Information
INFORMATION_IMPERFECT: Information
OPTION_KIND_UNSPECIFIED: OptionKind
OPTION_KIND_BOOL: OptionKind
OPTION_KIND_INT: OptionKind
OPTION_KIND_CHOICE: OptionKind

class OptionSpec(_message.Message):
    __slots__ = ("name", "kind", "default_value", "description", "choices", "minimum", "maximum")
    NAME_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    DEFAULT_VALUE_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    CHOICES_FIELD_NUMBER: _ClassVar[int]
    MINIMUM_FIELD_NUMBER: _ClassVar[int]
    MAXIMUM_FIELD_NUMBER: _ClassVar[int]
    name: str
    kind: OptionKind
    default_value: str
    description: str
    choices: _containers.RepeatedScalarFieldContainer[str]
    minimum: int
    maximum: int
    def __init__(self, name: _Optional[str] = ..., kind: _Optional[_Union[OptionKind, str]] = ..., default_value: _Optional[str] = ..., description: _Optional[str] = ..., choices: _Optional[_Iterable[str]] = ..., minimum: _Optional[int] = ..., maximum: _Optional[int] = ...) -> None: ...

class GameDescriptor(_message.Message):
    __slots__ = ("id", "name", "native_name", "family", "min_players", "max_players", "default_players", "chance", "information", "options", "docs_page", "deal_format")
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    NATIVE_NAME_FIELD_NUMBER: _ClassVar[int]
    FAMILY_FIELD_NUMBER: _ClassVar[int]
    MIN_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    MAX_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DEFAULT_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    CHANCE_FIELD_NUMBER: _ClassVar[int]
    INFORMATION_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    DOCS_PAGE_FIELD_NUMBER: _ClassVar[int]
    DEAL_FORMAT_FIELD_NUMBER: _ClassVar[int]
    id: str
    name: str
    native_name: str
    family: str
    min_players: int
    max_players: int
    default_players: int
    chance: Chance
    information: Information
    options: _containers.RepeatedCompositeFieldContainer[OptionSpec]
    docs_page: str
    deal_format: str
    def __init__(self, id: _Optional[str] = ..., name: _Optional[str] = ..., native_name: _Optional[str] = ..., family: _Optional[str] = ..., min_players: _Optional[int] = ..., max_players: _Optional[int] = ..., default_players: _Optional[int] = ..., chance: _Optional[_Union[Chance, str]] = ..., information: _Optional[_Union[Information, str]] = ..., options: _Optional[_Iterable[_Union[OptionSpec, _Mapping]]] = ..., docs_page: _Optional[str] = ..., deal_format: _Optional[str] = ...) -> None: ...

class GameOptions(_message.Message):
    __slots__ = ("durak", "bridge", "little_piano", "own_trumps", "akulina", "prisoner", "lion_and_sun", "mill", "kosynka", "demon", "mushka", "rams", "whist", "sixty_six", "thousand", "blackjack", "baccara", "poker", "king", "barbu", "macao", "liars_bills", "preferans", "canasta", "samba", "bezique", "business")
    DURAK_FIELD_NUMBER: _ClassVar[int]
    BRIDGE_FIELD_NUMBER: _ClassVar[int]
    LITTLE_PIANO_FIELD_NUMBER: _ClassVar[int]
    OWN_TRUMPS_FIELD_NUMBER: _ClassVar[int]
    AKULINA_FIELD_NUMBER: _ClassVar[int]
    PRISONER_FIELD_NUMBER: _ClassVar[int]
    LION_AND_SUN_FIELD_NUMBER: _ClassVar[int]
    MILL_FIELD_NUMBER: _ClassVar[int]
    KOSYNKA_FIELD_NUMBER: _ClassVar[int]
    DEMON_FIELD_NUMBER: _ClassVar[int]
    MUSHKA_FIELD_NUMBER: _ClassVar[int]
    RAMS_FIELD_NUMBER: _ClassVar[int]
    WHIST_FIELD_NUMBER: _ClassVar[int]
    SIXTY_SIX_FIELD_NUMBER: _ClassVar[int]
    THOUSAND_FIELD_NUMBER: _ClassVar[int]
    BLACKJACK_FIELD_NUMBER: _ClassVar[int]
    BACCARA_FIELD_NUMBER: _ClassVar[int]
    POKER_FIELD_NUMBER: _ClassVar[int]
    KING_FIELD_NUMBER: _ClassVar[int]
    BARBU_FIELD_NUMBER: _ClassVar[int]
    MACAO_FIELD_NUMBER: _ClassVar[int]
    LIARS_BILLS_FIELD_NUMBER: _ClassVar[int]
    PREFERANS_FIELD_NUMBER: _ClassVar[int]
    CANASTA_FIELD_NUMBER: _ClassVar[int]
    SAMBA_FIELD_NUMBER: _ClassVar[int]
    BEZIQUE_FIELD_NUMBER: _ClassVar[int]
    BUSINESS_FIELD_NUMBER: _ClassVar[int]
    durak: _durak_pb2.DurakOptions
    bridge: _bridge_pb2.BridgeOptions
    little_piano: _little_piano_pb2.LittlePianoOptions
    own_trumps: _own_trumps_pb2.OwnTrumpsOptions
    akulina: _akulina_pb2.AkulinaOptions
    prisoner: _prisoner_pb2.PrisonerOptions
    lion_and_sun: _lion_and_sun_pb2.LionAndSunOptions
    mill: _mill_pb2.MillOptions
    kosynka: _kosynka_pb2.KosynkaOptions
    demon: _demon_pb2.DemonOptions
    mushka: _mushka_pb2.MushkaOptions
    rams: _rams_pb2.RamsOptions
    whist: _whist_pb2.WhistOptions
    sixty_six: _sixty_six_pb2.SixtySixOptions
    thousand: _thousand_pb2.ThousandOptions
    blackjack: _blackjack_pb2.BlackjackOptions
    baccara: _baccara_pb2.BaccaraOptions
    poker: _poker_pb2.PokerOptions
    king: _king_pb2.KingOptions
    barbu: _barbu_pb2.BarbuOptions
    macao: _macao_pb2.MacaoOptions
    liars_bills: _liars_bills_pb2.LiarsBillsOptions
    preferans: _preferans_pb2.PreferansOptions
    canasta: _canasta_pb2.CanastaOptions
    samba: _samba_pb2.SambaOptions
    bezique: _bezique_pb2.BeziqueOptions
    business: _business_pb2.BusinessOptions
    def __init__(self, durak: _Optional[_Union[_durak_pb2.DurakOptions, _Mapping]] = ..., bridge: _Optional[_Union[_bridge_pb2.BridgeOptions, _Mapping]] = ..., little_piano: _Optional[_Union[_little_piano_pb2.LittlePianoOptions, _Mapping]] = ..., own_trumps: _Optional[_Union[_own_trumps_pb2.OwnTrumpsOptions, _Mapping]] = ..., akulina: _Optional[_Union[_akulina_pb2.AkulinaOptions, _Mapping]] = ..., prisoner: _Optional[_Union[_prisoner_pb2.PrisonerOptions, _Mapping]] = ..., lion_and_sun: _Optional[_Union[_lion_and_sun_pb2.LionAndSunOptions, _Mapping]] = ..., mill: _Optional[_Union[_mill_pb2.MillOptions, _Mapping]] = ..., kosynka: _Optional[_Union[_kosynka_pb2.KosynkaOptions, _Mapping]] = ..., demon: _Optional[_Union[_demon_pb2.DemonOptions, _Mapping]] = ..., mushka: _Optional[_Union[_mushka_pb2.MushkaOptions, _Mapping]] = ..., rams: _Optional[_Union[_rams_pb2.RamsOptions, _Mapping]] = ..., whist: _Optional[_Union[_whist_pb2.WhistOptions, _Mapping]] = ..., sixty_six: _Optional[_Union[_sixty_six_pb2.SixtySixOptions, _Mapping]] = ..., thousand: _Optional[_Union[_thousand_pb2.ThousandOptions, _Mapping]] = ..., blackjack: _Optional[_Union[_blackjack_pb2.BlackjackOptions, _Mapping]] = ..., baccara: _Optional[_Union[_baccara_pb2.BaccaraOptions, _Mapping]] = ..., poker: _Optional[_Union[_poker_pb2.PokerOptions, _Mapping]] = ..., king: _Optional[_Union[_king_pb2.KingOptions, _Mapping]] = ..., barbu: _Optional[_Union[_barbu_pb2.BarbuOptions, _Mapping]] = ..., macao: _Optional[_Union[_macao_pb2.MacaoOptions, _Mapping]] = ..., liars_bills: _Optional[_Union[_liars_bills_pb2.LiarsBillsOptions, _Mapping]] = ..., preferans: _Optional[_Union[_preferans_pb2.PreferansOptions, _Mapping]] = ..., canasta: _Optional[_Union[_canasta_pb2.CanastaOptions, _Mapping]] = ..., samba: _Optional[_Union[_samba_pb2.SambaOptions, _Mapping]] = ..., bezique: _Optional[_Union[_bezique_pb2.BeziqueOptions, _Mapping]] = ..., business: _Optional[_Union[_business_pb2.BusinessOptions, _Mapping]] = ...) -> None: ...

class GameState(_message.Message):
    __slots__ = ("game_id", "version", "durak", "bridge", "little_piano", "own_trumps", "akulina", "prisoner", "lion_and_sun", "mill", "kosynka", "demon", "mushka", "rams", "whist", "sixty_six", "thousand", "blackjack", "baccara", "poker", "king", "barbu", "macao", "liars_bills", "preferans", "canasta", "samba", "bezique", "business", "match_id", "events")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    DURAK_FIELD_NUMBER: _ClassVar[int]
    BRIDGE_FIELD_NUMBER: _ClassVar[int]
    LITTLE_PIANO_FIELD_NUMBER: _ClassVar[int]
    OWN_TRUMPS_FIELD_NUMBER: _ClassVar[int]
    AKULINA_FIELD_NUMBER: _ClassVar[int]
    PRISONER_FIELD_NUMBER: _ClassVar[int]
    LION_AND_SUN_FIELD_NUMBER: _ClassVar[int]
    MILL_FIELD_NUMBER: _ClassVar[int]
    KOSYNKA_FIELD_NUMBER: _ClassVar[int]
    DEMON_FIELD_NUMBER: _ClassVar[int]
    MUSHKA_FIELD_NUMBER: _ClassVar[int]
    RAMS_FIELD_NUMBER: _ClassVar[int]
    WHIST_FIELD_NUMBER: _ClassVar[int]
    SIXTY_SIX_FIELD_NUMBER: _ClassVar[int]
    THOUSAND_FIELD_NUMBER: _ClassVar[int]
    BLACKJACK_FIELD_NUMBER: _ClassVar[int]
    BACCARA_FIELD_NUMBER: _ClassVar[int]
    POKER_FIELD_NUMBER: _ClassVar[int]
    KING_FIELD_NUMBER: _ClassVar[int]
    BARBU_FIELD_NUMBER: _ClassVar[int]
    MACAO_FIELD_NUMBER: _ClassVar[int]
    LIARS_BILLS_FIELD_NUMBER: _ClassVar[int]
    PREFERANS_FIELD_NUMBER: _ClassVar[int]
    CANASTA_FIELD_NUMBER: _ClassVar[int]
    SAMBA_FIELD_NUMBER: _ClassVar[int]
    BEZIQUE_FIELD_NUMBER: _ClassVar[int]
    BUSINESS_FIELD_NUMBER: _ClassVar[int]
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    version: int
    durak: _durak_pb2.DurakState
    bridge: _bridge_pb2.BridgeState
    little_piano: _little_piano_pb2.LittlePianoState
    own_trumps: _own_trumps_pb2.OwnTrumpsState
    akulina: _akulina_pb2.AkulinaState
    prisoner: _prisoner_pb2.PrisonerState
    lion_and_sun: _lion_and_sun_pb2.LionAndSunState
    mill: _mill_pb2.MillState
    kosynka: _kosynka_pb2.KosynkaState
    demon: _demon_pb2.DemonState
    mushka: _mushka_pb2.MushkaState
    rams: _rams_pb2.RamsState
    whist: _whist_pb2.WhistState
    sixty_six: _sixty_six_pb2.SixtySixState
    thousand: _thousand_pb2.ThousandState
    blackjack: _blackjack_pb2.BlackjackState
    baccara: _baccara_pb2.BaccaraState
    poker: _poker_pb2.PokerState
    king: _king_pb2.KingState
    barbu: _barbu_pb2.BarbuState
    macao: _macao_pb2.MacaoState
    liars_bills: _liars_bills_pb2.LiarsBillsState
    preferans: _preferans_pb2.PreferansState
    canasta: _canasta_pb2.CanastaState
    samba: _samba_pb2.SambaState
    bezique: _bezique_pb2.BeziqueState
    business: _business_pb2.BusinessState
    match_id: bytes
    events: _containers.RepeatedCompositeFieldContainer[_common_pb2.Event]
    def __init__(self, game_id: _Optional[str] = ..., version: _Optional[int] = ..., durak: _Optional[_Union[_durak_pb2.DurakState, _Mapping]] = ..., bridge: _Optional[_Union[_bridge_pb2.BridgeState, _Mapping]] = ..., little_piano: _Optional[_Union[_little_piano_pb2.LittlePianoState, _Mapping]] = ..., own_trumps: _Optional[_Union[_own_trumps_pb2.OwnTrumpsState, _Mapping]] = ..., akulina: _Optional[_Union[_akulina_pb2.AkulinaState, _Mapping]] = ..., prisoner: _Optional[_Union[_prisoner_pb2.PrisonerState, _Mapping]] = ..., lion_and_sun: _Optional[_Union[_lion_and_sun_pb2.LionAndSunState, _Mapping]] = ..., mill: _Optional[_Union[_mill_pb2.MillState, _Mapping]] = ..., kosynka: _Optional[_Union[_kosynka_pb2.KosynkaState, _Mapping]] = ..., demon: _Optional[_Union[_demon_pb2.DemonState, _Mapping]] = ..., mushka: _Optional[_Union[_mushka_pb2.MushkaState, _Mapping]] = ..., rams: _Optional[_Union[_rams_pb2.RamsState, _Mapping]] = ..., whist: _Optional[_Union[_whist_pb2.WhistState, _Mapping]] = ..., sixty_six: _Optional[_Union[_sixty_six_pb2.SixtySixState, _Mapping]] = ..., thousand: _Optional[_Union[_thousand_pb2.ThousandState, _Mapping]] = ..., blackjack: _Optional[_Union[_blackjack_pb2.BlackjackState, _Mapping]] = ..., baccara: _Optional[_Union[_baccara_pb2.BaccaraState, _Mapping]] = ..., poker: _Optional[_Union[_poker_pb2.PokerState, _Mapping]] = ..., king: _Optional[_Union[_king_pb2.KingState, _Mapping]] = ..., barbu: _Optional[_Union[_barbu_pb2.BarbuState, _Mapping]] = ..., macao: _Optional[_Union[_macao_pb2.MacaoState, _Mapping]] = ..., liars_bills: _Optional[_Union[_liars_bills_pb2.LiarsBillsState, _Mapping]] = ..., preferans: _Optional[_Union[_preferans_pb2.PreferansState, _Mapping]] = ..., canasta: _Optional[_Union[_canasta_pb2.CanastaState, _Mapping]] = ..., samba: _Optional[_Union[_samba_pb2.SambaState, _Mapping]] = ..., bezique: _Optional[_Union[_bezique_pb2.BeziqueState, _Mapping]] = ..., business: _Optional[_Union[_business_pb2.BusinessState, _Mapping]] = ..., match_id: _Optional[bytes] = ..., events: _Optional[_Iterable[_Union[_common_pb2.Event, _Mapping]]] = ...) -> None: ...

class StateRef(_message.Message):
    __slots__ = ("plain", "sealed")
    PLAIN_FIELD_NUMBER: _ClassVar[int]
    SEALED_FIELD_NUMBER: _ClassVar[int]
    plain: GameState
    sealed: bytes
    def __init__(self, plain: _Optional[_Union[GameState, _Mapping]] = ..., sealed: _Optional[bytes] = ...) -> None: ...

class Move(_message.Message):
    __slots__ = ("id", "label", "durak", "bridge", "little_piano", "own_trumps", "akulina", "prisoner", "lion_and_sun", "mill", "kosynka", "demon", "mushka", "rams", "whist", "sixty_six", "thousand", "blackjack", "baccara", "poker", "king", "barbu", "macao", "liars_bills", "preferans", "canasta", "samba", "bezique", "business")
    ID_FIELD_NUMBER: _ClassVar[int]
    LABEL_FIELD_NUMBER: _ClassVar[int]
    DURAK_FIELD_NUMBER: _ClassVar[int]
    BRIDGE_FIELD_NUMBER: _ClassVar[int]
    LITTLE_PIANO_FIELD_NUMBER: _ClassVar[int]
    OWN_TRUMPS_FIELD_NUMBER: _ClassVar[int]
    AKULINA_FIELD_NUMBER: _ClassVar[int]
    PRISONER_FIELD_NUMBER: _ClassVar[int]
    LION_AND_SUN_FIELD_NUMBER: _ClassVar[int]
    MILL_FIELD_NUMBER: _ClassVar[int]
    KOSYNKA_FIELD_NUMBER: _ClassVar[int]
    DEMON_FIELD_NUMBER: _ClassVar[int]
    MUSHKA_FIELD_NUMBER: _ClassVar[int]
    RAMS_FIELD_NUMBER: _ClassVar[int]
    WHIST_FIELD_NUMBER: _ClassVar[int]
    SIXTY_SIX_FIELD_NUMBER: _ClassVar[int]
    THOUSAND_FIELD_NUMBER: _ClassVar[int]
    BLACKJACK_FIELD_NUMBER: _ClassVar[int]
    BACCARA_FIELD_NUMBER: _ClassVar[int]
    POKER_FIELD_NUMBER: _ClassVar[int]
    KING_FIELD_NUMBER: _ClassVar[int]
    BARBU_FIELD_NUMBER: _ClassVar[int]
    MACAO_FIELD_NUMBER: _ClassVar[int]
    LIARS_BILLS_FIELD_NUMBER: _ClassVar[int]
    PREFERANS_FIELD_NUMBER: _ClassVar[int]
    CANASTA_FIELD_NUMBER: _ClassVar[int]
    SAMBA_FIELD_NUMBER: _ClassVar[int]
    BEZIQUE_FIELD_NUMBER: _ClassVar[int]
    BUSINESS_FIELD_NUMBER: _ClassVar[int]
    id: str
    label: str
    durak: _durak_pb2.DurakMove
    bridge: _bridge_pb2.BridgeMove
    little_piano: _little_piano_pb2.LittlePianoMove
    own_trumps: _own_trumps_pb2.OwnTrumpsMove
    akulina: _akulina_pb2.AkulinaMove
    prisoner: _prisoner_pb2.PrisonerMove
    lion_and_sun: _lion_and_sun_pb2.LionAndSunMove
    mill: _mill_pb2.MillMove
    kosynka: _kosynka_pb2.KosynkaMove
    demon: _demon_pb2.DemonMove
    mushka: _mushka_pb2.MushkaMove
    rams: _rams_pb2.RamsMove
    whist: _whist_pb2.WhistMove
    sixty_six: _sixty_six_pb2.SixtySixMove
    thousand: _thousand_pb2.ThousandMove
    blackjack: _blackjack_pb2.BlackjackMove
    baccara: _baccara_pb2.BaccaraMove
    poker: _poker_pb2.PokerMove
    king: _king_pb2.KingMove
    barbu: _barbu_pb2.BarbuMove
    macao: _macao_pb2.MacaoMove
    liars_bills: _liars_bills_pb2.LiarsBillsMove
    preferans: _preferans_pb2.PreferansMove
    canasta: _canasta_pb2.CanastaMove
    samba: _samba_pb2.SambaMove
    bezique: _bezique_pb2.BeziqueMove
    business: _business_pb2.BusinessMove
    def __init__(self, id: _Optional[str] = ..., label: _Optional[str] = ..., durak: _Optional[_Union[_durak_pb2.DurakMove, _Mapping]] = ..., bridge: _Optional[_Union[_bridge_pb2.BridgeMove, _Mapping]] = ..., little_piano: _Optional[_Union[_little_piano_pb2.LittlePianoMove, _Mapping]] = ..., own_trumps: _Optional[_Union[_own_trumps_pb2.OwnTrumpsMove, _Mapping]] = ..., akulina: _Optional[_Union[_akulina_pb2.AkulinaMove, _Mapping]] = ..., prisoner: _Optional[_Union[_prisoner_pb2.PrisonerMove, _Mapping]] = ..., lion_and_sun: _Optional[_Union[_lion_and_sun_pb2.LionAndSunMove, _Mapping]] = ..., mill: _Optional[_Union[_mill_pb2.MillMove, _Mapping]] = ..., kosynka: _Optional[_Union[_kosynka_pb2.KosynkaMove, _Mapping]] = ..., demon: _Optional[_Union[_demon_pb2.DemonMove, _Mapping]] = ..., mushka: _Optional[_Union[_mushka_pb2.MushkaMove, _Mapping]] = ..., rams: _Optional[_Union[_rams_pb2.RamsMove, _Mapping]] = ..., whist: _Optional[_Union[_whist_pb2.WhistMove, _Mapping]] = ..., sixty_six: _Optional[_Union[_sixty_six_pb2.SixtySixMove, _Mapping]] = ..., thousand: _Optional[_Union[_thousand_pb2.ThousandMove, _Mapping]] = ..., blackjack: _Optional[_Union[_blackjack_pb2.BlackjackMove, _Mapping]] = ..., baccara: _Optional[_Union[_baccara_pb2.BaccaraMove, _Mapping]] = ..., poker: _Optional[_Union[_poker_pb2.PokerMove, _Mapping]] = ..., king: _Optional[_Union[_king_pb2.KingMove, _Mapping]] = ..., barbu: _Optional[_Union[_barbu_pb2.BarbuMove, _Mapping]] = ..., macao: _Optional[_Union[_macao_pb2.MacaoMove, _Mapping]] = ..., liars_bills: _Optional[_Union[_liars_bills_pb2.LiarsBillsMove, _Mapping]] = ..., preferans: _Optional[_Union[_preferans_pb2.PreferansMove, _Mapping]] = ..., canasta: _Optional[_Union[_canasta_pb2.CanastaMove, _Mapping]] = ..., samba: _Optional[_Union[_samba_pb2.SambaMove, _Mapping]] = ..., bezique: _Optional[_Union[_bezique_pb2.BeziqueMove, _Mapping]] = ..., business: _Optional[_Union[_business_pb2.BusinessMove, _Mapping]] = ...) -> None: ...

class GameView(_message.Message):
    __slots__ = ("game_id", "version", "seat", "to_act", "terminal", "durak", "bridge", "little_piano", "own_trumps", "akulina", "prisoner", "lion_and_sun", "mill", "kosynka", "demon", "mushka", "rams", "whist", "sixty_six", "thousand", "blackjack", "baccara", "poker", "king", "barbu", "macao", "liars_bills", "preferans", "canasta", "samba", "bezique", "business", "events", "plays_from")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    TERMINAL_FIELD_NUMBER: _ClassVar[int]
    DURAK_FIELD_NUMBER: _ClassVar[int]
    BRIDGE_FIELD_NUMBER: _ClassVar[int]
    LITTLE_PIANO_FIELD_NUMBER: _ClassVar[int]
    OWN_TRUMPS_FIELD_NUMBER: _ClassVar[int]
    AKULINA_FIELD_NUMBER: _ClassVar[int]
    PRISONER_FIELD_NUMBER: _ClassVar[int]
    LION_AND_SUN_FIELD_NUMBER: _ClassVar[int]
    MILL_FIELD_NUMBER: _ClassVar[int]
    KOSYNKA_FIELD_NUMBER: _ClassVar[int]
    DEMON_FIELD_NUMBER: _ClassVar[int]
    MUSHKA_FIELD_NUMBER: _ClassVar[int]
    RAMS_FIELD_NUMBER: _ClassVar[int]
    WHIST_FIELD_NUMBER: _ClassVar[int]
    SIXTY_SIX_FIELD_NUMBER: _ClassVar[int]
    THOUSAND_FIELD_NUMBER: _ClassVar[int]
    BLACKJACK_FIELD_NUMBER: _ClassVar[int]
    BACCARA_FIELD_NUMBER: _ClassVar[int]
    POKER_FIELD_NUMBER: _ClassVar[int]
    KING_FIELD_NUMBER: _ClassVar[int]
    BARBU_FIELD_NUMBER: _ClassVar[int]
    MACAO_FIELD_NUMBER: _ClassVar[int]
    LIARS_BILLS_FIELD_NUMBER: _ClassVar[int]
    PREFERANS_FIELD_NUMBER: _ClassVar[int]
    CANASTA_FIELD_NUMBER: _ClassVar[int]
    SAMBA_FIELD_NUMBER: _ClassVar[int]
    BEZIQUE_FIELD_NUMBER: _ClassVar[int]
    BUSINESS_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    PLAYS_FROM_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    version: int
    seat: int
    to_act: int
    terminal: bool
    durak: _durak_pb2.DurakView
    bridge: _bridge_pb2.BridgeView
    little_piano: _little_piano_pb2.LittlePianoView
    own_trumps: _own_trumps_pb2.OwnTrumpsView
    akulina: _akulina_pb2.AkulinaView
    prisoner: _prisoner_pb2.PrisonerView
    lion_and_sun: _lion_and_sun_pb2.LionAndSunView
    mill: _mill_pb2.MillView
    kosynka: _kosynka_pb2.KosynkaView
    demon: _demon_pb2.DemonView
    mushka: _mushka_pb2.MushkaView
    rams: _rams_pb2.RamsView
    whist: _whist_pb2.WhistView
    sixty_six: _sixty_six_pb2.SixtySixView
    thousand: _thousand_pb2.ThousandView
    blackjack: _blackjack_pb2.BlackjackView
    baccara: _baccara_pb2.BaccaraView
    poker: _poker_pb2.PokerView
    king: _king_pb2.KingView
    barbu: _barbu_pb2.BarbuView
    macao: _macao_pb2.MacaoView
    liars_bills: _liars_bills_pb2.LiarsBillsView
    preferans: _preferans_pb2.PreferansView
    canasta: _canasta_pb2.CanastaView
    samba: _samba_pb2.SambaView
    bezique: _bezique_pb2.BeziqueView
    business: _business_pb2.BusinessView
    events: _containers.RepeatedCompositeFieldContainer[_common_pb2.Event]
    plays_from: int
    def __init__(self, game_id: _Optional[str] = ..., version: _Optional[int] = ..., seat: _Optional[int] = ..., to_act: _Optional[int] = ..., terminal: _Optional[bool] = ..., durak: _Optional[_Union[_durak_pb2.DurakView, _Mapping]] = ..., bridge: _Optional[_Union[_bridge_pb2.BridgeView, _Mapping]] = ..., little_piano: _Optional[_Union[_little_piano_pb2.LittlePianoView, _Mapping]] = ..., own_trumps: _Optional[_Union[_own_trumps_pb2.OwnTrumpsView, _Mapping]] = ..., akulina: _Optional[_Union[_akulina_pb2.AkulinaView, _Mapping]] = ..., prisoner: _Optional[_Union[_prisoner_pb2.PrisonerView, _Mapping]] = ..., lion_and_sun: _Optional[_Union[_lion_and_sun_pb2.LionAndSunView, _Mapping]] = ..., mill: _Optional[_Union[_mill_pb2.MillView, _Mapping]] = ..., kosynka: _Optional[_Union[_kosynka_pb2.KosynkaView, _Mapping]] = ..., demon: _Optional[_Union[_demon_pb2.DemonView, _Mapping]] = ..., mushka: _Optional[_Union[_mushka_pb2.MushkaView, _Mapping]] = ..., rams: _Optional[_Union[_rams_pb2.RamsView, _Mapping]] = ..., whist: _Optional[_Union[_whist_pb2.WhistView, _Mapping]] = ..., sixty_six: _Optional[_Union[_sixty_six_pb2.SixtySixView, _Mapping]] = ..., thousand: _Optional[_Union[_thousand_pb2.ThousandView, _Mapping]] = ..., blackjack: _Optional[_Union[_blackjack_pb2.BlackjackView, _Mapping]] = ..., baccara: _Optional[_Union[_baccara_pb2.BaccaraView, _Mapping]] = ..., poker: _Optional[_Union[_poker_pb2.PokerView, _Mapping]] = ..., king: _Optional[_Union[_king_pb2.KingView, _Mapping]] = ..., barbu: _Optional[_Union[_barbu_pb2.BarbuView, _Mapping]] = ..., macao: _Optional[_Union[_macao_pb2.MacaoView, _Mapping]] = ..., liars_bills: _Optional[_Union[_liars_bills_pb2.LiarsBillsView, _Mapping]] = ..., preferans: _Optional[_Union[_preferans_pb2.PreferansView, _Mapping]] = ..., canasta: _Optional[_Union[_canasta_pb2.CanastaView, _Mapping]] = ..., samba: _Optional[_Union[_samba_pb2.SambaView, _Mapping]] = ..., bezique: _Optional[_Union[_bezique_pb2.BeziqueView, _Mapping]] = ..., business: _Optional[_Union[_business_pb2.BusinessView, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_common_pb2.Event, _Mapping]]] = ..., plays_from: _Optional[int] = ...) -> None: ...

class ListGamesRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListGamesResponse(_message.Message):
    __slots__ = ("games",)
    GAMES_FIELD_NUMBER: _ClassVar[int]
    games: _containers.RepeatedCompositeFieldContainer[GameDescriptor]
    def __init__(self, games: _Optional[_Iterable[_Union[GameDescriptor, _Mapping]]] = ...) -> None: ...

class NewGameRequest(_message.Message):
    __slots__ = ("game_id", "players", "options", "typed_options", "seed", "deal", "seat", "deals")
    class OptionsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    TYPED_OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    DEALS_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    players: int
    options: _containers.ScalarMap[str, str]
    typed_options: GameOptions
    seed: int
    deal: _containers.RepeatedScalarFieldContainer[str]
    seat: int
    deals: _containers.RepeatedCompositeFieldContainer[_common_pb2.ExplicitDeal]
    def __init__(self, game_id: _Optional[str] = ..., players: _Optional[int] = ..., options: _Optional[_Mapping[str, str]] = ..., typed_options: _Optional[_Union[GameOptions, _Mapping]] = ..., seed: _Optional[int] = ..., deal: _Optional[_Iterable[str]] = ..., seat: _Optional[int] = ..., deals: _Optional[_Iterable[_Union[_common_pb2.ExplicitDeal, _Mapping]]] = ...) -> None: ...

class NewGameResponse(_message.Message):
    __slots__ = ("state", "view", "legal_moves", "seat_tokens")
    STATE_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    LEGAL_MOVES_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    state: StateRef
    view: GameView
    legal_moves: _containers.RepeatedCompositeFieldContainer[Move]
    seat_tokens: _containers.RepeatedScalarFieldContainer[bytes]
    def __init__(self, state: _Optional[_Union[StateRef, _Mapping]] = ..., view: _Optional[_Union[GameView, _Mapping]] = ..., legal_moves: _Optional[_Iterable[_Union[Move, _Mapping]]] = ..., seat_tokens: _Optional[_Iterable[bytes]] = ...) -> None: ...

class LegalMovesRequest(_message.Message):
    __slots__ = ("state", "seat", "seat_token")
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKEN_FIELD_NUMBER: _ClassVar[int]
    state: StateRef
    seat: int
    seat_token: bytes
    def __init__(self, state: _Optional[_Union[StateRef, _Mapping]] = ..., seat: _Optional[int] = ..., seat_token: _Optional[bytes] = ...) -> None: ...

class LegalMovesResponse(_message.Message):
    __slots__ = ("moves", "view")
    MOVES_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    moves: _containers.RepeatedCompositeFieldContainer[Move]
    view: GameView
    def __init__(self, moves: _Optional[_Iterable[_Union[Move, _Mapping]]] = ..., view: _Optional[_Union[GameView, _Mapping]] = ...) -> None: ...

class ApplyRequest(_message.Message):
    __slots__ = ("state", "seat", "move", "expected_version", "seat_token")
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKEN_FIELD_NUMBER: _ClassVar[int]
    state: StateRef
    seat: int
    move: Move
    expected_version: int
    seat_token: bytes
    def __init__(self, state: _Optional[_Union[StateRef, _Mapping]] = ..., seat: _Optional[int] = ..., move: _Optional[_Union[Move, _Mapping]] = ..., expected_version: _Optional[int] = ..., seat_token: _Optional[bytes] = ...) -> None: ...

class ApplyResponse(_message.Message):
    __slots__ = ("state", "view", "applied", "legal_moves")
    STATE_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    APPLIED_FIELD_NUMBER: _ClassVar[int]
    LEGAL_MOVES_FIELD_NUMBER: _ClassVar[int]
    state: StateRef
    view: GameView
    applied: Move
    legal_moves: _containers.RepeatedCompositeFieldContainer[Move]
    def __init__(self, state: _Optional[_Union[StateRef, _Mapping]] = ..., view: _Optional[_Union[GameView, _Mapping]] = ..., applied: _Optional[_Union[Move, _Mapping]] = ..., legal_moves: _Optional[_Iterable[_Union[Move, _Mapping]]] = ...) -> None: ...

class ScoreRequest(_message.Message):
    __slots__ = ("state", "seat", "seat_token")
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKEN_FIELD_NUMBER: _ClassVar[int]
    state: StateRef
    seat: int
    seat_token: bytes
    def __init__(self, state: _Optional[_Union[StateRef, _Mapping]] = ..., seat: _Optional[int] = ..., seat_token: _Optional[bytes] = ...) -> None: ...

class ScoreResponse(_message.Message):
    __slots__ = ("score", "view")
    SCORE_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    score: _common_pb2.Score
    view: GameView
    def __init__(self, score: _Optional[_Union[_common_pb2.Score, _Mapping]] = ..., view: _Optional[_Union[GameView, _Mapping]] = ...) -> None: ...

class ViewRequest(_message.Message):
    __slots__ = ("state", "seat", "seat_token")
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKEN_FIELD_NUMBER: _ClassVar[int]
    state: StateRef
    seat: int
    seat_token: bytes
    def __init__(self, state: _Optional[_Union[StateRef, _Mapping]] = ..., seat: _Optional[int] = ..., seat_token: _Optional[bytes] = ...) -> None: ...

class ViewResponse(_message.Message):
    __slots__ = ("view",)
    VIEW_FIELD_NUMBER: _ClassVar[int]
    view: GameView
    def __init__(self, view: _Optional[_Union[GameView, _Mapping]] = ...) -> None: ...
