"""Dealing (blinds or antes, five cards each), seats and amounts, turns and the legal moves by phase."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from functools import lru_cache

from cardgames.games.core.cards import Card, Rank
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, TurnPassed, Zone, moved
from cardgames.games.mechanics.betting import (
    Betting,
    can_act,
    to_call,
)
from cardgames.games.mechanics.hand_ranking import has_openers
from cardgames.games.mechanics.match import ScoreSheet

from .moves import Call, Check, Draw, Fold, Move, Open, Raise, StandPat
from .quintet import arrange_moves, is_quintet, quintet_deal_events, quintet_deals
from .state import JACKPOT_VARIANTS, OPENING, Options, Phase, State

Log = list[Event]


def highest_deals(card: Card) -> int:
    """The draw for the first dealer ranks cards upside down: the highest card deals (6.2)."""
    return -int(card.rank)


# --------------------------------------------------------------------------- amounts and seats


def is_jackpot(options: Options) -> bool:
    return options.variant in JACKPOT_VARIANTS


def wild_twos(options: Options) -> bool:
    return options.variant == "freakpot"


def openers_rank(options: Options) -> Rank:
    """The smallest pair that opens a jackpot: jacks, or aces in an acepot (6.5)."""
    return Rank.ACE if options.variant == "acepot" else Rank.JACK


def credit(options: Options) -> bool:
    """Unlimited credit (PO-8) unless the match is played for table stakes."""
    return options.stake == 0


def base(options: Options, carried: int) -> int:
    """What every seat has in before the ladder starts: the jackpot ante plus one per passed-out deal
    (blinds are live and count on the ladder, so 0 there)."""
    return options.jackpot_ante + carried if is_jackpot(options) else 0


def total_deals(state: State) -> int:
    return quintet_deals(state) if is_quintet(state.options) else state.options.deals or state.players


def balances_of(options: Options, players: int, sheet: ScoreSheet | None) -> tuple[int, ...]:
    """Each seat's chips before this deal's bets: the stake plus every finished deal's net."""
    totals = sheet.totals() if sheet is not None else (0,) * players
    return tuple(options.stake + total for total in totals)


def balances(state: State) -> tuple[int, ...]:
    return balances_of(state.options, state.players, state.sheet)


def available(state: State, seat: int) -> int:
    """What ``seat`` can still put in (table stakes); credit has no limit, shown as the balance."""
    return balances(state)[seat] - state.betting.committed[seat]


def seated_of(options: Options, players: int, sheet: ScoreSheet | None) -> tuple[bool, ...]:
    """The seats still in the match: everyone on credit; with table stakes those holding chips."""
    if credit(options):
        return (True,) * players
    return tuple(balance > 0 for balance in balances_of(options, players, sheet))


def next_level(level: int, floor: int) -> int:
    """The ladder 4, 8, 16, 24, 32, ... above ``floor`` (6.4.2): the next rung above ``level``."""
    rung = level - floor
    if rung < OPENING:
        return floor + OPENING
    if rung < 2 * OPENING:
        return floor + 2 * OPENING
    if rung < 4 * OPENING:
        return floor + 4 * OPENING
    return floor + 4 * OPENING + 2 * OPENING * ((rung - 4 * OPENING) // (2 * OPENING) + 1)


def ring_from(start: int, flags: Sequence[bool]) -> list[int]:
    """The seats whose flag is set, clockwise from ``start`` (included)."""
    players = len(flags)
    return [(start + step) % players for step in range(players) if flags[(start + step) % players]]


def deal_events(state: State) -> tuple[Event, ...]:
    """What everybody sees of a deal: the dealer, the forced bets, each hand (seen by its owner), the stock."""
    if is_quintet(state.options):
        return quintet_deal_events(state)
    events: list[Event] = [DealStarted(state.deal, state.dealer)]
    for seat in range(state.players):
        if state.betting.committed[seat]:
            events.append(TurnPassed(seat, f"puts in {state.betting.committed[seat]} before the deal"))
    for seat in range(state.players):
        if state.hands[seat].cards:
            events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    events.append(CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), len(state.stock), face_up=False))
    return tuple(events)


# --------------------------------------------------------------------------- turns


def num_players(state: State) -> int:
    return state.players


def to_act(state: State) -> int | None:
    return None if state.phase is Phase.OVER else state.actor


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def opened(state: State) -> bool:
    return state.opener is not None


def needs_to_act(betting: Betting, seat: int) -> bool:
    """A seat that can act and has not both acted since the last raise and matched the level."""
    return can_act(betting, seat) and not (betting.acted[seat] and betting.committed[seat] == betting.level)


def next_actor(betting: Betting, after: int) -> int | None:
    """The next seat clockwise after ``after`` that still has to act this round."""
    players = len(betting.committed)
    for step in range(1, players + 1):
        seat = (after + step) % players
        if needs_to_act(betting, seat):
            return seat
    return None


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move of the seat to act; empty only when the match is over."""
    return _GENERATORS[state.phase](state)


FREE_RAISE = 16
"""no_limit_growth: a raise adds 1 to 16 chips (the book sets no bound; a move list must be finite)."""
MAX_LEVEL = 1_000_000
"""No contribution above this (the book's ladder has no top; counters must fit their int32 fields)."""


def raise_targets(state: State) -> tuple[int, ...]:
    """The levels the seat to act may raise to: the next rung (or 1 to 16 chips more with
    no_limit_growth), within the raise cap and, on table stakes, what the seat can put in."""
    betting, seat, options = state.betting, state.actor, state.options
    if options.max_raises and betting.raises >= options.max_raises:
        return ()
    floor = base(options, state.carried)
    if options.no_limit_growth:
        targets: tuple[int, ...] = tuple(range(betting.level + 1, betting.level + FREE_RAISE + 1))
    else:
        targets = (next_level(betting.level, floor),)
    targets = tuple(target for target in targets if target <= MAX_LEVEL)
    if credit(options):
        return targets
    reach = balances(state)[seat]
    return tuple(target for target in targets if target <= reach)


def _first_round(state: State) -> tuple[Move, ...]:
    if not opened(state):
        if is_jackpot(state.options):
            hand = state.hands[state.actor].cards
            may_open = has_openers(hand, openers_rank(state.options), wild_twos(state.options))
            return (Open(), Check()) if may_open else (Check(),)
        return (Open(), Fold())
    return _facing(state)


def _facing(state: State) -> tuple[Move, ...]:
    """After an opening (or in the second round): check or call, raise, fold when there is something to call."""
    raises = tuple(Raise(target) for target in raise_targets(state))
    if to_call(state.betting, state.actor) == 0:
        return (Check(), *raises)
    return (Call(), *raises, Fold())


def _draw_moves(state: State) -> tuple[Move, ...]:
    return _draws(state.hands[state.actor].cards)


@lru_cache(maxsize=4096)
def _draws(hand: tuple[Card, ...]) -> tuple[Move, ...]:
    """Stand pat, or discard any 1-5 of the hand's cards (cached: move lists are rebuilt often)."""
    draws = [Draw(combo) for size in range(1, len(hand) + 1) for combo in itertools.combinations(hand, size)]
    return (StandPat(), *draws)


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.BET_FIRST: _first_round,
    Phase.DRAW: _draw_moves,
    Phase.BET_SECOND: _facing,
    Phase.ARRANGE: arrange_moves,
    Phase.OVER: lambda state: (),
}
