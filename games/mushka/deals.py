"""The automatic steps: the start of the card play, the end of a trick, the end of a deal (its row on the
score sheet), the settlement of a game, the next deal and the end of the session.

:func:`start_play`, :func:`close_trick` and :func:`end_deal` serve every game of the family: a game gives
its own scoring of the tricks taken (mushka's ace of spades, rams' aces and jacks) and winner of a trick."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.events import DealScored, MatchOver, TrickWon
from cardgames.games.core.values import replace
from cardgames.games.mechanics.exchange import first_playing
from cardgames.games.mechanics.match import SheetRow, next_deck
from cardgames.games.mechanics.pool import COUNT, LEDGER, settlement, winner
from cardgames.games.mechanics.tricks import Trick

from . import scoring
from .rules import (
    ACE_OF_SPADES,
    Log,
    S,
    deal_events,
    deal_state,
    deck_for,
    in_play,
    trick_order,
    trump_suit,
    winning_index,
)
from .state import TRICKS, State, Status
from .variant import variant_of

Taken = Sequence[int | None]
"""Tricks per seat in a deal (None: the seat passed)."""


def start_play(state: State, log: Log) -> State:
    """After the dealer's decision: nobody plays (a void deal), one player (he takes all five tricks,
    MU-12), or the card play from the first player on the dealer's left (MU-11)."""
    return begin_tricks(state, log, score_tricks)


def begin_tricks(state: S, log: Log, score: Callable[[S, Taken, Log], S]) -> S:
    """:func:`start_play` for any game of the family, ``score`` scoring a void deal or a lone player's."""
    playing = in_play(state)
    leader = first_playing(state.dealer, playing)
    if leader is None:
        return score(state, (None,) * state.players, log)
    if sum(playing) == 1:
        return score(state, tuple(TRICKS if seat == leader else None for seat in range(state.players)), log)
    return replace(state, phase=variant_of(state.options).play_phase, trick=Trick(leader))


def end_trick(state: State, log: Log) -> State:
    """A complete trick is won (the ace of spades over the trump ace, MU-4): its winner leads the next, or
    the deal ends after five."""
    trick = state.trick
    assert trick is not None
    return close_trick(state, winning_index(trick.cards, trump_suit(state)), log, score_tricks)


def close_trick(state: S, index: int, log: Log, score: Callable[[S, Taken, Log], S]) -> S:
    """The trick on the table is won by its ``index``-th card: its winner leads the next, or after five
    tricks ``score`` scores the deal."""
    trick = state.trick
    assert trick is not None
    won = trick.won_by(trick_order(state, trick)[index])
    assert won.winner_seat is not None
    tricks = (*state.tricks, won)
    log.append(TrickWon(won.winner_seat, len(tricks), won.cards, won.leader))
    state = replace(state, tricks=tricks, trick=Trick(won.winner_seat))
    if len(tricks) < TRICKS:
        return state
    playing = variant_of(state.options).playing
    taken = tuple(sum(1 for t in tricks if t.winner_seat == seat) if status is playing else None
                  for seat, status in enumerate(state.status))
    return score(state, taken, log)


def ace_holder(state: State) -> int | None:
    """Who held the ace of spades when the card play began (MU-9): whoever played it or holds it."""
    for trick in (*state.tricks, *((state.trick,) if state.trick is not None else ())):
        if ACE_OF_SPADES in trick.cards:
            seat: int = trick_order(state, trick)[trick.cards.index(ACE_OF_SPADES)]
            return seat
    for seat, hand in enumerate(state.hands):
        if ACE_OF_SPADES in hand.cards and state.status[seat] is Status.PLAYING:
            return seat
    return None


def score_tricks(state: State, taken: Taken, log: Log) -> State:
    """Score the deal (§1.6): the tricks taken and the holder of the ace of spades (MU-9)."""
    holder = ace_holder(state)
    before = scoring.current_counts(state)
    changes = scoring.deal_changes(taken, holder, state.trump.suit, state.revokes, before,
                                   state.options.bust_on_overshoot)
    return end_deal(state, changes, scoring.deal_label(taken, holder), log)


def end_deal(state: S, changes: tuple[int, ...], label: str, log: Log, won_by: int | None = None) -> S:
    """Write the deal's row, settle the game when somebody finished (or ``won_by`` won it outright: rams'
    four aces and jacks, §2.8) (§1.7), then deal the next one or end the session."""
    sheet = state.sheet.adding(SheetRow(state.deal_number, label, changes, COUNT))
    log.append(DealScored(state.deal_number, changes, label))
    state = replace(state, sheet=sheet, trick=None)
    after = scoring.current_counts(state)
    last = state.deal_number >= state.options.max_deals
    eldest = (state.dealer + 1) % state.players
    won = won_by if won_by is not None else winner(after, eldest, force=last)
    game, game_deal = state.game, state.game_deal
    if won is not None:
        # rams' four aces write a row of zeros: the counts paid are those from before the deal (§2.8)
        row = SheetRow(state.deal_number, f"game {state.game}: seat {won} wins", settlement(after, won), LEDGER)
        state = replace(state, sheet=state.sheet.adding(row))
        log.append(DealScored(state.deal_number, row.points, row.label))
        if last or state.game >= state.options.games:
            state = replace(state, phase=variant_of(state.options).over_phase)
            log.append(MatchOver(scoring.summary(state)))
            return state
        game, game_deal = state.game + 1, state.deal_number + 1
    return _next_deal(state, game, game_deal, log)


def _next_deal(state: S, game: int, game_deal: int, log: Log) -> S:
    """The next deal, by the seat on the dealer's left (§1.3)."""
    order, rng, queued = next_deck(deck_for(state.options, state.players), state.rng, state.queued)
    fresh: S = variant_of(state.options).next_state(state, deal_state(
        state.options, state.players, game, state.deal_number + 1, game_deal, (state.dealer + 1) % state.players,
        order, rng, state.sheet, queued))
    log.extend(deal_events(fresh))
    return fresh
