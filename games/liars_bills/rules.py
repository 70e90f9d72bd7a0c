"""Notes, the bid ladder and counting, turns, and the legal moves by phase."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.events import DealStarted, Event, TurnPassed
from cardgames.games.core.rng import Drbg, RngState, fresh_seed
from cardgames.games.core.values import replace

from .moves import Agree, Doubt, Fold, Move, Raise, Resign
from .state import ACE, SPEC, Bid, Options, Phase, Response, State

Log = list[Event]


# --------------------------------------------------------------------------- bids and counts


def outbids(bid: Bid, standing: Bid | None) -> bool:
    """Whether ``bid`` is a legal bid now: an opening must be numeric (3.2); a raise has a higher key."""
    if standing is None:
        return not bid.ace
    return bid.key > standing.key


def cap(state: State) -> int:
    """The highest count a bid may name: every digit of the round's notes (LP-3)."""
    return sum(1 for note in state.notes if note) * state.options.digits_per_note


def actual(notes: Sequence[str], bid: Bid) -> int:
    """The count a bid is about: zeros alone for an Ace bid (LP-9), else the face plus the zeros (jokers)."""
    zeros = sum(note.count("0") for note in notes)
    if bid.ace:
        return zeros
    return zeros + sum(note.count(str(bid.face)) for note in notes)


def raises(state: State) -> tuple[Raise, ...]:
    """Every bid above the standing one within the cap, in ladder order (an opening: numeric bids only)."""
    return _bids_above(cap(state), state.bid.key if state.bid is not None else None)


@lru_cache(maxsize=4096)
def _bids_above(top: int, standing: tuple[int, int] | None) -> tuple[Raise, ...]:
    """The bids above ``standing`` (a key; None before the opening) up to ``top``; cached, the same few
    ladders come up in every round."""
    low_count, low_face = standing if standing is not None else (0, 0)
    bids = [Bid(count, face) for count in range(max(1, low_count), top + 1) for face in range(1, 10)
            if (count, face) > (low_count, low_face)]
    if standing is not None:
        bids += [Bid(count, ACE) for count in range(max(1, (low_count + 1) // 2), top + 1)
                 if (2 * count, ACE) > (low_count, low_face)]
    bids.sort(key=lambda bid: bid.key)
    return tuple(Raise(bid) for bid in bids)


# --------------------------------------------------------------------------- notes and rounds


def draw_note(drbg: Drbg, digits: int) -> str:
    """A serial number of uniform digits (3.1)."""
    return "".join(str(drbg.randbelow(10)) for _ in range(digits))


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """Everybody gets a note; the first claimant is drawn at random (LP-8)."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if deals:
        raise InvalidDeal("liar's bills has no cards to deal: notes come from the seed", field="deals")
    drbg = Drbg(RngState(fresh_seed() if seed is None else seed))
    first = drbg.randbelow(players)
    empty = State(
        players=players, phase=Phase.OPEN, actor=first, claimant=first, bid=None, notes=("",) * players,
        in_game=(True,) * players, in_round=(True,) * players, responses=(Response.NONE,) * players,
        rng=drbg.state, options=options,
    )
    return start_round(empty, first, 1, [])


def start_round(state: State, first: int, number: int, log: Log) -> State:
    """Fresh notes for everybody still in the game; ``first`` opens (3.3 step 1-2)."""
    drbg = Drbg(state.rng)
    digits = state.options.digits_per_note
    notes = tuple(draw_note(drbg, digits) if playing else "" for playing in state.in_game)
    state = replace(
        state, phase=Phase.OPEN, actor=first, claimant=first, bid=None, notes=notes, in_round=state.in_game,
        responses=(Response.NONE,) * state.players, rng=drbg.state, round=number, calls=(),
    )
    log.extend(round_events(state))
    return state


def round_events(state: State) -> tuple[Event, ...]:
    """A round begins: who opens; each player still in looks at a new note (its digits stay hidden)."""
    events: list[Event] = [DealStarted(state.round, state.claimant)]
    events.extend(TurnPassed(seat, "takes a new note") for seat in range(state.players) if state.notes[seat])
    return tuple(events)


# --------------------------------------------------------------------------- turns


def num_players(state: State) -> int:
    return state.players


def to_act(state: State) -> int | None:
    return None if state.phase is Phase.OVER else state.actor


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def first_doubt(options: Options) -> bool:
    return options.first_doubt != "off"


def next_in_round(state: State, seat: int) -> int:
    """The next seat clockwise after ``seat`` still bidding this round (``seat`` itself when alone)."""
    for step in range(1, state.players + 1):
        candidate = (seat + step) % state.players
        if state.in_round[candidate]:
            return candidate
    return seat


def next_in_game(in_game: Sequence[bool], seat: int) -> int:
    """The nearest player still in the game to the left of ``seat`` (3.5)."""
    players = len(in_game)
    for step in range(1, players + 1):
        candidate = (seat + step) % players
        if in_game[candidate]:
            return candidate
    return seat


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move of the seat to act; empty only when the game is over."""
    moves = _GENERATORS[state.phase](state)
    if state.options.resign and state.phase is not Phase.OVER:
        return (*moves, Resign())
    return moves


def _respond(state: State) -> tuple[Move, ...]:
    bids = raises(state)
    if first_doubt(state.options):
        return (Doubt(), *bids)  # no agreeing: raise or doubt (3.6)
    return (Agree(), Doubt(), *bids)


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.OPEN: raises,
    Phase.RESPOND: _respond,
    Phase.FORCED: lambda state: (*raises(state), Fold()),
    Phase.OVER: lambda state: (),
}
