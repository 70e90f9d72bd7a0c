"""The automatic steps: the start of the card play, the end of a trick, the end of a deal (its row on the
score sheet), the settlement of a game, the next deal and the end of the session."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.events import DealScored, MatchOver, TrickWon
from cardgames.games.core.values import replace
from cardgames.games.mechanics.exchange import first_playing
from cardgames.games.mechanics.match import SheetRow, next_deck
from cardgames.games.mechanics.pool import COUNT, LEDGER, counts, settlement, winner
from cardgames.games.mechanics.tricks import Trick

from . import scoring
from .rules import ACE_OF_SPADES, Log, deal_events, deal_state, deck_for, in_play, trick_order, winning_index
from .state import START, TRICKS, Phase, State, Status


def start_play(state: State, log: Log) -> State:
    """After the dealer's decision: nobody plays (a void deal), one player (he takes all five tricks,
    MU-12), or the card play from the first player on the dealer's left (MU-11)."""
    playing = in_play(state)
    leader = first_playing(state.dealer, playing)
    if leader is None:
        return end_deal(state, (None,) * state.players, None, log)
    if sum(playing) == 1:
        taken = tuple(TRICKS if seat == leader else None for seat in range(state.players))
        holder = leader if ACE_OF_SPADES in state.hands[leader].cards else None
        return end_deal(state, taken, holder, log)
    return replace(state, phase=Phase.PLAY, trick=Trick(leader))


def end_trick(state: State, log: Log) -> State:
    """A complete trick is won (the ace of spades over the trump ace, MU-4): its winner leads the next, or
    the deal ends after five."""
    trick = state.trick
    assert trick is not None and state.trump.suit is not None
    order = trick_order(state, trick)
    won = trick.won_by(order[winning_index(trick.cards, state.trump.suit)])
    tricks = (*state.tricks, won)
    assert won.winner_seat is not None
    log.append(TrickWon(won.winner_seat, len(tricks), won.cards, won.leader))
    state = replace(state, tricks=tricks, trick=Trick(won.winner_seat))
    if len(tricks) < TRICKS:
        return state
    taken = tuple(sum(1 for t in tricks if t.winner_seat == seat) if status is Status.PLAYING else None
                  for seat, status in enumerate(state.status))
    return end_deal(state, taken, ace_holder(state), log)


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


def end_deal(state: State, taken: Sequence[int | None], holder: int | None, log: Log) -> State:
    """Score the deal (§1.6) on the sheet, settle the game when somebody finished (§1.7), then deal the next
    one or end the session."""
    before = counts(state.sheet, START, state.game_deal)
    changes = scoring.deal_changes(taken, holder, state.trump.suit, state.revokes, before,
                                   state.options.bust_on_overshoot)
    label = scoring.deal_label(taken, holder)
    sheet = state.sheet.adding(SheetRow(state.deal_number, label, changes, COUNT))
    log.append(DealScored(state.deal_number, changes, label))
    after = counts(sheet, START, state.game_deal)
    eldest = (state.dealer + 1) % state.players
    last = state.deal_number >= state.options.max_deals
    won = winner(after, eldest, force=last)
    state = replace(state, sheet=sheet, trick=None)
    game, game_deal = state.game, state.game_deal
    if won is not None:
        row = SheetRow(state.deal_number, f"game {state.game}: seat {won} wins", settlement(after, won), LEDGER)
        state = replace(state, sheet=state.sheet.adding(row))
        log.append(DealScored(state.deal_number, row.points, row.label))
        if last or state.game >= state.options.games:
            state = replace(state, phase=Phase.OVER)
            log.append(MatchOver(scoring.summary(state)))
            return state
        game, game_deal = state.game + 1, state.deal_number + 1
    return _next_deal(state, game, game_deal, log)


def _next_deal(state: State, game: int, game_deal: int, log: Log) -> State:
    """The next deal, by the seat on the dealer's left (§1.3)."""
    order, rng, queued = next_deck(deck_for(state.options, state.players), state.rng, state.queued)
    fresh = deal_state(state.options, state.players, game, state.deal_number + 1, game_deal,
                       (state.dealer + 1) % state.players, order, rng, state.sheet, queued)
    log.extend(deal_events(fresh))
    return fresh
