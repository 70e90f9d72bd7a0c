from cardgames.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class LiarsBillsPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    LIARS_BILLS_PHASE_UNSPECIFIED: _ClassVar[LiarsBillsPhase]
    LIARS_BILLS_PHASE_OPEN: _ClassVar[LiarsBillsPhase]
    LIARS_BILLS_PHASE_RESPOND: _ClassVar[LiarsBillsPhase]
    LIARS_BILLS_PHASE_FORCED: _ClassVar[LiarsBillsPhase]
    LIARS_BILLS_PHASE_OVER: _ClassVar[LiarsBillsPhase]

class LiarsBillsResponse(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    LIARS_BILLS_RESPONSE_UNSPECIFIED: _ClassVar[LiarsBillsResponse]
    LIARS_BILLS_RESPONSE_NONE: _ClassVar[LiarsBillsResponse]
    LIARS_BILLS_RESPONSE_AGREE: _ClassVar[LiarsBillsResponse]
    LIARS_BILLS_RESPONSE_DOUBT: _ClassVar[LiarsBillsResponse]
LIARS_BILLS_PHASE_UNSPECIFIED: LiarsBillsPhase
LIARS_BILLS_PHASE_OPEN: LiarsBillsPhase
LIARS_BILLS_PHASE_RESPOND: LiarsBillsPhase
LIARS_BILLS_PHASE_FORCED: LiarsBillsPhase
LIARS_BILLS_PHASE_OVER: LiarsBillsPhase
LIARS_BILLS_RESPONSE_UNSPECIFIED: LiarsBillsResponse
LIARS_BILLS_RESPONSE_NONE: LiarsBillsResponse
LIARS_BILLS_RESPONSE_AGREE: LiarsBillsResponse
LIARS_BILLS_RESPONSE_DOUBT: LiarsBillsResponse

class LiarsBillsMove(_message.Message):
    __slots__ = ("agree", "doubt", "fold", "resign")
    RAISE_FIELD_NUMBER: _ClassVar[int]
    AGREE_FIELD_NUMBER: _ClassVar[int]
    DOUBT_FIELD_NUMBER: _ClassVar[int]
    FOLD_FIELD_NUMBER: _ClassVar[int]
    RESIGN_FIELD_NUMBER: _ClassVar[int]
    agree: LiarsBillsAgree
    doubt: LiarsBillsDoubt
    fold: LiarsBillsFold
    resign: LiarsBillsResign
    def __init__(self, agree: _Optional[_Union[LiarsBillsAgree, _Mapping]] = ..., doubt: _Optional[_Union[LiarsBillsDoubt, _Mapping]] = ..., fold: _Optional[_Union[LiarsBillsFold, _Mapping]] = ..., resign: _Optional[_Union[LiarsBillsResign, _Mapping]] = ..., **kwargs) -> None: ...

class LiarsBillsRaise(_message.Message):
    __slots__ = ("bid",)
    BID_FIELD_NUMBER: _ClassVar[int]
    bid: LiarsBillsBid
    def __init__(self, bid: _Optional[_Union[LiarsBillsBid, _Mapping]] = ...) -> None: ...

class LiarsBillsBid(_message.Message):
    __slots__ = ("count", "face")
    COUNT_FIELD_NUMBER: _ClassVar[int]
    FACE_FIELD_NUMBER: _ClassVar[int]
    count: int
    face: int
    def __init__(self, count: _Optional[int] = ..., face: _Optional[int] = ...) -> None: ...

class LiarsBillsAgree(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LiarsBillsDoubt(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LiarsBillsFold(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LiarsBillsResign(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class LiarsBillsOptions(_message.Message):
    __slots__ = ("digits_per_note", "ending", "agree", "first_doubt", "rounds", "resign")
    DIGITS_PER_NOTE_FIELD_NUMBER: _ClassVar[int]
    ENDING_FIELD_NUMBER: _ClassVar[int]
    AGREE_FIELD_NUMBER: _ClassVar[int]
    FIRST_DOUBT_FIELD_NUMBER: _ClassVar[int]
    ROUNDS_FIELD_NUMBER: _ClassVar[int]
    RESIGN_FIELD_NUMBER: _ClassVar[int]
    digits_per_note: int
    ending: str
    agree: str
    first_doubt: str
    rounds: int
    resign: bool
    def __init__(self, digits_per_note: _Optional[int] = ..., ending: _Optional[str] = ..., agree: _Optional[str] = ..., first_doubt: _Optional[str] = ..., rounds: _Optional[int] = ..., resign: _Optional[bool] = ...) -> None: ...

class LiarsBillsState(_message.Message):
    __slots__ = ("players", "phase", "actor", "claimant", "bid", "notes", "in_game", "in_round", "responses", "rng", "options", "bank", "round", "calls", "sheet", "last")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    CLAIMANT_FIELD_NUMBER: _ClassVar[int]
    BID_FIELD_NUMBER: _ClassVar[int]
    NOTES_FIELD_NUMBER: _ClassVar[int]
    IN_GAME_FIELD_NUMBER: _ClassVar[int]
    IN_ROUND_FIELD_NUMBER: _ClassVar[int]
    RESPONSES_FIELD_NUMBER: _ClassVar[int]
    RNG_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    BANK_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    CALLS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    LAST_FIELD_NUMBER: _ClassVar[int]
    players: int
    phase: LiarsBillsPhase
    actor: int
    claimant: int
    bid: LiarsBillsBid
    notes: _containers.RepeatedScalarFieldContainer[str]
    in_game: _containers.RepeatedScalarFieldContainer[bool]
    in_round: _containers.RepeatedScalarFieldContainer[bool]
    responses: _containers.RepeatedScalarFieldContainer[LiarsBillsResponse]
    rng: _common_pb2.RngState
    options: LiarsBillsOptions
    bank: int
    round: int
    calls: _containers.RepeatedCompositeFieldContainer[LiarsBillsCall]
    sheet: _common_pb2.ScoreSheet
    last: LiarsBillsRoundResult
    def __init__(self, players: _Optional[int] = ..., phase: _Optional[_Union[LiarsBillsPhase, str]] = ..., actor: _Optional[int] = ..., claimant: _Optional[int] = ..., bid: _Optional[_Union[LiarsBillsBid, _Mapping]] = ..., notes: _Optional[_Iterable[str]] = ..., in_game: _Optional[_Iterable[bool]] = ..., in_round: _Optional[_Iterable[bool]] = ..., responses: _Optional[_Iterable[_Union[LiarsBillsResponse, str]]] = ..., rng: _Optional[_Union[_common_pb2.RngState, _Mapping]] = ..., options: _Optional[_Union[LiarsBillsOptions, _Mapping]] = ..., bank: _Optional[int] = ..., round: _Optional[int] = ..., calls: _Optional[_Iterable[_Union[LiarsBillsCall, _Mapping]]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., last: _Optional[_Union[LiarsBillsRoundResult, _Mapping]] = ...) -> None: ...

class LiarsBillsCall(_message.Message):
    __slots__ = ("seat", "what")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    WHAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    what: str
    def __init__(self, seat: _Optional[int] = ..., what: _Optional[str] = ...) -> None: ...

class LiarsBillsRoundResult(_message.Message):
    __slots__ = ("round", "notes", "bid", "actual", "winners", "losers", "summary")
    ROUND_FIELD_NUMBER: _ClassVar[int]
    NOTES_FIELD_NUMBER: _ClassVar[int]
    BID_FIELD_NUMBER: _ClassVar[int]
    ACTUAL_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    LOSERS_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_FIELD_NUMBER: _ClassVar[int]
    round: int
    notes: _containers.RepeatedScalarFieldContainer[str]
    bid: LiarsBillsBid
    actual: int
    winners: _containers.RepeatedScalarFieldContainer[int]
    losers: _containers.RepeatedScalarFieldContainer[int]
    summary: str
    def __init__(self, round: _Optional[int] = ..., notes: _Optional[_Iterable[str]] = ..., bid: _Optional[_Union[LiarsBillsBid, _Mapping]] = ..., actual: _Optional[int] = ..., winners: _Optional[_Iterable[int]] = ..., losers: _Optional[_Iterable[int]] = ..., summary: _Optional[str] = ...) -> None: ...

class LiarsBillsView(_message.Message):
    __slots__ = ("seat", "players", "phase", "to_act", "note", "has_note", "digits_per_note", "claimant", "bid", "in_game", "in_round", "responses", "bank", "round", "calls", "sheet", "last")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    HAS_NOTE_FIELD_NUMBER: _ClassVar[int]
    DIGITS_PER_NOTE_FIELD_NUMBER: _ClassVar[int]
    CLAIMANT_FIELD_NUMBER: _ClassVar[int]
    BID_FIELD_NUMBER: _ClassVar[int]
    IN_GAME_FIELD_NUMBER: _ClassVar[int]
    IN_ROUND_FIELD_NUMBER: _ClassVar[int]
    RESPONSES_FIELD_NUMBER: _ClassVar[int]
    BANK_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    CALLS_FIELD_NUMBER: _ClassVar[int]
    SHEET_FIELD_NUMBER: _ClassVar[int]
    LAST_FIELD_NUMBER: _ClassVar[int]
    seat: int
    players: int
    phase: LiarsBillsPhase
    to_act: int
    note: str
    has_note: _containers.RepeatedScalarFieldContainer[bool]
    digits_per_note: int
    claimant: int
    bid: LiarsBillsBid
    in_game: _containers.RepeatedScalarFieldContainer[bool]
    in_round: _containers.RepeatedScalarFieldContainer[bool]
    responses: _containers.RepeatedScalarFieldContainer[LiarsBillsResponse]
    bank: int
    round: int
    calls: _containers.RepeatedCompositeFieldContainer[LiarsBillsCall]
    sheet: _common_pb2.ScoreSheet
    last: LiarsBillsRoundResult
    def __init__(self, seat: _Optional[int] = ..., players: _Optional[int] = ..., phase: _Optional[_Union[LiarsBillsPhase, str]] = ..., to_act: _Optional[int] = ..., note: _Optional[str] = ..., has_note: _Optional[_Iterable[bool]] = ..., digits_per_note: _Optional[int] = ..., claimant: _Optional[int] = ..., bid: _Optional[_Union[LiarsBillsBid, _Mapping]] = ..., in_game: _Optional[_Iterable[bool]] = ..., in_round: _Optional[_Iterable[bool]] = ..., responses: _Optional[_Iterable[_Union[LiarsBillsResponse, str]]] = ..., bank: _Optional[int] = ..., round: _Optional[int] = ..., calls: _Optional[_Iterable[_Union[LiarsBillsCall, _Mapping]]] = ..., sheet: _Optional[_Union[_common_pb2.ScoreSheet, _Mapping]] = ..., last: _Optional[_Union[LiarsBillsRoundResult, _Mapping]] = ...) -> None: ...
