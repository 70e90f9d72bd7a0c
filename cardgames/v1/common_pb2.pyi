from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Outcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    OUTCOME_UNSPECIFIED: _ClassVar[Outcome]
    OUTCOME_UNDECIDED: _ClassVar[Outcome]
    OUTCOME_WIN: _ClassVar[Outcome]
    OUTCOME_LOSS: _ClassVar[Outcome]
    OUTCOME_DRAW: _ClassVar[Outcome]
    OUTCOME_NEUTRAL: _ClassVar[Outcome]
OUTCOME_UNSPECIFIED: Outcome
OUTCOME_UNDECIDED: Outcome
OUTCOME_WIN: Outcome
OUTCOME_LOSS: Outcome
OUTCOME_DRAW: Outcome
OUTCOME_NEUTRAL: Outcome

class RngState(_message.Message):
    __slots__ = ("seed", "counter")
    SEED_FIELD_NUMBER: _ClassVar[int]
    COUNTER_FIELD_NUMBER: _ClassVar[int]
    seed: int
    counter: int
    def __init__(self, seed: _Optional[int] = ..., counter: _Optional[int] = ...) -> None: ...

class Score(_message.Message):
    __slots__ = ("terminal", "deal", "match", "outcomes", "summary")
    TERMINAL_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    MATCH_FIELD_NUMBER: _ClassVar[int]
    OUTCOMES_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_FIELD_NUMBER: _ClassVar[int]
    terminal: bool
    deal: _containers.RepeatedScalarFieldContainer[int]
    match: _containers.RepeatedScalarFieldContainer[int]
    outcomes: _containers.RepeatedScalarFieldContainer[Outcome]
    summary: str
    def __init__(self, terminal: _Optional[bool] = ..., deal: _Optional[_Iterable[int]] = ..., match: _Optional[_Iterable[int]] = ..., outcomes: _Optional[_Iterable[_Union[Outcome, str]]] = ..., summary: _Optional[str] = ...) -> None: ...
