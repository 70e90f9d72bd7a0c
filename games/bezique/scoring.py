"""Bezique's scoring: match totals, the pairwise settlement, the score and the views."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by

from .rules import deal_events, to_act
from .state import Phase, State, View, match_length


def totals(state: State) -> tuple[int, ...]:
    """Each seat's points in the match: the finished deals, plus the deal in play until the match is over."""
    done = state.sheet.totals()
    if state.phase is Phase.OVER:
        return done
    return tuple(total + mine.points for total, mine in zip(done, state.melds, strict=True))


def settlement(match: tuple[int, ...]) -> tuple[int, ...]:
    """Each pair settles the difference of their totals (BEZ-15): a seat's net is the sum of its differences."""
    return tuple(sum(mine - other for other in match) for mine in match)


def score(state: State) -> Score:
    """``deal``: each seat's declaration points in the last finished deal; ``match``: the totals; at the end the
    highest total wins (ties share the win)."""
    match = state.sheet.totals()
    last = state.sheet.rows[-1].points if state.sheet.rows else (0,) * state.players
    terminal = state.phase is Phase.OVER
    if terminal:
        best = max(match)
        outcomes = tuple(Outcome.WIN if total == best else Outcome.LOSS for total in match)
    else:
        outcomes = (Outcome.UNDECIDED,) * state.players
    return Score(
        terminal=terminal, deal=last, match=match, outcomes=outcomes, summary=summary(state),
        places=places_by(match) if terminal else (0,) * state.players,
        breakdown=(ScoreLine("declaration points", match), ScoreLine("settlement (pairwise differences)",
                                                                       settlement(match))),
    )


def summary(state: State) -> str:
    deals = match_length(state.options, state.players)
    text = f"deal {state.deal_number} of {deals}; points " + ", ".join(map(str, totals(state)))
    return ("match over: " if state.phase is Phase.OVER else "") + text


_HIDDEN = Hand()


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees (None: a spectator): its own hand, every exposed card, the face-up trump card, the
    stock's size, the trick on the table and the declarations; never the stock, another hand or the pile."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    hands = state.hands if over else tuple([state.hands[s] if s == seat else _HIDDEN for s in range(state.players)])
    return View(
        options=state.options, seat=seat, players=state.players, phase=state.phase,
        deal_number=state.deal_number, dealer=state.dealer, to_act=to_act(state), trump=state.trump,
        face_up=state.face_up, stock_count=len(state.stock) + (state.face_up is not None), hands=hands,
        hand_sizes=tuple([len(hand.cards) for hand in state.hands]), exposed=state.exposed, trick=state.trick,
        pile_count=len(state.pile), declared_now=state.declared_now, melds=state.melds,
        declarations=state.declarations, totals=totals(state), sheet=state.sheet, cut=state.cut,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The draw for the first dealer (if any) and the first deal, as events."""
    from cardgames.games.mechanics.first_dealer import cut_events

    return (*cut_events(state.cut), *deal_events(state))
